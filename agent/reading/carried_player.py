"""The player carried: an order to carry, lift or move the player ("Carry me on your back to the
sword, boy!", "carry me to the bow", "give me a ride to the corner", "pick me up and take me to
the sword", "let me ride on your back"). The companion cannot move the player: the player walks
on their own. The whole order is refused as beyond the game, in words that say so and what the
companion can do instead, and never restated (before, "carry me ... to the sword" was not
understood, so the model restated it as a fetch of the sword, which ran).

"Take me to the sword" is leading the way (going there, the player following) and is read as
before; "carry me an arrow", "pick me up the bow" are errands for the player, read as before."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_typed as lt, meaning as m
from agent.reading.patterns import lazy
from agent.reading.text import words_in

# Where "carry me", "pick me up" end when the player is what is carried: the end, or a word of
# where to or how ("to the sword", "on your back", "over there"), never a thing ("carry me an
# arrow" brings one).
_AFTER = (
    r"(?=\s*(?:$|[,.!;?]|(?:to|towards?|over|across|on|onto|upon|in|into|back|there|"
    r"home|along|around|round|with|and|then|all|please|now|off|out|down|away)\b))"
)
_CARRIED = lazy(
    rf"\b(?:{lx.alt(lt.CARRY_PLAYER)})\s+me(?:\s+up)?{_AFTER}"
    rf"|\b{lx.alt(lt.GIVE_A_RIDE)}\s+me\s+(?:a\s+)?{lx.alt(lt.A_RIDE)}\b"
    rf"|\b{lx.alt(lt.RIDE_ON)}\s+(?:on|onto|upon)\s+(?:your\s+back|you)\b"
    rf"|\bme\s+on\s+your\s+back\b",
    re.I,
)
_BANNED = lazy(r"(?:\bnot|n't|\bnever|\bno)\s+$")
# What one of those has: a verb of carrying before "me", a word of a ride, or "your back"; an
# order with none of them is spared the search.
_VERBS = frozenset(lt.CARRY_PLAYER)
_RIDES = (
    frozenset(w for ride in (*lt.A_RIDE, *lt.RIDE_ON) for w in ride.split())
    - frozenset(lt.GIVE_A_RIDE)
    - frozenset(lt.NOT_A_RIDE)
)

WHY = lt.CANNOT_CARRY


def carried(order: str) -> m.Meaning | None:
    """The order refused whole when it asks the companion to carry or move the player, else
    None."""
    low = order.lower()
    words = words_in(low)
    if (
        words.isdisjoint(_RIDES)
        and "your back" not in low
        and not ("me" in words and any(f"{verb} me" in low for verb in words & _VERBS))
    ):
        return None
    found = _CARRIED.search(low)
    if found is None or _BANNED.search(low[: found.start()]):
        return None  # "don't push me away": a ban the companion keeps
    return m.Meaning(order, (m.Unknown(order.strip(), m.Reason.CANNOT, WHY),))
