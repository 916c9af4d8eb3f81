"""Orders in two voices of bench/fresh_orders_13.toml, read as the orders they are: an archaic
role-player ("Hie thee to the bow", "Follow at mine heels", "Were every bat slain, how many foes
would then remain?": agent/reading/old_sayings.py) and a chatty player who buries the order in
small talk ("thanks for earlier!!", "you're doing awesome btw!!", "I keep losing count
honestly", "no rush": agent/reading/small_talk.py). Each family was refused in words on the
set's first run though the game can do it.

Small talk is left out only beside an order and only where it is plainly talk: alone it is
still answered or refused, a remark of the player's own that says the companion should do
something stays, and a hint that names the wrong weapon is said back."""

from __future__ import annotations

import pytest

from agent.reading.old_sayings import in_plain_words
from agent.reading.small_talk import without_small_talk
from tests.unit.readings import reading

OLD = [
    # the set's orders
    ("Fetch me yon bow, good squire, and place it in mine hands.", "bring bow"),
    ("Hie thee to the bow, but lay not a finger upon it.", "keep_off bow; go_to bow"),
    (
        "Smite the winged beast that roosteth in the north-east corner!",
        "attack nearest-from-top right bat",
    ),
    ("Tarry here a while, friend, whilst I scout the passage below.", "stay"),
    (
        "Bring forth the great blade from the south-eastern corner and lay it in mine hand.",
        "bring nearest-from-bottom right sword",
    ),
    ("Follow at mine heels, squire, wheresoever I wander.", "follow"),
    ("Keep watch o'er the bow, and suffer no beast to come near it.", "guard bow"),
    (
        "Art thou sorely wounded? Speak thy health unto me.",
        "ask check health(companion) <= 1; ask health of companion",
    ),
    ("Take thee three paces eastward, no more.", "walk east 3"),
    ("Go forth and explore these halls, that we may know them better.", "explore"),
    ("Keep thyself well clear of the gorgon, six paces at the least.", "keep_distance gorgon 6..-"),
    (
        "Walk thy rounds betwixt the bow and the very heart of this keep, as a sentry would.",
        "patrol bow to middle",
    ),
    (
        "Arm thyself with the great blade and slay the gorgon, brave knight.",
        "fetch sword; attack gorgon",
    ),
    ("Bear the bow and one arrow unto me.", "bring bow; bring arrow"),
    (
        "Were every bat slain, how many foes would then remain?",
        "ask value (count(monster) - count(bat))",
    ),
    # siblings: other verbs, things, words and word orders
    ("Hie thee to the sword.", "go_to sword"),
    ("Bring forth the bow.", "bring bow"),
    ("Fetch me the mighty blade and lay it in mine hands.", "bring sword"),
    ("Stay at mine heels, squire.", "follow"),
    ("Take thee two paces westward.", "walk west 2"),
    ("Keep thyself well clear of the bats.", "keep_away bat"),
    ("Make thy rounds betwixt the sword and the bow.", "patrol sword to bow"),
    ("Keep watch o'er the sword.", "guard sword"),
    ("Bear the sword unto me.", "bring sword"),
    (
        "Slay the winged beast that lurketh in the south-west corner.",
        "attack nearest-from-bottom left bat",
    ),
    (
        "If all the bats were dead, how many monsters would be left?",
        "ask value (count(monster) - count(bat))",
    ),
    (
        "Were the gorgon slain, how many foes would remain?",
        "ask value (count(monster) - count(gorgon))",
    ),
    ("Wilt thou fetch the bow?", "fetch bow"),
    ("Hast thou the bow?", "ask has bow of companion"),
    ("Dost thou carry the sword?", "ask has sword of companion"),
    ("Get the sword and put it in my hands.", "fetch sword; bring sword"),
    ("Guard mine back, squire.", "guard player"),
    ("What dost thou bear?", "ask carrying of companion"),
    ("Is the gorgon yet alive?", "ask check count(gorgon) > 0"),
    ("Make haste unto the north-west corner!", "go_to top left"),
    (
        "Were the bats all slain, how many foes would remain?",
        "ask value (count(monster) - count(bat))",
    ),
    # near-misses: what the game cannot do stays refused
    ("Bear me upon thy back unto the great sword, for my legs are weary.", None),
    ("Take thee three flagons of mead.", None),
]


