"""Orders arriving while the previous one is still being written, a flood of orders, and a
stranger cancelling the player's order on the agent's socket: the latest order always ends in a
definite state within a bounded time, no earlier order's late answer takes its place, and the
agent carries no backlog of replaced orders."""

from __future__ import annotations

import time

import pytest

from base import protocol as p
from base.transport import RpcClient
from tests.system.consistency import problems as world_problems
from tests.system.harness import System
from tests.system.scenario import (
    FINAL,
    GENERATE_ORDERS,
    ORDER_BOUND_S,
    Play,
    library_entries,
    settle,
    storage_problems,
)

pytestmark = [pytest.mark.slow, pytest.mark.timeout(400)]

FLOOD = 100


def finish(system: System, play: Play, library_before: dict, record: dict) -> dict:
    """The checks every order scenario ends with; adds to ``record['problems']``."""
    problems = record.setdefault("problems", [])
    system.wait_supervised()
    record.update(settle(play))
    if record.get("order_state") not in FINAL:
        problems.append(f"the latest order is {record.get('order_state')}: "
                        f"{record.get('order_detail')}")
    served = play.state()
    frame = play.tick(5)
    if frame.order is None or frame.order.order_id != play.accepted[-1].order_id:
        problems.append(f"an earlier order took the latest one's place: {frame.order}")
    if frame.tick != served.tick + 5:
        problems.append("ticks did not advance")
    problems += world_problems(play.start_world, frame.world)
    problems += storage_problems(system, library_before)
    return record


def test_orders_given_while_the_previous_is_being_written(healthy, report):
    system = healthy
    library_before = library_entries(system)
    play = Play(system)
    play.reset()
    seen = []
    for text in GENERATE_ORDERS[:2]:
        play.order(text, "generate")
        frame = play.wait_state({"writing"}, ORDER_BOUND_S, stage=True)
        seen.append(frame.order.state if frame is not None else "not caught writing")
    t0 = time.monotonic()
    play.order("follow me")
    record = {"scenario": "orders while the previous is being written",
              "injected": f"2 orders in mode generate, each replaced while {seen}, then "
                          "'follow me'",
              "orders_accepted": len(play.accepted)}
    finish(system, play, library_before, record)
    record["latest_order_s"] = round(time.monotonic() - t0, 3)
    # The replaced orders' code, if the agent finished it anyway, never ran: the status is
    # the latest order's, and it is still running after ticks (follow me never ends).
    time.sleep(3)
    frame = play.tick(3)
    if frame.order is None or frame.order.state != "running" or (
            frame.order.order_id != play.accepted[-1].order_id):
        record["problems"].append(f"after a while the order is {frame.order}")
    report(record)
    assert record["problems"] == []
    assert record["order_state"] == "running"


def test_a_flood_of_orders_leaves_no_backlog(healthy, report):
    system = healthy
    library_before = library_entries(system)
    play = Play(system)
    play.reset()
    t0 = time.monotonic()
    for n in range(FLOOD):
        text = GENERATE_ORDERS[n % len(GENERATE_ORDERS)]
        play.order(f"{text} {n}", "generate" if n % 2 else "")
    flood_s = time.monotonic() - t0
    t1 = time.monotonic()
    play.order("follow me")
    record = {"scenario": "flood of orders",
              "injected": f"{FLOOD} orders (every other one for the model) in {flood_s:.2f} s, "
                          "then 'follow me'",
              "orders_accepted": len(play.accepted)}
    finish(system, play, library_before, record)
    record["latest_order_s"] = round(time.monotonic() - t1, 3)
    ids = [o.order_id for o in play.accepted]
    if len(set(ids)) != len(ids):
        record["problems"].append("order ids repeat")
    report(record)
    assert record["problems"] == []
    assert record["order_state"] == "running"
    # No backlog: the library order after the flood is served about as fast as alone.
    assert record["latest_order_s"] < 30


def test_a_stranger_cancelling_the_order_on_the_agent_socket(healthy, report):
    system = healthy
    library_before = library_entries(system)
    play = Play(system)
    play.reset()
    order = play.order(GENERATE_ORDERS[2], "generate")
    caught = play.wait_state({"writing"}, ORDER_BOUND_S, stage=True) is not None
    stranger = RpcClient(system.ctx, system.agent_endpoint, timeout_ms=2000)
    try:
        reply = stranger.request(p.AgentCancel(order_id=order.order_id))
    finally:
        stranger.close()
    t0 = time.monotonic()
    record = {"scenario": "stranger cancels the order on the agent socket",
              "injected": f"agent.cancel of {order.order_id} from another client while it was "
                          f"{'being written' if caught else 'in the works'} "
                          f"(the agent said {getattr(reply, 'state', reply)})",
              "orders_accepted": len(play.accepted)}
    finish(system, play, library_before, record)
    record["definite_after_s"] = round(time.monotonic() - t0, 3)
    report(record)
    assert record["problems"] == []
