"""Which of two is nearer or farther, the two said apart from the question: first, in a sentence
of their own ("the sword or the arrow at the bottom left. which is farther from me?", "the bow
or the sword? which one's closer to you"), or around the measure ("is the gorgon closer to me
or the bat in the middle", "is the gorgon or the bat in the middle closer to me"). Read as the
question said in one piece ("which is farther from me, the sword or the arrow at the bottom
left?"), by the clause reader, where that reads whole; otherwise as it was read. Read after the
order's steps (``kept``, from ``ranks.picks_kept``)."""

from __future__ import annotations

from agent.reading import lexicon as lx, meaning as m
from agent.reading.patterns import lazy
from agent.reading.text import words_in

_NOUN = lx.noun_pattern()
_MEASURE = lx.alt(lx.NEARER, lx.FARTHER)
# Two things joined by "or": "the sword or the arrow at the bottom left".
_TWO = lazy(
    rf"^(?P<two>(?:the|that|this)\s+(?:\w+\s+)?(?:{_NOUN})\b.*?\s+or\s+(?:the\s+|that\s+|this\s+)?"
    rf"(?:\w+\s+)?(?:{_NOUN})\b.*?)\s*[?.!]*$"
)
# "which is farther from me", "which one's closer to you", "which is nearer".
_WHICH = lazy(
    r"^(?:so\s+|and\s+|ok\s+)?which(?:\s+one)?\s+is\s+(?:the\s+)?(?P<measure>"
    rf"{_MEASURE}(?:\s+(?:to|from)\s+(?:me|you|us))?)\s*[?.!]*$"
)
# "is the gorgon closer to me or the bat in the middle", "is the gorgon or the bat closer to me".
_IS_A_OR_B = lazy(
    rf"^is\s+(?P<a>(?:the|that)\s+.+?)\s+(?P<measure>{_MEASURE}\s+(?:to"
    r"|from)\s+(?:me|you|us))\s+or\s+(?P<b>(?:the|that)\s+.+?)\s*[?.!]*$"
    rf"|^is\s+(?P<a2>(?:the|that)\s+.+?)\s+or\s+(?P<b2>(?:the|that)\s+.+?)\s+(?P<measure2>"
    rf"{_MEASURE}\s+(?:to|from)\s+(?:me|you|us))\s*[?.!]*$"
)
_GATE = frozenset((*lx.NEARER, *lx.FARTHER))


def _whole(question: str) -> list[m.Step] | None:
    from agent.reading.clause import read_clause  # it reads clauses with ranks, and so this

    read = read_clause(question, None, asked=True)
    if len(read) == 1 and isinstance(read[0], m.Ask) and read[0].asks == m.WHICH:
        return [read[0]]
    return None


def kept(text: str, steps: list[m.Step]) -> list[m.Step]:
    """The steps, or which of two is nearer or farther, the two said apart from it."""
    if not all(isinstance(s, m.Unknown) for s in steps) or _GATE.isdisjoint(words_in(text.lower())):
        return steps
    said = [s.words.lower().strip() for s in steps if isinstance(s, m.Unknown)]
    if len(said) == 2:
        for first, then in (said, said[::-1]):
            if (two := _TWO.match(first)) and (which := _WHICH.match(then)):
                return _whole(f"which is {which['measure']}, {two['two']}") or steps
    if len(said) == 1 and (found := _IS_A_OR_B.match(said[0])):
        a, b = found["a"] or found["a2"], found["b"] or found["b2"]
        return _whole(f"which is {found['measure'] or found['measure2']}, {a} or {b}") or steps
    return steps
