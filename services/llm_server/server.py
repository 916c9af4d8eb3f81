"""The model service: one model behind a ROUTER socket, as many generations at once as its
backend runs (llama.cpp in process: one; a list of OpenAI-compatible servers: their slots).

The loop here is thin: the one service loop (``base.service_loop``) answers requests through
``LlmService.handle`` and sends what the worker threads put in its outbox; ``LlmService.tick``
handles deadlines and heartbeats. Generation runs on the worker threads, so
cancel, info, ping and queue time-outs are answered while replies are being generated. A crash
inside llama.cpp takes down only this process; the supervisor restarts it.

Run: ``python -m services.llm_server [--config FILE] [--set llm.model=...] [--endpoint E]``.
"""

from __future__ import annotations

# llama.cpp first, before anything that maps another native library: with its CUDA build, the
# model load segfaults when pyzmq's bundled libzmq (or torch's CUDA libraries) were mapped into
# the process before llama.cpp's own. tests/integration/test_llm_load_order.py pins this.
try:
    import llama_cpp  # noqa: F401
except ImportError:  # only the OpenAI-compatible backend is usable; build_backend says so
    pass

import logging
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, replace

import zmq

from base import protocol
from base.curve import CurveKeys
from base.heartbeat import Heartbeat
from base.protocol import (
    BAD_FIELD,
    INTERNAL,
    LLM_UNKNOWN_GRAMMAR,
    LlmAdapter,
    LlmCancel,
    LlmCancelled,
    LlmGenerate,
    LlmInfo,
    LlmInfoResult,
    LlmModelServer,
    LlmProgress,
    LlmResult,
    LlmTimings,
    LlmToken,
    Message,
    Ping,
    Pong,
)
from base.service_loop import ServiceLoop
from base.service_main import CONFIG_EXIT, on_stop_signals, service_parser, setup_logging
from base.transport import EndpointRefused, RpcServer
from config.curve_keys import load_curve
from config.settings import Config, ConfigError, LlmConfig, load_config
from services.llm_server.adapters import AdapterFile
from services.llm_server.backend import STOPPED, Backend, Completion, GenerationParams, rates
from services.llm_server.chat_template import without_thinking
from services.llm_server.errors import LLAMA_CPP_CPU, MODEL_NOT_FOUND, LlmError
from services.llm_server.job_queue import CANCELLED, Job, JobQueue
from services.llm_server.models import ModelFile
from services.llm_server.text_filters import PieceBatcher, ThinkStripper

log = logging.getLogger(__name__)

ROLES = ("system", "user", "assistant")
MAX_DRAFT_CHARS = 32_768  # more than any reply the context holds
SERVICE_NAME = "llm"
# A generation still running this long after its deadline is stuck inside llama.cpp (it polls
# for the stop flag between tokens): the service stops heartbeating so the supervisor restarts it.
STUCK_AFTER_DEADLINE_S = 10.0
# The restater's context: its prompt is an instruction and an order (worked examples too without
# the adapter), its reply one sentence.
RESTATE_CTX = 2048
# A worker whose backend has no room for another generation looks again after this long.
ROOM_WAIT_S = 0.02

Outgoing = list[tuple[bytes, Message]]
Send = Callable[[bytes, Message], None]


@dataclass(slots=True)
class Speeds:
    prompt_tok_s: float = 0.0
    generation_tok_s: float = 0.0


