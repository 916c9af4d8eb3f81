"""Orders said round a remark, as the fresh sets' players typed them: a joke taken back before
the order meant, an order put as a suggestion or a question, a round trip repeated, a thing left
where it lies while the companion stands by it, a flight with how far said after it, the player
walking away. Each row an order and its reading in the full gist notation of tests/unit/gist.py;
the near-misses stay refused or read as they were."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# A joke taken back ("kidding", "jk", "just joking"): the joke is no order, the order after it
# is, and its "it" is the joke's thing (the eighth set's joker).
JOKES = [
    ("go hug the gorgon. kidding. kill it with the sword", "attack gorgon"),
    ("dance with the bats lol jk, just get the bow", "fetch bow"),
    ("eat the arrow... just kidding, bring it to me", "bring arrow"),
    ("lick the sword haha just kidding. bring it here", "bring sword"),
    ("kiss the bat, jk, seriously though, kill it", "attack bat"),
    ("tickle the gorgon lol jk, grab the sword", "fetch sword"),
    ("marry the bat. just joking, shoot it", "attack bat"),
    ("go kiss the gorgon... nah just kidding, get the sword", "fetch sword"),
    ("go hug the gorgon (kidding). kill it", "attack gorgon"),
    ("Hug the gorgon! Just kidding! Kill it with the sword!", "attack gorgon"),
    ("eat the arrow. jk. pick it up", "fetch arrow"),
    ("Get the bow. Go hug the gorgon. kidding. kill it with the sword", "fetch bow; attack gorgon"),
]

# A joke not taken back, or taken back with no order after it, stays refused; an order not
# understood is refused as before.
JOKES_REFUSED = ["go hug the gorgon lol", "go hug the gorgon lol jk", "go hug the gorgon. kidding.",
                 "eat the arrow. bring it to me", "tell me jokes, then get the bow"]


# Words to say are said, whatever they are.
def test_a_taking_back_said_is_said() -> None:
    assert reading("say just kidding, then get the bow") == "say 'just kidding'; fetch bow"


@pytest.mark.parametrize(("order", "meaning"), JOKES)
def test_a_joke_taken_back_is_no_order(order: str, meaning: str) -> None:
    assert reading(order) == meaning


@pytest.mark.parametrize("order", JOKES_REFUSED)
def test_a_joke_not_taken_back_stays_refused(order: str) -> None:
    assert "unknown[" in reading(order)


# An order put as a suggestion or a question is the order (the eighth set's suggester).
SUGGESTIONS = [
    ("what if you went and stood by the bow?", "go_to bow; stay"),
    ("how about guarding me for a bit?", "guard player"),
    ("maybe you could get the sword?", "fetch sword"),
    ("why don't you follow me?", "follow"),
    ("could you maybe go kill a bat?", "attack bat"),
    ("perhaps you could guard the bow?", "guard bow"),
    ("why not follow me?", "follow"),
    ("how about fetching an arrow and bringing it to me?", "fetch arrow; bring arrow"),
    ("what if you picked up the sword and killed the gorgon with it?",
     "fetch sword; attack gorgon"),
    ("what if you waited 5 turns and then came over to me?", "repeat 0x 5t: ; come_back"),
    ("what if you went to the bow, then came back?", "go_to bow; come_back"),
    ("maybe you can stand next to the sword?", "go_to sword; stay"),
    ("what if you kept away from the bats?", "keep_away bat"),
    ("what about exploring a bit?", "explore"),
    ("I wonder if you could get the sword?", "fetch sword"),
    ("what about you go to the bow?", "go_to bow"),
    ("what if you just followed me?", "follow"),
    ("what if you were to get the sword?", "fetch sword"),
    ("what if we got the bow?", "fetch bow"),
    # "we": the companion with the player (it was read "how do we kill the bats?")
    ("how about we kill the bats?", "attack every bat"),
    # after another step (it was taken for a remark on the companion, and dropped)
    ("get the bow, maybe you could kill a bat", "fetch bow; attack bat"),
    ("get the bow and then maybe you could kill a bat", "fetch bow; attack bat"),
    # what the companion could do with it, said after a step, is no order of its own
    ("get the bow, you could kill bats with it", "fetch bow"),
    # after why it is asked (the ninth set's)
    ("Um, I believe there's a gorgon somewhere close to you? I read somewhere that a sword beats "
     "it, so perhaps you could pick the sword up first and then try to defeat the gorgon, if "
     "that's alright with you.", "fetch sword; attack gorgon"),
    ("maybe, if you've got the sword, you could go after the gorgon, and if not just stay put?",
     "if has(companion, sword): attack gorgon | stay"),
    # what the game cannot do is refused for its own reason, not for the way it was asked
    ("what if you attacked me for a change?", 'unknown[does not fit] "attack me for a change"'),
    ("how about killing the gorgon with the bow?",
     'unknown[cannot be done] "kill the gorgon with the bow"'),
    # a supposition with a question after it is the question
    ("what if you took the bow, how many items would be on the ground?",
     "ask value (count(item) - 1)"),
]

# A real question is no order: nothing said to the companion to do; what would befall one of
# us ("what if you get lost?": not "get lost", go away), or "what if" with the verb as it is.
QUESTIONS = ["what if the gorgon catches me?", "why don't bats die to the sword?",
             "what if you died?", "how about the bow?", "what if you get lost?",
             "what if you got lost?", "what if you ran into the gorgon?",
             "what if you run out of arrows?", "what if you get the sword?"]


@pytest.mark.parametrize(("order", "meaning"), SUGGESTIONS)
def test_an_order_put_as_a_suggestion_is_the_order(order: str, meaning: str) -> None:
    assert reading(order) == meaning


@pytest.mark.parametrize("order", QUESTIONS)
def test_a_real_question_is_no_order(order: str) -> None:
    assert "unknown[" in reading(order)


# A way there and back, then how often: the whole round trip is repeated (it was the way back
# alone); a longer run of steps keeps its count on the last.
ROUND_TRIPS = [
    ("go to where the bow lies and back here, three times",
     "repeat 3x 0t: go_to bow; come_back"),
    ("go to the bow and come back, three times", "repeat 3x 0t: go_to bow; come_back"),
    ("run to the sword and back to me, 3 times", "repeat 3x 0t: go_to sword; come_back"),
    ("walk to the sword and then return, three times", "repeat 3x 0t: go_to sword; come_back"),
    ("go to the top left corner and back, 2 times", "repeat 2x 0t: go_to top left; come_back"),
    ("go to where the bow lies and back here", "go_to bow; come_back"),
    # how often said first ("Repeat twice: ..."), or with how it is done after it
    ("Repeat twice: take 2 steps right.", "repeat 2x 0t: walk right 2"),
    ("repeat 3 times: say hi", "repeat 3x 0t: say 'hi'"),
    ("do this 3 times: go to the bow and come back", "repeat 3x 0t: go_to bow; come_back"),
    ("Please pick up an arrow three times, one after another, so that you end up holding three "
     "arrows.", "repeat 3x 0t: fetch arrow"),
    ("walk 2 steps right twice", "walk right 4"),
    ("go get the bow and say hi three times", "fetch bow; repeat 3x 0t: say 'hi'"),
    ("get the bow, kill a bat and come back 3 times",
     "fetch bow; attack bat; repeat 3x 0t: come_back"),
]


@pytest.mark.parametrize(("order", "meaning"), ROUND_TRIPS)
def test_a_round_trip_is_repeated_whole(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# A thing gone to and left where it lies, the companion standing by it: the going there, the
# thing kept off all along (a step away from a monster never lands on it).
LEFT_WHERE_IT_IS = [
    ("Go to the bow. Leave it where it is and stand next to it.",
     "keep_off bow; go_to bow; go_to bow; stay"),
    ("Go to the sword. Leave it on the ground and wait next to it.",
     "keep_off sword; go_to sword; go_to sword; stay"),
    ("Go over to the arrow. Leave it where it lies, just stay by it.",
     "keep_off arrow; go_to arrow; go_to arrow; stay"),
    # after a stay said by the thing, and the player's own part why (the sixth set's)
    ("Go stand by the sword. Leave it where it is and wait next to it.",
     "keep_off sword; go_to sword; stay"),
    ("Go stand by the sword. Actually I'll take it myself, so leave it where it is and wait next "
     "to it.", "keep_off sword; go_to sword; stay"),
    # back and forth, then to it again to stand by it
    ("Go to the bow and come back, twice. Leave it where it is and stand next to it.",
     "keep_off bow; repeat 2x 0t: go_to bow; come_back; go_to bow; stay"),
    ("Go to the bow. I'll pick it up myself, so don't touch it.", "keep_off bow; go_to bow"),
]


@pytest.mark.parametrize(("order", "meaning"), LEFT_WHERE_IT_IS)
def test_a_thing_left_where_it_is_is_stood_by(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# Taken first, or no thing named before: the promise cannot be kept, or "it" is nothing; said
# back.
@pytest.mark.parametrize("order", [
    "Get the bow. Leave it where it is and stand next to it.",
    "Wait here. Leave it where it is and wait next to it."])
def test_a_thing_left_where_it_cannot_be_is_said_back(order: str) -> None:
    assert "unknown[" in reading(order)


# A flight from a thing with how far said after it: that distance kept from it (the fourth
# set's "more far than four squares", read "farther than"); a bound that is no flight is not.
FLED_SO_FAR = [
    ("go away from the bats, more far than four squares", "keep_distance bat 5..-"),
    ("run away from the gorgon, at least 3 tiles", "keep_distance gorgon 3..-"),
    ("get away from the bats, at least 5 tiles away", "keep_distance bat 5..-"),
    ("flee from the bats, more than 4 tiles", "keep_distance bat 5..-"),
    ("move away from the bats more than 4 tiles", "keep_distance bat 5..-"),
    ("go away from the bats, more than four squares away from them", "keep_distance bat 5..-"),
    ("run at least 5 tiles away from the bats", "keep_distance bat 5..-"),
    ("get more than 4 squares away from the gorgon", "keep_distance gorgon 5..-"),
    ("walk more than 3 steps away from me", "keep_distance player 4..-"),
    ("go away from the bats", "flee"),
    ("run away from the gorgon, within 3 tiles", 'flee; unknown[no such action] "within 3 tiles"'),
]


@pytest.mark.parametrize(("order", "meaning"), FLED_SO_FAR)
def test_a_flight_with_how_far_is_a_distance_kept(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# The player walked away, gone: no longer near (more than 3 tiles, as a monster that leaves),
# so the companion comes back within 3; far away, out of sight: more than 5.
APART = [
    ("every time when i walk away, you come again near of me",
     "wait whenever distance(companion, player) > 3: come_back"),
    ("whenever I walk away, come back to me",
     "wait whenever distance(companion, player) > 3: come_back"),
    ("if I go away, follow me", "wait once distance(companion, player) > 3: follow"),
    ("until I'm gone, stay here", "stay once distance(companion, player) > 3: "),
    # leaving, walking off, wandering off: the same (they were refused)
    ("when I leave, follow me", "wait once distance(companion, player) > 3: follow"),
    ("if I walk off, follow me", "wait once distance(companion, player) > 3: follow"),
    ("whenever I wander off, come find me",
     "wait whenever distance(companion, player) > 3: come_back"),
    ("if you leave, come back", "wait once distance(player, companion) > 3: come_back"),
    ("if I leave you, follow me", "wait once distance(companion, player) > 3: follow"),
    ("if I am far away, come back", "if distance(companion, player) > 5: come_back | "),
    ("if I am out of sight, come back", "if distance(companion, player) > 5: come_back | "),
    ("if I am more than 5 tiles away, come back",
     "if distance(companion, player) > 5: come_back | "),
]


@pytest.mark.parametrize(("order", "meaning"), APART)
def test_a_party_gone_away_is_no_longer_near(order: str, meaning: str) -> None:
    assert reading(order).rstrip() == meaning.rstrip()


# Leaving a thing is no leaving of the other one of us: not read as it.
def test_a_thing_left_is_no_party_gone() -> None:
    assert "unknown[" in reading("if I leave the bow, get it")
