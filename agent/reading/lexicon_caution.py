"""The lexicon's words of a cautious, safety-first player and of the companion's own state: where
a retreat goes when it goes to the player, and how far a flight goes. Data only, each class named
by what reads it."""

from __future__ import annotations

# Where a retreat goes when it goes to the player (errands._away): "back off to me", "run away
# towards me", "get away over here" come back to the player, not run from every monster.
RETREAT_TO = (
    "to me",
    "towards me",
    "toward me",
    "over to me",
    "back to me",
    "back towards me",
    "back toward me",
    "over here",
    "back over here",
    "back here",
    "to my side",
    "to my position",
    "to the player",
    "back to the player",
    "over to the player",
)

# A flight said with how far it goes (lexicon.FLEE_VERBS): "get well away from the gorgon", "move
# far away from the bats"; a distance said with it is kept ("..., at least 5 tiles").
FLEE = (
    "get well away",
    "get far away",
    "move well away",
    "move far away",
    "run far away",
    "get well clear",
    "get way away",
    "run well away",
)
