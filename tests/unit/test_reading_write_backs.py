"""The reader writes no English back to be read again (issue 39, part 2): each family here was
once rebuilt as words and read once more; it is now read on the words said, its reading kept."""

import pytest

from agent.reading import sequence
from tests.unit.readings import reading

# A correction that names a thing alone ("get the sword, I mean the bow"): the thing put in place
# of the last errand's on the steps read (``afterthoughts.correcting``), in the branch said last
# of a condition too; no longer the order written again with the thing in ("get the bow").
PUT_RIGHT = [
    ("get the sword, I mean the bow", "fetch bow"),
    ("Get the sword, I mean the bow please.", "fetch bow"),
    ("get the sword I mean the bow", "fetch bow"),
    ("get the sword, I mean the bow instead", "fetch bow"),
    ("get the bow, no wait, the sword", "fetch sword"),
    ("bring me the sword, sorry, the bow", "bring bow"),
    ("grab an arrow, I mean the sword", "fetch sword"),
    ("kill the bat, I mean the gorgon", "attack gorgon"),
    ("go to the bow, actually the sword", "go_to sword"),
    ("guard the sword, I mean the bow", "guard bow"),
    ("get the sword and the arrow, I mean the bow", "fetch sword; fetch bow"),
    ("if you have the bow get the sword, I mean the arrow",
     "if has(companion, bow): fetch arrow | "),
    ("if you have the bow get the sword. No wait, the arrow.",
     "if has(companion, bow): fetch arrow | "),
    ("if the bat is near kill it, otherwise get the sword, I mean the bow",
     "if near(bat, 3, companion): attack bat | fetch bow"),
    # a thing of another kind: read on the corrected step's verb ("get" a monster is a fight)
    ("get the sword, I mean the gorgon", "attack gorgon"),
    ("get the sword. no wait, the gorgon", "attack gorgon"),
    ("go to the bow, I mean the gorgon", "go_to gorgon"),
    # a correction that is an order of its own is that order
    ("get the sword, I mean go to the bow", "go_to bow"),
    ("grab an arrow, no wait, grab the bow", "fetch bow"),
]


@pytest.mark.parametrize(("order", "meaning"), PUT_RIGHT)
def test_a_thing_put_right_is_put_in_place_on_the_steps(order: str, meaning: str) -> None:
    assert reading(order) == meaning
    assert sequence.corrected(order) in order  # the words said, or those after the correction


@pytest.mark.parametrize("order", [
    "kill the bat, I mean the bow",  # the verb refuses the thing: never "bring bow"
    "bring me the sword. no wait, the gorgon",
    "guard the bow, I mean the gorgon",
    "I mean the bow",
])
def test_a_thing_put_right_that_does_not_fit_is_refused(order: str) -> None:
    assert "unknown" in reading(order)

