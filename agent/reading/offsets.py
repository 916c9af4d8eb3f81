"""A tile said by where it lies from a thing or one of us, counted one way: "go to the tile 3
south of me", "stand on the spot two tiles below the bow", "the tile just left of the bow" (one
tile), "three squares above the bow", "go 2 tiles north of me", "stand two to the right of the
arrow at [16, 8]", "guard the spot 2 tiles south of the gorgon", "patrol between the tile 2 north
of the bow and the sword". Row 1 is the top, the north; column 1 the left, the west.

The place is ``meaning.Offset``: rows down and columns right of the tile the thing (one item or
monster, as every reader reads a thing, or one of us) is on when the step starts. The composer
works the tile out then and keeps it in the order's memory (a wandering monster does not move
it); a tile off the map or in a wall is the nearest floor tile to it, as a row and column are
(``go_to(row, col)``). The rows are places.ROWS' (going, settling, guarding there); a post named
alone (``post``) is places.read_post's. Said from "you" with "go to the tile 3 north of you" it
is still the walk there (agent.reading.compass), read before these rows.

Not read here, and so said back as before: a side with no thing after it ("stand to the left"),
a thing that is no one thing ("the tile north of the bats", "of it" where "it" names none), a
count of more than ``lexicon.MAX_WALK`` tiles, and staying at one side of the player without a
tile or a count said ("stand to the left of me": keeping to their side as they move, which no
place holds; said back).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import partial
from typing import Protocol

from agent.reading import halfway, lexicon as lx, lexicon_idioms as li, meaning as m, where_it_was
from agent.reading.patterns import lazy
from agent.reading.tokens import ThingPhrase, Tokens, pointing_at, take_thing, tokenize

# The words a tile is named by, and a count's units ("3 tiles", "two squares").
_TILE = r"(?:tile|spot|square|space|cell|position|point)"
_UNIT = r"(?:tiles?|squares?|steps?|spaces?|cells?|blocks?|spots?|paces?)"
_COUNT = rf"(?:\d+|{lx.alternatives(w for w, n in lx.NUMBER_WORDS.items() if 0 < n <= 50)})"
# The way, and the word after it that says from what: "north of", "to the left of", "up from",
# "above", "below" (lexicon_parts.ABOVE_BELOW).
_WAYS = tuple(w for w in lx.WAYS if len(w) > 1)
_WAY = (
    rf"(?:to\s+the\s+)?(?P<way>{lx.alternatives(_WAYS)})(?:-hand\s+side)?\s+(?:of|from)"
    rf"|(?P<side>{lx.alt(tuple(lx.ABOVE_BELOW))})"
)
# The place: "[the] [tile] [N [tiles]] [just] <way> <from what>", one regular expression
# (places.PIECES' OFFSET: its groups are the row's words).
PLACE = (
    rf"(?:(?:the|a)\s+)?(?:(?P<tile>{_TILE})\s+)?(?:(?P<n>{_COUNT})\s+(?:{_UNIT}\s+)?)?"
    rf"(?:(?:(?P<just>just|directly|immediately|exactly)|right)\s+)?(?:(?:{_WAY})\s+"
    rf"(?P<anchor>(?!(?:the\s+)?(?:wall|corner|edge|{lx.alt(lx.DUNGEON_WORDS)})s?\b).+?)"
    # "two tiles to my right": the way of one of us said with "my" or "your"
    r"|to\s+(?P<whose>my|your)\s+(?P<own>left|right)"
    rf"|{halfway.PLACE})"  # "halfway between me and the bow" (agent.reading.halfway)
)
_POST = lazy(rf"^{PLACE}$")
_TWO_NUMBERS = lazy(r"\b(?:at)\s+[(\[]?\s*(\d+)\s+(\d+)\s*[)\]]?")
# One of us, said as the thing a tile is counted from.
_PARTIES = {
    "me": m.PLAYER,
    "us": m.PLAYER,
    "the player": m.PLAYER,
    "you": m.COMPANION,
    "yourself": m.COMPANION,
    "where you are": m.COMPANION,
    "where i am": m.PLAYER,
}
# A word every such place has (the gate, before any pattern is tried).
GATE = frozenset((*_WAYS, *lx.ABOVE_BELOW, *halfway.GATE))


# A tile counted from something, in a question ("how far is the tile 3 east of the bow?"): no
# thing the game's questions measure from or to (compass.asked says it back).
_ASKED = lazy(
    rf"\b{_TILE}\s+(?:{_COUNT}\s+(?:{_UNIT}\s+)?)?(?:just\s+|right\s+|directly\s+)?"
    rf"(?:{_WAY})\s|\b(?:half\s*way|mid\s*way)\s+between\b"  # agent.reading.halfway
)
ASKED_WHY = (
    "I can tell where something or one of us is and how far, not a tile counted from something"
)


def asked(question: str) -> bool:
    """Whether a question asks of a tile counted from something."""
    return _ASKED.search(question) is not None


def words(o: m.Offset) -> str:
    """ "the tile 3 south of the bow", as the companion says it ("of you": the player); "where I
    started" (as the order was given)."""
    if o.halfway is not None:
        return halfway.words(o)
    if o.given:
        return where_it_was.words(o)
    if o.given or not (o.rows or o.cols):
        return "where I started" if o.given else "where I am"
    what = {m.PLAYER: "you", m.COMPANION: "me"}.get(o.thing.kind, f"the {o.thing.kind}")
    return f"the tile {where_it_was.so_far(o)} of {what}"


