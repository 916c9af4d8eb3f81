"""How the sentences of one order bear on each other: a branch said after a condition, a step
moved ahead by "first", a remark beside a step. Each row an order and its reading in the full
gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# "Otherwise ..." after a "whenever" in a sentence of its own (or after ";") is what is done
# while the condition does not hold, as after a comma; it was refused as no such action.
OTHERWISE_AFTER_WHENEVER = [
    ("Whenever I get more than 3 tiles from you, close the gap; otherwise stay still.",
     "keep_distance player -..3"),  # the stay meanwhile made keeping within (KEPT_WITHIN)
    ("Whenever I get more than 3 tiles from you, close the gap, otherwise stay still.",
     "keep_distance player -..3"),
    ("Whenever a bat comes near, kill it. Otherwise, stay by me.",
     "follow whenever near(bat, 3, companion): attack bat"),
    ("whenever a bat is near you, kill it; else follow me",
     "follow whenever near(bat, 3, companion): attack bat"),
]


@pytest.mark.parametrize(("order", "meaning"), OTHERWISE_AFTER_WHENEVER)
def test_otherwise_after_whenever_is_what_is_done_meanwhile(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# A step said to come first, in a sentence of its own or after a comma, comes before the steps
# said before it ("tank the gorgon. grab the sword first" attacked before fetching the sword).
SAID_FIRST = [
    ("tank the gorgon. grab the sword first", "fetch sword; attack gorgon"),
    ("tank the gorgon, grab the sword first", "fetch sword; attack gorgon"),
    ("kill the gorgon. first get the sword", "fetch sword; attack gorgon"),
    ("Kill the bats. First, though, get the bow.", "fetch bow; attack every bat"),
    ("kill the gorgon. first of all, get the sword please", "fetch sword; attack gorgon"),
    ("go to the bow. But first kill the bat.", "attack bat; go_to bow"),
    ("guard the bow. get the sword first", "fetch sword; guard bow"),
    ("First get the bow. Then kill a bat.", "fetch bow; attack bat"),  # already first
    ("kill the bat that came first", "attack bat"),  # no step said first
]


@pytest.mark.parametrize(("order", "meaning"), SAID_FIRST)
def test_a_step_said_first_comes_first(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# Things joined by "plus" in a question, asked bare, are a sum of their counts, as with "= ?"
# (each side was refused alone); in an order they are two things to fetch.
PLUS_ASKED = [
    ("arrows on floor plus bats?", "ask value (count(arrow) + count(bat))"),
    ("the arrows on the floor plus the bats?", "ask value (count(arrow) + count(bat))"),
    ("arrows plus bats?", "ask value (count(arrow) + count(bat))"),
    ("bats + arrows?", "ask value (count(bat) + count(arrow))"),
    ("get the sword plus the bow", "fetch sword; fetch bow"),
]


@pytest.mark.parametrize(("order", "meaning"), PLUS_ASKED)
def test_things_joined_by_plus_asked_are_a_sum(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# "..., and keep doing that (if I move)" after a duty is how long it lasts: until another
# order, wherever the player goes (it was a duty repeated twice, or refused). After a step that
# ends, it is said back.
LASTING = [
    ("Shield me from the gorgon: put yourself between the two of us, and keep doing that if I"
     " move.", "protect gorgon"),
    ("put yourself between me and the gorgon, and keep doing it", "protect gorgon"),
    ("stay between me and the gorgon and keep it up even if I move", "protect gorgon"),
    ("follow me, and keep doing that when I move", "follow"),
    ("guard the bow, and keep doing that", "guard bow"),
    ("stay by the bow and keep at it", "go_to bow; stay"),
    ("get the bow, and keep doing that",
     'fetch bow; unknown[not understood,logic] "keep doing that"'),
]


@pytest.mark.parametrize(("order", "meaning"), LASTING)
def test_keep_doing_that_after_a_duty_is_how_long_it_lasts(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# Coming back whenever the player is more than so many tiles away, and else standing still, is
# keeping within those tiles of the player (it came back only once the player was past them).
KEPT_WITHIN = [
    ("Whenever I get more than 3 tiles from you, close the gap; otherwise stay still.",
     "keep_distance player -..3"),
    ("whenever you are more than 2 tiles from me, come back, otherwise stay put",
     "keep_distance player -..2"),
    ("Whenever I get more than 3 tiles from you, close the gap.",  # no stay said: the watch
     "wait whenever distance(companion, player) > 3: come_back"),
    # something else meanwhile, or another thing's distance: the watch as it is
    ("whenever you are more than 2 tiles from me, come back; otherwise guard the bow",
     "guard bow whenever distance(player, companion) > 2: come_back"),
    ("whenever the bat is more than 2 tiles from me, come back",
     "wait whenever distance(bat, player) > 2: come_back"),
]


@pytest.mark.parametrize(("order", "meaning"), KEPT_WITHIN)
def test_coming_back_whenever_far_is_keeping_within(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# A monster the player says frightens them is a remark beside the request after it, whose "it"
# is that monster ("The gorgon scares me." was refused as not understood).
FEARED = [
    ("The gorgon scares me. While I walk along here, could you try to keep yourself between me"
     " and it, please?", "protect gorgon"),
    ("The bats scare me. Stay close to me.", "follow"),
    ("those bats really creep me out. kill them", "attack every bat"),
    ("The gorgon scares me. Kill it.", "attack gorgon"),
]


@pytest.mark.parametrize(("order", "meaning"), FEARED)
def test_a_monster_that_frightens_the_player_is_a_remark(order: str, meaning: str) -> None:
    assert reading(order) == meaning


def test_a_fear_said_alone_is_still_refused() -> None:
    assert reading("The gorgon scares me.").startswith("unknown[")


# What the companion carries, said after a comma, is a remark: no step, and its "and arrow"
# borrows no verb ("kill for me one bat, you have already bow and arrow" read "kill arrow").
CARRIED_REMARK = [
    ("kill for me one bat, you have already bow and arrow", "attack bat"),
    ("kill a bat, you have the bow already", "attack bat"),
    ("kill the gorgon, you've got the sword", "attack gorgon"),
]


@pytest.mark.parametrize(("order", "meaning"), CARRIED_REMARK)
def test_what_the_companion_carries_said_after_a_step_is_a_remark(order: str,
                                                                  meaning: str) -> None:
    assert reading(order) == meaning


# "back and forth" after a patrol's posts is what a patrol does, no step refused; and what is
# not to be taken is kept by the patrol ("..., and leave both of them where they lie").
TO_AND_FRO = [
    ("Patrol between the bow and the arrow at row 10, column 2, back and forth, and leave both"
     " of them where they lie.",
     "keep_off bow; keep_off on-from-10,2 arrow; patrol bow to on-from-10,2 arrow"),
    ("patrol between the bow and the sword, back and forth", "patrol bow to sword"),
    ("patrol between the bow and the sword, and go back and forth", "patrol bow to sword"),
    ("get the bow, back and forth", 'fetch bow; unknown[no such action] "back and forth"'),
]


@pytest.mark.parametrize(("order", "meaning"), TO_AND_FRO)
def test_back_and_forth_after_a_patrol_is_the_patrol(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# A stay said again where the companion already stays is the one stay ("Go stand by the sword.
# Wait next to it." was refused as a step after a duty that never runs); a stay somewhere else is
# still refused.
STAY_SAID_TWICE = [
    ("Go stand by the sword. Wait next to it.", "go_to sword; stay"),
    ("Go stand by the sword. Wait by it.", "go_to sword; stay"),
    ("go to the sword and stay. go to the sword and stay there", "go_to sword; stay"),
]


@pytest.mark.parametrize(("order", "meaning"), STAY_SAID_TWICE)
def test_a_stay_said_twice_in_one_place_is_one_stay(order: str, meaning: str) -> None:
    assert reading(order) == meaning


def test_a_stay_said_again_elsewhere_is_still_refused() -> None:
    assert "unknown[cannot be done]" in reading("Go stand by the sword. Wait next to the bow.")


# A thing said again as "the one" where it is, after a dash or a comma, is that thing there; and
# "not the top one" beside a thing picked by where it is is the player's own pick said again.
ONE_DESCRIBED = [
    ("kill the bat - the one near the gorgon, not the top one", "attack nearest-from-gorgon bat"),
    ("kill the bat - the one near the gorgon", "attack nearest-from-gorgon bat"),
    ("kill the bat, the one near the gorgon", "attack nearest-from-gorgon bat"),
    ("kill the bat, the one farthest from me", "attack farthest-from-player bat"),
    ("kill the bat near the gorgon, not the one at the top", "attack nearest-from-gorgon bat"),
    # a bat not picked by where it is may be the top one: said back
    ("kill the bat, not the top one", 'attack bat; unknown[not understood] "not the top one"'),
]


@pytest.mark.parametrize(("order", "meaning"), ONE_DESCRIBED)
def test_the_one_described_after_a_dash_is_the_thing_there(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# The player's own part, then "so" and a step: the step, the player's part a remark whose "it"
# the step may say ("I'll take it myself, so wait next to the sword" stayed where it was and
# refused "next to the sword").
PLAYERS_PART_SO = [
    ("I'll take it myself, so wait next to the sword", "go_to sword; stay"),
    ("I'll get the bow myself, so stay by the sword", "go_to sword; stay"),
    ("Go stand by the sword. I'll take it myself, so wait next to it.", "go_to sword; stay"),
    ("I will kill the bat myself, so fetch the bow", "fetch bow"),
]


@pytest.mark.parametrize(("order", "meaning"), PLAYERS_PART_SO)
def test_the_players_part_then_so_is_a_remark_before_the_step(order: str, meaning: str) -> None:
    assert reading(order) == meaning
