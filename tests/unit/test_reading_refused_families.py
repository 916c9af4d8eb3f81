"""Families of orders once refused or misread (bench/fresh_orders_3.toml, _8, _10): each row an
order and its reading in the full gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# A patrol walked back and forth or to and fro in any pacing verb, as "up and down between" is
# (lexicon_idioms.PACING): "march", "stride" and "trot" were refused.
PACED = [
    ("march back and forth between here and row 4 column 7, soldier", "patrol 4,7"),
    ("stride back and forth between the bow and me", "patrol bow to player"),
    ("trot to and fro between here and the bow", "patrol bow"),
    ("walk back and forth between here and the bow", "patrol bow"),
    ("march up and down between here and the bow", "patrol bow"),
]


@pytest.mark.parametrize(("order", "meaning"), PACED)
def test_a_patrol_is_paced_in_any_pacing_verb(order: str, meaning: str) -> None:
    assert reading(order) == meaning

