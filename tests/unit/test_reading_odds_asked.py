"""A yes-or-no question put as a guess at the odds ("is there any chance the gorgon is dead?") is
the yes or no of the statement after the odds, never the count of what it names: "is there any
chance the gorgon is dead?" was read by its "is there any" as how many gorgons there are. What a
monster's state asks ("is the gorgon still around?") is whether it is alive, not whether it is
near; "still around you" is near you as before."""

from __future__ import annotations

import pytest

from agent.reading import read
from agent.refusal import refusal
from tests.unit.gist import steps


@pytest.mark.parametrize(("order", "gist"), [
    ("is there any chance the gorgon is dead?", "ask check count(gorgon) == 0"),
    ("any chance the gorgon is gone?", "ask check count(gorgon) == 0"),
    ("is there a chance the bat is still alive?", "ask check count(bat) > 0"),
    ("what are the chances the gorgon is dead?", "ask check count(gorgon) == 0"),
    ("is it possible that the gorgon has been killed?", "ask check count(gorgon) == 0"),
    ("do you think there are bats left?", "ask check count(bat) > 0"),
    ("is there any chance you have the bow?", "ask has bow of companion"),
    ("any chance the bow is near you?", "ask check near(bow, 3, companion)"),
    # not a question of which ("what ... near": which bat is nearest me)
    ("what are the odds the bat is near me?", "ask check near(bat, 3, player)"),
    ("what's the chance the gorgon is near you?", "ask check near(gorgon, 3, companion)"),
    # "whether" alone after "tell me" leads a yes or no as "if" does (it was not understood)
    ("tell me whether the gorgon is dead", "ask check count(gorgon) == 0"),
    ("tell me whether you have the bow", "ask has bow of companion"),
    # a monster's state
    ("is the gorgon still around?", "ask check count(gorgon) > 0"),
    ("are the bats still around now?", "ask check count(bat) > 0"),
    ("if the gorgon is still around, get the bow", "if count(gorgon) > 0: fetch bow | "),
    ("has the bat been killed yet?", "ask check count(bat) == 0"),
    ("is the gorgon alive?", "ask check count(gorgon) > 0"),
    # as before
    ("is a bat still around you?", "ask check near(bat, 3, companion)"),
    ("is the gorgon around?", "ask check near(gorgon, 3, companion)"),
])
def test_the_odds_or_a_monsters_state_asked_is_a_yes_or_no(order, gist):
    assert steps(read(order).steps) == gist


@pytest.mark.parametrize(("order", "said"), [
    ("is there any chance of a bat nearby?", "the chance of a bat nearby"),
    ("is there any chance the gorgon is dead for good now and forever?", "whether the gorgon"),
])
def test_odds_of_what_reads_as_no_condition_are_said_back_not_counted(order, said):
    meaning = read(order)
    assert meaning.unknown, steps(meaning.steps)
    assert said in refusal(meaning, None)


def test_a_request_put_as_the_odds_is_not_said_back_as_the_odds():
    assert "whether" not in refusal(read("do you think you could follow me around?"), None)
