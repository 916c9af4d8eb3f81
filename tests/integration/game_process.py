"""Start the real game service as a child process for integration tests."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import zmq

from base.curve import CurveKeys
from base.transport import ServiceTimeout
from services.cli.game_client import GameClient
from tests.waiting import wait_until

ROOT = Path(__file__).resolve().parents[2]


class GameProcess:
    def __init__(self, data_dir: Path, *overrides: str, endpoint: str = "",
                 curve: CurveKeys | None = None) -> None:
        self.data_dir = data_dir
        self.overrides = [f"paths.data_dir={data_dir}", *overrides]
        self.endpoint = endpoint or f"ipc://{data_dir}/run/game.sock"
        self.curve = curve  # the keys this test's clients connect with
        self.proc: subprocess.Popen | None = None
        self.log = data_dir / "game.log"

    def start(self) -> GameProcess:
        args = [sys.executable, "-m", "services.game_server"]
        for o in self.overrides:
            args += ["--set", o]
        self.proc = subprocess.Popen(
            args, cwd=ROOT, stdout=open(self.log, "ab"), stderr=subprocess.STDOUT,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        wait_until(self._answers, timeout=15, what="the game service to answer")
        return self

    def _answers(self) -> bool:
        proc = self.proc
        assert proc is not None  # start() set it
        if proc.poll() is not None:
            raise AssertionError(f"game service exited {proc.returncode}: {self.log.read_text()}")
        ctx = zmq.Context()
        try:
            client = GameClient(self.endpoint, ctx=ctx, timeout_ms=300, subscribe=False,
                                curve=self.curve)
            client.close()
            return True
        except ServiceTimeout:
            return False
        finally:
            ctx.destroy(linger=0)

    def client(self, ctx: zmq.Context, **kw) -> GameClient:
        kw.setdefault("curve", self.curve)
        return GameClient(self.endpoint, ctx=ctx, **kw)

    def kill(self, sig: int = signal.SIGKILL) -> int:
        assert self.proc is not None, "kill() before start()"
        self.proc.send_signal(sig)
        return self.proc.wait(timeout=10)

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=5)
