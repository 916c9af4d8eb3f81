"""A real supervisor process (``python -m services.cli ... up``) over a test Procfile."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

import psutil
import zmq

from base.protocol import ServiceStatus, SupervisorStatus, SupervisorStatusResult
from base.transport import RpcClient, ServiceTimeout
from tests.waiting import wait_until

HELPERS = Path(__file__).resolve().parent
ROOT = HELPERS.parents[2]

# Fast policy for tests: short backoff, three crashes flap, one second of grace, 1.5 s of
# heartbeat silence (long enough that a loaded machine does not starve a healthy helper).
FAST = (
    "supervisor.backoff_initial_ms=50",
    "supervisor.backoff_max_ms=400",
    "supervisor.flapping_crashes=3",
    "supervisor.flapping_window_s=30",
    "supervisor.graceful_timeout_s=1.0",
    "supervisor.heartbeat_interval_ms=500",
    "supervisor.watchdog_interval_ms=100",
    "supervisor.sandbox_workers=1",
    "supervisor.sandbox_spare_workers=1",
)


def helper(script: str, *args: str) -> str:
    """A Procfile command running one helper script."""
    return " ".join(["python", str(HELPERS / script), *args])


class Supervised:
    def __init__(self, data_dir: Path, services: dict[str, str], overrides=(), fast=True) -> None:
        self.data_dir = data_dir
        self.procfile = data_dir / "Procfile"
        self.procfile.write_text("".join(f"{n}: {c}\n" for n, c in services.items()))
        sets = [f'paths.data_dir="{data_dir}"', *(FAST if fast else ()), *overrides]
        self.flags = [arg for s in sets for arg in ("--set", s)]
        self.out_path = data_dir / "supervisor.out"
        self.proc: subprocess.Popen[bytes] | None = None
        self.ctx = zmq.Context()
        self.seen_pids: set[int] = set()

    # -- running it ---------------------------------------------------------------------------

    def start(self, *up_args: str) -> subprocess.Popen[bytes]:
        with open(self.out_path, "ab") as out:
            self.proc = subprocess.Popen(
                self.cli_args("up", "--procfile", str(self.procfile), *up_args),
                cwd=ROOT, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                start_new_session=True,
            )
        return self.proc

    def cli_args(self, *args: str) -> list[str]:
        """``dungeon --set ... ARGS`` for this supervisor's data folder and policy."""
        return [sys.executable, "-m", "services.cli", *self.flags, *args]

    def cli(self, *args: str, timeout: float = 30) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            self.cli_args(*args),
            cwd=ROOT, capture_output=True, text=True, timeout=timeout, stdin=subprocess.DEVNULL,
        )

    def output(self) -> str:
        return self.out_path.read_text(errors="replace") if self.out_path.exists() else ""

    def endpoint(self) -> str:
        return f"ipc://{self.data_dir}/run/supervisor.sock"

    def client(self, timeout_ms: int = 2000) -> RpcClient:
        return RpcClient(self.ctx, self.endpoint(), timeout_ms=timeout_ms)

    def status(self) -> dict[str, ServiceStatus]:
        client = self.client()
        try:
            reply = client.request(SupervisorStatus())
        finally:
            client.close()
        assert isinstance(reply, SupervisorStatusResult)
        services = {s.name: s for s in reply.services}
        self.seen_pids.update(s.pid for s in services.values() if s.pid)
        return services

    def try_status(self) -> dict[str, ServiceStatus] | None:
        try:
            return self.status()
        except ServiceTimeout:
            return None

    def wait(self, pred, timeout: float = 20.0, what: str = "") -> dict[str, ServiceStatus]:
        """Wait until ``pred(status)`` holds; returns that status."""
        def check():
            status = self.try_status()
            return status if status is not None and pred(status) else None
        try:
            return wait_until(check, timeout=timeout, interval=0.05, what=what)
        except AssertionError as exc:
            raise AssertionError(f"{exc}\nlast status: {self.try_status()}\n"
                                 f"supervisor output:\n{self.output()[-3000:]}") from None

    def wait_ready(self, *names: str, timeout: float = 20.0) -> dict[str, ServiceStatus]:
        return self.wait(lambda s: all(s[n].state == "running" and s[n].ready for n in names),
                         timeout, f"{', '.join(names)} ready")

    def log(self, name: str) -> str:
        path = self.data_dir / "logs" / f"{name}.log"
        return path.read_text(errors="replace") if path.exists() else ""

    # -- cleaning up --------------------------------------------------------------------------

    def close(self) -> None:
        """Whatever the test did, leave no process behind."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=5)
        for pid in self.seen_pids:
            try:
                proc = psutil.Process(pid)
                # Only ours: a pid may have been reused by then.
                if proc.environ().get("DUNGEON_SUPERVISOR_ENDPOINT") == self.endpoint():
                    proc.kill()
            except psutil.Error:
                pass
        self.ctx.destroy(linger=0)


def gone(pids) -> bool:
    """True when none of ``pids`` is running (zombies waiting for their parent count as gone)."""
    for pid in pids:
        try:
            if psutil.Process(pid).status() != psutil.STATUS_ZOMBIE:
                return False
        except psutil.NoSuchProcess:
            continue
    return True
