"""The last rewrites of English (issue 39, part 2: nothing writes English back to be read again):
each family here was once rebuilt as words and read once more; it is now read on the words said,
its reading kept."""

import pytest

from agent.reading import reader, reordering, sequence
from agent.reading.text import spell_out
from tests.unit.readings import reading

# A past side that splits into steps of its own ("after you've got the sword and the bow, ..."):
# its first step read on the verb the past form stands for (``Clause.lemma``), the objects after
# it borrowing that verb (``sequence._borrow_verbs``); no longer the side written out as "get the
# sword and the bow" (``reordering.written``) and split again.
PAST_SPLIT = [
    ("after you've got the sword and the bow, come back", "fetch sword; fetch bow; come_back"),
    (
        "after getting the sword and the bow, kill the gorgon",
        "fetch sword; fetch bow; attack gorgon",
    ),
    (
        "once you've killed the bat and the gorgon, come back",
        "attack bat; attack gorgon; come_back",
    ),
    ("come back after you've got the sword and the bow", "fetch sword; fetch bow; come_back"),
    # one object: a part on the verb, as before
    ("after you've got the sword, come back", "fetch sword; come_back"),
]


@pytest.mark.parametrize(("order", "meaning"), PAST_SPLIT)
def test_a_past_side_that_splits_is_read_on_its_verb(
    order: str, meaning: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    def written(part_text: str, verb: str) -> str:
        raise AssertionError(f"written back: {part_text!r} on {verb!r}")

    monkeypatch.setattr(reordering, "written", written)
    monkeypatch.setattr(reader, "written", written)
    assert reading(order) == meaning


def test_the_borrowed_verb_of_a_past_side_is_its_own() -> None:
    clauses = sequence.split("after you've got the sword and the bow, come back")
    assert [(c.text, c.lemma, c.verb) for c in clauses[:2]] == [
        ("got the sword", "get", ""),
        ("get the bow", "", "get "),
    ]


# Near-misses: a past form of no verb the reader knows, or a second step said in the past after
# the "and", stay refused where they were.
@pytest.mark.parametrize(
    "order",
    [
        "after you've got the sword and killed the bat, come back",
        "after you've flibbed the sword and the bow, come back",
    ],
)
def test_a_past_side_not_read_whole_stays_refused(order: str) -> None:
    assert "unknown" in reading(order)


# A thing a route names alone right after "then" following a wait is fetched, on the verb a
# route's item takes, borrowed by the clause (``routed.after_wait``); no longer "wait 3 then get
# bow" written in by ``text._telegraphed`` and read again. Other words stay as they were: a thing
# with its determiner or after a comma or a sentence is wished for, brought; a monster alone
# after a wait is not read.
AFTER_A_WAIT = [
    ("wait 3 then bow", "repeat 0x 3t: ; fetch bow"),
    ("wait then bow", "repeat 0x 3t: ; fetch bow"),
    ("wait 3 turns then arrow", "repeat 0x 3t: ; fetch arrow"),
    ("wait 3 then bow, then back", "repeat 0x 3t: ; fetch bow; come_back"),
    ("get the sword. wait 3 then bow", "fetch sword; repeat 0x 3t: ; fetch bow"),
    # near-misses, as before
    ("wait 3, bow", "repeat 0x 3t: ; bring bow"),
    ("wait 3. bow", "repeat 0x 3t: ; bring bow"),
    ("wait 3 then the bow", "repeat 0x 3t: ; bring bow"),
    ("get the sword and wait 3 then bow", "fetch sword; repeat 0x 3t: ; bring bow"),
    ("wait 3 then gorgon", 'repeat 0x 3t: ; unknown[not understood] "gorgon"'),
]


@pytest.mark.parametrize(("order", "meaning"), AFTER_A_WAIT)
def test_a_thing_alone_after_a_wait_is_fetched_on_the_routes_verb(order: str, meaning: str) -> None:
    assert reading(order) == meaning


def test_a_thing_alone_after_a_wait_borrows_the_routes_verb() -> None:
    assert [(c.text, c.verb) for c in sequence.split("wait 3 then bow")] == [
        ("wait 3", ""),
        ("get bow", "get "),
    ]
    assert spell_out("wait 3 then bow") == "wait 3 then bow"  # the words as said
