"""Sentences said after sentences, and slips: the wish to be told an errand is over said as a
sentence of its own ("kill the bat. then tell me when it's dead": agent/reading/told_when.py,
``told_alone``), read as the same wish joined with "and". Each row an order and its reading in
the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# The wish in a sentence of its own, read on the errand before it, as with "and".
TOLD_ALONE = [
    ("kill the bat. then tell me when it's dead", "attack bat; say 'The bat is dead'"),
    ("kill the bat. tell me when it's dead", "attack bat; say 'The bat is dead'"),
    ("kill the bat. and then tell me when it's dead", "attack bat; say 'The bat is dead'"),
    ("kill the bat. after that tell me when it's dead", "attack bat; say 'The bat is dead'"),
    ("kill the bat. once it's dead tell me", "attack bat; say 'The bat is dead'"),
    ("kill the bat. as soon as it's dead, tell me", "attack bat; say 'The bat is dead'"),
    ("kill the bat. when it's dead, let me know", "attack bat; say 'The bat is dead'"),
    ("kill the bat. then tell me when its dead", "attack bat; say 'The bat is dead'"),
    ("kill the bat and tell me when its dead", "attack bat; say 'The bat is dead'"),
    ("Kill the gorgon. Then tell me once it's dead.", "attack gorgon; say 'The gorgon is dead'"),
    (
        "attack the bat. after that, tell me when the bat is dead",
        "attack bat; say 'The bat is dead'",
    ),
    ("kill the bats. tell me when they're dead", "attack every bat; say 'The bats are dead'"),
    (
        "kill every bat. then let me know when they are dead",
        "attack every bat; say 'The bats are dead'",
    ),
    (
        "kill the bat. tell me when it's dead, then come back",
        "attack bat; say 'The bat is dead'; come_back",
    ),
    ("get the bow. tell me when you have it", "fetch bow; say 'I have the bow'"),
    ("get the bow. then tell me when you've got it", "fetch bow; say 'I have the bow'"),
    ("get the bow. Please tell me when you have it!", "fetch bow; say 'I have the bow'"),
    ("fetch an arrow. let me know when you have it", "fetch arrow; say 'I have the arrow'"),
    ("go to the sword. let me know when you're there", 'go_to sword; say "I\'m there"'),
    ("go to the middle. tell me when you're there", 'go_to middle; say "I\'m there"'),
    ("explore. tell me when you're done", 'explore; say "I\'ve done it"'),
    (
        "kill all the bats. tell me when they're all dead",
        "attack every bat; say 'The bats are dead'",
    ),
    ("go to the middle. when you get there, tell me", 'go_to middle; say "I\'m there"'),
]

# What comes once the errand is over, said after it: the steps after it (not a wait for every
# bat gone, not a second fetch).
ENDED_THEN = [
    ("kill the bat. once it's dead, come back", "attack bat; come_back"),
    ("kill the bat. when it's gone, come back", "attack bat; come_back"),
    ("kill the bats. once they're all dead, come back", "attack every bat; come_back"),
    ("get the bow. when you have it, come back", "fetch bow; come_back"),
    ("get the bow. once you've got it, bring it to me", "fetch bow; bring bow"),
    # another end, or no end of the errand: read as before
    (
        "kill the bat. when a bat comes, come back",
        "attack bat; wait once near(bat, 3, companion): come_back",
    ),
]


@pytest.mark.parametrize(("order", "expected"), ENDED_THEN)
def test_ended_then(order: str, expected: str) -> None:
    assert reading(order) == expected


@pytest.mark.parametrize(("order", "expected"), TOLD_ALONE)
def test_told_alone(order: str, expected: str) -> None:
    assert reading(order) == expected


@pytest.mark.parametrize(
    ("order", "expected"),
    [
        # another end than the errand's: said back, never dropped
        (
            "get the bow. tell me when it's dead",
            'fetch bow; unknown[not understood] "tell me when it\'s dead"',
        ),
        (
            "kill the bat. tell me when you have it",
            'attack bat; unknown[not understood] "tell me when you have it"',
        ),
        (
            "kill the bat. tell me when the gorgon is dead",
            'attack bat; unknown[not understood] "tell me when the gorgon is dead"',
        ),
        # a wish to be told of something else: no end of the errand, read as before
        (
            "kill the bat. tell me when a bat comes",
            "attack bat; wait once near(bat, 3, companion): say 'A bat is within 3 tiles of me'",
        ),
    ],
)
def test_told_alone_other_ends(order: str, expected: str) -> None:
    assert reading(order) == expected


# The errand said again on its "it" is the same errand, once: the second bring found the bow
# handed over and fetched another; the second fight another bat.
SAID_AGAIN_ON_IT = [
    ("Fetch me the bow, and hand it to me", "bring bow"),
    ("fetch me the bow, and give it to me", "bring bow"),
    ("bring me the bow, then hand it over", "bring bow"),
    ("bring me two arrows, then give them to me", "bring 2 arrow"),
    ("bring me the bow. then hand it to me", "bring bow"),
    ("fetch me the bow. Give it to me.", "bring bow"),
    ("kill the bat, then kill it", "attack bat"),
    ("kill the bat. then kill it", "attack bat"),
    # another one, the next one: not "it", each its own errand
    ("get the sword, then get another one", "fetch sword; fetch sword"),
    ("kill the nearest bat, then the next one", "attack bat; attack bat"),
    ("get an arrow. get another", "fetch arrow; fetch arrow"),
    ("get the bow, then bring it to me", "fetch bow; bring bow"),
    ("bring me the bow, then bring me the sword", "bring bow; bring sword"),
]


@pytest.mark.parametrize(("order", "expected"), SAID_AGAIN_ON_IT)
def test_said_again_on_it(order: str, expected: str) -> None:
    assert reading(order) == expected


# "Gone" of a monster is dead, none left (as "dead"), not only out of reach; leaving is not near.
GONE = [
    ("if the gorgon is gone, come back", "if count(gorgon) == 0: come_back | "),
    ("once the gorgon is gone, come back", "wait once count(gorgon) == 0: come_back"),
    ("once the bat is gone, come back", "wait once count(bat) == 0: come_back"),
    ("once the bats are gone, come back", "wait once count(bat) == 0: come_back"),
    ("if the bow is gone, come back", "if count(bow) == 0: come_back | "),
    ("wait until the bat leaves", "stay once not near(bat, 3, companion): "),
    ("until the bat has left, stay here", "stay once not near(bat, 3, companion): "),
    ("when I'm gone, get the bow", "wait once distance(companion, player) > 3: fetch bow"),
    # "if it's dead" after a sentence is a condition of its own, not "if it is [so]"
    (
        "if the bat is alive, kill it. if it's dead, get the bow",
        "if count(bat) > 0: attack bat | ; if count(bat) == 0: fetch bow | ",
    ),
    (
        "If the bat is near, kill it. If it isn't, come back.",
        "if near(bat, 3, companion): attack bat | come_back",
    ),
    (
        "Unless you're hurt, fetch the bow. If you are, stay.",
        "if health(companion) >= 3: fetch bow | stay",
    ),
    (
        "If you have the sword, kill the gorgon. If you don't then get the sword",
        "if has(companion, sword): attack gorgon | fetch sword",
    ),
]


@pytest.mark.parametrize(("order", "expected"), GONE)
def test_gone(order: str, expected: str) -> None:
    assert reading(order) == expected


# "For a while" has no end said: a stay until the next order, as "stay here"; "a bit", "a
# moment" stay a brief wait.
A_WHILE = [
    ("Stay here for a while", "stay"),
    ("wait here for a while", "stay"),
    ("stay put for a while", "stay"),
    ("wait for a while", "stay"),
    ("stay here for a little while", "stay"),
    ("stay here a while", "stay"),
    ("wait a while", "stay"),
    ("hold on for a while", "stay"),
    ("follow me for a while", "follow"),
    ("guard the sword for a while", "guard sword"),
    ("wait a bit", "repeat 0x 3t: "),
    ("stay here for a bit", "repeat 0x 3t: "),
    ("stay here for 3 turns", "repeat 0x 3t: stay"),
]


@pytest.mark.parametrize(("order", "expected"), A_WHILE)
def test_a_while(order: str, expected: str) -> None:
    assert reading(order) == expected


# "btw" is "by the way": an aside inside a sentence, "between" only between two things; a
# slip of a number word before things counted is the number ("thre": three, not "thee").
SLIPS = [
    ("get the bow btw the sword too", "fetch bow; fetch sword"),
    ("get the bow, btw, the sword too", "fetch bow; fetch sword"),
    ("get the bow and btw the sword too", "fetch bow; fetch sword"),
    ("btw get the bow", "fetch bow"),
    ("get the bow btw", "fetch bow"),
    ("stand btw me and the gorgon", "protect gorgon"),
    ("get thre arrows", "fetch 3 arrow"),
    ("get fve arrows", "fetch 5 arrow"),
    ("kill thre bats", "attack 3 bat"),
    ("get sevn arrows", "fetch 7 arrow"),
    ("get teh arow", "fetch arrow"),
]


@pytest.mark.parametrize(("order", "expected"), SLIPS)
def test_slips(order: str, expected: str) -> None:
    assert reading(order) == expected


@pytest.mark.parametrize(
    "order", ["go back by the way you came", "get tow arrows", "get thee arrows"]
)
def test_slips_refused(order: str) -> None:
    assert "unknown[" in reading(order)


# A fight picked by rank whose pick finds none fights no other monster (sandbox_worker/lua:
# skills.attack, questions.choose): attack(nil) is the nearest monster, but not after a pick by
# rank that found none ("kill a bat, then the second nearest": one bat left by then).
def test_a_fight_by_rank_with_none_there_gives_up() -> None:
    from tests.sandbox.helpers import update
    from tests.unit.test_logic_helpers import BATS, drive, runtime, statuses, world_of

    world = world_of(BATS, shut_in=False)
    turns = drive(runtime(world, update('return attack(nearest("bat", ai, 3))')), world, 5)
    assert statuses(turns) == ["There is no such bat to fight", "Done"]
    assert all(t.moves == [] for t in turns) and all(m.alive for m in world.monsters())


def test_a_fight_by_rank_after_another_fights_no_other_monster() -> None:
    from tests.sandbox.helpers import update
    from tests.unit.test_logic_helpers import BATS, drive, runtime, statuses, world_of

    world = world_of(BATS, shut_in=False)
    code = update(
        'return plan({{attack, "bat"}, function() return attack(nearest("bat", ai, 2)) end})'
    )
    turns = drive(runtime(world, code), world, 120)
    assert turns[-1].done and "There is no such bat to fight" in statuses(turns)
    assert [m.alive for m in world.monsters()].count(True) == 1


def test_attack_nil_is_still_the_nearest_monster() -> None:
    from tests.sandbox.helpers import update
    from tests.unit.test_logic_helpers import BATS, drive, runtime, world_of

    world = world_of(BATS, shut_in=False)
    turns = drive(runtime(world, update("return attack()")), world, 80)
    assert turns[-1].done and [m.alive for m in world.monsters()].count(True) == 1


# "If C, A, and if D, B": the second condition after the first one's steps, read after them (as
# two sentences are), its "it" the thing named before; before, it was read inside the first
# branch, where it never held ("if the bat is near, kill it, and if it's far, come back"), or
# not understood.
AND_IF = [
    (
        "if the bat is near, kill it, and if it's far, come back",
        "if near(bat, 3, companion): attack bat | ; if distance(bat, companion) > 5: come_back | ",
    ),
    (
        "if the bow is near, get it, and if the sword is near, get it too",
        "if near(bow, 3, companion): fetch bow | ; if near(sword, 3, companion): fetch sword | ",
    ),
    # "and if not": the other branch, as before
    (
        "if the bow is still where it was, guard it, and if someone took it, guard me instead",
        "if count(bow) > 0: guard bow | guard player",
    ),
    (
        "maybe, if you've got the sword, you could go after the gorgon, and if not just stay put?",
        "if has(companion, sword): attack gorgon | stay",
    ),
    ("follow me, and if you see a bat, kill it", "follow once near(bat, 5, companion): attack bat"),
]


@pytest.mark.parametrize(("order", "expected"), AND_IF)
def test_and_if(order: str, expected: str) -> None:
    assert reading(order) == expected


# ... said in the errand's own sentence.
ERRAND_ENDED = [
    ("kill the nearest bat and once it's gone come back", "attack bat; come_back"),
    ("kill the bat, and once it's dead, come back", "attack bat; come_back"),
    ("kill the bat, and when it's gone get the bow", "attack bat; fetch bow"),
    ("get the bow, and when you have it, come back", "fetch bow; come_back"),
    ("get the bow and as soon as you have it come straight back to me", "fetch bow; come_back"),
    (
        "grab the bow, and once you have it tell me how many arrows are still lying around",
        "fetch bow; ask count arrow",
    ),
    # another end than the errand's, or steps not read whole: read as before
    (
        "kill the bat and when the gorgon is dead come back",
        "attack bat once count(gorgon) == 0: come_back",
    ),
    (
        "Collect every arrow on the map, closest first, and when you've got the lot, hand them "
        "all over to me.",
        "fetch every arrow; bring every arrow",
    ),
]


@pytest.mark.parametrize(("order", "expected"), ERRAND_ENDED)
def test_errand_ended(order: str, expected: str) -> None:
    assert reading(order) == expected


# A first branch that never ends (keeping away, following, guarding) leaves no "and if" after it
# to run: refused, as before, not half done; on the opposite condition it is the duty until that
# holds (tests/unit/test_odd_readings_2.py).
def test_and_if_after_an_endless_duty_is_refused() -> None:
    order = "if the gorgon is still alive, keep away from it, and if you have the bow, come back"
    assert "unknown[" in reading(order)
