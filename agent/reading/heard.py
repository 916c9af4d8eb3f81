"""What a speech recogniser writes for a player's words, made the game's words once, before
slips of the keyboard are mended (``spelling.mend``): "go get the sored" is "go get the sword"
(the slip mender made it "scored"), "shoot a bat with the bough and a narrow" the bow and an
arrow, "go write for steps" "go right four steps", "wait for turns" four turns, "walk down too
steps" two steps, "stand hear" "stand here", "keep away from the bat its to fast" a reason after a
comma ("..., it's too fast"); and a few phrasings said as the reader reads them (the players'
voices are said plainly before, in ``voices``).

Each word is read as another only in the words around it (lexicon_heard.HEARD_*): a thing's
word after a word that names one ("the bough", not "the bat soared"), a number before a unit
("for steps", not "wait for me", "look for the bow", "go to the bow"), "right" after a verb of
moving or a side ("go write", not "write code"), "here" after a verb of staying or coming
("stand hear", not "can you hear me"). An order with none of these words is left as it was
after one look at its words.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from agent.reading import (
    combined_counts,
    exact_distance,
    guarded_spot,
    health_said,
    held_then_used,
    lexicon as lx,
    lexicon_code as lc,
    lexicon_heard as lhd,
    missing_first,
    of_two,
    other_branch_it,
    still_there,
    two_weapons,
)
from agent.reading.text import words_in

_Said = str | Callable[[re.Match[str]], str]

_PLURALS = frozenset(lx.PLURAL)
# Phrases of looking for a thing ("hunt for bats", "search for arrows"): no number after "for".
_LOOKING = frozenset(lx.LOCATE_VERBS)
# The words that open an order's step, after "than" heard for "then".
_ORDER_VERBS = lx.ACTION_VERBS - lx.FUNCTION_WORDS
# For each rule (in _rules' order), the two sets of words an order needs a word of each of for
# the rule to be tried.
_GATES = (
    (frozenset(lhd.HEARD_THINGS), frozenset(lhd.HEARD_BEFORE_THING)),
    (frozenset(said.split()[-1] for said in lhd.HEARD_AN_ARROW), frozenset(("a",))),
    (frozenset(lhd.HEARD_NUMBERS), frozenset(lhd.HEARD_UNITS)),
    (frozenset(("too",)), _PLURALS),
    (frozenset(("for",)), _PLURALS),
    (frozenset(lhd.HEARD_RIGHT), frozenset(word for said in lhd.HEARD_RIGHT_AFTER
                                          for word in said.split())),
    (frozenset(lhd.HEARD_RIGHT), frozenset(("corner", "side", "hand", "wall"))),
    (frozenset(lhd.HEARD_HERE), frozenset(lhd.HEARD_HERE_AFTER)),
    (frozenset(lhd.HEARD_THERE), frozenset(lhd.HEARD_HERE_AFTER)),
    (frozenset(lhd.HEARD_WAIT), frozenset(lhd.HEARD_WAIT_BEFORE)),
    (frozenset(lhd.HEARD_THEN), _ORDER_VERBS),
    (frozenset(lhd.HEARD_TOO), frozenset(lhd.HEARD_REASON_WORDS)),
)
_ANY = frozenset().union(*(first for first, _ in _GATES))


def heard(text: str) -> str:
    """``text`` with the words a speech recogniser wrote for the game's words said as the game's,
    where the words around them say so."""
    words = words_in(text.lower())  # found once for the order (text.words_in)
    for voice in (combined_counts, two_weapons, exact_distance, of_two,
                  held_then_used, health_said, still_there, other_branch_it, missing_first,
                  guarded_spot):
        text = voice.framed(text, words)
    if words.isdisjoint(_ANY):
        return text  # no word that may have been heard for another: most orders
    for (pattern, said), (first, then) in zip(_rules(), _GATES, strict=True):
        if not words.isdisjoint(first) and not words.isdisjoint(then):
            text = pattern.sub(said, text)
    return text


def _thing(found: re.Match[str]) -> str:
    word = found.group("word")
    said = lhd.HEARD_THINGS[word.lower()]
    return found.group("before") + (said.capitalize() if word[0].isupper() else said)


def _number(found: re.Match[str]) -> str:
    """ "for steps": four steps; "won step": one step; "to" and "too" before a plural unit only
    ("to step aside" is stepping)."""
    said, unit = found.group("said").lower(), found.group("unit").lower()
    if (said == "won") != (unit in _SINGULAR_UNITS):
        return found.group(0)
    return lhd.HEARD_NUMBERS[said] + found.group(0)[len(said):]


_SINGULAR_UNITS = frozenset(unit for unit in lhd.HEARD_UNITS if not unit.endswith("s"))


def _counted(found: re.Match[str]) -> str:
    """ "get too arrows", "grab for arrows": two, four arrows."""
    return found.group("verb") + " " + lhd.HEARD_NUMBERS[found.group("said").lower()] + " "


def _then(found: re.Match[str]) -> str:
    """ "get the bow than come back": then; "rather than kill it", "closer than go": as said."""
    before = found.group("before").strip().lower()
    if before in lhd.HEARD_COMPARING or before.endswith("er"):
        return found.group(0)
    return found.group("before") + "then"


def _reason(found: re.Match[str]) -> str:
    """ "the bat its to fast": ", it's too fast" (the reason after a comma, as it is read); "if it
    is too far" with no comma."""
    before, mark = found.group("before"), found.group("mark") or ","
    if before.lower() in lhd.HEARD_NO_REASON_AFTER:
        if found.group("opens").lower() not in ("its", "their") and found.group(0).lower(
                ).split()[-2] == "too":
            return found.group(0)  # "if it is too far": nothing misheard
        mark = found.group("mark") or ""  # "if its to far": if it's too far, no comma
    opener = lhd.HEARD_REASON_OPENS[" ".join(found.group("opens").lower().split())]
    return f"{before}{mark} {opener} too {found.group('how')}"


