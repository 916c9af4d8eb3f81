"""Following said as going where the player goes: "go wherever I go", "walk everywhere I walk"
(the phrases in lexicon_idioms.WHERE_I_GO, a part of lexicon_duties.FOLLOW_VERBS), and the
player's going put first with the companion's after it ("Where I go, you go.", "everywhere I
wander, you come too"; lexicon_inverted.FOLLOWED_*). The companion follows, with any condition
said after it, as "follow me" would: never a question of where the player is, nor a coming
back once. Beside any other step the player's going is refused in words (the step and a
following at once, which the game cannot do: agent/reading/where_i_go.py), never dropped nor read
as a question of where. Each row an order and its reading in the gist notation of
tests/unit/gist.py."""

from __future__ import annotations

import pytest

from agent.reading import read
from agent.reading.meaning import Unknown
from tests.unit.readings import reading

SERVED = [
    ("go wherever I go", "follow"),
    ("go everywhere I go", "follow"),
    ("come wherever I go", "follow"),  # was a coming back, the rest refused
    ("walk wherever I walk", "follow"),
    ("roam wherever I roam, minion", "follow"),
    ("head everywhere I head", "follow"),
    ("go wherever I go, but if a bat comes near, kill it",
     "follow once near(bat, 3, companion): attack bat"),
    # the player's going put first, the companion's after it
    ("Where I go, you go.", "follow"),
    ("Wherever I go, you go.", "follow"),
    ("where I go you follow", "follow"),
    ("wherever I go, you come", "follow"),
    ("where I go, you go too", "follow"),
    ("everywhere I wander, you come too", "follow"),
    ("Everywhere I wander, you come too.", "follow"),
    ("Anywhere I roam, you'll follow me.", "follow"),
    ("wherever I walk, you must come along", "follow"),
    ("Get the bow. Where I go, you go.", "fetch bow; follow"),
]
# Near-misses: going where the companion likes, or where a monster goes, is no following; nor is
# a question of where, or a going said without the companion's.
KEPT = [
    ("go wherever you want", 'unknown[no such action] "go wherever you want"'),
    ("go wherever the bat goes", 'unknown[no such action] "go wherever the bat goes"'),
    ("go everywhere", 'unknown[no such action] "go everywhere"'),
    ("where do I go?", 'unknown[talk] "where do I go?"'),
    ("Wherever I go, go.", 'unknown[not understood] "Wherever I go, go"'),
]

# The player's going beside a duty that goes with the player: the duty, the going what it does.
WITH_A_DUTY = [
    ("follow me wherever I go", "follow"),
    ("wherever I go, stay close", "follow"),
    ("guard me wherever I go", "guard player"),
    ("wherever I go, protect me", "guard player"),
    ("stand between me and the gorgon wherever I go", "protect gorgon"),
    ("keep 2 tiles away from me wherever I go", "keep_distance player 2..2"),
]
# Beside any other step it asks for that step and a following at once, which the game cannot
# do: refused in words, never the step alone nor a question of where.
_CANNOT = 'unknown[cannot be done] "{}"'
REFUSED = [
    ("where I go, you get the bow", _CANNOT.format("where I go, get the bow")),
    ("wherever I go, you get the bow", _CANNOT.format("wherever I go, get the bow")),
    ("get the bow wherever I go", _CANNOT.format("get the bow wherever I go")),
    ("where I go, kill the bats", _CANNOT.format("where I go, kill the bats")),
    ("explore everywhere I wander", _CANNOT.format("explore everywhere I wander")),
    ("guard the bow wherever I go", _CANNOT.format("guard the bow wherever I go")),
    ("where I go, is there a bat?", 'unknown[not understood] "where I go, is there a bat"'),
]


@pytest.mark.parametrize(("order", "expected"), SERVED + KEPT + WITH_A_DUTY + REFUSED)
def test_where_i_go(order: str, expected: str) -> None:
    assert reading(order) == expected


def test_what_cannot_be_done_with_following_is_said_back() -> None:
    (refused,) = read("where I go, you get the bow").steps
    assert isinstance(refused, Unknown)
    assert refused.why == ("I can't get the bow wherever you go: I can follow you, or get the "
                           "bow, one after the other")
