"""A yes-or-no question put as a guess at the odds ("is there any chance the gorgon is dead?",
"any chance the bat is gone?", "what are the chances you have the bow?", "do you think the bats
are all dead?"): the words of odds lead the question as "whether" does, and the statement after
them is the condition asked (``questions._check`` takes them with its other leads). Before, "is
there any chance the gorgon is dead?" was read by its "is there any" as how many gorgons there
are, and that number said as if it were the answer.

A statement after them that reads as no condition is said back in words ("I don't know how to
tell whether ..."), never read by a row after it (the count of what it names); a request put so
("do you think you could follow me?") is left as before."""

from __future__ import annotations

from agent.reading import lexicon as lx, meaning as m

# The odds asked of, each with "that" after it too.
_ODDS = ("is there any chance", "is there a chance", "any chance", "is there some chance",
         "what are the chances", "what's the chance", "what is the chance", "what are the odds",
         "what's the likelihood", "is it possible", "is it likely", "how likely is it",
         "could it be", "might it be", "do you think", "do you reckon", "do you suppose",
         "i wonder if", "i wonder whether")
HEDGED = (*_ODDS, *(f"{odds} that" for odds in _ODDS))
_LEADS = frozenset(HEDGED)
# Not the odds: a question of which opens with no words of odds ("what are the odds the bat is
# near me?" is no question of which bat is nearest).
NOT_ODDS = rf"(?!{lx.alt(HEDGED)}\b)"
# A request put as the odds ("do you think you could follow me?"): an order, not the odds.
_ASKED_TO = ("you could", "you can", "you would", "you might", "you will", "we could", "we can")


def unread(lead: str | None, rest: list[str], text: str) -> m.Unknown | None:
    """Why a question led by the odds (``lead``) is not answered, when the words after it
    (``rest``) read as no condition; None for any other lead, or a request put so."""
    if lead not in _LEADS:
        return None
    said = " ".join(w for w in rest if w != "?")
    if not said or said.startswith(_ASKED_TO):
        return None
    why = f"the chance {said}" if said.startswith("of ") else f"whether {said}"
    return m.Unknown(text, m.Reason.NOT_UNDERSTOOD, f"I don't know how to tell {why}")