_AT_YOUR_SIDE = (
    'I can go to a tile counted from where you are ("go to the tile just left of me"), '
    "but not keep to one side of you as you move"
)


class _Said(Protocol):
    @property
    def clause(self) -> str: ...

    @property
    def stays(self) -> bool: ...


def place(words: Mapping[str, str | None]) -> m.Place | m.Unknown | None:
    """The tile a row's words name (the module's docstring); an ``Unknown`` for a count out of
    range; None where they name no one thing to count from."""
    if words.get("half_a"):  # "halfway between me and the bow"
        return halfway.place(words, lambda said: _party(said) or _thing(said))
    anchor = (
        words.get("anchor") or {"my": "me", "your": "you"}.get(words.get("whose") or "") or ""
    ).strip()
    was = where_it_was.thing(anchor, _thing)  # "where it was": as the order was given
    if (thing := was or _party(anchor) or _thing(anchor)) is None:
        return None
    n = lx.number(words.get("n") or "1") or 0
    if not 1 <= n <= lx.MAX_WALK:
        return m.Unknown(
            anchor,
            m.Reason.CANNOT,
            f"I can count at most {lx.MAX_WALK} tiles from something, not {n}",
        )
    way = lx.WAYS[words.get("way") or words.get("own") or lx.ABOVE_BELOW[words.get("side") or ""]]
    rows, cols = {"w": (-n, 0), "s": (n, 0), "a": (0, -n), "d": (0, n)}[way]
    return m.Place(offset=m.Offset(thing, rows, cols, given=was is not None))


def _party(anchor: str) -> m.Thing | None:
    kind = _PARTIES.get(anchor)
    return m.Thing(kind) if kind is not None else None


def _thing(anchor: str) -> m.Thing | None:
    """One item or monster, as every reader reads a thing ("the nearest arrow", "the arrow at
    [16, 8]", "the gorgon", "it"); None for none, every one, several or a party. A tile's
    comma, which places took out, is put back ("at [16 8]")."""
    t = Tokens(tokenize(_TWO_NUMBERS.sub(r"at [\1, \2]", anchor) if "at" in anchor else anchor))
    phrase = take_thing(t, anchors=True)
    if (
        phrase is None
        or not t.done
        or phrase.thing.is_party
        or phrase.thing.every
        or (phrase.plural or phrase.thing.kind in (m.ANY_ITEM, m.ANY_MONSTER, m.ANYTHING))
    ):
        return None
    return replace(phrase.thing, quantity=1)


def post(text: str) -> m.Place | None:
    """A tile counted from a thing, or where the companion started, named alone, as guard and
    patrol take a post; else None."""
    if "you" in text and _STARTED_ALONE.match(text):
        return _STARTED
    if GATE.isdisjoint(text.split()) or (found := _POST.match(text)) is None:
        return None
    got = place(found.groupdict())
    return got if isinstance(got, m.Place) else None


