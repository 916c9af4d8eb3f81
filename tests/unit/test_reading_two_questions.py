"""Two questions joined by "and", the second pointing back at the first's thing: each is
answered ("where is the bow and how far is it?" answered only how far; "how many bats are there
and where are they?" only how many). What the second cannot be read as is said back, never
dropped. Each row an order and its reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading


@pytest.mark.parametrize(("order", "gist"), [
    ("where is the bow and how far is it?", "ask where bow; ask distance bow of companion"),
    ("where is the bow, and how far is it?", "ask where bow; ask distance bow of companion"),
    ("how far is the bow and where is it?", "ask distance bow of companion; ask where bow"),
    ("where is the sword and is it near you?",
     "ask where sword; ask check near(sword, 3, companion)"),
    ("what is my health and where is the bow?", "ask health of player; ask where bow"),
])
def test_each_question_is_asked(order: str, gist: str) -> None:
    assert reading(order) == gist


@pytest.mark.parametrize("order", [
    "how many bats are there and where are they?",  # several: said back, not dropped
    "what is my health and how far is it?",  # "it" is no thing
])
def test_a_second_question_not_read_is_said_back(order: str) -> None:
    assert "unknown[" in reading(order), reading(order)
