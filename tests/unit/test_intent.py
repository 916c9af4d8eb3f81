"""Orders as players type them, read into what they ask: questions, errands and their targets."""

from __future__ import annotations

import pytest

from agent.intent import (
    ITEM_WORDS,
    MONSTER_WORDS,
    Part,
    in_game_words,
    kinds,
    read_order,
    things_named,
)
from agent.library.shipped import load_shipped
from agent.prompt import user_message
from game.maps import load_map
from game.world import ITEM_NAMES, MONSTER_KINDS


def gist(order: str) -> list[tuple]:
    """Each part as (what, items, monsters), with "every" marked on the errand."""
    out: list[tuple] = []
    for part in read_order(order).parts:
        what = part.question or part.action + (" all" if part.every else "")
        out.append((what, part.items, part.monsters))
    return out


@pytest.mark.parametrize(
    ("order", "expected"),
    [
        # how many
        ("How many monsters are in the dungeon?", [("count", (), ("monster",))]),
        ("how many bats are left?", [("count", (), ("bat",))]),
        ("give me a monster count", [("count", (), ("monster",))]),
        ("count the gorgons", [("count", (), ("gorgon",))]),
        ("are there any monsters left?", [("count", (), ("monster",))]),
        ("how many things are on the floor?", [("count", ("item",), ())]),
        ("tell me how many arrows there are", [("count", ("arrow",), ())]),
        # where
        ("where is the sword?", [("where", ("sword",), ())]),
        ("where's the blade?", [("where", ("sword",), ())]),
        ("do you know where the arrows are?", [("where", ("arrow",), ())]),
        ("what is the location of the medusa?", [("where", (), ("gorgon",))]),
        ("can you tell me where the bow is?", [("where", ("bow",), ())]),
        ("find the sword and tell me where it is", [("where", ("sword",), ())]),
        # how far, health
        ("how far is the gorgon?", [("distance", (), ("gorgon",))]),
        ("how many steps to the blade?", [("distance", ("sword",), ())]),
        ("how many tiles away is the bat?", [("distance", (), ("bat",))]),
        ("how many steps have you taken?", [("count", (), ())]),
        ("check how many monsters remain", [("count", (), ("monster",))]),
        ("how many arrows do you have?", [("what", ("arrow",), ())]),  # what is carried
        ("stop what you're doing and come back", [("come_back", (), ())]),
        ("take a walk around", [("explore", (), ())]),
        ("go for a walk with me", [("follow", (), ())]),
        ("how are you doing, health-wise?", [("health", (), ())]),
        ("how are you?", [("health", (), ())]),
        ("what's your health", [("health", (), ())]),
        # what / which / yes-no / anything else
        ("what does the player carry?", [("what", (), ())]),
        ("which monster does the sword beat?", [("what", ("sword",), ("monster",))]),
        ("what monsters remain?", [("what", (), ("monster",))]),
        ("do you have the sword?", [("yes_no", ("sword",), ())]),
        ("what time is it?", [("tell", (), ())]),
        ("tell me a joke", [("tell", (), ())]),
        ("the sword?", [("what", ("sword",), ())]),
        ("how do I kill a bat?", [("what", (), ("bat",))]),
        # say
        ("say good morning", [("say", (), ())]),
        # errands
        ("Go get the sword", [("fetch", ("sword",), ())]),
        ("could you grab the longbow?", [("fetch", ("bow",), ())]),
        ("pick an arrow up", [("fetch", ("arrow",), ())]),
        ("get the bow and an arrow", [("fetch", ("bow", "arrow"), ())]),
        ("collect every arrow", [("fetch all", ("arrow",), ())]),
        ("bring me the sword", [("bring", ("sword",), ())]),
        ("get me the bow", [("bring", ("bow",), ())]),
        ("I need the blade, bring it here", [("bring", ("sword",), ())]),
        ("hey buddy, fetch the bow for me", [("bring", ("bow",), ())]),  # for me to have
        ("fetch the sword and hand it to me",
         [("fetch", ("sword",), ()), ("bring", ("sword",), ())]),
        ("grab an arrow for the player", [("bring", ("arrow",), ())]),
        ("get the gorgon for me", [("attack", (), ("gorgon",))]),  # no item: still a fight
        ("Kill the gorgon", [("attack", (), ("gorgon",))]),
        ("shoot a bat", [("attack", (), ("bat",))]),
        ("take out the medusa", [("attack", (), ("gorgon",))]),
        ("kill all the monsters", [("attack all", (), ("monster",))]),
        ("wipe out the bats", [("attack all", (), ("bat",))]),
        ("follow me", [("follow", (), ())]),
        ("keep following me around", [("follow", (), ())]),
        ("stay close to me", [("follow", (), ())]),
        ("go where I go", [("follow", (), ())]),
        ("come back to me", [("come_back", (), ())]),
        ("get over here", [("come_back", (), ())]),
        ("find me", [("come_back", (), ())]),
        ("explore the dungeon", [("explore", (), ())]),
        ("go take a look around", [("explore", (), ())]),
        ("run away from the bats", [("flee", (), ("bat",))]),
        ("stay here", [("stay", (), ())]),
        ("wait for me here", [("stay", (), ())]),
        ("don't move", [("stay", (), ())]),
        ("guard the sword", [("stay", ("sword",), ())]),
        ("scram, a bat is coming!", [("flee", (), ("bat",))]),
        ("don't get near any monster", [("flee", (), ("monster",))]),
        ("get yourself over here, quick", [("come_back", (), ())]),
        ("how much health have i got left", [("health", (), ())]),
        # going somewhere: to a thing, or to a place no thing marks
        ("stand next to the bow", [("go_to", ("bow",), ())]),
        ("wait by the sword", [("go_to", ("sword",), ())]),
        ("go to the gorgon", [("attack", (), ("gorgon",))]),
        ("go to the bottom left corner", [("move", (), ())]),
        ("go stand in the middle of the map", [("move", (), ())]),
        ("take three steps to the right", [("move", (), ())]),
        ("walk in a square", [("move", (), ())]),
        ("stay in the corner", [("stay", (), ())]),
        ("walk over to the nearest arrow and wait there", [("go_to", ("arrow",), ())]),
        ("go to the top left corner, then wait", [("move", (), ())]),
        ("walk to row 5, column 10", [("move", (), ())]),
        ("walk over to me", [("come_back", (), ())]),
        # "tell me when" asks to be told later: nothing to answer now
        ("go get the sword and tell me when you have it", [("fetch", ("sword",), ())]),
        ("pick up the bow and let me know when you've got it", [("fetch", ("bow",), ())]),
        # several steps
        ("Pick up the bow, then pick up an arrow, then kill a bat",
         [("fetch", ("bow",), ()), ("fetch", ("arrow",), ()), ("attack", (), ("bat",))]),
        ("grab the bow, then shoot a bat, then come back here",
         [("fetch", ("bow",), ()), ("attack", (), ("bat",)), ("come_back", (), ())]),
        ("shoot a bat and after that kill the gorgon",
         [("attack", (), ("bat",)), ("attack", (), ("gorgon",))]),
        ("pick up an arrow. then follow me", [("fetch", ("arrow",), ()), ("follow", (), ())]),
        ("fetch an arrow and give it to me",
         [("fetch", ("arrow",), ()), ("bring", ("arrow",), ())]),
        ("grab the sword and tell me how many bats are left",
         [("fetch", ("sword",), ()), ("count", (), ("bat",))]),
        # nothing this module can read
        ("dance for me", []),
        ("don't attack the bat", []),
        ("go to sleep", []),
        ("", []),
    ],
)
def test_orders_read_into_their_parts(order, expected):
    assert gist(order) == expected


