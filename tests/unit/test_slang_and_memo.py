"""The sixteenth fresh set's voices (bench/fresh_orders_16.toml): things said to lie about
("if we've got more than 2 arrows lying around, ...": the ones on the ground, whoever "we" is;
agent/reading/carrying.py), what the companion holds asked for in a memo's words ("an itemised
list of the items currently in your possession") and a restatement asking of the map in its place
turned back (agent/house/kept_steps.py). Each row an order and its reading in the gist notation
of tests/unit/gist.py. Then two voices said as the reader's words (agent/reading/office.py, an
office memo's; agent/reading/slang.py, British and Australian slang), a distance said before
"not right on top of me" (agent/reading/duties.py), and a fight supposed in everyday words
(agent/reading/suppositions.py)."""

from __future__ import annotations

import pytest

from agent.house.checks import GameWords, check
from agent.house.kept_steps import ASKS_ELSEWHERE
from tests.unit.readings import reading

# Items said to lie about are counted on the map, whoever has them; monsters "we have" are the
# ones alive; what one of us has, said plainly, is still what that one carries.
LYING_ABOUT = [
    (
        "if we've got more than 2 arrows lying around, you grab one, otherwise get the bow",
        "if count(arrow) > 2: fetch arrow | fetch bow",
    ),
    ("if there are more than 2 arrows lying about, get one", "if count(arrow) > 2: fetch arrow | "),
    ("if we've got 3 arrows on the floor, grab them", "if count(arrow) >= 3: fetch every arrow | "),
    ("if I have 3 arrows lying around, get them", "if count(arrow) >= 3: fetch every arrow | "),
    ("if we have fewer than 2 arrows lying about, explore", "if count(arrow) < 2: explore | "),
    ("do we have more than 2 arrows lying around?", "ask check count(arrow) > 2"),
    ("if there's an arrow lying about, grab it", "if count(arrow) > 0: fetch arrow | "),
    ("if we have more than 2 bats left, kill one", "if count(bat) > 2: attack bat | "),
    ("if we have 2 bats left, kill one", "if count(bat) >= 2: attack bat | "),
    # near-misses: what is carried, said so
    ("if we have more than 2 arrows, get one", "if carried(player, arrow) > 2: fetch arrow | "),
    (
        "if you have more than 2 arrows, get the bow",
        "if carried(companion, arrow) > 2: fetch bow | ",
    ),
    (
        "if you have at least 2 arrows, kill the bat",
        "if carried(companion, arrow) >= 2: attack bat | ",
    ),
    ("get teh arow", "fetch arrow"),
]

# What the companion holds, asked in other words.
HELD = [
    ("list the items in your possession", "ask carrying of companion"),
    ("what is in your possession?", "ask carrying of companion"),
    ("tell me what is in your possession", "ask carrying of companion"),
    ("list what you're carrying", "ask carrying of companion"),
]


