"""Time said with an act, and counts the world must have (the twelfth fresh set's time voice
and its counts): a delay before or after an act is a wait of that many turns, then the act;
other words of time before an act are said back, never left out; "both" names two, and an act on
more things than the world has is said, not done as if there were."""

import pytest

from agent.compose.composition import compose
from agent.reading import read
from game.maps import load_map
from tests.unit.gist import gist
from tests.unit.readings import reading


@pytest.mark.parametrize(
    ("order", "meaning"),
    [
        # a delay before the act (the words before the comma were left out: it set off at tick 1)
        ("after 2 turns, go stand next to the bow", "repeat 0x 2t: ; go_to bow; stay"),
        ("3 turns from now, come stand next to me", "repeat 0x 3t: ; follow"),
        ("in 2 turns, walk 3 steps right", "repeat 0x 2t: ; walk right 3"),
        ("2 ticks later, get the bow", "repeat 0x 2t: ; fetch bow"),
        ("give it 3 turns, then get the bow", "repeat 0x 3t: ; fetch bow"),
        ("hold 2 turns and then get the bow", "repeat 0x 2t: ; fetch bow"),
        ("in two turns get the bow", "repeat 0x 2t: ; fetch bow"),
        ("after 3 turns come to me", "repeat 0x 3t: ; come_back"),
        ("in 3 turns, explore", "repeat 0x 3t: ; explore"),
        ("a turn from now, get the bow", "repeat 0x 1t: ; fetch bow"),
        ("after another 2 turns, get the bow", "repeat 0x 2t: ; fetch bow"),
        (
            "2 turns later, get the bow and then bring it to me",
            "repeat 0x 2t: ; fetch bow; bring bow",
        ),
        # a delay after the act
        ("get the bow after 2 turns", "repeat 0x 2t: ; fetch bow"),
        ("come to me 3 turns from now", "repeat 0x 3t: ; come_back"),
        # as before
        ("wait 5 turns, then get the bow", "repeat 0x 5t: ; fetch bow"),
        ("wait 2 turns and then get the bow", "repeat 0x 2t: ; fetch bow"),
        ("for the next 5 turns stay put, then go get the bow", "repeat 0x 5t: stay; fetch bow"),
        ("a monster is coming, run!", "flee"),
        ("for now, stay here", "stay"),
        # more turns than the game keeps at something: refused
        ("in 2000 turns, get the bow", "unknown; fetch bow"),
        # "in 2 turns" after the act: within them, or after? said back
        ("get the bow in 2 turns", "fetch bow; unknown"),
        # other words of time before an act: said back, never left out
        ("after a while, get the bow", "unknown; fetch bow"),
        ("in a moment, get the bow", "unknown; fetch bow"),
        ("later, get the bow", "unknown; fetch bow"),
        ("soon, get the bow", "unknown; fetch bow"),
    ],
)
def test_a_delay_is_a_wait_then_the_act(order: str, meaning: str) -> None:
    assert gist(order) == meaning


def _problem(order: str) -> str:
    return compose(read(order), load_map()).problem


@pytest.mark.parametrize(
    ("order", "problem"),
    [
        ("kill both gorgons", "there is only one gorgon, not 2"),
        ("kill the two gorgons", "there is only one gorgon, not 2"),
        ("get all four swords", "there is only one sword, not 4"),
        ("kill 4 bats", "there are only 3 bats, not 4"),
        ("pick up five arrows", "there are only 3 arrows, not 5"),
    ],
)
def test_more_than_the_world_has_is_said(order: str, problem: str) -> None:
    assert _problem(order) == problem


@pytest.mark.parametrize(
    "order",
    [
        "kill both the gorgon and a bat",
        "kill two bats",
        "kill all three bats",
        "get 2 arrows",
        "kill the gorgon",
        "get both the bow and an arrow",
        "kill every bat",
    ],
)
def test_as_many_as_there_are_is_done(order: str) -> None:
    assert _problem(order) == ""


