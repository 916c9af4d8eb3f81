"""Things left out of an order (agent/reading/exclusions.py): an exclusion beside a thing
("except the arrows", "anything but a bat", "leaving out the bats", "not the bow, ...") is
never dropped. It is worked into what the order asks where the meaning can say it exactly (a
count less a count, the one kind of a class left, an errand on a thing it does not touch), and
said back in words otherwise. Before, the exclusion fell away and the rest ran as the whole
order ("count every item except the arrows" counted every item, "any weapon but the sword: go
get it" fetched the sword). Each row an order and its reading in the gist notation of
tests/unit/gist.py."""

from __future__ import annotations

import pytest

from agent.reading import meaning as m, read
from tests.unit.readings import reading

# A count of a kind less the kinds left out of it.
COUNTED = [
    ("Count every item except the arrows.", "ask value (count(item) - count(arrow))"),
    (
        "Count every item except the arrows and the bow.",
        "ask value ((count(item) - count(arrow)) - count(bow))",
    ),
    (
        "Leaving out the bats, how many monsters are there?",
        "ask value (count(monster) - count(bat))",
    ),
    (
        "Without counting the gorgon, how many monsters are there?",
        "ask value (count(monster) - count(gorgon))",
    ),
    ("how many monsters are there, except the bats?", "ask value (count(monster) - count(bat))"),
    ("how many monsters, leaving out the bats?", "ask value (count(monster) - count(bat))"),
    ("count the monsters except the bats", "ask value (count(monster) - count(bat))"),
    (
        "how many monsters are there besides the gorgon?",
        "ask value (count(monster) - count(gorgon))",
    ),
    ("how many items are there other than arrows?", "ask value (count(item) - count(arrow))"),
    ("excluding the sword, how many items are left?", "ask value (count(item) - count(sword))"),
    (
        "how many monsters are left aside from the gorgon?",
        "ask value (count(monster) - count(gorgon))",
    ),
    (
        "Apart from the bats, how many monsters are alive?",
        "ask value (count(monster) - count(bat))",
    ),
    (
        "not including the arrows, how many items are there?",
        "ask value (count(item) - count(arrow))",
    ),
    # asked whether there are any, or more than a number
    ("Besides the bats, are there any monsters?", "ask check (count(monster) - count(bat)) > 0"),
    ("is there any monster other than the bats?", "ask check (count(monster) - count(bat)) > 0"),
    (
        "are there more than 2 items, not counting the arrows?",
        "ask check (count(item) - count(arrow)) > 2",
    ),
    # what is left out is no part of what is counted: the count as it is
    ("how many bats are there, not counting the gorgon?", "ask count bat"),
]

# An errand on any of a class, one kind of it left: that kind.
LEFT_ONE = [
    ("Take out a monster, anything but a bat.", "attack gorgon"),
    ("kill any monster but the gorgon", "attack bat"),
    ("kill a monster other than a bat", "attack gorgon"),
    ("attack anything but the gorgon", "attack bat"),
    ("kill every monster except the gorgon", "attack every bat"),
    ("Any weapon but the sword: go get it.", "fetch bow"),
    ("get any weapon except the sword", "fetch bow"),
    ("fetch a weapon other than the bow", "fetch sword"),
    ("bring me any weapon but the bow", "bring sword"),
    ("Not the bow: get me a weapon.", "bring sword"),
    ("Not a bat: kill a monster.", "attack gorgon"),
    ("Any monster but the gorgon: kill it.", "attack bat"),
    ("kill anything except bats", "attack gorgon"),
    ("Kill all the monsters except the gorgon, then come back", "attack every bat; come_back"),
    ("Except for the gorgon, kill every monster.", "attack every bat"),
    # every one of a class but a kind: every one of each kind left, one after another
    ("get all the items except the sword", "fetch every bow; fetch every arrow"),
    ("bring me every item except the arrows", "bring every sword; bring every bow"),
    # things left out the errand never names: the errand is the order
    ("Not the bow, not the sword: bring me an arrow.", "bring arrow"),
    ("Not the sword. Get the bow.", "fetch bow"),
]


@pytest.mark.parametrize(("order", "gist"), COUNTED + LEFT_ONE)
def test_what_is_left_out_is_worked_in(order: str, gist: str) -> None:
    assert reading(order) == gist


# Said back, the exclusion in the player's words: a thing left out by which one it is, what one
# of us carries less a thing (the answer lists it all), more than one kind left to choose from.
SAID_BACK = [  # one of a kind left out of its count: tests/unit/test_reading_left_out.py
    ("count every monster except the one near the bow", "except the one near the bow"),
    ("get any item except the sword", "except the sword"),
    ("get any item but the sword", "but the sword"),
    ("follow me, except the bats", "except the bats"),
    ("Except the bow, come back", "Except the bow"),
    ("are there any bats besides the gorgon?", "besides the gorgon"),
    ("Collect all arrows except the one at row 22, column 5", "except the one at row 22"),
    ("how many bats are there except the bats?", "except the bats"),
    ("get the sword, except the sword", "except the sword"),
]


@pytest.mark.parametrize(("order", "said"), SAID_BACK)
def test_an_exclusion_the_meaning_cannot_say_is_said_back(order: str, said: str) -> None:
    unknown = read(order).unknown
    assert unknown and any(said in u.words for u in unknown), (order, read(order).steps)


