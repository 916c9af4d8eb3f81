"""Questions over parts of the map and of two things (agent/reading/regions.py,
agent/compose/questions.py): whether there is one in a part is its count there said as yes or
no with how many (it was the one lying nearest a corner, or every one of the kind); how much
farther one thing is than another is said in words either way (it was a signed number). Each
row an order and its reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from agent.compose import compose
from agent.reading import meaning as m, read
from agent.reading.of_two import Either, either
from agent.validate import SandboxValidator
from game.maps import load_map
from tests.unit.judge import first_said, judge
from tests.unit.readings import reading

# Whether there is one in a part of the map: the count there over none, whatever the opening
# ("is there", "are there any", "any", "do you see"), the kind, the part (a half, a side, a
# quarter said as a corner, a side of one of us or of a thing, near a thing).
WHETHER = [
    ("is there a bat in the top right?", "ask check count(bat north east of middle) > 0"),
    ("is there a bat in the top right corner?", "ask check count(bat north east of middle) > 0"),
    (
        "are there any bats in the top right corner?",
        "ask check count(bat north east of middle) > 0",
    ),
    ("are there still bats in the top right?", "ask check count(bat north east of middle) > 0"),
    (
        "is there a gorgon in the bottom left quarter?",
        "ask check count(gorgon south west of middle) > 0",
    ),
    (
        "is there a monster in the top left corner?",
        "ask check count(monster north west of middle) > 0",
    ),
    ("are there any arrows on the left side?", "ask check count(arrow west of middle) > 0"),
    ("Is there an arrow on the left?", "ask check count(arrow west of middle) > 0"),
    ("are there items in the east half?", "ask check count(item east of middle) > 0"),
    ("is there a bat at the top?", "ask check count(bat north of middle) > 0"),
    ("any bats in the top right?", "ask check count(bat north east of middle) > 0"),
    ("any arrows on the left?", "ask check count(arrow west of middle) > 0"),
    ("do you see a bat in the top right?", "ask check count(bat north east of middle) > 0"),
    ("any monsters near the sword?", "ask check count(monster within 3 of sword) > 0"),
    ("is there a bat near the sword?", "ask check count(bat within 3 of sword) > 0"),
    ("is there a bat above the bow?", "ask check count(bat north of bow) > 0"),
    ("is there an arrow east of the bow?", "ask check count(arrow east of bow) > 0"),
    ("is there a bat to the left of me?", "ask check count(bat west of player) > 0"),
    # how many asked of a part (it was the one lying nearest a corner or a side)
    (
        "are there more than 2 bats in the top right?",
        "ask check count(bat north east of middle) > 2",
    ),
    ("are there fewer than 3 bats in the top half?", "ask check count(bat north of middle) < 3"),
    ("are there at least 2 arrows on the left side?", "ask check count(arrow west of middle) >= 2"),
    ("are there 2 bats in the top right?", "ask check count(bat north east of middle) >= 2"),
    ("is there one bat in the top right?", "ask check count(bat north east of middle) > 0"),
    ("are there no bats in the top half?", "ask check count(bat north of middle) == 0"),
    ("is there no bat in the top half?", "ask check count(bat north of middle) == 0"),
    ("are there more than 2 bats near the sword?", "ask check count(bat within 3 of sword) > 2"),
    ("are there more than 2 bats near you?", "ask check count(bat within 3 of companion) > 2"),
    ("are there no bats near you?", "ask check not near(bat, 3, companion)"),
    ("are there more than 2 bats?", "ask check count(bat) > 2"),
    # near one of us is the condition "is there a bat near you?" reads
    ("any bats near you?", "ask check near(bat, 3, companion)"),
    ("is there a bat near you?", "ask check near(bat, 3, companion)"),
    # no part: the whole map, as before
    ("is there a bat?", "ask check count(bat) > 0"),
    ("are there any arrows left?", "ask check count(arrow) > 0"),
    # a count of some of them over a part (it was refused)
    ("how many of the bats are in the east half?", "ask value count(bat east of middle)"),
    ("how many of the arrows are in the top right?", "ask value count(arrow north east of middle)"),
]


@pytest.mark.parametrize(("order", "gist"), WHETHER)
def test_whether_there_is_one_in_a_part_is_its_count_there(order: str, gist: str) -> None:
    assert reading(order) == gist


# A part not read whole is said back with its words, never the whole count (it was "ask count
# bat": how many bats there are anywhere) nor the one nearest somewhere.
SAID_BACK = [
    "is there a bat in the corner?",
    "is there a bat top right?",
    "is there a bat in the top right or the bottom left?",
    "is there a bat to the left?",
    "is there a bat in the middle?",
    "is there a bat far from you?",
    "is there a bat between me and the bow?",
]


@pytest.mark.parametrize("order", SAID_BACK)
def test_whether_over_a_part_not_read_whole_is_said_back(order: str) -> None:
    steps = read(order).steps
    assert len(steps) == 1 and isinstance(steps[0], m.Unknown), steps


# Still read otherwise: what is at a corner is what lies nearest it, with how far (whether
# anything lies in a quarter is tests/unit/test_odd_readings_2.py's).
OTHERWISE = [
    ("what's in the top left corner?", "ask which nearest-from-top left thing nearest"),
]


@pytest.mark.parametrize(("order", "gist"), OTHERWISE)
def test_what_lies_at_a_corner_is_read_as_before(order: str, gist: str) -> None:
    assert reading(order) == gist


@pytest.fixture(scope="module")
def validator() -> SandboxValidator:
    return judge()


# Composed, played on the default map and judged: the answer in words.
ANSWERED = [
    ("is there a bat in the top right?", "Yes: there is 1 bat in the top right quarter of the map"),
    (
        "are there any arrows on the left side?",
        "Yes: there are 3 arrows in the left half of the map",
    ),
    (
        "is there a gorgon in the bottom left?",
        "No: there are no gorgons in the bottom left quarter of the map",
    ),
    ("any monsters near the sword?", "No: there are no monsters within 3 tiles of the sword"),
    (
        "are there fewer than 3 bats in the top half?",
        "Yes: there are less than 3 bats in the top half of the map (1)",
    ),
    (
        "are there more than 2 bats in the top right?",
        "No: there are at most 2 bats in the top right quarter of the map (1)",
    ),
    ("are there no bats in the top half?", "No: there are bats in the top half of the map (1)"),
    ("is there a bat above the bow?", "Yes: there is 1 bat north of the bow"),
    # how much farther: in words either way, never a negative "farther"
    ("how much farther is the sword than the bow?", "The sword is 29 tiles farther than the bow"),
    ("how much farther is the bow than the sword?", "The bow is 29 tiles nearer than the sword"),
    ("how much closer is the bow than the sword?", "The sword is 29 tiles farther than the bow"),
    (
        "how many more steps away from me is the sword than the bow?",
        "The sword is 33 steps farther from you than the bow",
    ),
]


@pytest.mark.parametrize(("order", "said"), ANSWERED)
def test_answered_in_words(validator: SandboxValidator, order: str, said: str) -> None:
    assert first_said(validator, order) == said


def test_the_same_distance_is_said_so() -> None:
    code = compose(read("how much farther is the sword than the bow?"), load_map()).code
    assert 'if a == b then return say("They are just as far: "' in code, code
    assert "I see no " in code, code


# One kind said first that is none of the game's things: refused on the player's words (it
# was "which dragons is closest", the words rewritten, quoted back; "of the potions, which one
# is closest to the gorgon?" asked which gorgon was nearest).
@pytest.mark.parametrize(
    ("order", "quoted"),
    [
        ("of the dragons, which one is closest?", "of the dragons which one is closest"),
        ("out of the dragons, which is nearest to me?", "out of the dragons which is nearest"),
        ("of the potions, which one is closest to the gorgon?", "of the potions which one"),
    ],
)
def test_a_kind_said_first_that_is_no_thing_is_refused_on_the_players_words(
    order: str, quoted: str
) -> None:
    steps = read(order).steps
    assert len(steps) == 1 and isinstance(steps[0], m.Unknown), steps
    assert steps[0].words.startswith(quoted), steps[0].words


def test_a_kind_said_first_of_the_game_is_read_as_before() -> None:
    assert reading("of the bats, which one is closest to the gorgon?") == (
        "ask which nearest-from-gorgon bat nearest"
    )


# A count over a part of the map in a condition (counts, regions.take_part): of the map's middle
# or one of us (it was refused); a step on the kind counted there is said back (it would go for
# the nearest one anywhere, regions.kept), and so is a part of a thing (nowhere once the thing
# is).
IN_A_CONDITION = [
    (
        "if there are more than 2 bats in the top right, come back",
        "if count(bat north east of middle) > 2: come_back | ",
    ),
    (
        "if there are bats in the bottom half, come back",
        "if count(bat south of middle) > 0: come_back | ",
    ),
    (
        "if there are 2 bats in the top right corner, come back",
        "if count(bat north east of middle) >= 2: come_back | ",
    ),
    ("if there is a bat east of you, stay here", "if count(bat east of companion) > 0: stay | "),
    (
        "if there are no bats in the top half, explore",
        "if count(bat north of middle) == 0: explore | ",
    ),
    ("wait until there are no bats in the top half", "stay once count(bat north of middle) == 0: "),
    (
        "if there are more than 2 bats within 5 tiles of you, run away",
        "if count(bat within 5 of companion) > 2: flee | ",
    ),
    (
        "if there are bats in the top half, kill the gorgon",
        "if count(bat north of middle) > 0: attack gorgon | ",
    ),
    # as before
    ("if there is a bat near you, kill it", "if near(bat, 3, companion): attack bat | "),
    ("if there are bats left, kill one", "if count(bat) > 0: attack bat | "),
]


@pytest.mark.parametrize(("order", "gist"), IN_A_CONDITION)
def test_a_count_over_a_part_in_a_condition(order: str, gist: str) -> None:
    assert reading(order) == gist


@pytest.mark.parametrize(
    "order",
    [
        "if there's an arrow on the left, get it",
        "if there is a bat in the top right, kill it",
        "is there a bat in the top right? if so, kill it",
        "are there bats in the bottom half? if so, kill one",
        "if there are no bats in the top half, explore, otherwise kill a bat",
        "if there is a monster in the top left, go to it",
        "if there is a bat above the bow, come back",
    ],
)
def test_a_step_on_what_a_condition_counts_over_a_part_is_said_back(order: str) -> None:
    steps = read(order).steps
    assert len(steps) == 1 and isinstance(steps[0], m.Unknown), steps


@pytest.mark.parametrize(
    ("order", "lua"),
    [
        (
            "if there are more than 2 bats in the top right, come back",
            'count("bat", nil, "middle", "north east") > 2',
        ),
        ("wait until there are no bats in the top half", 'count("bat", nil, "middle", "north")'),
        ("if there is a bat east of you, stay here", 'count("bat", nil, ai, "east") > 0'),
        (
            "if there are more than 2 bats within 5 tiles of you, run away",
            'count("bat", nil, ai, 5) > 2',
        ),
    ],
)
def test_a_condition_over_a_part_is_composed_and_judged(
    validator: SandboxValidator, order: str, lua: str
) -> None:
    meaning = read(order)
    got = compose(meaning, load_map())
    assert got.complete, got.problem
    assert lua in got.code, got.code
    check = validator.validate(got.code, load_map(), meaning=meaning)
    assert check.ok, check.message


# "A or B" read once as a choice of two (of_two.either, on question_rows.Said), which each
# question reader takes or says back (it was a test for " or " in three readers).
def test_either_is_the_words_each_side_of_the_or() -> None:
    assert either("which is nearer, the gorgon or the bow") == Either(
        "which is nearer, the gorgon", "the bow"
    )
    assert either("how many arrows and bats are there") is None
    assert either("is there an order") is None  # "or" inside a word is none


EITHER = [
    # one kind or another counted: said back, not the first counted
    ("how many arrows or bats are there?", "unknown"),
    ("is there an arrow or a bat?", "unknown"),
    ("are there any arrows or bats left?", "unknown"),
    ("how many arrows and bats are there?", "ask count arrow; ask count bat"),
    # which of two: asked of the two; each picked by where it lies: said back (it asked which
    # bat lay nearest the top right)
    ("which is nearer, the gorgon or the bow?", "ask which gorgon,bow of companion nearest"),
    ("which is closer to you, the bat in the middle or the bat in the top right?", "unknown"),
    ("which bat is closer, the one in the middle or the one in the top right?", "unknown"),
    # near another thing: said back, one or two
    ("is the gorgon near the sword?", "unknown"),
    ("is the gorgon or the bow near the sword?", "unknown"),
    # no choice: at a spot as before
    (
        "which arrow is closest to the bottom left corner?",
        "ask which nearest-from-bottom left arrow nearest",
    ),
]


@pytest.mark.parametrize(("order", "gist"), EITHER)
def test_a_choice_of_two_in_a_question(order: str, gist: str) -> None:
    got = reading(order)
    assert got.startswith("unknown[") if gist == "unknown" else got == gist, got


# What lies nearest a thing, asked with "closest" or "nearest": the nearest of each other kind
# to it, as "what's near the bow?" (it was which gorgon lay nearest the companion); a noun that
# is no thing of the game asked of is refused (it was which gorgon, the thing measured from).
NEAREST_A_THING = [
    (
        "what is closest to the gorgon?",
        "ask which nearest-from-gorgon item nearest; ask which nearest-from-gorgon bat nearest",
    ),
    (
        "which one is closest to the gorgon?",
        "ask which nearest-from-gorgon item nearest; ask which nearest-from-gorgon bat nearest",
    ),
    (
        "what is the closest to the bat?",
        "ask which nearest-from-bat item nearest; ask which nearest-from-bat gorgon nearest",
    ),
    (
        "What's nearest the bow?",
        "ask which nearest-from-bow monster nearest; "
        "ask which nearest-from-bow sword nearest; ask which nearest-from-bow arrow nearest",
    ),
    ("which potion is closest to the gorgon?", "unknown"),
    # near no thing of the game, none of us, no spot: refused (it was what lies nearest me)
    ("what is closest to the dragon?", "unknown"),
    ("what's near the wall?", "unknown"),
    ("what is near the exit?", "unknown"),
    ("what is closest to the corner?", "unknown"),
    ("what is near the middle?", "ask which nearest-from-middle thing nearest"),
    ("what is near me?", "ask which thing of player nearest"),
    ("what potion is nearest the bow?", "unknown"),
    ("which of them is closest to the bat?", "unknown"),
    ("which of these is nearest the gorgon?", "unknown"),
    ("which of the arrows is closest to the bat?", "ask which nearest-from-bat arrow nearest"),
    # as before
    ("which bat is closest to the gorgon?", "ask which nearest-from-gorgon bat nearest"),
    ("which monster is closest to the sword?", "ask which nearest-from-sword monster nearest"),
    ("what is closest to you?", "ask which thing of companion nearest"),
    (
        "which is closest to the sword, the bow or the arrow?",
        "ask which bow,arrow of sword nearest",
    ),
]


@pytest.mark.parametrize(("order", "gist"), NEAREST_A_THING)
def test_what_lies_nearest_a_thing(order: str, gist: str) -> None:
    got = reading(order)
    assert got.startswith("unknown[") if gist == "unknown" else got == gist, got


# Where or how far of one thing or another: said back, which one? (it was where the first is, or
# how far apart the two are); a difference with nothing to measure it against is said back (it
# was how many swords there are).
@pytest.mark.parametrize(
    ("order", "gist"),
    [
        ("where is the bow or the sword?", "unknown"),
        ("how far is the bow or the sword?", "unknown"),
        ("where is the nearest bat or gorgon?", "unknown"),
        ("where is the bat, or is it dead?", "ask where bat"),
        ("do you know where the bow is or not?", "ask where bow"),
        ("how far is the bat from the bow?", "ask value distance(bat, bow)"),
        ("how much nearer is the sword?", "unknown"),
        ("how many tiles closer is the bow?", "unknown"),
        ("how much farther away is the bow?", "unknown"),
        (
            "how much farther is the sword than the bow?",
            "ask value (distance(sword, companion) - distance(bow, companion))",
        ),
    ],
)
def test_one_or_the_other_where_or_how_far(order: str, gist: str) -> None:
    got = reading(order)
    assert got.startswith("unknown[") if gist == "unknown" else got == gist, got
