"""The rewrites that wrote English back to be read again, now read once on the player's words
(issue 39, part 2; docs/reading.md, "Not yet one pass"): each row an order, its reading in the
gist notation of tests/unit/gist.py and the words of its first step; the near misses stay
refused or read as they were."""

from __future__ import annotations

import pytest

from agent.reading import outcomes, read
from tests.unit.readings import reading

# An outcome wished (agent/reading/outcomes.py), read by ``read_wish`` with its lead: no longer
# said again as "fetch the sword", "is the bow or the sword closer to me?", "go to row eight
# column twelve" by ``outcomes.wished``, which is gone.
WISHED = [
    # the companion wished in words the reader takes for an order's lead: the lead kept
    ("make sure you have the sword", "fetch sword", "you have the sword"),
    ("I'd like you to have the bow", "fetch bow", "you to have the bow"),
    ("make sure you've got the bow", "fetch bow", "you've got the bow"),
    ("I want you to end up with two arrows", "fetch 2 arrow", "you to end up with two arrows"),
    ("make sure you're next to me", "follow", "you're next to me"),
    # a wish to know which of two: the question of which, its "whether" read as "which"
    (
        "I'd like to know whether the bow or the sword is closer to me",
        "ask which bow,sword of player nearest",
        "whether the bow or the sword is closer to me",
    ),
    # bounds of the player: the two bounds, as the distance rows read them ("never" as "no")
    (
        "my goal: you never closer than 3 tiles to me and never more than 6 away",
        "keep_distance player 3..6",
        "you never closer than 3 tiles to me and never more than 6 away",
    ),
    # a walk wished and what follows it: the walk, then the rest of the sentence
    (
        "I want you walking 3 steps left and then come back",
        "walk left 3; come_back",
        "3 steps left",
    ),
    # "not moving" after a stay: the stay said again (agent/reading/repeats.py)
    ("I want you right where you are. not moving", "stay", "you right where you are."),
    ("stay here. no moving", "stay", "stay here"),
    ("hold still. not moving", "stay", "hold still"),
    # an order's lead that is no wish: read as before
    ("make sure you get the bow", "fetch bow", "get the bow"),
    ("I want you to get the bow", "fetch bow", "get the bow"),
]
# Refused on the player's words, not on a sentence the reader wrote ("go to row eight column
# twelve and a half", "walk 300 steps left", "go to the dragon").
REFUSED = [
    (
        "i want you at row eight col twelve and a half",
        "not understood",
        "i want you at row 8 column 12 and a half",
    ),
    ("I want you walking 300 steps left", "cannot be done", "I want you walking 300 steps left"),
    ("be at the dragon when I get there", "not understood", "be at the dragon when I get there"),
    ("I want you close to the dragon", "not understood", "I want you close to the dragon"),
    ("I'd like to know whether the bat is asleep", "not understood", None),
    ("make sure you have a shield", "no such action", None),
    ("make sure you don't have the sword", "cannot be promised", None),
    ("I'd like to know whether the bow or the shield is closer to me", "cannot be done", None),
    ("not moving", "no such action", None),  # no stay before it
]


@pytest.mark.parametrize(("order", "expected", "words"), WISHED)
def test_wish_read_once(order: str, expected: str, words: str) -> None:
    assert reading(order) == expected
    assert read(order).steps[0].words == words


@pytest.mark.parametrize(("order", "reason", "words"), REFUSED)
def test_wish_refused_on_the_players_words(order: str, reason: str, words: str | None) -> None:
    assert f"unknown[{reason}]" in reading(order), reading(order)
    if words is not None:
        assert read(order).steps[0].words == words


def test_no_wish_is_said_again() -> None:
    assert not hasattr(outcomes, "wished")


# A patrol said as a walk up and down between two posts: a phrase of the patrol verbs
# (lexicon_idioms.UP_AND_DOWN), no longer written "back and forth between" and read so
# (lexicon_typed.LEARNER_PHRASES); a slip in it is mended as any word of a class is.
UP_AND_DOWN = [
    (
        "pace up and down between me and the arrow nearest me",
        "patrol player to nearest-from-player arrow",
    ),
    ("go up and down between the bow and me like a yo-yo", "patrol bow to player"),
    ("run up and down between here and the sword", "patrol sword"),
    ("walk up and down between the bow and the sword", "patrol bow to sword"),
    ("move up and down between the sword and the top left corner", "patrol sword to top left"),
    ("go up and donw between the bow and me", "patrol bow to player"),
    ("go up and down betwen the bow and me", "patrol bow to player"),
    # near misses: no "between", two walks; no post the game knows, refused
    ("go up and down", "walk up 1; walk down 1"),
    ("pace up and down", "patrol"),
    (
        "go up and down between the dragon and me",
        'unknown[not understood] "go up and down between the dragon and me"',
    ),
    ("get teh arow", "fetch arrow"),
]


