"""The JavaScript client kept in clients/js (npm's zeromq and @msgpack/msgpack, written from
docs/protocol.md alone) plays the real game service from start to end: join, state, a move, an
order followed to its end on the published frames, the code, malformed requests, quit. Its
packages are installed by `npm ci` from clients/js's own package-lock.json (zeromq's npm package
carries its prebuilt native addon, so nothing but the npm registry is needed)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.integration.game_process import ROOT, GameProcess

pytestmark = pytest.mark.timeout(300)

CLIENT = ROOT / "clients" / "js"
NODE, NPM = shutil.which("node"), shutil.which("npm")
NODE_NEEDED = 18  # @msgpack/msgpack's engines (clients/js/package.json says so too)


def node_major() -> int:
    out = subprocess.run([str(NODE), "--version"], capture_output=True, text=True, timeout=30)
    return int(out.stdout.strip().lstrip("v").split(".")[0])
OFFLINE = ("ENOTFOUND", "EAI_AGAIN", "ECONNREFUSED", "ETIMEDOUT", "ENETUNREACH")


def installed() -> None:
    """`npm ci` into clients/js unless its node_modules is as new as its lock file."""
    modules = CLIENT / "node_modules" / ".package-lock.json"
    lock = CLIENT / "package-lock.json"
    if modules.exists() and modules.stat().st_mtime >= lock.stat().st_mtime:
        return
    done = subprocess.run([str(NPM), "ci", "--ignore-scripts", "--no-audit", "--no-fund"],
                          cwd=CLIENT, capture_output=True, text=True, timeout=240)
    if done.returncode != 0 and any(code in done.stderr for code in OFFLINE):
        pytest.skip(f"the npm registry cannot be reached to install clients/js's packages: "
                    f"{done.stderr.strip().splitlines()[-1]}")
    assert done.returncode == 0, done.stderr


@pytest.fixture
def game(ipc_dir):
    proc = GameProcess(ipc_dir, "game.manual_ticks=true").start()
    yield proc
    proc.stop()


@pytest.mark.skipif(NODE is None or NPM is None,
                    reason="node and npm are not installed: the JavaScript client needs them")
def test_the_javascript_client_plays_from_start_to_end(game):
    if node_major() < NODE_NEEDED:
        pytest.skip(f"node {node_major()} is older than the {NODE_NEEDED} the client's packages "
                    "need")
    installed()
    run = subprocess.run([str(NODE), str(CLIENT / "client.mjs"), game.endpoint], cwd=CLIENT,
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
    steps = {s["step"]: s for s in map(json.loads, run.stdout.splitlines())}
    assert list(steps) == ["join", "move", "order", "served", "code", "malformed", "quit"]
    assert steps["join"]["pub_endpoint"] == f"ipc://{Path(game.data_dir)}/run/game-pub.sock"
    assert steps["move"]["to"] == [steps["move"]["from"][0] + 1, steps["move"]["from"][1]]
    # No agent runs here: the order fails at once, in words, then a tool's code serves it.
    assert steps["order"]["ended"] == "failed"
    assert steps["order"]["detail"] == "the agent service is not running"
    assert steps["served"] == {"step": "served", "ended": "done", "status": "Done",
                               "tick": steps["served"]["tick"]}
    assert steps["code"]["served_by"] == "loaded"
    assert steps["malformed"]["codes"] == ["bad_field", "bad_message", "unknown_kind"]
