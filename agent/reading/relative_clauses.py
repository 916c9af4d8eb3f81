"""A thing said only by a word for any thing ("the thing", "the monster", "the item") and picked
out by a clause after it ("the thing you found", "the monster that scares me", "the item I
want"): which one it is lies in that clause, so a reading that kept only the word for any thing
(the nearest item, the nearest monster) answered another thing than the one meant. Such an
order is refused, the clause said back, unless the reading took the clause in (a thing of the
game's own kind, "the thing that kills bats": the bow and an arrow; a pick, "the monster that
is closest"). A clause of what is seen or found as it comes ("kill any monster you see", "the
monster you meet") picks none out, and a description the lexicon holds ("the thing you shoot
with": the bow, ``lexicon_typed.DESCRIBED``) is read before this.
"""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, meaning as m
from agent.reading.patterns import lazy

_ANY = (m.ANY_ITEM, m.ANY_MONSTER, m.ANYTHING)
# The words for any item or any monster, with their plurals ("thing", "monsters").
_WORDS = frozenset(w for w, k in lx.NOUN_WORDS.items() if k in _ANY)
_NEAR_OR_FAR = frozenset(lx.BY_DISTANCE)
_LETTERS = re.compile(r"[a-z]+")
_CLAUSE = lazy(rf"\b(?:the|that|this|those|these)\s+(?P<noun>{lx.noun_pattern(_ANY)})\s+"
               rf"(?P<clause>(?:(?:that|which|who|whom)\s+|(?:{lx.alt(lx.CLAUSE_SUBJECTS)})\s+)"
               rf"(?!{lx.alt(lx.COME_UPON)}\b)[a-z']+\b)", re.I)


def kept_whole(sentence: str, steps: list[m.Step]) -> list[m.Step]:
    """The steps, or the sentence refused where a thing of any kind in them was picked out by a
    clause the reading did not take in."""
    if not any(_any_thing(s) for s in steps) or _WORDS.isdisjoint(_LETTERS.findall(
            sentence.lower())):
        return steps
    found = _CLAUSE.search(sentence)
    if found is None:
        return steps
    said = sentence[found.start():].strip(" .!?,;")
    if not _NEAR_OR_FAR.isdisjoint(said.lower().split()):
        return steps  # "the monster which is nearest": the pick, which the reading has
    return [m.Unknown(sentence.strip(), m.Reason.AMBIGUOUS,
                      f'I don\'t know which {found.group("noun").lower()} you mean in "{said}"')]


def _any_thing(step: m.Step) -> bool:
    """Whether the step acts on, or asks of, a thing of any kind not picked out (the nearest
    item, the nearest monster), in it or in the steps it repeats (a condition or a watch may
    have taken the clause in: "kill the monster that comes near")."""
    if isinstance(step, m.Act):
        return step.thing is not None and _plain(step.thing)
    if isinstance(step, m.Ask):
        return any(_plain(t) for t in step.things)
    if isinstance(step, m.Repeat):
        return any(_any_thing(s) for s in step.body)
    return False


def _plain(thing: m.Thing) -> bool:
    return thing.kind in _ANY and not thing.pick
