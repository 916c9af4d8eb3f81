"""Two voices of the eighth and tenth fresh sets: a joker's (bench/fresh_orders_8.toml) and a
terse expert's (bench/fresh_orders_10.toml), rows "joker" and "terse" of voices.VOICES (forms in
agent/reading/joker.py and agent/reading/terse.py), and two families of the eighth set's suggester
and planner said plainly too: a chance asked of ("any chance you could ...?", suggestions.py) and
"find out" before a question (questions.ASKING). Each row an order and its reading in the gist
notation of tests/unit/gist.py; near-misses stay refused or read otherwise."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# Emoji, a laugh and a mock name left out; sightseeing somewhere a going there; a complaint
# before a comma a sentence whose things "one" stands for; "keep your distance, you smell" a
# distance from me; teasing beside the order left out.
JOKER = [
    ("lol the bats are so annoying, get rid of one", "attack bat"),
    ("haha the bats are so creepy, kill one", "attack bat"),
    ("yo robo-butler 🤖 bring me the bow, chop chop", "bring bow"),
    ("hey tin can, fetch the sword 🙄", "fetch sword"),
    ("haha ok einstein, kill the gorgon with the sword", "attack gorgon"),
    ("go sightseeing in the middle of the map. very scenic 🏞️", "go_to middle"),
    ("go sightseeing at the bow, so scenic", "go_to bow"),
    ("follow me, and try not to get lost this time 😂", "follow"),
    ("guard me, and try not to get lost again 🙃", "guard player"),
    ("keep your distance, you smell 🤢 like 2 to 4 tiles", "keep_distance player 2..4"),
    ("keep your distance, you stink", "keep_distance player 6..-"),
    ("go hug the gorgon. lol jk. kill it with the sword", "attack gorgon"),
    # near-misses: a joke alone, a place or thing of no game, a teasing order alone
    ("lol", 'unknown[no such action] "lol"'),
    ("go sightseeing", 'unknown[no such action] "go sightseeing"'),
    ("go sightseeing in paris", 'unknown[not understood] "go sightseeing in paris"'),
    ("lol kill the dragon", 'unknown[not understood] "kill the dragon"'),
    ("robo-butler, make me a sandwich", 'unknown[no such action] "make me a sandwich"'),
    ("try not to get lost", 'unknown[no such action] "try not to get lost"'),
]

# A tile alone or after "to" or "then" a going there; "patrol: A, B" a patrol; "between me, X"
# standing between; "x3." alone after a sentence that sentence three times.
TERSE = [
    ("to 8,10.", "go_to 8,10"),
    ("to [8, 12].", "go_to 8,12"),
    ("wait 5. then 2,7.", "repeat 0x 5t: ; go_to 2,7"),
    ("get the bow, then 4,7.", "fetch bow; go_to 4,7"),
    ("go to 8,10, then to 2,7", "go_to 8,10; go_to 2,7"),
    ("patrol: here, 4,7.", "patrol 4,7"),
    ("patrol: me, 8,10.", "patrol player to 8,10"),
    ("patrol: 4,7, 8,10.", "patrol 4,7 to 8,10"),
    ("between me, gorgon.", "protect gorgon"),
    ("between me, bat.", "protect bat"),
    ("2 east, 2 west. x3.", "repeat 3x 0t: walk east 2; walk west 2"),
    ("go to 8,10. x2", "repeat 2x 0t: go_to 8,10"),
    ("fetch an arrow. x2!", "fetch 2 arrow"),
    ("2 arrows.", "fetch 2 arrow"),  # a number of items alone: gathered, as "arrows x2" is
    # near-misses: a thing of no game, a place of none, a tile in a question or picking a thing
    ("patrol: here, the moon.", 'unknown[not understood] "patrol: here, the moon"'),
    ("how far is 8,10?", 'unknown[not understood] "how far is 8, 10"'),
    ("kill the bat at 8,10", "attack nearest-from-8,10 bat"),
    ("2 bats.", 'unknown[not understood] "2 bats"'),
    ("x3", 'unknown[no such action] "x3"'),
]


# A suggester's chance asked of ("any chance you could ...?") is the order; "if I may ask" after
# a question leaves the question; a chance of something that is no order stays as typed.
ASKED_KINDLY = [
    ("any chance you could patrol between here and the bow?", "patrol bow"),
    ("is there any chance you could get the bow?", "fetch bow"),
    ("any chance you can follow me?", "follow"),
    ("what are you carrying, if I may ask?", "ask carrying of companion"),
    ("how many bats are left, if I might ask?", "ask count bat"),
    ("where is the bow, if I may ask", "ask where bow"),
    ("any chance you could make me a sandwich?", 'unknown[no such action] "make me a sandwich"'),
]

# A planner's "find out" before a question is the question ("1) find out where the sword is 2)
# tell me"), as "tell me" before it is; "find" alone still fetches.
FOUND_OUT = [
    ("1) find out where the sword is 2) tell me", "ask where sword"),
    ("find out how many bats there are", "ask count bat"),
    ("find out where the sword is and tell me", "ask where sword"),
    ("find out what kills a bat", "ask weakness bat"),
    ("find the bow", "fetch bow"),
]


# A child's name for the gorgon (lexicon_typed.KENNINGS), as "snake lady" was; a lady alone is
# no monster.
NAMED_BY_A_CHILD = [
    ("kill the snake hair lady with ur swerd", "attack gorgon"),
    ("kill the snake hair lady", "attack gorgon"),
    ("where is the snake-haired lady?", "ask where gorgon"),
    ("kill the lady", 'unknown[not understood] "kill the lady"'),
]


@pytest.mark.parametrize(
    ("order", "expected"), JOKER + TERSE + ASKED_KINDLY + FOUND_OUT + NAMED_BY_A_CHILD
)
def test_reading(order: str, expected: str) -> None:
    assert reading(order) == expected


@pytest.mark.parametrize("order", ["between me, dragon.", "lol make me a sandwich 🥪"])
def test_refused(order: str) -> None:
    assert reading(order).startswith("unknown[")
