"""An act done each turn for a number of turns: "for 4 turns, take a step down each turn", "take
a step down every turn for 4 turns", "each turn, for 3 turns, step right". The repetition for
that many turns says how often: the act once a turn, that many times ("take a step down" 4
times: 4 steps, one a turn). Before, "a step down each turn" was not understood.
"Each turn" with no number of turns ("take a step down each turn": for how long?) is read as
before, and refused."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, meaning as m
from agent.reading.patterns import lazy
from agent.reading.text import words_in

_EACH = lazy(r"\s*,?\s*\b(?:each|every|per|a)\s+(?:single\s+)?turn\b\s*,?\s*", re.I)
_FOR_TURNS = lazy(rf"\bfor\s+(?:the\s+next\s+)?(?:{lx.NUMBER_RE})\s+turns\b", re.I)
_GATE = frozenset(("each", "every", "per"))


def each_turn(text: str, asked: bool) -> list[m.Step] | None:
    """The act read without "each turn" where a number of turns is said with it; None for
    other words."""
    low = text.lower()
    words = words_in(low)
    if "turn" not in words or "turns" not in words or words.isdisjoint(_GATE) or asked:
        return None
    if _FOR_TURNS.search(low) is None or len(_EACH.findall(low)) != 1:
        return None
    plain = _EACH.sub(" ", text).strip(" ,")
    from agent.reading.reader import _read_part  # the reader reads its clauses with this module
    from agent.reading.repeats import repeat_node

    read = _read_part(plain, asked)
    if len(read) != 1 or not isinstance(said := read[0], m.Repeat) or not said.turns:
        return None
    return [repeat_node(said.body, said.turns, 0, text)]  # once a turn: as many times as turns