@pytest.mark.parametrize(("order", "meaning"), OLD)
def test_a_role_players_sayings_are_read_as_meant(order: str, meaning: str | None) -> None:
    got = reading(order)
    if meaning is None:
        assert "unknown" in got, got
    else:
        assert got == meaning


SAID_PLAINLY = [
    ("hie you to the bow", "go to the bow"),
    ("go forth and explore", "go and explore"),
    ("go back and forth between me and the bow", "go back and forth between me and the bow"),
    ("walk back n forth between the bow and here", "walk back n forth between the bow and here"),
    ("and so forth", "and so forth"),
    ("bear the bow to me", "bring the bow to me"),
    ("I cannot bear the gorgon", "I cannot bear the gorgon"),
    ("the great hall", "the great hall"),
    ("a friend of mine", "a friend of mine"),
    ("stay here, friend, and guard the bow", "stay here, and guard the bow"),
    ("were you hurt?", "were you hurt?"),
]


@pytest.mark.parametrize(("said", "plainly"), SAID_PLAINLY)
def test_sayings_are_said_plainly_only_where_they_are_sayings(said: str, plainly: str) -> None:
    assert in_plain_words(said) == plainly


CHATTY = [
    # the set's orders
    (
        "haha that last fight was rough lol. anyway, mind heading down to the bottom left corner?"
        " I'll catch up with you later",
        "go_to bottom left",
    ),
    (
        "hey buddy, long day huh. just stay right where you are for now ok? I'm gonna go look "
        "around a bit",
        "stay",
    ),
    (
        "so um, random question, how many bats are there? I keep losing count honestly",
        "ask count bat",
    ),
    (
        "you're doing awesome btw!! could you grab the sword when you get a sec? no rush",
        "fetch sword",
    ),
    (
        "omg ok the gorgon is seriously freaking me out, can you go take care of it? you'll need "
        "the sword I think",
        "attack gorgon",
    ),
    (
        "thanks for earlier!! now could you just follow me around for a while, I don't wanna be "
        "alone down here",
        "follow",
    ),
    (
        "I'm gonna be honest, I'm really low on health, so could you stand between me and the "
        "bats? appreciate it a ton",
        "protect bat",
    ),
    (
        "ugh I need a breather. keep an eye on me while I walk around ok? like stay close and "
        "watch my back",
        "guard player",
    ),
    (
        "dude that thing with the bat earlier was hilarious. anyway where's the sword at? I can't "
        "find it anywhere",
        "ask where sword",
    ),
    (
        "so, if you don't mind, could you take like 4 steps down? I wanna see something real quick",
        "walk down 4",
    ),
    (
        "hmm I wonder how far that bow is from you? just curious haha",
        "ask distance bow of companion",
    ),
    ("honestly just go explore, I trust you, have fun out there!", "explore"),
    (
        "you know what would be great? if you stood guard by the sword for me. the gorgon's right "
        "there so be careful ok",
        "guard sword",
    ),
    (
        "sorry if this is confusing but could you pick up two arrows? whichever ones, doesn't "
        "matter",
        "fetch 2 arrow",
    ),
    (
        "thank you thank you. ok now keep at least 3 tiles away from me but no further than 6, I "
        "need space but not too much",
        "keep_distance player 3..6",
    ),
    ("btw how's your health doing? I think you took a hit earlier", "ask health of companion"),
    (
        "I just realized I've got nothing to fight with lol. can you hand me whatever you're "
        "carrying?",
        "hand_over",
    ),
    # siblings: other talk, other orders, other places in the message
    ("thanks for earlier!! now get the bow", "fetch bow"),
    ("get the bow. thanks for the help!", "fetch bow"),
    ("appreciate it a ton. follow me", "follow"),
    ("you've been great, could you grab the sword?", "fetch sword"),
    ("you're the best. come back to me", "come_back"),
    ("you're doing awesome btw!! kill the bat", "attack bat"),
    ("get the sword when you get a chance", "fetch sword"),
    ("could you explore when you get a sec? no rush", "explore"),
    ("no rush, but could you grab the bow?", "fetch bow"),
    ("how many arrows are left? just curious", "ask count arrow"),
    ("where is the bow? just wondering haha", "ask where bow"),
    ("how many bats are there? I keep losing track", "ask count bat"),
    ("where is the bow? I can't find it anywhere", "ask where bow"),
    ("I just realized I have no weapon. bring me the sword", "bring sword"),
    ("ugh I need a break. guard me", "guard player"),
    ("that fight was rough lol. anyway, come back to me", "come_back"),
    ("dude that last battle was insane. go to the top left corner", "go_to top left"),
    ("long day huh. follow me", "follow"),
    ("go to the top right corner. I'll catch up with you later", "go_to top right"),
    ("go to the bow. see you later", "go_to bow"),
    ("explore, I trust you, have fun!", "explore"),
    ("honestly just follow me", "follow"),
    ("anyway, where is the sword?", "ask where sword"),
    ("mind heading over to the bow?", "go_to bow"),
    ("take like 3 steps right", "walk right 3"),
    ("walk like five steps up", "walk up 5"),
    ("pick up two arrows. whichever ones, it doesn't matter", "fetch 2 arrow"),
    ("kill the bat. you'll need the bow", "attack bat"),
    ("go kill the gorgon. you will need the sword probably", "attack gorgon"),
    ("I wonder where the sword is?", "ask where sword"),
    ("I wonder how many bats are left", "ask count bat"),
    ("you know what would be great? if you guarded the bow", "guard bow"),
    ("guard the sword. the gorgon's right there so be careful ok", "guard sword"),
    ("I think you took a hit earlier. how's your health?", "ask health of companion"),
    ("lol jk. get the bow", "fetch bow"),
    ("get the sword. I'll get the bow", "fetch sword"),
    ("get the bow btw", "fetch bow"),
    ("ok so basically just grab the bow lol", "fetch bow"),
    ("hey so um could you maybe like grab the bow?", "fetch bow"),
    ("sweet, thanks! now come back", "come_back"),
    ("great job with the bat! now get the sword", "fetch sword"),
    ("be a pal and grab the bow", "fetch bow"),
    ("grab the bow, if that's cool with you", "fetch bow"),
    ("I'd love it if you got the bow", "fetch bow"),
    ("it would be great if you stood guard by the sword", "guard sword"),
    ("stand btw me and the gorgon", "protect gorgon"),
    # talk that names what a later "it" stands for is kept for it
    ("I noticed a bat near the bow. kill it", "attack nearest-from-bow bat"),
    ("I can't find the sword. get it", "fetch sword"),
    ("I just realized the bow is over there. go get it", "fetch bow"),
]


