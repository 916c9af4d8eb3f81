"""The benchmark file parses, bad orders are refused, and each expectation is checked right."""

from __future__ import annotations

from pathlib import Path

import pytest

from agent.benchmark import BenchmarkError, Checker, OrderSpec, load_orders, parse_order
from game.maps import load_map
from game.rules import Rules, step

PUBLIC = Path(__file__).resolve().parents[2] / "bench" / "orders.toml"


def test_the_public_benchmark_parses_whole():
    orders = load_orders(PUBLIC)
    assert len(orders) >= 16 and orders[0].text == "Follow me"


@pytest.mark.parametrize(
    ("raw", "fragment"),
    [
        ({"text": "x", "ticks": 5, "expect": {"ai_has": ["sword"]}, "weather": "rain"},
         "cannot set up keys ['weather']"),
        ({"text": "x", "ticks": 5, "expect": {"teleports": True}}, "cannot check expectations"),
        ({"text": "x", "ticks": 5, "player": "jump", "expect": {"done": True}}, "player moves"),
        ({"text": "", "expect": {"done": True}}, "needs text"),
        ({"text": "x", "ticks": 0, "expect": {"done": True}}, "positive integer"),
    ],
)
def test_orders_it_cannot_set_up_are_refused_not_skipped(raw, fragment):
    with pytest.raises(BenchmarkError, match=fragment.replace("[", r"\[").replace("]", r"\]")):
        parse_order(1, raw)


def run(spec: OrderSpec, companion_moves: str, player_moves: str = "") -> Checker:
    w = load_map("default")
    checker = Checker(spec, w.to_wire())
    for i in range(spec.ticks):
        ai_move = companion_moves[i] if i < len(companion_moves) else "."
        pm = player_moves[i] if i < len(player_moves) else "."
        step(w, player_move=None if pm == "." else pm,
             companion_actions=(
                 [] if ai_move == "." else [{"entity": w.companion.id, "move": ai_move}]
             ),
             rules=Rules(0.0, 2))
        w.status = f"tick {i}"
        checker.feed(w.to_wire())
    return checker


def test_stays_is_broken_by_one_step():
    spec = OrderSpec(1, "Stay here", ticks=5, expect={"stays": True})
    assert run(spec, ".....").unmet() == []
    assert run(spec, "..d..").unmet()


def test_follows_allows_the_first_ten_ticks():
    spec = OrderSpec(1, "Follow me", ticks=14, expect={"follows": 3})
    # The player walks away for 6 ticks, then stands; the companion catches up by tick 10.
    assert run(spec, "....sss", player_moves="ss").unmet() == []
    assert run(spec, "", player_moves="ssssss").unmet()


def test_explored_counts_distinct_tiles():
    spec = OrderSpec(1, "Explore", ticks=8, expect={"explored": 5})
    assert run(spec, "dddd").unmet() == []
    assert run(spec, "dada").unmet() == ["explored 2 of 5 tiles"]


def test_status_checks():
    spec = OrderSpec(1, "Q", ticks=3, expect={"status_has": ["TICK 2"]})
    assert run(spec, "").unmet() == []
    w = load_map("default")
    spec = OrderSpec(1, "Where is the sword?", ticks=1,
                     expect={"status_has_position_of": "sword"})
    c = Checker(spec, w.to_wire())
    w.status = "The sword is at row 22, column 23."
    c.feed(w.to_wire())
    assert c.unmet() == []
    w.status = "The sword is far away at 22."
    c2 = Checker(c.spec, w.to_wire())
    c2.feed(w.to_wire())
    assert c2.unmet()


def test_inventories_count_repeated_names():
    w = load_map("default")
    c = Checker(OrderSpec(1, "arrows", ticks=1, expect={"ai_has": ["arrow", "arrow"]}), w.to_wire())
    arrows = [i for i in w.ground if i.name == "arrow"][:1]
    w.companion.items.extend(arrows)
    c.feed(w.to_wire())
    assert c.unmet() == ["the companion does not carry ['arrow', 'arrow']"]
