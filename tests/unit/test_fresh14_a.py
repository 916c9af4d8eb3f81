"""The fourteenth fresh set's first two voices: an impatient, exasperated or sarcastic player
(agent/reading/exasperated.py: venting, rhetorical questions, corrections, echoes, hurry that is
no ban) and a player whose orders hang on their own moves ("when I come back over to you").
And a restatement that drops the order's condition is not used (agent/house/kept_condition.py).
Each family with siblings the set does not hold, and near-misses that stay refused or read
otherwise."""

import pytest

from agent.house.checks import GameWords, check
from tests.unit.gist import gist

_NEXT = "wait once distance(companion, player) <= 1: "
_BACK = "wait once distance(companion, player) > 1: wait once distance(companion, player) <= 1: "


@pytest.mark.parametrize(
    ("order", "meaning"),
    [
        # a rhetorical question put to the companion before the order: the order
        ("are you seriously still standing there? follow me", "follow"),
        ("are you serious? get the bow", "fetch bow"),
        ("are you kidding me? kill the bat", "attack bat"),
        # (with "straight down from me" the remark picks its arrow by its tile: refused in
        # words, tests/unit/test_tile_picks.py)
        ("are you kidding me. the arrow is RIGHT THERE. get it", "fetch arrow"),
        ("how hard is it to stay put?? stay. there.", "stay"),
        # ... whose thing is the "it" after it
        ("how hard is it to get the bow? get it", "fetch bow"),
        ("hello?? are you deaf? follow me", "follow"),
        ("are you blind? the bow is right there. get it", "fetch bow"),
        # a rhetorical question of the player's patience (it was a question of what is carried)
        ("how many times do I have to tell you? get the bow", "fetch bow"),
        ("do I have to do everything myself? get the bow", "fetch bow"),
        # a sentence that only vents, before or after the order
        ("whatever. just stand between me and the gorgon I guess", "protect gorgon"),
        ("whatever. guard me", "guard player"),
        ("can you just bring me the bow. please. for once.", "bring bow"),
        ("get the sword. please. for once.", "fetch sword"),
        ("I told you to get the bow. go", "fetch bow"),
        ("ugh get the bow", "fetch bow"),
        ("for the last time, get the bow", "fetch bow"),
        ("get the bow. like, now.", "fetch bow"),
        ("omg guard me", "guard player"),
        # what only closes a sentence
        ("get the sword, I swear", "fetch sword"),
        ("kill the bat I guess", "attack bat"),
        ("go explore or whatever", "explore"),
        # what the companion carries, said as why it has no excuse
        (
            "fine, whatever, go shoot the bat in the top right corner. you've got the bow and an "
            "arrow, so no excuses",
            "attack nearest-from-top right bat",
        ),
        ("kill the gorgon. you have the sword, so no excuses", "attack gorgon"),
        ("kill the gorgon. no excuses", "attack gorgon"),
        # hurry, no ban
        (
            "which is closer, the bow or the sword? and don't take all day",
            "ask which bow,sword of companion nearest",
        ),
        ("go to the middle and don't take all day", "go_to middle"),
        ("how many bats are there? and make it quick", "ask count bat"),
        # the companion's own good, the reason
        ("for crying out loud, get away from the monsters before you get yourself killed", "flee"),
        ("stay away from the gorgon before it kills you", "keep_away gorgon"),
        # a correction of what the companion was about to do, then the order
        ("no. NO. not the bow. the SWORD. go get the sword", "fetch sword"),
        ("no. not the sword. the bow. bring me the bow", "bring bow"),
        ("no, not the sword, the bow! go get it", "fetch bow"),
        ("no. not the sword. the bow. go get it", "fetch bow"),
        ("no. stay here", "stay"),
        # the order said again
        ("I literally said 3 steps down. three. go", "walk down 3"),
        ("I said get the bow", "fetch bow"),
        ("I already told you, follow me", "follow"),
        # a sentence that only says again what the one before said
        ("go stand next to the bow. NEXT to it. do NOT pick it up, I swear",
         "keep_off bow; go_to bow; stay"),
        ("walk 2 steps left. two.", "walk left 2"),
        ("kill every bat. all of them.", "attack every bat"),
        (
            "if you're not gonna fight at least pick up every single arrow. all of them",
            "fetch every arrow",
        ),
        ("stay. right here.", "stay"),
        # "if you won't ..., at least ...": the order after "at least"
        ("if you won't fight, at least get the bow", "fetch bow"),
        ("if you're not going to fight at least guard me", "guard player"),
        # a duty on the player stopped beside the next order: the next order
        ("omg stop hanging around me and go explore or something", "explore"),
        ("stop following me and go explore", "explore"),
        ("quit tailing me and get the bow", "fetch bow"),
        # idling stopped beside the next order: the next order
        ("stop dawdling and get the bow", "fetch bow"),
        ("quit wasting time and kill the bat", "attack bat"),
        ("stop standing there and follow me", "follow"),
        ("stop following me", "stay"),
        ("stop following me. go explore", "explore"),
        ("stop following me. please", "stay"),
        (
            "oh my god stop breathing down my neck. stay at least 3 tiles away from me",
            "keep_distance player 3..-",
        ),
        # a venting opener before a question is left to the question's readers
        ("ugh, why are you all the way over there. come back here", "come_back"),
        ("just go to the middle of the map already, jeez", "go_to middle"),
        # "wherever I end up": the player
        ("bring the bow to wherever I end up, I'm heading down the corridor", "bring bow"),
        ("bring the bow to wherever I am", "bring bow"),
        ("bring me an arrow to wherever I end up", "bring arrow"),
        # between me and whatever is closest: the monster nearest the player (protect's)
        ("keep between me and whatever's closest to me", "protect nearest-from-player monster"),
        ("stand between me and whatever is nearest to me", "protect nearest-from-player monster"),
        # the player coming back "over" to the companion
        ("when I come back over to you, give me the bow", f"{_BACK}bring bow"),
        ("when I come back over here, give me the bow", f"{_BACK}bring bow"),
        ("once I get back over to you, hand me the sword", f"{_BACK}bring sword"),
        # ... and the player's coming, going and coming back said with other verbs
        ("when I head back to you, give me the bow", f"{_BACK}bring bow"),
        ("when I head back, get the bow", f"{_BACK}fetch bow"),
        ("when I get over to you, give me the bow", f"{_NEXT}bring bow"),
        ("once I make it to the bow, come to me", "wait once near(bow, 1, player): come_back"),
        ("once I've left, get the bow", "wait once distance(companion, player) > 3: fetch bow"),
        (
            "stay here until I've left, then get the bow",
            "stay once distance(companion, player) > 3: fetch bow",
        ),
        # walking over while the player walks: how long the duty lasts, as before
        ("stay on this tile while I walk over to the bow", "stay"),
        # one of us "at" or "by" a thing in a condition: next to it
        ("when I'm at the bow, bring me the sword", "wait once near(bow, 1, player): bring sword"),
        ("when I'm by the bow, bring me the sword", "wait once near(bow, 1, player): bring sword"),
        ("once you're at the bow, come back", "wait once near(bow, 1, companion): come_back"),
        ("if you're at full health, explore", "if health(companion) >= 3: explore | "),
        # the companion's own arrival, and the verbs outside a condition, as before
        (
            "wait until you make it to the bow, then come back",
            "stay once near(bow, 1, companion): come_back",
        ),
        ("walk over to the bow", "go_to bow"),
        ("head back to me", "come_back"),
    ],
)
def test_read(order: str, meaning: str) -> None:
    assert gist(order) == meaning


