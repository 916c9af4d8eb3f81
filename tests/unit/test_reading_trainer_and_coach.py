"""The eleventh fresh set's first two voices: a player who talks to the companion like a trained
dog, and a coach calling plays (bench/fresh_orders_11.toml, orders 1-65). Each family with
siblings the set does not hold, and near misses that read otherwise or stay refused. Each row an
order and its reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from agent.loop import restatable
from agent.reading import meaning as m, read
from tests.unit.readings import reading

# -- the player carried (agent/reading/as_typed.py: carried) ---------------------------------------
# The companion cannot carry or move the player: refused whole, as beyond the game, and never
# restated (a restatement once ran "Carry me on your back to the sword, boy!" as a fetch).
CARRIED = [
    "Carry me on your back to the sword, boy!",
    "carry me to the bow",
    "carry me",
    "Carry me over to the corner, please",
    "give me a ride to the corner",
    "give me a lift to the sword",
    "pick me up and take me to the sword",
    "pick me up",
    "piggyback me to the bow",
    "let me ride on your back to the bow",
    "can I climb on your back?",
    "walk me over to the bow",
    "Sub me out: walk me over to the bench by the bow.",
    "drag me to the bottom left corner",
    "lift me up and carry me across the room",
]

# Near misses: the player led, or an errand for the player, or a ban the companion keeps.
NOT_CARRIED = [
    ("take me to the sword", "go_to sword"),
    ("carry the bow to me", "bring bow"),
    ("carry me an arrow", "bring arrow"),
    ("pick me up an arrow", "bring arrow"),
    ("throw me the bow", "bring bow"),
    ("walk with me", "follow"),
]


@pytest.mark.parametrize("order", CARRIED)
def test_carrying_the_player_is_refused_whole_and_never_restated(order):
    meaning = read(order)
    assert [type(s) for s in meaning.steps] == [m.Unknown]
    assert meaning.steps[0].reason is m.Reason.CANNOT
    assert "can't carry you" in meaning.steps[0].detail
    assert not restatable(meaning)


@pytest.mark.parametrize(("order", "gist"), NOT_CARRIED)
def test_what_is_not_carrying_the_player_reads_as_before(order, gist):
    assert reading(order) == gist


# -- counts combined (agent/reading/combined_counts.py) -----------------------------------------
COMBINED = [
    ("Count the bats and the arrows and give me the sum.", "ask value (count(bat) + count(arrow))"),
    (
        "count the bats and the arrows and give me the total",
        "ask value (count(bat) + count(arrow))",
    ),
    ("count the bats and the arrows and tell me the sum", "ask value (count(bat) + count(arrow))"),
    ("how many bats and how many arrows? add them up", "ask value (count(bat) + count(arrow))"),
    (
        "count the bats and the arrows. what's that together?",
        "ask value (count(bat) + count(arrow))",
    ),
    (
        "count the bats and the arrows. What do they come to?",
        "ask value (count(bat) + count(arrow))",
    ),
    (
        "count the bats and the gorgons and the arrows and give me the sum",
        "ask value ((count(bat) + count(gorgon)) + count(arrow))",
    ),
    (
        "count the bats and the arrows and tell me the difference",
        "ask value (count(bat) - count(arrow))",
    ),
    (
        "count the arrows and the bats, then tell me the difference",
        "ask value (count(arrow) - count(bat))",
    ),
    (
        "count the bats and the arrows and give me the product",
        "ask value (count(bat) * count(arrow))",
    ),
    # already read so, before: in one clause
    ("count the bats and the arrows and add them up", "ask value (count(bat) + count(arrow))"),
]

# Words that combine nothing: left as the reader made them.
NOT_COMBINED = [
    "count the bats and give me the sum",
    "count the bats and give me the difference",
    "get the bow and give me the sum",
    "count the bats and the arrows and the swords and tell me the difference",
]


@pytest.mark.parametrize(("order", "gist"), COMBINED)
def test_counts_combined_in_words_are_one_number(order, gist):
    assert reading(order) == gist


@pytest.mark.parametrize("order", NOT_COMBINED)
def test_combining_words_with_no_counts_to_combine_stay_unread(order):
    assert any(isinstance(s, m.Unknown) for s in read(order).steps)


# -- a dog trainer's voice (agent/reading/trainer.py) -------------------------------------------
TRAINER = [
    # praise and scolding, what the dog is called: left out
    ("Good boy! Fetch the bow!", "fetch bow"),
    ("Fetch the sword, good boy!", "fetch sword"),
    ("Atta boy! Guard me!", "guard player"),
    ("who's a good boy? fetch the bow!", "fetch bow"),
    ("Heel, boy!", "follow"),
    (
        "Go back and forth between me and the bow, boy, like a good patrol dog.",
        "patrol player to bow",
    ),
    # a command said again to urge the dog on: one errand
    ("Good boy! Fetch the bow! Go on, fetch!", "fetch bow"),
    ("Fetch the sword, boy! Fetch!", "fetch sword"),
    ("Find the arrow, boy! Go find it! Sniff it out!", "fetch arrow"),
    (
        "Go get the bow and an arrow, then get a bat, boy! Get it!",
        "fetch bow; fetch arrow; attack bat",
    ),
    ("Go get an arrow and bring it here, boy! Bring it!", "fetch arrow; bring arrow"),
    ("Guard me, boy! Guard!", "guard player"),
    ("Here, boy! Come here! Come!", "come_back"),
    ("Come here, boy! Here!", "come_back"),
    (
        "Sic 'em! Get the gorgon, boy! Grab the sword first so it can't bite you.",
        "fetch sword; attack gorgon",
    ),
    ("Get the gorgon! Sic 'em!", "attack gorgon"),
    ("Kill a bat. Sic 'em!", "attack bat"),
    ("Fetch two arrows, boy! Two of them!", "fetch 2 arrow"),
    ("Fetch three arrows! Three of them!", "fetch 3 arrow"),
    ("Drop it! Give me what you've got in your mouth, boy.", "hand_over"),
    # the trainer's commands as the reader's words
    ("Sniff out the arrow!", "fetch arrow"),
    ("Walkies! Off you go, sniff around and explore!", "explore"),
    ("Sniff around for a bit, boy", "explore"),
    ("Walkies!", "explore"),
    ("Sic the bat!", "attack bat"),
    ("Go lie down in the bottom left corner, good boy.", "go_to bottom left; stay"),
    ("Sit and stay for 5 turns, then come to me, good boy!", "repeat 0x 5t: stay; come_back"),
    ("Stay, boy... stay... after 8 turns, go fetch the bow!", "repeat 0x 8t: stay; fetch bow"),
    ("Stay. Stay. After 5 turns, come here!", "repeat 0x 5t: stay; come_back"),
    ("wait... after 3 turns, explore", "repeat 0x 3t: stay; explore"),
    # beside a question, "Speak!" is the question
    ("Speak! How many bats are there, boy?", "ask count bat"),
    ("Here, boy! Speak! Where is the bow?", "come_back; ask where bow"),
    # "Leave it!" after a thing named; "Bad bat!": not touching it
    ("Go sit by the bow, boy. Leave it! Don't pick it up!", "keep_off bow; go_to bow; stay"),
    ("Go to the bow. Leave it!", "keep_off bow; go_to bow"),
    ("Bad bat! Leave it! Keep away from the bats, boy!", "keep_away bat"),
    # a dog's habit the game has no action for, said not to be done: kept by every program
    ("Don't jump on me, boy! Stay 2 to 4 tiles away from me.", "keep_distance player 2..4"),
    ("Don't bark! Guard me!", "guard player"),
]

# What stays refused: a command alone with nothing to do, a count said again that is not the
# one said, what the game has no action for.
TRAINER_REFUSED = [
    "Sic 'em!",
    "Speak!",
    "Leave it!",
    "Drop it!",
    "Bad dog!",
    "Fetch two arrows! Three of them!",
    "get the sword. go get him!",
    "Roll over, boy! Roll over!",
    "Go dig up a bone for me, good boy.",
    "Don't lick me, boy",
    "Fetch the fourth arrow, boy!",
]


@pytest.mark.parametrize(("order", "gist"), TRAINER)
def test_a_dog_trainers_words_read_as_the_game_does_them(order, gist):
    assert reading(order) == gist


@pytest.mark.parametrize("order", TRAINER_REFUSED)
def test_a_dog_trainers_words_with_nothing_to_do_stay_refused(order):
    assert any(isinstance(s, m.Unknown) for s in read(order).steps)


# -- a coach calling plays (agent/reading/voices.py's row "coach") -----------------------------
PLAYS = [
    # the play's name before a colon: the steps are after it ("run" is no flight)
    (
        "Run the play: bow, then an arrow, then take out a bat.",
        "fetch bow; fetch arrow; attack bat",
    ),
    ("Run the play: sword, then the gorgon.", "fetch sword; attack gorgon"),
    ("The play: get the bow, then come back", "fetch bow; come_back"),
    (
        "Here's the play: grab the sword, then go take down the gorgon.",
        "fetch sword; attack gorgon",
    ),
    ("Warm-up lap: explore the pitch for a bit.", "explore"),
    # until the next play: every order lasts that long
    ("Hold your position! Don't move till I call the next play.", "stay"),
    ("Hold here till I call the next play", "stay"),
    ("Follow me until the whistle blows", "follow"),
    # following, marking, standing between, going in, guarding a spot, waiting
    ("Stick to me like a defender on a striker.", "follow"),
    ("Stick to me like a shadow", "follow"),
    ("Man-mark me: stay on me, within two tiles, wherever I run.", "guard player -..2"),
    ("Screen me from the gorgon: get between us.", "protect gorgon"),
    ("Shield me from the gorgon", "protect gorgon"),
    ("Sub in at the bottom left corner and hold there.", "go_to bottom left; stay"),
    ("Sub in at the top right corner", "go_to top right"),
    ("Defend the goal: hold within two tiles of the bottom left corner.", "guard bottom left -..2"),
    ("stay within 3 tiles of the middle", "guard middle -..3"),
    ("Timeout: take 4 turns to breathe, then go grab the bow.", "repeat 0x 4t: ; fetch bow"),
    ("Timeout: take 3 turns to rest, then explore", "repeat 0x 3t: ; explore"),
    # drills between two tiles of one row; a zone patrol
    (
        "Sideline drills: run back and forth between the two ends of row 8, column 2 and column 7.",
        "patrol 8,2 to 8,7",
    ),
    ("Zone patrol: run between the bow and the middle of the field.", "patrol bow to middle"),
    # a game still on, the bench
    (
        "If the gorgon's still in the game, go get the sword; otherwise stay on the bench.",
        "if count(gorgon) > 0: fetch sword | stay",
    ),
    ("Scoreboard check: how many monsters are still in play?", "ask count monster"),
]

# What stays refused: a play the game cannot run, a closer after an errand that cannot be done.
PLAYS_REFUSED = [
    # a restated order of bench/orders.toml, kept for the restater (test_bench_orders)
    "stick to me like glue",
    "Take the gorgon down with the bow, that's the play.",
    "Kick the ball to me, I'm open!",
    "Tackle me hard, practise on your own teammate.",
    "mark me",
]


@pytest.mark.parametrize(("order", "gist"), PLAYS)
def test_a_coachs_plays_read_as_the_game_does_them(order, gist):
    assert reading(order) == gist


@pytest.mark.parametrize("order", PLAYS_REFUSED)
def test_a_play_the_game_cannot_run_stays_refused(order):
    assert any(isinstance(s, m.Unknown) for s in read(order).steps)


# Openers before a comma that add nothing; a monster left alone; at my side.
TRAINER_MORE = [
    ("Go on, boy, get the sword!", "fetch sword"),
    ("Go go go, get the bow!", "fetch bow"),
    ("Leave the bat! Come here!", "come_back"),
    ("Leave that bat! Come here!", "come_back"),
    ("By my side!", "follow"),
]


@pytest.mark.parametrize(("order", "gist"), TRAINER_MORE)
def test_a_trainers_openers_and_a_monster_left_alone(order, gist):
    assert reading(order) == gist


@pytest.mark.parametrize("order", ["leave the bow", "Go on, then.", "Go on, fetch!"])
def test_an_item_left_and_an_opener_alone_read_as_before(order):
    assert any(isinstance(s, m.Unknown) for s in read(order).steps)


# On a signal: no signal reaches the companion but the next order, which replaces this one;
# refused in words, never restated (as "Wait for my signal, then get the bow" was).
@pytest.mark.parametrize(
    "order",
    [
        "On my signal, get the bow.",
        "On my whistle, attack the bat",
        "when I give the signal, get the bow",
        "Wait for my signal, then get the bow",
    ],
)
def test_an_order_on_a_signal_is_refused_and_never_restated(order):
    meaning = read(order)
    assert [s.reason for s in meaning.steps if isinstance(s, m.Unknown)] == [m.Reason.CANNOT]
    assert not restatable(meaning)


# Counts asked in sentences of their own, then added up in one: the sum (before, "give me the
# total" beside a question was how to answer it, and the sum was dropped).
@pytest.mark.parametrize(
    ("order", "gist"),
    [
        (
            "How many bats are there? How many arrows? Give me the total.",
            "ask value (count(bat) + count(arrow))",
        ),
        (
            "How many bats and how many arrows? Give me the total.",
            "ask value (count(bat) + count(arrow))",
        ),
        (
            "Count the bats and the arrows. Tell me the sum.",
            "ask value (count(bat) + count(arrow))",
        ),
        # one count: nothing to add up, the count as before
        ("Count the bats. Then tell me the total.", "ask count bat"),
        ("How many bats are there? Give me the total.", "ask count bat"),
        ("where is the bow? give me the total", "ask where bow"),
        # a coach's "pass it to me:" before what "it" is
        ("Pass it to me: go get the bow and hand it off.", "fetch bow; bring bow"),
    ],
)
def test_counts_asked_apart_and_added_up_in_a_sentence_of_their_own(order, gist):
    assert reading(order) == gist


# A coach's "..., go!" closing an order, and "call out its spot" after the question that asks it.
@pytest.mark.parametrize(
    ("order", "gist"),
    [
        ("Shoot a bat, go!", "attack bat"),
        ("Get the bow, go!", "fetch bow"),
        ("Where's the bow on the field? Call out its spot.", "ask where bow"),
    ],
)
def test_a_coachs_go_and_call_out_add_nothing(order, gist):
    assert reading(order) == gist


# "go" as a step stays what it was.
@pytest.mark.parametrize("order", ["get the bow, then go", "go!"])
def test_go_as_a_step_is_not_a_coachs_go(order):
    assert any(isinstance(s, m.Unknown) for s in read(order).steps)
