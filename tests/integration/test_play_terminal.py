"""`dungeon play` in a real terminal (tmux): the map changes after pressing d, orders go in."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.integration.game_process import ROOT, GameProcess
from tests.waiting import wait_until

pytestmark = [
    pytest.mark.timeout(90),
    pytest.mark.skipif(shutil.which("tmux") is None, reason="needs tmux (.ci/run installs it)"),
]


def tmux(*args: str) -> str:
    return subprocess.run(["tmux", *args], check=True, capture_output=True, text=True).stdout


@pytest.fixture
def game(ipc_dir):
    proc = GameProcess(ipc_dir, "game.tick_interval_ms=60000").start()
    yield proc
    proc.stop()


def test_dungeon_play_moves_the_player_and_sends_orders(game, ipc_dir, zmq_ctx):
    session = f"dplay-{ipc_dir.name}"
    dungeon = Path(sys.executable).with_name("dungeon")
    command = f"{dungeon} --set paths.data_dir={ipc_dir} play"
    tmux("new-session", "-d", "-s", session, "-x", "100", "-y", "32", "-c", str(ROOT), command)
    try:
        def screen() -> str:
            return tmux("capture-pane", "-p", "-t", session)

        wait_until(lambda: "#PA" in screen(), timeout=20, what="the map on screen")
        tmux("send-keys", "-t", session, "s")
        # The player leaves row 2 for row 3: "#PA" becomes "#.A" and row 3 starts "#P.#".
        wait_until(lambda: "#.A" in screen() and "\n#P.#" in screen(), timeout=10, what="the move")
        tmux("send-keys", "-t", session, "Enter")
        tmux("send-keys", "-t", session, "-l", "follow me")
        wait_until(lambda: "Order> follow me" in screen(), timeout=10, what="the order prompt")
        tmux("send-keys", "-t", session, "Enter")
        wait_until(lambda: 'Order: "follow me"' in screen(), timeout=10, what="the order")
        assert game.client(zmq_ctx).state().order.text == "follow me"
        tmux("send-keys", "-t", session, "q")
        wait_until(lambda: session not in subprocess.run(["tmux", "ls"], capture_output=True,
                                                         text=True).stdout,
                   timeout=10, what="the client to quit")
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], capture_output=True)


def play_script(ipc_dir: Path, path: Path, text: str) -> subprocess.CompletedProcess[str]:
    path.write_text(text)
    return subprocess.run(
        [sys.executable, "-m", "services.cli", "--set", f"paths.data_dir={ipc_dir}",
         "play", "--script", str(path)],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )


def test_scripted_play_prints_frames(game, ipc_dir, tmp_path):
    out = play_script(ipc_dir, tmp_path / "demo.txt", "# a short walk\ns\ns\norder stay here\nd\n")
    assert out.returncode == 0, out.stderr
    frames = out.stdout.split("> ")[1:]
    assert [f.splitlines()[0] for f in frames] == ["move s", "move s", "order stay here", "move d"]
    assert "\n#P" in frames[1] and 'Order: "stay here"' in frames[2]
    out = play_script(ipc_dir, tmp_path / "bad.txt", "jump\n")
    assert out.returncode == 2 and "line 1" in out.stderr


def test_a_script_waits_for_the_orders_state_on_the_published_frames(game, ipc_dir, tmp_path):
    """No agent runs beside this game: an order fails at once, which ends a wait as it must
    (a script waiting for "running" sees why it never will); with no order, the wait is refused
    in one line and the script goes on."""
    out = play_script(ipc_dir, tmp_path / "wait.txt",
                      "wait_for running\norder fetch the sword\nwait_for running\nstate\n")
    assert out.returncode == 0, out.stderr
    assert "> wait_for running: refused: there is no order to wait for" in out.stdout
    frames = out.stdout.split("\n> ")
    waited = next(f for f in frames if f.startswith("wait_for running\n"))
    assert 'Order: "fetch the sword" [failed] — the agent service is not running' in waited
