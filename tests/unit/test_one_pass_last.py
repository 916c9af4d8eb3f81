"""The last rewrites of English (issue 39, part 2: nothing writes English back to be read again):
each family here was once rebuilt as words and read once more; it is now read on the words said,
its reading kept."""

import pytest

from agent.reading import reader, reordering, sequence
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
