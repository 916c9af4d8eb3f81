"""The in-game held-out orders (bench/heldout_orders.toml) really are held out: each one uses a
word, a sentence shape or a pair of steps that agent/training/heldout.toml keeps out of the
training data, so the tuned model's score on them measures what it was never shown."""

from __future__ import annotations

from pathlib import Path

import pytest

from agent.benchmark import CATEGORIES, load_orders
from agent.reading import read
from agent.reading.lexicon import skill_of
from agent.training.heldout import Heldout

HELDOUT_ORDERS = Path(__file__).resolve().parents[2] / "bench" / "heldout_orders.toml"
ORDERS = load_orders(HELDOUT_ORDERS)
PUBLIC = load_orders(HELDOUT_ORDERS.parent / "orders.toml")


def steps_of(order: str) -> list[str]:
    """The skills the order's errands name, in the order they are carried out."""
    return [skill_of(a.action, a.thing is not None and a.thing.every) for a in read(order).acts]


@pytest.mark.parametrize("spec", ORDERS, ids=lambda s: s.text)
def test_each_order_uses_something_held_out(spec):
    assert Heldout.load().used(spec.text, steps_of(spec.text)), (
        f"{spec.text!r} uses nothing heldout.toml keeps out of training")


def test_a_held_out_pair_of_steps_is_read_as_such():
    # The check above can fail: a pair of steps the training data does have is not held out.
    assert Heldout.load().pairs_in(steps_of("explore the dungeon, then bring me the bow"))
    assert Heldout.load().used("fetch the bow, then come back", steps_of(
        "fetch the bow, then come back")) == []


def test_orders_are_new_and_cover_every_kind_of_order():
    assert {o.text.lower() for o in ORDERS}.isdisjoint({o.text.lower() for o in PUBLIC})
    assert len({o.text.lower() for o in ORDERS}) == len(ORDERS) >= 30
    assert {o.category for o in ORDERS} <= set(CATEGORIES)
    assert {"single", "question", "compound2", "compound3"} <= {o.category for o in ORDERS}
