"""A coach's voice, calling plays, said as the reader's words before an order is read (called by
``voices.voiced`` beside a radio voice's and a dog trainer's; the words are lexicon_typed.COACH_*):

- the name of a play before a colon opening the order, left out: "Run the play: bow, then an
  arrow, then take out a bat." (the play's list is the steps; before, "run" was fleeing),
  "Sideline drills: ...", "Defend the goal: ...", "Man-mark me: ...", "Warm-up lap: ...";
- "that's the play" closing it, left out;
- how long an order lasts said as a play ("till I call the next play", "until the whistle"):
  until the next order, as every order lasts;
- a coach's words for what the reader knows: "stick to me" (follow), "screen me from the
  gorgon" (stand between me and it; "get between us" after it says it again), "sub in at the
  corner" (go to it), "man-mark me" (guard me), "take 4 turns to breathe" (wait 4 turns);
- a marker's simile after following or staying on the player ("like a defender on a striker",
  "like glue"): left out ("stay on me, within two tiles, wherever I run" the reader reads as
  it stands: guarding me within two tiles);
- "hold within two tiles of the bottom left corner": guarding that corner within two tiles (a
  named spot of the map only);
- "the two ends of row 8, column 2 and column 7": row 8, column 2 and row 8, column 7."""

from __future__ import annotations

import re
from functools import lru_cache

from agent.reading import lexicon as lx, lexicon_typed as lt

# The words a coach's voice has one of: an order with none of them is spared every form (words
# every order may say, "go", "stay", "call", "time", are none of them; "go, go, go" is looked
# for as it stands).
_COMMON = lx.FUNCTION_WORDS | frozenset(lt.COACH_COMMON)
_GATE = frozenset(
    w
    for phrase in (
        *lt.COACH_HEADINGS,
        *lt.COACH_SAID_AS,
        *lt.COACH_CLOSERS,
        *lt.COACH_STICK,
        *lt.COACH_LIKE,
        *lt.COACH_ON_SIGNAL,
        *lt.COACH_BREATHE,
    )
    for w in phrase.replace(":", " ").replace(",", " ").split()
) - _COMMON | {"ends", "within", "bench", "field"}


def _words_of(phrases: tuple[str, ...]) -> frozenset[str]:
    return frozenset(w for phrase in phrases for w in phrase.replace(",", " ").split())


_SIGNS = re.compile("|".join(map(re.escape, lt.COACH_SIGNS)))  # one search, not a generator
# Every word the voice may be tried for (":" is looked for apart).
TRIGGERS = _GATE | _words_of(lt.COACH_SIGNS)
_N = rf"(?:\d+|{lx.NUMBER_RE})"


@lru_cache(maxsize=1)
def _forms() -> tuple[tuple[re.Pattern[str], str], ...]:
    said_as = lt.COACH_SAID_AS
    return (
        (re.compile(rf"^\s*{lx.alt(lt.COACH_HEADINGS)}\s*(?::|-|!)\s*", re.I), ""),
        (
            re.compile(rf"(?:^|(?<=[.!?]\s)){lx.alt(lt.COACH_ON_SIGNAL)}\s*,\s*", re.I),
            lt.COACH_SIGNALLED,
        ),
        (re.compile(rf"\s*,?\s*\b{lx.alt(lt.COACH_CLOSERS)}(?=\s*[.!]*\s*$)", re.I), ""),
        (re.compile(rf"\s*,\s*{lx.alt(lt.COACH_GO)}(?=\s*!+\s*$)", re.I), ""),
        (re.compile(rf"(?<=\?)\s*{lx.alt(lt.COACH_CALL_OUT)}\s*[.!]*\s*$", re.I), ""),
        (re.compile(rf"\b{lx.alt(tuple(said_as))}\b", re.I), "said"),
        (
            re.compile(rf"\b{lx.alt(lt.COACH_STICK)}(?=\s+like {lx.alt(lt.COACH_LIKE)}\b)", re.I),
            lt.COACH_STUCK,
        ),
        (re.compile(rf"\s*,?\s*\blike {lx.alt(lt.COACH_LIKE)}(?=\s*[.!,]|\s*$)", re.I), ""),
        (
            re.compile(
                rf"\b{lx.alt(lt.COACH_HOLD)}\s+within\s+(?P<n>{_N})\s+(?P<u>tiles?)\s+of\s+"
                rf"(?P<spot>the\s+{lx.alt(lt.COACH_SPOTS)})",
                re.I,
            ),
            lt.COACH_GUARDED,
        ),
        (
            re.compile(
                rf"\b(?:the\s+(?:two\s+)?ends\s+of\s+)?row\s+(?P<r>{_N})\s*,?\s*column\s+"
                rf"(?P<a>{_N})\s+and\s+column\s+(?P<b>{_N})",
                re.I,
            ),
            r"row \g<r>, column \g<a> and row \g<r>, column \g<b>",
        ),
        (
            re.compile(rf"\btake (?P<n>{_N}) (?P<u>turns?) to {lx.alt(lt.COACH_BREATHE)}\b", re.I),
            lt.COACH_WAITED,
        ),
        (
            re.compile(
                r"(?<=\bbetween me and the )(?P<thing>[a-z]+)\s*[:,;]\s*"
                rf"{lx.alt(lt.COACH_BETWEEN_US)}(?=\s*[.!]|\s*$)",
                re.I,
            ),
            r"\g<thing>",
        ),
    )


def framed(text: str, words: frozenset[str]) -> str:
    """``text`` (whose lower-case words are ``words``) with a coach's words said as the
    reader's; the text as it was where none is."""
    low = text.lower()
    if words.isdisjoint(_GATE) and _SIGNS.search(low) is None:
        return text
    said = text
    for pattern, by in _forms():
        if by == "said":
            said = pattern.sub(lambda f: lt.COACH_SAID_AS[f.group(0).lower()], said)
        else:
            said = pattern.sub(by, said)
    return said if re.search(r"[a-z]", said, re.I) else text
