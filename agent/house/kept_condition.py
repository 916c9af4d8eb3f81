"""Whether a restatement drops the order's condition: an order that waits on something or
chooses by it ("when I come back over to you, give me the bow", "as soon as I return to you,
give me an arrow", "if I'm hurt, stay close") restated as a sentence with no condition at all
("bring me the bow": done at once, as if it were the order) is not used (``checks.check``).
Politeness said as a condition ("if you can", "when you get a sec", "if that's ok") and a step
done before the next ("once that's done", "when you're done") are no condition, nor is the
player's hedge ("if I'm not mistaken"), nor a change supposed in a question ("if you doubled
the bats and took away one, what'd you get"); a delay ("after 3 turns") is not looked at here.
Nor is holding a thing the restatement fetches before ("pick up the sword first, and once you
are holding it, ..."): after the fetch it holds."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, meaning as m

# A condition's word opening a clause: at the start, after a mark or after "and", "then", "but".
_CONDITION = re.compile(
    r"(?:^|[,.;:!?]\s*|\b(?:and|then|but|so)\s+)(?:when|whenever|once|as\s+soon\s+as"
    r"|the\s+moment|if|unless|until|till|til)\s+(?P<what>[^,.;:!?]*)",
    re.I,
)
# What follows "if" or "when" in politeness, or "once" that is no condition.
_NO_CONDITION = re.compile(
    r"^(?:you\s+(?:can|could|would|will|please|want|wish|like|don't\s+mind|do\s+not\s+mind"
    r"|get\s+(?:a|the)\s+(?:sec|second|chance|moment|minute)|have\s+(?:a|the)\s+(?:sec|second"
    r"|chance|moment|minute|time)|are\s+ready|'re\s+ready|re\s+ready)|possible|needed|necessary"
    r"|(?:that|it)(?:'s|\s+is)\s+(?:ok|okay|alright|all\s+right|fine|cool)|ready|more|again"
    r"|in\s+a\s+while|and\s+for\s+all"
    # a step done, then the next: "once that's done", "when you're done"
    r"|(?:that|it|this)(?:'s|\s+is|\s+has\s+been)\s+(?:done|over|finished)"
    r"|you(?:'re|\s+are|'ve|\s+have)\s+(?:\w+\s+)?(?:done|finished|through)|done|finished"
    # the player's hedge: "if I'm not mistaken", "if I remember right", "if memory serves"
    r"|i(?:'m|\s+am)\s+not\s+mistaken|i\s+(?:remember|recall)\s+(?:right|rightly|correctly)"
    r"|(?:my\s+)?memory\s+serves(?:\s+me)?(?:\s+right)?)\b",
    re.I,
)

# Holding a thing: "once you are holding it", "when you have the sword", "once you've got
# them". After a fetch of it (or of anything, for "it"), it always holds: the sequence keeps it.
_HELD = re.compile(
    r"^you(?:'re|\s+are|'ve|\s+have)?\s+(?:got\s+|gotten\s+|holding\s+|carrying\s+|picked\s+up\s+"
    r"|grabbed\s+|hold\s+|have\s+)?(?:it|them|the\s+(?P<kind>[a-z]+))(?:\s+(?:now|in\s+hand))?$",
    re.I,
)
# A change supposed: "would", "'d", "were" in the order.
_SUPPOSED = re.compile(r"(?:\bwould|'d|\bwere|\bsupposing|\bsuppose)\b", re.I)

DROPS_CONDITION = "the restatement drops the order's condition"


def drops_condition(order: str, read: m.Meaning) -> bool:
    """Whether ``order`` says a condition and the restatement ``read`` holds none (no choice,
    no watch, no yes-or-no question)."""
    if _SUPPOSED.search(order) or not any(
        _NO_CONDITION.match(found["what"].strip()) is None
        and found["what"].strip()
        and not _fetched_before(found["what"].strip(), read)
        for found in _CONDITION.finditer(order)
    ):
        return False
    return not any(
        isinstance(step, (m.Choice, m.Watch)) or (isinstance(step, m.Ask) and step.check)
        for step in read.walk()
    )


def _fetched_before(what: str, read: m.Meaning) -> bool:
    """Whether the condition ``what`` is holding a thing ("you are holding it") that the
    restatement fetches ("pick up the sword first, and once you are holding it, go and defeat
    the gorgon" restated "get the sword, then kill the gorgon": after the fetch it holds)."""
    held = _HELD.match(what)
    if held is None:
        return False
    kind = lx.kind_of(held["kind"]) if held["kind"] else None
    return any(
        isinstance(step, m.Act)
        and step.action == m.FETCH
        and step.thing is not None
        and (kind is None or step.thing.kind == kind)
        for step in read.walk()
    )
