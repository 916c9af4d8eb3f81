"""A party's health said loosely in a condition, said as the condition reader reads it (a voice
of ``heard.heard``, once an order, gated on its words):

- "health's" before what is said of it ("if your health's below 2 stay by me, otherwise go
  explore", "if your health's still 3 ...", "if my hp's under 2"): "health is". Before, the
  "'s" was read as whose (as in "the gorgon's weakness") and the condition was not understood;
- health had, as a number ("if I've got less than 3 health, stand between me and the gorgon",
  "if you have more than 1 hp left", "if I have 2 health"): "if my health is less than 3", "if
  your health is more than 1", "if my health is 2". Before, not understood.

Health of anyone but the player or the companion, or said with words not read here, is left as
said."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx
from agent.reading.patterns import lazy

_HEALTH = lx.alt(lx.HEALTH_WORDS)
_NUMBER = rf"(?:\d+|{lx.alt(tuple(lx.NUMBER_WORDS))})"
# What "is" may be followed by where "health's" says it: a comparison, a number, "still".
_SAID_OF = (
    r"(?:still|now|only|just|already|exactly|at|below|under|above|over|less|more|lower"
    rf"|higher|greater|equal|down|low|full|high|{_NUMBER})\b"
)
_HEALTH_IS = lazy(rf"\b(?P<h>{_HEALTH})'s(?=\s+{_SAID_OF})", re.I)
# "I've got less than 3 health (left)": who, the comparison, the number.
_HAD = lazy(
    rf"(?P<lead>\b(?:if|when|whenever|once|unless|while|until)\s+)(?P<who>i|you|we)"
    r"(?:(?:'ve|\s+have)(?:\s+got)?|\s+got|\s+still\s+have)\s+"
    r"(?P<cmp>(?:less|fewer|more)\s+than|under|over|below|above|at\s+least|at\s+most"
    rf"|only)?\s*(?P<n>{_NUMBER})\s+(?P<h>{_HEALTH})(?:\s+left)?\b",
    re.I,
)
_WHOSE = {"i": "my", "you": "your", "we": "our"}
_GATE = frozenset(w for said in lx.HEALTH_WORDS for w in said.split())
_WHOSE_GATE = frozenset(w + "'s" for w in _GATE)  # "hp's": a word of them, its possessive


def framed(text: str, words: frozenset[str]) -> str:
    """``text`` (whose lower-case words are ``words``) with a party's health said loosely said
    as "<whose> health is ..."; as it was otherwise."""
    if _GATE.isdisjoint(words) and _WHOSE_GATE.isdisjoint(words):
        return text
    text = _HEALTH_IS.sub(lambda f: f"{f['h']} is", text)
    return _HAD.sub(_had, text)


def _had(found: re.Match[str]) -> str:
    cmp = f"{found['cmp']} " if found["cmp"] else ""
    return f"{found['lead']}{_WHOSE[found['who'].lower()]} {found['h']} is {cmp}{found['n']}"
