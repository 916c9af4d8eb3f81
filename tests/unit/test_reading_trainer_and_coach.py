"""The eleventh fresh set's first two voices: a player who talks to the companion like a trained
dog, and a coach calling plays (bench/fresh_orders_11.toml, orders 1-65). Each family with
siblings the set does not hold, and near misses that read otherwise or stay refused. Each row an
order and its reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from agent.loop import restatable
from agent.reading import meaning as m, read
from tests.unit.readings import reading

# -- the player carried (agent/reading/carried_player.py) ----------------------------------------
# The companion cannot carry or move the player: refused whole, as beyond the game, and never
# restated (a restatement once ran "Carry me on your back to the sword, boy!" as a fetch).
CARRIED = [
    "Carry me on your back to the sword, boy!",
    "carry me to the bow",
    "carry me",
    "Carry me over to the corner, please",
    "give me a ride to the corner",
    "give me a lift to the sword",
    "pick me up and take me to the sword",
    "pick me up",
    "piggyback me to the bow",
    "let me ride on your back to the bow",
    "can I climb on your back?",
    "walk me over to the bow",
    "Sub me out: walk me over to the bench by the bow.",
    "drag me to the bottom left corner",
    "lift me up and carry me across the room",
]

# Near misses: the player led, or an errand for the player, or a ban the companion keeps.
NOT_CARRIED = [
    ("take me to the sword", "go_to sword"),
    ("carry the bow to me", "bring bow"),
    ("carry me an arrow", "bring arrow"),
    ("pick me up an arrow", "bring arrow"),
    ("throw me the bow", "bring bow"),
    ("walk with me", "follow"),
]


@pytest.mark.parametrize("order", CARRIED)
def test_carrying_the_player_is_refused_whole_and_never_restated(order):
    meaning = read(order)
    assert [type(s) for s in meaning.steps] == [m.Unknown]
    assert meaning.steps[0].reason is m.Reason.CANNOT
    assert "can't carry you" in meaning.steps[0].detail
    assert not restatable(meaning)


@pytest.mark.parametrize(("order", "gist"), NOT_CARRIED)
def test_what_is_not_carrying_the_player_reads_as_before(order, gist):
    assert reading(order) == gist


# -- counts combined (agent/reading/combined_counts.py) -----------------------------------------
COMBINED = [
    ("Count the bats and the arrows and give me the sum.", "ask value (count(bat) + count(arrow))"),
    (
        "count the bats and the arrows and give me the total",
        "ask value (count(bat) + count(arrow))",
    ),
    ("count the bats and the arrows and tell me the sum", "ask value (count(bat) + count(arrow))"),
    ("how many bats and how many arrows? add them up", "ask value (count(bat) + count(arrow))"),
    (
        "count the bats and the arrows. what's that together?",
        "ask value (count(bat) + count(arrow))",
    ),
    (
        "count the bats and the arrows. What do they come to?",
        "ask value (count(bat) + count(arrow))",
    ),
    (
        "count the bats and the gorgons and the arrows and give me the sum",
        "ask value ((count(bat) + count(gorgon)) + count(arrow))",
    ),
    (
        "count the bats and the arrows and tell me the difference",
        "ask value (count(bat) - count(arrow))",
    ),
    (
        "count the arrows and the bats, then tell me the difference",
        "ask value (count(arrow) - count(bat))",
    ),
    (
        "count the bats and the arrows and give me the product",
        "ask value (count(bat) * count(arrow))",
    ),
    # already read so, before: in one clause
    ("count the bats and the arrows and add them up", "ask value (count(bat) + count(arrow))"),
]

# Words that combine nothing: left as the reader made them.
NOT_COMBINED = [
    "count the bats and give me the sum",
    "get the bow and give me the sum",
    "count the bats and the arrows and the swords and tell me the difference",
]


@pytest.mark.parametrize(("order", "gist"), COMBINED)
def test_counts_combined_in_words_are_one_number(order, gist):
    assert reading(order) == gist


@pytest.mark.parametrize("order", NOT_COMBINED)
def test_combining_words_with_no_counts_to_combine_stay_unread(order):
    assert any(isinstance(s, m.Unknown) for s in read(order).steps)
