"""The real model service process with the embedded model, over real ZeroMQ sockets."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import threading
import time
import uuid

import lupa.lua54
import pytest
import zmq

from base import protocol
from base.protocol import ChatMessage, LlmResult, LlmToken
from base.transport import RemoteError, new_request_id
from services.llm_server.client import LlmClient
from tests.integration.test_llm_support import ROOT, LlmProcess, expected_device, short_tmp
from tests.waiting import wait_until

pytestmark = [pytest.mark.slow, pytest.mark.timeout(120)]

LUA_EXAMPLE = """You write Lua code for a dungeon game. Reply with one function, like this example:
function update_func(player, ai, monsters, items)
  ai:move("d")
  return "Moving right"
end"""
LONG_STORY = [ChatMessage.user("Tell me a very long story about a dungeon, with many rooms.")]


@pytest.fixture(scope="module")
def service():
    folder = short_tmp()
    proc = LlmProcess(folder).start()
    yield proc
    proc.stop()
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def client(service, zmq_ctx):
    c = service.client(zmq_ctx, idle_timeout_ms=5000)
    yield c
    c.close()


def _timed_stream(client: LlmClient, messages, **options):
    arrivals = []
    for reply in client.stream(messages, **options):
        arrivals.append((time.monotonic(), reply))
    return arrivals


def test_a_chat_request_streams_tokens_before_the_result(client):
    # A reply of several tokens (a one-word answer is one piece, rightly).
    ask = [ChatMessage.system("Be brief."),
           ChatMessage.user("Name five colours, separated by commas.")]
    arrivals = _timed_stream(client, ask, max_tokens=24, seed=3)
    tokens = [r for _, r in arrivals if isinstance(r, LlmToken)]
    t_result, result = arrivals[-1]
    assert isinstance(result, LlmResult)
    assert len(tokens) >= 2
    assert arrivals[0][0] < t_result  # the first piece came before the end
    assert "".join(t.text for t in tokens) == result.text and result.text.strip()
    assert result.completion_tokens > 0 and result.prompt_tokens > 0
    t = result.timings
    assert t.prompt_ms > 0 and t.total_ms >= t.prompt_ms and t.generation_tok_s > 0
    assert result.finish_reason in ("stop", "length") and result.model == "smollm2-135m"


def test_the_system_prompt_reaches_the_model(client):
    short = "You are terse."
    extra = " ".join(["Always mention the sword, the bow and the arrow."] * 5)
    a = client.generate([ChatMessage.system(short), ChatMessage.user("Hi")], max_tokens=1)
    longer = [ChatMessage.system(f"{short} {extra}"), ChatMessage.user("Hi")]
    b = client.generate(longer, max_tokens=1)
    # 45 more words of system prompt: at least that many more prompt tokens.
    assert b.prompt_tokens - a.prompt_tokens >= 45


def test_the_cached_system_prompt_is_not_evaluated_again(client):
    system = f"Session {uuid.uuid4()}. " + "You command a companion in a dungeon. " * 20
    first = client.generate([ChatMessage.system(system), ChatMessage.user("Where is the sword?")],
                            max_tokens=4)
    ask = [ChatMessage.system(system), ChatMessage.user("Attack the bat.")]
    second = client.generate(ask, max_tokens=4)
    first_evaluated = first.prompt_tokens - first.prompt_tokens_cached
    second_evaluated = second.prompt_tokens - second.prompt_tokens_cached
    assert first.prompt_tokens > 150
    assert second.prompt_tokens_cached > 150  # the whole system prompt came from the cache
    assert second_evaluated < first_evaluated / 4


# Heartbeats four times a second, so that a prompt the context holds (~700 tokens, read in about
# 1.5 s with llama.cpp's AVX-512 kernels on a 2-core CPU) is seen being read more than twice.
HEARTBEAT_MS = 250


@pytest.fixture
def quick_heartbeats(zmq_ctx):
    folder = short_tmp()
    proc = LlmProcess(folder, f"llm.heartbeat_interval_ms={HEARTBEAT_MS}").start()
    client = proc.client(zmq_ctx, idle_timeout_ms=5000)
    try:
        yield client
    finally:
        client.close()
        proc.stop()
        shutil.rmtree(folder, ignore_errors=True)


def test_while_a_long_prompt_is_read_the_heartbeats_say_how_far_and_the_time_left(
        quick_heartbeats):
    client = quick_heartbeats
    progress = []
    long_prompt = [ChatMessage.system(f"Run {uuid.uuid4()}."),
                   ChatMessage.user("The gorgon guards the sword in the north room. " * 70)]
    result = client.generate(long_prompt, max_tokens=2, on_progress=progress.append)
    if result.timings.prompt_ms < 2.5 * HEARTBEAT_MS:
        pytest.skip("the prompt was read within two heartbeats (a GPU reads it in milliseconds)")
    to_read = result.prompt_tokens - result.prompt_tokens_cached
    reading = [p for p in progress if p.prompt_tokens]
    assert len(reading) >= 2 and to_read > 700
    assert all(p.prompt_tokens == to_read and p.prompt_left_ms >= 0 for p in reading)
    assert reading[0].prompt_read == 0 and reading[-1].prompt_read >= 512  # read in batches
    assert reading[-1].prompt_left_ms < reading[0].prompt_left_ms


def test_finished_grammar_output_compiles_as_lua_5_4(client):
    check = lupa.lua54.LuaRuntime().eval(
        'function(s) local env = {} local f, e = load(s, "reply", "t", env) '
        'if not f then return e end f() '
        'if type(env.update_func) ~= "function" then return "no update_func" end end')
    finished = []
    for seed in range(3):
        ask = [ChatMessage.system(LUA_EXAMPLE), ChatMessage.user("Move up.")]
        r = client.generate(ask, max_tokens=64, grammar="lua_update_func", seed=seed)
        if r.finish_reason == "stop":
            finished.append(r.text)
    assert finished, "no constrained reply finished within 64 tokens"
    for text in finished:
        assert text.startswith("function update_func(player, ai, monsters, items)")
        assert check(text) is None, text


def test_cancel_stops_a_running_generation(client, service, zmq_ctx):
    rid = new_request_id("long")
    canceller = service.client(zmq_ctx)
    got = []
    with pytest.raises(RemoteError) as err:
        for reply in client.stream(LONG_STORY, request_id=rid, max_tokens=600):
            got.append(reply)
            if len(got) == 2:
                assert canceller.cancel(rid).state == "running"
    assert err.value.code == "cancelled"
    assert 2 <= len(got) < 300
    assert client.generate([ChatMessage.user("Hi")], max_tokens=2).completion_tokens > 0  # still up


def test_an_order_replaced_while_the_model_reads_its_prompt_is_cancelled_before_any_token(
    service, zmq_ctx
):
    # The agent's side: its on_token raises Cancelled once the order is replaced; "" comes
    # while no token has (the prompt being read), so the cancel reaches the service then, and
    # the service stops reading the prompt at once instead of after it and the first token.
    from agent.errors import Cancelled
    from services.agent_server.wiring import ServiceModel

    replaced = threading.Event()
    seen: list[str] = []

    def on_token(text: str) -> None:
        seen.append(text)
        if replaced.is_set():
            raise Cancelled("go get the sword")

    long_prompt = [ChatMessage.system(f"Run {uuid.uuid4()}."),
                   ChatMessage.user("The gorgon guards the sword in the north room. " * 60)]
    model = ServiceModel(service.client(zmq_ctx, idle_timeout_ms=30_000), max_tokens=8)
    watcher = service.client(zmq_ctx)
    threading.Timer(0.3, replaced.set).start()
    with pytest.raises(Cancelled):
        model.generate(long_prompt, seed=1, on_token=on_token)
    assert seen and not any(seen), "a token came before the cancel was seen"
    # The service is free again at once, not a prompt's reading later.
    wait_until(lambda: watcher.info().running == 0, timeout=5, what="the service to stop")
    assert watcher.generate([ChatMessage.user("Hi")], max_tokens=2).completion_tokens > 0


def _in_background(fn):
    box = {}

    def run():
        try:
            box["value"] = fn()
        except Exception as exc:  # handed to the test thread
            box["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread, box


def test_cancel_removes_a_waiting_request(service, zmq_ctx):
    a, b, c = (service.client(zmq_ctx, idle_timeout_ms=5000) for _ in range(3))
    long_id, waiting_id = new_request_id("a"), new_request_id("b")
    first = a.stream(LONG_STORY, request_id=long_id, max_tokens=600)
    next(first)  # running
    thread, box = _in_background(
        lambda: b.generate([ChatMessage.user("Hi")], request_id=waiting_id, max_tokens=4))
    wait_until(lambda: c.info().queue_length == 1, timeout=5, what="the request to queue")
    assert c.cancel(waiting_id).state == "queued"
    thread.join(timeout=5)
    assert isinstance(box.get("error"), RemoteError) and box["error"].code == "cancelled"
    assert c.cancel(long_id).state == "running"
    with pytest.raises(RemoteError):
        for _ in first:
            pass


def test_a_generation_past_its_deadline_is_stopped_with_a_timeout(client):
    started = time.monotonic()
    with pytest.raises(RemoteError) as err:
        client.generate(LONG_STORY, max_tokens=600, deadline_ms=700)
    assert err.value.code == "timeout" and "deadline of 700 ms" in err.value.message
    tokens = int(re.search(r"\((\d+) tokens after", err.value.message).group(1))
    assert tokens < 600 and time.monotonic() - started < 10  # stopped early, not at the end


def test_a_request_that_waits_past_its_deadline_gets_a_timeout(service, zmq_ctx):
    a, b = service.client(zmq_ctx), service.client(zmq_ctx)
    long_id = new_request_id("a")
    first = a.stream(LONG_STORY, request_id=long_id, max_tokens=600)
    next(first)
    with pytest.raises(RemoteError) as err:
        b.generate([ChatMessage.user("Hi")], max_tokens=4, deadline_ms=300)
    assert err.value.code == "timeout" and "in the queue" in err.value.message
    b.cancel(long_id)


def test_info_and_ping_are_answered_while_generating(service, zmq_ctx):
    a, b = service.client(zmq_ctx), service.client(zmq_ctx, timeout_ms=1500)
    rid = new_request_id("a")
    stream = a.stream(LONG_STORY, request_id=rid, max_tokens=600)
    next(stream)
    info = b.info()
    assert info.busy and info.device.startswith(expected_device()) and info.n_ctx == 1024
    assert info.generation_tok_s > 0 and info.prompt_tok_s > 0  # measured at warm-up
    assert b.ping().service == "llm"
    b.cancel(rid)


def test_bad_input_is_answered_and_the_service_stays_up(service, zmq_ctx, client):
    raw = zmq_ctx.socket(zmq.DEALER)
    raw.setsockopt(zmq.LINGER, 0)
    raw.connect(service.endpoint)
    raw.send(b"\xc1 not msgpack")
    assert raw.poll(3000)
    assert isinstance(protocol.decode(raw.recv()), protocol.ErrorReply)
    with pytest.raises(RemoteError) as err:
        client.generate([ChatMessage.user("dungeon " * 1200)], max_tokens=8)
    assert err.value.code == "prompt_too_long"
    assert "1024" in err.value.message and "tokens" in err.value.message
    with pytest.raises(RemoteError) as err:
        client.generate([ChatMessage(role="wizard", content="hi")])
    assert err.value.code == "bad_field" and "wizard" in err.value.message
    assert client.generate([ChatMessage.user("Hi")], max_tokens=2).completion_tokens > 0


def _dungeon(service, *args, timeout=60):
    cmd = [sys.executable, "-m", "services.cli", "--set",
           f"network.llm_endpoint={service.endpoint}", "llm", *args]
    return subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=timeout)


def test_dungeon_llm_ask_prints_the_streamed_answer(service):
    done = _dungeon(service, "ask", "Name a colour.", "--max-tokens", "12", "--seed", "1")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip()
    assert "smollm2-135m" in done.stderr and "tok/s" in done.stderr


def test_dungeon_llm_info_describes_the_model(service):
    done = _dungeon(service, "info")
    assert done.returncode == 0, done.stderr
    for words in ("smollm2-135m", "llama_cpp", "1024 tokens", expected_device(),
                  "lua_update_func", "tok/s"):
        assert words in done.stdout


def test_a_service_that_does_not_answer_in_time_is_stopped_not_left_running(ipc_dir):
    llm = LlmProcess(ipc_dir)
    with pytest.raises(AssertionError, match="the model service to answer a ping"):
        llm.start(timeout=0.05)  # far less than loading the model takes
    assert llm.proc is not None and llm.proc.poll() is not None
