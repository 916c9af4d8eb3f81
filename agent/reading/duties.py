"""Duties beyond errands (sandbox_worker/lua/companion.lua): guarding, standing between the
player and a monster, keeping a distance ("stay 3 tiles from me"), patrolling, handing over."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from agent.reading import lexicon as lx, lexicon_parts as lp, meaning as m, offsets, two_posts
from agent.reading.distances import FAR_TILES
from agent.reading.lexicon_caution import AMOUNTS_RE, AMOUNTS_SAID, DISTANCE_OF, LOOSE_MOST
from agent.reading.patterns import lazy
from agent.reading.picked_foes import picked_foe, standing_between
from agent.reading.places import place_after, read_post
from agent.reading.rows import Row, Table
from agent.reading.text import expand, strip_filler, words_in
from agent.reading.tokens import Tokens, take_number, take_thing, tokenize

MAX_GUARD = 10  # sandbox_worker.api_skills.MAX_GUARD
MAX_DISTANCE = 50  # sandbox_worker.api_skills.MAX_DISTANCE

_PLAYER = ("me", "us", "the player", "myself", "ourselves", "the two of us")
_ROOMS = (*lx.DUNGEON_WORDS, *lx.AREA_WORDS)
# "patrol the room", "walk laps around this corridor": round where the companion is.
_AROUND = frozenset((*(f"{d} {size}{w}" for d in ("the", "this", "around the", "around this",
                                                     "round the", "round this")
                        for size in ("", *(f"{s} " for s in lp.SIZES)) for w in _ROOMS),
                     "around", "around here", "here", "about", "up and down", "back and forth",
                     "in circles", "around in circles"))
HERE = _HERE = ("this spot", "this tile", *(f"this {w}" for w in _ROOMS), "here", "where you are",
         "where you stand", "this position", "your position", *lp.WHERE_YOU_ARE)
_TAIL = lp.DUTY_TAIL  # how long, how, or to whom: "guard the sword, buddy", "cover me quickly"
_UNITS = tuple(f"{unit}{s}" for unit in ("tile", "step", "square", "space", "pace", "cell", "block")
               for s in ("s", ""))
_SHORT_UNITS = r"(?:tiles?|steps?|squares?|spaces?|paces?|cells?|blocks?)"
_HERE_POST, _PLAYER_POST = (m.Place(thing=m.Thing(who)) for who in (m.COMPANION, m.PLAYER))
# How far a guard may stray: "within 3 tiles", "don't go more than 2 tiles from it".
_REACH = lazy(rf"\s*(?:(?:[,:;]|\s-+)?\s*(?=\w+\s+{_SHORT_UNITS}(?:\s+away)?\s*[.!]*$)|[,:;]?\s*\b"
              rf"(?:(?:and\s+)?(?:do not|don't|never)\s+{lx.alt(lp.STRAY_FAR)}\s+(?:more|further"
              rf"|farther)\s+than\s+|(?:(?:and\s+|just\s+)?{lx.alt(lp.KEEP_FROM)}(?:ing)?\s+)?"
              r"(?:within|from|no more than|no further than|no farther than|at most)\s+))"
              r"(?P<n>\w+)\s+(?:" + "|".join(_UNITS) + r")\b(?:\s+(?:away\s+)?"
              r"(?:from it|from there|from me|of it|of me|away))?"
              r"(?:\s+(?:at (?:the )?most|max(?:imum)?|tops|or (?:less|fewer)))?", re.I)
# "guard the bow, don't go far from it": what guarding does anyway (a number is _REACH's)
_NOT_FAR = lazy(rf"\s*[,;]?\s+(?:(?:and|but)\s+)?(?:do not|don't|never|not)\s+"
                rf"{lx.alt(lp.STRAY_FAR)}\s+(?:too\s+|very\s+|so\s+)?(?:far(?:\s+away)?|away)"
                r"(?:\s+(?:from|of)\s+(?:it|them|there|that|here))?\s*$", re.I)
# "guard the bow and let nothing near it", "stand guard by it, nobody touches it": what guarding
# does anyway, said after the post.
_MONSTERS = lx.noun_pattern(lx.MONSTER_WORDS.values())  # "let no bat near it", "no beast"
_NO_ONE = rf"(?:no\s*one|nobody|nothing|no\s+(?:{_MONSTERS})|none of (?:them|the (?:{_MONSTERS})))"
_ANY_ONE = rf"(?:anyone|anybody|anything|any\s+(?:{_MONSTERS})|them|the\s+(?:{_MONSTERS}))"
_TOUCH = (rf"(?:(?:{lx.alt(lp.TAKE_VERBS)}|{lx.alt(lp.STRAY)}|steal)\s+)?"
          r"(?:(?:near|close to|at|to)\s+)?")
_KEEP_OFF = lazy(
    r"\s*[,;]?\s+(?:(?:and|but)\s+)?(?:let\s+" + _NO_ONE + r"\s+" + _TOUCH
    + r"|(?:do not|don't|never)\s+let\s+" + _ANY_ONE + r"\s+" + _TOUCH + "|" + _NO_ONE
    + r"\s+(?:touches|takes|steals|grabs|gets|comes)\s+(?:(?:near|close to|at|to)\s+)?)"
    rf"(?:it|them|that|me|the\s+(?:{lx.noun_pattern(lx.ITEM_KINDS)}))(?:\s+(?:please|ok|okay))?"
    r"\s*[.!]*$", re.I)
_AT = ("in", "at", "by", "near", "beside", "next to", "close to")
# "cover me while I walk to the bow": a guard lasts whatever the player does meanwhile.
_WHILE_I = lazy(r"(?:^|\s*,?\s+)(?:while|as|whilst|when)\s+(?:i|we)\b.*$", re.I)
_TWO_THINGS = "I can stand between you and a monster, not between two things"
# "patrol between the sword and the bow", "from the bow to the corner and back".
_TWO_POSTS = lazy(r"^(?:(?P<lead>between|from)\s+)?(?P<a>.+?)\s+(?:and|to)\s+(?P<b>.+?)"
                  r"(?:\s+(?:and back(?: again)?|back and forth|and back and forth))?$")
# How long a duty lasts, said after it: "the whole way", "while I walk over to the bow".
_HOW_LONG = lazy(r"\s*,?\s+(?:the\s+(?:whole|entire)\s+(?:way|time|while)|(?:while|whilst|as)\s+"
                 r"(?:i|we)\s+(?:walk|go|move|head|run|wander|explore)\b.*)$", re.I)
_ENDS = {tail: tail.rpartition(" ")[2] for tail in _TAIL}  # the word each tail ends with
_TAIL_LAST = {end: tuple(t for t in _TAIL if _ENDS[t] == end) for end in _ENDS.values()}


def read_duty(action: str, t: Tokens, text: str, verb: str = "") -> m.Step:
    if action == m.HAND_OVER:
        # "hand over all your items": what is handed is whatever the companion carries
        t.skip(*lp.ALL_YOU_CARRY)
        return m.Act(m.HAND_OVER, words=text)
    if action == m.GUARD and verb in lp.GUARD_HERE and (  # "stand guard": here
            t.done or t.at(*_TAIL, *_HERE, "right")):
        t.skip("right", *_HERE)
        return m.Act(m.GUARD, place=_HERE_POST, words=text)
    if action == m.PROTECT and verb == "shield" and (t.done or t.at(*_PLAYER) and (
            not _strip_tail(" ".join(t.words[t.i + 1:])))):
        # "shield me": in the way of whatever monster comes, not just close by
        t.i = len(t.words)
        return m.Act(m.PROTECT, words=text)
    # "walk between A and B": the verb says "between"
    step = (_guard(t, text) if action == m.GUARD else _protect(t, text)
            if action == m.PROTECT else _patrol(t, text, verb.endswith(" between")))
    if isinstance(step, m.Unknown) or action == m.GUARD or (
            isinstance(step, m.Act) and step.action == m.GUARD):
        t.i = len(t.words)  # the whole clause is read, or what could not be done
    return step


def _guard(t: Tokens, text: str) -> m.Step:
    """ "guard the sword", "keep an eye on me", "guard the top left corner within 3 tiles"."""
    t.skip("over", "on")
    mark = t.i
    if t.take(*_PLAYER):
        t.take("safe")
    if t.take("from", "against"):  # "guard me against that bat": between the player and it
        return against(t, text)
    t.i = mark
    # the post is what follows, up to how far the guard may stray
    rest = _NOT_FAR.sub("", _WHILE_I.sub("", t.rest(), count=1), count=1)
    if " let " in f" {rest} " or "touches" in rest or "takes" in rest:
        rest = _KEEP_OFF.sub("", rest, count=1)
    reach = _REACH.search(rest)
    after = _strip_tail(rest[reach.end():]) if reach else ""
    t = Tokens(tokenize(_strip_tail(rest[:reach.start()] if reach else rest)))
    if not (t.take(*_AT) and not t.done):
        t.i = 0
    rest = " ".join(filter(None, (t.rest(), after)))  # "... within 3 tiles of the bow"
    t = Tokens(tokenize(rest))
    if t.take(*_PLAYER) and not t.at(*_TAIL) and place_after(rest, t.words, t.i):
        return _not_understood(t, text)  # "guard me by the bow": said back, never dropped
    if t.i or t.done or t.at(*_TAIL):  # "cover me", "guard": the player
        post: m.Place | None = _PLAYER_POST
    elif t.take(*_HERE):
        post = _HERE_POST
    elif (post := read_post(rest)) is None:
        t = Tokens(tokenize(rest))
        if (phrase := take_thing(t, anchors=True)) is None or phrase.thing.is_party:
            return m.Unknown(text, m.Reason.NOT_UNDERSTOOD,
                             f"I don't know what to guard: \"{rest}\"")
        if phrase.thing.kind in (m.ANY_ITEM, m.ANY_MONSTER, m.ANYTHING):
            return m.Unknown(text, m.Reason.AMBIGUOUS, "tell me which thing to guard: the sword, "
                             "the bow, an arrow, a place or you")
        if lx.is_monster(phrase.thing.kind):  # a monster's post moves and bites
            return m.Unknown(text, m.Reason.CANNOT, "I can guard you, a place or a thing on the "
                             f"ground, not the {phrase.thing.kind}; I can keep away from it, "
                             "fight it, or tell you when it comes close")
        post = m.Place(thing=replace(phrase.thing, quantity=1))
        if not t.done:
            return _not_understood(t, text)
    found = _REACH.search(text.lower())  # how far the guard may stray: "within 3 tiles"
    if (tiles := _tiles(found.group("n")) if found else None) is not None and not (
            1 <= tiles <= MAX_GUARD):
        return m.Unknown(text, m.Reason.CANNOT,
                         f"I can guard from at most {MAX_GUARD} tiles away, not {tiles}")
    return m.Act(m.GUARD, place=post, most=tiles or 0, words=text)


def _tiles(word: str) -> int | None:
    """A whole number said in one word ("3", "three"), else None."""
    n = take_number(Tokens([word]))
    return int(n) if n is not None and n == int(n) else None


def _not_understood(t: Tokens, text: str) -> m.Unknown:
    return m.Unknown(text, m.Reason.NOT_UNDERSTOOD, f'I don\'t understand "{t.rest()}" in "{text}"')


def _too_far(text: str, tiles: int) -> m.Unknown:
    return m.Unknown(text, m.Reason.CANNOT,
                     f"I can keep at most {MAX_DISTANCE} tiles away, not {tiles}")


def _protect(t: Tokens, text: str) -> m.Step:
    """ "protect me", "protect me from the gorgon", "stand between me and the bats"."""
    t.skip("yourself")
    guard_me = m.Act(m.GUARD, place=_PLAYER_POST, words=text)  # "protect me": no monster named
    if (bodyguard := t.words[t.i - 1:t.i] == ["bodyguard"]) and t.take("against", "from"):
        return against(t, text)  # "be my bodyguard against the gorgon": between us
    if bodyguard and t.at(*_TAIL) or t.done:
        return guard_me  # "be my bodyguard"
    if t.take(*_PLAYER):
        if t.done or t.at(*_TAIL):
            return guard_me
        return against(t, text) if t.take("from", "against", "and") else _not_understood(t, text)
    mark = t.i
    if (foe := picked_foe(t)) is not None and t.take("and") and t.take(*_PLAYER):
        return standing_between(foe, text)  # "stand between the top-right bat and me"
    t.i = mark
    if (phrase := take_thing(t)) is None:
        return m.Unknown(text, m.Reason.AMBIGUOUS, "I don't know whom to protect")
    if lx.is_monster(phrase.thing.kind):  # "stand between the gorgon and me"
        if t.take("and") and t.take(*_PLAYER):
            return m.Act(m.PROTECT, m.Thing(phrase.thing.kind), words=text)
        return m.Unknown(text, m.Reason.CANNOT, _TWO_THINGS)
    if phrase.thing.is_party:
        return m.Unknown(text, m.Reason.CANNOT, "I can protect you, not myself")
    look = Tokens(t.words, t.i)
    if look.take("and") and take_thing(look) is not None:
        return m.Unknown(text, m.Reason.CANNOT, _TWO_THINGS)
    t.i = mark  # "protect the sword": guarding it
    return _guard(t, text)


def against(t: Tokens, text: str) -> m.Step:
    what = t.rest() or "that"
    if (foe := picked_foe(t)) is not None:  # "... the top-right bat": that one (picked_foes)
        if not t.done and not _strip_tail(_WHILE_I.sub("", t.rest(), count=1)):
            t.i = len(t.words)
        return standing_between(foe, text)
    t.skip("the", "any", "all", "all the", "every")
    if (phrase := take_thing(t)) is None or not lx.is_monster(phrase.thing.kind):
        return m.Unknown(text, m.Reason.CANNOT,
                         f"I can stand between you and a monster, not \"{what}\"")
    if not t.done and (not (after := _strip_tail(_WHILE_I.sub("", t.rest(), count=1))) or (
            _BETWEEN_AGAIN.match(after) and all(lx.kind_of(w) in (
                None, m.ANY_MONSTER, phrase.thing.kind) for w in after.split()))):
        t.i = len(t.words)  # "shield me from the bats: keep between me and the nearest one"
    return m.Act(m.PROTECT, m.Thing(phrase.thing.kind), words=text)


# After "shield me from the gorgon", the standing between said again: ": place yourself between
# the beast and me", "; put yourself between the two of us", ": stay between me and it".
_ONE_OF_THEM = (r"(?:it|them|that one|(?:the\s+|that\s+|this\s+)?"
                rf"(?:{lx.alt(lx.NEAREST)}\s+)?"
                rf"(?:one|{lx.noun_pattern((*lx.MONSTER_KINDS, m.ANY_MONSTER))}))")
_BETWEEN_AGAIN = lazy(rf"^[:;,-]?\s*(?:and\s+)?(?:{lx.alt(lx.PROTECT_VERBS)}|{lx.alt(lp.KEEP_AT)}"
                      r"\s+between)\s+(?:(?:me|us)\s+and\s+" + _ONE_OF_THEM + r"|" + _ONE_OF_THEM
                      + r"\s+and\s+(?:me|us)|the two of us|us two|us both)$", re.I)


def _patrol(t: Tokens, text: str, between: bool) -> m.Step:
    """ "patrol the room", "patrol between the sword and the bow", "patrol to the bow";
    ``between``: the verb said it ("walk between the sword and the bow")."""
    look = Tokens(tokenize(_ALONG.sub("", _strip_tail(_LIKE_A_GUARD.sub("", _WATCH_TAIL.sub(
        "", t.rest(), count=1))))))
    if between or not (look.take("up and down", "back and forth", "to and fro", "around",
                                 "round") and not look.done):
        look.i = 0
    rest = look.rest()
    if not between and (not rest or rest in _AROUND):
        t.i = len(t.words)
        return m.Act(m.PATROL, words=text)
    if (two := two_posts.patrol(rest, t, text)) is not None:  # "the two items closest to you"
        return two
    if (found := _TWO_POSTS.match(rest)) and (between or found.group("lead")):
        a, b = (_HERE_POST if found.group(x).strip() in _HERE else _post_of(found.group(x))
                for x in ("a", "b"))
        b = b or offsets.post_by(found.group("b"), a)  # "... and the spot two tiles below it"
        if a is None or b is None:
            return _nowhere(text, found.group("a") if a is None else found.group("b"))
        t.i = len(t.words)
        if a == b == _HERE_POST:
            return m.Unknown(text, m.Reason.NOT_UNDERSTOOD,
                             "I need two different places to patrol between")
        if _HERE_POST in (a, b):  # patrol(b) walks between where it starts and b
            return m.Act(m.PATROL, place=b if a == _HERE_POST else a, words=text)
        return m.Act(m.PATROL, place=a, other=b, words=text)
    if between:
        return _nowhere(text, f"between {rest}".strip())
    one = re.match(r"^(?:to|up to|over to|near|around|round|by|next to)\s+(?P<a>.+)$", rest)
    if (post := _post_of(one.group("a") if one else rest)) is None:
        return _nowhere(text, rest)
    t.i = len(t.words)
    return m.Act(m.PATROL, place=post, words=text)


def _post_of(words: str) -> m.Place | None:
    """A post named alone (``read_post``), one item told by where it lies ("the arrow at row
    10, column 2", "the arrow nearest the bow"), or a spot named by its tile ("the end of the
    corridor at row 8, column 19"); None for others."""
    if (post := read_post(words)) is not None:
        return post
    if (at := _AT_TILE.match(words)) and not _A_THING.search(at.group("head")) and (
            tile := read_post(at.group("tile"))) is not None and tile.row:
        return tile
    t = Tokens(tokenize(words))
    phrase = take_thing(t, anchors=True)
    if phrase is None or not t.done or phrase.thing.kind not in lx.ITEM_KINDS or (
            phrase.thing.kind == m.ANY_ITEM or phrase.thing.every):
        return None
    return m.Place(thing=replace(phrase.thing, quantity=1))


# "patrol along this passage, from row 8, column 2 to row 8, column 7, a bit like a guard on
# duty", "pace up and down this corridor as a sentry would": the patrol's way, said again.
_ALONG = lazy(rf"^(?:along|through|down|up)\s+(?:this|the)\s+{lx.alt(_ROOMS)}\s*,?\s*(?=from\b)",
              re.I)
_LIKE_A_GUARD = lazy(r"\s*,?\s+(?:a bit\s+|just\s+|kind of\s+|sort of\s+)?(?:like|as)\s+an?\s+"
                     r"(?:guard|sentry|sentinel|watchman|soldier)(?:\s+(?:on duty|would|does|on"
                     r" patrol|would do))?$", re.I)
# "patrol between the sword and the bow and keep watch", "...: at least three legs": what a
# patrol does anyway.
WATCHING = lp.GUARD_HERE
_WATCH_TAIL = lazy(rf"\s*[,:;]?\s+(?:(?:and\s+)?(?:{lx.alt(WATCHING)}|keeping\s+(?:watch|an eye"
                   r" out|a lookout))|(?:for\s+)?(?:at least|a minimum of)\s+\w+\s+(?:legs?|rounds?"
                   r"|laps?|trips?|circuits?))\s*[.!]*$", re.I)
_AT_TILE = lazy(r"^(?P<head>.+?)\s+(?:at|on|in)\s+(?P<tile>row\s.*)$", re.I)
_A_THING = lazy(rf"\b(?:{lx.noun_pattern()})\b", re.I)


def _nowhere(text: str, where: str) -> m.Unknown:
    return m.Unknown(text, m.Reason.NOT_UNDERSTOOD, f"I don't know where \"{where}\" is")


def _strip_tail(rest: str) -> str:
    """Without the words of how or to whom after it ("stay within 2 tiles of me, buddy"), or of
    how long ("... the whole way", "... while I walk over to the bow")."""
    rest = rest.strip(" ,.!")
    if " the " in rest or " while " in rest or " as " in rest:
        rest = _HOW_LONG.sub("", rest, count=1)
    while (tails := _TAIL_LAST.get(rest.rpartition(" ")[2])) and (tail := next(
            (t for t in tails if rest.endswith(" " + t) or rest == t), None)):
        rest = rest[: -len(tail)].strip(" ,")
    return rest


# -- a distance kept ------------------------------------------------------------------------------

# How far: "at least 3 tiles", "a few tiles" (2 to 4), "a handful of tiles" (5); LOOSE: no unit.
_NUMBERS = (rf"(?:(?:(?P<few>{lx.alt(lp.A_FEW)})|(?P<many>{AMOUNTS_RE}))\s+(?={_SHORT_UNITS}\b)"
            r"|(?P<n>\w+)(?:\s*(?:or|to|-|and)\s*(?P<n2>\w+))?\s+)")
_OF_BOUND = rf"(?:{lx.alt(DISTANCE_OF)}\s+(?={lx.alt(tuple(lp.KEPT_BOUNDS))}\s))?"
_HOW_FAR = (rf"(?:{_OF_BOUND}(?P<bound>{lx.alt(lp.BOUNDS)})?\s*(?:{lx.alt(lp.ROUGHLY)}\s+)?"
            rf"{_NUMBERS}(?:{lx.alt(_UNITS)})|{lx.alt(DISTANCE_OF)} (?:about |around )?"
            rf"(?P<of>{lx.NUMBER_RE})(?: {_SHORT_UNITS})?)")
_LOOSE = rf"(?:(?P<bound>{lx.alt(lp.BOUNDS)}))?\s*(?P<n>{lx.NUMBER_RE})(?:\s+{lx.alt(_UNITS)})?"
DISTANCE_PIECES = {
    "HOW_FAR": _HOW_FAR, "LOOSE": _LOOSE, "HEAD": r".+?", "COMMA": r",?",
    "NEVER": ("do not", "don't", "never"), "US": ("me", "us"), "ME": ("me", "us", "the player"),
    "AND_LATER": r"(?:\s*,?\s*(?:but\s+)?(?:somewhere\s+|about\s+|around\s+)?" + _HOW_FAR
                 + r"(?:\s+away)?)?",
    "CLEAR_BY": lp.LEAST_DISTANCE, "REACHING": lp.GET_AT, "NAMED": r"[^,0-9]+?",
    "ROUGHLY": (*lp.ROUGHLY, "somewhere", "somewhere around", "approximately"),
    "WATCH_FROM": (*lx.GUARD_VERBS, "watch", "keep watch on", "observe", "keep tabs on"),
    # "maintain a distance of 2 to 4 tiles": how far, said as a distance
    "DISTANCE_OF": rf"a (?:safe |steady )?(?:distance|gap|space) of (?:{lx.alt(lp.ROUGHLY)}\s+)?"
                   r"(?P<n>\w+)(?:\s*(?:or|to|-|and)\s*(?P<n2>\w+))?"
                   rf"(?:\s+(?:{lx.alt(_UNITS)}))?",
    # "don't stand right next to me": not next to the player, whatever else is said
    "NEAR_VERB": (*lp.STAY_THERE, *lp.STRAY, "be", "hover", "hang"),
    "CLOSE_BY": ("close by", "close to", "near", "nearby", "next to", "beside", "by"),
    "ON_TOP": ("right next to", "next to", "right on top of", "on top of", "right beside",
               "up against", "right up against", "too close to", "so close to", "breathing on"),
}
AWAY_FROM_PLAYER = 6  # "keep your distance from me", with no number
TRAIL_TILES = (3, 6)  # "follow me at a distance": how far behind, at least and at most
Kept = Callable[[dict[str, str], str, str], "m.Step | None"]
_A_NUMBER = lazy(rf"\b{lx.NUMBER_RE}\b")
_TWO_NUMBERS = lazy(rf"\b{lx.NUMBER_RE}\b.*\b{lx.NUMBER_RE}\b")
_KEPT_FROM = lazy(r"\s+(?:from|of|off)\s+(?P<who>me|us|the player|the \w+)\s*$")
_TWO_BOUNDS = lazy(r"^(?P<a>.+?)\s*,?\s+(?:but|and|yet)\s+(?:also\s+)?(?:" + lx.alt(
    LOOSE_MOST) + r"\s*,?\s*)?(?P<b>.+?)(?:\s*,?\s+(?:either|too|as well))?\s*[.!]*$")
_NOTHING = m.Unknown("", m.Reason.CANNOT, "")  # a row's "no distance, and no row after"


def _away(words: dict[str, str], plain: str, text: str) -> m.Step | None:
    if any(words.get(w) for w in ("n", "few", "of", "many")):
        return _kept({"what": "me", **words}, plain, text)
    return m.Act(m.KEEP_DISTANCE, m.Thing(m.PLAYER), least=AWAY_FROM_PLAYER, words=text)


def _kept_off(words: dict[str, str], plain: str, text: str) -> m.Step | None:
    t = Tokens(tokenize(words["what"]))  # a monster: standing between
    if isinstance(between := against(t, text), m.Act) and t.done:
        return between
    said = DISTANCES.match("how far", plain)
    return (_kept(said, plain, text) or _NOTHING) if said is not None else _NOTHING


def _kept_off_you(words: dict[str, str], plain: str, text: str) -> m.Step | None:
    t = Tokens(tokenize(words["what"]))
    t.skip("the", "any", "all", "all the", "every", "any of the")
    phrase = take_thing(t)
    if phrase is None or not t.done or not lx.is_monster(phrase.thing.kind):
        return None
    return m.Act(m.KEEP_AWAY, m.Thing(phrase.thing.kind), words=text)


# "keep your distance, 3 to 5 tiles": from whom is not said (not keeping away, the tiles dropped)
_WHOM_NOT_SAID = lazy(rf"^{lx.alt(lx.KEEP_AWAY_VERBS)}\s*,?\s+(?:{lx.alt(lp.ROUGHLY)}\s+)?"
                      rf"{_HOW_FAR}(?:\s+away)?$", re.I)


def read_distance(text: str) -> m.Step | None:
    """A distance kept ("stay at least 3 tiles from me": ``DISTANCES``), or a least and a most
    said one after the other ("no closer than 3 and no further than 5"); None for others."""
    plain = _strip_tail(expand(strip_filler(text)))
    if (one := _one_distance(text, plain)) is not None:
        return one
    if _WHOM_NOT_SAID.match(plain):
        return m.Unknown(text, m.Reason.AMBIGUOUS, "tell me whom or what to keep that far from")
    if words_in(text.lower()).isdisjoint(("but", "and", "yet")) or not _TWO_NUMBERS.search(text):
        return None  # two bounds are joined by one of those (_TWO_BOUNDS): else no search
    found = _TWO_BOUNDS.match(text.strip())
    if found is None or not (_A_NUMBER.search(found.group("a"))
                             and _A_NUMBER.search(found.group("b"))):
        return None
    # "stay no closer than 3 and no further than 5 from me": whom it is from, said once
    a_words, b_words = found.group("a").strip(), found.group("b").strip()
    a_from, b_from = _KEPT_FROM.search(a_words), _KEPT_FROM.search(b_words)
    a = _half(a_words, b_from.group("who") if b_from and not a_from else "")
    b = _half(b_words, a_from.group("who") if a_from and not b_from else "")
    if not (isinstance(a, m.Act) and isinstance(b, m.Act) and a.action == b.action
            == m.KEEP_DISTANCE and a.thing == b.thing):
        return None
    least, most = a.least or b.least, a.most or b.most
    if (a.least and b.least) or (a.most and b.most) or not (least and most) or least > most:
        return None
    return m.Act(m.KEEP_DISTANCE, a.thing, least=least, most=most, words=text)


def _half(words: str, kept_from: str) -> m.Step | None:
    """One of two bounds, as said or with whom it is kept from said by the other."""
    if not kept_from and (read := _one_distance(words)) is not None:
        return read
    plain = _strip_tail(expand(strip_filler(words)))
    if (found := _HALF.first(plain)) is None:
        return _one_distance(words) if kept_from else None
    said = found[1]  # whom it is from, said by the other bound, before the player
    return (_kept({**said, "what": kept_from}, plain, words) if kept_from else None) or _kept(
        said, plain, words)


def _one_distance(text: str, plain: str = "") -> m.Step | None:
    plain = plain or _strip_tail(expand(strip_filler(text)))
    for row, words in DISTANCES.each(plain):
        if (kept := row.makes(words, plain, text)) is not None:
            return kept if kept is not _NOTHING else None
    return None


def _kept(words: dict[str, str], plain: str, text: str) -> m.Step | None:
    """The distance the words of a row say: how far (at least, at most) and from whom."""
    said = [2, 4] if words.get("few") else [AMOUNTS_SAID[words["many"].lower()]] if words.get(
        "many") else [_tiles(w) for w in (words.get("n") or words.get("of"), words.get("n2")) if w]
    ns = [n for n in said if n is not None]
    if not ns or len(ns) < len(said):
        return None
    never = bool(words.get("never"))
    least, most = ((min(ns), max(ns)) if not never else (None, max(ns))) if len(ns) == 2 else (
        _bounds(words.get("bound", ""), ns[0], never))
    if least is None and most is None:
        return None
    if max(least or 0, most or 0) > MAX_DISTANCE:
        return _too_far(text, max(ns))
    mine = never or bool(most and not least)  # "stay within 2 tiles": of the player
    thing = _kept_from(words.get("what", "").strip(), plain, text, mine, "of" in words)
    if not isinstance(thing, m.Thing):
        return thing
    return m.Act(m.KEEP_DISTANCE, thing, least=least or 0, most=most or 0, words=text)


def _kept_from(what: str, plain: str, text: str, never: bool = False, behind: bool = False
               ) -> m.Thing | m.Unknown | None:
    """Whom or what a distance is kept from ("stay 2 tiles from the bow"): the player when no
    one is named ("stay 2 or 3 tiles back"); a thing not known said back; None for no such."""
    if not what:
        if not (never or behind or re.search(r"\b(?:back|behind|between (?:us|you and me))\b"
                                             rf"|^{lx.alt(lp.TRAIL)} me\b", plain)):
            return None
        what = "me"
    t = Tokens(tokenize(what))
    if t.take(*_PLAYER) or t.take("you"):
        thing = m.Thing(m.PLAYER)
    else:
        t.take("the", "any", "a")
        if (phrase := take_thing(t, anchors=True)) is None or phrase.thing.is_party:
            return m.Unknown(text, m.Reason.NOT_UNDERSTOOD, f"I don't know what \"{what}\" is")
        thing = replace(phrase.thing, quantity=1)
    t.skip(*_TAIL)
    return thing if t.done else None


def _not_next_to(rest: str, text: str) -> m.Step | None:
    """ "(don't stand right next to me,) keep 3 or 4 tiles away": the distance said after, from
    the player unless another is named, and at least 2 tiles."""
    if (said := DISTANCES.match("how far", rest)) is None:
        return None
    kept = _kept({**said, "what": said.get("what") or "me"}, rest, text)
    if isinstance(kept, m.Act) and kept.least < 2 and (not kept.most or kept.most >= 2):
        return replace(kept, least=2)
    return kept if isinstance(kept, m.Unknown) or (isinstance(kept, m.Act) and (
        kept.least >= 2)) else None


def _guarded_within(words: dict[str, str], plain: str, text: str) -> m.Step | None:
    """A guard of what the words name, as far as they say ("stay within 3 tiles of the bow and
    guard it"); None for a least bound."""
    thing = None if words.get("n") or words.get("few") else _kept_from(words["what"], plain, text)
    kept = _kept(words, plain, text) if not isinstance(thing, m.Thing) else m.Act(
        m.KEEP_DISTANCE, thing, words=text)
    if not isinstance(kept, m.Act) or kept.thing is None or kept.least:
        return kept if isinstance(kept, m.Unknown) else None
    if (kind := kept.thing.kind) not in (m.PLAYER, *lx.ITEM_NAMES):
        return m.Unknown(text, m.Reason.CANNOT, f"I can guard you or a thing, not the {kind}")
    if kept.most > MAX_GUARD:
        return m.Unknown(text, m.Reason.CANNOT, f"I can guard from at most {MAX_GUARD} tiles away")
    post = _PLAYER_POST if kind == m.PLAYER else m.Place(thing=kept.thing)
    return m.Act(m.GUARD, place=post, most=kept.most, words=text)


def _clear_by(words: dict[str, str], plain: str, text: str) -> m.Step | None:
    """ "keep away from the gorgon, at least 6 tiles": kept at that distance or farther."""
    if (n := _tiles(words["n"])) is None:
        return None
    least = n + lp.LEAST_BOUNDS.get(words.get("bound") or "", 0)
    if least > MAX_DISTANCE:
        return _too_far(text, least)
    thing = _kept_from(words["what"].strip(), plain, text)
    return m.Act(m.KEEP_DISTANCE, thing, least=least, words=text) if isinstance(
        thing, m.Thing) else thing


def _bounds(bound: str, n: int, never: bool) -> tuple[int | None, int | None]:
    """The distance's (at least, at most) from the words before the number."""
    table = lp.NEVER_BOUNDS if never else lp.KEPT_BOUNDS
    if bound not in table:
        return (None, None) if never else (n, n)
    least, most = table[bound]
    return (None if least is None else n + least, None if most is None else max(n + most, 0))


_ON_TOP_OF_ME = ("([please{COMMA}] i do not want you [to be]|{NEVER} {NEAR_VERB} [so|too]|not)"
                 " {ON_TOP} {US}")
_TOO_FAR = ("([please{COMMA}] {NEVER} {STRAY} (too|so|very) far [away] [from {US}]"
            "|not too far [away])")
_VERB = "({never:NEVER} [{STRAY}] [(off|away|about|around)]|{KEEP_AT} [yourself] [at|from])"
_STAY = lp.KEEP_AT[0]
_STAND = lp.STAY_THERE[2]
_FROM = "[(from|of|behind|off|to) {what:HEAD}]"
# A distance kept, tried in order: a row whose builder gives nothing leaves it to the next.
DISTANCES: Table[Kept] = Table((
    Row("following behind", "[{TRAIL} me{COMMA}] [but] ((at|from) a [safe|little|small|short]"
        " distance|not (too|so) close [to me|behind me]|[at] a (little|bit|little bit)"
        " (back|behind) [me])", lambda words, plain, text: m.Act(m.KEEP_DISTANCE, m.Thing(
            m.PLAYER), least=TRAIL_TILES[0], most=TRAIL_TILES[1], words=text),
        (f"{lp.TRAIL[0]} me at a distance", "not too close")),
    Row("leave me be", "{LEAVE_ME}{AND_LATER}", _away, ("leave me alone", "give me some space")),
    # "don't let the bats near you": the companion keeps away from them
    Row("keep them off you", "[ok|okay|and|so|just] [,] {NEVER} let {what:HEAD} {REACHING}"
        " (you|yourself)", _kept_off_you,
        (f"don't let the {lx.BAT}s near you", f"never let the {lx.GORGON} reach you")),
    Row("keep them off me", "({NEVER} let {what:HEAD} {GET_AT} {US}"
        "|keep {what:HEAD} {KEEP_OFF} {US})", _kept_off,
        (f"don't let the {lx.GORGON} get to me", f"keep the {lx.BAT}s off me")),
    Row("a gap of", "{KEEP_GAP} {DISTANCE_OF} between (you|yourself|us) [and {what:HEAD}]",
        _kept, ("keep a gap of 3 to 5 tiles between us",)),
    Row("a distance of", f"{{KEEP_GAP}} [at] {{DISTANCE_OF}} [away] {_FROM}", _kept,
        (f"maintain a distance of 2 to 4 tiles from the {lx.BOW}",
         f"{_STAY} a distance of 3 from me")),
    # "stay within 3 tiles of the bow and guard it", "stay close by it and guard it": the reach
    Row("guarded within", f"({_VERB}{{COMMA}} {{HOW_FAR}} [away] (of|from)|{_STAY} {{CLOSE_BY}}) "
        "{what:NAMED} and {GUARD_VERBS} (it|them)", _guarded_within,
        (f"{_STAY} within 3 tiles of the {lx.SWORD} and guard it",
         f"{_STAY} close by the {lx.BOW} and guard it")),
    # "don't stand right next to me, keep 3 or 4 tiles away": from the player, never next to
    Row("not right by me", "({NEVER} {NEAR_VERB} [so|too] {ON_TOP} {US}{COMMA} [but|just|and"
        "|instead|rather] {said:HEAD}|{after:HEAD}{COMMA} [but|and] (not|never) {ON_TOP} {US})",
        lambda words, plain, text: _not_next_to(words.get("said") or words["after"], text),
        (f"don't {_STAND} right next to me, keep 3 or 4 tiles away", f"{_STAY} 3 or 4 tiles "
         "from me, not right on top of me", f"do not hover right on top of me but {_STAY} within "
         "4 tiles")),
    Row("how far", f"{_VERB}{{COMMA}} [{{ROUGHLY}}] {{HOW_FAR}} [away|back|behind] {_FROM}", _kept,
        (f"{_STAY} at least 3 tiles from me", "don't go more than 4 tiles away from me",
         f"{_STAY} 2 or 3 tiles back", f"{_STAY} a few tiles behind me",
         f"{lp.TRAIL[0]} me at a distance of 3 tiles")),
    # "I don't want you right on top of me, but don't go too far either": 2 to 5 tiles
    Row("not too near, not too far", f"({_ON_TOP_OF_ME}{{COMMA}} [but|and|yet] {_TOO_FAR}"
        f"|{_TOO_FAR}{{COMMA}} [but|and|yet] {_ON_TOP_OF_ME}) [either|too|though|as well]",
        lambda words, plain, text: m.Act(m.KEEP_DISTANCE, m.Thing(m.PLAYER), least=2,
                                         most=FAR_TILES, words=text),
        ("I don't want you right on top of me, but please don't go too far either",
         f"don't go too far away, but don't {_STAND} right next to me")),
    Row("guarded, kept near", f"{{GUARD_VERBS}} {{what:NAMED}} and {_STAY} {{CLOSE_BY}} (it|them)",
        _guarded_within, (f"look after the {lx.SWORD} for me and {_STAY} close to it",)),
    # "somewhere around three to five tiles away from me would be lovely": the distance wished
    Row("a distance wished", f"[{{ROUGHLY}}] {{HOW_FAR}} [away|back|behind] {_FROM}"
        " (would be|is|sounds) [just] (lovely|great|nice|good|perfect|ideal|fine|best|right)",
        _kept, ("somewhere around three to five tiles away from me would be lovely",)),
    # "keep an eye on the gorgon from 4 to 6 tiles away": watched from that far, kept so
    Row("watched from afar", "{WATCH_FROM} {what:NAMED} (from|at) {HOW_FAR} [away|off]", _kept,
        (f"keep an eye on the {lx.GORGON} from 4 to 6 tiles away",)),
    Row("a gap between", "{KEEP_GAP} {HOW_FAR} between (you|yourself|us) [and {what:HEAD}]",
        _kept,
        (f"keep at least 4 tiles between you and the {lx.BAT}s", "keep 3 tiles between us")),
    # "keep clear of the bats ok, don't let them near you": the keeping away, said twice
    Row("kept clear and off you", "{KEEP_AWAY_VERBS} {what:NAMED} [(ok|okay){COMMA}] [and|so|just]"
        " {NEVER} let (them|it|em) {REACHING} (you|yourself)", _kept_off_you,
        (f"{lx.KEEP_AWAY_VERBS[3]} the {lx.BAT}s ok, don't let them near you",
         f"{lx.KEEP_AWAY_VERBS[1]} the {lx.GORGON} and never let it reach you")),
    # "move well away from the gorgon and don't go anywhere near it": keeping away
    Row("away and not near", "{STRAY} [well|far|right] away from {what:NAMED}{COMMA} [and]"
        " ({NEVER}|not) {STRAY} anywhere near (it|them)", _kept_off_you,
        (f"move well away from the {lx.GORGON} and not go anywhere near it",)),
    Row("kept clear by", "{KEEP_AWAY_VERBS} {what:NAMED}{COMMA} {CLEAR_BY}", _clear_by,
        (f"{lx.KEEP_AWAY_VERBS[0]} the {lx.GORGON}, at least 6 tiles",
         f"{lx.KEEP_AWAY_VERBS[2]} the {lx.BAT}s by 3 tiles",
         f"{lx.KEEP_AWAY_VERBS[1]} the {lx.BAT}s, 3 tiles or more")),
    Row("your distance", "{KEEP_FROM} [your|a|a safe|some] (distance|away|back|clear|far)"
        " (from|of) {what:ME}{AND_LATER}", _away,
        (f"{lp.KEEP_FROM[0]} your distance from me",
         f"{lp.KEEP_FROM[0]} your distance from me, somewhere between 3 and 6 tiles")),
), DISTANCE_PIECES)
# One of two bounds, which may leave its verb, its unit or whom it is from to the other.
_HALF = Table((
    Row("one of two bounds", f"[{_VERB}|{{never:NEVER}}] {{LOOSE}} [away|back|behind] {_FROM}",
        _kept, ("no closer than 3", "never more than 6 away")),
), DISTANCE_PIECES)

