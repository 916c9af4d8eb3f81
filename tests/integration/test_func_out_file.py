"""The served function lands where the player started the system (issue 22): `dungeon up` run
in a start folder, with the default relative agent.func_out_file, writes ai_func_out.txt there
(not in the folder the services run in, the Procfile's), with where the code came from on top;
`dungeon status`, run from anywhere, says where it is; and the game shows the same provenance.

The system is the supervisor with the game, its sandbox workers and the agent in strict mode
(library and compositions only): no model service is needed."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from services.cli.eval_runner import wait_for_game, wait_for_ping
from tests.integration.game_process import ROOT

pytestmark = [pytest.mark.timeout(240), pytest.mark.slow]

PROCFILE = """\
game: python -m services.game_server
sandbox: python -m sandbox_worker
agent: python -m services.agent_server
"""


def test_the_served_function_is_written_where_the_system_was_started(tmp_path, zmq_ctx):
    start = tmp_path / "start"
    start.mkdir()
    services_dir = tmp_path / "services"  # the Procfile's folder: where the services run
    services_dir.mkdir()
    procfile = services_dir / "Procfile"
    procfile.write_text(PROCFILE)
    data_dir = Path(tempfile.mkdtemp(prefix="da-out-", dir="/tmp"))  # short: ipc paths
    flags = [arg for s in (f"paths.data_dir={data_dir}", "agent.mode=strict",
                           "game.manual_ticks=true", "supervisor.sandbox_workers=1",
                           "supervisor.sandbox_spare_workers=0")
             for arg in ("--set", s)]

    def dungeon(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "services.cli", *flags, *args], cwd=cwd,
                              capture_output=True, text=True, timeout=120,
                              stdin=subprocess.DEVNULL)

    up = dungeon("up", "--detach", "--procfile", str(procfile), cwd=start)
    assert up.returncode == 0, up.stderr
    try:
        expected = start.resolve() / "ai_func_out.txt"
        status = dungeon("status", cwd=ROOT)  # another folder: the path is the system's
        assert status.returncode == 0, status.stderr
        assert f"served functions are written to {expected}" in status.stdout
        # Where a client of its own connects, as game.join answers it (absolute ipc paths).
        assert (f"game requests at ipc://{data_dir}/run/game.sock, frames at "
                f"ipc://{data_dir}/run/game-pub.sock") in status.stdout

        client = wait_for_game(f"ipc://{data_dir}/run/game.sock", zmq_ctx, 120)
        wait_for_ping(f"ipc://{data_dir}/run/agent.sock", zmq_ctx, 120)
        # every service ready, the game's link to the agent too: an order given before it has
        # connected fails at once ("the agent service is not running"), as the eval waits
        deadline = time.monotonic() + 120
        while not _all_ready(dungeon("status", "--json", cwd=ROOT)):
            assert time.monotonic() < deadline, "the system was not ready within 120 s"
            time.sleep(0.5)
        client.rpc.timeout_ms = 30_000
        given = client.order("go get the sword")
        frame = client.wait_order(given.order_id, 120)
        assert frame is not None and frame.order is not None
        assert frame.order.state == "running", frame.order
        code = client.code()
        client.close()
        assert code.code is not None and code.code.served_by == "library"
        assert (code.code.entry_id, code.code.params) == ("fetch_item", {"item": "sword"})

        written = expected.read_text()
        assert written.startswith('-- order: "go get the sword"\n'
                                  "-- served by: library entry fetch_item (item = sword)\n")
        assert written.endswith(code.source + "\n")
        assert not (services_dir / "ai_func_out.txt").exists()
    finally:
        dungeon("down", cwd=start)
        shutil.rmtree(data_dir, ignore_errors=True)


def _all_ready(status: subprocess.CompletedProcess[str]) -> bool:
    if status.returncode != 0:
        return False
    services = json.loads(status.stdout)["services"]
    return bool(services) and all(s["ready"] for s in services)
