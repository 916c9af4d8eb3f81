"""Orders in two voices of bench/fresh_orders_9.toml, read as the orders they are: a player
using voice dictation (a speech recogniser's homophones: "the sored", "the bough", "a narrow",
"for steps", "too steps", "go write", "stand hear", "its to fast") and a player using radio talk
(call signs, sign-offs, "proceed to", "engage", "rally on me", "on my six", grid references).
Each family was refused in words on the set's first run (36/100) though the game can do it.

A heard word is the game's only in the words around it (agent/reading/heard.py), and radio's
framing is left out only where radio puts it (agent/reading/voices.py's row "radio"): the
near-misses below keep what they said."""

from __future__ import annotations

import pytest

from agent.reading.heard import heard
from agent.reading.voices import voiced
from tests.unit.readings import reading

# What a speech recogniser wrote, as the reader reads it; and words that stay as they are.
HEARD = [
    ("go get the sored", "go get the sword"),
    ("where is the bough", "where is the bow"),
    ("pick up the soared", "pick up the sword"),
    ("grab a narrow and then the bough", "grab an arrow and then the bow"),
    ("go write for steps", "go right four steps"),
    ("wait for turns", "wait four turns"),
    ("walk down too steps", "walk down two steps"),
    ("walk won step to the left", "walk one step to the left"),
    ("stay at least for tiles away from me", "stay at least four tiles away from me"),
    ("get too arrows", "get two arrows"),
    ("stand hear", "stand here"),
    ("come back hear", "come back here"),
    ("keep away from the bat its to fast", "keep away from the bat, it's too fast"),
    ("keep away from the bats their to fast", "keep away from the bats, they're too fast"),
    # near-misses: as typed
    ("the bat soared over the sword", "the bat soared over the sword"),
    ("go down a narrow passage", "go down a narrow passage"),
    ("wait for me", "wait for me"),
    ("look for the bow", "look for the bow"),
    ("hunt for bats", "hunt for bats"),
    ("remember to step back", "remember to step back"),
    ("go to the bow", "go to the bow"),
    ("write code that deletes files", "write code that deletes files"),
    ("can you hear me", "can you hear me"),
    ("did you hear that", "did you hear that"),
    ("is the bow too far", "is the bow too far"),
    ("get the bow than come back", "get the bow then come back"),
    ("get the bow rather than kill the bat", "get the bow rather than kill the bat"),
    ("is the bow nearer than the sword", "is the bow nearer than the sword"),
    ("go over their heads", "go over their heads"),
    ("put it in their own corner", "put it in their own corner"),
    ("the bat that soared over me", "the bat that soared over me"),
    ("can you still hear", "can you still hear"),
    ("grab a narrow from the corner", "grab an arrow from the corner"),
    ("if it is too far, come back", "if it is too far, come back"),
    ("get the bow because it is too far", "get the bow because it is too far"),
    ("don't go there too fast", "don't go there too fast"),
    ("if its to far, come back", "if it's too far, come back"),
    ("keep away from the bat it is too fast", "keep away from the bat, it's too fast"),
    ("wait their until i come back", "wait there until i come back"),
    ("weight for me", "wait for me"),
    ("the weight of the sword", "the weight of the sword"),
    # radio: sign-offs, acknowledgements, call signs, grid references
    ("Fall back to my position, over.", "Fall back to me."),
    ("Hold position. Over and out.", "Hold position."),
    ("What's your health, over?", "What's your health?"),
    ("Roger, get the bow.", "get the bow."),
    ("Acknowledge and report the sword's location.", "report the sword's location."),
    ("Companion, this is Lead. Get the bow.", "Get the bow."),
    ("Lead to Companion, move to grid 8 12, over.", "move to row 8, column 12."),
    ("go to grid (8, 12)", "go to row 8, column 12"),
    ("request count of hostiles", "count hostiles"),
    ("maintain 3 to 5 tiles separation from me", "maintain 3 to 5 tiles from me"),
    ("Hold position until I move out, then rally on me, over.",
     "Hold position until I move, then rally on me."),
    ("let's move out", "let's move out"),
    ("we move out of the way", "we move out of the way"),
    # near-misses: as typed
    ("come over", "come over"),
    ("hand it over", "hand it over"),
    ("get out", "get out"),
    ("Over.", "Over."),
    ("copy the sword", "copy the sword"),
    ("this is fun, get the bow", "this is fun, get the bow"),
    ("Go to Bob, then get the bow.", "Go to Bob, then get the bow."),
    ("hold your position", "hold your position"),
]


