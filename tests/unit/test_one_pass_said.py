"""The last English written back to be read again, read as said (issue 39, "one pass"): a duty
to the nearer of two ("guard the closer of the bow and the sword") is the duty's verb as said
on the words that name each thing (``chosen_duty``, ``errands.errand_on``; it wrote "guard the
bow" and read it); a fetching or a fight on all but some ("collect all but one arrow") the verb
as said on the noun as said, every one of its kind (``all_but``, ``errands.errand_of``; it
wrote "collect every arrow"); "whichever is closer to you, the sword or an arrow, pick that one
up" the question of which built from the two things and the measure's words
(``which_said_apart.whichever``; it wrote "which is closer to you, ..." and read it); "get the
farther one" after a question of which the one chosen, its words taken as it (it wrote "get that
one"); "them all" after things listed each one as named (it wrote the list in); a step on
"whichever of the bow and the sword is closer" said inside it the clause as said, each of the two
in turn (it wrote "go stand by the bow"). Each row
an order and its reading in the gist notation of tests/unit/gist.py; no clause the reader reads
is words the player did not say."""

from __future__ import annotations

import re

import pytest

from agent.reading import meaning as m, reader
from agent.reading.amount_after import amount_after
from tests.unit.gist import steps
from tests.unit.readings import reading

DUTY = [
    (
        "guard the closer of the bow and the sword",
        "if distance(bow, companion) < distance(sword, companion): guard bow | guard sword",
    ),
    (
        "defend the farther of the sword and the bow",
        "if distance(sword, companion) > distance(bow, companion): guard sword | guard bow",
    ),
    (
        "guard the closer one of the sword and the bow",
        "if distance(sword, companion) < distance(bow, companion): guard sword | guard bow",
    ),
    (
        "guard whichever of the bow and the sword is nearer",
        "if distance(bow, companion) < distance(sword, companion): guard bow | guard sword",
    ),
    (
        "guard whichever of the bow and the sword is farther",
        "if distance(bow, companion) > distance(sword, companion): guard bow | guard sword",
    ),
    (
        "please guard the closer of the bow and the sword",
        "if distance(bow, companion) < distance(sword, companion): guard bow | guard sword",
    ),
    (
        "protect the closer of the bow and the sword",
        'unknown[ambiguous] "protect the closer of the bow and the sword"',
    ),
    (
        "guard the closer of the bow and the arrow",
        "if distance(bow, companion) < distance(arrow, companion): guard bow | guard arrow",
    ),
    (
        "guard the closer of the bow and the bow",
        'unknown[not understood] "guard the closer of the bow and the bow"',
    ),
    (
        "guard the closer of the bat and the sword",
        'unknown[not understood] "guard the closer of the bat and the sword"',
    ),
]


ALL_BUT = [
    ("collect all but one arrow", "fetch every arrow once count(arrow) <= 1: "),
    ("kill all but one bat", "attack every bat once count(bat) <= 1: "),
    ("kill every bat but one", "attack every bat once count(bat) <= 1: "),
    ("pick up every arrow but one", "fetch every arrow once count(arrow) <= 1: "),
    ("get all the arrows except two", "fetch every arrow once count(arrow) <= 2: "),
    ("collect every arrow except one", "fetch every arrow once count(arrow) <= 1: "),
    ("grab all the arrows save one", "fetch every arrow once count(arrow) <= 1: "),
    ("please kill all but two bats", "attack every bat once count(bat) <= 2: "),
    ("bring me all but one arrow", 'unknown[not understood] "bring me all but one arrow"'),
    ("guard all but one arrow", 'unknown[not understood] "guard all but one arrow"'),
    ("collect all but one arrows", "fetch every arrow once count(arrow) <= 1: "),
    ("get all but zero arrows", 'unknown[not understood] "get all but zero arrows"'),
]