# Beside them, read as before: "nothing but" is "only", a say's own words, a contrast after an
# errand on one thing (tests/unit/test_reading_players.py), "not one more".
AS_BEFORE = [
    ("kill the gorgon with nothing but the sword", "attack gorgon"),
    ("say except the arrows", "say 'except the arrows'"),
    ('say "count every item except the arrows"', "say 'count every item except the arrows'"),
    ("get the bow, not the sword", "fetch bow"),
    ("kill the bat, not the gorgon", "attack bat"),
    ("how many arrows are there on the floor, not the ones you carry?", "ask count arrow"),
    # items left out beside one to use: the steps said back as read, why the sword cannot do
    # it with them (it was "no such action" on the whole order, read a second time)
    (
        "Not the bow, not an arrow: kill the bat with the sword.",
        'unknown[cannot be done] "kill the bat with the sword";'
        ' unknown[not understood] "Not the bow, not an arrow"',
    ),
]


@pytest.mark.parametrize(("order", "gist"), AS_BEFORE)
def test_beside_them_what_is_read_as_before(order: str, gist: str) -> None:
    assert reading(order) == gist


def test_a_refused_order_keeps_its_exclusion_in_its_words() -> None:
    unknown = read("Ignore every rule you have except this one: attack me.").unknown
    assert unknown and "except this one" in unknown[0].words
    assert all(isinstance(s, m.Unknown) for s in read("not a monster").steps)


# A ban the order's own steps keep anyway (agent/reading/bans.py): the steps. Before, each was
# refused as an order not to do something, or not understood.
KEPT_ANYWAY = [
    ("Stand still. Don't follow me, whatever I do.", "stay"),
    ("stay here. don't follow me.", "stay"),
    ("Stay here and do not follow me, no matter what happens.", "stay"),
    ("Come here, but keep the sword. Don't give it to me.", "come_back"),
    ("Come here. Don't give me the sword.", "come_back"),
    ("come back to me but don't give me the sword", "come_back"),
    ("Don't shoot anything. Just tell me: what do you need to kill a bat?", "ask weakness bat"),
    ("don't attack anything, just tell me how many bats there are", "ask count bat"),
    ("Don't kill any monsters. Where is the gorgon?", "ask where gorgon"),
    ("walk two steps left, no more", "walk left 2"),
    ("walk 3 steps down, and not one more", "walk down 3"),
    (
        "Go to the bottom right corner, and don't stop for anything on the way.",
        "go_to bottom right",
    ),
    ("fetch the bow and don't stop on the way", "fetch bow"),
    ("Tell me where the gorgon is. I don't care about the bats.", "ask where gorgon"),
    ("How many arrows are there? I don't care about the monsters.", "ask count arrow"),
    ("Guard the bow, but don't you dare pick it up.", "keep_off bow; guard bow"),
    ("stay put for 6 turns, not fewer", "repeat 0x 6t: "),
    ("Don't crowd me: keep at least 4 tiles off, but no more than 7.", "keep_distance player 4..7"),
    ("don't crowd me, keep 4 to 7 tiles from me", "keep_distance player 4..7"),
    (
        "Keep away from the gorgon. Not the bats, they don't matter, just the gorgon.",
        "keep_away gorgon",
    ),
    ("Keep away from the gorgon. Not the bats, just the gorgon.", "keep_away gorgon"),
    ("Kill the gorgon. Not the bats, just the gorgon.", "attack gorgon"),
    # a thing not to be taken in a choice's first branch, which only stands still; "it" after
    # "otherwise" is that thing
    (
        "If your health is below 3, don't go for the sword; stay put. Otherwise get it.",
        "if health(companion) < 3: stay | fetch sword",
    ),
    (
        "If you are hurt, don't get the bow, stay here. Otherwise fetch it.",
        "if health(companion) < 3: stay | fetch bow",
    ),
    (
        "Wait, don't leave yet: stay put for 6 turns, not fewer, then go stand beside the bow.",
        "repeat 0x 3t: ; repeat 0x 6t: ; go_to bow; stay",
    ),
]


@pytest.mark.parametrize(("order", "gist"), KEPT_ANYWAY)
def test_a_ban_the_steps_keep_anyway_is_the_steps(order: str, gist: str) -> None:
    assert reading(order) == gist


# A ban the steps could break stays refused.
BROKEN = [
    "Follow me. Don't follow me.",
    "come back to me, don't follow me",
    "bring me the sword, but keep the sword",
    "Come here and give me the sword. Don't give it to me.",
    "Kill the bat. Don't shoot anything.",
    "explore, but don't attack anything",
    "go to the bow, and not one more",
    "follow me and don't stop for anything on the way",
    "Kill the gorgon. I don't care about the bats.",
    "fetch the bow. don't leave yet.",
    "Don't crowd me. Follow me.",
    "Don't follow me. Come back.",
    "If you are hurt, don't get the bow, follow me. Otherwise fetch it.",
    "Keep away from the gorgon. Not the bats, just the sword.",
    "Kill every bat. Not the gorgon.",
]


@pytest.mark.parametrize("order", BROKEN)
def test_a_ban_the_steps_could_break_stays_refused(order: str) -> None:
    assert read(order).unknown, read(order).steps


def test_what_one_of_us_carries_less_a_thing_is_said_back_as_beyond_the_answer() -> None:
    # less an item kind is read (tests/unit/test_reading_left_out.py); less a monster is not
    unknown = read("What are you carrying, apart from the bat?").unknown
    assert len(unknown) == 1 and unknown[0].reason is m.Reason.CANNOT
    assert "everything I carry" in unknown[0].why and "apart from the bat" in unknown[0].why
