"""A pirate's voice, said as the reader's words before an order is read (called by
``reader._pass`` first, before quoted words are found: "'tween me an' the gorgon" holds no
quote; the words are lexicon_pirate's):

- address and flourishes, left out: "..., ye bilge rat", "..., matey", "arr, ...", "..., savvy?",
  "... like a true first mate";
- sea idioms for the game's moves: "weigh anchor for X", "set sail for X", "sail over to X" (go to
  X), "drop anchor" (stay), "don't ye budge" (don't move), "stick to me like a barnacle" (follow
  me), "hoist the sword" (pick up the sword; "hoist the sails" as typed), "run the gorgon through"
  and "swab the deck o' that bat" (attack), "to starboard" / "to port" (right / left), "4 paces"
  (4 steps), "explore the isle, an' chart as much of it as ye can" (explore), "don't ye lay a
  finger on it" (don't pick it up);
- the voice's spelling: "ye" (you), "yer" (your), "an'" (and), "o'" (of), "o'er" (over), "'tween"
  and "betwixt" (between), "nothin'" (nothing), "she be cursed" (it is cursed).

An order with none of the voice's own words (lexicon_pirate.PIRATE_GATE) is left as typed: "be
careful of the bat", "let the bow be" are never touched."""

from __future__ import annotations

import re
from functools import lru_cache

from agent.reading import lexicon as lx, lexicon_pirate as lp

GATE = frozenset(lp.PIRATE_GATE)
_SAID = lp.PIRATE_SAID_AS
_SPELT = lp.PIRATE_SPELT
_EDGE_BEFORE, _EDGE_AFTER = r"(?<![\w'])", r"(?![\w'])"


def _alt(words: tuple[str, ...]) -> str:
    return lx.alt(words)


@lru_cache(maxsize=1)
def _forms() -> tuple[tuple[re.Pattern[str], str], ...]:
    address = _alt(lp.PIRATE_ADDRESS)
    return (
        (re.compile(rf"^\s*{address}\s*[,!]\s*", re.I), ""),
        (re.compile(rf"\s*,\s*{address}\s*(?=[,.!?;]|$)[!?.]*", re.I), ""),
        (re.compile(rf"\s+{_alt(lp.PIRATE_LIKE)}\b", re.I), ""),
        (re.compile(rf"\b{lp.PIRATE_EXPLORE}\s+{_alt(lp.PIRATE_ISLE)}\b", re.I), lp.PIRATE_EXPLORE),
        (
            re.compile(
                rf"(\b{lp.PIRATE_EXPLORE}\b[^.;!?]*?)\s*,?\s*an'\s+{re.escape(lp.PIRATE_CHARTED)}",
                re.I,
            ),
            r"\1",
        ),
    )


@lru_cache(maxsize=1)
def _idioms() -> re.Pattern[str]:
    return re.compile(rf"{_EDGE_BEFORE}{_alt(tuple(_SAID))}{_EDGE_AFTER}", re.I)


@lru_cache(maxsize=1)
def _spelling() -> re.Pattern[str]:
    return re.compile(rf"{_EDGE_BEFORE}{_alt(tuple(_SPELT))}{_EDGE_AFTER}", re.I)


@lru_cache(maxsize=1)
def _moves() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    return (
        re.compile(rf"\b{lp.PIRATE_HOIST}\s+(?P<what>(?:the|that|a|an|yer)\s+(?P<word>\w+))", re.I),
        re.compile(r"\brun\s+(?P<what>(?:the|that)\s+(?P<word>\w+))\s+through\b", re.I),
        re.compile(rf"\b(?P<n>{lx.NUMBER_RE})\s+(?P<unit>{_alt(tuple(lp.PIRATE_PACES))})\b", re.I),
    )


def _kind(word: str) -> str | None:
    return lx.kind_of(word.lower())


def _hoisted(found: re.Match[str]) -> str:
    kind = _kind(found.group("word"))
    if kind is None or lx.is_monster(kind):
        return found.group(0)  # "hoist the sails": as typed
    return f"{lp.PIRATE_PICKED} {found.group('what')}"


def _run_through(found: re.Match[str]) -> str:
    kind = _kind(found.group("word"))
    if kind is None or not lx.is_monster(kind):
        return found.group(0)
    return f"{lp.PIRATE_RUN_THROUGH} {found.group('what')}"


def framed(text: str, words: frozenset[str]) -> str:
    """``text`` (whose lower-case words are ``words``) with a pirate's words said as the reader's;
    the text as it was where none is."""
    if words.isdisjoint(GATE):
        return text
    said = text
    for pattern, by in _forms():
        said = pattern.sub(by, said)
    said = _idioms().sub(lambda f: _SAID[" ".join(f.group(0).lower().split())], said)
    hoist, run, paces = _moves()
    said = hoist.sub(_hoisted, said)
    said = run.sub(_run_through, said)
    said = paces.sub(lambda f: f"{f.group('n')} {lp.PIRATE_PACES[f.group('unit').lower()]}", said)
    return _spelling().sub(lambda f: _SPELT[f.group(0).lower()], said)