WHICHEVER = [
    (
        "Whichever is closer to you, the sword or an arrow, pick that one up.",
        "if distance(sword, companion) < distance(arrow, companion): fetch sword | fetch arrow",
    ),
    (
        "whichever of the bow and the sword is nearer, fetch it",
        "if distance(bow, companion) < distance(sword, companion): fetch bow | fetch sword",
    ),
    (
        "whichever of the bow and the sword is farther, fetch it",
        "if distance(bow, companion) > distance(sword, companion): fetch bow | fetch sword",
    ),
    (
        "whichever of the bow or the sword is closer, grab it",
        "if distance(bow, companion) < distance(sword, companion): fetch bow | fetch sword",
    ),
    (
        "whichever of the bow and the sword is nearest to me, bring it to me",
        "if distance(bow, player) < distance(sword, player): bring bow | bring sword",
    ),
    (
        "whichever is farther from me, the bow or the sword, bring it to me",
        "if distance(bow, player) > distance(sword, player): bring bow | bring sword",
    ),
    (
        "whichever weapon is closer, the bow or the sword, get it",
        "if distance(bow, companion) < distance(sword, companion): fetch bow | fetch sword",
    ),
    (
        "Whichever of the bow and the sword lies nearer to you, fetch it.",
        "if distance(bow, companion) < distance(sword, companion): fetch bow | fetch sword",
    ),
    (
        "whichever of the bow and the sword is closer, kill it",
        'unknown[not understood] "whichever of the bow and the sword is closer, kill it"',
    ),
    (
        "whichever of the bat and the gorgon is closer, kill it",
        "if distance(bat, companion) < distance(gorgon, companion): attack bat | attack gorgon",
    ),
    (
        "whichever of the bow and the bow is nearer, fetch it",
        "if distance(bow, companion) < distance(bow, companion): fetch bow | fetch bow",
    ),
    (
        "whichever is closer to us, the bow or the sword, get it",
        "if distance(bow, player) < distance(sword, player): fetch bow | fetch sword",
    ),
    (
        "whichever is bigger, the bow or the sword, get it",
        'unknown[not understood] "whichever is bigger, the bow or the sword"; fetch sword',
    ),
]
# "Get the farther one" after a question of which of two: the one the answer names, or the
# other, its words taken as that one (``tokens.ThingPhrase.said``; "that one" was written in).
PICKED_BY_ANSWER = [
    (
        "which is nearer, the bow or the sword? get the farther one",
        "ask which bow,sword of companion nearest; "
        "if distance(bow, companion) > distance(sword, companion): fetch bow | fetch sword",
    ),
    (
        "Which is closer, the bow or the sword? Go get the nearest one.",
        "ask which bow,sword of companion nearest; "
        "if distance(bow, companion) < distance(sword, companion): fetch bow | fetch sword",
    ),
    (
        "which is nearer, the bow or the sword? get the closer one",
        "ask which bow,sword of companion nearest; "
        "if distance(bow, companion) < distance(sword, companion): fetch bow | fetch sword",
    ),
    (
        "which is farther, the bow or the sword? pick up the closest one",
        "ask which bow,sword of companion farthest; "
        "if distance(bow, companion) < distance(sword, companion): fetch bow | fetch sword",
    ),
    (
        "which is farther, the bow or the sword? pick up the farthest one",
        "ask which bow,sword of companion farthest; "
        "if distance(bow, companion) > distance(sword, companion): fetch bow | fetch sword",
    ),
    (
        "which is closer, the bat or the gorgon? kill the farther one",
        "ask which bat,gorgon of companion nearest; "
        "if distance(bat, companion) > distance(gorgon, companion): attack bat | attack gorgon",
    ),
    (
        "which is closer, the bow or the sword? guard the nearer one",
        "ask which bow,sword of companion nearest; "
        "if distance(bow, companion) < distance(sword, companion): guard bow | guard sword",
    ),
    (
        "which is closer, the bow or the sword? stand by the nearer one",
        'ask which bow,sword of companion nearest; stay; unknown[not understood] "the nearer one"',
    ),
    (
        "Which is closer, the bow or the sword? Go get that one.",
        "ask which bow,sword of companion nearest; "
        "if distance(bow, companion) < distance(sword, companion): fetch bow | fetch sword",
    ),
]

# "them all" after things listed: each one as named (it wrote the list in its place).
LISTED = [
    ("the sword, the bow and an arrow. fetch them all", "fetch sword; fetch bow; fetch arrow"),
    ("the sword, the bow and an arrow. fetch them", "fetch sword; fetch bow; fetch arrow"),
    ("the sword and the bow, get them all", "fetch sword; fetch bow"),
    ("the bats and the gorgon. kill them all", "attack every bat; attack gorgon"),
    ("the arrows and the bow. get them all", "fetch every arrow; fetch bow"),
    ("the sword and the bow. get it", 'unknown[ambiguous] "get it"'),
    ("the sword and the bow, get both of them", "fetch sword; fetch bow"),
]

