"""Every `dungeon` command answers a request it cannot carry out in one line that names the
command and the reason, with a failing exit status and no Python traceback. Run as a player runs
them (a fresh process each), against a data folder where nothing is running.

The orders a running game refuses (no words, too many) are test_ask_cli's; a running
supervisor's unknown service is test_supervisor_lifecycle's."""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

pytestmark = [pytest.mark.timeout(120), pytest.mark.slow]

NOTHING = "/nonexistent-dungeon-file"
A_FILE = "a-file"  # made in the data folder the commands run in: no folder can be made under it

EXPOSED = ["--set", 'network.game_endpoint="tcp://0.0.0.0:5599"']  # and no CurveZMQ keys

# (arguments after the data folder's flag, words the one line must hold)
CASES = [
    ([*EXPOSED, "game"], "refusing to bind tcp://0.0.0.0"),
    ([*EXPOSED, "play"], "refusing to connect to tcp://0.0.0.0"),
    ([*EXPOSED, "ask", "follow me"], "refusing to connect to tcp://0.0.0.0"),
    (["play", "--wait", "0"], "no game answers"),
    (["map", "--rows", "2", "--cols", "2"], "at least 7 rows"),
    (["map", "--out", f"{NOTHING}/map.txt"], f"cannot write {NOTHING}/map.txt"),
    (["sandbox", "run", f"{NOTHING}.lua"], f"cannot read {NOTHING}.lua"),
    (["up", "--procfile", NOTHING], f"cannot read {NOTHING}"),
    (["status"], "no supervisor answers"),
    (["restart", "game"], "no supervisor answers"),
    (["logs", "nosuch"], "no log for 'nosuch'"),
    (["llm", "info"], "no answer from the model service"),
    (["llm", "ask", "hello"], "no answer from the model service"),
    (["ask", "follow me"], "the game is not answering"),
    (["replay", "nosuch"], "no order with id 'nosuch'"),
    (["eval", "--orders", NOTHING], NOTHING),
    (["library", "show", "nosuch"], "no entry 'nosuch'"),
    (["library", "approve", "nosuch"], "no entry 'nosuch'"),
    (["keys", "generate", "--dir", f"{A_FILE}/keys"], f"cannot write {A_FILE}/keys"),
]


@pytest.fixture(scope="module")
def data_dir():
    with tempfile.TemporaryDirectory(prefix="da-cli-", dir="/tmp") as folder:  # short: ipc paths
        (Path(folder) / A_FILE).write_text("not a folder\n")
        yield Path(folder)


def _name(argv: list[str]) -> str:
    return " ".join(arg for arg in argv if arg not in EXPOSED)[:30]


@pytest.mark.parametrize(("argv", "reason"), CASES, ids=[_name(argv) for argv, _ in CASES])
def test_a_refused_request_is_one_line_with_its_reason(data_dir, argv, reason):
    flags = ["--set", f'paths.data_dir="{data_dir}"']
    done = subprocess.run([sys.executable, "-m", "services.cli", *flags, *argv],
                          capture_output=True, text=True, timeout=90, stdin=subprocess.DEVNULL,
                          cwd=data_dir)
    assert done.returncode != 0, (done.stdout, done.stderr)
    assert "Traceback" not in done.stderr + done.stdout
    said = [line for line in done.stderr.splitlines() if reason in line]
    assert len(said) == 1, done.stderr
    line = said[0]
    # Its own line, naming the command ("dungeon ask: …", "dungeon: …" for the supervisor's),
    # or the service's log line saying why it cannot start.
    assert line.startswith(("dungeon", "refused")) or "cannot start" in line, line
