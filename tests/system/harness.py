"""The whole system under the real supervisor, started with ``dungeon up --detach`` in a private
data folder in manual tick mode, and the means to hurt it: kill -9 or SIGSTOP any process, and
look at what the supervisor runs afterwards (one process per service, each its child).

Shared by the fault suite (tests/system) and ``bench/bench_faults.py``.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

import psutil
import zmq

from base.heartbeat import ENV_ENDPOINT, ENV_SERVICE
from base.protocol import Ping, ServiceStatus, SupervisorStatus, SupervisorStatusResult
from base.transport import RemoteError, RpcClient, ServiceTimeout
from services.cli.game_client import GameClient
from services.supervisor.pidfile import pid_path, running_pid

ROOT = Path(__file__).resolve().parents[2]
T = TypeVar("T")

# The suite's policy. Hangs are found sooner than with the defaults (3 s of heartbeat silence,
# 1 s of grace), and killing services on purpose hundreds of times is not a crash loop to stop.
# An agent silent about an order for 8 s is asked again (the default 20 s would make every
# agent fault cost 40 s). Everything else is the shipped configuration.
SUITE_SETTINGS: tuple[str, ...] = (
    "game.manual_ticks=true",
    "supervisor.heartbeat_interval_ms=500",
    "supervisor.heartbeat_liveness=6",
    "supervisor.graceful_timeout_s=1.0",
    "supervisor.backoff_max_ms=2000",
    "supervisor.flapping_crashes=100000",
    "agent.order_silence_timeout_ms=8000",
)


class Unhealthy(AssertionError):
    """The system did not come back under its supervisor in time."""


def wait_for(pred: Callable[[], T | None], timeout_s: float, what: str,
             interval_s: float = 0.02) -> T:
    deadline = time.monotonic() + timeout_s
    while True:
        value = pred()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout_s:g} s waiting for {what}")
        time.sleep(interval_s)


@dataclass(frozen=True, slots=True)
class Supervised:
    """What the supervisor runs, checked against what the kernel says."""

    supervisor_pid: int
    pids: dict[str, int]  # service name -> pid
    restarts: dict[str, int]


class System:
    def __init__(self, overrides: Sequence[str] = ()) -> None:
        # A short folder: ipc:// socket paths inside it must stay under ~100 bytes.
        self.data_dir = Path(tempfile.mkdtemp(prefix="da-sys-", dir="/tmp"))
        sets = [f"paths.data_dir={self.data_dir}",
                f"agent.func_out_file={self.data_dir}/ai_func_out.txt",
                *SUITE_SETTINGS, *overrides]
        self.flags = [arg for s in sets for arg in ("--set", s)]
        self.ctx = zmq.Context()
        self.endpoint = f"ipc://{self.data_dir}/run/supervisor.sock"
        self.game_endpoint = f"ipc://{self.data_dir}/run/game.sock"
        self.agent_endpoint = f"ipc://{self.data_dir}/run/agent.sock"
        self.llm_endpoint = f"ipc://{self.data_dir}/run/llm.sock"
        self.services: list[str] = []
        self._game: GameClient | None = None

    # -- running it ---------------------------------------------------------------------------

    def dungeon(self, *args: str, timeout_s: float = 60) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "services.cli", *self.flags, *args],
                              cwd=ROOT, capture_output=True, text=True, timeout=timeout_s,
                              stdin=subprocess.DEVNULL)

    def up(self, timeout_s: float = 120) -> Supervised:
        started = self.dungeon("up", "--detach")
        if started.returncode != 0:
            raise Unhealthy(f"dungeon up failed: {started.stderr.strip()}")
        status: dict[str, ServiceStatus] = wait_for(self.status, 30,
                                                    "the supervisor's first status")
        self.services = list(status)
        supervised = self.wait_supervised(timeout_s)
        self.wait_answering(timeout_s)
        return supervised

    def down(self) -> None:
        if self._game is not None:
            self._game.close()
            self._game = None
        try:
            self.dungeon("down", timeout_s=60)
        finally:
            for proc in self.ours():
                _kill(proc)
            for proc in self.supervisors():
                _kill(proc)

    def close(self) -> None:
        try:
            self.down()
        finally:
            self.ctx.destroy(linger=0)
            shutil.rmtree(self.data_dir, ignore_errors=True)

    # -- looking at it ------------------------------------------------------------------------

    def status(self, timeout_ms: int = 1000) -> dict[str, ServiceStatus] | None:
        client = RpcClient(self.ctx, self.endpoint, timeout_ms=timeout_ms)
        try:
            reply = client.request(SupervisorStatus())
        except (ServiceTimeout, RemoteError):
            return None
        finally:
            client.close()
        assert isinstance(reply, SupervisorStatusResult)
        return {s.name: s for s in reply.services}

    def supervisor_pid(self) -> int | None:
        pid = running_pid(pid_path(self.data_dir))
        return pid if pid and pid > 0 else None

    def ours(self) -> list[psutil.Process]:
        """Every live process the supervisor of this data folder started (by its environment:
        a pid may have been reused by a stranger)."""
        found = []
        for proc in psutil.process_iter():
            try:
                if (proc.status() != psutil.STATUS_ZOMBIE
                        and proc.environ().get(ENV_ENDPOINT) == self.endpoint):
                    found.append(proc)
            except psutil.Error:
                continue
        return found

    def supervisors(self) -> list[psutil.Process]:
        """Every live supervisor process of this data folder."""
        mark = f"paths.data_dir={self.data_dir}"
        found = []
        for proc in psutil.process_iter():
            try:
                cmd = proc.cmdline()
                if (proc.status() != psutil.STATUS_ZOMBIE and "up" in cmd
                        and any(mark in arg for arg in cmd)):
                    found.append(proc)
            except psutil.Error:
                continue
        return found

    def supervised(self) -> Supervised | None:
        """The services when each is running, ready, a live child of the one supervisor and the
        only process of its name; None otherwise."""
        status = self.status()
        sup = self.supervisor_pid()
        if status is None or sup is None or len(self.supervisors()) != 1:
            return None
        if not all(s.state == "running" and s.ready and s.pid for s in status.values()):
            return None
        names: Counter[str] = Counter()
        for proc in self.ours():
            try:
                names[proc.environ().get(ENV_SERVICE, "")] += 1
                if proc.ppid() != sup or status[proc.environ()[ENV_SERVICE]].pid != proc.pid:
                    return None
            except (psutil.Error, KeyError):
                return None
        if any(names[name] != 1 for name in status) or sum(names.values()) != len(status):
            return None
        return Supervised(sup, {n: s.pid for n, s in status.items()},
                          {n: s.restarts for n, s in status.items()})

    def wait_supervised(self, timeout_s: float = 60) -> Supervised:
        try:
            return wait_for(self.supervised, timeout_s, "every service back under the supervisor",
                            interval_s=0.05)
        except AssertionError as exc:
            raise Unhealthy(f"{exc}; status: {self.status()}") from None

    def answers(self, endpoint: str, timeout_ms: int = 300) -> bool:
        client = RpcClient(self.ctx, endpoint, timeout_ms=timeout_ms)
        try:
            client.request(Ping())
            return True
        except (ServiceTimeout, RemoteError):
            return False
        finally:
            client.close()

    def wait_answering(self, timeout_s: float = 60) -> None:
        for endpoint in (self.game_endpoint, self.agent_endpoint, self.llm_endpoint):
            wait_for(partial(self.answers, endpoint), timeout_s, f"{endpoint} to answer")

    def game(self) -> GameClient:
        """A client of the game, made once; requests that time out reconnect by themselves."""
        if self._game is None:
            self._game = wait_for(self._join, 60, "the game to answer a join")
        return self._game

    def _join(self) -> GameClient | None:
        try:
            return GameClient(self.game_endpoint, ctx=self.ctx, timeout_ms=3000,
                              subscribe=False, name="fault-suite")
        except ServiceTimeout:
            return None

    def pid(self, name: str) -> int:
        if name == "supervisor":
            pid = self.supervisor_pid()
        elif name == "validator":
            pid = self.validation_worker_pid()
        else:
            status = self.status()
            pid = status[name].pid if status and name in status else None
        if not pid:
            raise Unhealthy(f"{name} has no pid now")
        return pid

    def validation_worker_pid(self) -> int | None:
        """The agent's own sandbox worker (its child, not the supervisor's), for dry runs."""
        status = self.status()
        if not status or not status["agent"].pid:
            return None
        try:
            children = psutil.Process(status["agent"].pid).children()
        except psutil.Error:
            return None
        for child in children:
            try:
                if "sandbox_worker" in child.cmdline():
                    return child.pid
            except psutil.Error:
                continue
        return None

    def rss(self) -> dict[str, int]:
        """Resident memory of every process: each service (with its children, as the supervisor
        counts it) and the supervisor itself."""
        status = self.status() or {}
        out = {name: s.rss_bytes for name, s in status.items() if s.pid}
        sup = self.supervisor_pid()
        if sup:
            try:
                out["supervisor"] = psutil.Process(sup).memory_info().rss
            except psutil.Error:
                pass
        return out

    def log(self, name: str) -> str:
        path = self.data_dir / "logs" / f"{name}.log"
        return path.read_text(errors="replace") if path.exists() else ""


def signal_process(pid: int, sig: int) -> bool:
    try:
        os.kill(pid, sig)
        return True
    except ProcessLookupError:
        return False


def _kill(proc: psutil.Process) -> None:
    try:
        proc.kill()
    except psutil.Error:
        pass


def results_line(path: str | os.PathLike[str] | None, record: dict[str, Any]) -> None:
    """Append one JSON line to ``path`` (nothing when no file was asked for)."""
    if not path:
        return
    with open(path, "a", encoding="utf-8") as fh:
        fh.write(json.dumps(record, sort_keys=True) + "\n")