# A step on "whichever of A and B is nearer" said inside it: the clause as said, its "whichever
# ..." taken as each of the two in turn (``ThingPhrase.said``; "go stand by the bow" was written).
CHOSEN_CLAUSE = [
    (
        "get whichever of the bow and the sword is closer to the gorgon",
        "if distance(bow, gorgon) < distance(sword, gorgon): fetch bow | fetch sword",
    ),
    (
        "go stand by whichever of the sword and the bow is farther from me",
        "if distance(sword, player) > distance(bow, player): go_to sword; stay | go_to bow; stay",
    ),
    (
        "guard whichever of the bow and the sword is closer to you",
        "if distance(bow, companion) < distance(sword, companion): guard bow | guard sword",
    ),
    (
        "guard whichever of the bow and the sword is farther from the bat",
        "if distance(bow, bat) > distance(sword, bat): guard bow | guard sword",
    ),
    (
        "stay within 3 tiles of whichever of the bow and the sword is closer to you",
        "if distance(bow, companion) < distance(sword, companion): keep_distance bow -..3 | "
        "keep_distance sword -..3",
    ),
    (
        "wait by whichever of the bow and the sword is closer to me",
        "if distance(bow, player) < distance(sword, player): go_to bow; stay | go_to sword; stay",
    ),
    (
        "stand next to whichever of the bow and the sword is nearer to you",
        "if distance(bow, companion) < distance(sword, companion): go_to bow; stay | "
        "go_to sword; stay",
    ),
    (
        "go to whichever of the bow and the sword is farther from you",
        "if distance(bow, companion) > distance(sword, companion): go_to bow | go_to sword",
    ),
    (
        "keep away from whichever of the bat and the gorgon is closer to me",
        "if distance(bat, player) < distance(gorgon, player): keep_away bat | keep_away gorgon",
    ),
    (
        "go stand by whichever of the bow and the sword is bigger",
        'unknown[not understood] "go stand by whichever of the bow and the sword is bigger"',
    ),
    (
        "kill whichever of the bat and the gorgon is closer to the sword",
        "if distance(bat, sword) < distance(gorgon, sword): attack bat | attack gorgon",
    ),
]

# An act "each turn" said with its turns: once a turn, as many times as turns, the words read as
# said by the repetition's own patterns (``repeats._EACH``; ``each_turn`` wrote them without
# "each turn"); with no turns, refused.
EACH_TURN = [
    ("take a step down for 4 turns", "repeat 0x 4t: walk down 1"),
    ("take a step down every turn for 4 turns", "repeat 4x 0t: walk down 1"),
    ("for 4 turns, take a step down each turn", "repeat 4x 0t: walk down 1"),
    ("each turn, for 3 turns, step right", "repeat 3x 0t: walk right 1"),
    ("say hi every turn for 3 turns", "repeat 3x 0t: say 'hi'"),
    ("say hi for 3 turns", "repeat 0x 3t: say 'hi'"),
    ("take a step down each turn", 'unknown[not understood] "take a step down each turn"'),
    ("for 3 turns, each turn, step right", "repeat 3x 0t: walk right 1"),
    ("each turn for 3 turns step right", "repeat 3x 0t: walk right 1"),
    ("take a step down each turn for 4 ticks", "repeat 4x 0t: walk down 1"),
    ("for 10 turns, explore and then follow me", "repeat 0x 10t: explore; follow"),
    ("for four turns stand still, and then fetch the bow", "repeat 0x 4t: stay; fetch bow"),
]

