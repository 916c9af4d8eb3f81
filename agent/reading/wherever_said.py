"""Where the player will be, said again in a sentence of its own after an order to come to the
player: "as soon as I've got the bow, come over here. or there. wherever I am lol". Coming back
goes to wherever the player is by then, so "or there", "wherever I am", "or wherever I end up"
said after it add nothing (as "come over here, or wherever I am by then" said in one sentence
adds nothing); after any other step they are read as said."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_venting as lv, meaning as m
from agent.reading.patterns import lazy

_AGAIN = lazy(rf"^(?:or\s+)?(?:(?:over\s+)?(?:here|there)|{lx.alt(lv.WHEREVER_I)}"
              r"(?:\s+(?:by\s+then|then|at\s+the\s+time))?)"
              rf"(?:\s+{lx.alt(lv.LAUGHS)})?[\s,.!]*$", re.I)
_TO_ME = (m.COME_BACK, m.FOLLOW)


def wherever_said(last: m.Step, sentence: str) -> bool:
    """Whether ``sentence`` only says again where the player will be, after ``last``, whose
    last act goes to the player."""
    acts = [s for s in m.walk((last,)) if isinstance(s, m.Act)]
    return bool(acts) and acts[-1].action in _TO_ME and _AGAIN.match(sentence.strip()) is not None
