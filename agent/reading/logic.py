"""What the readers of numbers and conditions share: a condition read (``Reading``), its denial
(``negate``), the comparison words ("more than", "at most"), "not", and the words for being,
having and changing; and a yes-or-no question taken as the condition of a branch said after it
(``question_as_choice``).

A reader returns None and leaves the cursor where it was when the words are not its kind;
``Reading.changing`` says whether the words describe a change ("comes within", "drops below",
"gets hurt"), which the order's structure watches for instead of deciding once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from agent.reading import lexicon_parts as lp, meaning as m
from agent.reading.tokens import Tokens

UNITS = ("tiles", "tile", "steps", "step", "squares", "square", "spaces", "space", "moves",
         "move", "blocks", "block", "cells", "cell", "paces", "pace",
         *(f"{stride}s" for stride in lp.STRIDES), *lp.STRIDES)
BE = lp.BE
# Verbs of change: a condition that uses one is watched for, not decided once.
BECOME = lp.BECOME
HAVE = ("have got", "has got", "have", "has", "got", "carry", "carries", "hold", "holds", "own",
        "owns", "possess", "possesses", "carrying", "holding",
        *(f"{be} {verb}" for be in ("are", "is", "am") for verb in ("carrying", "holding")))

# Comparison words, longest first when matched (Tokens.take sorts them).
COMPARISONS: dict[str, str] = {
    "more than": ">", "greater than": ">", "over": ">", "above": ">", "higher than": ">",
    "bigger than": ">", "larger than": ">", "at least": ">=", "no less than": ">=",
    "not less than": ">=", "less than": "<", "fewer than": "<", "under": "<", "below": "<",
    "lower than": "<", "smaller than": "<", "at most": "<=", "no more than": "<=",
    "not more than": "<=", "up to": "<=", "exactly": "==", "equal to": "==", "equals": "==",
    "the same as": "==", "as much as": "==", "as many as": "==",
    # "if there's only one bat left": that many and no more
    "only": "==", "just": "==", "but": "==",  # "if there is but one gorgon"
    # compared by a verb: "if the bat count exceeds the gorgon count"
    "exceeds": ">", "exceed": ">", "surpasses": ">", "surpass": ">", "outstrips": ">",
    "outstrip": ">", "falls short of": "<", "fall short of": "<", "matches": "==", "match": "==",
}
_NEGATED = {">": "<=", "<": ">=", ">=": "<", "<=": ">", "==": "!=", "!=": "=="}


@dataclass(frozen=True, slots=True)
class Reading:
    cond: m.Cond
    changing: bool = False
    returning: bool = False  # "I come back": true again only after it was false
    seeing: str = ""  # "you see a bat": the kind seen (the companion sees the whole map)


def negate(cond: m.Cond) -> m.Cond:
    if isinstance(cond, m.Not):
        return cond.cond
    if isinstance(cond, m.Compare):
        return m.Compare(_NEGATED[cond.op], cond.left, cond.right)
    return m.Not(cond)


def attempt(t: Tokens, *readers: Callable[[Tokens], object]) -> object:
    """What the first of ``readers`` that reads the words here reads; None, the cursor where it
    was, when none does."""
    start = t.i
    for reader in readers:
        if (got := reader(t)) is not None:
            return got
        t.i = start
    return None


def take_comparator(t: Tokens) -> str | None:
    found = t.take(*COMPARISONS)
    return COMPARISONS[found] if found else None


def take_negation(t: Tokens) -> bool:
    return bool(t.take("do not", "does not", "did not", "not", "no longer", "never"))


def question_as_choice(step: m.Step) -> m.Choice | None:
    """ "Do you have the sword? If not, get it.": a yes-or-no question is the condition of the
    branch said after it, and the answer on the other branch; None for other steps."""
    if not isinstance(step, m.Ask):
        return None
    if step.asks == m.CHECK and step.check is not None:
        cond: m.Cond = step.check
    elif step.asks == m.HAS and step.things:
        cond = m.Has(step.who or m.COMPANION, step.things[0].kind)
    else:
        return None
    return m.Choice(cond, (step,), (step,), words=step.words)


def answer_only(branch: tuple[m.Step, ...], choice: m.Choice) -> bool:
    """Whether the branch is only the answer to the question the choice was asked as."""
    return len(branch) == 1 and isinstance(branch[0], m.Ask) and branch[0].words == choice.words
