"""The cautious player's orders (the tenth fresh set's third voice) and their siblings: every
order hedged with a condition of safety, and a terse player's weapon held to one ("sword only")
and a count asked with "x2?". Each row is an order and its reading in the full gist notation."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# "..., but stop if X" after a duty said with an "and" of its own (a patrol "between A and B"):
# the duty until X, never a wait for X (agent/reading/stopping.py).
STOPPED = [
    ("patrol between the bow and the tile [8, 10], but stop if a bat shows up",
     "patrol bow to 8,10 once near(bat, 5, companion): stay"),
    ("patrol between the bow and the sword but stop when a bat comes near",
     "patrol bow to sword once near(bat, 3, companion): stay"),
    ("patrol between the bow and the sword, but come back to me if your health drops below 2",
     "patrol bow to sword once health(companion) < 2: come_back"),
    ("follow me, but stop if a bat shows up", "follow once near(bat, 5, companion): stay"),
]


@pytest.mark.parametrize(("order", "meaning"), STOPPED)
def test_a_duty_goes_on_until_it_is_stopped(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# Following with only a least distance said: still a following, so the distance has a most too
# (agent/reading/tidy.py: trailed); a distance kept only away from the player stays unbounded.
TRAILED = [
    ("follow me, but stay at least 2 tiles behind me", "keep_distance player 2..4"),
    ("follow me and keep at least 3 tiles from me", "keep_distance player 3..5"),
    ("follow me, but keep at least 2 tiles away from me", "keep_distance player 2..4"),
    ("stay at least 2 tiles behind me", "keep_distance player 2..4"),
    ("follow me, but stay 2 tiles behind me", "keep_distance player 2..2"),
    ("follow me but not too close", "keep_distance player 3..6"),
    ("stay at least 5 tiles away from me", "keep_distance player 5..-"),
    ("keep at least 4 tiles from the gorgon", "keep_distance gorgon 4..-"),
]


@pytest.mark.parametrize(("order", "meaning"), TRAILED)
def test_following_at_a_least_distance_still_follows(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# A fight held to one weapon ("sword only", "only the sword", "with nothing but the sword"): the
# fight with it, or refused where it cannot defeat the monster (agent/reading/held_weapon.py).
HELD = [
    ("kill bats, sword only.", 'unknown[cannot be done] "kill bats, sword only"'),
    ("kill bats, only with the sword", 'unknown[cannot be done] "kill bats, only with the sword"'),
    ("kill the bats with the sword only",
     'unknown[cannot be done] "kill the bats with the sword only"'),
    ("kill the gorgon with the bow alone",
     'unknown[cannot be done] "kill the gorgon with the bow alone"'),
    ("kill the gorgon, sword only", "attack gorgon"),
    ("kill the gorgon with only the sword", "attack gorgon"),
    ("kill the gorgon using just the sword", "attack gorgon"),
    ("kill the gorgon with nothing but the sword", "attack gorgon"),
    ("kill the gorgon with the sword only", "attack gorgon"),
    ("shoot the bats, bow only", "attack every bat"),
    ("get the sword only", "fetch sword"),
]


@pytest.mark.parametrize(("order", "meaning"), HELD)
def test_a_fight_held_to_one_weapon(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# A count typed with "x" ending a question: a number asked, never an errand
# (agent/reading/asked_times.py); said without "?" or after a verb, as before.
ASKED_TIMES = [
    ("arrows x2?", "ask value (count(arrow) * 2)"),
    ("bats left x2?", "ask value (count(bat) * 2)"),
    ("health x2?", "ask value (health(companion) * 2)"),
    ("monsters x2?", "ask value (count(monster) * 2)"),
    ("arrows x2", "fetch 2 arrow"),
    ("get arrows x2?", "fetch 2 arrow"),
    ("square x2", "repeat 2x 0t: square"),
    ("arrows?", 'unknown[not understood] "arrows"'),
]


@pytest.mark.parametrize(("order", "meaning"), ASKED_TIMES)
def test_a_count_typed_with_x_in_a_question_is_asked(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# Safety as a condition: the one the game can check, no monster near the companion; danger, one
# near (agent/reading/distances.py: cond_safe). Safety of something else stays refused.
SAFE = [
    ("if it's safe, explore a bit; otherwise stay with me",
     "if not near(monster, 3, companion): explore | follow"),
    ("get the bow, but only if it's safe", "if not near(monster, 3, companion): fetch bow | "),
    ("if the coast is clear, get the bow", "if not near(monster, 3, companion): fetch bow | "),
    ("if nothing dangerous is nearby, get the bow",
     "if not near(monster, 3, companion): fetch bow | "),
    ("if it's dangerous, come back", "if near(monster, 3, companion): come_back | "),
    ("guard the sword unless it gets dangerous", "guard sword once near(monster, 3, companion): "),
    ("if it's safe for me, get the bow",
     "unknown[not understood,logic] \"if it's safe for me, get the bow\""),
]


@pytest.mark.parametrize(("order", "meaning"), SAFE)
def test_safety_is_no_monster_near(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# A tile said as the set's header writes it, in square brackets (places._ROW_COL).
BRACKETED = [
    ("go to the tile [8, 12]", "go_to 8,12"),
    ("go to [8, 12]", "go_to 8,12"),
    ("walk to the tile [4, 7]", "go_to 4,7"),
    ("guard the tile [8, 12]", "guard 8,12"),
    ("go to the tile (8, 12)", "go_to 8,12"),
]


@pytest.mark.parametrize(("order", "meaning"), BRACKETED)
def test_a_tile_in_square_brackets(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# "provided (that)", "providing (that)", "on condition that": a condition, as "if" is, leading
# or trailing (lexicon.LEADS, reader._TAIL_RE).
PROVIDED = [
    ("get the bow provided that no bat is within 3 tiles of you",
     "if not near(bat, 3, companion): fetch bow | "),
    ("get the bow, providing that no bat is near you",
     "if not near(bat, 3, companion): fetch bow | "),
    ("provided no bat is near you, get the bow", "if not near(bat, 3, companion): fetch bow | "),
    ("providing your health is above 1, kill the gorgon",
     "if health(companion) > 1: attack gorgon | "),
    ("on condition that no bat is near you, get the bow",
     "if not near(bat, 3, companion): fetch bow | "),
]


@pytest.mark.parametrize(("order", "meaning"), PROVIDED)
def test_provided_that_is_a_condition(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# "at least until I tell you otherwise": as long as every order lasts (stopping.until_told).
UNTIL_TOLD = [
    ("keep away from the bats, at least until I tell you otherwise", "keep_away bat"),
    ("follow me, at least until I say so", "follow"),
    ("guard the bow at least until further notice", "guard bow"),
]


@pytest.mark.parametrize(("order", "meaning"), UNTIL_TOLD)
def test_at_least_until_told_otherwise(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# A word of care before an order, and monsters kept clear of while fetching said with "keeping
# (well) away from every ...": every errand walks round the monsters anyway
# (lexicon_closers.FILLER_START, asides._WITHOUT_GOING_NEAR).
CAREFUL = [
    ("carefully bring me the bow, keeping well away from every monster", "bring bow"),
    ("carefully get the bow", "fetch bow"),
    ("safely bring me the bow", "bring bow"),
    ("bring me the bow, avoiding every monster", "bring bow"),
    ("bring me the bow, staying away from the monsters", "bring bow"),
    ("carefully light a torch and check the dark corners",
     'unknown[no such action] "light a torch and check the dark corners"'),
    ("kill the bat, keeping away from the gorgon",
     'attack bat; unknown[no such action] "keeping away from the gorgon"'),
]


@pytest.mark.parametrize(("order", "meaning"), CAREFUL)
def test_care_changes_no_errand(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# Why one waits, said after a wait ("to be sure it's quiet", "to be safe", "just in case"):
# the wait (lexicon_closers.REPEAT_CLOSERS).
WAITED_TO_BE_SAFE = [
    ("wait 3 turns to be sure it's quiet, then walk to the tile [4, 7]",
     "repeat 0x 3t: ; go_to 4,7"),
    ("wait 3 turns to be safe, then get the bow", "repeat 0x 3t: ; fetch bow"),
    ("wait 3 turns just in case, then get the bow", "repeat 0x 3t: ; fetch bow"),
]


@pytest.mark.parametrize(("order", "meaning"), WAITED_TO_BE_SAFE)
def test_why_one_waits_changes_no_wait(order: str, meaning: str) -> None:
    assert reading(order) == meaning
