"""The fifteenth fresh set's first two voices: orders hanging on the companion's own state and an
anxious, safety-first player. Each family with siblings the set does not hold, and near-misses
that stay refused or read otherwise."""

import pytest

from tests.unit.gist import gist
from tests.unit.readings import reading


@pytest.mark.parametrize(
    ("order", "meaning"),
    [
        # a retreat to the player is coming back to them (errands._away), not a flight
        (
            "if you're hurt, back off to me, otherwise go get the bow",
            "if health(companion) < 3: come_back | fetch bow",
        ),
        ("back off to me", "come_back"),
        ("back off towards me", "come_back"),
        ("run away to me", "come_back"),
        ("withdraw back to me now", "come_back"),
        ("fall back toward me", "come_back"),
        ("retreat over here", "come_back"),
        ("get away to my side", "come_back"),
        ("if a bat comes near you, back off to me", "wait once near(bat, 3, companion): come_back"),
        # near-misses: a retreat from something, or nowhere said, is a flight
        ("back off", "flee"),
        ("back off from the gorgon", "flee"),
        ("run away", "flee"),
        # a flight said with how far it goes (lexicon_caution.FLEE); a distance said with it kept
        (
            "please get well away from the gorgon, at least 5 tiles, i dont want you anywhere "
            "near it",
            "keep_distance gorgon 5..-",
        ),
        ("get well away from the gorgon, at least 5 tiles", "keep_distance gorgon 5..-"),
        ("move far away from the bats", "flee"),
        ("get well away from the gorgon", "flee"),
        # an anxious player's worries beside the order are left out (worries.py)
        (
            "please keep at least 6 tiles from every monster, i mean it",
            "keep_distance monster 6..-",
        ),
        ("stick with me wherever i go, dont wander off on your own, its dangerous", "follow"),
        ("dont move from that spot until i tell you, its safer there", "stay"),
        ("go hide in the bottom left corner, nothing can get you there", "go_to bottom left; stay"),
        (
            "stay within 3 tiles of me at all times please, i dont like being on my own",
            "keep_distance player -..3",
        ),
        ("follow me, i'm scared", "follow"),
        ("stay here, it's safer", "stay"),
        ("follow me, it is too dangerous out there", "follow"),
        ("go to the top left corner. you'll be safe there", "go_to top left"),
        ("keep away from the bats, i don't want you anywhere near them", "keep_away bat"),
        ("guard the bow. i really mean it", "guard bow"),
        # what not to do said with how ("on your own", "no matter what I do") and "ok" (asides)
        ("stick with me, dont wander off on your own", "follow"),
        ("follow me and dont wander off by yourself", "follow"),
        ("stay here dont move at all no matter what i do ok", "stay"),
        ("stay here, dont move no matter what happens", "stay"),
        ("guard the bow, dont wander off alone", "guard bow"),
        ("follow me dont wander off ok", "follow"),
        # where the companion is, said with how it stands (lexicon_caution.STANDING)
        (
            "if you're standing right next to me go get the bow, otherwise stay where you are",
            "if distance(player, companion) <= 1: fetch bow | stay",
        ),
        (
            "if you are standing right next to me, get the bow",
            "if distance(player, companion) <= 1: fetch bow | ",
        ),
        (
            "if you're standing near me, get the bow",
            "if distance(player, companion) <= 3: fetch bow | ",
        ),
        ("if you're standing by the bow, pick it up", "if near(bow, 1, companion): fetch bow | "),
        (
            "if you're not standing next to me, come back",
            "if distance(player, companion) > 1: come_back | ",
        ),
        (
            "if you are sitting within 3 tiles of the gorgon, run away",
            "if near(gorgon, 3, companion): flee | ",
        ),
        (
            "when you're standing next to the bow, pick it up",
            "wait once near(bow, 1, companion): fetch bow",
        ),
        (
            "if i'm standing next to you, follow me",
            "if distance(companion, player) <= 1: follow | ",
        ),
        # health lost so far (lexicon_caution.HEALTH_LOST, HEALTH_KEPT): hurt now, or not
        (
            "if you've taken any damage stay exactly where you are, otherwise get the bow",
            "if health(companion) < 3: stay | fetch bow",
        ),
        ("if you have lost any health, stay", "if health(companion) < 3: stay | "),
        ("if you took a hit, come back", "if health(companion) < 3: come_back | "),
        ("if you took damage, stay", "if health(companion) < 3: stay | "),
        ("if you've taken no damage, get the bow", "if health(companion) >= 3: fetch bow | "),
        ("if you haven't taken any damage, get the bow", "if health(companion) >= 3: fetch bow | "),
        ("if you didn't lose any health, get the bow", "if health(companion) >= 3: fetch bow | "),
        ("if i've taken any damage, come back to me", "if health(player) < 3: come_back | "),
        ("have you taken any damage?", "ask check health(companion) < 3"),
        # near-miss: something taken is carried
        ("if you've taken the bow, come back", "if has(companion, bow): come_back | "),
        # following stops when the player stops (moved._stopping_with_me): the following
        ("follow me. if i stop, you stop", "follow"),
        ("follow me around and if i stop just stay next to me", "follow"),
        ("follow me, stop when i stop", "follow"),
        ("follow me and when i stop, stop", "follow"),
        ("follow me. when i stop moving, stop too", "follow"),
        ("follow me. if i stop, wait there", "follow"),
        # how big or fast a step is changes nothing in a walk (lexicon_caution.STEP_SIZES)
        ("take 3 small steps to the right and then stop, no further", "walk right 3"),
        ("take 3 small steps right", "walk right 3"),
        ("walk 2 careful steps down", "walk down 2"),
        ("take two tiny steps left", "walk left 2"),
        ("go 4 big steps up", "walk up 4"),
        ("three quick steps to the right", "walk right 3"),
        # a bringing straight back to the player (lexicon_caution.STRAIGHT)
        (
            "grab the arrow on the left and bring it straight back to me, carefully",
            "fetch nearest-from-left side arrow; bring nearest-from-left side arrow",
        ),
        ("bring the bow straight back to me", "bring bow"),
        ("get the sword and bring it directly to me", "fetch sword; bring sword"),
        ("bring the bow right back to me", "bring bow"),
        # an amount after a step on "it": the step read again on its thing (amount_after)
        (
            "the bat in the middle. keep away from it. 5 tiles at least",
            "keep_distance nearest-from-middle bat 5..-",
        ),
        ("the gorgon. keep away from it. 5 tiles", "keep_distance gorgon 5..-"),
        ("see the gorgon? keep away from it. at least 4 tiles", "keep_distance gorgon 4..-"),
        ("keep away from the gorgon. 5 tiles at least", "keep_distance gorgon 5..-"),
        # what the companion carries, said to it as already so: a remark (worries._CARRIED)
        (
            "grab the bow, and once you've got it shoot the nearest bat. you've already got an "
            "arrow on you",
            "fetch bow; attack bat",
        ),
        ("shoot the nearest bat. you've already got the bow and an arrow", "attack bat"),
        ("kill the gorgon. you already have the sword", "attack gorgon"),
        # an amount behind, after a following or a distance from the player (amount_after)
        ("follow me. not too close tho. like 2 or 3 tiles back", "keep_distance player 2..3"),
        ("follow me. not too close. 2 or 3 tiles back", "keep_distance player 2..3"),
        ("follow me. 2 or 3 tiles back", "keep_distance player 2..3"),
        ("follow me. not too close. 3 tiles", "keep_distance player 3..3"),
        ("keep away from me. 4 tiles away", "keep_distance player 4..-"),
        ("follow me. not too close though", "keep_distance player 3..6"),
        ("get the bow though", "fetch bow"),
        # a keeping away said with "don't" after "but" or "and" is a step (sequence._kept_clear)
        (
            "guard the bow for me but dont go near any bats",
            "guard bow whenever near(bat, 4, companion): keep_away bat",
        ),
        (
            "guard the bow and dont go near the bats",
            "guard bow whenever near(bat, 4, companion): keep_away bat",
        ),
        (
            "follow me but never approach the gorgon",
            "follow whenever near(gorgon, 4, companion): keep_away gorgon",
        ),
        (
            "walk back and forth between me and the bow, carefully, and dont go near anything",
            "patrol player to bow whenever near(monster, 4, companion): keep_away monster",
        ),
        (
            "patrol between the bow and the sword and dont go near the gorgon",
            "patrol bow to sword whenever near(gorgon, 4, companion): keep_away gorgon",
        ),
    ],
)
def test_read(order: str, meaning: str) -> None:
    assert gist(order) == meaning


