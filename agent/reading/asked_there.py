"""A question whether or how many things of the game there are, not read, before a sentence
whose "them" names those things: "are there bats and gorgons? kill them all". It names what
"them" stands for, but it is no remark to set aside (``asides.a_remark_on``): it asks something,
and the steps done without a word of it would be done as if they were the whole order. It is
said back in words now, with the steps."""

from __future__ import annotations

import re
from collections.abc import Sequence

from agent.reading import meaning as m
from agent.reading.afterthoughts import named_for_next
from agent.reading.patterns import lazy
from agent.reading.remarks_before import a_place_for_there, a_remark_on

# "are there ...", "is there ...", "how many ...": what lies on the map, asked.
_THERE = lazy(r"^\s*(?:(?:are|is)\s+there|how\s+many)\b", re.I)


def asked_there(read_as: list[m.Step]) -> bool:
    """Whether the sentence, read as one part not understood, asks what there is."""
    return len(read_as) == 1 and isinstance(read_as[0], m.Unknown) and _THERE.match(
        read_as[0].words) is not None


def set_aside(read_as: list[m.Step], sentence: str, after: Sequence[str]) -> bool:
    """Whether the sentence (read as ``read_as``) is set aside as a remark on the sentences
    ``after`` it ("The bow is over there. Get it."), never when it asks what there is."""
    return not asked_there(read_as) and (a_remark_on(read_as, list(after)) or named_for_next(
        sentence, after) or a_place_for_there(read_as, list(after)))
