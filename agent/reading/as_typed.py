"""Orders read from their words as typed, before any step is looked for: a say of words that
look like code ('say ]] .. os.exit() .. [['), said exactly as typed and never split into steps;
and code to run, outside what the order has said ("run os.execute('rm -rf /') for me"),
refused as outside the game rather than read as its first verb (it had fled)."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, meaning as m
from agent.reading.carried_player import carried
from agent.reading.exclusions import read_excluding
from agent.reading.patterns import lazy
from agent.reading.pseudocode import read_as_code
from agent.reading.text import MARKS, protect

# A say whose words look like code or markup: said exactly as typed, to the end of the order.
_LITERAL_SAY = lazy(rf"^(?:please\s+)?(?:{lx.alt(lx.SAY_VERBS)}"
                    r"|tell me|tell the player)\s*:?\s+(?P<text>\S.*)$", re.I | re.S)
_CODE_LIKE = lazy(r"[\[\]{}()=;\\<>`|$#]|\.\.|--|\bend\b.*\bend\b|\n|^[^\"]*\"[^\"]*$")
# Code to run, outside the words an order has said (what it quotes is marked first).
_CODE_CALL = lazy(r"\b[a-z_]\w*\.[a-z_]\w*\s*\(|\bprint\s*\(|\brm\s+-rf\b"
                  r"|\b(?:loadstring|loadfile|dofile|[gs]etfenv)\b", re.I)
# What each of those has (in ASCII text, lower-cased): an order with none of them is spared the
# search.
_CODE_WORDS = ("(", "-rf", "loadstring", "loadfile", "dofile", "etfenv")


def as_typed(order: str) -> m.Meaning | None:
    """The order's meaning when its words are taken as typed, else None."""
    if (coded := read_as_code(order)) is not None:
        return coded  # "goto(bow)", "print(count(monsters))": code of the game's verbs
    literal = _LITERAL_SAY.match(order.strip())
    if literal and _CODE_LIKE.search(MARKS.sub(" ", protect(literal.group("text"))[0])):
        return m.Meaning(order, (m.Say(literal.group("text").strip(), words=order),))
    low = order.lower()
    if (not order.isascii() or any(word in low for word in _CODE_WORDS)) and (
            _CODE_CALL.search(protect(order)[0])):
        return m.Meaning(order, (m.Unknown(order.strip(), m.Reason.OUTSIDE),))
    # "carry me to the bow": refused whole (carried_player.py); "count every item except the
    # arrows", "stand still, don't follow me": read whole (exclusions.py)
    return carried(order) or read_excluding(order)
