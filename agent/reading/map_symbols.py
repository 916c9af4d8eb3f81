"""The game's things named by the signs and letters the map shows them with, as a player new to
the game reads the map ("wait so I'm the P and you're the A? ok. go get the > thing", "can you
kill the G? you'll probably need the ^ first", "pick up one of the /'s", "move 5 dots down"):
each read as the thing's name (``lexicon_typed.SIGN_NAMES``, ``LETTER_NAMES``; "my P" is me,
"your A" you; a dot a tile). A sign is a name only where a name stands: after "the", "a", "my"
and the like (``SIGN_AFTER``, a pick between: "the closest /"), or in the plural ("more B's
than /'s"); elsewhere it is as typed ("bats > 2" compares, "2^3" and "bats/2" are sums), and
what is to be said is said as typed ("say > hi")."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_typed as lt
from agent.reading.marked_up import SAYING
from agent.reading.patterns import lazy

_NAMES = {**lt.SIGN_NAMES, **lt.LETTER_NAMES}
_SIGN = rf"(?:{'|'.join(re.escape(s) for s in lt.SIGN_NAMES)}|{'|'.join(lt.LETTER_NAMES)})"
_PARTY = f"(?:{'|'.join(lt.LETTER_PARTIES)})"
# A sign said as a name: after a word a name comes after, or in the plural; "thing" after it.
_NAMED = lazy(
    rf"(?:(?P<before>\b(?i:{lx.alternatives(lt.SIGN_AFTER)}) )(?:(?P<pick>(?i:"
    rf"{lx.alternatives(lt.SIGN_PICKS)})) )?(?P<sign>{_SIGN})(?P<plural>'s)?"
    rf"|(?<!\S)(?P<signs>{_SIGN})'s)(?P<thing> (?i:things?))?(?![\w>^/#<=-])"
)
# The player's and the companion's letters after whose ("my P", "the A", "your A").
_PARTY_SAID = lazy(rf"\b(?i:the|my|your) (?P<party>{_PARTY})(?!['\w])")
_DOTS = lazy(rf"\b(?i:{lx.alternatives(lt.FLOOR_DOTS)})\b")
# The signs and letters, one of which every such order holds.
_GATE = frozenset((*lt.SIGN_NAMES, *lt.LETTER_NAMES, *lt.LETTER_PARTIES, "dot"))


def named_by_signs(order: str) -> str:
    """``order`` with the map's signs and letters said as names read as the names."""
    if all(sign not in order for sign in _GATE) or SAYING.match(order):
        return order
    text = _NAMED.sub(_name, order)
    text = _PARTY_SAID.sub(lambda found: lt.LETTER_PARTIES[found["party"]], text)
    return _DOTS.sub(lambda found: lt.FLOOR_DOTS[found[0].lower()], text)


def _name(found: re.Match[str]) -> str:
    sign = found["sign"] or found["signs"]
    plural = bool(found["plural"] or found["signs"] or (found["thing"] or "").endswith("s"))
    name = _NAMES[sign] + ("s" if plural else "")
    return (found["before"] or "") + (f"{found['pick']} {name}" if found["pick"] else name)
