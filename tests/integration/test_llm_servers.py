"""Several model servers: two real ``llama_cpp.server`` processes on loopback, each serving the
embedded model, behind the ``openai`` backend's list (``llm.openai_urls``)."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import threading
import time

import psutil
import pytest
import zmq

from base.protocol import ChatMessage, LlmInfoResult, LlmResult, LlmToken
from base.service_main import CONFIG_EXIT
from base.transport import RemoteError, new_request_id
from config.settings import LlmConfig
from services.llm_server.backend import GenerationParams
from services.llm_server.errors import MODEL_LOAD_FAILED, LlmError
from services.llm_server.models import resolve_model
from services.llm_server.openai_backend import OpenAIBackend
from tests.integration.test_llm_support import (
    ROOT,
    LlamaServer,
    LlmProcess,
    free_port,
    short_tmp,
)
from tests.waiting import wait_until

pytestmark = [pytest.mark.slow, pytest.mark.timeout(180)]

SHORT = [ChatMessage.user("Name a colour.")]
LONG_STORY = [ChatMessage.user("Tell me a very long story about a dungeon, with many rooms.")]
# Probes of a down server come quickly here, so that a test sees one come back in seconds.
FAST_BACKOFF = ("llm.openai_backoff_initial_ms=200", "llm.openai_backoff_max_ms=500")


@pytest.fixture(scope="module")
def servers(tmp_path_factory):
    model = resolve_model("smollm2-135m", tmp_path_factory.mktemp("data")).path
    logs = tmp_path_factory.mktemp("logs")
    pair = [LlamaServer(model, logs / f"server-{i}.log") for i in range(2)]
    try:
        for server in pair:
            server.start()
        yield pair
    finally:
        for server in pair:
            server.stop()


@pytest.fixture
def alive(servers):
    """The two servers, running: a test that killed or froze one leaves the next a fresh one."""
    for server in servers:
        if server.proc is not None and server.proc.poll() is None:
            os.kill(server.proc.pid, signal.SIGCONT)
        else:
            server.start()
    return servers


def service_for(urls: list[str], *extra: str) -> LlmProcess:
    listed = ", ".join(f'"{u}"' for u in urls)
    return LlmProcess(short_tmp(), "llm.backend=openai", f"llm.openai_urls=[{listed}]",
                      "llm.warmup=false", *extra)


def info(service: LlmProcess, ctx: zmq.Context) -> LlmInfoResult:
    client = service.client(ctx, timeout_ms=3000)
    try:
        return client.info()
    finally:
        client.close()


def served_by(service: LlmProcess, ctx: zmq.Context) -> dict[str, int]:
    return {s.url: s.served for s in info(service, ctx).servers}


def ask(service: LlmProcess, ctx: zmq.Context, messages=SHORT, **options) -> list:
    """The tokens and the result of one request, as a client sees them."""
    client = service.client(ctx, idle_timeout_ms=10_000)
    try:
        return list(client.stream(messages, **{"max_tokens": 12, "seed": 1, **options}))
    finally:
        client.close()


def test_requests_are_spread_over_both_servers_and_llm_info_shows_them(alive, zmq_ctx):
    a, b = alive
    service = service_for([a.url, b.url])
    try:
        service.start()
        before = served_by(service, zmq_ctx)
        results: list = []
        threads = [threading.Thread(target=lambda: results.append(ask(service, zmq_ctx)[-1]))
                   for _ in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=120)
        assert len(results) == 4 and all(isinstance(r, LlmResult) for r in results)
        now = info(service, zmq_ctx)
        assert now.concurrency == 2 and now.served == 4
        gained = {s.url: s.served - before[s.url] for s in now.servers}
        assert sum(gained.values()) == 4 and all(n >= 1 for n in gained.values()), gained
        assert all(s.up for s in now.servers)

        shown = subprocess.run(
            [sys.executable, "-m", "services.cli", "--set", f"paths.data_dir={service.folder}",
             "--set", f"network.llm_endpoint={service.endpoint}", "llm", "info"],
            cwd=ROOT, capture_output=True, text=True, timeout=60)
        assert shown.returncode == 0, shown.stderr
        assert "servers    2 of 2 up" in shown.stdout
        for server in (a, b):
            line = next(x for x in shown.stdout.splitlines() if server.url in x)
            assert "up, 0 of 1 busy" in line and "served" in line
    finally:
        service.stop()
        shutil.rmtree(service.folder, ignore_errors=True)


def test_a_server_killed_mid_reply_hands_the_request_to_the_other_and_comes_back(
        alive, zmq_ctx):
    service = service_for([s.url for s in alive], *FAST_BACKOFF)
    try:
        service.start()
        replies: list = []
        client = service.client(zmq_ctx, idle_timeout_ms=10_000)

        def story() -> None:
            for reply in client.stream(LONG_STORY, max_tokens=160, seed=1):
                replies.append(reply)

        worker = threading.Thread(target=story)
        worker.start()
        wait_until(lambda: len(replies) >= 3, timeout=60, interval=0.02,
                   what="the story to stream a few tokens")
        busy = next(s for s in info(service, zmq_ctx).servers if s.in_flight)
        victim = next(s for s in alive if s.url == busy.url)
        other = next(s for s in alive if s is not victim)
        victim.kill()
        worker.join(timeout=120)
        client.close()

        # The order is still served: the other server wrote the whole reply.
        result = replies[-1]
        assert isinstance(result, LlmResult) and result.completion_tokens > 0
        # The client saw the reply start again: the token index went back to 0 once.
        tokens = [m for m in replies if isinstance(m, LlmToken)]
        starts = [i for i, t in enumerate(tokens) if t.index == 0]
        assert len(starts) == 2 and starts[1] > 0
        assert "".join(t.text for t in tokens[starts[1]:]) == result.text

        # The dead one is down, with why; later requests go to the live one.
        dead = next(s for s in info(service, zmq_ctx).servers if s.url == victim.url)
        assert not dead.up and dead.error
        before = served_by(service, zmq_ctx)
        for _ in range(3):
            assert isinstance(ask(service, zmq_ctx)[-1], LlmResult)
        gained = {u: n - before[u] for u, n in served_by(service, zmq_ctx).items()}
        assert gained == {victim.url: 0, other.url: 3}

        # Back on its port, it is probed after its back-off and used again.
        victim.start()
        wait_until(lambda: all(s.up for s in info(service, zmq_ctx).servers), timeout=30,
                   interval=0.1, what="the restarted server to be probed and marked up")
        before = served_by(service, zmq_ctx)
        for _ in range(4):
            assert isinstance(ask(service, zmq_ctx)[-1], LlmResult)
        assert served_by(service, zmq_ctx)[victim.url] > before[victim.url]
    finally:
        service.stop()
        shutil.rmtree(service.folder, ignore_errors=True)


def test_cancelling_a_request_stops_it_on_the_server_that_runs_it(alive, zmq_ctx):
    service = service_for([s.url for s in alive])
    try:
        service.start()
        client = service.client(zmq_ctx, idle_timeout_ms=10_000)
        rid = new_request_id("cancel")
        runs_on = None
        with pytest.raises(RemoteError) as err:
            for i, _ in enumerate(client.stream(LONG_STORY, request_id=rid, max_tokens=900)):
                if i == 3:
                    busy = next(s for s in info(service, zmq_ctx).servers if s.in_flight)
                    runs_on = next(s for s in alive if s.url == busy.url)
                    client.cancel(rid)
        client.close()
        assert err.value.code == "cancelled" and runs_on is not None
        # The server saw its client go and stopped generating: it says so, and its CPU rests.
        wait_until(lambda: "Disconnected from client" in runs_on.log.read_text(), timeout=10,
                   what="the server to notice the closed connection")
        proc = psutil.Process(runs_on.proc.pid)
        used_before = sum(proc.cpu_times()[:2])
        time.sleep(1.5)
        assert sum(proc.cpu_times()[:2]) - used_before < 0.5  # generating takes a whole core
        assert all(s.in_flight == 0 for s in info(service, zmq_ctx).servers)
    finally:
        service.stop()
        shutil.rmtree(service.folder, ignore_errors=True)


def test_a_silent_server_is_skipped_after_the_read_timeout(alive):
    a, b = alive
    cfg = LlmConfig(backend="openai", openai_urls=(a.url, b.url), openai_read_timeout_ms=1000,
                    openai_backoff_initial_ms=60_000, openai_backoff_max_ms=60_000)
    backend = OpenAIBackend(cfg, {})
    try:
        os.kill(a.proc.pid, signal.SIGSTOP)  # it accepts connections, and never answers
        done = backend.generate(GenerationParams(turns=SHORT, max_tokens=8, seed=1),
                                lambda _t: None, lambda: False)
        assert done.finish_reason in ("stop", "length") and done.text
        first, second = backend.servers()
        assert not first.up and "no answer for 1 s" in first.error
        assert second.up and second.served == 1
    finally:
        os.kill(a.proc.pid, signal.SIGCONT)
        backend.close()


def test_a_dead_server_in_the_list_is_reported_and_skipped(alive):
    dead = f"http://127.0.0.1:{free_port()}"
    backend = OpenAIBackend(LlmConfig(backend="openai", openai_urls=(dead, alive[0].url),
                                      openai_backoff_initial_ms=60_000,
                                      openai_backoff_max_ms=60_000), {})
    try:
        for _ in range(2):
            backend.generate(GenerationParams(turns=SHORT, max_tokens=4, seed=1),
                             lambda _t: None, lambda: False)
        down, up = backend.servers()
        assert not down.up and "cannot connect" in down.error and down.served == 0
        assert up.up and up.served == 2
    finally:
        backend.close()


def test_no_server_answering_fails_at_start_naming_each():
    urls = tuple(f"http://127.0.0.1:{free_port()}" for _ in range(2))
    with pytest.raises(LlmError) as err:
        OpenAIBackend(LlmConfig(backend="openai", openai_urls=urls,
                                openai_connect_timeout_ms=500), {})
    assert err.value.code == MODEL_LOAD_FAILED
    assert all(f"{u} (cannot connect" in err.value.message for u in urls), err.value.message


@pytest.mark.parametrize(("urls", "words"), [
    ("[]", "llm.backend = openai needs llm.openai_urls"),
    ('["http//127.0.0.1:8080"]', "llm.openai_urls[0] = 'http//127.0.0.1:8080': it does not "
                                 "start with http:// or https://"),
])
def test_the_service_refuses_a_bad_list_at_start_with_the_key(urls, words):
    folder = short_tmp()
    service = LlmProcess(folder, "llm.backend=openai", f"llm.openai_urls={urls}")
    try:
        # a configuration it can never start with: the supervisor does not try again
        assert service.spawn().wait(timeout=60) == CONFIG_EXIT
        assert words in service.log.read_text()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
