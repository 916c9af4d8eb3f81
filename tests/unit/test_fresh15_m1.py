"""The fifteenth fresh set's first two voices: orders hanging on the companion's own state and an
anxious, safety-first player. Each family with siblings the set does not hold, and near-misses
that stay refused or read otherwise."""

import pytest

from tests.unit.gist import gist


@pytest.mark.parametrize(
    ("order", "meaning"),
    [
        # a retreat to the player is coming back to them (errands._away), not a flight
        (
            "if you're hurt, back off to me, otherwise go get the bow",
            "if health(companion) < 3: come_back | fetch bow",
        ),
        ("back off to me", "come_back"),
        ("back off towards me", "come_back"),
        ("run away to me", "come_back"),
        ("withdraw back to me now", "come_back"),
        ("fall back toward me", "come_back"),
        ("retreat over here", "come_back"),
        ("get away to my side", "come_back"),
        ("if a bat comes near you, back off to me", "wait once near(bat, 3, companion): come_back"),
        # near-misses: a retreat from something, or nowhere said, is a flight
        ("back off", "flee"),
        ("back off from the gorgon", "flee"),
        ("run away", "flee"),
    ],
)
def test_read(order: str, meaning: str) -> None:
    assert gist(order) == meaning
