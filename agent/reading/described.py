"""Words beside a step's thing that say nothing new of it: what the companion carries, said as a
remark after a comma ("kill for me one bat, you have already bow and arrow"), and the thing said
again as "the one" where it is ("kill the bat - the one near the gorgon")."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_idioms as li, lexicon_parts as lp
from agent.reading.patterns import lazy

# What the companion carries, said after a step as a remark: "you have already bow and arrow",
# "You've got the bow, 3 arrows and the sword", "..., so you should be fine".
_ITEM = rf"(?:(?:the|a|an|your|some|one|two|\d+)\s+)?(?:{lx.noun_pattern(lx.ITEM_KINDS)})\b"
_ITEMS = rf"{_ITEM}(?:(?:\s*,\s*(?:and\s+)?|\s+(?:and|&)\s+){_ITEM})*"
_READY = rf"(?:\s*,?\s+{lx.alt(li.READY_SO)})?"
# ... run on without a comma, after a step, to the sentence's end: "shoot the nearest bat u got a
# bow and arrow" (sequence._RUN_ON).
GOT_AT_END = (rf"(?:you|u)\s+(?:have\s+)?got\s+(?:already\s+)?{_ITEM}(?:\s+(?:and|&)\s+{_ITEM})*"
              r"(?:\s+(?:already|now|too|anyway))?\W*$")
YOU_HAVE = lazy(r"^(?:since\s+|as\s+)?(?:you|u)\s*(?:'ve|\s+have|\s+already\s+have|\s+have"
                rf"\s+got|'ve\s+got|\s+got)\s+(?:already\s+)?{_ITEMS}"
                rf"(?:\s+(?:already|now|too|anyway))?{_READY}\W*$", re.I)

# A thing said again as "the one" that is where it is, after a dash or a comma: "kill the bat -
# the one near the gorgon" is the bat near the gorgon; "then the other one, the one in the
# middle" the other one in the middle.
ONE_DESCRIBED = lazy(rf"\b(?P<noun>{lx.noun_pattern()}|(?:an)?other one)\s*(?:-+|\u2013|\u2014|,)"
                     rf"\s*(?:i mean\s+)?the one\s+(?={lx.alt(lp.NEAR_IT, lp.FAR_FROM_IT)}\b"
                     r"|(?:up |down |over )?(?:in|at|on) the\b)", re.I)
