"""The questions the game's questions do not answer, said back rather than answered about
something else (the row "not answered" of ``questions.ROWS``, after every row that answers): a
thing of no game ("how many potions do you have?", "where is the dragon?"), "the second bat" with
no nearest or farthest, which monsters one of us defeated, a thing picked by how high, low or far
to a side it lies."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_parts as lp, lexicon_typed as lt, meaning as m
from agent.reading.patterns import together
from agent.reading.question_rows import HEARTS_OR_LIVES, KILLS, Answer, Said
from agent.reading.strangers import ASKED_OF_ONE, not_of_the_game


def unanswered(words: dict[str, str], said: Said) -> Answer:
    """Why a question the game does not answer is said back rather than answered about something
    else: a thing that is no thing of the game ("how many potions do you have?"), the second
    nearest, only the ones near someone, which monsters one of us defeated, how many are needed;
    None when it may be answered."""
    said_back, about_one = _unanswered()
    for pattern, why in said_back:
        if pattern.search(said.s):
            return m.Unknown(said.text, m.Reason.CANNOT, why)
    stranger = _not_of_the_game(said.s, about_one)
    if stranger:
        return m.Unknown(said.text, m.Reason.NOT_UNDERSTOOD, not_of_the_game(stranger))
    return None


# Where a question names the one thing it is about ("how many potions do you have?", "where
# is the dragon?"): a word there that is no thing of the game is not answered about another.
_ABOUT_ONE = (
    r"^how many (?P<noun>[a-z]+(?: [a-z]+)?) (?:do|does|did|have|has|are|is|can)\b",
    r"^(?:do|does|have|has|did) (?:you|i|we|the player) (?:have|carry|hold|got|own)(?: got)?"
    r" (?:any |a |an |some |the )?(?P<noun>[a-z]+)$",
    r"^where (?:is|are|did you put|can i find) (?:the |a |an |my |your |any )?(?P<noun>[a-z]+)$",
    r"^how far (?:away )?(?:is|are) (?:the |a |an |my |your )?(?P<noun>[a-z]+)$",
)


def _not_of_the_game(s: str, about_one: tuple[re.Pattern[str], ...]) -> str:
    """The word a question is about when it is no thing of the game, else ""."""
    for pattern in about_one:
        found = pattern.match(s)
        if found is None:
            continue
        noun = found.group("noun")
        if any(w in lp.NOT_THINGS or w in HEARTS_OR_LIVES or w in KILLS or lx.kind_of(w) is not None
               for w in noun.split()):
            return ""
        return noun
    return ""


# What a question may ask that the game's questions do not answer: said, not answered about
# something else (every bat for "the bats near you", the nearest for "the second"). A thing picked
# by how high, low or far to a side it lies ("where is the lowest arrow?") is said back for the
# whole order, errands alike (agent.reading.map_picks).
_UNANSWERED = (
    # a rank on a pick is read ("where is the second nearest bat?", agent.reading.ranks)
    (rf"\b{lx.alt(tuple(lt.ORDINALS))}\b(?![ -]{lx.alt(lx.NEAREST, lx.FARTHEST)}\b| \w+ from\b)",
     "I can tell about the nearest or the farthest one, not the second or third"),
    (r"^(?:how many|count)\b.*\b(?:near|close to|next to|beside|around"
     r"|within \w+ (?:tiles?|steps?) of) (?:you|me|us|the "
     rf"(?!{lx.alt(lx.MAP_WORDS)}\b)\w+)\b",  # "around the dungeon": all
     "I can count all of them in the dungeon, not only the ones near someone"),
    # whether one of us has defeated one, or so many, is a condition (agent.reading.counts)
    (rf"^(?!(?:have|has|had|did) (?:you|i|we) {lx.alt(lp.DEFEATING, lp.DEFEATED)}\b"
     r"(?! (?:all|every|each|both|more|fewer|less)\b))"
     rf"(?:.*\b(?:have|did|had) (?:you|i|we) {lx.alt(lp.WHO_DEFEATED)}\b"
     rf"|.*\b(?:you|i|we) (?:have )?{lx.alt(lp.WHO_HAS_DEFEATED)}\b)",
     "I can tell how many monsters each of us has defeated and how many are left, not which "
     "ones or how"),
    (r"^(?:is|are) there (?:an? |any )?\w+ (?:near|close to|next to|beside|by|around) the \w+",
     "I can tell whether there is one near you or me, not near another thing"),
    (r"^how many (?:more )?\w+ (?:do|does|would|will|did) (?:you|i|we|it) (?:need|want|require)\b",
     "I can tell how many there are and how many each of us carries, not how many are needed"),
    # "how many monsters would remain?", "how many would you have then?": a supposition
    # ("how many steps would it take": a walk, asked by the row of distances)
    (rf"^how many\b.*\bwould\b(?! (?:you (?:{lx.alt(lx.SAY_VERBS)}|guess|think|reckon)|it|that)"
     r"\b)",
     "I can tell how many there are now, not how many there would be"),
    (r"^(?:do|does|have|did) (?:you|i|we) (?:have|carry|hold|own|got) (?:got )?(?:all|every|each)"
     r"\b",
     "I can tell whether one of us has one and how many we carry, not whether we have them "
     "all"),
)


@together
def _unanswered() -> tuple[tuple[tuple[re.Pattern[str], str], ...], tuple[re.Pattern[str], ...]]:
    """``_UNANSWERED`` and ``_ABOUT_ONE`` compiled at their first use."""
    return (tuple((re.compile(p), why) for p, why in _UNANSWERED),
            tuple(re.compile(p) for p in (*ASKED_OF_ONE, *_ABOUT_ONE)))
