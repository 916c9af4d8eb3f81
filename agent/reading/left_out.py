"""One particular thing left out of a pick ("kill a bat, but not the one in the top right", "get
an arrow, not the one at row 10, column 2", "any bat except the one nearest you", "fetch an arrow
other than the one by the bow"): the errand's thing becomes the nearest (farthest) of its kind
other than that one (``meaning.Thing.besides``), itself read as the reader reads "the bat in the
top right". Called by agent.reading.exclusions where what is left out is picked by where it lies
or which one it is; anything else stays refused there.
"""

from __future__ import annotations

from dataclasses import replace

from agent.reading import lexicon as lx, meaning as m
from agent.reading.text import expand
from agent.reading.tokens import Tokens, take_thing, tokenize


def worked_in(steps: list[m.Step], kinds: frozenset[str], pick: str) -> list[m.Step] | None:
    """``steps`` (one errand on one thing of a kind) with the one of that kind ``pick`` names
    ("in the top right", "at row 10, column 2") left out, or None where it cannot be said."""
    if len(steps) != 1 or not isinstance(act := steps[0], m.Act) or act.thing is None:
        return None
    thing = act.thing
    if (
        thing.quantity != 1
        or thing.is_party
        or thing.besides is not None
        or thing.origin != m.COMPANION  # "the bat near the gorgon, not the one at the top": the
        # player's own pick said again (tests/unit/test_reading_sentence_logic.py), as before
        or thing.kind in (m.ANY_ITEM, m.ANY_MONSTER, m.ANYTHING)
        or not kinds <= {thing.kind}
        or not pick.strip()
    ):
        return None
    out = _picked(thing.kind, pick)
    if out is None:
        return None
    return [replace(act, thing=replace(thing, pick=thing.pick or m.NEAREST, besides=out))]


def counted(steps: list[m.Step], kinds: frozenset[str], pick: str) -> list[m.Step] | None:
    """``steps`` (how many of one kind there are) with the one of that kind ``pick`` names not
    counted ("how many arrows are there, not counting the one at row 10, column 2?"), or None."""
    if len(steps) != 1 or not isinstance(ask := steps[0], m.Ask) or ask.asks != m.COUNT:
        return None
    if len(ask.things) != 1 or ask.who or ask.pick or not pick.strip():
        return None
    thing = ask.things[0]
    if thing != m.Thing(thing.kind, quantity=thing.quantity) or not kinds <= {thing.kind}:
        return None
    if thing.kind in (m.ANY_ITEM, m.ANY_MONSTER, m.ANYTHING) or thing.is_party:
        return None
    out = _picked(thing.kind, pick)
    if out is None:
        return None
    return [m.Ask(m.VALUE, value=m.CountOf(thing.kind, besides=out), words=ask.words)]


def picks(pick: str) -> bool:
    """Whether ``pick`` (the words after "the one") names one thing of some kind, as ``worked_in``
    and ``counted`` read them ("the one in the top right"; not "the one you carry")."""
    return any(_picked(kind, pick) is not None for kind in (*lx.ITEM_NAMES, *lx.MONSTER_KINDS))


def _picked(kind: str, pick: str) -> m.Thing | None:
    """The one of ``kind`` that ``pick`` (the order's own words after "the one") names, read in
    place as the words after a thing's noun (``tokens.take_thing``, as an errand's object is);
    None where they name no one thing of that kind or are not read whole."""
    words = tokenize(expand(pick.lower()))
    t = Tokens([kind, *words])
    phrase = take_thing(t, anchors=True)
    t.skip(",", ".", "?", "!")
    if phrase is None or not t.done:
        return None
    found = phrase.thing
    if found.kind != kind or found.quantity != 1 or found.besides is not None:
        return None
    if not found.pick and found.origin == m.COMPANION and not _nearest_me(frozenset(words)):
        return None  # the words named no one thing ("the one on fire"): not a pick
    return replace(found, pick=found.pick or m.NEAREST)


def _nearest_me(words: frozenset[str]) -> bool:
    """Whether the pick's ``words`` say the nearest to the companion ("nearest you")."""
    return not words.isdisjoint(lx.NEAREST) and "you" in words
