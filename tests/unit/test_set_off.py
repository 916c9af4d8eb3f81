"""Words set off at a clause's edge that carry no order, in any voice (agent/reading/set_off.py,
words in agent/reading/lexicon_address.py): what the player calls the companion, a sound of no
language or a call for quiet, a likening to a good one at a clause's end, and a sentence that
only remarks, each left out beside a sentence that names something of the game. The voices here
(a coach, a knight, a child, a pirate, a teacher, a spy ...) are in no benchmark set. Each row an
order and its reading in the gist notation of tests/unit/gist.py; then what looks like an aside
but could change the order's meaning, which is kept: read with its meaning or refused."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# What the companion is called, opening a sentence, set off after a comma, or alone.
CALLED = [
    ("Listen up, rookie! Go get the sword.", "fetch sword"),  # a coach
    ("Squire, fetch me the bow.", "bring bow"),  # a knight
    ("Kid, how many bats are there?", "ask count bat"),  # an older sibling
    ("Chief, where is the gorgon?", "ask where gorgon"),  # a detective's partner
    ("Nurse, what's your health?", "ask health of companion"),  # a patient
    ("Get the bow, you silly goose.", "fetch bow"),  # a child
    ("You lovable rascal, bring me the bow.", "bring bow"),  # a grandfather
    ("Alas, get the sword, good knight.", "fetch sword"),  # a lady of the court
    ("Explore the map, my liege.", "explore"),  # a courtier
    ("Minion! Follow me.", "follow"),  # a villain
    ("Get the bow, you spineless toad.", "fetch bow"),
    ("Wait three turns, minion. Then grab the bow.", "repeat 0x 3t: ; fetch bow"),
    ("walk up and down between me and the bow dear , 3 times",
     "repeat 3x 0t: patrol player to bow"),
    ("could you take 3 steps right and then 2 steps down please dear",
     "walk right 3; walk down 2"),
    ("Bring the bow to your old grandpa.", "bring bow"),  # the player naming themselves
]
# A sound of no language or a call for quiet, alone or opening a sentence.
SOUNDS = [
    ("MWAHAHA! Get the bow.", "fetch bow"),
    ("Hehe. Follow me, buddy boy.", "follow"),  # a prankster
    ("Ahem. Kill the nearest bat.", "attack bat"),  # a butler
    ("Pfft. Guard the bow.", "guard bow"),  # a teenager
    ("Hush now, pick up the arrow.", "fetch arrow"),  # a spy
    ("Shh. Keep at least five tiles between yourself and the gorgon.", "keep_distance gorgon 5..-"),
    ("Silence, please. Stay exactly where you are.", "stay"),  # a judge
]
# A likening to a good one at a clause's end, words of manner alone, a sentence that remarks.
REMARKS = [
    ("walk up and down between me and the bow, 3 times, like a good sentry",
     "repeat 3x 0t: patrol player to bow"),
    ("Go to the top left corner, sport. It's a lovely day.", "go_to top left"),  # a surfer
    ("Stay here, partner. It's been a long ride.", "stay"),  # a cowboy
    ("Explore the map, my liege. My kingdom is vast.", "explore"),  # a king's herald
    ("Student, walk three steps left. Carefully.", "walk left 3"),  # a teacher
    ("Quietly. Go to the middle of the map.", "go_to middle"),  # a librarian's cousin
    ("Please stand between me and the bat up in the top right. It's been terribly rude.",
     "protect nearest-from-top right bat"),
]
# How to answer, said after a question; the player's own liking, memory or skill beside an order.
ANSWERED = [
    ("how far are you from the sword? Whisper it.", "ask distance sword of companion"),
    ("How many bats are there? One word.", "ask count bat"),
    ("Where is the gorgon? Speak up.", "ask where gorgon"),
    ("Which is closer to you, the bow or the arrow? Just the one word.",
     "ask which bow,arrow of companion nearest"),
    ("Do not move until I say otherwise, you fool.", "stay"),
    ("What am I carrying? I can never remember.", "ask carrying of player"),
    ("Get the bow. I don't like them.", "fetch bow"),
    ("Get the sword. I don't like bats.", "fetch sword"),
    ("How many bats are there? I was never any good at sums.", "ask count bat"),
]
# A limit said after the order, a sentence of its own or its last piece: the order is the whole of
# what is asked (other verbs, things, counts and questions; joined by a comma or "and").
LIMITS = [
    ("Bring me the sword. Nothing more, nothing less.", "bring sword"),  # a butler
    ("Kill the gorgon. That is all.", "attack gorgon"),  # a queen
    ("Pick up two arrows. That'll be all for now.", "fetch 2 arrow"),  # a shopkeeper
    ("Walk 5 steps left. No further.", "walk left 5"),  # a drill sergeant
    ("Guard the bow. That's it.", "guard bow"),  # a shepherd
    ("Go to the top right corner, and that's all.", "go_to top right"),  # a surveyor
    ("Follow me and nothing else.", "follow"),  # a tour guide
    ("How far is the bow from you? Only that.", "ask distance bow of companion"),  # a judge
    ("Wait 4 turns, then explore. Nothing else, thanks.", "repeat 0x 4t: ; explore"),
    ("Explore. That is all I ask.", "explore"),  # a monk
    ("Get the bow and that's it", "fetch bow"),
]
# A likening of how at a clause's end, naming nothing of the game (other verbs, duties, errands and
# fights), and one of what a guarding guards in a sentence of its own after it.
LIKENINGS = [
    ("stay here like a statue", "stay"),  # a sculptor
    ("guard the bow like a hawk", "guard bow"),  # a falconer
    ("walk 3 steps left like a crab", "walk left 3"),  # a fisherman
    ("kill the bat like a ninja", "attack bat"),  # a sensei
    ("bring me the bow like a mailman", "bring bow"),  # a postmistress
    ("Patrol between row 2, column 7 and row 8, column 7, like pacing a ward.",
     "patrol 2,7 to 8,7"),  # a matron
    ("guard me like a hawk, but if a bat comes near, kill it",
     "guard player once near(bat, 3, companion): attack bat"),
    ("Guard the bow. Treat it like treasure.", "guard bow"),  # a dragon
    ("Guard the bow. Treat it like it is yours.", "guard bow"),
]
# What looks like an aside but is not: an order the game has no verb for, a limit, a ban, "only",
# a number, a thing of the game, "it" after a verb, words said or quoted, the world outside.
KEPT = [
    ("Get the bow. Dance!", 'fetch bow; unknown[no such action] "Dance"'),
    ("Get the bow. Dance, minion!", 'fetch bow; unknown[no such action] "Dance"'),
    ("Minion! Eat the arrow.", 'unknown[no such action] "Eat the arrow"'),
    ("Follow me. Arm's length.", 'follow; unknown[no such action] "Arm\'s length"'),
    ("Get the bow, you spineless toad. Only the bow.", "fetch bow"),
    ("Get the bow. It's three tiles away.",
     'fetch bow; unknown[not understood] "It\'s three tiles away"'),
    # a likening of how, naming nothing of the game, however long ("at" was a verb's, of "at ease")
    ("Get the bow, like a good sentry does at night.", "fetch bow"),
    ("Shh! Don't get the bow.", 'unknown[cannot be promised] "Don\'t get the bow"'),
    ("please say hello, friend", "say 'hello, friend'"),
    ("I fixed my code. On it.",
     'unknown[outside the game] "I fixed my code"; unknown[no such action] "On it"'),
    ("my goal: you never closer than 3 tiles to me and never more than 6 away",
     "keep_distance player 3..6"),
    ("Get the bow. I don't like you.", 'fetch bow; unknown[not understood] "I don\'t like you"'),
    # a limit that names more than the order, or says something else
    ("Get the bow. That is all the arrows.",
     'fetch bow; unknown[not understood] "That is all the arrows"'),
    ("Get the bow. No more bats.", 'fetch bow; unknown[no such action] "No more bats"'),
    ("Get the bow. Only that bat.", 'fetch bow; unknown[no such action] "Only that bat"'),
    ("Get the bow. Nothing more than the arrows.",
     'fetch bow; unknown[no such action] "Nothing more than the arrows"'),
    # a likening that names the game, says how much, or is the verb "like"; one after no guarding
    ("kill the bat like the gorgon", 'attack bat; unknown[not understood] "like the gorgon"'),
    # "like 20 tiles" after an exploring is no likening left out but about so many tiles, which
    # exploring visits anyway (explored.explored_enough): the amount read, never dropped unread
    ("explore like 20 tiles", "explore 20 tiles"),
    ("explore like the gorgon", 'explore; unknown[not understood] "like the gorgon"'),
    ("I'd like a drink", 'unknown[not understood] "I\'d like a drink"'),
    ("Guard the bow. Treat it like the sword.",
     'guard bow; unknown[no such action] "Treat it like the sword"'),
    ("Get the bow. Treat it like the company safe.",
     'fetch bow; unknown[no such action] "Treat it like the company safe"'),
    ("Guard the bow. Treat it like the top left corner.",
     'guard bow; unknown[no such action] "Treat it like the top left corner"'),
    ("Get the sword and that's it, then kill the gorgon.",
     'fetch sword; unknown[not understood] "that\'s it"; attack gorgon'),
    ("Get the bow. I don't like it when you attack bats.",
     'fetch bow; unknown[not understood] "I don\'t like it when you attack bats"'),
]
# Refused as a whole: what is left, or what is set off, asks what the game has not.
REFUSED = [
    "Squire, saddle my horse.",
    "Minion! Fetch me a dragon.",
    "Shh. Tell me a secret, dear.",
    "Send a letter to my love so dear, and tell her that I'm trapped in here",
    "MWAHAHA!",
    "Minion.",
    # a limit alone, or after what the game cannot do
    "That is all.",
    "Nothing more, nothing less.",
    "Dance. That is all.",
]


@pytest.mark.parametrize(
    ("order", "meaning"), CALLED + SOUNDS + REMARKS + ANSWERED + LIMITS + LIKENINGS + KEPT
)
def test_reading(order, meaning):
    assert reading(order) == meaning


@pytest.mark.parametrize("order", REFUSED)
def test_refused(order):
    assert "unknown" in reading(order), reading(order)


# A limit or a tag at an order's end is looked for only where the order's last word, past the
# marks that close it, may end one (``set_off._ends``): found exactly where the search finds it,
# in any case, with any marks and spaces after it, and never in the middle of an order.
ENDS = [
    "get the bow, that's all", "get the bow and that's it!", "Stay there - Nothing else.",
    "kill the bat, thank you", "guard the sword, only that spot!!", "explore for now . ",
    "follow me bro", "get the sword k", "Stay here PLZ!", "wait here, d'ye hear me?\n",
    "come back, no rush...", "get the bow, that's all, then kill the bat",
    "follow me bro and kill the bat", "get the bow k then come back", "walk", "talk to me",
    "stay there k?", "go to the place", "bring it,", "kk", "",
]


@pytest.mark.parametrize("order", ENDS)
def test_end_looked_for_where_it_may_be(order):
    from agent.reading import set_off

    for text in (order, order.upper(), order.lower()):
        for pattern, lasts in ((set_off._LIMIT_END, set_off._LIMIT_LAST),
                               (set_off._TAG_END, set_off._TAG_LAST)):
            assert set_off._ends(text, pattern, lasts) == (pattern.search(text) is not None)
