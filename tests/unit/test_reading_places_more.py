"""Places that players of the seventh fresh set named by landmarks and relations: following the
player to a thing ("follow me to the spot where the bow lies"), what lies at a corner or the
middle ("what lies in the corner at the bottom right?"), what lies near a thing ("what's near
the bow?"), the corner nearest a thing ("go to the corner nearest the sword"), going to a thing
and waiting by it; and what no meaning holds, said back in words: which corner is nearest a
thing, asked ("which corner is nearest the bow?"), following the player to a spot; "the lowest
arrow" is the one nearest the bottom side (agent.reading.map_picks). Each row an order and its
reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from agent.compose import compose
from agent.reading import meaning as m, read
from agent.validate import SandboxValidator
from game.maps import load_map
from tests.sandbox.helpers import new_runtime, play
from tests.unit.judge import first_said, judge
from tests.unit.readings import reading

# Following the player to a thing: until they are next to it, as "follow me until I reach the
# bow" is (so what is said after it is done there), whatever the verb of following, the thing,
# or the words of place around it.
FOLLOWED_TO = [
    ("follow me to the spot where the bow lies", "follow once near(bow, 1, player): "),
    ("come with me to where the sword is", "follow once near(sword, 1, player): "),
    ("walk with me over to the arrow", "follow once near(arrow, 1, player): "),
    ("Follow me to the bow, please.", "follow once near(bow, 1, player): "),
    ("could you come along with me to the arrow", "follow once near(arrow, 1, player): "),
    ("tag along with me to the sword", "follow once near(sword, 1, player): "),
    ("accompany me to the place where the bow is", "follow once near(bow, 1, player): "),
    ("escort me to the sword now", "follow once near(sword, 1, player): "),
    ("follow us over to the gorgon", "follow once near(gorgon, 1, player): "),
    ("follow me back to the bow", "follow once near(bow, 1, player): "),
    ("follow me to the bow, then pick it up", "follow once near(bow, 1, player): ; fetch bow"),
    # "it" after it is the thing followed to
    ("follow me to the bow and pick it up", "follow once near(bow, 1, player): ; fetch bow"),
    ("come with me to the sword and grab it", "follow once near(sword, 1, player): ; fetch sword"),
    ("follow me to the gorgon and kill it",
     "follow once near(gorgon, 1, player): ; attack gorgon"),
    ("follow me to the bow and then kill the bat",
     "follow once near(bow, 1, player): ; attack bat"),
    ("get the sword and follow me to it", "fetch sword; follow once near(sword, 1, player): "),
]

# Going to a thing and waiting beside it: going there, then staying (read so before; kept).
STAND_BY_IT = [
    ("Go to where the bow lies and stand next to it", "go_to bow; stay"),
    ("go to the bow and wait beside it", "go_to bow; stay"),
    ("walk over to the sword and stay next to it", "go_to sword; stay"),
    ("head to the spot where the sword lies and stand beside it", "go_to sword; stay"),
    ("go to where the arrow is and wait by it", "go_to arrow; stay"),
]

# What lies at a corner or the middle: the thing of that kind (anything, none named) nearest that
# point of the map, answered with how far from it it lies; the farthest, when asked.
AT_A_SPOT = [
    ("what lies in the corner at the bottom right?",
     "ask which nearest-from-bottom right thing nearest"),
    ("what's in the top left corner?", "ask which nearest-from-top left thing nearest"),
    ("which arrow is closest to the bottom left corner?",
     "ask which nearest-from-bottom left arrow nearest"),
    ("which arrow is farthest from the bottom left corner?",
     "ask which farthest-from-bottom left arrow farthest"),
    ("what is nearest to the bottom right corner?",
     "ask which nearest-from-bottom right thing nearest"),
    ("who is in the top right corner?", "ask which nearest-from-top right monster nearest"),
    ("tell me what lies in the bottom left corner",
     "ask which nearest-from-bottom left thing nearest"),
    ("what's in the middle of the map?", "ask which nearest-from-middle thing nearest"),
]

# The one of a kind nearest a tile: where it is (it was the one nearest the companion); what lies
# there, of any kind, is said back below (where the one nearest is says no kind).
AT_A_TILE = [
    ("which arrow is closest to row 16 column 8?", "ask where nearest-from-16,8 arrow"),
    ("is there an arrow at row 22 column 5?", "ask where nearest-from-22,5 arrow"),
    ("which bat is nearest to the tile at row 12 column 18?", "ask where nearest-from-12,18 bat"),
]

# What lies near a thing: the nearest monster and the nearest item of each other kind to it.
NEAR_A_THING = [
    ("what's near the bow?", "ask which nearest-from-bow monster nearest; ask which "
     "nearest-from-bow sword nearest; ask which nearest-from-bow arrow nearest"),
    ("what is next to the gorgon?",
     "ask which nearest-from-gorgon item nearest; ask which nearest-from-gorgon bat nearest"),
    ("what's close to the sword?", "ask which nearest-from-sword monster nearest; ask which "
     "nearest-from-sword bow nearest; ask which nearest-from-sword arrow nearest"),
    ("what's around the bow?", "ask which nearest-from-bow monster nearest; ask which "
     "nearest-from-bow sword nearest; ask which nearest-from-bow arrow nearest"),
    ("tell me what is near the bow", "ask which nearest-from-bow monster nearest; ask which "
     "nearest-from-bow sword nearest; ask which nearest-from-bow arrow nearest"),
    ("is there anything near the bow?", "ask which nearest-from-bow monster nearest; ask which "
     "nearest-from-bow sword nearest; ask which nearest-from-bow arrow nearest"),
    # near one of us: what lies nearest, as before
    ("what is near me?", "ask which thing of player nearest"),
]

# The corner nearest a thing, or farthest from it: decided among the four corners when the step
# starts, by their distance to the nearest such thing (the first of equals).
_NEAREST_SWORD = ("if distance(sword, top left) <= distance(sword, top right) and distance(sword, "
                  "top left) <= distance(sword, bottom left) and distance(sword, top left) <= "
                  "distance(sword, bottom right): go_to top left{s} | {{if distance(sword, top "
                  "right) <= distance(sword, bottom left) and distance(sword, top right) <= "
                  "distance(sword, bottom right): go_to top right{s} | {{if distance(sword, "
                  "bottom left) <= distance(sword, bottom right): go_to bottom left{s} | go_to "
                  "bottom right{s}}}}}")
CORNER_BY_A_THING = [
    ("go to the corner nearest the sword", _NEAREST_SWORD.format(s="")),
    ("head over to the corner closest to the sword", _NEAREST_SWORD.format(s="")),
    ("run to the corner that is nearest the sword now", _NEAREST_SWORD.format(s="")),
    ("go to whichever corner is closest to the sword and wait there",
     _NEAREST_SWORD.format(s="; stay")),
    ("stand in the corner nearest the sword", _NEAREST_SWORD.format(s="; stay")),
    ("wait in the corner furthest from the sword",
     _NEAREST_SWORD.format(s="; stay").replace("<=", ">=")),
]

# Read as they were: a question of where, of one of two, of a thing by another.
UNCHANGED = [
    ("where is the arrow nearest the bottom left corner?",
     "ask where nearest-from-bottom left arrow"),
    ("which bat is closest to the sword?", "ask which nearest-from-sword bat nearest"),
    ("go to the top left corner", "go_to top left"),
    ("walk with me", "follow"),
    ("follow me until I reach the bow", "follow once near(bow, 1, player): "),
]


@pytest.mark.parametrize(("order", "expected"),
                         FOLLOWED_TO + STAND_BY_IT + AT_A_SPOT + AT_A_TILE + NEAR_A_THING
                         + CORNER_BY_A_THING
                         + UNCHANGED)
def test_read(order: str, expected: str) -> None:
    assert reading(order) == expected


def _said_back(order: str) -> str:
    """The reason of the part not understood, which must be there."""
    unknown = [s for s in read(order).steps if isinstance(s, m.Unknown)]
    assert unknown, reading(order)
    return unknown[0].detail


# Following the player to a spot, a tile or one thing picked: no condition tells that the player
# is there, and following alone would drop a wait said after it; said back, following offered.
@pytest.mark.parametrize("order", [
    "follow me to the top left corner", "come with me to the middle of the map",
    "follow me to row 5 column 7", "follow me to the top left corner and wait there",
    "follow me to the farthest arrow",
])
def test_following_to_a_spot_is_said_back(order: str) -> None:
    assert "I can follow you until you are next to something" in _said_back(order)


# What is not a thing named stays refused; so does following anyone but the player.
@pytest.mark.parametrize("order", [
    "follow me to the door", "follow me to where I am going", "walk with me to you",
    "follow the bat to the bow", "follow me to it",
])
def test_following_to_no_thing_is_refused(order: str) -> None:
    assert "unknown[" in reading(order) and "near(" not in reading(order)


# A corner picked by its distance to a thing, and a thing by its row or column: no place or pick
# of the meaning holds them; said back, never answered about something else (it answered which
# bow was nearest the companion).
@pytest.mark.parametrize(("order", "why"), [
    ("which corner is nearest the bow?", "not which corner is nearest something"),
    ("which corner is closest to the gorgon?", "not which corner is nearest something"),
    ("what's in the corner nearest the sword?", "not which corner is nearest something"),
    ("go to the corner nearest the farthest arrow", "which corner"),
    ("which is closer to the left side, the bow or the sword?", "not to a side"),
    ("what is on the left side?", "not along a whole side"),
    ("what lies at row 16, column 8?", "not what lies there"),
    ("is there anything at row 22 column 23?", "not what lies there"),
])
def test_a_corner_by_a_thing_is_said_back(order: str, why: str) -> None:
    assert why in _said_back(order)


@pytest.mark.parametrize("order", [
    "bring me the arrow lying highest up on the left side",
    "how many arrows are in the middle of the map?",  # no edge (tests/unit/test_reading_picks13.py)
])
def test_a_thing_by_its_row_or_column_stays_refused(order: str) -> None:
    _said_back(order)


# The one lying farthest one way, asked of or in an errand, is the one nearest that side of the
# map (agent.reading.map_picks; it answered where any arrow is, or which bat is farthest from the
# companion); a health that is highest or lowest is no such pick.
@pytest.mark.parametrize("order, gist", [
    ("get the lowest arrow", "fetch nearest-from-bottom side arrow"),
    ("kill the bat furthest to the right", "attack nearest-from-right side bat"),
    ("where is the lowest arrow?", "ask where nearest-from-bottom side arrow"),
    ("which bat is furthest to the right?", "ask which nearest-from-right side bat nearest"),
    ("which arrow is lowest?", "ask which nearest-from-bottom side arrow nearest"),
    ("which arrow is the highest up?", "ask which nearest-from-top side arrow nearest"),
    ("where's the arrow that lies highest up?", "ask where nearest-from-top side arrow"),
    ("which arrow is closest to the left side?", "ask which nearest-from-left side arrow nearest"),
])
def test_a_thing_lying_farthest_one_way_is_the_one_nearest_that_side(order: str,
                                                                     gist: str) -> None:
    assert reading(order) == gist


def test_the_highest_health_is_no_such_pick() -> None:
    assert "unknown" not in reading("which of us has the highest health?")


# Composed and judged on the default map: the answer names what lies there, and the judge takes
# the composer's program.
@pytest.fixture(scope="module")
def validator() -> SandboxValidator:
    return judge()


@pytest.mark.parametrize(("order", "said"), [
    ("what lies in the corner at the bottom right?", "the sword at row 22, column 23"),
    ("is there an arrow in the top left corner?", "Yes: there is 1 arrow in the top left quarter"),
    ("what's near the bow?", "The nearest monster to the bow is the bat"),
    ("which arrow is closest to row 16 column 8?", "row 16, column 8"),
    ("follow me to the spot where the bow lies", "Following you"),
    # a step after the following waits for the player to get there (the judge expected it in a
    # dry run where the player never comes)
    ("follow me to the bow, then pick it up", "Following you"),
    ("walk with me over to the arrow and wait there", "Following you"),
    ("go to the corner nearest the sword", "Going to the bottom right"),
])
def test_composed_and_judged(validator: SandboxValidator, order: str, said: str) -> None:
    assert said in first_said(validator, order)


def test_the_corner_nearest_the_sword_is_where_it_lies():
    # the default map's sword lies in the bottom right corner, at row 22, column 23
    got = compose(read("go to the corner nearest the sword"), load_map())
    world = load_map()
    rt = new_runtime(world)
    assert rt.load(got.code, "composed").error is None
    assert play(rt, world, 120)[-1].status == "Done"
    assert abs(world.companion.position[0] - 22) + abs(world.companion.position[1] - 23) <= 1
