"""Which of two is nearer or farther, the two said apart from the question: first, in a sentence
of their own ("the sword or the arrow at the bottom left. which is farther from me?", "the bow
or the sword? which one's closer to you"), after a colon ("which is farther from me: the bow, or
the arrow at (22, 5)?"), or around the measure ("is the gorgon closer to me
or the bat in the middle", "is the gorgon or the bat in the middle closer to me"): built from
the things the player's words for the two name and the measure's words, as the question said in
one piece is; else the steps as read. Read after the order's steps (``ranks.picks_kept``)."""

from __future__ import annotations

from agent.reading import lexicon as lx, meaning as m
from agent.reading.patterns import lazy
from agent.reading.picked_of_two import of
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
    r"^(?:so\s+|and\s+|ok\s+)?which(?:\s+one)?(?:\s+is|'s)\s+(?:the\s+)?(?P<measure>"
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
# What "whichever" asks, said before what to do with the one it picks ("whichever is closer to
# you, the sword or an arrow, ...", "whichever of the bow and the sword lies nearer, ..."):
# the words after "whichever" (``afterthoughts.whichever_first``).
_BY = (
    lx.alt(lx.NEARER, lx.FARTHER, lx.NEAREST, lx.FARTHEST) + r"(?:\s+(?:to|from)\s+(?:me|you|us))?"
)
_WHICHEVER = lazy(
    rf"^\s*(?:\w+\s+)?(?:is|'s)\s+(?:the\s+)?(?P<measure>{_BY})\s*,\s*(?P<two>.+)$"
    rf"|^\s*of\s+(?P<two2>.+?)\s+(?:is|lies)\s+(?:the\s+)?(?P<measure2>{_BY})$"
)


def whichever(which: str) -> m.Ask | None:
    """Which of two the words after "whichever" ask for, built from the things they name and
    the measure's words, as the question of which said in one piece is; None for other words."""
    if (found := _WHICHEVER.match(which.lower())) is None:
        return None
    two, measure = found["two"] or found["two2"], found["measure"] or found["measure2"]
    asked = _of_two(two.replace(" and ", " or "), measure, which.strip())
    return asked[0] if asked and isinstance(asked[0], m.Ask) else None


def _of_two(two: str, measure: str, words: str) -> list[m.Step] | None:
    """Which of the things ``two`` names ("the sword or the arrow at the bottom left") is nearer
    or farther as ``measure`` says ("farther from me"); None where they are not two things."""
    from agent.reading import question_rows as qr  # it reads things with ranks, and so this

    pick = m.FARTHEST if (said := measure.split())[0] in (*lx.FARTHER, *lx.FARTHEST) else m.NEAREST
    party, meant = said[-1] if len(said) > 1 else "", qr.meant(two)  # "to me", "from you"
    things = [th for th in qr.things(two, unique=False) if not th.is_party]
    things = [th for th in things if th.kind != m.ANYTHING] if len(things) > 1 else things
    if len(things) >= 2 and any(th.pick for th in meant):  # "the arrow at the bottom left"
        ask = of(meant, m.PLAYER if party == "me" else m.COMPANION, pick, words)
        return [ask] if ask and party != "us" else None
    who = m.PLAYER if party in ("me", "us") else m.COMPANION
    kinds = tuple(m.Thing(th.kind) for th in things)
    return [m.Ask(m.WHICH, kinds, who=who, pick=pick, words=words)] if len(kinds) == 2 else None


def kept(text: str, steps: list[m.Step]) -> list[m.Step]:
    """The steps, or which of two is nearer or farther, the two said apart from it."""
    if not all(isinstance(s, m.Unknown) for s in steps) or _GATE.isdisjoint(words_in(text.lower())):
        return steps
    said = [s.words.lower().strip() for s in steps if isinstance(s, m.Unknown)]
    words = " ".join(s.words.strip() for s in steps)  # the player's own
    if len(said) == 2:
        for first, then in (said, said[::-1]):
            if (two := _TWO.match(first)) and (which := _WHICH.match(then)):
                return _of_two(two["two"], which["measure"], words) or steps
    if len(said) == 1 and ":" in said[0]:  # "which is farther from me: the bow, or the arrow ..."
        then, _, first = said[0].partition(":")
        if (two := _TWO.match(first.strip())) and (which := _WHICH.match(then.strip())):
            return _of_two(two["two"], which["measure"], words) or steps
    if len(said) == 1 and (found := _IS_A_OR_B.match(said[0])):
        pair = f"{found['a'] or found['a2']} or {found['b'] or found['b2']}"
        return _of_two(pair, found["measure"] or found["measure2"], words) or steps
    return steps