@pytest.mark.parametrize(("said", "as_heard"), HEARD)
def test_heard_words_are_the_games_only_in_their_context(said: str, as_heard: str) -> None:
    assert heard(voiced(said)) == as_heard  # the voices first, then what a recogniser wrote


DICTATION = [
    # a thing's homophone after a word that names one
    ("go get the sored", "fetch sword"),
    ("get the sored and then kill the gorgon", "fetch sword; attack gorgon"),
    ("grab the sord and bring it to me", "fetch sword; bring sword"),
    ("go get my sored", "fetch sword"),
    ("how far away is the sored from you", "ask distance sword of companion"),
    ("where is the bough", "ask where bow"),
    ("where are the boughs", "ask where bow"),
    ("bring me the bough", "bring bow"),
    ("if the bough is closer than the sored get the bough otherwise get the sored",
     "if distance(bow, companion) < distance(sword, companion): fetch bow | fetch sword"),
    ("go pick up a narrow and then the bough", "fetch arrow; fetch bow"),
    ("bring me a narrow", "bring arrow"),
    # a number's homophone before a unit, or before things after a verb of taking
    ("go write for steps", "walk right 4"),
    ("walk left for tiles", "walk left 4"),
    ("go up too squares", "walk up 2"),
    ("move write too steps", "walk right 2"),
    ("walk won step to the left", "walk left 1"),
    ("wait for turns and then go get the bough", "repeat 0x 4t: ; fetch bow"),
    ("stay here for turns", "repeat 0x 4t: stay"),
    ("say hello too times", "repeat 2x 0t: say 'hello'"),
    ("walk down too steps and then do that again", "repeat 2x 0t: walk down 2"),
    ("stay at least for tiles away from me", "keep_distance player 4..-"),
    ("stay at least tree tiles from the gorgon", "keep_distance gorgon 3..-"),
    ("get too arrows", "fetch 2 arrow"),
    ("grab for arrows", "fetch 4 arrow"),
    # a weapon said with what it shoots: one fight, not a second step "shoot an arrow"
    ("shoot a bat with the bough and a narrow", "attack bat"),
    ("shoot a bat with the bow and an arrow", "attack bat"),
    ("kill a bat with the bow and arrow", "attack bat"),
    ("kill a bat using a bow and arrows", "attack bat"),
    ("shoot a bat with the bow and an arrow and then come back", "attack bat; come_back"),
    ("kill the gorgon with the bow and an arrow",
     'unknown[cannot be done] "kill the gorgon with the bow and an arrow"'),
    ("get the bow and an arrow", "fetch bow; fetch arrow"),
    # "right", "here" after a verb of moving, staying or coming; a side
    ("go write", "walk right 1"),
    ("go to the top write corner", "go_to top right"),
    ("stand hear", "stay"),
    ("come over hear", "come_back"),
    ("stand hear and guard the bow", "guard bow"),
    # "than" for then before an order's verb, "weight" for wait, "their" for there
    ("go get the bow than come back", "fetch bow; come_back"),
    ("get the sword than kill the gorgon", "fetch sword; attack gorgon"),
    ("weight here", "stay"),
    ("weight for turns", "repeat 0x 4t: "),
    ("weight here until i come back than follow me",
     "stay once distance(companion, player) > 1: {stay once distance(companion, player) <= 1: "
     "follow}"),
    ("stand over their and guard me", "guard player"),
    ("is the bow closer than the sword",
     "ask check distance(bow, companion) < distance(sword, companion)"),
    ("get the bow rather than kill the bat",
     'fetch bow; unknown[not understood] "rather than kill the bat"'),
    ("the weight of the sword", 'unknown[not understood] "the weight of the sword"'),
    # a reason heard without its comma
    ("keep away from the gorgon its to strong", "keep_away gorgon"),
    ("keep away from the bats their to fast", "keep_away bat"),
    # what the game cannot do stays refused, in the game's words
    ("eat the bough", 'unknown[no such action] "eat the bow"'),
    ("kill the gorgon with the bough", 'unknown[cannot be done] "kill the gorgon with the bow"'),
    ("move me too steps to the right",
     'unknown[no such action] "move me two steps to the right"'),
    # near-misses: what they said
    ("wait for me", "stay"),
    ("look for the bow", "fetch bow"),
    ("hunt for bats", "go_to bat"),
    ("go to the bow", "go_to bow"),
    ("the bat soared over the sword",
     'unknown[not understood] "the bat soared over the sword"'),
    ("write code that deletes files",
     'unknown[outside the game] "write code that deletes files"'),
]