@pytest.mark.parametrize(
    ("order", "words"),
    [
        ("say good morning", ("good", "morning")),
        ("Say good night to the bats", ("good", "night")),
        ('say "Hello, friend" to me', ("hello", "friend")),
        ("say see you next time", ("see", "next", "time")),
        ("please say hi", ("hi",)),
        ("say 'ready when you are'", ("ready", "when")),  # single quotes hide like double
        ("say ‘good luck’", ("good", "luck")),
    ],
)
def test_say_keeps_the_words_to_say_not_whom_they_are_for(order, words):
    (part,) = read_order(order).parts
    assert part.question == "say"
    assert part.words == words


def test_a_question_mark_on_a_polite_request_keeps_it_an_errand():
    assert gist("can you follow me?") == [("follow", (), ())]
    assert gist("would you get the sword, please?") == [("fetch", ("sword",), ())]


def test_any_monster_and_any_item_widen_to_every_kind_of_the_game():
    (part,) = read_order("kill the monsters").parts
    assert kinds(part) == ((), MONSTER_KINDS)
    (part,) = read_order("pick up everything").parts
    assert kinds(part) == (ITEM_NAMES, ())
    assert kinds(Part(action="fetch", items=("bow",))) == (("bow",), ())


def test_every_synonym_a_shipped_entry_accepts_names_the_same_thing_here():
    seen = 0
    for entry in load_shipped():
        for spec in entry.params:
            for word, value in spec.synonyms.items():
                if value not in ITEM_NAMES + MONSTER_KINDS:
                    continue  # a word for something else, e.g. whom a question is about
                items, monsters, _ = things_named(word)
                assert value in items + monsters, (entry.id, word, value)
                seen += 1
    assert seen > 0
    assert set(ITEM_NAMES) <= set(ITEM_WORDS.values())
    assert set(MONSTER_KINDS) <= set(MONSTER_WORDS.values())


@pytest.mark.parametrize(("typed", "sent"), [
    ("bring me the Blade", "bring me the sword"),
    ("exterminate all the medusas", "exterminate all the gorgons"),
    ("grab a bolt and the longbow", "grab an arrow and the bow"),
    ("A bolt, please", "An arrow, please"),
    ("get the bolts, then the longswords", "get the arrows, then the swords"),
    # Only whole words, and nothing else of the order changes.
    ("bring me the bowl", "bring me the bowl"),
    ("say \"bladerunner\" twice", "say \"bladerunner\" twice"),
])
def test_the_model_is_sent_the_order_in_the_games_own_names(typed, sent):
    assert in_game_words(typed) == sent


def test_the_prompt_shows_the_order_in_the_games_own_names():
    world = load_map()
    message = user_message("snag the blade, then dispatch the medusa", world)
    assert 'Order: "snag the sword, then dispatch the gorgon"' in message


@pytest.mark.parametrize(("order", "leads"), [
    ("go get the bow", True),
    ("bring me an arrow please", True),
    ("hey buddy, fetch the bow for me", True),
    ("can you kill the gorgon for me?", True),
    ("check how many monsters remain", False),  # "remain" is no order to stay here
    ("how far is the sword?", False),
])
def test_an_errand_leads_when_its_verb_opens_the_order(order, leads):
    from agent.intent import errand_leads

    assert errand_leads(order) is leads
