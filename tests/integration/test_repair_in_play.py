"""Code that fails in play goes back to the agent, through the real services: the companion
stands still with a status that says so, the agent's real model (the embedded one) tries a fix,
and the order then runs the repaired code or fails with a message; the failure never repeats
tick after tick.

The failing code is put in play through the game path (``game.load_code`` for the current
order, as a tool would), so the failure does not depend on what the small model writes; what
the model then writes decides only which of the two honest endings the test sees."""

from __future__ import annotations

import json
import time

import pytest

from agent.outcome import code_id_of
from services.cli.eval_runner import PrivateSystem, wait_for_game, wait_for_ping

pytestmark = [pytest.mark.timeout(600), pytest.mark.slow]

ORDER = "Go get the sword"
# Fails on its first tick, with an error the model can act on.
FAILING = ('function update_func(player, ai, monsters, items)\n'
           '  local path = ai:find_path_to("sword")\n'
           '  return "walking"\n'
           'end')


@pytest.fixture(scope="module")
def system():
    stack = PrivateSystem(["game.monster_wander_chance=0", "agent.repair_attempts=1",
                           "game.repairs_per_order=1", "llm.max_tokens=128"])
    stack.start()
    yield stack
    stack.stop()


def companion(frame):
    return next(e for e in frame.world["entities"] if e["kind"] == "companion")


def wait_for_state(client, order_id, states, timeout_s):
    frame = client.wait_order(order_id, timeout_s, states=states)
    assert frame is not None, f"the order ended {client.last_frame.order}"
    return frame


def test_code_failing_in_play_is_repaired_or_the_order_fails_with_a_message(system, zmq_ctx):
    client = wait_for_game(f"ipc://{system.data_dir}/run/game.sock", zmq_ctx, 120)
    wait_for_ping(f"ipc://{system.data_dir}/run/agent.sock", zmq_ctx, 120)
    # the agent answering us is not yet the game linked to it (an order given in between fails
    # at once, "the agent service is not running"): every service ready, as the eval waits
    system.wait_ready(120)
    client.rpc.timeout_ms = 30_000
    order = client.order(ORDER)
    wait_for_state(client, order.order_id, ("running",), 120)
    client.load_code(FAILING, "broken", order_text=ORDER)
    start = companion(client.state())["position"]

    frame = client.tick()
    assert frame.status.startswith("My code failed (runtime)")
    assert "use item.position" in frame.status and frame.status.endswith("; fixing it")
    assert frame.order.state == "repairing"

    # While the agent works the failing code is gone: the companion stands still.
    while (frame := client.tick()).order.state == "repairing":
        assert companion(frame)["position"] == start
        assert frame.status.endswith("; fixing it")
        time.sleep(0.2)
    frame = wait_for_state(client, order.order_id, ("running", "failed", "done"), 300)

    history = [json.loads(line)
               for line in (system.data_dir / "history.jsonl").read_text().splitlines()]
    repair = history[-1]
    assert repair["mode"] == "repair" and repair["order"] == ORDER
    assert repair["repair_of"] == code_id_of(FAILING)
    prompt = repair["user_prompts"][0]
    assert 'ai:find_path_to("sword")' in prompt and "use item.position" in prompt
    if repair["ok"]:
        # The repaired code replaced the failing one and the order went on.
        assert frame.order.state in ("running", "done")
        assert repair["served_by"] == "generated" and repair["code"] != FAILING
        assert frame.code is not None and frame.code.served_by == "repaired"  # the code pane
    else:
        assert frame.order.state == "failed"
        assert "couldn't fix it" in frame.order.detail and "I stopped." in frame.status
    # Either way the same failure is not reported tick after tick.
    statuses = {client.tick().status for _ in range(3)}
    assert not any(s.startswith("My code failed (runtime)") and s.endswith("fixing it")
                   for s in statuses)
