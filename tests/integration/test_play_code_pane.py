"""The player sees what the companion runs (issue 22), with the real game service and `dungeon
play` in a real terminal (tmux); the agent is played by hand on its socket. The code pane
(key c) shows the running function and where it came from for a library-served and a composed
order, and why a refused order is not running; where the code came from survives a restart of
the game from its checkpoint."""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from base import protocol as p
from game.world import World
from services.cli.game_client import GameClient
from tests.integration.game_process import ROOT, GameProcess
from tests.integration.scripted_agent import ScriptedAgent
from tests.waiting import wait_until

pytestmark = pytest.mark.timeout(120)

LIBRARY_CODE = ('local params = {["item"] = "sword"}; -- id = "fetch_item"\n'
                "function update_func(player, ai, monsters, items)\n"
                "  return fetch(params.item)\n"
                "end")
COMPOSED_CODE = ("function update_func(player, ai, monsters, items)\n"
                 "  return plan({\n"
                 '    {fetch, "bow"},\n'
                 '    {attack, "bat"},\n'
                 "  })\n"
                 "end")
STEPS = ["fetch the bow", "attack the bat"]
REFUSAL = "I don't know how to eat the arrow; I can fetch the arrow: it's 19 steps away."
HINTS = (p.AgentCancel, p.AgentCompleted, p.Ping)
QUIET = (*HINTS, p.AgentPrepare)  # the player typing: the game hands the agent the world


@pytest.fixture
def game(ipc_dir):
    proc = GameProcess(ipc_dir, "game.manual_ticks=true").start()
    yield proc
    proc.stop()


@pytest.fixture
def agent(ipc_dir, zmq_ctx):
    scripted = ScriptedAgent(zmq_ctx, f"ipc://{ipc_dir}/run/agent.sock")
    yield scripted
    scripted.close()


def first_order(client: GameClient, agent: ScriptedAgent, text: str) -> tuple[bytes, p.AgentOrder]:
    """The game queues nothing for an agent it is not connected to yet: give the order until
    one reaches the agent."""
    deadline = time.monotonic() + 15
    while True:
        client.order(text)
        if not agent.nothing_sent(300):
            peer, msg = agent.receive(skip=QUIET)
            assert isinstance(msg, p.AgentOrder)
            return peer, msg
        assert time.monotonic() < deadline, "the game never reached the agent"


def next_order(agent: ScriptedAgent) -> tuple[bytes, p.AgentOrder]:
    peer, msg = agent.receive(timeout_ms=10_000, skip=QUIET)
    assert isinstance(msg, p.AgentOrder)
    return peer, msg


def answer(agent: ScriptedAgent, peer: bytes, order: p.AgentOrder, **result) -> None:
    agent.send(peer, p.AgentResult(request_id=order.request_id, order_id=order.order_id,
                                   **result))


def library_answer(order: p.AgentOrder) -> dict:
    return dict(ok=True, message="On it.", code=LIBRARY_CODE, code_id="lib-sword",
                served_by="library", entry_id="fetch_item", score=0.91,
                params={"item": "sword"})


def tmux(*args: str) -> str:
    return subprocess.run(["tmux", *args], check=True, capture_output=True, text=True).stdout


