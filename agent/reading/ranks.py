"""Picks by rank: the how-manieth nearest or farthest thing of a kind (``meaning.Thing.rank``).

"the second closest arrow", "the 2nd nearest bat to me", "the third farthest arrow from the
bow", "the third bat from you" (the third nearest), "the next nearest arrow" and "the next
closest one" (the second nearest), "the farthest bat but one" (the second farthest; "but two"
the third). Read once, where a thing is read with where it lies (``tokens.take_thing`` with
``anchors``: errands, duties, questions of where and how far): ``before`` at an ordinal or after
"next", ``after`` after the thing ("but one", ``but_one``; "the arrow second closest to you",
"the bat that is third farthest from me"). The ordinals are ``lexicon_typed.ORDINALS``.

``ranked`` (called by ``reader.read`` through ``picks_kept``; gated on the order's words) is
the guard: a rank said
that the reading does not keep (a condition: "if the second nearest bat is alive"; "the
second bat to the left of the bow") is said back whole, never read as the nearest. Ties are
broken as ``nearest`` breaks them (sandbox_worker/lua/questions.lua); with fewer things than the
rank there is none, and the errand says it cannot find one.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import TYPE_CHECKING

from agent.reading import (
    added_after,
    armed_then_it,
    lexicon as lx,
    lexicon_parts as lp,
    meaning as m,
    picked_conditions,
    premised,
    regions,
    same_thing,
    unnamed_places,
    which_said_apart,
)
from agent.reading.lexicon_typed import ORDINALS
from agent.reading.map_picks import picked_by_side
from agent.reading.text import words_in

if TYPE_CHECKING:
    from agent.reading.quantity_rows import Amount
    from agent.reading.tokens import Tokens

# The one word of a pick by distance after an ordinal or "next" ("second closest").
_NEAR = frozenset(lx.NEAREST)
_FAR = frozenset(lx.FARTHEST)
# "the farthest bat but one": the rank after "but", counted from the pick itself.
_BUT = {"one": 2, "two": 3}
# "2nd" as the tokens see it: "2" "nd" (the "2" taken as a count before).
_SUFFIXES = frozenset(w.lstrip("0123456789") for w in ORDINALS if w[0].isdigit())
# An ordinal's words as the tokens see them (the gate of ``after``).
_ORDINAL_WORDS = frozenset((*ORDINALS, *_SUFFIXES))
# The words at which ``before`` may read a rank (its gate in ``tokens.take_thing``).
AHEAD = frozenset((*ORDINALS, *_NEAR, *_FAR, *_SUFFIXES, "after"))
# Any word a rank is said with (the gate of ``ranked``).
_GATE = frozenset((*ORDINALS, "next", "but"))
WHY = "I know the second or third one by distance only in an errand, a duty or a question, not here"
WHY_AGAIN = (
    "I know the second or third one by distance only when nothing else of its kind is taken or "
    "fought in the same order: which one is second would change once one is gone"
)


def _distance_word(word: str) -> str:
    return m.NEAREST if word in _NEAR else m.FARTHEST if word in _FAR else ""


def before(t: Tokens, said: Amount, anchors: bool) -> tuple[bool, int | None, str, int]:
    """What the words before the thing's name say (``said``: every, the count and the pick
    ``quantity_rows.amount`` read) and the rank, the cursor past the words of the rank: an
    ordinal and "nearest" or "farthest" ("second closest"), an ordinal alone before a thing
    measured from something ("the third bat from you": the third nearest), "nearest" after
    "next" ("the next closest arrow": the pick already the nearest; "the next farthest arrow":
    already the farthest, "next" read as near before it), "the one after the nearest"
    (the second nearest); no count where "2" of
    "2nd" was taken as one. Rank 1, the cursor unmoved, where there is none, or where the
    reader does not keep where the thing is (not ``anchors``)."""
    every, count, pick = said.every, said.count, said.pick
    if anchors and pick == m.FARTHEST and t.words[t.i - 2 : t.i - 1] == ["next"]:
        return every, count, pick, 2  # "the next farthest arrow" ("next" and "farthest" taken)
    if not anchors or t.peek() not in AHEAD:
        return every, count, pick, 1
    word, before = t.peek(), t.words[t.i - 1] if t.i else ""
    digits = word in _SUFFIXES and before.isdigit() and count == int(before)
    ordinal = before + word if digits else word  # "2nd": "2" "nd"
    if ordinal in ORDINALS and not pick:
        start = t.i
        t.i += 1
        t.take("-")  # "second-closest"
        way = _distance_word(t.peek())
        if (
            way
            or lx.kind_of(t.peek()) not in (None, m.PLAYER, m.COMPANION)
            and (t.peek(1) == "from")
        ):
            t.i += bool(way)
            return every, None, way or m.NEAREST, ORDINALS[ordinal]
        t.i = start
    elif pick == m.NEAREST and before == "next" and _distance_word(word):
        t.i += 1
        return every, count, _distance_word(word), 2
    elif word == "after" and before == "one" and not pick and t.peek(1) == "the":
        if way := _distance_word(t.peek(2)):  # "the one after the nearest arrow"
            t.i += 3
            return every, count, way, 2
    return every, count, pick, 1


def after(
    t: Tokens, kind: str, pick: str, origin: str, rank: int, anchors: bool
) -> tuple[str, str, int]:
    """What is said after the thing's name of its rank (``pick``, ``origin`` and ``rank`` read
    so far), the cursor past it: "but one" (``but_one``), or an ordinal and "nearest" or
    "farthest" where no pick was said, and whom or what from ("the arrow second closest to
    you", "the bat that is third farthest from me"). As read so far where the reader does not
    keep where the thing is (not ``anchors``) or none is said."""
    if not anchors:
        return pick, origin, rank
    if t.peek() == "but":
        return pick, origin, but_one(t, pick, rank)
    if pick or rank > 1 or origin != m.COMPANION or kind in m.WHO:
        return pick, origin, rank
    if _ORDINAL_WORDS.isdisjoint(t.words[t.i : t.i + 4]):  # "that is lying second closest"
        return pick, origin, rank
    mark = t.i
    t.take(*lp.LIES_AT)
    ordinal = t.peek() + t.peek(1) if t.peek(1) in _SUFFIXES else t.peek()  # "2nd": "2" "nd"
    t.i += 1 + (ordinal != t.peek())
    way = _distance_word(t.peek())
    if ordinal not in ORDINALS or not way:
        t.i = mark
        return pick, origin, rank
    t.i += 1
    from agent.reading.tokens import _take_origin  # tokens imports this module first

    pick, origin = _take_origin(t, kind, way, anchors=True, sides=True)
    return pick, origin, ORDINALS[ordinal]


def but_one(t: Tokens, pick: str, rank: int) -> int:
    """ "but one" ("but two") after a thing picked as the nearest or farthest: the rank from it,
    the cursor past the words; ``rank`` where they are not said."""
    if t.peek() == "but" and pick and rank == 1 and t.peek(1) in _BUT:
        t.i += 2
        return _BUT[t.words[t.i - 1]]
    return rank


def _said(words: list[str]) -> int:
    """How many ranks the words say, as ``before`` and ``but_one`` read them."""
    said = 0
    for i, word in enumerate(words):
        after = words[i + 1 : i + 3]
        if (
            word in ORDINALS
            and after
            and (
                _distance_word(after[0])
                or (len(after) == 2 and lx.kind_of(after[0]) is not None and after[1] == "from")
            )
        ):
            said += 1
        elif word == "next" and after and _distance_word(after[0]):
            said += 1
        elif (
            word == "after"
            and words[i - 1 : i] == ["one"]
            and len(after) == 2
            and (after[0] == "the" and _distance_word(after[1]))
        ):
            said += 1
        elif (
            word == "but"
            and after
            and after[0] in _BUT
            and any(_distance_word(w) for w in words[:i])
        ):
            said += 1
    return said


def _ranked_things(node: object) -> Iterable[m.Thing]:
    """Every thing picked by rank in a step, nested ones too."""
    if isinstance(node, m.Thing):
        if node.rank > 1:
            yield node
        return
    if isinstance(node, tuple | list):
        for each in node:
            yield from _ranked_things(each)
    elif dataclasses.is_dataclass(node) and not isinstance(node, type):
        for field in dataclasses.fields(node):
            yield from _ranked_things(getattr(node, field.name))


def ranked(text: str, steps: list[m.Step]) -> list[m.Step]:
    """The steps, or the order said back whole where it says a rank (``before``, ``but_one``)
    that the reading does not keep on a thing; what is said back already, or a say's own
    words, are left as they are."""
    low = text.lower()
    if _GATE.isdisjoint(words_in(low)):
        return steps
    said = _said(
        low.replace(",", " ").replace("?", " ").replace(".", " ").replace("-", " ").split()
    )
    if not said or any(isinstance(s, m.Unknown | m.Say) for s in m.walk(tuple(steps))):
        return steps
    kept = list(_ranked_things(steps))
    if len(kept) < said or any(t.quantity != 1 for t in kept):  # "the two second closest"
        return [m.Unknown(text.strip(" .!?"), m.Reason.CANNOT, WHY)]
    if _counted_again(steps):
        return [m.Unknown(text.strip(" .!?"), m.Reason.CANNOT, WHY_AGAIN)]
    return steps


def _counted_again(steps: list[m.Step]) -> bool:
    """Whether a thing picked by rank is picked once another of its kind may be gone: an
    errand that takes or fights one of its kind before it ("get the nearest arrow, then the
    second nearest one": the second nearest then is the third now), or an errand done again
    ("get the second nearest arrow twice")."""
    every = list(m.walk(tuple(steps)))
    if any(isinstance(s, m.Repeat) and any(True for _ in _ranked_things(s.body)) for s in every):
        return True
    gone: set[str] = set()  # the kinds an errand before has taken or fought
    for step in every:
        if not isinstance(step, m.Act) or step.thing is None:
            continue
        kind = step.thing.kind
        if step.thing.rank > 1 and gone and (kind in gone or kind in _ANY or _ANY & gone):
            return True
        if step.action in _TAKING:
            gone.add(kind)
        if step.action == m.Action.ATTACK:  # arming first takes a weapon, arrows for the bow
            gone.update(lx.ITEM_NAMES)
    return False


# The errands after which one of a kind may be gone.
_TAKING = frozenset((m.Action.FETCH, m.Action.BRING, m.Action.ATTACK))
# Any of several kinds ("the second nearest item").
_ANY = frozenset((m.ANY_ITEM, m.ANY_MONSTER, m.ANYTHING))


def picks_kept(text: str, steps: list[m.Step]) -> list[m.Step]:
    """The steps, or the order said back whole where a thing picked by rank (``ranked``) or by
    a side of the map (``map_picks.picked_by_side``) is not kept as said."""
    steps = picked_conditions.kept(text, picked_by_side(text, ranked(text, steps)))
    # a condition over a part of the map: "..., get it"; a thing picked by a place unnamed
    # "get the sword and then hit it": the monster named before
    # "get the arrow and come back. then the bow, same thing": those steps on the bow
    steps = same_thing.kept(armed_then_it.kept(unnamed_places.kept(regions.kept(text, steps)),
                                               text))
    steps = added_after.kept(text, steps)  # "arrows. how many are there. and bats. add them up"
    steps = which_said_apart.kept(text, steps)  # "the sword or the bow. which is farther?"
    return premised.kept(text, steps)  # "there are 3 bats, right? how many would be left ..."
