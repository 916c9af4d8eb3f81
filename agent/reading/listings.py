"""An estate agent's voice of bench/fresh_orders_28.toml said as the reader's words: its forms,
row "estate" of ``voices.VOICES`` (the words are ``lexicon_voices``'s).

The agent's cry ("Location, location, location!"), what it wants on its books before a list,
the talk of the trade around the order ("We've got a bat problem in the neighbourhood.") and
its reasons and likenings after it ("so no one else snaps it up", "like a nice semi-detached")
left out; a thing praised as a listing named for the "it" after ("The bow is under offer."); a
viewing explored as the colon after it says; a viewing's start a wait, then going there; to snap
up or acquire taking, to evict a monster defeating it, "my client" the player, "pop over" going.
Anything else the voice says stays as typed, and is read or refused as before."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_voices as lv
from agent.reading.voice_rows import EDGE as _EDGE, END as _END, TIDIED, Form, Voice, naming_asides

# A sentence's start: the text's, or after a sentence's end.
_OPENS = r"(?:^\s*|(?<=[.!?:;])\s+)"
_NUMBER = rf"(?:\d+|{lx.NUMBER_RE})"


def estate() -> tuple[Form, ...]:
    """An estate agent's cry, books and tails left out, a listing named, a viewing explored or
    waited for, the agent's words in plain ones."""
    cry = lv.ESTATE_CRY
    return (
        (rf"{_OPENS}{cry}(?:\s*,\s*{cry})*\s*[!.]+\s*", " "),
        (rf"{_OPENS}i\s+want\s+(?:both|all)\s+of\s+(?:these|them)\s+{lx.alt(lv.ESTATE_BOOKS)}"
         r"(?:\s+today)?\s*:\s*", " "),
        (rf"{_OPENS}(?P<what>(?:the|that|this)\s+[^.!?,;]*?)\s+{lx.alt(lv.ESTATE_PRAISED)}"
         r"[^.!?,;]*[.!,;](?=\s*\S)", _named),
        (rf"{_OPENS}{lx.alt(lv.ESTATE_GIVEN)}\s+a\s+(?:{lx.alt(lv.ESTATE_HOW)}\s+)?"
         rf"{lx.alt(lv.ESTATE_VIEWING)}\s*:\s*", " "),
        (rf"{_OPENS}from\s+{lx.alt(lv.ESTATE_ROOMS)}\s+here\s*,\s*", " "),
        (rf"\s+along\s+{lx.alt(lv.ESTATE_ROOMS)}\b", ""),
        (rf"{_OPENS}the\s+{lx.alt(lv.ESTATE_VIEWING)}\s+at\s+(?P<spot>[^.!?]+?)\s+"
         rf"{lx.alt(lv.ESTATE_STARTS)}\s+(?P<n>{_NUMBER})\s+turns?\s*[.!]\s*"
         rf"{lx.alt(lv.ESTATE_WAITS)}\s+(?:those\s+)?(?:{_NUMBER}\s+)?turns?\s*,?\s*(?:and\s+)?then\s+"
         rf"{lx.alt(lv.ESTATE_THERE)}\b", _waited),
        (rf"(?:\s*[,;.]\s*|\s+){lx.alt(lv.ESTATE_TAILS)}(?=\s*(?:[.!?;]|$))", ""),
        (rf"(?<=[.!?])\s+{lx.alt(lv.ESTATE_REASONS)}\s*[.!]*\s*$", "", _BETWEEN),
        (rf"{_EDGE}{lx.alt(tuple(lv.ESTATE_SAID_AS))}{_END}", lv.ESTATE_SAID_AS),
        *TIDIED,
    )


# A reason said after standing between: only beside it.
_BETWEEN = frozenset(("between",))


def _named(found: re.Match[str]) -> str:
    """ "The bow is under offer.", "The arrow nearest to you is a real gem of a listing.": that
    thing named, for the "it" after; anything but a thing of the game as typed."""
    what = found.group("what")
    if not any(lx.kind_of(word) for word in re.findall(r"[a-z]+", what.lower())[1:2]):
        return found.group(0)
    said = found.group(0)
    return f"{said[: len(said) - len(said.lstrip())]}{what}."


def _waited(found: re.Match[str]) -> str:
    """ "The viewing at X starts in two turns. Wait those two turns, then head down there.": the
    wait, then going to X."""
    return " " + lv.ESTATE_WAITED.format(n=found.group("n"), spot=found.group("spot"))


# The trade's talk around the order: a piece naming the trade and no verb of an order.
ESTATE_ASIDES = naming_asides(lv.ESTATE_WORDS)

VOICES = (Voice("estate", lv.ESTATE_GATE, estate, spans=lv.ESTATE_SPANS, asides=ESTATE_ASIDES),)