@pytest.mark.parametrize(
    ("order", "refused"),
    [
        # a worry alone is no order
        ("its dangerous", 'unknown[no such action] "its dangerous"'),
        # "don't wander off" with nothing that keeps the companion near: not promised
        (
            "dont wander off on your own",
            'unknown[cannot be promised] "don\'t wander off on your own"',
        ),
        # standing, not where: no condition read
        (
            "if you're standing still, get the bow",
            'unknown[not understood,logic] "if you\'re standing still, get the bow"',
        ),
        # the player stopping, with something else to do then: a watch the game cannot keep
        (
            "follow me. if i stop, get the bow",
            'follow; unknown[cannot be done,logic] "if i stop, get the bow"',
        ),
        ("stay here. if i stop, you stop", 'stay; unknown[cannot be done,logic] "if i stop, stop"'),
        (
            "take small steps to the right",
            'unknown[not understood] "take small steps to the right"',
        ),
        (
            "get the bow straight from the corner",
            'fetch bow; unknown[not understood] "straight from the corner"',
        ),
        # said alone, or without "already": no order
        (
            "you've already got an arrow on you",
            'unknown[no such action] "you\'ve already got an arrow on you"',
        ),
        (
            "you've got an arrow. shoot the bat",
            'unknown[no such action] "you\'ve got an arrow"; attack bat',
        ),
        # an amount the step read again does not take: said back
        ("the bow. go to it. 3 steps", 'go_to bow; unknown[not understood] "3 steps"'),
        # an amount after a step that keeps no distance: said back
        ("get the bow. 3 tiles back", 'fetch bow; unknown[not understood] "3 tiles back"'),
        # "don't go near it" after a fetch of it: not promised
        (
            "get the bow but dont go near it",
            'fetch bow; unknown[cannot be promised] "don\'t go near it"',
        ),
        ("follow me until i stop", 'unknown[cannot be done,logic] "follow me until i stop"'),
        (
            "follow me. if i stop, stay by the bow",
            'follow; unknown[cannot be done,logic] "if i stop, stay by the bow"',
        ),
    ],
)
def test_kept(order: str, refused: str) -> None:
    assert reading(order) == refused
