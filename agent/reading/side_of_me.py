"""Standing right next to the player on one side of them, said whole: "come stand right next
to me, on my right side", "stand beside me on my left", "wait on my left-hand side", "please go
and stand just next to me, at my right side". The tile is the one just that way of the player
when the order is given, as "stand on the tile to my right" is (agent.reading.offsets): the
player's right is the map's right, the east, the next column (the player has no facing; from
[2, 2] it is [2, 3]); the companion goes there and stays.

Before, "stand right next to me" was read as following the player and "on my right side" was
not read, and the order, put in other words, was a coming back to the player, which stood the
companion below them ([3, 2]) and said Done.

Only the whole order is read here. "stand to my right", with no word that the companion is to
be right beside the player ("next to", "beside", "by", "side"), stays said back as keeping to
one side of the player as they move (offsets), and so does any other order with these words
in it.
"""

from __future__ import annotations

from agent.reading import (
    lexicon as lx,
    lexicon_duties as ldu,
    lexicon_parts as lp,
    lexicon_staying as lstay,
    meaning as m,
)
from agent.reading.patterns import lazy
from agent.reading.stream import stream

# A verb of going or coming before the staying ("come stand", "go and wait", "get over and
# stand"): one word of the lexicon's classes.
_LEADS = tuple(w for w in (*lp.MOVE_VERBS, *ldu.COME_BACK_VERBS) if " " not in w)
_STAND = rf"(?:please\s+)?(?:{lx.alt(_LEADS)}\s+(?:over\s+)?(?:and\s+)?)?{lx.alt(lstay.STAY_THERE)}"
_SIDE = r"(?P<side>left|right)(?:[\s-]+hand)?"
_BESIDE = lazy(
    rf"^{_STAND}\s+(?:(?:(?:right|just|directly)\s+)?(?:next\s+to|beside|by)\s+me\s*,?\s*"
    rf"(?:on|at|to)\s+(?:my|the)\s+{_SIDE}(?:\s+side)?|(?:on|at|by)\s+my\s+(?P<own>left|right)"
    r"(?:[\s-]+hand)?\s+side)(?:\s+(?:please|now))?$"
)
# A word each such order has (the gate, before the pattern is tried).
GATE = frozenset(("left", "right"))
_COLUMNS = {"left": -1, "right": 1}


def beside(order: str) -> m.Meaning | None:
    """The order read whole as going to the tile just one side of the player and staying
    there (the module's docstring), else None."""
    made = stream(order)
    if made.letters.isdisjoint(GATE) or "me" not in (low := made.low) and "my" not in low:
        return None
    found = _BESIDE.match(" ".join(low.strip(" .!").split()))
    if found is None:
        return None
    place = m.Place(offset=m.Offset(m.Thing(m.PLAYER), 0, _COLUMNS[found["side"] or found["own"]]))
    said = order.strip()
    return m.Meaning(order, (m.Act(m.GO_TO, place=place, words=said), m.Act(m.STAY, words=said)))
