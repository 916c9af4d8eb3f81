"""Helpers for the model service's integration tests (this module holds no tests).

``LlmProcess`` starts the real service (``python -m services.llm_server``) with the embedded
model, and waits until it answers a ping.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

import zmq

from config.settings import load_config
from services.llm_server.client import LlmClient, LlmUnavailable
from tests.waiting import wait_until

ROOT = Path(__file__).resolve().parents[2]
SMALL = ("llm.n_threads=1", "llm.n_ctx=1024")


def expected_device() -> str:
    """What `llm info` should name: the GPU when the configuration (DUNGEON__LLM__N_GPU_LAYERS=-1
    runs these tests on a GPU) asks for layers there and this llama.cpp can offload them."""
    import llama_cpp

    wants_gpu = load_config(None, list(SMALL)).llm.n_gpu_layers != 0
    return "GPU" if wants_gpu and llama_cpp.llama_supports_gpu_offload() else "CPU"


def short_tmp() -> Path:
    """A short folder for ipc:// paths (module-scoped fixtures cannot use ``ipc_dir``)."""
    return Path(tempfile.mkdtemp(prefix="da-llm-", dir="/tmp"))


class LlmProcess:
    def __init__(self, folder: Path, *overrides: str, name: str = "llm",
                 env: dict[str, str] | None = None) -> None:
        self.folder = folder
        self.env = env or {}
        self.endpoint = f"ipc://{folder}/{name}.sock"
        self.overrides = [f"paths.data_dir={folder}", *SMALL, *overrides]
        self.log = folder / f"{name}.log"
        self.proc: subprocess.Popen | None = None

    def command(self) -> list[str]:
        args = [sys.executable, "-m", "services.llm_server", "--endpoint", self.endpoint]
        for o in self.overrides:
            args += ["--set", o]
        return args

    def spawn(self) -> subprocess.Popen:
        self.proc = subprocess.Popen(
            self.command(), cwd=ROOT, stdout=open(self.log, "ab"), stderr=subprocess.STDOUT,
            env={**os.environ, "PYTHONUNBUFFERED": "1", **self.env},
        )
        return self.proc

    def start(self, timeout: float = 60) -> LlmProcess:
        self.spawn()
        wait_until(self._answers, timeout=timeout, interval=0.1,
                   what="the model service to answer a ping")
        return self

    def _answers(self) -> bool:
        if self.proc.poll() is not None:
            raise AssertionError(f"model service exited {self.proc.returncode}:\n"
                                 f"{self.log.read_text()}")
        ctx = zmq.Context()
        client = LlmClient(ctx, self.endpoint, timeout_ms=300)
        try:
            client.ping()
            return True
        except LlmUnavailable:
            return False
        finally:
            client.close()
            ctx.destroy(linger=0)

    def client(self, ctx: zmq.Context, **kw) -> LlmClient:
        return LlmClient(ctx, self.endpoint, **kw)

    def kill(self) -> int:
        self.proc.send_signal(signal.SIGKILL)
        return self.proc.wait(timeout=10)

    def stop(self) -> int | None:
        if self.proc is None or self.proc.poll() is not None:
            return self.proc.returncode if self.proc else None
        self.proc.terminate()
        try:
            return self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            return self.kill()