@pytest.mark.parametrize(("order", "meaning"), DICTATION)
def test_dictated_orders_are_read_as_meant(order: str, meaning: str) -> None:
    assert reading(order) == meaning


RADIO = [
    # call signs and sign-offs: no step
    ("Companion, this is Lead. Proceed to the bow and secure it. Over.", "fetch bow"),
    ("Lead to Companion, move to grid 8 12, over.", "go_to 8,12"),
    ("Viper to Companion: fetch the sword.", "fetch sword"),
    ("Base to companion, kill a bat, over.", "attack bat"),
    ("Companion, this is Eagle actual, come back, over.", "come_back"),
    ("Hold position until further notice. Over.", "stay"),
    ("Get the bow. Over and out.", "fetch bow"),
    ("Get the bow, copy?", "fetch bow"),
    ("bring me the sword, over and out", "bring sword"),
    ("Roger, get the bow.", "fetch bow"),
    ("Copy that. Stand by.", "stay"),
    ("Acknowledge and report the sword's location, over.", "ask where sword"),
    # a radio voice's verbs, in the lexicon's classes
    ("Engage the gorgon only if you're carrying the sword, otherwise hold position, over.",
     "if has(companion, sword): attack gorgon | stay"),
    ("Lead to Companion, engage the nearest bat, over.", "attack bat"),
    ("engage the hostiles", "attack every monster"),
    ("engage the tangos", "attack every monster"),
    ("how many bandits are left", "ask count monster"),
    ("disengage", "flee"),
    ("break contact", "flee"),
    ("Rally on me and stay on my six. Over.", "come_back; follow"),
    ("rally to me, over", "come_back"),
    ("keep on my six", "follow"),
    ("watch my six", "guard player"),
    ("Recon the area", "explore"),
    ("recce the dungeon", "explore"),
    ("proceed to the sword", "go_to sword"),
    ("advance to the bow", "go_to bow"),
    ("Take position at the bottom left corner, over.", "go_to bottom left"),
    ("take up position next to the sword", "go_to sword"),
    ("hold your current position", "stay"),
    ("maintain position", "stay"),
    ("Maintain 3 to 5 tiles separation from me, over.", "keep_distance player 3..5"),
    ("maintain at least 3 tiles from the gorgon", "keep_distance gorgon 3..-"),
    ("keep 2 to 4 tiles spacing from me", "keep_distance player 2..4"),
    # grid references, counts asked as requests, "my position"
    ("Patrol between grid 2 7 and grid 8 2, over.", "patrol 2,7 to 8,2"),
    ("Proceed to grid 2 7, then move two tiles south, over.", "go_to 2,7; walk south 2"),
    ("go to coordinates 8 12", "go_to 8,12"),
    ("Go to grid 8 12 and hold position", "go_to 8,12; stay"),
    ("move to grid 8-12", "go_to 8,12"),
    # a status or a position asked for in radio's words
    ("what's your twenty, over?", "ask where of companion"),
    ("Requesting sitrep, over.",
     "ask health of companion; ask carrying of companion; ask count monster"),
    ("report your status, over",
     "ask health of companion; ask carrying of companion; ask count monster"),
    ("give me your 20 arrows", "bring 20 arrow"),
    ("stand guard at grid 8 12", "guard 8,12"),
    ("Request count of hostiles still on the map, over.", "ask count monster"),
    ("request a count of arrows on the ground, over", "ask count arrow"),
    ("how many hostiles are left", "ask count monster"),
    ("Report total of arrows plus bows on the ground, over.",
     "ask value (count(arrow) + count(bow))"),
    ("Deliver the bow and one arrow to my position, over.", "bring bow; bring arrow"),
    ("deliver the bow to my location", "bring bow"),
    # what the game cannot do stays refused
    ("Engage the bats with the sword, over.",
     'unknown[cannot be done] "Engage the bats with the sword"'),
    ("Throw a grenade at the bats, over.",
     'unknown[no such action] "Throw a grenade at the bats"'),
    ("Open fire on my position, over.", 'unknown[no such action] "Open fire on my position"'),
    # near-misses: what they said
    ("come over", "come_back"),
    ("get out", "flee"),
    ("Over.", 'unknown[no such action] "Over"'),
    ("copy the sword", 'unknown[no such action] "copy the sword"'),
    ("Go to Bob, then get the bow.", 'unknown[not understood] "Go to Bob"; fetch bow'),
]


@pytest.mark.parametrize(("order", "meaning"), RADIO)
def test_radio_orders_are_read_as_meant(order: str, meaning: str) -> None:
    assert reading(order) == meaning
