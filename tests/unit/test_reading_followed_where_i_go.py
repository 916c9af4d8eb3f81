"""Following said as the player's going put first and the companion's after it ("Where I go, you
go.", "everywhere I wander, you come too") and "go wherever I go": following, never a question of
where the player is nor a coming back once."""

import pytest

from tests.unit.readings import reading


@pytest.mark.parametrize(("order", "meaning"), [
    ("Where I go, you go.", "follow"),
    ("Wherever I go, you go.", "follow"),
    ("where I go you follow", "follow"),
    ("wherever I go, you come", "follow"),
    ("where I go, you go too", "follow"),
    ("everywhere I wander, you come too", "follow"),
    ("Everywhere I wander, you come too.", "follow"),
    ("Anywhere I roam, you'll follow me.", "follow"),
    ("wherever I walk, you must come along", "follow"),
    ("go wherever I go", "follow"),
    ("go everywhere I go", "follow"),
    ("Get the bow. Where I go, you go.", "fetch bow; follow"),
])
def test_where_i_go_you_go_is_following(order: str, meaning: str) -> None:
    assert reading(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), [
    # a question of where, and a going said without the companion's: no following
    ("where do I go?", 'unknown[talk] "where do I go?"'),
    ("Wherever I go, go.", 'unknown[not understood] "Wherever I go, go"'),
])
def test_near_misses_are_not_following(order: str, meaning: str) -> None:
    assert reading(order) == meaning
