"""Generated code that completed its order becomes a library candidate; a person approves it;
the same order is then served from the library, without the model. Through the real services:
supervisor, game, sandbox workers, agent, the embedded model, the library file and the CLI.

The code is written by the real embedded model (the suite has no scripted model service), so
the test gives it a few orders about fetching the bow and goes on with the first whose code the
agent accepted; that the model writes some is this test's assumption, and it fails saying so."""

from __future__ import annotations

import json
import subprocess
import sys
import time

import pytest

from services.cli.eval_runner import PrivateSystem, wait_for_game, wait_for_ping
from tests.integration.game_process import ROOT

pytestmark = [pytest.mark.timeout(900), pytest.mark.slow]

# No joiners: each is one step, so the library's whole-order match sees it in fallback mode.
ORDERS = ("hop over to the bow and grab it", "stroll to the bow and pick it up",
          "go fetch that bow over there", "walk to the bow and take it",
          "get over to the bow and collect it")


@pytest.fixture(scope="module")
def system():
    stack = PrivateSystem(["game.monster_wander_chance=0", "llm.max_tokens=256",
                           "agent.max_attempts=2"])
    stack.start()
    yield stack
    stack.stop()


def dungeon(system, *args):
    done = subprocess.run([sys.executable, "-m", "services.cli", *system.flags, *args],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


def history(system):
    text = (system.data_dir / "history.jsonl").read_text()
    return [json.loads(line) for line in text.splitlines()]


def accepted(client, text, mode):
    """Give the order on a fresh game; its state once the agent has answered."""
    client.reset(seed=0, manual_ticks=True)
    order = client.order(text, mode)
    frame = client.wait_order(order.order_id, 400)
    assert frame is not None and frame.order is not None, "the order was replaced"
    return frame.order.state


def play(client, ticks=400):
    for _ in range(ticks):
        frame = client.tick()
        if frame.order.state != "running":
            break
    return frame


def play_until_done(client, ticks=400):
    frame = play(client, ticks)
    assert frame.order.state == "done", (frame.order, frame.status)


def completes(client, text):
    """The model's code for ``text`` was accepted and then finished its order in play (code
    that fails in play goes to repair instead, and is no candidate)."""
    return (accepted(client, text, "generate") == "running"
            and play(client).order.state == "done")


def candidate_rows(system):
    out = dungeon(system, "library", "list", "--candidates")
    return [line.split(maxsplit=5) for line in out.splitlines()[1:]]


def wait_for(what, predicate, timeout_s=30):
    deadline = time.monotonic() + timeout_s
    while not (found := predicate()):
        assert time.monotonic() < deadline, f"no {what} after {timeout_s} s"
        time.sleep(0.5)
    return found


def test_generated_code_that_completed_is_kept_approved_and_then_served(system, zmq_ctx):
    client = wait_for_game(f"ipc://{system.data_dir}/run/game.sock", zmq_ctx, 120)
    wait_for_ping(f"ipc://{system.data_dir}/run/agent.sock", zmq_ctx, 120)
    system.wait_ready(120)  # the game linked to the agent too, not only the agent up
    client.rpc.timeout_ms = 30_000
    assert candidate_rows(system) == []

    text = next((t for t in ORDERS if completes(client, t)), None)
    assert text is not None, (f"the embedded model wrote no code that completed any of {ORDERS}")
    [*_, generated] = [h for h in history(system)
                       if h["order"] == text and h["served_by"] == "generated"]

    # The game told the agent, which kept the code as a candidate: served once, succeeded once.
    [row] = wait_for("candidate", lambda: candidate_rows(system))
    entry_id, status, origin, served, ok, example = row
    assert (status, origin, served, ok, example) == ("candidate", "generated", "1", "1", text)
    # Kept with the order's noun as a parameter (the bow), so a paraphrase may name another item.
    shown = dungeon(system, "library", "show", entry_id)
    assert generated["code"].strip().replace('"bow"', "params.item") in shown

    # Not served before a person approves it ...
    assert accepted(client, text, "strict") in ("running", "failed")
    assert history(system)[-1]["entry_id"] != entry_id
    dungeon(system, "library", "approve", entry_id)
    # ... and served from the library, without the model, after.
    assert accepted(client, text, "fallback") == "running"
    served_from = history(system)[-1]
    assert served_from["served_by"] == "library" and served_from["entry_id"] == entry_id
    assert not [a for a in served_from["attempts"] if a["number"] > 0]  # no model attempt
    play_until_done(client)
    out = wait_for("second success", lambda: [
        line for line in dungeon(system, "library", "list", "--status", "approved").splitlines()
        if line.startswith(entry_id) and line.split()[3:5] == ["2", "2"]])
    assert out
