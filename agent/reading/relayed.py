"""An order relayed from someone else, said as the player's own: a streamer passing on the
chat's wishes ("chat says get the sword lol", "mods say follow me", "the chat says ...", "my
friend says ...", "they're saying ..."), what they want done ("chat wants you to walk 5 steps
down", "chat wants to see you grab the bow ...", "my brother wants you to ...": I want you to
...), what they want to know or ask ("chat wants to know where the gorgon is", "someone in chat
asked how many bats are left", "chat asking what kills a bat", "how far is the bow from you?
chat wants to know", "chat is arguing about which is closer to you, the top right bat or the
gorgon. settle it": I want to know, tell me), and what they chant before the order said after
"so" ("chat is spamming explore so i guess go explore").

The frame is no part of the order: it opens a sentence (after "ok", "so", "lol" and the like),
names one who relays (``lexicon_relayed.RELAYED_BY``) and how (``RELAYED_HOW``, ``RELAYED_CHANTS``),
and is said as the player's own words for it, which the reader reads ("I want you to" is
politeness, "I want to know" and "tell me" ask). What follows is read as if the player said it:
an order the game cannot do stays refused ("chat says do a little dance", "chat wants you to hit
me with the sword"). "Settle it" after a relayed question asks its answer, which the question
gives. A row of ``voices.VOICES``, once an order, where the order names one
who relays.
"""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_relayed as lr
from agent.reading.patterns import lazy

# The last word of each who relays ("chat", "mods", "friend", "they're"): an order with none is
# looked at no further.
GATE = frozenset(said.split()[-1] for said in lr.RELAYED_BY)
_GAP = r"\s+"
# Where a frame may stand: opening the order or a sentence, after words that only open one.
# "lol", "guys" and the like before it are left out with it; "ok", "so" stay for politeness.
_LEAD = (
    r"(?P<lead>(?:^|(?<=[.!?])\s+)(?:(?:ok|okay|so|alright|well|hey)\b[\s,]*)*)"
    r"(?:(?:lol|lmao|lmfao|guys|yo|um+|uh+)\b[\s,]*)*"
)
_BY = rf"(?:{lx.alt(lr.RELAYED_BY, gap=_GAP)})"
_FRAME = lazy(
    rf"{_LEAD}{_BY}\s+(?P<how>{lx.alt(tuple(lr.RELAYED_HOW), gap=_GAP)})"
    r"(?:\s*[:,]\s*|\s+|(?=\s*[.!?]*\s*$))",
    re.I,
)
# "chat is spamming explore so i guess ...": the order is what follows "so".
_CHANT = lazy(
    rf"{_LEAD}{_BY}\s+{lx.alt(lr.RELAYED_CHANTS, gap=_GAP)}\s+[^,.!?]+?"
    r"(?:\s*,\s*|\s+)so\s+(?:i\s+(?:guess|think|suppose)\s+)?(?=\w)",
    re.I,
)
# "someone donated 5 bucks for you to ...": the player's wish.
_PAID = lazy(
    rf"{_LEAD}{_BY}\s+{lx.alt(lr.RELAYED_PAID)}\s+(?:[\w$£€.']+\s+){{0,5}}?for\s+you\s+to\s+"
    r"(?=\w)",
    re.I,
)
# "settle it" as a sentence of its own after a relayed question: the question's answer.
_SETTLE = lazy(
    rf"(?:^|(?<=[.!?])|(?<=[.!?])\s+){lx.alt(lr.SETTLE, gap=_GAP)}"
    r"(?:\s+(?:please|pls|plz))?[\s.!?]*$",
    re.I,
)


def framed(text: str, words: frozenset[str]) -> str:
    """``text`` (whose lower-case words are ``words``) with a relayed order's frame said as the
    player's own words; as it was where nothing is relayed."""
    if words.isdisjoint(GATE):
        return text
    said = _CHANT.sub(lambda found: found.group("lead"), text)
    said = _PAID.sub(lambda found: found.group("lead") + lr.RELAYED_HOW["wants you to"] + " ", said)
    said = _FRAME.sub(_own, said)
    if said == text:
        return text
    settled = _SETTLE.sub("", said).strip()
    return settled if settled and settled != said and _ASKED.search(settled) else said


def _own(found: re.Match[str]) -> str:
    """The frame as the player's own words: nothing for what was said, "I want you to" for a
    wish, "I want to know" or "tell me" for a question."""
    how = " ".join(found.group("how").lower().split())
    own = lr.RELAYED_HOW[how]
    if not own and not found.string[found.end() :].strip(" .!?"):
        return found.group(0)  # "chat says" alone: nothing said
    return found.group("lead") + (f"{own} " if own else "")


# A question asked before "settle it" ("tell me which is closer ...").
_ASKED = lazy(rf"\b(?:{lx.alt(lx.TELL_ME)}|I want to know)\b|\?", re.I)
