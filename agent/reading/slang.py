"""British and Australian slang, said as the reader's words before an order is read (called by
``heard.heard`` beside the other voices; the words are lexicon_voices' slang):

- a blow given to a monster, a fight with it: "give that bat up in the top right a proper
  wallop" (attack that bat up in the top right), "give the gorgon a good hiding"; a blow given
  to anyone else ("give me a clip round the ear") is left as typed, and refused;
- taking, said as stealing, before what is taken: "don't nick it", "pinch the bow";
- "for us" after what is done for the player: for me ("keep an eye on the bow for us");
- staying about somewhere, said as hanging about: "hang about 3 or 4 tiles from me" (stay);
- "yourself" after a verb of going ("get yourself between me and that gorgon") and urging
  after the order ("..., go on"), which change nothing: left out."""

from __future__ import annotations

import re
from functools import lru_cache

from agent.reading import lexicon as lx, lexicon_voices as lv

# The words slang's forms need one of: an order with none of them is spared every form.
_GATE = frozenset(
    w
    for phrase in (*lv.BLOWS, *lv.NICK, *lv.HANG_ABOUT)
    for w in phrase.split()
    if w not in ("good", "to", "going", "over", "seeing")
) | {"us", "yourself"}
# Every word the voice may be tried for.
TRIGGERS = _GATE | frozenset(w for phrase in lv.URGING for w in phrase.split())
# Urging said last: looked for at the order's end alone (a string's end, no pattern run).
_URGING_ENDS = tuple(f" {phrase}" for phrase in lv.URGING)


@lru_cache(maxsize=1)
def _forms() -> tuple[tuple[re.Pattern[str], str], ...]:
    return (
        (
            re.compile(rf"\b(?:{lx.alt(lv.NICK)})\b(?=\s+{lx.alt(lv.TAKEN_AFTER)}\b)", re.I),
            lv.TAKEN,
        ),
        (re.compile(rf"\b{lx.alt(lv.FOR_US)}\b", re.I), lv.FOR_ME),
        (
            re.compile(
                rf"\b{lx.alt(lv.HANG_ABOUT)}\b(?=\s+(?:like\s+)?(?:{lx.NUMBER_RE})\b)", re.I
            ),
            lv.STAYED,
        ),
        (re.compile(rf"\b{lx.alt(lv.YOURSELF_AFTER)}\s+yourself\b", re.I), lv.GOT),
    )


@lru_cache(maxsize=1)
def _urged() -> re.Pattern[str]:
    return re.compile(rf"\s*,\s*{lx.alt(lv.URGING)}\s*[.!]*\s*$", re.I)


@lru_cache(maxsize=1)
def _blow() -> re.Pattern[str]:
    how = lx.alt(lv.BLOW_HOW)
    return re.compile(
        rf"\bgive\s+(?P<whom>[^,.;!?]+?)\s+an?\s+(?:{how}\s+)*"
        rf"(?P<blow>{lx.alt(lv.BLOWS)})\b",
        re.I,
    )


def _given(found: re.Match[str]) -> str:
    """A blow given to a monster: the fight with it; to an item, the blow as a verb on it,
    which no errand has ("give the bow a wallop" is no bringing); to anyone else, as typed."""
    whom = found.group("whom")
    kinds = [kind for word in whom.lower().split() if (kind := lx.kind_of(word)) is not None]
    if any(lx.is_monster(kind) for kind in kinds):
        return f"{lv.ATTACKED} {whom}"
    return f"{found.group('blow')} {whom}" if kinds else found.group(0)


def framed(text: str, words: frozenset[str]) -> str:
    """``text`` (whose lower-case words are ``words``) with slang said as the reader's words;
    the text as it was where there is none."""
    said = text
    if text.lower().rstrip(" .!").endswith(_URGING_ENDS):
        said = _urged().sub("", said)
    if words.isdisjoint(_GATE):
        return said
    if "give" in words:
        said = _blow().sub(_given, said)
    for pattern, by in _forms():
        said = pattern.sub(by, said)
    return said
