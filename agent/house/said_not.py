"""The words an order says what not to do with ("don't", "never", "without"), in English and as
dialects and typing say them ("dinnae move a muscle", "dont touch it"): a restatement must keep
what they say (``checks.says_what_not_to_do``)."""

from __future__ import annotations

import re

from agent.reading import lexicon_scots as lsc, lexicon_typed as lt
from agent.reading.patterns import longest_first

# A word that says what not to do; before a comparative it is a bound ("no closer than 3").
NEGATION = re.compile(r"\b(?:don'?t|do not|never|without|not|no)\b(?!\s+(?:\w+\s+)?"
                      r"(?:closer|nearer|farther|further|more|less|fewer|longer)\b)", re.I)

# "Not" said of the player's own mind, no thing to leave undone ("I'm not sure where it is", "if
# I'm not mistaken", "not that it matters", "I'm not asking much").
HEDGE_NOT = re.compile(r"\b(?:i'?m|i am|we'?re|we are)\s+(?:just\s+|really\s+|quite\s+)?not\s+"
                       r"(?:(?:quite|entirely|totally|too|so)\s+)?(?:sure|certain|positive|"
                       r"mistaken|asking(?: much| a lot)?|kidding|joking)\b"
                       r"|\bnot that it matters\b", re.I)

# "Not" as dialects and typing say it ("dinnae move a muscle", "nae closer than two", "dont
# touch it"): the lexicon's words, each read as its English before what not to do is looked for.
_NOT_SAID_AS = {w: said for table in (lsc.SCOTS_NOT, lt.SHORTHAND)
                for w, said in table.items() if NEGATION.fullmatch(said)}
_NOT_SAID = re.compile(r"(?<![\w'])(?:" + "|".join(map(re.escape, longest_first(
    _NOT_SAID_AS))) + r")(?![\w'])", re.I)


def in_plain_not(order: str) -> str:
    """The order with the lexicon's words for "not" of dialects and typing in English."""
    return _NOT_SAID.sub(lambda found: _NOT_SAID_AS[found.group(0).lower()], order)
