"""Following within a bound is the distance kept: "follow me within 2 tiles", "stay within 2
tiles of me", "keep no more than 2 tiles behind me", "track my position with a lag of at most 2
tiles" are keep_distance("player", nil, 2), which holds the bound after every tick where the
player walks away (tests/unit/test_keep_band.py), where following lets them a tile past it."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

WITHIN = [
    ("follow me within 2 tiles", "keep_distance player -..2"),
    ("follow me within three tiles", "keep_distance player -..3"),
    ("please follow me within 2 tiles", "keep_distance player -..2"),
    ("follow me within 2 tiles, please", "keep_distance player -..2"),
    ("stay within 2 tiles of me", "keep_distance player -..2"),
    ("stay within 4 tiles of me", "keep_distance player -..4"),
    ("keep no more than 3 tiles behind me", "keep_distance player -..3"),
    ("stay no more than 2 tiles behind me", "keep_distance player -..2"),
    ("follow me no more than 2 tiles behind", "keep_distance player -..2"),
    ("follow me but stay within 3 tiles", "keep_distance player -..3"),
    # the bound said after "at a distance of"
    ("follow me at a distance of at most 2 tiles", "keep_distance player -..2"),
    ("follow me at a distance of no more than 3 tiles", "keep_distance player -..3"),
    ("stay at a distance of at least 3 tiles from me", "keep_distance player 3..-"),
    ("keep at a distance of at most 4 tiles from the bow", "keep_distance bow -..4"),
    # the other verbs of following
    ("shadow me within 2 tiles", "keep_distance player -..2"),
    ("trail me within 3 tiles", "keep_distance player -..3"),
    ("tail me at most 2 tiles behind", "keep_distance player -..2"),
    ("come after me within 2 tiles", "keep_distance player -..2"),
    ("shadow me at least 3 tiles back", "keep_distance player 3..-"),
    # the bound said after the following, as a participle or a "never" with no verb
    ("follow me, staying within 2 tiles", "keep_distance player -..2"),
    ("follow me, keeping within 3 tiles", "keep_distance player -..3"),
    ("staying within 2 tiles of me", "keep_distance player -..2"),
    ("keeping at least 3 tiles from the gorgon", "keep_distance gorgon 3..-"),
    ("follow me, never more than 2 tiles behind", "keep_distance player -..2"),
    ("follow me, but never more than 3 tiles away", "keep_distance player -..3"),
    ("follow me, never further than 2 tiles away", "keep_distance player -..2"),
    ("never more than 3 tiles from me", "keep_distance player -..3"),
    ("never within 3 tiles of me", "keep_distance player 4..-"),
    # a lag kept at most so far (an engineer's words)
    ("track my position with a lag of at most 2 tiles", "keep_distance player -..2"),
    ("track my position with a lag of at most 1 tile", "keep_distance player -..1"),
    ("follow me with a lag of at most 2 tiles", "keep_distance player -..2"),
    ("track my position with a lag of no more than 4 tiles", "keep_distance player -..4"),
    # a contract's words
    (
        "Notwithstanding the foregoing, the Companion shall follow the Player at a distance not "
        "exceeding two (2) tiles.",
        "keep_distance player -..2",
    ),
    (
        "The Companion shall follow the Player at a distance of no more than 4 tiles.",
        "keep_distance player -..4",
    ),
    (
        "The Companion shall follow the Player at a distance not exceeding one (1) tile.",
        "keep_distance player -..1",
    ),
]

# Near-misses: no bound is following; a distance said exactly stays exact; a lag with no bound,
# or what cannot be kept to, stays refused.
NEAR = [
    ("follow me", "follow"),
    ("shadow me", "follow"),
    ("track my position", "follow"),
    ("the Companion shall follow the Player.", "follow"),
    ("follow me at a distance", "keep_distance player 3..6"),
    ("follow me at a distance of 3 tiles", "keep_distance player 3..3"),
    ("stay at a distance of about 3 tiles from me", "keep_distance player 3..3"),
    ("get teh arow", "fetch arrow"),
    ("keep the bow", 'unknown[no such action] "keep the bow"'),
]


@pytest.mark.parametrize(("order", "meaning"), WITHIN + NEAR)
def test_following_within_a_bound_is_the_distance_kept(order: str, meaning: str) -> None:
    assert reading(order) == meaning


@pytest.mark.parametrize(
    "order",
    [
        "track my position with a lag of 2 tiles",
        "shadow the bat within 2 tiles",
        "track the bat with a lag of at most 2 tiles",
        "never more than 2 arrows",
        "never 3 tiles from me",
        "follow me, keeping the bow",
    ],
)
def test_a_lag_or_a_following_that_cannot_be_kept_stays_refused(order: str) -> None:
    assert "unknown" in reading(order)
