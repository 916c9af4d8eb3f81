"""Helpers for the model service's integration tests (this module holds no tests).

``LlmProcess`` starts the real service (``python -m services.llm_server``) with the embedded
model, and waits until it answers a ping. ``LlamaServer`` starts llama-cpp-python's own
OpenAI-compatible server (``python -m llama_cpp.server``) on loopback, one thread, serving the
embedded model, for the ``openai`` backend; the benchmark of model servers uses it too.
"""

from __future__ import annotations

import http.client
import json
import os
import signal
import socket
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
        """Spawned and answering; one that does not answer in time is stopped, not left loading
        a model beside the tests that follow (its fixture never reaches its own stop)."""
        self.spawn()
        try:
            wait_until(self._answers, timeout=timeout, interval=0.1,
                       what="the model service to answer a ping")
        except BaseException:
            self.stop()
            raise
        return self

    def _started(self) -> subprocess.Popen:
        if self.proc is None:
            raise AssertionError("the model service was never started")
        return self.proc

    def _answers(self) -> bool:
        proc = self._started()
        if proc.poll() is not None:
            raise AssertionError(f"model service exited {proc.returncode}:\n"
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
        proc = self._started()
        proc.send_signal(signal.SIGKILL)
        return proc.wait(timeout=10)

    def stop(self) -> int | None:
        if self.proc is None or self.proc.poll() is not None:
            return self.proc.returncode if self.proc else None
        self.proc.terminate()
        try:
            return self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            return self.kill()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class LlamaServer:
    """``python -m llama_cpp.server`` on 127.0.0.1 serving one GGUF file with one thread.

    ``interrupt_requests`` stays off, as docs/llm.md says to run it: on, the server cuts a
    streaming reply short whenever another request (even a model listing) arrives. Its output
    goes to ``log`` unbuffered, so a test can read what it printed while it runs."""

    def __init__(self, model: Path, log: Path, *, port: int = 0, n_ctx: int = 1024,
                 interrupt_requests: bool = False, lora: Path | None = None) -> None:
        self.model = model
        self.lora = lora
        self.log = log
        self.port = port or free_port()
        self.n_ctx = n_ctx
        self.interrupt_requests = interrupt_requests
        self.proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def command(self) -> list[str]:
        return [sys.executable, "-m", "llama_cpp.server", "--model", str(self.model),
                "--host", "127.0.0.1", "--port", str(self.port), "--n_ctx", str(self.n_ctx),
                "--n_threads", "1", "--verbose", "False",
                "--interrupt_requests", str(self.interrupt_requests),
                *(["--lora_path", str(self.lora)] if self.lora else [])]

    def start(self, timeout: float = 60) -> LlamaServer:
        with open(self.log, "ab") as out:
            self.proc = subprocess.Popen(self.command(), cwd=ROOT, stdout=out,
                                         stderr=subprocess.STDOUT,
                                         env={**os.environ, "PYTHONUNBUFFERED": "1"})
        wait_until(self.serves, timeout=timeout, interval=0.2,
                   what=f"llama_cpp.server on port {self.port} to list its model")
        return self

    def serves(self) -> bool:
        if self.proc is None or self.proc.poll() is not None:
            code = None if self.proc is None else self.proc.returncode
            raise AssertionError(f"llama_cpp.server exited {code}:\n{self.log.read_text()}")
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=1)
        try:
            conn.request("GET", "/v1/models")
            return conn.getresponse().status == 200
        except OSError:
            return False
        finally:
            conn.close()

    def warm(self) -> None:
        """One short completion: a server's first one is several times slower than later ones
        (the weights paged in, buffers allocated), which a measurement must not count."""
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
        try:
            body = json.dumps({"messages": [{"role": "user", "content": "Hi."}],
                               "max_tokens": 4})
            conn.request("POST", "/v1/chat/completions", body=body,
                         headers={"Content-Type": "application/json"})
            resp = conn.getresponse()
            resp.read()
            if resp.status != 200:
                raise AssertionError(f"llama_cpp.server answered HTTP {resp.status} to a warm-up")
        finally:
            conn.close()

    def kill(self) -> None:
        """kill -9, as a crash would."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(timeout=10)

    def stop(self) -> None:
        if self.proc is None or self.proc.poll() is not None:
            return
        self.proc.terminate()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.kill()
