"""Readings once confidently wrong (the fourth list): "how many arrows, bats and swords are
there added together" summed the arrows and the swords and dropped the bats without a word (a
list of kinds summed counts every kind listed: agent/reading/counts.counts_summed). Each row an
order and its reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# Three kinds (or more) summed: each one counted; two as before.
LISTED_SUM = [
    (
        "how many arrows, bats and swords are there added together",
        "ask value ((count(arrow) + count(bat)) + count(sword))",
    ),
    (
        "how many bats, arrows and the gorgon together?",
        "ask value ((count(bat) + count(arrow)) + count(gorgon))",
    ),
    # near-misses: two kinds, as they read
    ("how many bats and gorgons are there altogether?", "ask value (count(bat) + count(gorgon))"),
    ("add the bats to the gorgons", "ask value (count(bat) + count(gorgon))"),
]


@pytest.mark.parametrize(("order", "gist"), LISTED_SUM)
def test_every_kind_listed_is_summed(order: str, gist: str) -> None:
    assert reading(order) == gist