class LlmService:
    """Requests in, replies out; no sockets. ``run_next`` is the worker thread's body."""

    def __init__(self, backend: Backend, cfg: LlmConfig,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.backend = backend
        self.cfg = cfg
        self.clock = clock
        self.queue = JobQueue(cfg.max_queue_length)
        self.speeds = Speeds()
        self.served = 0
        self._last_beat = 0.0
        self._counts = threading.Lock()  # served and speeds, written by every worker thread

    # -- the loop's side ------------------------------------------------------------------

    def handle(self, peer: bytes, msg: Message) -> Outgoing:
        now = self.clock()
        rid = msg.request_id
        try:
            if isinstance(msg, LlmGenerate):
                return self._accept(peer, msg, now)
            if isinstance(msg, LlmCancel):
                return self._cancel(peer, msg)
            if isinstance(msg, LlmInfo):
                return [(peer, self.info(rid))]
            if isinstance(msg, Ping):
                return [(peer, Pong(request_id=rid, service=SERVICE_NAME, pid=os.getpid()))]
        except LlmError as exc:
            return [(peer, protocol.error_reply(rid, exc.code, exc.message))]
        return [(peer, protocol.error_reply(
            rid, protocol.UNEXPECTED, f"the model service does not answer {msg.KIND!r}"))]

    def tick(self) -> Outgoing:
        """Deadlines of queued jobs, and a progress heartbeat to everyone waiting."""
        now = self.clock()
        out: Outgoing = [
            (job.peer, protocol.error_reply(job.request_id, protocol.TIMEOUT, _late(job, now)))
            for job in self.queue.expire(now)
        ]
        if (now - self._last_beat) * 1000 >= self.cfg.heartbeat_interval_ms:
            self._last_beat = now
            pending, running = self.queue.snapshot()
            out.extend((job.peer, self._running(job, now)) for job in running)
            out.extend((j.peer, _progress(j, "queued", i, now)) for i, j in enumerate(pending, 1))
        return out

    def _running(self, job: Job, now: float) -> LlmProgress:
        """A running job's progress; while its prompt is read, how far, and the time left
        (this prompt's pace once a batch is read, the last measured prompt speed before). A
        backend that can say (llama.cpp in process) runs one generation at a time."""
        progress = _progress(job, "running", 0, now)
        reading = getattr(self.backend, "reading", None)
        prompt = reading() if reading is not None else None
        if prompt is None:
            return progress
        left_s = prompt.left_s(self.speeds.prompt_tok_s)
        return replace(progress, prompt_tokens=prompt.tokens, prompt_read=prompt.read,
                       prompt_left_ms=-1 if left_s is None else round(left_s * 1000))

    def next_due(self) -> float | None:
        """When ``tick`` next has something to do (on ``clock``): a job's deadline or the next
        progress heartbeat to the callers; None while no request waits or runs."""
        pending, running = self.queue.snapshot()
        deadlines = [job.deadline_at for job in pending + running if not job.stop_reason]
        if not pending and not running:
            return None
        return min([self._last_beat + self.cfg.heartbeat_interval_ms / 1000, *deadlines])

    def stuck(self) -> bool:
        """True when a running generation ignored its deadline for too long."""
        _, running = self.queue.snapshot()
        now = self.clock()
        return any(now > job.deadline_at + STUCK_AFTER_DEADLINE_S for job in running)

    def info(self, request_id: str = "") -> LlmInfoResult:
        b = self.backend.info
        pending, running = self.queue.snapshot()
        return LlmInfoResult(
            request_id=request_id, model=b.model, model_path=b.model_path, backend=b.backend,
            family=b.family.name, n_ctx=b.n_ctx, n_threads=b.n_threads,
            n_gpu_layers=b.n_gpu_layers, device=b.device, grammars=list(b.grammars),
            prompt_tok_s=round(self.speeds.prompt_tok_s, 1),
            generation_tok_s=round(self.speeds.generation_tok_s, 1), load_s=round(b.load_s, 3),
            queue_length=len(pending), busy=bool(running), served=self.served,
            lora=_adapter_info(b.adapter), running=len(running), concurrency=b.concurrency,
            tasks=list(b.tasks),
            servers=self._servers(),
        )

    def _servers(self) -> list[LlmModelServer]:
        views = getattr(self.backend, "servers", None)
        if views is None:
            return []
        return [LlmModelServer(url=v.url, model=v.model, up=v.up, in_flight=v.in_flight,
                               slots=v.slots, served=v.served, failures=v.failures,
                               error=v.error, retry_in_ms=round(v.retry_in_s * 1000))
                for v in views()]

    def _accept(self, peer: bytes, msg: LlmGenerate, now: float) -> Outgoing:
        params = self._params(msg)
        deadline_ms = msg.deadline_ms or self.cfg.request_deadline_ms
        job = Job(request_id=msg.request_id, peer=peer, params=params, received_at=now,
                  deadline_at=now + deadline_ms / 1000)
        position = self.queue.submit(job)
        return [(peer, _progress(job, "queued", position, now))]

    def _params(self, msg: LlmGenerate) -> GenerationParams:
        if not msg.request_id:
            raise LlmError(BAD_FIELD, "llm.generate needs a request id (the stream carries it)")
        if not msg.messages:
            raise LlmError(BAD_FIELD, "llm.generate needs at least one message")
        for i, m in enumerate(msg.messages):
            if m.role not in ROLES:
                raise LlmError(BAD_FIELD, f"messages[{i}].role is {m.role!r}; expected one of "
                                          f"{', '.join(ROLES)}")
        if msg.max_tokens < 0 or msg.deadline_ms < 0:
            raise LlmError(BAD_FIELD, "max_tokens and deadline_ms must be 0 (default) or more")
        if msg.temperature is not None and not 0.0 <= msg.temperature <= 5.0:
            raise LlmError(BAD_FIELD, f"temperature {msg.temperature} is outside 0..5")
        if msg.reply_prefix and msg.grammar:
            raise LlmError(BAD_FIELD, "reply_prefix cannot be combined with a grammar: the "
                                      "grammar holds the whole reply from its first character")
        if len(msg.draft) > MAX_DRAFT_CHARS:
            raise LlmError(BAD_FIELD, f"draft is {len(msg.draft)} characters; at most "
                                      f"{MAX_DRAFT_CHARS}")
        if msg.grammar and msg.grammar not in self.backend.info.grammars:
            raise LlmError(LLM_UNKNOWN_GRAMMAR, f"no grammar named {msg.grammar!r}; known: "
                           f"{', '.join(self.backend.info.grammars) or 'none'}")
        if msg.adapter and msg.adapter not in self.backend.info.tasks:
            raise LlmError(BAD_FIELD, f"adapter {msg.adapter!r} is not served here; served: "
                           f"{', '.join(self.backend.info.tasks) or 'none'} (llm.restate_lora)")
        return GenerationParams(
            turns=without_thinking(msg.messages, self.backend.info.family),
            max_tokens=msg.max_tokens or self.cfg.max_tokens,
            grammar=msg.grammar, stop=tuple(msg.stop), seed=msg.seed,
            temperature=msg.temperature, reply_prefix=msg.reply_prefix, draft=msg.draft,
            read_only=msg.read_only, adapter=msg.adapter, least_prob=msg.least_prob,
        )

    def _cancel(self, peer: bytes, msg: LlmCancel) -> Outgoing:
        state, job = self.queue.cancel(msg.target_id)
        out: Outgoing = [(peer, LlmCancelled(request_id=msg.request_id,
                                             target_id=msg.target_id, state=state))]
        if state == "queued" and job is not None:
            out.append((job.peer, _cancelled(job)))
        return out  # a running job answers for itself when the worker sees the flag

    # -- the worker's side ----------------------------------------------------------------

    def run_next(self, send: Send, timeout_s: float | None = None) -> bool:
        """Take one job, generate, stream it out. False when the queue is closed (or idle, or
        the backend has no room for another generation now)."""
        has_room = getattr(self.backend, "has_room", None)
        if has_room is not None and not has_room():
            time.sleep(min(timeout_s or 0.0, ROOM_WAIT_S))
            return False
        job = self.queue.take(self.clock, timeout_s)
        if job is None:
            return False
        try:
            self._run(job, send)
        finally:
            self.queue.finish(job)
        return True

    def _run(self, job: Job, send: Send) -> None:
        started = self.clock()
        if job.stop_reason or started >= job.deadline_at:
            send(job.peer, _cancelled(job) if job.stop_reason == CANCELLED else
                 protocol.error_reply(job.request_id, protocol.TIMEOUT, _late(job, started)))
            return
        thinks = self.backend.info.family.thinks
        stripper = ThinkStripper() if thinks else None
        batch = PieceBatcher(self.cfg.stream_interval_ms / 1000)
        shown: list[str] = []

        def send_text(text: str) -> None:
            if text:
                send(job.peer, LlmToken(request_id=job.request_id, text=text, index=job.pieces))
                job.pieces += 1

        def on_text(text: str) -> None:
            job.tokens += 1
            if stripper is not None:
                text = stripper.feed(text)
            if text:
                shown.append(text)
                send_text(batch.feed(text, self.clock()))

        def on_restart() -> None:
            # Another server writes the reply from the start: its first token has index 0.
            nonlocal stripper
            stripper = ThinkStripper() if thinks else None
            batch.drop()
            shown.clear()
            job.pieces = job.tokens = 0
            send(job.peer, _progress(job, "restarted", 0, self.clock()))

        try:
            done = self.backend.generate(job.params, on_text, lambda: bool(job.stop_reason),
                                         on_restart)
        except LlmError as exc:
            send(job.peer, protocol.error_reply(job.request_id, exc.code, exc.message))
            return
        except Exception as exc:  # the service must outlive a bad request
            log.exception("generation %s failed", job.request_id)
            send(job.peer, protocol.error_reply(job.request_id, INTERNAL,
                                                f"generation failed: {exc}"))
            return
        if done.finish_reason == STOPPED or job.stop_reason:
            send(job.peer, _cancelled(job) if job.stop_reason == CANCELLED else
                 protocol.error_reply(job.request_id, protocol.TIMEOUT,
                                      _late(job, self.clock(), done.tokens.completion_tokens)))
            return
        tail = stripper.flush() if stripper is not None else ""
        shown.append(tail)
        send_text(batch.flush() + tail)
        text = "".join(shown)  # what the caller saw, <think> blocks removed
        with self._counts:
            self.served += 1
            self._measure(done)
        send(job.peer, self._result(job, done, text, started))

    def _measure(self, done: Completion) -> None:
        evaluated = done.tokens.evaluated
        prompt, gen = rates(evaluated, done.prompt_ms, done.tokens.completion_tokens,
                            done.generation_ms)
        # Only a measurement with enough tokens to mean something replaces the last one.
        if evaluated >= 16 and prompt:
            self.speeds.prompt_tok_s = prompt
        if done.tokens.completion_tokens >= 8 and gen and not done.drafted:
            self.speeds.generation_tok_s = gen

    def _result(self, job: Job, done: Completion, text: str, started: float) -> LlmResult:
        tokens = done.tokens
        prompt_tok_s, gen_tok_s = rates(tokens.evaluated, done.prompt_ms, tokens.completion_tokens,
                                        done.generation_ms)
        timings = LlmTimings(
            queue_ms=round((started - job.received_at) * 1000, 3),
            prompt_ms=round(done.prompt_ms, 3), generation_ms=round(done.generation_ms, 3),
            total_ms=round((self.clock() - job.received_at) * 1000, 3),
            prompt_tok_s=round(prompt_tok_s, 1), generation_tok_s=round(gen_tok_s, 1),
        )
        return LlmResult(
            request_id=job.request_id, text=text, finish_reason=done.finish_reason,
            prompt_tokens=tokens.prompt_tokens, prompt_tokens_cached=tokens.prompt_tokens_cached,
            completion_tokens=tokens.completion_tokens, timings=timings,
            model=self.backend.info.model, drafted=done.drafted, least_prob=done.least_prob,
        )

    def warm_up(self) -> None:
        warm = getattr(self.backend, "warm_up", None)
        if warm is None:
            return
        started = time.perf_counter()
        try:
            done = warm()
        except LlmError as exc:
            log.warning("warm-up skipped: %s", exc.message)
            return
        self._measure(done)
        log.info("warmed up in %.2f s: prompt %.0f tok/s, generation %.0f tok/s",
                 time.perf_counter() - started, self.speeds.prompt_tok_s,
                 self.speeds.generation_tok_s)


def _adapter_info(adapter: AdapterFile | None) -> LlmAdapter | None:
    if adapter is None:
        return None
    return LlmAdapter(name=adapter.name, path=str(adapter.path),
                      heldout_exact=adapter.heldout_exact, heldout_n=adapter.heldout_n,
                      heldout_by_kind=dict(adapter.heldout_by_kind))


def _progress(job: Job, state: str, position: int, now: float) -> LlmProgress:
    return LlmProgress(request_id=job.request_id, state=state, queue_position=position,
                       completion_tokens=job.tokens,
                       elapsed_ms=round((now - job.received_at) * 1000, 1))


def _cancelled(job: Job) -> Message:
    return protocol.error_reply(job.request_id, protocol.CANCELLED,
                                f"request {job.request_id} was cancelled")


def _late(job: Job, now: float, tokens: int | None = None) -> str:
    waited = round((now - job.received_at) * 1000)
    if tokens is None and job.started_at is None:
        return (f"request {job.request_id} waited {waited} ms in the queue, past its deadline "
                f"of {job.deadline_ms} ms")
    return (f"request {job.request_id} passed its deadline of {job.deadline_ms} ms while "
            f"generating ({tokens or 0} tokens after {waited} ms)")


# --------------------------------------------------------------------------------------------
# The process


def build_backend(cfg: Config) -> Backend:
    """Load what ``[llm]`` names; raises LlmError with a sentence for people."""
    from services.llm_server.grammars import grammar_dir, load_grammars

    grammars = load_grammars(grammar_dir(cfg.llm.grammar_dir))
    if cfg.llm.backend == "openai":
        from services.llm_server.openai_backend import OpenAIBackend

        return OpenAIBackend(cfg.llm, grammars)
    from services.llm_server import cpu_support
    from services.llm_server.adapters import resolve_adapter
    from services.llm_server.llama_backend import LlamaCppBackend
    from services.llm_server.models import resolve_model

    cpu_support.check()  # before requantizing, which runs llama.cpp's code too
    model = resolve_model(cfg.llm.model, cfg.data_dir)
    adapter = resolve_adapter(cfg.llm)
    main = LlamaCppBackend(_requantized(cfg, model, adapter), cfg.llm, grammars, adapter=adapter)
    restater = resolve_adapter(cfg.llm, "restate_lora")
    if restater is None:
        return main
    from services.llm_server.task_backends import RESTATE, TaskBackends

    small = replace(cfg.llm, n_ctx=min(cfg.llm.n_ctx, RESTATE_CTX))
    try:
        task = LlamaCppBackend(_requantized(cfg, model, restater), small, {}, adapter=restater)
    except LlmError as exc:  # the model serves on; the agent's restatements then fail in words
        main.close()
        raise LlmError(exc.code, f"the restating adapter (llm.restate_lora): {exc.message}"
                       ) from None
    return TaskBackends(main, {RESTATE: task})


def _requantized(cfg: Config, model: ModelFile, adapter: AdapterFile | None) -> ModelFile:
    """The file to load for ``model`` with ``adapter``: the faster copy with it merged in, as
    ``llm.requantize`` and ``llm.merge_adapter`` say."""
    if not cfg.llm.requantize:
        return model
    from services.llm_server.requantize import requantized

    merge = adapter.path if adapter is not None and cfg.llm.merge_adapter else None
    return requantized(model, cfg.model_cache, merge)


class LlmServer:
    """The sockets and threads around an LlmService."""

    # The loop sleeps until a socket has something or ``tick`` is due, waking at least this
    # often for its heartbeat to the supervisor (idle, it took 0.2 % of a core waking every
    # 50 ms; 0.03 % now).
    MAX_WAIT_MS = 250

    def __init__(self, service: LlmService, ctx: zmq.Context, endpoint: str, *,
                 max_message_bytes: int = protocol.DEFAULT_MAX_MESSAGE_BYTES,
                 heartbeat: Heartbeat | None = None, curve: CurveKeys | None = None) -> None:
        self.service = service
        self.ctx = ctx
        self.heartbeat = heartbeat or Heartbeat.from_env(ctx=ctx, curve=curve)
        self.rpc = RpcServer(ctx, endpoint, name=SERVICE_NAME, max_message_bytes=max_message_bytes,
                             curve=curve)
        self.loop = ServiceLoop(self.rpc, self._handle)
        self._stop = threading.Event()
        self._workers = [threading.Thread(target=self._work, name=f"llm-worker-{i}", daemon=True)
                         for i in range(max(1, service.backend.info.concurrency))]

    def request_stop(self, *_args: object) -> None:
        self._stop.set()

    def run(self) -> None:
        for worker in self._workers:
            worker.start()
        log.info("model service ready on %s", self.rpc.endpoint)
        try:
            while not self._stop.is_set():
                self.loop.turn(self._wait_ms())
                self._send_all(self.service.tick())
                if not self.service.stuck():
                    self.heartbeat.beat()
        finally:
            self.heartbeat.close()
            for job in self.service.queue.close():
                self.rpc.reply(job.peer, protocol.error_reply(
                    job.request_id, protocol.CANCELLED, "the model service is shutting down"))
            deadline = time.monotonic() + 5
            for worker in self._workers:
                worker.join(timeout=max(0.0, deadline - time.monotonic()))
            self.loop.send_outbox()
            self.loop.close()
            self.rpc.close()

    def _wait_ms(self) -> int:
        """How long the loop may sleep: until ``tick`` is due, at most MAX_WAIT_MS and half the
        supervisor's heartbeat interval."""
        most = min(self.MAX_WAIT_MS, self.heartbeat.interval_s * 500)
        due = self.service.next_due()
        if due is None:
            return int(most)
        return int(max(0.0, min(most, (due - self.service.clock()) * 1000)))

    def _send_all(self, out: Outgoing) -> None:
        for peer, msg in out:
            self.rpc.reply(peer, msg)

    def _handle(self, peer: bytes, msg: Message) -> None:
        """The service answers with any number of messages, to this peer or others."""
        self._send_all(self.service.handle(peer, msg))

    def _work(self) -> None:
        try:
            while not self._stop.is_set():
                self.service.run_next(self.loop.outbox.put, timeout_s=0.2)
        except Exception:
            log.exception("the generation worker died; stopping the service")
            self._stop.set()


def serve(cfg: Config, endpoint: str | None = None) -> int:
    """Load, warm up, bind and serve until SIGTERM/SIGINT. Exit codes: 0; 1 failed; CONFIG_EXIT
    for a configuration it cannot start with (a model or adapter file that is not there, a
    llama.cpp built for instruction sets this CPU lacks, an endpoint it must not bind); 2 for a
    model that would not load."""
    try:
        backend = build_backend(cfg)
    except LlmError as exc:
        log.error("cannot start the model service: %s", exc.message)
        return CONFIG_EXIT if exc.code in (MODEL_NOT_FOUND, LLAMA_CPP_CPU) else 2
    service = LlmService(backend, cfg.llm)
    if cfg.llm.warmup:
        service.warm_up()
    ctx = zmq.Context()
    try:
        server = LlmServer(service, ctx, endpoint or cfg.endpoint("llm"),
                           max_message_bytes=cfg.network.max_message_bytes,
                           curve=load_curve(cfg.network))
    except Exception as exc:
        log.error("cannot bind: %s", exc)
        backend.close()
        ctx.destroy(linger=0)
        return CONFIG_EXIT if isinstance(exc, (EndpointRefused, ConfigError)) else 1
    on_stop_signals(server.request_stop)
    try:
        server.run()
    finally:
        backend.close()
        ctx.destroy(linger=0)
    log.info("model service stopped")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = service_parser("python -m services.llm_server", description="the model service")
    parser.add_argument("--endpoint", help="bind here instead of [network] llm_endpoint")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args(argv)
    setup_logging(logging.DEBUG if args.verbose else logging.INFO)
    try:
        cfg = load_config(args.config, args.overrides)
    except ConfigError as exc:
        log.error("configuration error: %s", exc)
        return CONFIG_EXIT
    return serve(cfg, args.endpoint)

