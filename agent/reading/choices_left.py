"""A choice the player leaves to the companion, said beside the order: "Your call.", "up to
you", "I don't mind where", "it doesn't matter which", "A rough guess is fine.", and a whole piece
of whichever place, way or end it likes ("..., whichever way you like.", "Start at whichever end
you like.", "..., wherever you like", "at whatever distance feels right"). What the order leaves
open the companion picks anyway (the nearest, the safe way, where it stands), so these ask for
nothing: left out where another piece of the order asks or orders (``voice_rows.Aside``), never
the whole order. "Up to you which bat, just kill one" is which bat left open, one killed ("just
kill one bat"). The row "choices left" of ``voices.VOICES``; words in ``lexicon_closers``.
"""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_closers as lcl, lexicon_staying as ls
from agent.reading.voice_rows import Aside, Form, words_of

# The words that may say a choice left; one said in common words only is looked for whole
# (``tried``).
GATE = words_of(*lcl.LEFT_TO_YOU) - words_of(*lcl.LEFT_TO_YOU_COMMON) - lx.FUNCTION_WORDS | (
    frozenset(which for which in lcl.LEFT_WHICH if " " not in which)) | frozenset(lcl.SPOTS)


def tried(text: str) -> bool:
    """Whether the order says a choice left in common words only ("up to you", "you pick")."""
    low = text.lower()
    return any(said in low for said in lcl.LEFT_TO_YOU_COMMON)


_LEFT = (rf"(?:(?:{lx.alt(lcl.LEFT_LEADS)})\s+)*"
         rf"(?:{lx.alt(lcl.LEFT_TO_YOU, lcl.LEFT_TO_YOU_COMMON)})"
         rf"(?:\s+(?:{lx.alt(lcl.LEFT_OPEN)})(?:\s+\w+)?)?")
_WHICH = (rf"(?:{lx.alt(lcl.LEFT_WHICH_LEADS)}\s+)*"
          rf"(?:{lx.alt(lcl.LEFT_WHICH)})(?:\s+\w+)?\s+(?:{lx.alt(lcl.LEFT_LIKED)})")
ASIDES = (Aside(re.compile(rf"(?:just\s+)?(?:{_LEFT}|{_WHICH})", re.I)),)


def forms() -> tuple[Form, ...]:
    """ "Up to you which bat, just kill one": one bat killed; "at whatever distance feels right"
    inside a piece taken off."""
    return (
        (rf"^\s*(?:it's\s+)?up\s+to\s+you\s+which\s+(?P<kind>{lx.noun_pattern()})\s*[,:;.-]*\s*"
         r"(?:just\s+)?(?P<verb>[a-z]+)\s+one\b", r"\g<verb> one \g<kind>"),
        (rf"\s+at\s+(?:{lx.alt(lcl.LEFT_WHICH)})\s+(?:distance|pace|speed)\s+"
         rf"(?:{lx.alt(lcl.LEFT_LIKED)})\b", ""),
        # "Pick any spot you like between me and the bat, and stand there": stand between
        (rf"^\s*(?:{lx.alt(lcl.SPOT_PICKED)})\s+(?:a|any|some)\s+(?:{lx.alt(lcl.SPOTS)})"
         rf"(?:\s+(?:{lx.alt(lcl.LEFT_LIKED)}))?\s*,?\s+(?P<where>(?!and\b|then\b|to\b)\w.*?)\s*,?\s+"
         rf"(?:and\s+(?:then\s+)?|then\s+)(?P<verb>{lx.alt(ls.REMAIN_AT)})\s+"
         rf"(?:{lx.alt(lcl.SPOT_AS_SAID)})(?=\W*$)", r"\g<verb> \g<where>"),
        # "stand anywhere between me and the bat": between, where it likes
        (rf"\b(?P<verb>{lx.alt(ls.REMAIN_AT)})\s+anywhere\s+(?!(?:{lx.alt(lcl.LEFT_LIKED)})\b)"
         r"(?=\w)", r"\g<verb> "),
    )
