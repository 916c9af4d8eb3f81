"""The voices of bench/fresh_orders_29.toml said as the reader's words: their forms, rows of
``voices.VOICES`` (the words are ``lexicon_callings``'s).

An auctioneer's cry ("going once, going twice!", "Sold!") and the sale's talk after the order
("quick as a bid") left out, the rostrum the player.
A chess player's name of a move before a colon ("Opening move: ...") and likenings after the move
("like a rook") left out; to capture a monster defeating it and to capture an item picking it up,
by the thing named after; the king and "my square" the player, a pawn moved or a piece developed
going, a slide walking, a shuttle patrolling, a pass waiting, holding a square staying. What the
companion holds said before the order ("Bow and arrow in hand, ...") a premise. A gardener's
likenings and reasons left out, a patch a tile, kneeling beside going next to, rooted staying,
trailing behind following. An archaeologist's site and camp said in the order left out, to
recover picking up, a trench here, making for going, measuring out walking, disturbing taking,
inspecting going to. Anything else a voice says stays as typed, and is read or refused as
before."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_callings as lc
from agent.reading.voice_rows import TIDIED, Form, Voice

_EDGE, _END = r"(?<![\w'])", r"(?![\w'-])"
# A sentence's start: the text's, or after a sentence's end.
_OPENS = r"(?:^\s*|(?<=[.!?;])\s+)"


def auction() -> tuple[Form, ...]:
    """An auctioneer's cry and the sale's talk after the order left out, the rostrum the
    player."""
    cry, sold = lx.alt(lc.AUCTION_CRY), lx.alt(lc.AUCTION_SOLD)
    return (
        (rf"\s*,\s*{lc.AUCTION_CRY[0]}(?:\s*,\s*{cry})*(?:\s*,\s*(?:and\s+)?{sold})?"
         r"\s*(?=[!.]|$)", ""),
        (rf"{_OPENS}{sold}\s*!+\s*", " "),
        (rf"\s*[,;:]?\s*{_EDGE}{lx.alt(lc.AUCTION_TAILS)}{_END}", ""),
        (rf"{_EDGE}{lx.alt(tuple(lc.AUCTION_SAID_AS))}{_END}", lc.AUCTION_SAID_AS),
        *TIDIED,
    )


def chess() -> tuple[Form, ...]:
    """A chess player's names of moves and likenings left out, a capture by what is captured,
    the player's words in plain ones."""
    return (
        (rf"{_OPENS}{lx.alt(lc.CHESS_HEADINGS)}\s*:\s*(?=\S)", " "),
        (rf"{_EDGE}{lx.alt(lc.CAPTURE)}(?P<rest>\s+[^,.;:!?]*)", _captured),
        (rf"{_OPENS}{lc.YOU_HOLD}\s+(?=(?:the|an?|your)\s)", lc.YOU_HAVE),
        (rf"(?:\s*[,;.]\s*|\s+){lx.alt(lc.CHESS_TAILS)}(?=\s*(?:[,.!?;]|$))", ""),
        (rf"{_EDGE}{lx.alt(tuple(lc.CHESS_SAID_AS))}{_END}", lc.CHESS_SAID_AS),
        *TIDIED,
    )


def _captured(found: re.Match[str]) -> str:
    """ "capture the gorgon": defeating it; "capture the closest arrow": picking it up; of
    anything else ("capture it") as typed."""
    rest = found.group("rest")
    kind = next((k for w in re.findall(r"[a-z]+", rest.lower()) if (k := lx.kind_of(w))), None)
    if kind is None:
        return found.group(0)
    return (lc.CAPTURED_MONSTER if lx.is_monster(kind) else lc.CAPTURED_ITEM) + rest


# One item named, with its article: "the bow", "an arrow", "bow".
_ITEM = rf"(?:(?:the|an?|your)\s+)?(?:{lx.noun_pattern(lx.ITEM_NAMES, plurals=False)})"


def held() -> tuple[Form, ...]:
    """ "Bow and arrow in hand, ...", "With the bow and the arrow you're holding, ...": that the
    companion has them, said as the reader says it."""
    return (
        (rf"^\s*(?:with\s+)?(?P<what>{_ITEM}(?:\s*(?:,|and)\s*{_ITEM})*)\s+"
         rf"{lx.alt(lc.HELD_AFTER)}\s*,\s*(?=\S)", _held),
    )


def _held(found: re.Match[str]) -> str:
    return lc.HELD_SAID_AS.format(what=found.group("what"))


def garden() -> tuple[Form, ...]:
    """A gardener's likenings and reasons left out, the gardener's words in plain ones."""
    return (
        (rf"\s*[,;:]?\s*{_EDGE}{lx.alt(lc.GARDEN_TAILS)}{_END}", ""),
        (rf"{_EDGE}{lx.alt(tuple(lc.GARDEN_SAID_AS))}{_END}", lc.GARDEN_SAID_AS),
        *TIDIED,
    )


def dig() -> tuple[Form, ...]:
    """An archaeologist's heading, the dig said beside the order left out, the archaeologist's
    words in plain ones."""
    return (
        (rf"{_OPENS}{lx.alt(lc.DIG_HEADINGS)}\s*:\s*(?=\S)", " "),
        (rf"\s*[,;:]?\s*{_EDGE}{lx.alt(lc.DIG_TAILS)}{_END}", ""),
        # recovering health is healing, which the game does not have: never a picking up
        (rf"{_EDGE}{lx.alt(tuple(lc.DIG_SAID_AS))}{_END}(?!\s+(?:your\s+|my\s+|some\s+)?"
         rf"{lx.alt(lx.HEALTH_WORDS)}{_END})", lc.DIG_SAID_AS),
        *TIDIED,
    )


VOICES = (
    Voice("auction", lc.AUCTION_GATE, auction),
    Voice("chess", lc.CHESS_GATE, chess),
    Voice("held", lc.HELD_GATE, held),
    Voice("garden", lc.GARDEN_GATE, garden, spans=lc.GARDEN_SPANS),
    Voice("dig", lc.DIG_GATE, dig),
)
