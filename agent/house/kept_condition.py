"""Whether a restatement drops the order's condition: an order that waits on something or
chooses by it ("when I come back over to you, give me the bow", "as soon as I return to you,
give me an arrow", "if I'm hurt, stay close") restated as a sentence with no condition at all
("bring me the bow": done at once, as if it were the order) is not used (``checks.check``).
Politeness said as a condition ("if you can", "when you get a sec", "if that's ok") and a step
done before the next ("once that's done", "when you're done") are no condition, nor is a change
supposed in a question ("if you doubled the bats and took away one, what'd you get"); a delay
("after 3 turns") is not looked at here."""

from __future__ import annotations

import re

from agent.reading import meaning as m

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
    r"|you(?:'re|\s+are|'ve|\s+have)\s+(?:\w+\s+)?(?:done|finished|through)|done|finished)\b",
    re.I,
)

# A change supposed: "would", "'d", "were" in the order.
_SUPPOSED = re.compile(r"(?:\bwould|'d|\bwere|\bsupposing|\bsuppose)\b", re.I)

DROPS_CONDITION = "the restatement drops the order's condition"


def drops_condition(order: str, read: m.Meaning) -> bool:
    """Whether ``order`` says a condition and the restatement ``read`` holds none (no choice,
    no watch, no yes-or-no question)."""
    if _SUPPOSED.search(order) or not any(
        _NO_CONDITION.match(found["what"].strip()) is None and found["what"].strip()
        for found in _CONDITION.finditer(order)
    ):
        return False
    return not any(
        isinstance(step, (m.Choice, m.Watch)) or (isinstance(step, m.Ask) and step.check)
        for step in read.walk()
    )
