"""The whole system under the supervisor: an order given through the client makes the companion
fetch the sword (library first, validated in a sandbox, run by the game's sandbox workers)."""

from __future__ import annotations

import time

import pytest

from agent.evaluation import PrivateSystem, wait_for_game, wait_for_ping

pytestmark = [pytest.mark.timeout(300), pytest.mark.slow]


@pytest.fixture(scope="module")
def system():
    stack = PrivateSystem(["game.monster_wander_chance=0"])
    stack.start()
    yield stack
    stack.stop()


def companion(frame):
    return next(e for e in frame.world["entities"] if e["kind"] == "companion")


def test_an_order_makes_the_companion_fetch_the_sword(system, zmq_ctx):
    client = wait_for_game(f"ipc://{system.data_dir}/run/game.sock", zmq_ctx, 120)
    wait_for_ping(f"ipc://{system.data_dir}/run/agent.sock", zmq_ctx, 120)
    client.rpc.timeout_ms = 30_000
    order = client.order("Go get the sword")
    deadline = time.monotonic() + 120
    while (state := client.state().order.state) not in ("running", "done", "failed"):
        assert time.monotonic() < deadline, f"the order is still {state}"
        time.sleep(0.05)
    frame = client.state()
    assert frame.order.order_id == order.order_id and state == "running", frame.order
    for _ in range(120):
        frame = client.tick()
        if any(i["name"] == "sword" for i in companion(frame)["items"]):
            break
    assert any(i["name"] == "sword" for i in companion(frame)["items"]), frame.map
    history = (system.data_dir / "history.jsonl").read_text()
    assert '"served_by": "library"' in history
    # The accepted function is written out, as in the reference.
    assert "function update_func" in (system.data_dir / "ai_func_out.txt").read_text()
