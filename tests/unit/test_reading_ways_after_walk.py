"""A way said alone after a walk ("go left then right") is a step of its own on the walk's verb,
"right" too, which may otherwise open an order as a word of filler ("Right, get the bow"); a
closer after the last way ("go left then right now") changes no step and drops none."""

import pytest

from tests.unit.readings import reading


@pytest.mark.parametrize(("order", "meaning"), [
    ("go left then right", "walk left 1; walk right 1"),
    ("go up then right", "walk up 1; walk right 1"),
    ("go up then down", "walk up 1; walk down 1"),
    ("walk right and then left", "walk right 1; walk left 1"),
    ("step left, then right", "walk left 1; walk right 1"),
    ("step left, then right, then left", "walk left 1; walk right 1; walk left 1"),
    ("go left 2 then right 3", "walk left 2; walk right 3"),
    ("run north then east then south", "walk north 1; walk east 1; walk south 1"),
])
def test_each_way_after_a_walk_is_a_step(order: str, meaning: str) -> None:
    assert reading(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), [
    # a closer after the last way changes no step and drops none ("right now" is no filler)
    ("go left then right now", "walk left 1; walk right 1"),
    ("go up then down now", "walk up 1; walk down 1"),
    ("now go left then right", "walk left 1; walk right 1"),
    ("go left and then right now!", "walk left 1; walk right 1"),
    ("go up then down quickly", "walk up 1; walk down 1"),
    ("go up then down right now", "walk up 1; walk down 1"),
    ("walk 2 up then 3 down now", "walk up 2; walk down 3"),
    ("go left then 2 right now please", "walk left 1; walk right 2"),
    ("go left then right, now", "walk left 1; walk right 1"),
    # near-misses: "right now" after a comma alone may be "at once" (refused as before); a
    # thing after "then" is no way
    ("go left, right now", 'unknown[no such action] "go left, right now"'),
    ("go left then the bow now", 'walk left 1; unknown[not understood] "the bow now"'),
])
def test_a_closer_after_the_last_way_keeps_every_step(order: str, meaning: str) -> None:
    assert reading(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), [
    # "right" opening an order, or asking after it, is no way to walk
    ("Right. Get the bow.", "fetch bow"),
    ("right, get the bow", "fetch bow"),
    ("kill the bat, right?", "attack bat"),
])
def test_right_said_as_filler_stays_filler(order: str, meaning: str) -> None:
    assert reading(order) == meaning
