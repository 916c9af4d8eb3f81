"""A player planning as a team ("we", "let's"), saying who does what: the player's own part
left out, what only announces or gives the reason for the companion's part left out, the
companion's part read.

- The player's own part ("you take the gorgon, I'll stay here", "you go 3 steps to the right,
  I'll stay put", "you head to the bottom left corner, we'll meet up there": ``lexicon_relayed.
  OWN_PARTS`` after "I'll", "we'll", "I'm gonna") is no step of the companion's, as a piece of
  its own beside the order: left out, never read as a stay.
- What the player tells of their own doing, now or about to be, of themselves alone ("I'm
  heading down the corridor. You stay right here.", "I'm about to run down this corridor.", "I'm
  picking up the arrow in the bottom left myself.", "I've got nothing on me."), is no part of
  the companion's beside its order; not a state or a wish ("I'm going to need the bow",
  ``lexicon_relayed.NARRATED_NOT``), nor a doing that names a thing of the game other than
  "myself" ("I'm going to shoot the bats, so tell me where the nearest one is": its bats).
- A sentence or piece that only announces the question beside it ("let's count what's left. how
  many monsters are there?", "let's take stock, what are you carrying?", "how far off is the
  gorgon from you? we need to know before we push on": ``ANNOUNCED``) is left out where the order
  asks something else.
- A reason the team gives beside the companion's part ("we don't want to bunch up, you keep
  about 3 to 5 tiles from me", "let's stick together, you follow me", "follow me, let's stick
  together": ``TEAM_REASONS``) is left out.

Never the whole order, and only a whole piece: "let's order a pizza, you call it in", "you pick
me up and carry me to the bow, I'm tired" are as they were (and refused). The row "team" of
``voices.VOICES``, tried where the order says "I'll", "we", "let's" or the like: its pieces to
leave out are data (``ASIDES``, ``voice_rows.Aside``: a pattern of a whole piece, and whether
another piece must be an order or ask), left out by the table's machinery.
"""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_idioms as li, lexicon_relayed as lr, meaning as m
from agent.reading.patterns import SPACES, lazy
from agent.reading.voice_rows import QUESTION, Aside

GATE = frozenset(("i'll", "we'll", "we", "let's", "lets", "us", "i", "ill", "i'm", "im", "i've"))
_GAP = SPACES
# The player's own part: "I'll stay here", "we'll meet up there".
_OWN = lazy(
    rf"^(?:i|we)(?:'ll|\s+will|\s+shall|'m\s+gonna|\s+am\s+gonna|'m\s+(?:just\s+)?going\s+to"
    rf"|\s+am\s+going\s+to|'re\s+going\s+to|\s+are\s+going\s+to)\s+(?:just\s+)?"
    rf"{lx.alt(lr.OWN_PARTS, gap=_GAP)}$",
    re.I,
)
# What only announces the question beside it: "let's count what's left", "we need to know".
_LETS = r"(?:let'?s|let\s+us|we\s+(?:need|have|got|gotta|want)\s+to|we\s+gotta|we\s+should)"
_ANNOUNCED = lazy(
    rf"^(?:(?:ok|okay|so|alright|right)[\s,]+)*{_LETS}\s+"
    rf"{lx.alt(lr.ANNOUNCED, gap=_GAP)}(?:\s+(?:before|so|because)\s+[\w\s']+)?$",
    re.I,
)
# A reason the team gives: "we don't want to bunch up", "let's stick together".
_REASON = lazy(
    rf"^(?:(?:ok|okay|so|alright|right)[\s,]+)*(?:{_LETS}|we\s+(?:don'?t|do\s+not)"
    rf"\s+want\s+to|let'?s\s+not|we\s+can'?t)\s+{lx.alt(lr.TEAM_REASONS, gap=_GAP)}$",
    re.I,
)
# The player telling what they are doing or about to do, of themselves alone ("I'm heading down
# the corridor.", "I'm about to run down this corridor.", "I'm picking up the arrow in the bottom
# left myself."), or that they carry nothing: no part of the companion's.
_NARRATED = lazy(
    # (of a thing of the game, only done "myself": "the nearest one" after it may stand for it)
    rf"^(?=.*\bmyself\b|(?!.*\b(?:{lx.noun_pattern()})\b))"
    rf"(?:(?:ok|okay|so|right|alright|well)[\s,]+)*(?:i'?m|i\s+am)\s+(?:just\s+|now\s+|off\s+)?"
    rf"(?!(?:(?:about|going)\s+to\s+|gonna\s+)?(?:{lx.alt(lr.NARRATED_NOT)})\b)"
    rf"(?:about\s+to\s+[a-z]+|(?!going\s+to\b)[a-z]+ing|off)\b"
    rf"(?!.*\b(?:you|your|u|ur)\b)[^,;:]*$"
    rf"|^(?:i'?ve|i\s+have)\s+(?:got\s+)?(?:nothing|no\s+items)(?:\s+on\s+me)?$",
    re.I,
)
# The pieces the row "team" of voices.VOICES leaves out beside the pieces that stay: the player's
# own part, what they are doing, and the team's reason beside an order, an announcement beside a
# question.
ASIDES = (Aside(_OWN), Aside(_NARRATED), Aside(_ANNOUNCED, QUESTION), Aside(_REASON))


# The player's own plan, said after the companion's ("..., I'll stay here", "..., ill fly to the
# moon"): a remark, unless it names what the game has not.
_OWN_PLAN = lazy(
    r"^(?:i\s+will|i'll|ill|i\s+am\s+(?:going\s+to|gonna)|i'm\s+(?:going\s+to|gonna)"
    r"|im\s+(?:going\s+to|gonna)|let\s+me)\s+[a-z]",
    re.I,
)


def lacking_plan(rest: str, ground: frozenset[str]) -> tuple[m.Unknown] | None:
    """The player's own plan said back where it names a thing the game does not have ("ill fly
    to the moon": no moon), none of its things, the map's parts or ``ground``; else None."""
    low = rest.lower().strip(" ,.!")
    if not low.startswith(("i", "let")) or not _OWN_PLAN.match(low):
        return None
    named = re.findall(r"[a-z']+", low)
    lacked = next(
        (
            b
            for a, b in zip(named, named[1:], strict=False)
            if a in li.NAMING
            and b not in ground
            and b not in li.PLACE_WORDS
            and lx.kind_of(b) is None
            and lx.number(b) is None
        ),
        None,
    )
    if lacked is None:
        return None
    return (m.Unknown(rest, m.Reason.CANNOT, f'there is no {lacked} in this game ("{low}")'),)