@pytest.mark.parametrize(
    ("order", "refused"),
    [
        # a question with no sign it is rhetorical is asked, not left out
        ("are you still carrying the bow? follow me", "ask has bow of companion; follow"),
        # venting alone, or a rhetorical question alone, is no order
        ("whatever", "unknown"),
        ("how hard is it to get the bow?", "unknown"),
        ("don't take all day", "unknown"),
        # a correction whose order names the thing ruled out, or none: as before, refused
        ("nope. not the bow. get the bow", "fetch bow; unknown"),
        ("no. not the bow.", "unknown; unknown"),
        # a sentence after the order that says something new is read
        ("walk 2 steps left. three.", "walk left 2; unknown"),
        ("kill a bat. all of them.", "attack bat; unknown"),
        # "before" of an order in turn is kept
        ("get the bow before you kill the bat", "fetch bow; attack bat"),
        # "I said I ..." is no order said again
        ("I said I would get the bow", "unknown"),
        # what is carried said alone, or no excuse alone: no order
        ("kill the gorgon. you have the sword", "attack gorgon"),  # a premise, as before it
        ("you've got the sword, so no excuses", "unknown"),
        # a wait where the player stands: the place said back, never a question of where the
        # player is (it was answered "You are at ...")
        ("wait where I am", "stay; unknown"),
        ("wait where I'm standing", "stay; unknown"),
        ("wait where I am, then get the bow", "stay; unknown; fetch bow"),
        ("wait, where am I?", "ask where of player"),
        # one of us at a place: not read as next to a thing; at a health: that health
        ("if I am at the top left, come to me", "unknown"),
        ("when I'm at 1 health, come back", "wait once health(player) == 1: come_back"),
        # between me and whatever is nearest to a thing: not read
        ("keep between me and whatever's closest to the bow", "unknown"),
    ],
)
def test_kept(order: str, refused: str) -> None:
    assert gist(order) == refused


@pytest.mark.parametrize(
    ("order", "sentence", "used"),
    [
        # a restatement with no condition for an order that waits on one, or chooses by one:
        # done at once, as if it were the order (#53 was served as "bring me the bow")
        ("when I walk over to you, give me the bow", "bring me the bow", False),
        (
            "as soon as I return to you, give me an arrow",
            "bring me the arrow, then follow me",
            False,
        ),
        ("if I am hurt, stay close to me", "follow me", False),
        # politeness, a step done before the next, or a change supposed: no condition
        ("if you can, bring me the bow", "bring me the bow", True),
        ("when you get a sec, bring me the bow", "bring me the bow", True),
        ("bring me the bow once more", "bring me the bow", True),
        (
            "come back. once that's done, get all the bolts",
            "come back to me, then pick up every arrow",
            True,
        ),
        (
            "explore the maze, when you are done hoover up the bolts",
            "explore, then pick up every arrow",
            True,
        ),
    ],
)
def test_a_restatement_keeps_the_condition(order: str, sentence: str, used: bool) -> None:
    meaning, why = check(order, sentence, GameWords([order, sentence]), sure=True)
    assert (meaning is not None) == used, why
    assert used or why == "the restatement drops the order's condition"
