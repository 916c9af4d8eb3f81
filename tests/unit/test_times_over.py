"""How often a walk is done again, said with words after the count that ask nothing more ("three
times over", "twice in a row", "4 times in succession"; agent/reading/places.py, the words in
lexicon.TIMES_OVER): one walk that many times as long, as "walk 2 steps right twice" is. Each
row an order and its reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

SERVED = [
    ("Walk two steps east, three times over.", "walk east 6"),
    ("take 4 steps down, twice over", "walk down 8"),
    ("Go 3 tiles left, twice in a row.", "walk left 6"),
    ("head 1 step north 4 times in succession", "walk north 4"),
    ("say hello twice over", "repeat 2x 0t: say 'hello'"),  # as before: not a walk
]
# Near-misses: a count with no "times" (how far is not said), a walk longer than the game allows.
KEPT = [
    ("walk 2 steps east 3 over", 'unknown[ambiguous] "walk 2 steps east 3 over"'),
    ("walk 20 steps east three times over",
     'unknown[cannot be done] "walk 20 steps east three times over"'),
]


@pytest.mark.parametrize(("order", "expected"), SERVED + KEPT)
def test_times_over(order: str, expected: str) -> None:
    assert reading(order) == expected