def post_by(text: str, before: m.Place | None) -> m.Place | None:
    """A tile counted from "it", the thing of the post named before it ("patrol between the bow
    and the spot two tiles below it"), or the spot the companion stands on, "here" ("patrol
    between this spot and the tile 5 east of it": counted from the companion as the step
    starts), as ``post`` reads one; else None."""
    if before is None or before.thing is None or "it" not in text.split():
        return None
    if before.thing.kind == m.COMPANION:  # "it": the companion's own spot, "of you"
        return post(" ".join("you" if w == "it" else w for w in text.split()))
    if before.thing.is_party:
        return None
    with pointing_at(ThingPhrase(before.thing, False, False, None)):
        return post(text)


def _there(words: dict[str, str], said: _Said, *, then: str | None) -> tuple[m.Step, ...] | None:
    got = place(words)
    if got is None or isinstance(got, m.Unknown):
        return None if got is None else (replace(got, words=said.clause),)
    offset = got.offset
    if (
        then == m.STAY
        and offset is not None
        and offset.thing.kind == m.PLAYER
        and not (words.get("tile") or words.get("n") or words.get("just") or offset.halfway)
    ):
        # "stay to the left of me": at the player's side as they go, which no place holds ("stand
        # just east of me" is the one tile, as "the tile just east of me" is)
        return (m.Unknown(said.clause, m.Reason.CANNOT, _AT_YOUR_SIDE),)
    if then == m.GUARD:
        return (m.Act(m.GUARD, place=got, words=said.clause),)
    go = m.Act(m.GO_TO, place=got, words=said.clause)
    return (go, m.Act(m.STAY, words=said.clause)) if then == m.STAY or said.stays else (go,)


# -- where the companion started ("go back to where you started") ------------------------------
# The companion's tile when the order was given: what its program can remember (the order's
# memory keeps it from the first tick); where it stood before that order, or when the game
# began, no program is told. So it is served only after a step that may move it ("explore,
# then come back to where you started"); before any, it is where it stands, and said back: the
# rows read it said back (``_WHY``), and the order's steps whole (``moved_first``) make it the
# going there where a step before it may move the companion.

# Where the companion started, said (places.PIECES' STARTED).
STARTED = (
    rf"(?:(?:the\s+)?{lx.alt(li.STARTED_SPOTS)}\s+(?:where\s+|that\s+)?"
    r"|where\s+)you\s+(?:started|began|start|begin|were|stood|first\s+were|were\s+standing)"
    r"(?:\s+(?:from|out|off|at\s+first|at\s+the\s+start|before|earlier|originally))?"
    rf"|your\s+(?:starting|start|original|first|old)\s+{lx.alt(li.STARTED_SPOTS)}"
)
# The same tile said as where the companion stands as the order is given, after a word of going
# back ("go back to the spot where you're standing now", "come back to where you are now"; places'
# "back to where it stands now"): "stay where you are" is staying, and says no going back.
STANDS_NOW = (
    rf"(?:(?:the\s+)?{lx.alt(li.STARTED_SPOTS)}\s+(?:where\s+|that\s+)?|where\s+)you(?:\s+are|'re)"
    r"(?:\s+standing)?(?:\s+(?:on|at|in))?(?:\s+(?:right\s+)?now)?"
)
_ALREADY = "I remember only where I stood when you gave this order, and I'm still there; name "
# What is said back, by what the order asks there: go, guard, or wait.
_WHY = {
    m.GO_TO: _ALREADY + 'the tile ("go to row 2, column 3") or a corner',
    m.GUARD: _ALREADY + 'the tile to guard ("guard row 2, column 3")',
    m.STAY: _ALREADY + 'the tile to go to and keep to ("go to row 2, column 3")',
}
_ASKED_THERE = {why: action for action, why in _WHY.items()}
_STARTED = m.Place(offset=m.Offset(m.Thing(m.COMPANION), given=True))
_STARTED_ALONE = lazy(rf"^(?:{STARTED})$")


def _said_back_there(action: str, words: dict[str, str], said: _Said) -> tuple[m.Step, ...]:
    return (m.Unknown(said.clause, m.Reason.CANNOT, _WHY[m.STAY if said.stays else action]),)


