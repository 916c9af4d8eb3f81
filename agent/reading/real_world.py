"""Places of the world outside the dungeon, asked for by an order, refused whole in words that
say so: "tell me the GPS coordinates of my house, 2 streets north of the station" was read as
the question where the player is (its "my") and answered with the player's tile; "what's the
latitude of the tower", "go to my house", "walk me to the train station", "what's my home
address", "take me 3 streets east" the same family. The dungeon has tiles, corners and the
things on them; a house, a street, a station, a postal address or a position on the earth are
none of them, so nothing in the order is done in their place.

Not these: a word of such a place said in a figure ("like a house on fire", "on the house"), or
"home" alone ("come home": back to the player, as the reader reads it); and what the companion
is told to say ("say 'my house is far'"), which the reader keeps as typed.
"""

from __future__ import annotations

import re

from agent.reading import lexicon_idioms as li, meaning as m
from agent.reading.marked_up import SAYING
from agent.reading.patterns import lazy
from agent.reading.stream import stream

# A word each such order has (the gate, before the pattern is tried).
GATE = frozenset(
    (
        "gps",
        "latitude",
        "longitude",
        "postcode",
        "zip",
        "house",
        "street",
        "streets",
        "station",
        "address",
        "apartment",
        "avenue",
        "road",
        "roads",
        "city",
        "town",
        "village",
        "country",
    )
)
_WHOSE = r"(?:my|your|our|his|her|their)"
_PLACE = lazy(
    r"\b(?:gps|latitude|longitude|post\s*code|zip\s*code"
    rf"|{_WHOSE}\s+(?:own\s+)?(?:house|home\s+address|street|apartment|city|town|village"
    r"|country)"
    r"|(?:street|postal|home|mailing)\s+address|\d+\s+(?:streets?|blocks?|roads?|avenues?)"
    r"|(?:train|bus|railway|police|gas|petrol|subway|metro|tube|fire|space)\s+station"
    r"|the\s+station)\b",
    re.I,
)





WHY = (
    "I know only the game's own tiles, corners and what lies on them; a house, a street, a "
    "station or a position on the earth I can neither find nor tell"
)


def real_world(order: str) -> m.Meaning | None:
    """The order refused as asking for a place outside the dungeon (the module's docstring),
    else None."""
    if GATE.isdisjoint(stream(order).letters) or SAYING.match(order):
        return None
    if _PLACE.search(order) is None:
        return None
    return m.Meaning(order, (m.Unknown(order.strip(), m.Reason.CANNOT, WHY),))


# -- other floors ------------------------------------------------------------------------------

# The game has one level: a floor above or below, stairs, "the next level" name places it does
# not have ("go up 2 floors to the next level" walked up into a wall; "go down a floor", "take
# the stairs up", "climb to the second floor" the same family). Not "the floor" the things lie
# on ("the arrows on the floor"), nor a count of levels said alone ("50 levels").
_LEVEL = lazy(li.OTHER_LEVEL_RE, re.I)


def other_level(order: str) -> m.Meaning | None:
    """The order refused as naming a floor, stairs or a level the game does not have (above),
    else None."""
    if li.OTHER_LEVEL_GATE.isdisjoint(stream(order).letters) or SAYING.match(order):
        return None
    if _LEVEL.search(order) is None:
        return None
    return m.Meaning(order, (m.Unknown(order.strip(), m.Reason.CANNOT, li.WHY_OTHER_LEVEL),))


# -- other games -------------------------------------------------------------------------------

_OTHER_GAME = lazy(li.OTHER_GAME_RE, re.I)


def other_game(order: str) -> m.Meaning | None:
    """The order refused as asking for something kept for another game than this one
    (lexicon_idioms.OTHER_GAME_RE: "remember where the sword was for next game"), else None."""
    if li.OTHER_GAME_GATE.isdisjoint(stream(order).letters) or SAYING.match(order):
        return None
    if _OTHER_GAME.search(order) is None:
        return None
    return m.Meaning(order, (m.Unknown(order.strip(), m.Reason.CANNOT, li.WHY_OTHER_GAME),))
