"""What counts as an answer: whether a status answers a question of the order, and how to say
what the question asks (with an example status) when it does not.

Pure text rules over the order's intent (agent.intent); agent.acceptance's Judge applies them to
a dry run's statuses.
"""

from __future__ import annotations

import re

from agent import intent as it
from agent.intent import Part

_NUMBER_WORDS = (
    r"no|none|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen"
    r"|single|a couple|several|both|all"
)
_NUMBER_RE = re.compile(rf"\d|\b(?:{_NUMBER_WORDS})\b")
_DIGITS_RE = re.compile(r"\d")
_POSITION_RE = re.compile(r"\d+\D{1,24}\d+|\b(?:row|column|col)\s*\d")
_CARRIED_RE = re.compile(
    r"\b(?:with (?:you|me|the player)|you (?:have|carry|hold)|i (?:have|carry|hold)|carr(?:y|ies"
    r"|ying|ied)|holding|in (?:my|your) (?:hands?|inventory|bag|pack))\b"
)
ABSENT_RE = re.compile(
    r"\b(?:can'?t find|cannot find|couldn'?t find|could not find|don'?t see|do not see"
    r"|can'?t see|none (?:left|here|around)|nothing (?:left|here|to)|there (?:is|are) no"
    r"|no (?:\w+ )?(?:left|more|anywhere|around)|isn'?t any|aren'?t any|not any|nowhere"
    r"|no longer|gone)\b"
)
_NOTHING_RE = re.compile(r"\b(?:nothing|none|no|empty|not|nobody|nowhere)\b")
_YES_NO_RE = re.compile(r"\b(?:yes|yeah|yep|no|nope|not|none)\b")
_HEALTH_WORDS_RE = re.compile(
    r"\b(?:health|hp|hurt|wounded|injured|healthy|unhurt|unharmed|fine|well|good|great|ok|okay"
    r"|alright|full|dying|weak|strong)\b"
)
_FILLER = frozenset(
    "done ok okay sure working work on it i am i'm will do got it alright thinking think let me"
    " one moment please wait processing hmm yes no fine busy status".split()
)


def answers(part: Part, status: str) -> bool:
    """Whether ``status`` answers the question ``part``."""
    text = status.strip().lower()
    if not text or _is_filler(text):
        return False
    kind = part.question
    named = any(it.things_named(text)[:2])
    if kind == it.COUNT:  # "there aren't any bats left" counts too
        return bool(_NUMBER_RE.search(text) or ABSENT_RE.search(text))
    if kind == it.DISTANCE:
        return bool(_NUMBER_RE.search(text))
    if kind == it.HEALTH:
        return bool(_DIGITS_RE.search(text) or _HEALTH_WORDS_RE.search(text))
    if kind == it.WHERE:
        return bool(_POSITION_RE.search(text) or _CARRIED_RE.search(text)
                    or ABSENT_RE.search(text) or _NOTHING_RE.search(text))
    if kind == it.WHAT:
        return named or bool(_NOTHING_RE.search(text) or _DIGITS_RE.search(text))
    if kind == it.YES_NO:
        return named or bool(_YES_NO_RE.search(text) or _NUMBER_RE.search(text)
                             or _NOTHING_RE.search(text) or _CARRIED_RE.search(text))
    if kind == it.SAY:
        said = set(it.words_of(text))
        return all(_word_in(w, said) for w in part.words)
    return True  # TELL: anything that is not filler


def _word_in(word: str, said: set[str]) -> bool:
    return word in said or word + "s" in said or word.rstrip("s") in said or any(
        s.startswith(word) for s in said if len(word) >= 4)


def _is_filler(text: str) -> bool:
    words = it.words_of(text)
    return not words or all(w in _FILLER for w in words)


def question_words(part: Part, names: set[str]) -> tuple[str, str]:
    """What the order asks, in words, and an example status that would answer it."""
    items, monsters = it.kinds(part)
    thing = (monsters or items or ("monster",))[0]
    plural = f"{thing}s" if not thing.endswith("s") else thing
    if part.question == it.COUNT:
        call = f'count("{thing}")' if "count" in names else "n"
        return (f"how many {plural} there are (the status must contain the number)",
                f'return "There are " .. {call} .. " {plural} left"')
    if part.question == it.DISTANCE:
        return (f"how far the {thing} is (the status must contain the number of steps)",
                f'return "The {thing} is " .. ai:distance_to({thing}.position) .. " steps away"')
    if part.question == it.HEALTH:
        return ("about health (the status must contain the health figure)",
                'return "I have " .. ai.health .. " health"')
    if part.question == it.WHERE:
        call = f'where("{thing}")' if "where" in names else (
            f'"row " .. {thing}.position[1] .. ", column " .. {thing}.position[2]')
        return (f"where the {thing} is (the status must give its row and column, or who carries "
                "it, or say there is none)", f'return "The {thing} is at " .. {call}')
    if part.question == it.WHAT:
        who = "player" if part.player else "ai"
        call = f"carrying({who})" if "carrying" in names else "names"
        return ("what or which (the status must name the item or monster, or say nothing)",
                f'return "{"You carry" if part.player else "I carry"} " .. {call}')
    if part.question == it.YES_NO:
        return ("a yes-or-no question (the status must say yes or no, or name what it is about)",
                'return "Yes, I have the sword"')
    return ("a question (the status must answer it, not only acknowledge it)",
            'return "<the answer>"')
