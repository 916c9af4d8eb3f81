"""Questions, talk and counts as players of the fifth and sixth fresh sets asked them
(bench/fresh_orders_5.toml, bench/fresh_orders_6.toml), each family said in several ways: each
row an order and its reading in the full gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading


def _rows(rows: list[tuple[str, str]]) -> pytest.MarkDecorator:
    return pytest.mark.parametrize(("order", "meaning"), rows)


# How the companion feels, asked with "feeling" or "doing": whether it is unhurt, as "are you
# ok?". "Are you feeling alright?" and "you doing ok?" were not understood.
FEELING = [
    ("Are you feeling alright?", "ask check health(companion) >= 3"),
    ("are you feeling ok?", "ask check health(companion) >= 3"),
    ("are you doing ok?", "ask check health(companion) >= 3"),
    ("do you feel ok?", "ask check health(companion) >= 3"),
    ("are you feeling hurt?", "ask check health(companion) < 3"),
    ("you feeling alright?", "ask health of companion"),
    ("feeling okay?", "ask health of companion"),
    ("u doing ok?", "ask health of companion"),
    ("are you good?", "ask health of companion"),
    ("how u doing", "ask health of companion"),
    ("if you feel fine, get the sword", "if health(companion) >= 3: fetch sword | "),
]


@_rows(FEELING)
def test_how_the_companion_feels_is_its_health(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# A health said to be whole: full health. "If thy health be whole" was not understood.
WHOLE_HEALTH = [
    ("If thy health be whole, go fetch the sword", "if health(companion) >= 3: fetch sword | "),
    ("if your health is whole, get the sword", "if health(companion) >= 3: fetch sword | "),
    ("if your health is intact, get the sword", "if health(companion) >= 3: fetch sword | "),
    ("if your health is still untouched, get the bow", "if health(companion) >= 3: fetch bow | "),
    ("is your health whole?", "ask check health(companion) >= 3"),
]


@_rows(WHOLE_HEALTH)
def test_a_whole_health_is_full_health(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# Whether anyone has defeated a monster, or one has been defeated: at least one defeated, by
# either of us. "Has anyone killed a bat yet?" was not understood, nor was any "has been killed";
# "how many bats has anyone killed?" was answered with the bats left.
ANYONE_DEFEATED = [
    ("Has anyone killed a bat yet?", "ask check defeated(bat) > 0"),
    ("has anybody killed the gorgon?", "ask check defeated(gorgon) > 0"),
    ("has someone defeated a bat so far?", "ask check defeated(bat) > 0"),
    ("has either of us killed anything yet?", "ask check defeated(monster) > 0"),
    ("have any bats been killed yet?", "ask check defeated(bat) > 0"),
    ("has a bat been slain?", "ask check defeated(bat) > 0"),
    ("have 2 bats been killed?", "ask check defeated(bat) >= 2"),
    ("has the gorgon been killed yet?", "ask check count(gorgon) == 0"),
    ("have all the bats been killed?", "ask check count(bat) == 0"),
    ("if anyone has killed a bat, get the sword", "if defeated(bat) > 0: fetch sword | "),
    ("how many bats has anyone killed?", "ask value defeated(bat)"),
    ("how many monsters has somebody killed so far?", "ask value defeated(monster)"),
    ("if a bat has been killed, come back", "if defeated(bat) > 0: come_back | "),
    ("if the gorgon has been killed, come back", "if count(gorgon) == 0: come_back | "),
]


@_rows(ANYONE_DEFEATED)
def test_a_monster_defeated_by_anyone_is_counted(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# How many there would be, supposed: not answered with how many there are now, but said why.
# "If all the bats were gone, how many monsters would remain?" was answered with the monsters
# there are now (once no bat was left).
_WOULD_BE = 'unknown[cannot be done] "{}"'
SUPPOSED = [
    ("how many monsters would remain?", "how many monsters would remain"),
    ("how many bats would be left?", "how many bats would be left"),
    ("how many arrows would you have then?", "how many arrows would you have"),
    ("how many arrows would still be lying there?", "how many arrows would still be lying there"),
    ("how many would you have?", "how many would you have"),
]


@_rows(SUPPOSED)
def test_a_count_supposed_is_said_back(order: str, meaning: str) -> None:
    assert reading(order) == _WOULD_BE.format(meaning)


@pytest.mark.parametrize(("order", "meaning"), [
    ("If all the bats were gone, how many monsters would remain?",
     "ask value (count(monster) - count(bat))"),
    ("if the gorgon were dead, how many monsters would there be?",
     "ask value (count(monster) - count(gorgon))"),
])
def test_a_count_supposed_after_a_condition_is_worked_out_not_counted_now(order: str,
                                                                          meaning: str) -> None:
    assert reading(order) == meaning  # agent.reading.suppositions


# Counts to be added, said as an order ("add the bats to the arrows", "take the number of bats,
# add the number of gorgons"): their sum. They were not understood, or refused as a count worked
# out with numbers.
COUNTS_ADDED = [
    ("Add the bats to the arrows upon the floor, and tell me the sum thereof.",
     "ask value (count(bat) + count(arrow))"),
    ("add the bats to the gorgons", "ask value (count(bat) + count(gorgon))"),
    ("add the number of bats and the number of gorgons",
     "ask value (count(bat) + count(gorgon))"),
    ("take the number of bats and add the number of gorgons",
     "ask value (count(bat) + count(gorgon))"),
    ("Now a small sum: take the number of bats, add the number of gorgons",
     "ask value (count(bat) + count(gorgon))"),
    ("add the bats to the arrows and tell me the total", "ask value (count(bat) + count(arrow))"),
    ("please add the number of arrows to the number of bats",
     "ask value (count(arrow) + count(bat))"),
    ("sum of bats and gorgons", "ask value (count(bat) + count(gorgon))"),
    ("the total of bats and arrows", "ask value (count(bat) + count(arrow))"),
    ("add the sword to the bow", 'unknown[not understood] "add the sword to the bow"'),
]


@_rows(COUNTS_ADDED)
def test_counts_said_to_be_added_are_their_sum(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# A question asked to be thought over or looked at first ("think about which weapon defeats a
# bat", "look at how many arrows are on the floor"): the question. The first was no action the
# companion knew, the second explored.
THOUGHT_OVER = [
    ("think about which weapon defeats a bat", "ask weakness bat"),
    ("figure out which weapon kills the gorgon", "ask weakness gorgon"),
    ("remind me what kills a gorgon", "ask weakness gorgon"),
    ("look at how many arrows are on the floor", "ask count arrow"),
    ("First, look at how many arrows are on the floor.", "ask count arrow"),
    ("have a look at how many bats are left", "ask count bat"),
    ("see how many bats there are", "ask count bat"),
    ("think about where the bow is", "ask where bow"),
]


@_rows(THOUGHT_OVER)
def test_a_question_to_think_over_is_the_question(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# Where a thing is, asked as its row and column or its coordinates: where it is. These were not
# understood; "its" with nothing named before is said back, not answered as where the player is.
ROW_AND_COLUMN = [
    ("name me the bow's row and column", "ask where bow"),
    ("tell me the row and column of the bow", "ask where bow"),
    ("what row and column is the bow at?", "ask where bow"),
    ("what are the bow's coordinates?", "ask where bow"),
    ("give me the coordinates of the sword", "ask where sword"),
    ("which tile is the bow on?", "ask where bow"),
    ("what square is the gorgon on?", "ask where gorgon"),
    ("what are your coordinates?", "ask where of companion"),
    ("Name me its row and its column.",
     'unknown[ambiguous] "Name me its row and its column"'),
]


@_rows(ROW_AND_COLUMN)
def test_a_row_and_column_asked_is_where_it_is(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# The inventory named alone, or checked: what the companion carries. "inventory check" and
# "inv" were no action the companion knew.
INVENTORY = [
    ("inventory check", "ask carrying of companion"),
    ("inv", "ask carrying of companion"),
    ("inv check — what u holding", "ask carrying of companion"),
    ("inventory?", "ask carrying of companion"),
    ("your inventory please", "ask carrying of companion"),
    ("my inventory?", "ask carrying of player"),
]


@_rows(INVENTORY)
def test_the_inventory_named_is_what_is_carried(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# Whether the companion carries what defeats a monster ("do you have what it takes to kill the
# bat?", "are you armed for the gorgon?"): whether it has that monster's weapons. They were not
# understood.
FIT_FOR = [
    ("do you have what it takes to kill the bat?",
     "ask check has(companion, bow) and has(companion, arrow)"),
    ("are you armed for the bat?", "ask check has(companion, bow) and has(companion, arrow)"),
    ("do you have the right weapon for the bat?",
     "ask check has(companion, bow) and has(companion, arrow)"),
    ("are you armed against the gorgon?", "ask has sword of companion"),
    ("do you have a weapon for the gorgon?", "ask has sword of companion"),
    ("have you got what you need to defeat the gorgon?", "ask has sword of companion"),
    ("are you armed?", "ask check has(companion, sword) or has(companion, bow)"),
]


@_rows(FIT_FOR)
def test_what_defeats_a_monster_had_is_its_weapons(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# How a question is to be answered, said after it ("Tell me the number.", "Just give me the
# number."): nothing more to do. "Tell me the number" was not understood.
ANSWERED_SO = [
    ("What's your health? Tell me the number.", "ask health of companion"),
    ("How many bats are left? Just give me the number.", "ask count bat"),
    ("Check your own health. Tell me the number, please.", "ask health of companion"),
    ("Which weapon defeats a bat? Tell me what it is.", "ask weakness bat"),
    ("Count the bats. Then tell me the total.", "ask count bat"),
]


@_rows(ANSWERED_SO)
def test_how_to_answer_said_after_a_question_is_no_step(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# A distance said to be so many tiles "off": so many tiles away. "more than 20 tiles off" was not
# understood.
TILES_OFF = [
    ("if the bat is more than 20 tiles off, get the bow",
     "if distance(bat, companion) > 20: fetch bow | "),
    ("if the gorgon is less than 5 tiles off, run", "if near(gorgon, 4, companion): flee | "),
    ("if you are more than 6 tiles off, come back",
     "if distance(player, companion) > 6: come_back | "),
    ("if the bow is within 10 tiles off, get it", "if near(bow, 10, companion): fetch bow | "),
]


@_rows(TILES_OFF)
def test_tiles_off_are_tiles_away(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# What the player says before a question, up to a colon: the question. "Sorry, I've completely
# lost track: how many bats are there altogether?" was no action the companion knew.
LEAD_TO_COLON = [
    ("Sorry, I've completely lost track: how many bats are there altogether?", "ask count bat"),
    ("one more thing: where is the bow?", "ask where bow"),
    ("quick question: how far is the sword?", "ask distance sword of companion"),
    ("ok so here's the thing: do you have the bow?", "ask has bow of companion"),
    ("hmm, I forget: what kills a gorgon?", "ask weakness gorgon"),
]


@_rows(LEAD_TO_COLON)
def test_the_words_before_a_colon_leave_the_question(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# A greeting, thanks or praise said as a sentence beside an order or a question ("Hello! Get the
# bow."): talk, no step of its own. The order around it was refused ("hello": no such action).
TALK_BESIDE = [
    ("hello! get the bow", "fetch bow"),
    ("Hi! How many bats are left?", "ask count bat"),
    ("hey there! where is the bow?", "ask where bow"),
    ("Good morning! Could you fetch the sword?", "fetch sword"),
    ("well done! now kill the bat", "attack bat"),
    ("Thanks so much. Now come back.", "come_back"),
]


@_rows(TALK_BESIDE)
def test_a_greeting_beside_an_order_is_no_step(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# Talk the companion answers in words: whether it is there, what is up. They were no action.
@pytest.mark.parametrize("order", ["what's up?", "sup", "you there?", "are you listening?",
                                   "can you hear me?", "anybody there?"])
def test_talk_of_being_there_is_answered(order: str) -> None:
    assert reading(order).startswith("unknown[talk]")


# Health asked short or in other units ("you ok?", "how many hearts do you have?"), or said
# whole ("in one piece"): the health. They were no action, or said back as no thing of the game.
HEALTH_SHORT = [
    ("you ok?", "ask health of companion"),
    ("you ok there?", "ask health of companion"),
    ("you hurt?", "ask health of companion"),
    ("how many hearts do you have?", "ask health of companion"),
    ("how many lives have I got left?", "ask health of player"),
    ("are you in one piece?", "ask check health(companion) >= 3"),
    ("if you are still in one piece, get the bow", "if health(companion) >= 3: fetch bow | "),
]


@_rows(HEALTH_SHORT)
def test_health_asked_short_is_the_health(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# A kind said with "left" and no more ("bats left?"): how many are left. It was not understood.
KIND_LEFT = [
    ("bats left?", "ask count bat"),
    ("arrows left?", "ask count arrow"),
    ("monsters still alive?", "ask count monster"),
    ("gorgons remaining?", "ask count gorgon"),
]


@_rows(KIND_LEFT)
def test_a_kind_said_left_is_counted(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# Kills counted ("how many kills do you have?", "what's my kill count?"): the monsters that one
# of us defeated. The first was said back as no thing of the game, the second not understood.
KILLS = [
    ("how many kills do you have?", "ask value defeated(monster, companion)"),
    ("what's your kill count?", "ask value defeated(monster, companion)"),
    ("what's my kill count?", "ask value defeated(monster, player)"),
    ("how many kills have we got so far?", "ask value defeated(monster)"),
    ("what is our kill tally?", "ask value defeated(monster)"),
]


@_rows(KILLS)
def test_kills_counted_are_the_monsters_defeated(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# How close a thing is to the player ("how close is the gorgon to me?"): measured from the
# player. It was measured from the companion; "how near ..." was not understood.
CLOSE_TO_ME = [
    ("how close is the gorgon to me?", "ask distance gorgon of player"),
    ("how near is the bat to me?", "ask distance bat of player"),
    ("how close am I to the gorgon?", "ask distance gorgon of player"),
    ("how far is the bow to me?", "ask distance bow of player"),
    ("how near is the sword?", "ask distance sword of companion"),
    ("how close is the bat to you?", "ask distance bat of companion"),
]


@_rows(CLOSE_TO_ME)
def test_how_close_to_me_is_measured_from_the_player(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# Whether an item works against a monster, and what a monster falls to, asked in other words
# ("is the sword good against bats?", "what do bats die to?", "how many arrows does it take to
# kill a bat?"): what defeats it. They were not understood, and the last was answered with the
# arrows on the ground.
ITEM_AGAINST = [
    ("is the sword good against bats?", "ask weakness bat"),
    ("does the sword work on the gorgon?", "ask weakness gorgon"),
    ("will an arrow hurt the gorgon?", "ask weakness gorgon"),
    ("would the bow be any good against the gorgon?", "ask weakness gorgon"),
    ("which weapon works on the gorgon?", "ask weakness gorgon"),
    ("what do bats die to?", "ask weakness bat"),
    ("what is the gorgon vulnerable to?", "ask weakness gorgon"),
    ("what are bats killed by?", "ask weakness bat"),
    ("how many arrows does it take to kill a bat?", "ask weakness bat"),
    ("how many arrows would it take to kill the gorgon?", "ask weakness gorgon"),
    ("how many steps would it take to walk to the bow?", "ask value walk(bow, companion)"),
]


@_rows(ITEM_AGAINST)
def test_an_item_against_a_monster_asked_is_what_defeats_it(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# Whether anything is left to fight, or we won yet: the monsters left. They were not understood.
LEFT_TO_FIGHT = [
    ("is there anything left to kill?", "ask count monster"),
    ("is there anything else left to fight?", "ask count monster"),
    ("anything left to kill?", "ask count monster"),
    ("did we win yet?", "ask check count(monster) == 0"),
    ("have we won yet?", "ask check count(monster) == 0"),
]


@_rows(LEFT_TO_FIGHT)
def test_what_is_left_to_fight_is_the_monsters_left(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# Health asked as the damage taken or as having been hurt, or as "how much" with nothing named
# after our health: the health. "how much do I have?" after "how much health do you have" was
# answered with what the player carries; the others were not understood.
DAMAGE_TAKEN = [
    ("how much health do you have, and how much do I have?",
     "ask health of companion; ask health of player"),
    ("how much do I have left?", "ask health of player"),
    ("how much damage have you taken?", "ask health of companion"),
    ("have you taken any damage?", "ask check health(companion) < 3"),
    ("have you been hurt?", "ask check health(companion) < 3"),
    ("has the player been hurt?", "ask check health(player) < 3"),
    ("how much stuff do you have?", "ask carrying of companion"),
    ("how much do you carry?", "ask carrying of companion"),
]


@_rows(DAMAGE_TAKEN)
def test_damage_taken_is_the_health(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# Enough arrows, asked or as a condition: as many arrows as bats, each bat taking one. "do we
# have enough arrows?" was answered as whether the companion has an arrow; "are there enough
# arrows for all the bats?" was not understood.
_EVERY_ARROW = "(count(arrow) + (carried(companion, arrow) + carried(player, arrow)))"
ENOUGH_ARROWS = [
    ("do we have enough arrows?",
     "ask check (carried(companion, arrow) + carried(player, arrow)) >= count(bat)"),
    ("do you have enough arrows for the bats?",
     "ask check carried(companion, arrow) >= count(bat)"),
    ("have I got enough arrows to kill all the bats?",
     "ask check carried(player, arrow) >= count(bat)"),
    ("if you have enough arrows, kill the bats",
     "if carried(companion, arrow) >= count(bat): attack every bat | "),
    ("are there enough arrows for all the bats?", f"ask check {_EVERY_ARROW} >= count(bat)"),
    ("are there enough arrows?", f"ask check {_EVERY_ARROW} >= count(bat)"),
    ("do you have enough arrows for the gorgon?",
     'unknown[not understood] "do you have enough arrows for the gorgon"'),
]


@_rows(ENOUGH_ARROWS)
def test_enough_arrows_are_as_many_as_bats(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# Whether the companion has seen a thing: where it is (the companion sees the whole map). They
# were not understood; "have you seen anything?" names nothing and is still not answered.
SEEN = [
    ("have you seen the bow?", "ask where bow"),
    ("have you seen any bats?", "ask where bat"),
    ("has anyone seen the sword?", "ask where sword"),
    ("have you noticed the gorgon?", "ask where gorgon"),
    ("have you seen anything?", 'unknown[not understood] "have you seen anything"'),
]


@_rows(SEEN)
def test_a_thing_seen_is_where_it_is(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# What the companion is at, asked in other words ("are you busy?", "are you still guarding the
# bow?"): answered in words (the line under the map says it). They were not understood.
@pytest.mark.parametrize("order", [
    "what are you doing right now?", "are you busy?",
    "are you following me?", "are you still guarding the bow?", "are you coming?",
])
def test_what_the_companion_is_at_is_answered_in_words(order: str) -> None:
    assert reading(order).startswith("unknown[talk]")


# A status asked in other words ("what's your status?", "give me an update"): the status report
# (health, what is carried, the monsters left). They were not understood.
@pytest.mark.parametrize("order", ["what's your status?", "give me an update", "any news?",
                                   "any updates?"])
def test_a_status_asked_is_the_status_report(order: str) -> None:
    assert reading(order) == ("ask health of companion; ask carrying of companion; "
                              "ask count monster")


# What a thing of the game is, asked ("what is a gorgon?", "tell me about the bats"): what
# defeats it, or what it defeats. They were not understood.
WHAT_IT_IS = [
    ("what do you know about the gorgon?", "ask weakness gorgon"),
    ("tell me about the bats", "ask weakness bat"),
    ("what is a gorgon?", "ask weakness gorgon"),
    ("what's a bat?", "ask weakness bat"),
    ("tell me about the sword", "ask weakness sword"),
    ("what kind of monster is the gorgon?", "ask weakness gorgon"),
    ("what is the nearest monster?", "ask which monster of companion nearest"),
    ("what is my health?", "ask health of player"),
]


@_rows(WHAT_IT_IS)
def test_what_a_thing_is_is_what_defeats_it(order: str, meaning: str) -> None:
    assert reading(order) == meaning
