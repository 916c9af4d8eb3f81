"""The model service's handler and worker body, driven with a scripted backend and clock."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from base import protocol
from base.protocol import (
    ChatMessage,
    ErrorReply,
    LlmCancel,
    LlmCancelled,
    LlmGenerate,
    LlmInfo,
    LlmInfoResult,
    LlmProgress,
    LlmResult,
    LlmToken,
    Ping,
    Pong,
)
from base.token_counts import TokenCounts
from config.settings import LlmConfig
from services.cli.llm import format_info
from services.llm_server.backend import (
    LENGTH,
    STOP,
    STOPPED,
    BackendInfo,
    Completion,
    GenerationParams,
    PromptProgress,
)
from services.llm_server.errors import LlmError
from services.llm_server.families import FAMILIES
from services.llm_server.server import LlmService
from services.llm_server.server_pool import ServerView

HELLO = [ChatMessage.system("Be brief."), ChatMessage.user("hi")]


@dataclass
class ScriptedBackend:
    """Streams ``pieces``; ``during`` runs after the first piece (to cancel, move the clock),
    ``before_each`` before every piece."""

    pieces: list[str] = field(default_factory=lambda: ["Hel", "lo", "!"])
    family: str = "smollm2"
    raise_error: Exception | None = None
    during: object = None
    before_each: object = None
    seen: list = field(default_factory=list)

    @property
    def info(self) -> BackendInfo:
        return BackendInfo(model="scripted", model_path="/m.gguf", backend="llama_cpp",
                           family=FAMILIES[self.family], n_ctx=512, n_threads=1, n_gpu_layers=0,
                           device="CPU", grammars=("lua_update_func",), load_s=0.1)

    def generate(self, params, on_text, should_stop, on_restart=None):
        self.seen.append(params)
        if self.raise_error is not None:
            raise self.raise_error
        for i, piece in enumerate(self.pieces):
            if should_stop():
                return Completion("", STOPPED, TokenCounts(20, 0, i), 5.0, 1.0)
            if self.before_each is not None:
                self.before_each()
            on_text(piece)
            if i == 0 and self.during is not None:
                self.during()
        return Completion("".join(self.pieces), STOP, TokenCounts(20, 4, len(self.pieces)), 10.0,
                          20.0)

    def close(self):
        pass


class Clock:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


def make(backend=None, **cfg):
    clock = Clock()
    service = LlmService(backend or ScriptedBackend(), LlmConfig(**cfg), clock=clock)
    return service, clock


def run_one(service):
    sent = []
    assert service.run_next(lambda peer, msg: sent.append((peer, msg)), timeout_s=0)
    return sent


def test_a_request_is_acknowledged_with_its_queue_position():
    service, _ = make()
    out = service.handle(b"p", LlmGenerate(request_id="r1", messages=HELLO))
    assert out == [(b"p", LlmProgress(request_id="r1", state="queued", queue_position=1,
                                      completion_tokens=0, elapsed_ms=0.0))]


def test_the_worker_streams_tokens_then_a_result_with_timings():
    service, clock = make(stream_interval_ms=0)
    service.handle(b"p", LlmGenerate(request_id="r1", messages=HELLO, max_tokens=5))
    clock.now += 0.25
    sent = run_one(service)
    msgs = [m for _, m in sent]
    assert [m.text for m in msgs if isinstance(m, LlmToken)] == ["Hel", "lo", "!"]
    assert [m.index for m in msgs if isinstance(m, LlmToken)] == [0, 1, 2]
    result = msgs[-1]
    assert isinstance(result, LlmResult)
    assert result.text == "Hello!" and result.finish_reason == STOP
    assert (result.prompt_tokens, result.prompt_tokens_cached, result.completion_tokens) == (
        20, 4, 3)
    assert result.timings.queue_ms == pytest.approx(250.0)
    assert result.timings.prompt_tok_s == pytest.approx(16 / 10.0 * 1000)
    assert result.timings.generation_tok_s == pytest.approx(2 / 20.0 * 1000)
    assert all(peer == b"p" and m.request_id == "r1" for peer, m in sent)


def test_pieces_written_within_the_stream_interval_go_out_in_one_message():
    clock = Clock()
    beats = []

    def ten_ms_later():
        clock.now += 0.010
        if len(beats) == 0 and clock.now >= 100.055:
            beats.extend(service.tick())  # the heartbeat counts pieces written, not messages

    backend = ScriptedBackend(pieces=list("abcdef"), before_each=ten_ms_later)
    service = LlmService(backend, LlmConfig(stream_interval_ms=25, heartbeat_interval_ms=1),
                         clock=clock)
    service.handle(b"p", LlmGenerate(request_id="r1", messages=HELLO))
    msgs = [m for _, m in run_one(service)]
    tokens = [m for m in msgs if isinstance(m, LlmToken)]
    # written at 10, 20, ... 60 ms: the first at once, then at most one message per 25 ms,
    # and what is held when the reply ends goes out before the result.
    assert [(t.text, t.index) for t in tokens] == [("a", 0), ("bcd", 1), ("ef", 2)]
    assert isinstance(msgs[-1], LlmResult) and msgs[-1].text == "abcdef"
    assert [m.completion_tokens for _, m in beats] == [5]


def test_defaults_fill_in_what_the_request_leaves_out():
    backend = ScriptedBackend()
    service, _ = make(backend, max_tokens=77)
    service.handle(b"p", LlmGenerate(request_id="r1", messages=HELLO))
    run_one(service)
    assert backend.seen[0].max_tokens == 77
    assert backend.seen[0].temperature is None


@pytest.mark.parametrize(
    ("request_", "code", "words"),
    [
        (LlmGenerate(request_id="r", messages=[]), "bad_field", "at least one message"),
        (LlmGenerate(request_id="r", messages=[ChatMessage(role="robot", content="x")]),
         "bad_field", "robot"),
        (LlmGenerate(request_id="r", messages=HELLO, grammar="python"), "unknown_grammar",
         "lua_update_func"),
        (LlmGenerate(request_id="r", messages=HELLO, max_tokens=-1), "bad_field", "max_tokens"),
        (LlmGenerate(request_id="r", messages=HELLO, temperature=9.0), "bad_field", "0..5"),
        (LlmGenerate(request_id="r", messages=HELLO, grammar="lua_update_func",
                     reply_prefix="function"), "bad_field", "reply_prefix cannot be combined"),
        (LlmGenerate(request_id="", messages=HELLO), "bad_field", "request id"),
        (LlmGenerate(request_id="r", messages=HELLO, draft="x" * 40_000), "bad_field",
         "draft is 40000 characters"),
    ],
)
def test_bad_requests_are_answered_with_an_error_and_never_queued(request_, code, words):
    service, _ = make()
    [(peer, reply)] = service.handle(b"p", request_)
    assert isinstance(reply, ErrorReply) and reply.code == code and words in reply.message
    assert service.queue.snapshot() == ([], [])


def test_a_draft_reaches_the_backend_and_the_result_says_how_much_of_it_was_kept():
    class Drafting(ScriptedBackend):
        def generate(self, params, on_text, should_stop, on_restart=None):
            done = super().generate(params, on_text, should_stop, on_restart)
            if params.draft:  # all but the first checked in one pass
                done.drafted = len(self.pieces) - 1
            return done

    backend = Drafting(pieces=list("abcdefghij"))
    service, _ = make(backend)
    service.handle(b"p", LlmGenerate(request_id="r1", messages=HELLO, draft="bcdefghij"))
    result = run_one(service)[-1][1]
    assert backend.seen[0].draft == "bcdefghij"
    assert isinstance(result, LlmResult) and result.text == "abcdefghij" and result.drafted == 9
    # A reply checked in batches is not the model's writing speed: the figure the service
    # estimates waits with is left as it was (a reply written alone sets it).
    assert service.speeds.generation_tok_s == 0.0
    backend.seen.clear()
    service.handle(b"p", LlmGenerate(request_id="r2", messages=HELLO))
    run_one(service)
    assert service.speeds.generation_tok_s > 0


def test_a_queued_request_past_its_deadline_gets_a_timeout():
    service, clock = make()
    service.handle(b"p", LlmGenerate(request_id="r1", messages=HELLO, deadline_ms=500))
    clock.now += 0.6
    errors = [m for _, m in service.tick() if isinstance(m, ErrorReply)]
    assert [(e.request_id, e.code) for e in errors] == [("r1", "timeout")]
    assert "waited 600 ms in the queue" in errors[0].message


def test_a_running_request_past_its_deadline_stops_with_a_timeout():
    service, clock = make()

    def late():
        clock.now += 2.0
        service.tick()

    service.backend.during = late
    service.handle(b"p", LlmGenerate(request_id="r1", messages=HELLO, deadline_ms=1000))
    sent = run_one(service)
    final = sent[-1][1]
    assert isinstance(final, ErrorReply) and final.code == "timeout"
    assert "while generating" in final.message


def test_cancelling_a_running_request_ends_its_stream():
    service, _ = make()
    replies = []
    service.backend.during = lambda: replies.extend(
        service.handle(b"c", LlmCancel(request_id="c1", target_id="r1")))
    service.handle(b"p", LlmGenerate(request_id="r1", messages=HELLO))
    sent = run_one(service)
    assert replies == [(b"c", LlmCancelled(request_id="c1", target_id="r1", state="running"))]
    final = sent[-1][1]
    assert isinstance(final, ErrorReply) and final.code == "cancelled"


def test_cancelling_a_queued_request_answers_both_callers():
    service, _ = make()
    service.handle(b"p", LlmGenerate(request_id="r1", messages=HELLO))
    out = service.handle(b"c", LlmCancel(request_id="c1", target_id="r1"))
    assert out[0] == (b"c", LlmCancelled(request_id="c1", target_id="r1", state="queued"))
    assert out[1][0] == b"p" and out[1][1].code == "cancelled"
    assert service.run_next(lambda *_: None, timeout_s=0) is False


def test_a_backend_error_reaches_the_caller_and_the_service_goes_on():
    backend = ScriptedBackend(raise_error=LlmError("prompt_too_long", "prompt is 9000 tokens"))
    service, _ = make(backend)
    service.handle(b"p", LlmGenerate(request_id="r1", messages=HELLO))
    [(_, reply)] = run_one(service)
    assert reply.code == "prompt_too_long" and "9000" in reply.message
    backend.raise_error = RuntimeError("boom")
    service.handle(b"p", LlmGenerate(request_id="r2", messages=HELLO))
    [(_, reply)] = run_one(service)
    assert reply.code == protocol.INTERNAL and "boom" in reply.message
    backend.raise_error = None
    service.handle(b"p", LlmGenerate(request_id="r3", messages=HELLO))
    assert isinstance(run_one(service)[-1][1], LlmResult)


def test_a_thinking_model_gets_no_think_and_its_think_block_is_stripped():
    backend = ScriptedBackend(pieces=["<think>\nhm", "m\n</think>\n\n", "Done"], family="qwen3")
    service, _ = make(backend)
    service.handle(b"p", LlmGenerate(request_id="r1", messages=HELLO))
    msgs = [m for _, m in run_one(service)]
    assert [m.text for m in msgs if isinstance(m, LlmToken)] == ["Done"]
    assert msgs[-1].text == "Done"
    assert backend.seen[0].turns[0].content.endswith("/no_think")


def test_heartbeats_go_to_running_and_queued_callers():
    service, clock = make(heartbeat_interval_ms=1000)
    service.handle(b"a", LlmGenerate(request_id="r1", messages=HELLO))
    service.handle(b"b", LlmGenerate(request_id="r2", messages=HELLO))
    service.queue.take(clock, 0)
    clock.now += 1.0
    beats = service.tick()
    assert [(p, m.state, m.queue_position) for p, m in beats] == [
        (b"a", "running", 0), (b"b", "queued", 1)]
    assert service.tick() == []  # not again until the next interval


def test_a_running_requests_heartbeat_says_how_far_its_prompt_is_read_and_the_time_left():
    backend = ScriptedBackend()
    service, clock = make(backend, heartbeat_interval_ms=1000)
    service.speeds.prompt_tok_s = 100.0  # measured at warm-up
    service.handle(b"a", LlmGenerate(request_id="r1", messages=HELLO))
    service.queue.take(clock, 0)
    # As llama.cpp says it: nothing read yet, 1 s after the prompt began.
    reading = [PromptProgress(tokens=2000, read=0, elapsed_s=1.0, read_at_s=0.0)]
    backend.reading = lambda: reading[0]
    clock.now += 1.0
    [(_, first)] = service.tick()
    # The last measured speed: 2,000 tokens at 100 tok/s, one second of it gone.
    assert (first.prompt_tokens, first.prompt_read, first.prompt_left_ms) == (2000, 0, 19_000)
    # A batch of 512 read in 4 s, 1 s into the next one: this prompt's own pace from then on.
    reading[0] = PromptProgress(tokens=2000, read=512, elapsed_s=5.0, read_at_s=4.0)
    clock.now += 1.0
    [(_, second)] = service.tick()
    assert (second.prompt_read, second.prompt_left_ms) == (512, 1488 * 4 / 512 * 1000 - 1000)
    reading[0] = None  # writing tokens now
    clock.now += 1.0
    [(_, third)] = service.tick()
    assert (third.prompt_tokens, third.prompt_left_ms) == (0, -1)


def test_the_time_left_counts_down_within_a_batch_and_never_below_zero():
    batch = PromptProgress(tokens=1024, read=512, elapsed_s=4.0, read_at_s=4.0)
    later = PromptProgress(tokens=1024, read=512, elapsed_s=6.0, read_at_s=4.0)
    assert batch.left_s(100.0) == 4.0 and later.left_s(100.0) == 2.0
    assert PromptProgress(tokens=1024, read=512, elapsed_s=20.0, read_at_s=4.0).left_s(0) == 0
    assert PromptProgress(tokens=1024, read=0, elapsed_s=1.0, read_at_s=0.0).left_s(0) is None


def test_the_loop_is_next_due_at_a_deadline_or_a_callers_heartbeat_and_never_when_idle():
    service, clock = make(heartbeat_interval_ms=1000)
    assert service.next_due() is None  # nothing waits: the loop may sleep
    service.handle(b"a", LlmGenerate(request_id="r1", messages=HELLO, deadline_ms=300))
    assert service.next_due() <= clock.now  # the first heartbeat to the caller is due
    service.tick()
    assert service.next_due() == pytest.approx(clock.now + 0.3)  # then the queued deadline
    clock.now += 0.3
    [(_, late)] = service.tick()
    assert late.code == protocol.TIMEOUT and service.next_due() is None
    clock.now += 0.7
    service.handle(b"a", LlmGenerate(request_id="r2", messages=HELLO, deadline_ms=500))
    service.queue.take(clock, 0)
    service.tick()
    assert service.next_due() == pytest.approx(clock.now + 0.5)  # the running job's deadline
    service.queue.cancel("r2")
    assert service.next_due() == pytest.approx(clock.now + 1.0)  # stopped: the next heartbeat


def test_info_ping_and_unexpected_kinds():
    service, _ = make()
    [(_, info)] = service.handle(b"p", LlmInfo(request_id="i"))
    assert isinstance(info, LlmInfoResult) and info.model == "scripted" and info.device == "CPU"
    assert info.grammars == ["lua_update_func"] and info.queue_length == 0
    [(_, pong)] = service.handle(b"p", Ping(request_id="x"))
    assert isinstance(pong, Pong) and pong.service == "llm"
    [(_, err)] = service.handle(b"p", LlmResult(
        request_id="z", text="", finish_reason=LENGTH, prompt_tokens=0, prompt_tokens_cached=0,
        completion_tokens=0, model="", timings=protocol.LlmTimings(
            queue_ms=0, prompt_ms=0, generation_ms=0, total_ms=0, prompt_tok_s=0,
            generation_tok_s=0)))
    assert err.code == "unexpected"


def test_a_generation_stuck_past_its_deadline_is_reported_so_heartbeats_stop():
    service, clock = make()
    service.handle(b"p", LlmGenerate(request_id="r1", messages=HELLO, deadline_ms=1000))
    service.queue.take(clock, 0)
    clock.now += 5
    assert not service.stuck()
    clock.now += 10
    assert service.stuck()


def test_a_failed_warm_up_is_logged_and_the_service_starts_anyway(caplog):
    backend = ScriptedBackend(raise_error=LlmError("prompt_too_long", "n_ctx 64 is too small"))
    backend.warm_up = lambda: backend.generate(None, None, None)
    service, _ = make(backend)
    service.warm_up()
    assert "warm-up skipped: n_ctx 64 is too small" in caplog.text
    assert service.speeds.generation_tok_s == 0.0


def test_a_warm_up_measures_the_speeds_info_reports():
    backend = ScriptedBackend(pieces=["a"] * 12)
    backend.warm_up = lambda: backend.generate(
        GenerationParams(turns=[], max_tokens=12), lambda _t: None, lambda: False)
    service, _ = make(backend)
    service.warm_up()
    info = service.info()
    assert info.prompt_tok_s == pytest.approx(16 / 10.0 * 1000)
    assert info.generation_tok_s == pytest.approx(11 / 20.0 * 1000)


@dataclass
class FailingOver(ScriptedBackend):
    """The first server writes ``first`` and dies; another one writes ``pieces`` from the start."""

    first: list[str] = field(default_factory=lambda: ["Half a rep"])

    def generate(self, params, on_text, should_stop, on_restart=None):
        for piece in self.first:
            on_text(piece)
        on_restart()
        return super().generate(params, on_text, should_stop)


def test_a_reply_another_server_takes_over_starts_again_and_the_result_is_its_text():
    service, _ = make(FailingOver(), stream_interval_ms=0)
    service.handle(b"p", LlmGenerate(request_id="r1", messages=HELLO))
    msgs = [m for _, m in run_one(service)]
    shape = [m.state if isinstance(m, LlmProgress) else m.index for m in msgs[:-1]]
    assert shape == [0, "restarted", 0, 1, 2]  # the tokens start again at 0
    assert isinstance(msgs[-1], LlmResult) and msgs[-1].text == "Hello!"


def test_a_piece_held_back_is_dropped_when_the_reply_starts_over():
    # " a rep" comes within the interval of "Half": held, then void when the reply restarts.
    service, _ = make(FailingOver(first=["Half", " a rep"]), stream_interval_ms=50)
    service.handle(b"p", LlmGenerate(request_id="r1", messages=HELLO))
    msgs = [m for _, m in run_one(service)]
    tokens = [(m.text, m.index) for m in msgs if isinstance(m, LlmToken)]
    assert tokens == [("Half", 0), ("Hel", 0), ("lo!", 1)]
    assert msgs[-1].text == "Hello!"


def test_a_worker_takes_no_request_while_the_backend_has_no_room():
    backend = ScriptedBackend()
    backend.has_room = lambda: False
    service, _ = make(backend)
    service.handle(b"p", LlmGenerate(request_id="r1", messages=HELLO))
    assert service.run_next(lambda *_: None, timeout_s=0) is False
    assert [j.request_id for j in service.queue.snapshot()[0]] == ["r1"]  # still queued
    backend.has_room = lambda: True
    assert isinstance(run_one(service)[-1][1], LlmResult)


def test_info_reports_each_model_server_and_whether_it_is_up():
    backend = ScriptedBackend()
    backend.servers = lambda: [
        ServerView(url="http://a:1", model="m", up=True, in_flight=1, slots=2, served=5,
                   failures=0, error="", retry_in_s=0.0),
        ServerView(url="http://b:2", model="m", up=False, in_flight=0, slots=2, served=1,
                   failures=2, error="cannot connect: connection refused", retry_in_s=1.5)]
    service, _ = make(backend)
    info = service.info()
    assert [(s.url, s.up, s.in_flight, s.served) for s in info.servers] == [
        ("http://a:1", True, 1, 5), ("http://b:2", False, 0, 1)]
    assert info.servers[1].retry_in_ms == 1500 and "refused" in info.servers[1].error
    shown = format_info(info).splitlines()
    assert "servers    1 of 2 up" in shown
    assert "           http://a:1  up, 1 of 2 busy, 5 served" in shown
    assert ("           http://b:2  DOWN: cannot connect: connection refused; 2 failure(s) in a "
            "row, tried again in 1.5 s, 1 served") in shown
    assert make()[0].info().servers == []  # the model in process has no list