# The rows' builders: "go back to where you started" (to the companion's tile when the order was
# given), "guard where you started" (that tile, guarded), "wait where you were" (there, then stay).
started = partial(_said_back_there, m.GO_TO)
started_guarded = partial(_said_back_there, m.GUARD)
started_then_stay = partial(_said_back_there, m.STAY)


def moved_first(steps: Sequence[m.Step]) -> Sequence[m.Step]:
    """The order's steps, each going back to where the companion started, said back by the
    rows, read as that going where a step before it may move the companion; called by
    tidy.merged on the order's steps whole (a watch's, a repetition's, a branch's steps)."""
    if not any(_asked_there(s) for s in m.walk(tuple(steps))):
        return steps
    return _read_there(steps, moved=False)[0]


def _asked_there(step: m.Step) -> str | None:
    """What a going back to where the companion started, said back, asks there."""
    return _ASKED_THERE.get(step.detail) if isinstance(step, m.Unknown) else None


def _read_there(steps: Sequence[m.Step], moved: bool) -> tuple[tuple[m.Step, ...], bool]:
    """The steps with each going back read where a step before it may move the companion, and
    whether the steps may move it."""
    out: list[m.Step] = []
    for step in steps:
        if (asked := _asked_there(step)) is not None and moved and isinstance(step, m.Unknown):
            go = m.Act(m.GUARD if asked == m.GUARD else m.GO_TO, place=_STARTED, words=step.words)
            out += [go, m.Act(m.STAY, words=step.words)] if asked == m.STAY else [go]
        elif isinstance(step, m.Act):
            out.append(step)
            moved = moved or step.action != m.STAY
        elif isinstance(step, m.Watch):
            during, moved = _read_there(step.during, moved)
            then, moved = _read_there(step.then, moved)
            out.append(replace(step, during=during, then=then))
        elif isinstance(step, m.Choice):
            then, one = _read_there(step.then, moved)
            otherwise, other = _read_there(step.otherwise, moved)
            out.append(replace(step, then=then, otherwise=otherwise))
            moved = one or other
        elif isinstance(step, m.Repeat):
            body, moved = _read_there(step.body, moved)
            out.append(replace(step, body=body))
        else:
            out.append(step)
    return tuple(out), moved


# -- where the player stands as the order is given ("go to the spot I'm standing on right now") --
# The player's tile when the order was given, kept in the order's memory from its first tick
# (as where the companion started): the tile, not the player, who may walk off (places.PIECES'
# STANDING). "Where I am" with no "now" nor a tile said is coming to the player, as before.
STANDING = (
    r"(?:(?:the\s+)?(?:spot|tile|square|position)\s+(?:that\s+|where\s+)?i\s*(?:'m|am)"
    r"\s+(?:standing\s+|stood\s+)?(?:on|at|in)?|where\s+i\s*(?:'m|am)\s+standing)"
    r"(?:\s+right)?"  # "right now", whose "now" the rows cut; "stand on my tile": hand_over
)
_STANDING = m.Place(offset=m.Offset(m.Thing(m.PLAYER), given=True))


def _to_standing(
    words: dict[str, str], said: _Said, *, then: str | None
) -> tuple[m.Step, ...] | None:
    if then is not None and "where" in said.clause.lower():
        return None  # "wait where I'm standing": said back as before (tests/unit/test_fresh14_a.py)
    if then == m.GUARD:
        return (m.Act(m.GUARD, place=_STANDING, words=said.clause),)
    go = m.Act(m.GO_TO, place=_STANDING, words=said.clause)
    return (go, m.Act(m.STAY, words=said.clause)) if then == m.STAY or said.stays else (go,)


# The rows' builders: "go to the spot I'm standing on right now" (go there), "wait on the tile
# I'm standing on" (there, then stay), "guard the spot I'm on" (guard it).
standing = partial(_to_standing, then=None)
standing_then_stay = partial(_to_standing, then=m.STAY)
standing_guarded = partial(_to_standing, then=m.GUARD)


# The rows' builders: "go to the tile 3 south of me" (go there), "stand on the spot two tiles
# below the bow" (go there, then stay), "guard the spot 2 tiles south of the bow" (guard it).
arrive = partial(_there, then=None)
remain = partial(_there, then=m.STAY)
guard = partial(_there, then=m.GUARD)
