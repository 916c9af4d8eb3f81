"""Never a step dropped without a word: what the companion cannot do, said among steps it can,
is said back in an ``unknown``, and words that are no step (a name, a closer, a hint) are left
out as before. Each row an order and its reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

KEPT = [
    # a deed the game has no skill for after a bare comma: said back, never dropped
    ("get the bow, dance", 'fetch bow; unknown[no such action] "dance"'),
    ("attack the bat, sing loudly", 'attack bat; unknown[no such action] "sing loudly"'),
    ("follow me, swim", 'follow; unknown[no such action] "swim"'),
    ("get the bow, then dance", 'fetch bow; unknown[no such action] "dance"'),
    # arithmetic on counts with a step after it that is not read: refused, not dropped
    ("add the bats to the gorgons and eat it",
     'unknown[not understood] "add the bats to the gorgons and eat it"'),
    ("add the bats to the gorgons", "ask value (count(bat) + count(gorgon))"),
    ("add the bats to the gorgons and double it", "ask value ((count(bat) + count(gorgon)) * 2)"),
    # a thing named alone before a bare comma and an order: said back, no errand made of it
    ("bow, get the sword", 'unknown[not understood] "bow"; fetch sword'),
    ("the bow, kill the bat", 'unknown[not understood] "the bow"; attack bat'),
    # a tile's row and column in words, read as the digits are
    ("go to row ten, column ten", "go_to 10,10"),
    ("go to row 10, column 10", "go_to 10,10"),
    ("stand at row one column two", "go_to 1,2; stay"),
    ("go to row twenty-five column three", "go_to 25,3"),
    ("walk three steps left", "walk left 3"),
    # "also", "really", "just" beside a wish change nothing of it
    ("I need the sword", "bring sword"),
    ("I also need the sword", "bring sword"),
    ("I need the sword too", "bring sword"),
    ("I'd also like the bow", "bring bow"),
    ("I also want the bow", "bring bow"),
    ("we also need the bow", "fetch bow"),
    ("get the sword. I also need the bow", "fetch sword; bring bow"),
    # near-misses that stay as they are: a name, a closer, a hint, a list, a wish alone
    ("get the bow, bob", "fetch bow"),
    ("get the bow, please", "fetch bow"),
    ("kill the gorgon, you'll need the sword", "attack gorgon"),
    ("Bring to me the bow, young one.", "bring bow"),
    ("Go and take the nearest arrow, fast fast.", "fetch arrow"),
    ("first the bow, then an arrow, then shoot a bat", "fetch bow; fetch arrow; attack bat"),
    ("the bow, then come back", "bring bow; come_back"),
    ("sword, gorgon", "fetch sword; attack gorgon"),
    ("the sword and the bow", "bring sword; bring bow"),
    ("sword, get it", "fetch sword"),
    ("the bow!", "bring bow"),
    ("walk 2 steps east, three times in a row", "walk east 6"),
]


@pytest.mark.parametrize(("order", "gist"), KEPT)
def test_every_step_is_read_or_said_back(order: str, gist: str) -> None:
    assert reading(order) == gist
