"""Sandbox workers on other hosts (here 127.0.0.1 over tcp:// with CurveZMQ): the game's pool
ticks its local worker over the lane first, fails over to the remote one when the local one dies
(the same tick, nothing missed) and comes back once the local one is replaced; a remote worker
that misses a deadline leaves the pool and `dungeon status` says so; asked again later, it
rejoins once it answers."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from config.curve_keys import load_curve
from config.settings import load_config
from services.cli.eval_runner import PrivateSystem, wait_for_game
from services.sandbox_client.pool import WorkerPool
from services.sandbox_client.remote import RemoteWorker
from services.sandbox_client.settings import PoolSettings
from services.sandbox_client.spawn import LocalSpawner
from tests.integration.curve_setup import curve_overrides, free_port, make_keys
from tests.integration.game_process import ROOT
from tests.integration.test_failover import WALK
from tests.integration.test_sandbox_pool import COUNTER, play
from tests.sandbox.helpers import default_world
from tests.waiting import wait_until

pytestmark = [pytest.mark.timeout(180), pytest.mark.slow]


def flags(overrides: list[str]) -> list[str]:
    return [arg for o in overrides for arg in ("--set", o)]


@pytest.fixture
def keys(ipc_dir) -> Path:
    return make_keys(ipc_dir / "keys")


@pytest.fixture
def remote(keys, ipc_dir):
    """`dungeon sandbox serve` on a tcp:// endpoint with the server's keys."""
    endpoint = f"tcp://127.0.0.1:{free_port()}"
    log = open(ipc_dir / "remote.log", "ab")
    proc = subprocess.Popen(
        [sys.executable, "-m", "services.cli", *flags(curve_overrides(keys)),
         "sandbox", "serve", "--endpoint", endpoint, "--index", "7"],
        cwd=ROOT, stdout=log, stderr=subprocess.STDOUT,
        env={**os.environ, "MALLOC_ARENA_MAX": "1"},
    )
    yield endpoint, proc
    for sig in (signal.SIGCONT, signal.SIGKILL):
        try:
            proc.send_signal(sig)
        except ProcessLookupError:
            pass
    proc.wait(timeout=10)
    log.close()


def test_a_killed_local_worker_fails_over_to_the_remote_one_without_a_missed_tick(
        keys, remote, zmq_ctx, ipc_dir):
    endpoint, _proc = remote
    overrides = curve_overrides(keys)
    cfg = load_config(overrides=overrides, environ={})
    spawner = LocalSpawner(overrides=overrides, quiet=True)
    reports: list[tuple[str, str, str]] = []
    pool = WorkerPool(
        zmq_ctx, [f"ipc://{ipc_dir}/w0.sock"], PoolSettings(limits=cfg.sandbox, deadline_ms=1000),
        spawner=spawner, remote=[endpoint], curve=load_curve(cfg.network),
        on_remote=lambda *report: reports.append(report),
    ).start()
    try:
        assert pool.wait_ready(30, count=2), "the local and the remote worker did not answer"
        # The lane is a Unix socket: the remote worker is ticked over ZeroMQ.
        assert pool.transports() == ["lane", "zeromq"]
        assert pool.remote_workers() == [RemoteWorker(endpoint, "ready")]
        assert reports == [(endpoint, "connecting", ""), (endpoint, "ready", "")]
        world = default_world()
        pool.load(COUNTER, "counter")
        turns = play(pool, world, 3)
        assert [(t.worker, t.status) for t in turns] == [(0, f"tick {n}") for n in (1, 2, 3)]

        spawner.kill(0)
        turn = play(pool, world, 1)[0]
        assert (turn.worker, turn.status, turn.error) == (1, "tick 4", None)

        wait_until(lambda: 0 in pool.ready_workers(), timeout=30, what="the local replacement")
        turn = play(pool, world, 1)[0]
        assert (turn.worker, turn.status, turn.error) == (0, "tick 5", None)
    finally:
        pool.close()


def status(system: PrivateSystem) -> dict:
    out = subprocess.run([sys.executable, "-m", "services.cli", *system.flags, "status", "--json"],
                         cwd=ROOT, capture_output=True, text=True, timeout=30)
    return json.loads(out.stdout)


def test_a_stopped_remote_worker_is_dropped_shown_by_dungeon_status_and_taken_back(
        keys, remote, zmq_ctx, tmp_path):
    endpoint, proc = remote
    procfile = tmp_path / "Procfile"
    procfile.write_text("game: python -m services.game_server\nsandbox: python -m sandbox_worker\n")
    system = PrivateSystem([*curve_overrides(keys),
                            f'network.remote_sandbox_workers=["{endpoint}"]',
                            "network.remote_sandbox_retry_s=1",
                            "game.monster_wander_chance=0", "supervisor.sandbox_workers=1",
                            "supervisor.sandbox_spare_workers=0"])
    started = system._dungeon("up", "--detach", "--procfile", str(procfile))
    assert started.returncode == 0, started.stderr
    try:
        client = wait_for_game(f"ipc://{system.data_dir}/run/game.sock", zmq_ctx, 60)

        def remote_state() -> str:
            return status(system)["remote_workers"][0]["state"]

        def local() -> dict:
            return next(s for s in status(system)["services"] if s["name"] == "sandbox.0")

        wait_until(lambda: local()["ready"], timeout=60, what="the local worker ready")
        client.load_code(WALK, "walk")
        # The game notices workers as it ticks.
        wait_until(lambda: client.tick() and remote_state() == "ready", timeout=60,
                   what="the remote worker ready")
        frame = client.tick()
        assert frame.status.startswith("tick ") and frame.sandbox_worker == 0
        local_pid = local()["pid"]

        proc.send_signal(signal.SIGSTOP)
        os.kill(local_pid, signal.SIGKILL)
        client.tick()  # the local worker is gone, the remote one silent: this tick is missed
        wait_until(lambda: remote_state() == "dropped", timeout=30, what="the remote dropped")
        report = status(system)["remote_workers"][0]
        assert report["endpoint"] == endpoint and "missed its tick deadline" in report["reason"]
        shown = system._dungeon("status").stdout
        assert "remote sandbox workers" in shown and "dropped" in shown

        # The replaced local worker carries on with the companion's fields.
        wait_until(lambda: client.tick().status.startswith("tick "), timeout=30,
                   what="ticks served again by the local replacement")
        assert client.tick().sandbox_worker == 0

        # The remote worker runs again: asked again (network.remote_sandbox_retry_s), it rejoins.
        proc.send_signal(signal.SIGCONT)
        wait_until(lambda: client.tick() and remote_state() == "ready", timeout=30,
                   what="the remote worker back in the pool")
        assert status(system)["remote_workers"][0]["reason"] == ""
        client.close()
    finally:
        system.stop()
