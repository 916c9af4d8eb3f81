"""A count the player supposes and asks to be confirmed, before a question that points back to
it: "there are 3 bats, right? how many would be left if you shot two of them" (the bats left:
``count(bat) - 2``), "there's 3 arrows, yeah? how many would remain if you picked up one of
them". The premise names what "them" and "how many" are; the count is the world's, worked out
as "how many bats would be left if you shot two of them" is (``suppositions.supposed``), so a
premise that is wrong is answered with the world's number. Anything else after the premise, or
a question that reads no such count, leaves the order as it was read. Read after the order's
steps (``kept``, from ``ranks.picks_kept``)."""

from __future__ import annotations

from agent.reading import lexicon as lx, meaning as m
from agent.reading.patterns import lazy

_PREMISE = lazy(
    r"^there(?:'s|s|\s+is|\s+are|\s+re)\s+(?:\w+\s+)?(?P<kind>"
    + lx.noun_pattern()
    # "there's 3 arrows and 3 bats right so if you shot every bat how many ...": a premise of
    # two kinds, and the question after "right" or "so" with no mark, a supposition first
    + r")(?:\s+and\s+(?:\w+\s+)?(?P<other>" + lx.noun_pattern() + r"))?\s*,?\s*(?:(?:right|yeah|yes"
    r"|correct|no)\b\s*[?.!,]*|[?.!,]+)\s*(?:so\s+)?(?P<rest>(?:if\s+\S.*?\s+)?how\s+many\b.+)$"
)
_HOW_MANY_BARE = lazy(r"^how\s+many\s+(?=would|will|are|do|does|is)")
_BARE = lazy(r"\bhow\s+many\s+(?=would|will|are|do|does|is)")


def kept(text: str, steps: list[m.Step]) -> list[m.Step]:
    """The steps, or the question after a premise, its count the premise's kind."""
    if not steps or not isinstance(steps[0], m.Unknown) or not text.lower().startswith("there"):
        return steps
    found = _PREMISE.match(" ".join(text.lower().split()))
    if found is None or not all(isinstance(s, m.Unknown) for s in steps):
        return steps
    from agent.reading.suppositions import supposed  # it reads with ranks, and so this

    if found["other"] and _BARE.search(found["rest"]):
        return steps  # "there are 3 bats and a gorgon, right? how many would be left ...": which?
    rest = _HOW_MANY_BARE.sub(f"how many {found['kind']} ", found["rest"])
    read = supposed(rest, True)
    return list(read) if read else steps
