"""A player who states goals and outcomes rather than actions (agent/reading/outcomes.py): a
wish to know is the question, a state wished is the order that brings it about, read by the
reader's own pieces. What the restated order cannot read stays refused, and so does a wish
about the player's own place. Each row an order and its reading in the gist notation of
tests/unit/gist.py (a reading with an "unknown" part is refused)."""

from __future__ import annotations

import pytest

from agent.compose.composition import check_knowable
from agent.compose.lua import NotComposable
from agent.reading import read
from game.maps import load_map
from tests.unit.readings import reading

# A wish to know: the question asked indirectly.
TO_KNOW = [
    ("I'd like to know how much health you've got left", "ask health of companion"),
    ("I would like to know how much health you have", "ask health of companion"),
    ("I need to know where the sword is", "ask where sword"),
    ("I need to hear where the bow is", "ask where bow"),
    ("I want to hear how far away the sword is", "ask distance sword of companion"),
    ("I want to know how far away the bow is", "ask distance bow of companion"),
    ("I need to know what you're carrying", "ask carrying of companion"),
    (
        "I'd like to know whether the bow or the sword is closer to me",
        "ask which bow,sword of player nearest",
    ),
    ("I'd like to know if you have the bow", "ask check has(companion, bow)"),
    ("I want to know whether there are bats left", "ask check count(bat) > 0"),
    ("tell me, I'd like to know where the bow is", "ask where bow"),
    # a kind left out, "if you don't count" as "not counting" (agent/reading/exclusions.py)
    (
        "I'd like to know how many monsters are left if you don't count the bats",
        "ask value (count(monster) - count(bat))",
    ),
    (
        "how many items are there if you don't count the arrows?",
        "ask value (count(item) - count(arrow))",
    ),
    (
        "if you don't count the bats, how many monsters are left?",
        "ask value (count(monster) - count(bat))",
    ),
]

# An outcome wished: the act that brings it about.
OUTCOMES = [
    ("I want the sword in my hands", "bring sword"),
    ("the bow should end up with me", "bring bow"),
    ("I'd like the bow with me", "bring bow"),
    ("I'd like to end up holding the bow and an arrow", "bring bow; bring arrow"),
    ("make sure the top-right bat is dead", "attack nearest-from-top right bat"),
    ("see to it that the bat in the top right is dead", "attack nearest-from-top right bat"),
    ("I want the bat in the middle of the map gone", "attack nearest-from-middle bat"),
    ("the gorgon has to go", "attack gorgon"),
    ("I want the bats dead", "attack every bat"),
    ("I want no bats left", "attack every bat"),
    ("I want the gorgon dead, and I want it done with the sword", "attack gorgon"),
    ("no arrows left lying around, please", "fetch every arrow"),
    ("I'd like two arrows in your bag", "fetch 2 arrow"),
    (
        "the arrow down in the bottom left should end up in your pack",
        "fetch nearest-from-bottom left arrow",
    ),
    ("I want the bow guarded", "guard bow"),
    # the companion having a thing: fetched
    ("I want you carrying the bow", "fetch bow"),
    ("I want you holding the sword", "fetch sword"),
    ("make sure you have the sword", "fetch sword"),
    ("I'd like you to have the bow", "fetch bow"),
    ("make sure you've got the bow", "fetch bow"),
    ("I want you to end up with two arrows", "fetch 2 arrow"),
    ("I want you with me", "follow"),
    ("be in the top left corner when I get there", "go_to top left"),
    ("be next to the bow when I arrive", "go_to bow"),
    ("I want you standing between me and the bat", "protect bat"),
    ("I want you following me", "follow"),
    ("I need you next to me", "follow"),
    ("I'd like you by my side", "follow"),
    ("make sure you're next to me", "follow"),
    ("I want you near the bow", "go_to bow"),
    ("i want you at row 8 col 12", "go_to 8,12"),
    ("be at the middle of the map when I get there", "go_to middle"),
    ("I want you right where you are. not moving", "stay"),
    ("I'd like you well clear of the gorgon", "keep_away gorgon"),
    (
        "my goal: you never closer than 3 tiles to me and never more than 6 away",
        "keep_distance player 3..6",
    ),
    ("I want as much of the map explored as you can manage", "explore"),
    ("I want the whole map explored", "explore"),
    ("the sword should stay where it is, with you standing right next to it", "go_to sword"),
]

# Near misses: read as before (an order already read), or refused.
OTHERWISE = [
    ("I want you to get the bow", "fetch bow"),
    ("i want you to stay at least 3 tiles away from the medusa", "keep_distance gorgon 3..-"),
    (
        "i want you to stay close to me, but if a monster gets close, run away",
        "follow once near(monster, 3, companion): flee",
    ),
    ("get teh arow", "fetch arrow"),
    ("i want you to hold still", "stay"),
    ("I want you holding your position", "stay"),
]
REFUSED = [
    "I want the gorgon dead, and I want it done with the bow",  # the bow cannot defeat it
    "I want to be standing next to the sword",  # the player's place
    "I want to be next to the sword",
    "the bow is with me",  # said of the moment, no wish
    "the gorgon is dead",
    "I want the bow dead",  # no monster
    "I want the bat not dead",  # a fight wished not to be (it attacked the bat)
    "we need the gorgon never gone",
    "I want the gorgon guarded",
    "I want you with the bow",  # holding it or by it
    "make sure the bow is not in your bag",  # a thing said not to be so
    "I want the bow not in your hands",
    "the bow should never end up with me",
    "make sure the bow isn't guarded",
    "I want you to have a shield",
    "I want a shield to carry",
    "I'd like a hot cup of coffee",
    "count the monsters if you don't count the bat in the top right",  # a pick left out
]