# An amount said as a sentence of its own after the errand it measures: read as data and put
# into that errand (``amount_after``; it wrote the errand's words with the amount after a comma
# and read them again): at least so far from a thing kept away from, the number itself or
# between two behind a following, a walk's steps, a wait's turns. An amount that does not fit
# the errand before, or that says two ways at once, is said back.
AMOUNT_AFTER = [
    ("keep away from me. 4 tiles", "keep_distance player 4..-"),
    ("keep away from the gorgon. four or five tiles, say", "keep_distance gorgon 4..5"),
    ("keep away from the bats. more than 3 tiles", "keep_distance bat 4..-"),
    (
        "the bat in the middle. keep away from it. 5 tiles at least",
        "keep_distance nearest-from-middle bat 5..-",
    ),
    ("give me some space. 4 tiles", "keep_distance player 4..-"),
    ("follow me. not too close. 2 or 3 tiles back", "keep_distance player 2..3"),
    ("come with me. about 4 tiles", "keep_distance player 4..4"),
    ("walk left. 3 steps", "walk left 3"),
    ("stay put. 4 turns", "repeat 0x 4t: stay"),
    # near misses: said back
    ("guard me. 4 tiles", 'guard player; unknown[not understood] "4 tiles"'),
    ("walk left. 4 tiles away", 'walk left 1; unknown[not understood] "4 tiles away"'),
    ("walk 2 steps left. 3 steps", 'walk left 2; unknown[not understood] "3 steps"'),
    ("wait. 3 steps", 'stay; unknown[not understood] "3 steps"'),
    ("go down. 3 turns", 'walk down 1; unknown[not understood] "3 turns"'),
    (
        "keep away from the gorgon. 3 tiles behind me",
        'keep_away gorgon; unknown[not understood] "3 tiles behind me"',
    ),
    (
        "keep away from the bats. 4 tiles or less",
        'keep_away bat; unknown[not understood] "4 tiles or less"',
    ),
    ("follow me. at least 3 tiles", 'follow; unknown[no such action] "at least 3 tiles"'),
    ("stay put. 2000 turns", 'stay; unknown[not understood] "2000 turns"'),
]


# "the two weapons", "whichever weapon" named by their names before it is read (``two_weapons``,
# ``of_two``, voices): read as the two are.
NAMED_BEFORE = [
    (
        "go stand next to whichever weapon is nearer to me, but do not pick it up",
        "keep_off sword; keep_off bow; if distance(sword, player) < distance(bow, player): "
        "go_to sword; stay | go_to bow; stay",
    ),
    (
        "guard the closer of the two weapons",
        "if distance(bow, companion) < distance(sword, companion): guard bow | guard sword",
    ),
]


@pytest.mark.parametrize(("order", "meaning"), NAMED_BEFORE)
def test_the_two_weapons(order: str, meaning: str) -> None:
    assert reading(order) == meaning


def _words(text: str) -> str:
    return " ".join(re.findall(r"[a-z0-9']+", text.lower()))


@pytest.mark.parametrize(
    ("order", "meaning"),
    DUTY + ALL_BUT + WHICHEVER + PICKED_BY_ANSWER + LISTED + CHOSEN_CLAUSE + EACH_TURN
    + AMOUNT_AFTER,
)
def test_read_as_said(order: str, meaning: str, monkeypatch: pytest.MonkeyPatch) -> None:
    read_part, said = reader._read_part, _words(order)

    def as_said(text: str, *args: object, **kwargs: object) -> object:
        assert _words(text) in said, f"written back to be read again: {text!r}"
        return read_part(text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(reader, "_read_part", as_said)
    assert reading(order) == meaning


# The amount is data put into the errands read before it: ``amount_after`` is handed those
# errands and the amount's words, and no reader to read them again with.
@pytest.mark.parametrize(
    ("before", "sentence", "after"),
    [
        (m.Act(m.KEEP_AWAY, m.Thing("gorgon")), "5 tiles", "keep_distance gorgon 5..-"),
        (m.Act(m.FOLLOW), "2 or 3 tiles back", "keep_distance player 2..3"),
        (m.Act(m.WALK, way="left", steps=1, words="walk left"), "3 steps", "walk left 3"),
        (m.Act(m.STAY), "4 turns", "repeat 0x 4t: stay"),
        (m.Act(m.FETCH, m.Thing("bow")), "3 tiles", None),
        (m.Act(m.KEEP_AWAY, m.Thing("gorgon")), "at most 4 tiles", None),
    ],
)
def test_an_amount_after_is_put_into_the_errand_as_data(
    before: m.Act, sentence: str, after: str | None
) -> None:
    measured = amount_after(sentence, [before])
    assert (measured if measured is None else steps(tuple(measured), full=True)) == after
