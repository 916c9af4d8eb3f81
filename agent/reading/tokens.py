"""Words as a cursor the readers step through, and the phrases for things every reader shares:
"the arrow farthest from me", "two bats", "all the arrows", "your health".

The text comes lower-cased with contractions spelt out (``agent.reading.text.expand``); quoted
text arrives as marks and stays one token.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextvars import ContextVar
from dataclasses import dataclass, replace
from typing import TypeVar

from agent.reading import (
    lexicon as lx,
    lexicon_idioms as li,
    lexicon_parts as lp,
    meaning as m,
    ranks,
)
from agent.reading.map_picks import (
    SIDE_OF,
    nearest_side,
    picked_by_side as picked_by_side,
    side_after,
    side_ahead,
    side_before,
    spot_before,
)
from agent.reading.patterns import lazy
from agent.reading.place_rows import place_ahead
from agent.reading.quantity_rows import FAR, NEAR, amount
from agent.reading.ranks import picks_kept as picks_kept
from agent.reading.rows import Row, Table
from game.world import MONSTER_KINDS

T = TypeVar("T")

_TOKEN = lazy(r"\x00\d+\x00|[a-z]+(?:'s|s')?|\d+(?:\.\d+)?|[+\-*/(),?!.;:%<>=]")


def tokenize(text: str) -> list[str]:
    return _TOKEN.findall(text)


def token_starts(text: str) -> list[int]:
    """Where each token of ``text`` (``tokenize``'s) starts in it."""
    return [found.start() for found in _TOKEN.finditer(text)]


class Phrases:
    """Phrases to look for, by their first word: how many words long they are, longest first
    (the order ``take`` tries them in), each length with the phrases by their words (of the
    same words, the first given); and "" (it matches anywhere, the last tried): made once per
    set, so that a word that opens dozens of phrases is looked up once for each length."""

    __slots__ = ("by_first", "empty")

    def __init__(self, phrases: tuple[str, ...]) -> None:
        first: dict[str, dict[int, dict[tuple[str, ...], str]]] = {}
        for phrase in phrases:
            if parts := phrase.split():
                first.setdefault(parts[0], {}).setdefault(len(parts), {}).setdefault(
                    tuple(parts), phrase)
        self.by_first = {word: sorted(by_length.items(), reverse=True)
                         for word, by_length in first.items()}
        self.empty = next(((phrase, 0) for phrase in phrases if not phrase.split()), None)


_INDEXES: dict[tuple[str, ...], Phrases] = {}


def _indexed(phrases: tuple[str, ...]) -> Phrases:
    return _INDEXES.setdefault(phrases, Phrases(phrases))


class Tokens:
    """A cursor over words. ``take`` and ``at`` match phrases (words separated by spaces,
    alternatives as several arguments, the longest first)."""

    def __init__(self, words: list[str], start: int = 0) -> None:
        self.words = words
        self.i = start

    def __repr__(self) -> str:
        return f"Tokens({' '.join(self.words[:self.i])} | {' '.join(self.words[self.i:])})"

    @property
    def done(self) -> bool:
        return self.i >= len(self.words)

    def names_a_thing(self) -> bool:
        """Whether the words from here on name a thing (not one of us), or "it" / "them"."""
        look = Tokens(self.words, self.i)
        return bool(look.take("it", "them")) or (
            (phrase := take_thing(look)) is not None and not phrase.thing.is_party)

    def peek(self, k: int = 0) -> str:
        j = self.i + k
        return self.words[j] if 0 <= j < len(self.words) else ""

    def rest(self) -> str:
        return " ".join(self.words[self.i:])

    def at(self, *phrases: str) -> str | None:
        found = self._match(_INDEXES.get(phrases) or _indexed(phrases))
        return found[0] if found is not None else None

    def take(self, *phrases: str) -> str | None:
        # ``_match`` written out: the most asked question of all (some 18 a read), most of them
        # of words no phrase opens with
        index, words, i = _INDEXES.get(phrases) or _indexed(phrases), self.words, self.i
        if i < len(words):
            for n, phrase_of in index.by_first.get(words[i], ()):
                if (phrase := phrase_of.get(tuple(words[i:i + n]))) is not None:
                    self.i = i + n
                    return phrase
        if index.empty is None:
            return None
        return index.empty[0]

    def take_in(self, phrases: Phrases) -> str | None:
        """``take`` with a set of phrases looked up once (a large set: building and hashing
        its words at every call would cost more than the look)."""
        if (found := self._match(phrases)) is None:
            return None
        self.i += found[1]
        return found[0]

    def _match(self, phrases: Phrases) -> tuple[str, int] | None:
        """The longest of ``phrases`` the words go on with, and its length in words (among
        phrases as long, the first given)."""
        words, i = self.words, self.i
        if i < len(words):
            for n, phrase_of in phrases.by_first.get(words[i], ()):
                if (phrase := phrase_of.get(tuple(words[i:i + n]))) is not None:
                    return phrase, n
        return phrases.empty

    def skip(self, *phrases: str) -> None:
        self.skip_in(_INDEXES.get(phrases) or _indexed(phrases))

    def skip_in(self, phrases: Phrases) -> None:
        # each phrase ``_match`` finds, looked up here (asked ~7 times a read, most past none)
        words = self.words
        while self.i < len(words):
            i = self.i
            for n, phrase_of in phrases.by_first.get(words[i], ()):
                if tuple(words[i:i + n]) in phrase_of:
                    self.i = i + n
                    break
            else:
                return

    def lead(self, table: Table[T]) -> Iterator[tuple[Row[T], dict[str, str]]]:
        """Each row of ``table`` whose pattern is the words here on (its last part is named
        ``after``: the words after its own), in order, with the words its parts took, the
        cursor after its own words while the caller reads on; where it was, once none is
        left."""
        start, rest = self.i, self.rest()
        for pattern, row in table.compiled():
            if (found := pattern.match(rest)) is not None:
                self.i = len(self.words) - len(found["after"].split())
                yield row, found.groupdict()
                self.i = start


# -- numbers ------------------------------------------------------------------------------------

_MULTI_WORD_NUMBERS = tuple(w for w in lx.NUMBER_WORDS if " " in w)
_NUMBER = lazy(rf"\d+|{lx.NUMBER_RE}", re.I)


def take_number(t: Tokens) -> int | float | None:
    """A number in digits or words ("3", "three", "a dozen"), else None (the cursor unmoved)."""
    word = t.peek()
    if re.fullmatch(r"\d+(?:\.\d+)?", word):
        t.i += 1
        return float(word) if "." in word else int(word)
    if (phrase := t.take(*_MULTI_WORD_NUMBERS)) is not None:
        return lx.NUMBER_WORDS[phrase]
    n = lx.number(word)
    if n is not None and word not in ("both", "single", "none", "no"):
        t.i += 1
        return n
    return None


# -- parties ------------------------------------------------------------------------------------

_PLAYER = (*lx.PLAYER_WORDS, "the player", "we", "me to")  # "wait for me to move": I move
_COMPANION = (*lx.COMPANION_WORDS, "the companion", "ai", "the ai")
# Whose: "my", "your", "the player's".
OWNERS = {**dict.fromkeys(("my", "mine", "the player's", "player's"), m.PLAYER),
          **dict.fromkeys(("your", "yours", "the companion's", "companion's"), m.COMPANION)}


def take_party(t: Tokens) -> str | None:
    """ "I", "me", "you", "the player": the party named, else None."""
    if t.take(*_PLAYER):
        return m.PLAYER
    return m.COMPANION if t.take(*_COMPANION) else None


def take_owner(t: Tokens) -> str | None:
    """ "my", "your", "the player's": whose, else None."""
    found = t.take(*OWNERS)
    return OWNERS[found] if found is not None else None


# -- things -------------------------------------------------------------------------------------

_FROM = ("to", "from", "of")
# After a thing, where it is: "the arrow in the corner", "the bat next to the gorgon".
_BESIDE = Phrases((
    "in", "at", "near", "near to", "next to", "by", "beside", "close to", "closest to",
    "nearest to", "nearest", "closest", "in the area of", "around", "over by", "down by", "up by",
    "right next to", "right by", "which is in", "which is near",
    *(f"{lead} {at}" for lead in ("that is", "lying") for at in ("in", "at", "near", "next to",
                                                                 "by", "near to")),
    # "the bat up in the top right", "the arrow down at the bottom", "over in the corner";
    # "the bat up top right", "the arrow down bottom left" (an anchor must follow)
    *(f"{lead} {at}" for lead in ("up", "down", "over", "out", "way up", "way down",
                                  "right up", "right down") for at in ("in", "at")),
    "up", "down", "way up", "way down", "right up", "right down"))
# "the bat near me", "the arrow that is near you", "lying by me" (a lead and the word)
_BY_A_PARTY = frozenset(("near", "next to", "by", "beside", "close to", "is near", "is next to",
                         "is by", "near to", "is near to"))
# Where an errand's thing is taken from, as where it lies: "fetch the sword from the bottom right
# corner", "an arrow from near the middle" (not a question's: "how far is the bow from the sword").
_TAKEN_FROM = Phrases(("from", *(f"from {at}" for at in ("near", "by", "next to", "beside", "in",
                                                          "around", "over by", "down by", "up by",
                                                          "over in", "down in", "up in"))))
# What may follow a thing without changing which thing it is.
_AROUND = Phrases((*li.LYING_ABOUT, *li.AT_LARGE, *lx.IN_THE_DUNGEON, "around", "left", "remaining",
                   "still alive", "there is", "you can find", "you can see", "you see", "here",
                   "there", "in sight", "in the area", "from the ground", "off the ground",
                   "off the floor"))
_NEAR, _FAR = Phrases(NEAR), Phrases(FAR)


# "the bat on the left", "the left arrow", "the upper bat": nearest that side of the map (the
# sandbox's named spots "left", "right", "top", "bottom")
_SIDES = {"left": "left", "right": "right", "top": "top", "bottom": "bottom", "upper": "top",
          "lower": "bottom", "north": "top", "south": "bottom", "west": "left", "east": "right",
          **lx.COMPASS_ADJECTIVES}  # "the western arrow"; not "the leftmost" (map_picks)
_SIDES = {word: SIDE_OF[side] for word, side in _SIDES.items()}  # the side itself, "left side"
_ON_THE = ("on the", "to the", "over on the", "in the", "at the", "over to the", "off to the",
           "on the far", "to the far", "at the far", "over on the far", "on the very",
           "down the", "up the")  # "the arrow down the left side", "the bat up the right side"
_SIDE_NOUNS = ("hand side", "side", "edge", "part", "end",
               *(f"of the {w}" for w in lx.DUNGEON_WORDS))


@dataclass(frozen=True, slots=True)
class ThingPhrase:
    thing: m.Thing
    plural: bool  # named in the plural ("the bats"), whether or not "all" was said
    every: bool  # "all", "every", "each" said
    count: int | None  # a number said ("two arrows"), else None
    # pointed at (``pointing_at``): "one" after the words that pick it stands for its kind
    # too ("get the sword, then another one", "the next one", "one more")
    one: bool = False
    # pointed at: "them" / "both" is each of these in turn ("get the bow and the sword. Then
    # bring them to me": a step for each), read as such only where a run of steps is split
    each: tuple[ThingPhrase, ...] = ()
    weapon: bool = False  # pointed at: either weapon, as "a weapon" is (``errands.weapons``)
    # pointed at: the words that name it where it is the one chosen ("Which is nearer, the bow
    # or the sword? Get the farther one."), taken as it wherever a thing is read
    said: tuple[str, ...] = ()


def _take_anchor(t: Tokens) -> str | None:
    """What a thing is nearest to, when not a party: a named spot of the map ("the bottom left
    corner": its name) or another kind of thing ("the sword": the nearest sword); None when
    neither follows (the caller puts the cursor back)."""
    if (side := side_ahead(t)) is not None:
        return side  # "the arrow nearest the top", "closest to the left edge" (map_picks)
    if (spot := place_ahead(t.rest())) is not None:
        t.i += spot[1]
        return spot[0]
    if (at := _take_tile(t)) is not None:
        return at
    t.take("the", "a", "an", "that", "this")
    kind = lx.kind_of(t.peek())
    t.i += 1
    return None if kind is None or kind in m.WHO or kind == m.ANYTHING else kind


def _take_tile(t: Tokens) -> str | None:
    """ "row 16, column 8", "the tile at 16, 8", "(16, 8)": a tile, as what a thing is picked
    near (``meaning.tile``); None (the cursor unmoved) when no tile follows."""
    here = t.i
    t.take("the tile", "tile", "the square", "square", "the spot", "spot", "position")
    t.take("at", "of")
    t.take("(")
    if t.take("row") is not None:
        row = take_number(t)
        t.take(",")
        t.take("and")
        col = take_number(t) if t.take("column", "col") else None
    else:
        row = take_number(t)
        col = take_number(t) if t.take(",") else None
    t.take(")")
    if not (isinstance(row, int) and isinstance(col, int)):
        t.i = here
        return None
    return m.tile(row, col)


def take_thing(t: Tokens, *, parties: bool = False, anchors: bool = False,
               taken_from: bool = False) -> ThingPhrase | None:
    """A phrase that names a thing: determiners, a number, "nearest"/"farthest", the noun, and
    "from me" / "to you" / "that is farthest from me" after it. ``parties``: "me" and "you"
    (and "the player") count as things too. ``anchors``: where the one thing meant is, as
    another thing or a named spot ("the arrow next to the sword", "the bat nearest to the
    gorgon", "the arrow in the bottom left corner"), for the readers that keep the thing's origin
    (an errand, a duty); elsewhere left for the caller to say back. None (the cursor unmoved) if
    there is none. "it" / "them" is the thing ``pointing_at`` gives ("get the sword and bring it
    to me"); ``taken_from``: "from" a spot too ("fetch the sword from the corner")."""
    start = t.i
    if (it := _POINTED_AT.get()) is not None and (pointing := _points(t, it)):
        if it.each:
            t.i = start
            return None  # each of several things, where no step is read for each: refused
        if it.count is None and not it.every and it.thing.quantity == 1 and (
                it.plural and pointing.startswith(("them", "those"))
                or "all" in pointing and (it.plural or pointing not in _ALL_OF_ONE)):
            # "the arrows are over there, get them": every one of them, as said in the plural
            return ThingPhrase(replace(it.thing, quantity=None), it.plural, True, None)
        return it
    said, taken = amount(t.rest())  # "both", "all the", "two", "the nearest": quantity_rows
    t.i += taken
    every, count, pick, rank = ranks.before(t, said, anchors)  # "the second closest arrow"
    # "the leftmost arrow", "the two leftmost arrows" (map_picks)
    way = side_before(t, pick, (count or 0) > 1) if anchors else None
    # not "the right weapon", which is the one that defeats it
    side = spot_before(t) if anchors and not pick else None  # "the upper bat", "the top-right bat"
    word, kind = _kind_said(t)
    if kind is None and (one := _one_of(t, start)) is not None:
        kind, plural = one.thing.kind, one.plural  # "another one": one of the thing before
    else:
        if kind is None and word in ("one", "ones") and pick:
            kind = m.ANYTHING
        if kind is None:
            t.i = start
            party = take_party(t) if parties else None
            return ThingPhrase(m.Thing(party), False, False, None) if party else None
        t.i += 1
        plural, one = lx.is_plural(word), None
    every, count = every or word in lp.MASS, 2 if said.both and plural else count  # "both": 2
    # "the arrow farthest from me", "the bat that is closest to you", "the nearest bat to me"
    single = not (every or plural)
    if anchors and single and not pick and (on := _placed(t, kind, bool(side or way))):
        return ThingPhrase(m.Thing(kind, 1, on[0], on=on[1]), plural, every, count)  # "below me"
    way = way or (side_after(t) if anchors and single and not pick else None)  # "furthest east"
    pick = _take_pick_after(t, pick) if way is None else m.NEAREST
    # "the bats on the left": which ones is not one nearest a side; said back as before
    pick, origin = (pick, way) if way else _take_origin(t, kind, pick, anchors=anchors,
                                                        sides=single, taken_from=taken_from)
    if one is not None and not pick and origin == m.COMPANION:
        pick, origin = one.thing.pick, one.thing.origin  # "another one" of "an arrow by the sword"
    if side is not None and origin == m.COMPANION and single:
        pick, origin = m.NEAREST, side
    pick, origin, rank = ranks.after(t, kind, pick, origin, rank, anchors)  # "but one"
    t.skip_in(_AROUND)
    pick = "" if pick == m.NEAREST and origin == m.COMPANION and rank == 1 else pick  # skills'
    quantity: int | None = None if every else (count if count is not None else 1)
    return ThingPhrase(m.Thing(kind, quantity, pick, origin, rank), plural, every, count,
                       weapon=one is not None and one.weapon)  # "get one": either weapon


def _kind_said(t: Tokens) -> tuple[str, str | None]:
    """The word that names a thing at the cursor and its kind; a word for any monster before a
    monster's kind is passed ("the enemy gorgons", "the hostile bat": the gorgons, the bat)."""
    kind = lx.kind_of(t.peek())
    if kind == m.ANY_MONSTER and lx.kind_of(t.peek(1)) in MONSTER_KINDS:
        t.i += 1
        kind = lx.kind_of(t.peek())
    return t.peek(), kind


# "it" said whole: of one thing, the one ("get the bow and bring all of it to me"); of all it
# carries, all of it ("whatever you have, bring all of it over here"). Not "it all", which
# "bring it all the way back to me" says.
_ALL_OF_ONE = ("all of it",)
# What "it" / "them" stands for while the words after a step are read (``pointing_at``).
_POINTED_AT: ContextVar[ThingPhrase | None] = ContextVar("pointed_at", default=None)
_POINTING = ("it", "them", "them both", "both of them", "them all", "all of them", "that one",
             *_ALL_OF_ONE,
             "both", "they", "those", "that",
             # "them" said with how many they are ("bring the pair of them back to me"): them,
             # not that many more of each ("the two of them" had brought two of each)
             "the two of them", "the pair of them", "the both of them", "the three of them")


# The last word of the words that pick a "one" when "one" is among them ("one more", "the one
# at the bottom") or none follows them ("get another", "the other").
_ONE_SAID = ("one", "ones", "more", "another", "other")
# Words for one or some of the thing pointed at by themselves ("kill one", "get another", "get
# some", "get more").
_ONES = ("one", "ones", "another", "some", "more")


def _one_of(t: Tokens, start: int) -> ThingPhrase | None:
    """What "one" stands for alone or after the words that pick it, said from ``start``
    ("another one", "the next one", "one more", "the farthest one", "get some", "2 of them"):
    the thing pointed at, where "one" stands for its kind too, the cursor past "one"; None if
    not. One of a thing named in the plural is one ("get two arrows, then another one")."""
    it = _POINTED_AT.get()
    word, after = t.peek(), t.words[t.i - 1] if t.i > start else ""
    if it is None or not it.one and (word, after) != ("them", "of"):
        return None  # "one of them", "two of them": of the thing pointed at, whatever it is
    one = replace(it, plural=False) if it.plural else it
    if "other" in t.words[start:t.i + 1] and it.thing.kind in lx.WEAPONS and (
            it.thing.quantity == 1):
        # "the bow ..., or the other one": the other weapon, never the bow again
        one = it = replace(one, thing=m.Thing(next(w for w in lx.WEAPONS if w != it.thing.kind)))
    if word == "1" and t.i + 1 == len(t.words):
        word = "one"  # "if there are 3 arrows, bring me 1": the digit for the word (pronouns)
    if word in ("one", "ones") or word in _ONES and not after or word == "them" and after == "of":
        t.i += 1
        return one if word in ("one", "another") else it
    if not after and t.i and _NUMBER.fullmatch(t.words[t.i - 1]) and (
            t.done or t.words[t.i:] == ["of", "them"]):
        t.i = len(t.words)  # "until you have 3", "... 3 of them": the number's thing unsaid
        return it
    if after == "more" and t.words[t.i - 2:t.i - 1] != ["one"]:
        return it  # "get 2 more"
    return one if after in _ONE_SAID else None


def _points(t: Tokens, it: ThingPhrase) -> str:
    """The words here if they say "it", "them", "they", "both", "those" (not "both arrows",
    "those ones"), "that one", the cursor past them; "" if not. The words that name ``it``
    where it is the one chosen ("the farther one", ``ThingPhrase.said``) say "it"."""
    if it.said and tuple(t.words[t.i : t.i + len(it.said)]) == it.said:
        t.i += len(it.said)
        return "it"
    if (kind := _that_kind(t, it)) is not None:
        return kind
    if t.peek() in lx.MONSTER_PRONOUNS and lx.is_monster(it.thing.kind) and not (
            it.plural or it.every or it.each) and it.thing.quantity == 1:
        t.i += 1  # "find the gorgon and kill her": one monster, as people speak of a beast
        return "it"
    said = t.at(*_POINTING)
    if said is None or (said in ("both", "those", "that") and (
            lx.kind_of(t.peek(1)) is not None or t.peek(1) in ("one", "ones"))):
        return ""
    t.take(said)
    return said


def _that_kind(t: Tokens, it: ThingPhrase) -> str | None:
    """ "that bat", "the same arrow", "said monster" here, a word of the kind of ``it`` (or of its
    class: "monster", "weapon") after a demonstrative, where it names ``it`` again
    (``names_again``: "go to the farthest bat, then kill that bat", "go to the bow, then pick up
    that weapon"): "it", the cursor past them; None if not."""
    if it.plural or it.each or it.thing.quantity != 1:
        return None
    said = t.at(*lp.THAT_KIND)
    if said is None or not names_again(t.peek(len(said.split())), it.thing):
        return None
    t.i += len(said.split()) + 1
    return "it"


def names_again(word: str, thing: m.Thing) -> bool:
    """Whether ``word`` after a demonstrative names the one ``thing`` named before: a word of its
    kind or class where it is picked by more than its kind ("the farthest bat ... that bat",
    "... that monster"), or of its class where it is an item of its kind alone ("the bow ... that
    weapon", never any weapon); else it is read as said (after "kill the bat", "that monster" may
    be another one)."""
    said = lx.kind_of(word)
    if lx.is_plural(word) or not kind_fits(said, thing.kind):
        return False
    alone = (thing.pick, thing.origin, thing.rank, thing.on) == ("", m.COMPANION, 1, None)
    return not alone or said != thing.kind and lx.is_item(thing.kind)


def kind_fits(said: str | None, kind: str) -> bool:
    """Whether a word of kind ``said`` names a thing of ``kind``: its own kind, or its class
    ("monster" for a bat, "weapon" for a bow)."""
    return said is not None and (said == kind or lx.is_monster(kind) and said == m.ANY_MONSTER
                                 or lx.is_item(kind) and said == m.ANY_ITEM)


def pointed_at() -> ThingPhrase | None:
    """What "it" / "them" stands for here (``pointing_at``), if anything."""
    return _POINTED_AT.get()


class pointing_at:  # a context as a class: as a generator it costs three calls more
    """While the words after a step are read, "it" / "them" there is the thing ``it`` ("get the
    sword and bring it to me": the sword brought, "find the bats and kill them": every bat), for
    every reader that takes a thing with ``take_thing``; None leaves what "it" is as it was."""

    def __init__(self, it: ThingPhrase | None) -> None:
        self.it = it

    def __enter__(self) -> None:
        self.token = None if self.it is None else _POINTED_AT.set(self.it)

    def __exit__(self, *raised: object) -> None:
        if self.token is not None:
            _POINTED_AT.reset(self.token)


def _lying_on(t: Tokens) -> tuple[str, m.Offset] | None:
    """The tile counted from something an item lies on, said after it (agent.reading.tile_picks,
    which reads things with this module: imported here, when first called)."""
    from agent.reading.tile_picks import lying_on

    return lying_on(t)


def _placed(t: Tokens, kind: str, side: bool) -> tuple[str, m.Offset] | None:
    """Where one thing of ``kind`` lies, said after it: an item on a tile counted from something
    or in a line from it (``_lying_on``: ON, NEAREST), or any thing by its bearing from one of us
    or another thing (BEARING: "the bat below you", agent.reading.bearings, which reads with this
    module: imported here, when first called), not after a side of the map ("the upper bat")."""
    from agent.reading.bearings import after

    if lx.is_item(kind) and (on := _lying_on(t)) is not None:
        return on
    bearing = None if side else after(t)
    return None if bearing is None else (m.BEARING, bearing)


def _on_tile(kind: str, said: str) -> str:
    """How a thing said to be ``said`` ("at", "lying on", "near") a tile is picked: an item at,
    on or in it is the one lying there (``meaning.ON``: "the arrow at row 16, column 8", none
    when none does); one near it, or a monster, which wanders, the nearest to it."""
    return m.ON if said.rsplit(" ", 1)[-1] in ("at", "on", "in", "from") and lx.is_item(
        kind) else m.NEAREST


def _take_pick_after(t: Tokens, pick: str) -> str:
    """ "farthest", "that is closest" after the noun: which one, unless ``pick`` said it before."""
    mark = t.i
    if t.take(*lp.LIES_AT):
        t.take("the")
    if pick:
        return pick
    if t.take_in(_NEAR):
        return m.NEAREST
    if t.take_in(_FAR) or t.take("most far away"):
        return m.FARTHEST
    t.i = mark  # "the bat that is coming": not a choice of bat
    return ""


def _take_origin(t: Tokens, kind: str, pick: str, *, anchors: bool, sides: bool = False,
                 taken_from: bool = False) -> tuple[str, str]:
    """Whom or what the one picked is nearest to or farthest from ("from me", "to the
    sword"), or, with ``anchors``, what it is next to ("in the corner", "next to the sword"),
    and with ``sides`` too the side of the map it is on ("on the left"): the pick and the
    origin."""
    if pick:
        t.take("away")
        here = t.i
        said_from = bool(t.take(*_FROM))
        if not said_from and t.take("me"):
            return pick, m.PLAYER  # "the arrow nearest me", "the bat closest me"
        if not said_from and t.take("you"):
            return pick, m.COMPANION  # "the bat nearest you": not "you" left over as a remark
        # "the bat nearest to the gorgon", "the bat nearest the gorgon"
        anchor = take_party(t) or (_take_anchor(t) if anchors else None) if said_from or (
            anchors and t.at("the")) else None
        if anchor is not None:
            return nearest_side(pick, anchor)  # "farthest from the left side": the rightmost
        t.i = here
    elif anchors and kind not in m.WHO:
        # "the arrow in the bottom left corner", "the arrow next to the sword": the one of its
        # kind nearest to that; "the bat on the left": nearest that side of the map
        here = t.i
        if t.take("on", "lying on", "sitting on") and (at := _take_tile(t)) is not None:
            return _on_tile(kind, "on"), at  # "the arrow on tile 16, 8"
        t.i = here
        beside = t.take_in(_TAKEN_FROM if taken_from and t.at("from") else _BESIDE)
        if beside is not None and _BY_A_PARTY & {beside, beside.split(" ", 1)[-1]} and (
                party := take_party(t)) is not None:  # "the arrow near you": the nearest
            return (m.NEAREST, party) if party == m.PLAYER else ("", m.COMPANION)
        if beside is not None:
            anchor = _take_anchor(t)
            if anchor is None or anchor == kind:
                t.i = here
            else:  # "the arrow at row 16, column 8": the one lying there
                return _on_tile(kind, beside) if m.tile_of(anchor) else m.NEAREST, anchor
        if sides and t.take(*_ON_THE) and (side := _SIDES.get(t.peek())) is not None:
            t.i += 1
            t.skip(*_SIDE_NOUNS)
            return m.NEAREST, side
        t.i = here
    return pick, m.COMPANION