@pytest.mark.skipif(shutil.which("tmux") is None, reason="needs tmux (.ci/run installs it)")
def test_the_code_pane_shows_the_code_where_it_came_from_and_why_an_order_was_refused(
        game, agent, ipc_dir, zmq_ctx):
    client = game.client(zmq_ctx, subscribe=False)
    session = f"dcode-{ipc_dir.name}"
    dungeon = Path(sys.executable).with_name("dungeon")
    command = f"{dungeon} --set paths.data_dir={ipc_dir} play"
    tmux("new-session", "-d", "-s", session, "-x", "100", "-y", "32", "-c", str(ROOT), command)
    try:
        def screen() -> str:
            return tmux("capture-pane", "-p", "-t", session)

        def see(*texts: str, what: str) -> None:
            try:
                wait_until(lambda: all(t in screen() for t in texts), timeout=10, what=what)
            except AssertionError as exc:
                raise AssertionError(f"{exc}; the screen:\n{screen()}") from None

        def give(text: str) -> None:
            tmux("send-keys", "-t", session, "Enter")
            tmux("send-keys", "-t", session, "-l", text)
            see(f"Order> {text}", what="the order typed")
            tmux("send-keys", "-t", session, "Enter")

        see("#PA", "c code,", what="the map and the pane's key in the help line")
        tmux("send-keys", "-t", session, "c")
        see("Code: none has run yet", "c hide code", what="the empty pane")

        # A library entry: its id, score and parameters, and the code.
        peer, order = first_order(client, agent, "go get the sword")
        answer(agent, peer, order, **library_answer(order))
        see("From the library: entry fetch_item (match 0.91)", "item = sword",
            'For the order "go get the sword"', "3   return fetch(params.item)",
            what="the library code in the pane")

        # A composition: its steps, and the code. Enter opened the order line: the agent was
        # handed the world to read while the player typed, before the order itself.
        give("get the bow, then kill a bat")
        _, typing = agent.receive(timeout_ms=10_000, skip=HINTS)
        assert isinstance(typing, p.AgentPrepare) and typing.mode == ""
        shown = next(e for e in client.state().world["entities"] if e["kind"] == "player")
        assert list(World.from_wire(typing.world).player.position) == list(shown["position"])
        peer, order = next_order(agent)
        answer(agent, peer, order, ok=True, message="On it.", code=COMPOSED_CODE,
               code_id="composed-bow-bat", served_by="composed", params={"steps": STEPS})
        see("Composed of 2 steps, without the model:", "1. fetch the bow", "2. attack the bat",
            '3     {fetch, "bow"},', what="the composed code in the pane")
        assert "fetch_item" not in screen()

        # A refusal: why, above the code of the order before, which goes on running.
        give("eat the arrow")
        peer, order = next_order(agent)
        answer(agent, peer, order, ok=False, refused=True, message=REFUSAL)
        see('Order "eat the arrow" refused: I don\'t know how',
            'For the order "get the bow, then kill a bat"', "running (c hides)",
            what="the refusal in the pane")
        frame = client.state()
        assert frame.order is not None and frame.order.state == "refused"
        assert frame.code is not None and frame.code.served_by == "composed"

        # c again: the pane makes way for the event log.
        tmux("send-keys", "-t", session, "c")
        wait_until(lambda: "Composed of" not in screen() and "c code," in screen(), timeout=10,
                   what="the pane to close")
        tmux("send-keys", "-t", session, "q")
        wait_until(lambda: session not in subprocess.run(["tmux", "ls"], capture_output=True,
                                                         text=True).stdout,
                   timeout=10, what="the client to quit")
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], capture_output=True)


def test_where_the_code_came_from_survives_a_restart_of_the_game(game, agent, zmq_ctx):
    client = game.client(zmq_ctx, subscribe=False)
    peer, order = first_order(client, agent, "go get the sword")
    answer(agent, peer, order, **library_answer(order))
    before = wait_until(lambda: (c := client.code()).code is not None and c, timeout=10,
                        what="the code to run")
    assert before.code is not None and before.code.entry_id == "fetch_item"
    client.close()
    game.kill()  # SIGKILL: only the checkpoint written when the code was accepted is left
    game.start()
    client = game.client(zmq_ctx, subscribe=False)
    after = client.code()
    assert after == p.GameCodeResult(request_id=after.request_id, code=before.code,
                                     source=LIBRARY_CODE)
    assert after.code is not None and after.code.running
    client.close()


def test_a_script_prints_the_code_pane(game, agent, ipc_dir, zmq_ctx, tmp_path):
    client = game.client(zmq_ctx, subscribe=False)
    peer, order = first_order(client, agent, "go get the sword")
    answer(agent, peer, order, **library_answer(order))
    wait_until(lambda: client.code().code is not None, timeout=10, what="the code to run")
    client.close()
    script = tmp_path / "show.txt"
    script.write_text("code\n")
    out = subprocess.run(
        [sys.executable, "-m", "services.cli", "--set", f"paths.data_dir={ipc_dir}",
         "play", "--script", str(script)],
        cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines()[:6] == [
        "> code", "Code lib-sword (running)", 'For the order "go get the sword"',
        "From the library: entry fetch_item (match 0.91)", "  item = sword", ""]
    assert "3   return fetch(params.item)" in out.stdout