@pytest.mark.parametrize(
    ("order", "meaning"),
    [
        # "both" names two, a count the world must have (it was every one of the kind)
        ("kill both gorgons", "attack 2 gorgon"),
        ("kill both of the bats", "attack 2 bat"),
        ("get both arrows", "fetch 2 arrow"),
        ("bring me both arrows", "bring 2 arrow"),
        # "both" of two things named: each of them
        ("get both the bow and the sword", "fetch bow; fetch sword"),
        ("kill both the gorgon and a bat", "attack gorgon; attack bat"),
    ],
)
def test_both_names_two(order: str, meaning: str) -> None:
    assert gist(order) == meaning


@pytest.mark.parametrize(
    ("order", "meaning"),
    [
        # "exactly" / "precisely" before a count: the count said
        ("kill exactly one bat", "attack bat"),
        ("get exactly 2 arrows", "fetch 2 arrow"),
        ("pick up precisely two arrows", "fetch 2 arrow"),
        ("stay exactly 2 tiles from the bow", "keep_distance bow 2..2"),
        (
            "if you have exactly 2 arrows, come back",
            "if carried(companion, arrow) == 2: come_back | ",
        ),
        # a supposed change of "N of them": N of the kind asked of
        ("how many bats would be left if you killed 2 of them?", "ask value (count(bat) - 2)"),
        ("how many bats would be left if you killed one of them?", "ask value (count(bat) - 1)"),
        (
            "if you picked up 2 of the arrows, how many arrows would be left?",
            "ask value (count(arrow) - 2)",
        ),
        ("how many bats would be left if you killed 2?", "ask value (count(bat) - 2)"),
        # a change the count cannot weigh stays refused
        ("how many bats would be left if you killed 2 of the arrows?", "unknown; unknown"),
    ],
)
def test_counts_said_exactly_and_supposed(order: str, meaning: str) -> None:
    assert gist(order) == meaning


_NEARER = "if distance(bow, companion) < distance(sword, companion): fetch bow | fetch sword"


@pytest.mark.parametrize(
    ("order", "meaning"),
    [
        # a choice between "the two weapons": the bow and the sword, by their names
        ("grab the nearer of the two weapons", _NEARER),
        ("grab the nearer of the 2 weapons", _NEARER),
        ("Whichever of the two weapons is nearer, get it.", _NEARER),
        ("whichever of the bow and the sword is nearer, fetch it", _NEARER),
        (
            "of the 2 weapons, which one is farther from you?",
            "ask which bow,sword of companion farthest",
        ),
        ("which of the two weapons is nearer?", "ask which bow,sword of companion nearest"),
        # "both weapons": each, as before
        (
            "get both weapons",
            "if distance(sword, companion) < distance(bow, companion): fetch sword; fetch bow"
            " | fetch bow; fetch sword",
        ),
        # "from now on" with no comma: as with one
        ("from now on walk back and forth between here and the bow", "patrol bow"),
        ("from now on, walk back and forth between here and the bow", "patrol bow"),
        ("from now on follow me", "follow"),
        ("from now on fly", "unknown"),
    ],
)
def test_two_weapons_and_from_now_on(order: str, meaning: str) -> None:
    assert gist(order) == meaning


