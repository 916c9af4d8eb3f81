"""The project root's Procfile is the design card's: `honcho start` run there (with the virtual
environment's `python` on PATH, as in an activated environment) starts the same four services
`dungeon up` does, a player's order is served and played, and stopping honcho stops them all.
`dungeon up` reads the same file (the copy inside the package is a link to it)."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import psutil
import pytest

from base.transport import wait_for_ping
from services.cli.eval_runner import wait_for_game
from services.supervisor.startup import DEFAULT_PROCFILE
from tests.integration.game_process import ROOT
from tests.waiting import wait_until

pytestmark = [pytest.mark.timeout(240), pytest.mark.slow]

SERVICES = ("game", "sandbox", "llm", "agent")


def test_dungeon_up_reads_the_procfile_at_the_project_root():
    assert DEFAULT_PROCFILE.resolve() == (ROOT / "Procfile").resolve()
    names = [line.split(":", 1)[0] for line in (ROOT / "Procfile").read_text().splitlines()
             if line and not line.startswith("#")]
    assert tuple(names) == SERVICES


def test_honcho_start_runs_the_system_and_stops_it(zmq_ctx):
    data_dir = Path(tempfile.mkdtemp(prefix="da-honcho-", dir="/tmp"))  # short: ipc paths
    env = {
        **os.environ,
        "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}",
        "DUNGEON__PATHS__DATA_DIR": json.dumps(str(data_dir)),
        "DUNGEON__AGENT__FUNC_OUT_FILE": json.dumps(str(data_dir / "ai_func_out.txt")),
    }
    out = (data_dir / "honcho.out").open("w")
    honcho = subprocess.Popen([sys.executable, "-m", "honcho", "start", "--no-colour"], cwd=ROOT,
                              env=env, stdout=out, stderr=subprocess.STDOUT,
                              stdin=subprocess.DEVNULL, start_new_session=True)
    children: list[psutil.Process] = []
    try:
        client = wait_for_game(f"ipc://{data_dir}/run/game.sock", zmq_ctx, 120)
        wait_for_ping(f"ipc://{data_dir}/run/agent.sock", zmq_ctx, 120)
        wait_for_ping(f"ipc://{data_dir}/run/llm.sock", zmq_ctx, 120)
        children = psutil.Process(honcho.pid).children(recursive=True)
        client.rpc.timeout_ms = 30_000
        # No supervisor here says when every service is ready, and the agent answering a ping
        # is not yet the game linked to it: an order given in between fails at once ("the agent
        # service is not running"), and the player gives it again, as this does.
        deadline = time.monotonic() + 60
        while True:
            order = client.order("follow me")
            frame = client.wait_order(order.order_id, 120)
            if (frame is None or frame.order is None or frame.order.state != "failed"
                    or "not running" not in frame.order.detail
                    or time.monotonic() > deadline):
                break
            time.sleep(0.5)
        assert frame is not None and frame.order is not None
        assert frame.order.state == "running", frame.order
        code = client.code()
        client.close()
        assert code.code is not None and code.code.entry_id == "follow_me"
        assert (data_dir / "ai_func_out.txt").read_text().startswith('-- order: "follow me"\n')

        honcho.send_signal(signal.SIGTERM)
        assert honcho.wait(timeout=60) is not None
        wait_until(lambda: not any(_alive(child) for child in children), timeout=30,
                   what="every service honcho started to stop")
        log = (data_dir / "honcho.out").read_text()
        for name in SERVICES:
            assert f"{name}.1 started" in log, log
        assert "sandbox worker 0 is ready" in log, log  # the replica honcho named sandbox.1
    finally:
        if honcho.poll() is None:
            os.killpg(honcho.pid, signal.SIGKILL)
            honcho.wait(timeout=10)
        for child in children:
            if _alive(child):
                child.kill()
        out.close()
        shutil.rmtree(data_dir, ignore_errors=True)


def _alive(proc: psutil.Process) -> bool:
    try:
        return proc.is_running() and proc.status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False