@pytest.mark.parametrize(("order", "expected"), TO_KNOW + OUTCOMES + OTHERWISE)
def test_outcome_read_as_the_act(order: str, expected: str) -> None:
    assert reading(order) == expected


@pytest.mark.parametrize("order", REFUSED)
def test_outcome_not_brought_about_stays_refused(order: str) -> None:
    assert "unknown[" in reading(order), reading(order)


def test_the_bow_on_the_gorgon_refused_for_the_weapon() -> None:
    assert "cannot be done" in reading("I want the gorgon dead, and I want it done with the bow")


# Read on the player's words, never written out as an order and read again (issue 39, part 2;
# the rest in tests/unit/test_one_pass_rewrites.py):
# the errand on a thing, the map explored, a question of what, where, how ... put indirectly.
ON_THE_WORDS = [
    ("I want the gorgon dead", "attack gorgon", "the gorgon dead"),
    ("make sure the gorgon is slain", "attack gorgon", "the gorgon is slain"),
    ("the bats have to die", "attack every bat", "the bats have to die"),
    ("I want both bats dead", "attack 2 bat", "both bats dead"),
    ("I need the bow in my hands", "bring bow", "the bow in my hands"),
    ("I want every arrow in my possession", "bring every arrow", "every arrow in my possession"),
    ("I want all the arrows in your bag", "fetch every arrow", "all the arrows in your bag"),
    ("I want an arrow in your pack", "fetch arrow", "an arrow in your pack"),
    ("I'd like the sword guarded", "guard sword", "the sword guarded"),
    ("no items left lying around", "fetch every item", "no items left lying around"),
    ("I want the entire dungeon explored", "explore", "the entire dungeon explored"),
    ("I'd like to know how many bats are left", "ask count bat", "how many bats are left"),
    ("I need to find out where the gorgon is", "ask where gorgon", "where the gorgon is"),
    (
        "I'd like to know if you have the bow",
        "ask check has(companion, bow)",
        "if you have the bow",
    ),
    ("I want to know if a bat is near me", "ask check near(bat, 3, player)", "if a bat is near me"),
    # the companion doing something or somewhere: on the verb it stands for
    ("I need you next to me", "follow", "you next to me"),
    ("I really want you beside me", "follow", "you beside me"),
    ("I'd like you right here", "stay", "you right here"),
    ("I want you near the bow", "go_to bow", "you near the bow"),
    ("I'd like you well clear of the gorgon", "keep_away gorgon", "you well clear of the gorgon"),
    ("I want you guarding the bow", "guard bow", "you guarding the bow"),
    ("I want you exploring the dungeon", "explore", "you exploring the dungeon"),
    ("I want you holding the sword", "fetch sword", "you holding the sword"),
    ("I want you walking 3 steps left", "walk left 3", "3 steps left"),  # the walk's way
    # the place gone to, as the place rows read one named alone
    ("i want you at row 8 col 12", "go_to 8,12", "you at row 8 column 12"),
    ("I want you close to the sword", "go_to sword", "you close to the sword"),
    ("be next to the bow when I arrive", "go_to bow", "be next to the bow when I arrive"),
    (
        "I want you standing between me and the bat",
        "protect bat",
        "you standing between me and the bat",
    ),
]
# Near misses of those: refused as said.
NOT_ON_THE_WORDS = [
    "I want the bow dead",  # no monster
    "I want the gorgon not dead",
    "no gorgons left lying around",  # a monster lies nowhere
    "no arrows left alive",
    "I want to know where",
    "the arrow should end up with me and the bow in your bag",
]


@pytest.mark.parametrize(("order", "expected", "words"), ON_THE_WORDS)
def test_outcome_read_on_the_players_words(order: str, expected: str, words: str) -> None:
    assert reading(order) == expected
    assert read(order).steps[0].words == words


@pytest.mark.parametrize("order", NOT_ON_THE_WORDS)
def test_outcome_near_miss_refused(order: str) -> None:
    assert "unknown[" in reading(order), reading(order)


def test_more_than_the_world_holds_is_read_and_said_back() -> None:
    """ "I want four swords in my pack" is read as bringing four, which the world's count says
    back (agent/reading/said_counts.py); two arrows of three are brought."""
    world = load_map()
    with pytest.raises(NotComposable, match="only one sword"):
        check_knowable(read("I want four swords in my pack"), world)
    check_knowable(read("I'd like two arrows in your bag"), world)