@pytest.mark.parametrize(
    ("order", "meaning"),
    [
        # every one of a kind but a few: one after another until no more are left
        ("collect all but one arrow", "fetch every arrow once count(arrow) <= 1: "),
        ("pick up every arrow but one", "fetch every arrow once count(arrow) <= 1: "),
        ("get all the arrows except two", "fetch every arrow once count(arrow) <= 2: "),
        ("collect every arrow except one", "fetch every arrow once count(arrow) <= 1: "),
        ("kill all but one bat", "attack every bat once count(bat) <= 1: "),
        # a verb that does more than fetch or fight, or none left over: as before
        ("bring me all but one arrow", "unknown"),
        ("collect all but zero arrows", "unknown"),
        # a fight, then the wish to be told it is over: the fight, as "... tell me when it's dead"
        (
            "go kill the bat in the middle, and once it's dead, tell me",
            "attack nearest-from-middle bat; say 'The bat is dead'",
        ),
        (
            "kill the gorgon and when it is dead let me know",
            "attack gorgon; say 'The gorgon is dead'",
        ),
        (
            "kill every bat and once they are dead, tell me",
            "attack every bat; say 'The bats are dead'",
        ),
        ("kill the bat and tell me when it's dead", "attack bat; say 'The bat is dead'"),
        ("get the bow, and once it's dead, tell me", "fetch bow; unknown"),
        # an act each turn for a number of turns: once a turn, that many times
        ("for 4 turns, take a step down each turn", "repeat 4x 0t: walk down 1"),
        ("take a step down every turn for 4 turns", "repeat 4x 0t: walk down 1"),
        ("each turn, for 3 turns, step right", "repeat 3x 0t: walk right 1"),
        ("say hi every turn for 3 turns", "repeat 3x 0t: say 'hi'"),
        # each turn, for how long? said back
        ("take a step down each turn", "unknown"),
        # a distance with both bounds denied after it: exactly that distance
        ("stand 2 tiles from the bow, no more, no less", "keep_distance bow 2..2"),
        ("keep 3 tiles from me, not more and not less", "keep_distance player 3..3"),
        (
            "stay 4 squares away from the sword, no closer and no farther",
            "keep_distance sword 4..4",
        ),
        ("stay 2 tiles from the bow, neither more nor less", "keep_distance bow 2..2"),
        # "stand" a distance away is not yet a distance kept, and a tile counted one way is not
        ("stand 2 tiles from the bow", "stay; unknown"),
        ("Stand two tiles to my right.", "go_to +0,+2-of-player; stay"),
        ("stand next to the bow", "go_to bow; stay"),
        ("stand still", "stay"),
    ],
)
def test_all_but_a_few_and_an_exact_distance(order: str, meaning: str) -> None:
    assert gist(order) == meaning


_GUARD = "if distance(bow, companion) < distance(sword, companion): guard bow | guard sword"


@pytest.mark.parametrize(
    ("order", "meaning"),
    [
        # a delay before a question: the wait, then the question (it was answered at once)
        ("in 2 turns, how many bats are there?", "repeat 0x 2t: ; ask count bat"),
        ("in 3 turns, where is the bow?", "repeat 0x 3t: ; ask where bow"),
        ("after 2 turns, could you get the bow?", "repeat 0x 2t: ; fetch bow"),
        # other words of time before a question: said back, never left out
        ("after a while, how many bats are there?", "unknown; ask count bat"),
        ("later, can you tell me how many bats are left?", "unknown; ask count bat"),
        # no time said: as before
        ("right now, how many bats?", "ask count bat"),
        ("ok, how many bats are there?", "ask count bat"),
        ("I need the bow, could you get it?", "fetch bow"),
        # an errand said as done with "when": the errand, then the rest (as with "once")
        (
            "when you've killed the top-right bat, come back to me",
            "attack nearest-from-top right bat; come_back",
        ),
        ("when you have got the bow, come back to me", "fetch bow; come_back"),
        ("when you've got the bow, come back to me", "fetch bow; come_back"),
        ("once you've killed the bat, come back to me", "attack bat; come_back"),
        # a duty to the nearer or farther of two things, decided when the step starts
        ("guard the closer of the two weapons", _GUARD),
        ("guard the closer of the bow and the sword", _GUARD),
        ("guard whichever of the bow and the sword is nearer", _GUARD),
        (
            "defend the farther of the sword and the bow",
            "if distance(sword, companion) > distance(bow, companion): guard sword | guard bow",
        ),
        # not two kinds of item: as before
        ("guard the closer of the bat and the sword", "unknown"),
    ],
)
def test_time_before_a_question_and_an_errand_done(order: str, meaning: str) -> None:
    assert gist(order) == meaning


# "one X left" is exactly one (it was any at all: "collect arrows until there is one arrow left"
# stopped at once); "an X left" and "one X" alone stay any.
@pytest.mark.parametrize(("order", "said"), [
    ("collect arrows until there is one arrow left", "fetch every arrow once count(arrow) == 1: "),
    ("if there is one arrow left, get it", "if count(arrow) == 1: fetch arrow | "),
    ("if there is one bat remaining, kill it", "if count(bat) == 1: attack bat | "),
    ("wait until there's only one arrow left", "stay once count(arrow) == 1: "),
    ("if there is an arrow left, get it", "if count(arrow) > 0: fetch arrow | "),
    ("if there is one arrow, get it", "if count(arrow) > 0: fetch arrow | "),
])
def test_one_left_is_exactly_one(order: str, said: str) -> None:
    assert reading(order) == said
