"""A piece of an order that only says again what the piece beside it says: "dont move. like at
all." (the stay, whole), "how many monsters are there. total" (the count, of all), "come here.
next to me i mean" (where the companion comes anyway). Left out where another piece orders or
asks (``voice_rows.Aside``), never the whole order: "next to me i mean" alone, or beside an order
that comes nowhere near the player, is read as typed. The row "said again" of ``voices.VOICES``;
words in ``lexicon_closers.SAID_AGAIN_*``."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_closers as lcl
from agent.reading.voice_rows import QUESTION, Aside, Form

_MEANT = lx.alt(lcl.SAID_AGAIN_MEANT)
_COMING = lx.alt(lcl.SAID_AGAIN_OF_COMING, gap=r"[ ]+")
ASIDES = (
    Aside(re.compile(lx.alt(lcl.SAID_AGAIN_OF_STAYING, gap=r"\s+"), re.I)),
    Aside(re.compile(lx.alt(lcl.SAID_AGAIN_OF_COUNTING, gap=r"\s+"), re.I), QUESTION),
)


def forms() -> tuple[Form, ...]:
    """Where the companion comes said again after a coming ("come here. next to me i mean"); the
    player's room said before the room kept ("You're crowding me. Give me some room, ..."); what
    standing between is for ("stay between me and the gorgon to protect me")."""
    return ((rf"(?P<coming>\b{lx.alt(lcl.SAID_AGAIN_COMING_BEFORE, gap=r'[ ]+')})[ ]*[.!,;]+[ ]*"
             rf"(?:{_MEANT}[ ]+)?{_COMING}(?:[ ]+{_MEANT})?\b", r"\g<coming>"),
            # "You're crowding me. Give me some room, at least 3 tiles.": the room, kept
            (rf"(?:^|(?<=[.!?;])[ ]*){lx.alt(lcl.SAID_AGAIN_OF_ROOM, gap=r'[ ]+')}[ ]*[.!,;]+[ ]*"
             rf"(?=(?:{lx.alt(lcl.SAID_AGAIN_ROOM_KEPT, gap=r'[ ]+')})\b)", ""),
            # "stay between me and the gorgon to protect me": what it does anyway
            (rf"(?P<between>\bbetween\b[^.!?;]*?)[ ]*,?[ ]+"
             rf"{lx.alt(lcl.SAID_AGAIN_SHIELDED, gap=r'[ ]+')}(?=[ ]*(?:[.!?;]|$))",
             r"\g<between>"))
_MARK = re.compile(r"[.,;!?]")
_TRIED = re.compile(r"\b(?:at all|total|altogether|overall|in all|i mean|inch|single step|"
                    r"crowding|so close|so near|too close)\b", re.I)


_SHIELDED = re.compile(r"\b(?:protect|safe|safety|protection|shield|guard|cover) me\b|"
                       r"\bmy (?:safety|protection)\b", re.I)


def tried(text: str) -> bool:
    """Whether the order may say a piece again: one of the pieces' telling words, after a mark,
    or what standing between is for."""
    return _MARK.search(text) is not None and _TRIED.search(text) is not None or (
        "between" in text.lower() and _SHIELDED.search(text) is not None)
