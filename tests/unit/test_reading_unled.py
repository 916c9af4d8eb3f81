"""A condition said without its lead word before the order it times is when it happens; a
state or a change going on now before an order stays a remark on the moment."""

import pytest

from tests.unit.gist import gist


@pytest.mark.parametrize(("order", "meaning"), [
    # a change said in the plain present: when it happens (the words before the comma were left
    # out as a remark, and the companion came back at once)
    ("your health drops below 2, come back", "wait once health(companion) < 2: come_back"),
    ("your health falls under 2, run back to me", "wait once health(companion) < 2: come_back"),
    ("the bat comes near, run", "wait once near(bat, 3, companion): flee"),
    ("a bat comes within 3 tiles, come back to me",
     "wait once near(bat, 3, companion): come_back"),
    ("a bat gets close, kill it", "wait once near(bat, 3, companion): attack bat"),
    ("I walk away, follow me", "wait once distance(companion, player) > 3: follow"),
    ("you see a bat, kill it", "wait once near(bat, 5, companion): attack bat"),
    # a change going on now, or a state: the order now
    ("a monster is coming, run!", "flee"),
    ("the bats are getting close, run", "flee"),
    ("the gorgon is dead, come back", "come_back"),
    ("you have the sword, kill the gorgon", "attack gorgon"),
    ("the bat is near, kill it", "attack bat"),
])
def test_a_change_said_before_an_order_times_it(order: str, meaning: str) -> None:
    assert gist(order) == meaning