# An office memo: its frame left out, a number with its digits in brackets once, its phrases as
# the plain ones.
MEMO = [
    ("You are requested to remain in your current position until further notice.", "stay"),
    ("You are asked to fetch the sword.", "fetch sword"),
    ("You are instructed to follow me.", "follow"),
    ("Please remain at your present location.", "stay"),
    ("Kindly advance four (4) tiles in a downward direction.", "walk down 4"),
    ("Proceed three (3) steps to the left.", "walk left 3"),
    ("Kindly advance 2 tiles in an easterly direction.", "walk east 2"),
    (
        "Please conduct a survey of the surrounding area and report back in due course.",
        "explore; come_back",
    ),
    ("Please conduct a survey of the area.", "explore"),
    (
        "Please arrange for the arrow at row 10, column 2 to be collected and delivered to my "
        "location.",
        "bring on-from-10,2 arrow",
    ),
    ("Please arrange for the bow to be collected and brought to my location.", "bring bow"),
    ("Please arrange for the sword to be collected.", "fetch sword"),
    (
        "Please confirm whether the sword or the bow is situated at the greater distance from you.",
        "ask which sword,bow of companion farthest",
    ),
    (
        "Please confirm whether the arrow or the bow is situated at the lesser distance from you.",
        "ask which arrow,bow of companion nearest",
    ),
    (
        "In the event that more than two (2) bats remain, please retrieve the bow; otherwise, "
        "please retrieve the sword.",
        "if count(bat) > 2: fetch bow | fetch sword",
    ),
    (
        "In the event that the gorgon is alive, remain where you are.",
        "if count(gorgon) > 0: stay | ",
    ),
    (
        "Please remain at this location until I depart, whereupon you are to retrieve the bow.",
        "stay once distance(companion, player) > 3: fetch bow",
    ),
    (
        "You are instructed to patrol between your present location and row 2, column 7.",
        "patrol 2,7",
    ),
    (
        "Please provide an itemised list of the items currently in your possession.",
        "ask carrying of companion",
    ),
    ("Kindly provide me with a list of your belongings.", "ask carrying of companion"),
]
MEMO += [
    (
        "Please hold your position for a period of three (3) turns and thereafter proceed to "
        "collect the bow.",
        "repeat 0x 3t: stay; fetch bow",
    ),
    ("Please collect two (2) arrows.", "fetch 2 arrow"),
    # a location asked of is no place gone to
    ("what's my position?", "ask where of player"),
    ("what is your current location?", "ask where of companion"),
]
# British and Australian slang.
SLANG = [
    ("give that bat up in the top right a proper wallop", "attack nearest-from-top right bat"),
    ("give the bats a good hiding", "attack every bat"),
    ("give the gorgon a proper thump", "attack gorgon"),
    ("pop over and stand by the bow but dont nick it", "keep_off bow; go_to bow; stay"),
    ("don't pinch the sword, just stand by it", "keep_off sword; go_to sword; stay"),
    ("nick the bow", "fetch bow"),
    ("keep an eye on the bow for us, dont let anything near it", "guard bow"),
    ("get the bow for us", "bring bow"),
    ("hang about 3 or 4 tiles from me, not right on top of me", "keep_distance player 3..4"),
    ("stay 3 or 4 tiles from me, but not right next to me", "keep_distance player 3..4"),
    ("keep within 4 tiles of me, not right next to me", "keep_distance player 2..4"),
    ("hang around 4 tiles from the bow", "keep_distance bow 4..4"),
    ("get yourself between me and that gorgon, go on", "protect gorgon"),
    ("put yourself between me and the bat", "protect bat"),
    ("march up and down between here and the bow for a bit", "patrol bow"),
    ("stride up and down between the sword and the bow", "patrol sword to bow"),
]
# A fight supposed, said in everyday words; "the bats" every one of them.
SUPPOSED = [
    (
        "if you took out two of the bats, how many monsters would we have left?",
        "ask value (count(monster) - 2)",
    ),
    (
        "how many monsters would we have left if you took down a bat?",
        "ask value (count(monster) - 1)",
    ),
    (
        "if you killed the bats, how many monsters would be left?",
        "ask value (count(monster) - count(bat))",
    ),
    ("if you killed the bat, how many monsters would be left?", "ask value (count(monster) - 1)"),
]
# Near-misses: the same set's must-refuse orders in these voices, and siblings, stay refused.
REFUSED = [
    "give the gorgon a good wallop with the bow, no need for the sword",
    "give me a clip round the ear with the sword, go on",
    "give the bow a wallop",
    "put the kettle on mate, i'm gasping for a cuppa",
    "carry me over to the sword mate, me legs are knackered",
    "Please arrange for a health potion to be issued to me at your earliest convenience.",
    "Please neutralise the gorgon using the bow and arrows only.",
    "Please arrange for my transport to the sword. I do not wish to walk.",
    "Kindly unlock the door in the north wall and file a report.",
    "advance on the gorgon",
    "Nick is my name",
]


@pytest.mark.parametrize("order", REFUSED)
def test_refused(order):
    assert reading(order).startswith("unknown"), reading(order)


@pytest.mark.parametrize(("order", "meaning"), LYING_ABOUT + HELD + MEMO + SLANG + SUPPOSED)
def test_reading(order, meaning):
    assert reading(order) == meaning


_MEMO = "Please provide an itemised list of the items currently in your possession."


@pytest.mark.parametrize(
    "order",
    [_MEMO, "write up the stuff in your inventory, all of it", "recite your belongings"],
)
def test_a_restatement_asking_of_the_map_does_not_serve_an_order_asking_what_is_held(order):
    words = GameWords([order])
    assert check(order, "tell me how many items are left", words) == (None, ASKS_ELSEWHERE)
    meaning, why = check(order, "tell me what you carry", words)
    assert meaning is not None, why


def test_a_count_of_the_map_still_serves_an_order_asking_of_the_map():
    order = "tally up every item lying around on the floor"
    meaning, why = check(order, "tell me how many items are left", GameWords([order]))
    assert meaning is not None, why