@pytest.mark.parametrize(("order", "meaning"), CHATTY)
def test_orders_in_small_talk_are_read_as_meant(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# Near-misses: talk alone is still talk or refused; a hint that names the wrong weapon, a remark
# that asks something of the companion and what the game cannot do are not left out.
KEPT = [
    "thanks for earlier!!",
    "you're doing awesome",
    "I'll catch up with you later",
    "I can't find the sword",
    "I just realized you should get the bow. thanks",
    "kill the gorgon. you'll need the bow I think",
    "get the bow. you'll need the sword",
    "haha ok this is random but can you order me a pizza? I'm starving and this dungeon is long",
    "omg you're so good at this, can you pick me up and carry me to the bow? my legs are tired lol",
    "ok so honestly I think the easiest way is for you to go hit the gorgon with the bow, it's "
    "way closer anyway",
    "lol ok you're kind of annoying me now, come over here and stab me with the sword, I dare you",
]


@pytest.mark.parametrize("order", KEPT)
def test_what_is_not_plainly_talk_is_not_left_out(order: str) -> None:
    assert "unknown" in reading(order)


@pytest.mark.parametrize(
    ("said", "left"),
    [
        ("get the bow", "get the bow"),
        ("thanks!", "thanks!"),
        ("take like a step back", "take like a step back"),
        ("I like the bow. get it", "I like the bow. get it"),
        (
            "go walk back and forth, like a guard on patrol",
            "go walk back and forth, like a guard on patrol",
        ),
        ("I wonder if you could get the bow", "I wonder if you could get the bow"),
        ("do you like the bow?", "do you like the bow?"),
        ("I'd like two arrows", "I'd like two arrows"),
        ("hang on a few turns, like five", "hang on a few turns, like five"),
    ],
)
def test_small_talk_leaves_other_words_as_typed(said: str, left: str) -> None:
    assert without_small_talk(said) == left
