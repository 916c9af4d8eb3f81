"""Duties beyond errands (sandbox_worker/lua/companion.lua): guarding, standing between the
player and a monster, patrolling, handing over: their objects, posts and reach (a distance kept,
"stay 3 tiles from me", is read by ``distances_kept``)."""

from __future__ import annotations

import re
from dataclasses import replace

from agent.reading import (
    lexicon as lx,
    lexicon_closers as lcl,
    lexicon_duties as ldu,
    lexicon_parts as lp,
    lexicon_staying as lstay,
    meaning as m,
    offsets,
    two_posts,
)
from agent.reading.patterns import lazy
from agent.reading.picked_foes import picked_foe, standing_between
from agent.reading.places import place_after, read_post
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
_TAIL = lcl.DUTY_TAIL  # how long, how, or to whom: "guard the sword, buddy", "cover me quickly"
_UNITS = tuple(f"{unit}{s}" for unit in ("tile", "step", "square", "space", "pace", "cell", "block")
               for s in ("s", ""))
_SHORT_UNITS = r"(?:tiles?|steps?|squares?|spaces?|paces?|cells?|blocks?)"
_HERE_POST, _PLAYER_POST = (m.Place(thing=m.Thing(who)) for who in (m.COMPANION, m.PLAYER))
# How far a guard may stray: "within 3 tiles", "don't go more than 2 tiles from it", "never be
# more than two paces off", "don't lag behind more than 2 tiles".
_STRAYING = tuple(dict.fromkeys((*lp.STRAY_FAR, *lp.STRAY, *lstay.LAG)))
_REACH = lazy(rf"\s*(?:(?:[,:;]|\s-+)?\s*(?=\w+\s+{_SHORT_UNITS}(?:\s+away)?\s*[.!]*$)|[,:;]?\s*\b"
              rf"(?:(?:and\s+)?(?:do not|don't|never)\s+{lx.alt(_STRAYING)}\s+(?:more|further"
              rf"|farther)\s+than\s+|(?:(?:and\s+|just\s+)?{lx.alt(lstay.KEEP_FROM)}(?:ing)?\s+)?"
              r"(?:within|from|(?:no|never|not) more than|no further than|no farther than"
              r"|at most|max(?:imum)?(?: of)?)\s+))"
              r"(?P<n>\w+)\s+(?:" + "|".join(_UNITS) + r")\b(?:\s+(?:away\s+)?"
              r"(?:from it|from there|from me|of it|of me|away|off(?: me| it)?))?"
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
# "patrol between the sword and the bow", "from the bow to the corner and back"; "to" alone
# joins two posts where both are places ("patrol row 6 column 4 to row 6 column 9").
_TWO_POSTS = lazy(r"^(?:(?P<lead>between|from)\s+)?(?P<a>.+?)\s+(?P<join>and|to)\s+(?P<b>.+?)"
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
    if action == m.GUARD and verb in lstay.GUARD_HERE and (  # "stand guard": here
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
        named = t.words[mark:t.i]
        if t.take("and") and t.take(*_PLAYER):
            return _shielded(phrase.thing, named, text)
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
    mark, phrase = t.i, take_thing(t)
    named = t.words[mark:t.i]
    if phrase is None or not lx.is_monster(phrase.thing.kind):
        return m.Unknown(text, m.Reason.CANNOT,
                         f"I can stand between you and a monster, not \"{what}\"")
    if not t.done and (not (after := _strip_tail(_WHILE_I.sub("", t.rest(), count=1))) or (
            _BETWEEN_AGAIN.match(after) and all(lx.kind_of(w) in (
                None, m.ANY_MONSTER, phrase.thing.kind) for w in after.split()))):
        t.i = len(t.words)  # "shield me from the bats: keep between me and the nearest one"
    return _shielded(phrase.thing, named, text)


def _shielded(foe: m.Thing, said: list[str], text: str) -> m.Act:
    """Standing between the player and a monster of ``foe``'s kind (named in the words
    ``said``): the one the player's walk reaches first (protect's own), or, said "the nearest
    bat", the one nearest the player in rows plus columns, as every "nearest" is (docs/skills.md,
    ``nearest``); "the bat nearest to you" is nearest the companion, as before."""
    if not foe.pick and len(said) >= 2 and said[-2] in lx.NEAREST:
        return m.Act(m.PROTECT, m.Thing(foe.kind, pick=lx.NEAREST[0], origin=m.PLAYER),
                     words=text)
    return m.Act(m.PROTECT, m.Thing(foe.kind), words=text)


# After "shield me from the gorgon", the standing between said again: ": place yourself between
# the beast and me", "; put yourself between the two of us", ": stay between me and it".
_ONE_OF_THEM = (r"(?:it|them|that one|(?:the\s+|that\s+|this\s+)?"
                rf"(?:{lx.alt(lx.NEAREST)}\s+)?"
                rf"(?:one|{lx.noun_pattern((*lx.MONSTER_KINDS, m.ANY_MONSTER))}))")
_BETWEEN_AGAIN = lazy(rf"^[:;,-]?\s*(?:and\s+)?(?:{lx.alt(ldu.PROTECT_VERBS)}"
                      rf"|{lx.alt(lstay.KEEP_AT)}\s+between)\s+(?:(?:me|us)\s+and\s+"
                      + _ONE_OF_THEM + r"|" + _ONE_OF_THEM
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
    if (found := _TWO_POSTS.match(rest)) and (between or found.group("lead") or (
            found.group("join") == "to" and None not in map(_post_of, found.group("a", "b")))):
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
WATCHING = lstay.GUARD_HERE
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

