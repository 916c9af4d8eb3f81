"""A set's or a job's name before the order, and "till the next job": a personal trainer's name
of a set before a colon or "!" ("Walking lunges: ...", "Two reps: ...", "Cardio block! ...",
"Brain workout while you rest: ...") and a courier's dispatcher's name of a job ("Job one: ...",
"New consignment: ...", "Three-part job: ...") left out, the order after it read; a duty said to
last until or for the next order, job or task, which every duty does ("wait there for the next
job"). Each row an order and its reading in the gist notation of tests/unit/gist.py; then near
neighbours that stay as they were."""

from __future__ import annotations

import pytest

from agent.reading import read
from tests.unit.readings import reading

READ = [
    ("Walking lunges: eight tiles east.", "walk east 8"),
    ("Two reps: pick up two arrows.", "fetch 2 arrow"),
    ("Superset: grab the bow, then go to the sword.", "fetch bow; go_to sword"),
    ("Cardio block! Explore.", "explore"),
    ("Brain workout while you rest: bats times arrows. What's the answer?",
     "ask value (count(bat) * count(arrow))"),
    ("Job one: get the bow.", "fetch bow"),
    ("New consignment: kill the bat.", "attack bat"),
    ("Three-part job: collect the bow, go to the middle of the map, then tell me how many "
     "monsters are still about.", "fetch bow; go_to middle; ask count monster"),
    ("wait there for the next job", "stay"),
    ("stay until the next order", "stay"),
    ("guard the bow until my next order", "guard bow"),
    ("follow me till your next task", "follow"),
    ("go to the bow and wait there until the next job", "go_to bow; stay"),
]

# A set's name said as a verb, a heading naming something the game lacks, and the next job said
# after an errand that ends by itself: as before.
REFUSED = [
    "set the bow down",
    "Job one: bake a cake.",
    "get the bow for the next job",
    "Two reps: juggle.",
]


@pytest.mark.parametrize(("order", "expected"), READ)
def test_read(order: str, expected: str) -> None:
    assert reading(order) == expected


@pytest.mark.parametrize("order", REFUSED)
def test_refused(order: str) -> None:
    assert read(order).unknown, reading(order)
