"""A conspiracy theorist's voice of bench/fresh_orders_28.toml said as the reader's words: its
forms, row "theorist" of ``voices.VOICES`` (the words are ``lexicon_voices``'s).

"They" are nobody in the game: an opener ("ok listen..."), a sentence of what they do or want
("they dont want us to have the bow.", "theyre watching me...", the thing it names that of the
"it" after), and the reasons said beside the order ("it could be bugged", "thats where the
signal is coming from", "dont ask why", "before they hide it", "i need to examine it") left out;
"stay right on my tail" following, "go look at" a thing going to it. Anything else the voice says
stays as typed, and is read or refused as before."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_voices as lv
from agent.reading.voice_rows import EDGE as _EDGE, END as _END, TIDIED, Form, Voice, naming_asides

# A sentence's start: the text's, or after a sentence's end or trailing dots.
_OPENS = r"(?:^\s*|(?<=[.!?…])\s+)"
# Where a theorist's sentence ends: trailing dots, or a mark.
_ENDS = r"(?:\.{2,}|…|[.!?])"


def theorist() -> tuple[Form, ...]:
    """A theorist's opener, what "they" do and the reasons beside the order left out, the thing
    "they" are said of named for the "it" after, the theorist's words in plain ones."""
    return (
        (rf"^\s*{lx.alt(lv.THEORIST_OPENERS)}\s*(?:\.{{2,}}|…|,)\s*(?=\S)", ""),
        (rf"{_OPENS}{lx.alt(lv.THEY)}\s*{lx.alt(lv.THEY_DO)}(?P<rest>[^.!?…]*){_ENDS}\s*(?=\S)",
         _they),
        (rf"{_OPENS}(?P<what>the\s+[^.!?…,;]*?)\s+{lx.alt(lv.THEORIST_NAMED)}\b[^.!?…,;]*"
         rf"(?:{_ENDS}|[,;])\s*(?=\S)", _named),
        (rf"^(?P<cond>\s*if\s+(?:(?!\b(?:if|then)\b)[^,.;!?])*?)\s+"
         rf"(?={lx.alt(lv.THEORIST_BANS)}\s+{lx.alt(lv.THEORIST_BANNED)}\b)", r"\g<cond>, "),
        (rf"(?:\s*,\s*|\s+)(?:and\s+)?{lx.alt(lv.THEORIST_WATCH)}(?=\s*(?:[.!?;]|$))", ""),
        (rf"\s+{lx.alt(lv.THEORIST_BEFORE)}\s+[^,.;!?]*(?=\s*(?:[,.!?;]|$))", ""),
        (rf"(?:\s*[,;.]\s*|\s+){lx.alt(lv.THEORIST_TAILS)}(?=\s*(?:[.!?;]|$))", ""),
        (rf"{_EDGE}{lx.alt(tuple(lv.THEORIST_SAID_AS))}{_END}", lv.THEORIST_SAID_AS),
        *TIDIED,
    )


def _they(found: re.Match[str]) -> str:
    """ "they dont want us to have the bow.": the bow named, for the "it" after; "theyre
    watching me...": nothing."""
    named = re.search(rf"\b(?:the|a|an)\s+(?P<what>{lx.noun_pattern()})\b", found.group("rest"))
    return f"the {named.group('what')}. " if named else ""


def _named(found: re.Match[str]) -> str:
    """ "the gorgon is a government plant,": the gorgon named, for the "it" after; anything but
    a thing of the game as typed."""
    what = found.group("what")
    if not any(lx.kind_of(word) for word in re.findall(r"[a-z]+", what.lower())[1:2]):
        return found.group(0)
    said = found.group(0)
    return f"{said[: len(said) - len(said.lstrip())]}{what}. "


# The reasons beside the order: a piece naming the theorist's words and no verb of an order.
THEORIST_ASIDES = naming_asides(lv.THEORIST_WORDS)

VOICES = (Voice("theorist", lv.THEORIST_GATE, theorist, asides=THEORIST_ASIDES),)
