"""What beats a monster asked as what is needed for it ("what do I need for the gorgon?"), and
such a question put right by the next words naming another ("what do I need for the bats... the
gorgon, I meant the gorgon", "what beats the bats? sorry, the gorgon"): asked of that one alone."""

from __future__ import annotations

from dataclasses import replace

from agent.reading import lexicon as lx, meaning as m

# What is needed for a monster, a piece of the question rows (agent.reading.question_rows); for
# an item it is not what beats it ("what do I need for the bow?": an arrow, as ammunition).
NEEDED_FOR = (r"(?:need|needed|required) (?:for|against)(?= (?:(?:the|a|an|those|these|all"
              rf"|all the) )?(?:{lx.noun_pattern(lx.MONSTER_SET)})\b)")


def weakness_put_right(thing: m.Thing | None, asked: m.Step) -> m.Ask | None:
    """What beats ``thing``, the thing a correction names alone, when ``asked`` asked what beats
    another of its sort (a monster for a monster, an item for an item); None otherwise."""
    if thing is None or not isinstance(asked, m.Ask) or asked.asks != m.WEAKNESS or not (
            asked.things):
        return None
    if any(lx.is_item(t.kind) != lx.is_item(thing.kind) for t in asked.things):
        return None
    return replace(asked, things=(thing,))
