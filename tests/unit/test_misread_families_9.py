"""Families of orders by other hands (bench/fresh_orders_25.toml and after) read now, continued
from test_misread_families_8.py. Each family with near-misses that must keep their reading."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# A piece that only says again what the piece beside it says is left out: a stay's "like at all",
# a count's "total", where a coming comes ("come here. next to me i mean"); "next to me i mean"
# beside another order, or alone, is read as typed.
SAID_AGAIN = [
    ("dont move. like at all. even if i leave", "stay"),
    ("how many monsters are there. total", "ask count monster"),
    ("come here. next to me i mean", "come_back"),
    ("come back, i mean next to me", "come_back"),
    ("stay there. not an inch.", "stay"),
    # near-misses
    ("get the bow. next to me i mean",
     'fetch bow; unknown[no such action] "next to me i mean"'),
    ("next to me i mean", 'unknown[no such action] "next to me i mean"'),
    ("how many bats in total?", "ask count bat"),
]


@pytest.mark.parametrize(("order", "meaning"), SAID_AGAIN)
def test_said_again(order, meaning):
    assert reading(order) == meaning
