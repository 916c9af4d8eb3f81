"""The agent service maps llama.cpp's shared libraries (its embedder) before pyzmq's libzmq.

The same rule as the model service's (test_llm_load_order.py): with llama.cpp built for CUDA, a
model load segfaults when libzmq was mapped first. The running agent is traced, once it answers
and has loaded its embedder (after it is ready: its start-up phases line says when), so a
refactor that imports zmq first fails here without a GPU.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys

import pytest
import zmq

from base.protocol import Ping, Pong
from base.transport import RpcClient, ServiceTimeout
from config.settings import PROJECT_ROOT
from services.agent_server.startup import read_phases
from tests.integration.test_llm_load_order import first_index, mapped_libraries
from tests.integration.test_llm_support import short_tmp
from tests.waiting import wait_until

pytestmark = [pytest.mark.slow, pytest.mark.timeout(120)]


def test_the_running_agent_maps_llama_cpp_before_libzmq_and_never_torch():
    folder = short_tmp()
    trace = folder / "ld"
    endpoint = f"ipc://{folder}/run/agent.sock"
    env = {k: v for k, v in os.environ.items() if not k.startswith("DUNGEON_")}
    env.update(LD_DEBUG="files", LD_DEBUG_OUTPUT=str(trace))
    with open(folder / "agent.log", "wb") as log:
        agent = subprocess.Popen(
            [sys.executable, "-m", "services.agent_server", "--set", f"paths.data_dir={folder}"],
            cwd=PROJECT_ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    ctx = zmq.Context()
    rpc = RpcClient(ctx, endpoint, timeout_ms=500)

    def answers() -> bool:
        try:
            return isinstance(rpc.request(Ping()), Pong)
        except ServiceTimeout:
            return False

    try:
        wait_until(answers, timeout=60, what="the agent service to answer")
        # It loads its library's embedder after it answers: its phases line says once it has.
        wait_until(lambda: "library" in (read_phases((folder / "agent.log").read_text(
            errors="replace")) or {}), timeout=60, what="the agent to load its embedder")
        for other in folder.glob(f"{trace.name}.*"):  # its validation sandbox worker's
            if other.name != f"{trace.name}.{agent.pid}":
                other.unlink()
        names = mapped_libraries(trace)
    finally:
        rpc.close()
        ctx.destroy(linger=0)
        agent.send_signal(signal.SIGTERM)
        try:
            agent.wait(timeout=15)
        except subprocess.TimeoutExpired:
            agent.kill()
            agent.wait()
        shutil.rmtree(folder, ignore_errors=True)
    llama = first_index(names, "libllama", "libggml")
    zmq_lib = first_index(names, "libzmq")
    assert llama >= 0, f"llama.cpp's libraries were never mapped: {names}"
    assert zmq_lib >= 0, f"libzmq was never mapped: {names}"
    assert llama < zmq_lib, (
        f"libzmq (#{zmq_lib}) was mapped before llama.cpp (#{llama}): a CUDA llama.cpp crashes "
        "in that order; map its libraries first (services/agent_server/__main__.py)"
    )
    assert first_index(names, "libtorch", "libc10") < 0, "the agent loaded torch"