@lru_cache(maxsize=1)
def _rules() -> tuple[tuple[re.Pattern[str], _Said], ...]:
    """Each rule, in the order it is tried: things, "an arrow", numbers, "right", "here",
    reasons."""
    before = lx.alt(lhd.HEARD_BEFORE_THING)
    gap = r"\s+"
    end = rf"(?=\s*(?:[,.;:!?]|$)|\s+(?:{lx.alt(lhd.HEARD_GOES_ON)})\b)"
    # a verb of taking or fighting before "too" ("kill too bats"), of taking before "for" ("grab
    # for arrows"; "hunt for bats" is looking for them, "fight for" no fight)
    verbs = lx.alt(lx.FETCH_VERBS, lx.BRING_VERBS, lx.ATTACK_VERBS)
    takes = lx.alt(tuple(verb for verb in (*lx.FETCH_VERBS, *lx.BRING_VERBS)
                         if f"{verb} for" not in _LOOKING))
    return (
        (re.compile(rf"(?P<before>\b{before}\s+)(?P<word>{lx.alt(tuple(lhd.HEARD_THINGS))})"
                    r"(?![\w-])", re.I), _thing),
        (re.compile(rf"\b{lx.alt(tuple(lhd.HEARD_AN_ARROW), gap=gap)}\b{end}", re.I),
         lambda found: lhd.HEARD_AN_ARROW[" ".join(found.group(0).lower().split())]),
        (re.compile(rf"\b(?P<said>{lx.alt(tuple(lhd.HEARD_NUMBERS))})\s+(?P<unit>"
                    rf"{lx.alt(lhd.HEARD_UNITS)})(?![\w'-])", re.I), _number),
        (re.compile(rf"\b(?P<verb>(?:{verbs})(?:\s+me)?)\s+(?P<said>too)\s+"
                    rf"(?=(?:{lx.alt(tuple(_PLURALS))})\b)", re.I), _counted),
        (re.compile(rf"\b(?P<verb>(?:{takes})(?:\s+me)?)\s+(?P<said>for)\s+"
                    rf"(?=(?:{lx.alt(tuple(_PLURALS))})\b)", re.I), _counted),
        (re.compile(rf"(?P<lead>\b{lx.alt(lhd.HEARD_RIGHT_AFTER, gap=gap)}\s+)"
                    rf"{lx.alt(lhd.HEARD_RIGHT)}\b(?!\s+(?:a|an|the|it|me|down|code|to me)\b)",
                    re.I), r"\g<lead>right"),
        (re.compile(rf"\b{lx.alt(lhd.HEARD_RIGHT)}(?=[\s-]+(?:corner|side|hand|wall)\b)", re.I),
         "right"),
        (re.compile(rf"(?P<lead>\b{lx.alt(lhd.HEARD_HERE_AFTER)}\s+){lx.alt(lhd.HEARD_HERE)}\b"
                    r"(?!\s+(?:me|you|him|her|it|them|us|that|this|the|a|an|what|anything"
                    r"|something|if|whether)\b)", re.I), r"\g<lead>here"),
        (re.compile(rf"(?P<lead>\b{lx.alt(lhd.HEARD_HERE_AFTER)}\s+){lx.alt(lhd.HEARD_THERE)}{end}",
                    re.I), r"\g<lead>there"),
        (re.compile(rf"\b{lx.alt(lhd.HEARD_WAIT)}(?=\s+(?:{lx.alt(lhd.HEARD_WAIT_BEFORE)}|\d)\b"
                    r"|\s*(?:[,.;:!?]|$))", re.I), lc.WAIT),
        (re.compile(rf"(?P<before>\b[\w']+\s+){lx.alt(lhd.HEARD_THEN)}(?=\s+(?P<verb>"
                    rf"{lx.alt(tuple(_ORDER_VERBS))})\b)", re.I), _then),
        (re.compile(rf"(?P<before>[\w']+)(?P<mark>\s*[,;.!?])?\s+(?P<opens>"
                    rf"{lx.alt(tuple(lhd.HEARD_REASON_OPENS), gap=gap)})\s+"
                    rf"{lx.alt(lhd.HEARD_TOO)}\s+(?P<how>{lx.alt(lhd.HEARD_REASON_WORDS)})"
                    r"(?=\s*(?:[,.;:!?]|$|and\b|so\b|for\b))", re.I), _reason),
    )
