"""One of us named as what a corner is picked by ("go to whichever corner is nearest to you",
"the corner farthest from me"): the party, so the corner is chosen, when the step begins, by
its distance to where that one stands (agent.reading.place_rows.by_corner). "us" names two
who may stand apart: not one of us, so it is said back as before."""

from __future__ import annotations

from agent.reading import lexicon as lx, meaning as m

# "me", "myself", "the player"; "you", "yourself", "the companion" (not "us", nor "i")
_PARTY = {
    **{w: m.PLAYER for w in lx.PLAYER_WORDS if w not in ("us", "i")},
    **dict.fromkeys(lx.COMPANION_WORDS, m.COMPANION),
}


def party(goal: str) -> str | None:
    """The party the words name alone, else None."""
    words = goal.strip().removeprefix("the ")
    return _PARTY.get(words)