@pytest.mark.parametrize(("order", "expected"), UP_AND_DOWN)
def test_up_and_down_between_is_a_patrol(order: str, expected: str) -> None:
    assert reading(order) == expected


# An amount hedged with "say" after an errand's comma: the amount, its hedge a filler, kept with
# the clause before it where the clause's pieces are joined (sequence._split_commas,
# hedged_amounts.amount_hedged), no longer written out without the hedge before reading
# (narrated.as_today); "say" with anything else after it is a saying.
HEDGED = [
    ("keep away from me, say 4 tiles", "keep_distance player 4..-"),
    ("keep away from me, let's say 4 tiles", "keep_distance player 4..-"),
    ("keep your distance from me, say four or five tiles", "keep_distance player 4..5"),
    ("walk left, say 3 steps", "walk left 3"),
    ("walk left, say 3 steps, then come back", "walk left 3; come_back"),
    ("wait, say 4 turns", "repeat 0x 4t: stay"),
    # near misses: a saying
    ("go to the bow, say hi", "go_to bow; say 'hi'"),
    ("say 4 tiles", "say '4 tiles'"),
    ("get the bow, say 3 arrows", "fetch bow; say '3 arrows'"),
]


@pytest.mark.parametrize(("order", "expected"), HEDGED)
def test_hedged_amount_read_once(order: str, expected: str) -> None:
    assert reading(order) == expected


def test_no_order_is_unhedged_before_reading() -> None:
    from agent.reading import hedged_amounts, narrated

    assert not hasattr(hedged_amounts, "unhedged") and not hasattr(narrated, "unhedged")


# ", go" after a step a route names without its verb: the word to start, read by the reader of
# such steps (verb_forms.said_without_verb), no longer cut off the order before reading
# (text._telegraphed); after anything else "go" is as it was.
GO_AT_END = [
    ("3 steps right, go", "walk right 3"),
    ("the bottom right corner, go", "go_to bottom right"),
    ("hold, go", "stay"),
    ("bottom left corner then 3 up, go", "go_to bottom left; walk up 3"),
    ("2 steps up, go", "walk up 2"),
    # near misses
    ("get the bow, go", 'fetch bow; unknown[no such action] "go"'),
    ("hold till I move, go", 'stay; unknown[not understood,logic] "till I move, go"'),
    ("walk right 3 steps, go", 'unknown[no such action] "walk right 3 steps, go"'),
]


@pytest.mark.parametrize(("order", "expected"), GO_AT_END)
def test_go_after_a_step_without_its_verb(order: str, expected: str) -> None:
    assert reading(order) == expected


# "wait for me to X": a wait until the player does X, read as the condition it is ("for" a lead
# of a wait, "me to" the player: reader._tail_condition, tokens.take_party, moved.cond_moved),
# no longer written "wait until I X" before reading (reader.read).
FOR_ME_TO = [
    (
        "stay here and wait for me to come back",
        "stay once distance(companion, player) > 1: {stay once distance(companion, player) <= 1: }",
    ),
    ("wait for me to move, then get the bow", "stay once moved(player): fetch bow"),
    ("wait for me to take a step", "stay once moved(player): "),
    ("wait for me to get the bow", "stay once has(player, bow): "),
    (
        "hold on for me to come back",
        "stay once distance(companion, player) > 1: {stay once distance(companion, player) <= 1: }",
    ),
    # near misses: no wait before it, or no condition after it
    ("bring the bow for me to use", 'bring bow; unknown[not understood] "to use"'),
    ("wait for me", "stay"),
    ("wait for me to dance", 'stay; unknown[not understood,logic] "for me to dance"'),
]


@pytest.mark.parametrize(("order", "expected"), FOR_ME_TO)
def test_wait_for_me_to(order: str, expected: str) -> None:
    assert reading(order) == expected
