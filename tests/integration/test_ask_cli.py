"""`dungeon ask` against the real game service: an order the game refuses (no words, over 500
characters, control characters) is answered in exactly one line, with a non-zero exit and no
traceback; the order never reaches the game's state."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from tests.integration.game_process import ROOT, GameProcess

pytestmark = pytest.mark.timeout(90)


@pytest.fixture(scope="module")
def game():
    data_dir = Path(tempfile.mkdtemp(prefix="da-", dir="/tmp"))  # short: ipc paths
    proc = GameProcess(data_dir, "game.manual_ticks=true").start()
    yield proc
    proc.stop()
    shutil.rmtree(data_dir, ignore_errors=True)


@pytest.mark.parametrize(("order", "why"), [
    ("", "an order needs some words"),
    ("   ", "an order needs some words"),
    ("a" * 501, "an order is at most 500 characters"),
    ("go get the \x1b[2Jsword", "without control characters"),
    ("ring the bell\x07", "without control characters"),
    ("fetch the bow\x7f", "without control characters"),
], ids=["empty", "spaces", "501-characters", "escape", "bell", "delete"])
def test_an_order_the_game_refuses_is_one_line_and_a_failure(game, zmq_ctx, order, why):
    asked = subprocess.run(
        [sys.executable, "-m", "services.cli", "--set", f"paths.data_dir={game.data_dir}",
         "ask", order],
        cwd=ROOT, capture_output=True, text=True, timeout=60)
    lines = (asked.stdout + asked.stderr).splitlines()
    assert asked.returncode == 1, lines
    assert len(lines) == 1 and lines[0].startswith("refused: ") and why in lines[0], lines
    assert "Traceback" not in asked.stderr
    assert "\x1b" not in asked.stdout  # the refusal names the character, it does not send it
    with game.client(zmq_ctx, subscribe=False) as client:
        assert client.state().order is None
