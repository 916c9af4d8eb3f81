"""The model service dies (kill -9) or cannot start: callers and users get a clear answer."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest
import zmq

from base import protocol
from base.protocol import ChatMessage
from base.service_main import CONFIG_EXIT
from services.llm_server.client import LlmUnavailable
from tests.integration.test_llm_support import ROOT, LlmProcess

pytestmark = [pytest.mark.slow, pytest.mark.timeout(90)]

STORY = [ChatMessage.user("Tell me a very long story about a dungeon, with many rooms.")]


def test_kill_9_mid_request_gives_a_clear_error_and_a_restart_answers(ipc_dir, zmq_ctx):
    service = LlmProcess(ipc_dir).start()
    try:
        client = service.client(zmq_ctx, idle_timeout_ms=3000)
        stream = client.stream(STORY, max_tokens=800)
        next(stream)
        assert service.kill() == -9
        started = time.monotonic()
        with pytest.raises(LlmUnavailable) as err:
            for _ in stream:
                pass
        assert time.monotonic() - started < 10  # the idle timeout, not the 120 s deadline
        assert "stopped answering" in str(err.value) and service.endpoint in str(err.value)

        service.start()  # same endpoint, as the supervisor would restart it
        reply = client.generate([ChatMessage.user("Hi")], max_tokens=4)
        assert reply.completion_tokens > 0
    finally:
        service.stop()


def _start_failure(ipc_dir, *overrides):
    service = LlmProcess(ipc_dir, *overrides)
    done = subprocess.run(service.command(), cwd=ROOT, capture_output=True, text=True,
                          timeout=60)
    return done.returncode, done.stderr


def test_an_unknown_model_name_lists_the_known_ones(ipc_dir):
    code, err = _start_failure(ipc_dir, "llm.model=llama-9000")
    assert code == CONFIG_EXIT
    assert "unknown model 'llama-9000'" in err
    assert "smollm2-135m" in err and "gemma3-270m" in err


def test_a_missing_model_file_says_so(ipc_dir):
    code, err = _start_failure(ipc_dir, f"llm.model={ipc_dir}/Qwen3-8B-Q4_K_M.gguf")
    assert code == CONFIG_EXIT and "Qwen3-8B-Q4_K_M.gguf does not exist" in err


def test_the_sigterm_shutdown_is_clean(ipc_dir):
    service = LlmProcess(ipc_dir).start()
    assert service.stop() == 0
    assert "model service stopped" in service.log.read_text()


def test_the_service_module_runs_as_a_script():
    done = subprocess.run([sys.executable, "-m", "services.llm_server", "--help"], cwd=ROOT,
                          capture_output=True, text=True, timeout=30)
    assert done.returncode == 0 and "--endpoint" in done.stdout


def test_the_service_heartbeats_to_its_supervisor(ipc_dir, zmq_ctx):
    supervisor = zmq_ctx.socket(zmq.ROUTER)
    supervisor.setsockopt(zmq.LINGER, 0)
    endpoint = f"ipc://{ipc_dir}/sup.sock"
    supervisor.bind(endpoint)
    service = LlmProcess(ipc_dir, env={"DUNGEON_SUPERVISOR_ENDPOINT": endpoint,
                                       "DUNGEON_SERVICE_NAME": "llm",
                                       "DUNGEON_HEARTBEAT_INTERVAL_MS": "200"}).start()
    try:
        assert supervisor.poll(5000), "no heartbeat within 5 s"
        _peer, data = supervisor.recv_multipart()
        beat = protocol.decode(data)
        assert isinstance(beat, protocol.SupervisorHeartbeat)
        assert beat.service == "llm" and beat.pid == service.proc.pid
    finally:
        service.stop()
