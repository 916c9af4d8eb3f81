"""The agent service: orders in, progress streamed back, validated Lua out; code that failed
in play in, repaired Lua out; word of completed orders in, library counters and candidates kept.

The ROUTER loop stays responsive (cancel, ping) while one worker thread serves orders one at a
time through ``CodeAgent``. The thread never touches a socket: it puts replies on a queue that
the loop drains, because ZeroMQ sockets belong to one thread.

An order asked for again (a restarted game, or a game that heard nothing for a while) is matched
by its id: the job under way answers whoever asked last, and an answer already given is given
again; no order is served twice, and no answer is left with a game that died.

The agent says it is ready (its heartbeat) once its loop runs and the model has read its system
prompt; what only serving needs (the library's embedder, the reader's dictionaries, the
validation sandbox worker) is loaded after, and the order thread waits for it (``startup``).

Run it with ``python -m services.agent_server [--config FILE] [--set section.key=value]``;
``__main__`` maps llama.cpp's libraries before this module's imports map libzmq's.
"""

from __future__ import annotations

import logging
import os
import queue
import threading
import time
import uuid
from collections import OrderedDict
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import zmq

from agent.errors import Cancelled, ModelUnavailable
from agent.history import History
from agent.learn import PlayRecord
from agent.loop import CodeAgent
from agent.outcome import Outcome, code_id_of
from agent.seams import Progress
from base import protocol as p
from base.curve import CurveKeys
from base.heartbeat import Heartbeat
from base.service_loop import ServiceLoop, Waker
from base.service_main import CONFIG_EXIT, on_stop_signals, service_args
from base.transport import EndpointError, EndpointRefused, RpcServer
from config.curve_keys import load_curve
from config.settings import Config, ConfigError, load_config
from game.world import World
from services.agent_server.startup import Finishing, StartPhases
from services.agent_server.warm_up import OFF, WAITING, WarmUp, waiting_note

log = logging.getLogger(__name__)

ANSWERS_KEPT = 64  # answers given, kept to give again to a game that asks again
MODES = ("strict", "fallback", "generate")
MODE_ERROR = "mode must be strict, fallback or generate"
WARMING_NOTE_S = 1.0  # how often an order waiting for the warm-up is told how long is left
# An order the model must write while the model service has not answered since the agent
# started: asked again this often (each ask waits the client's own idle timeout too).
MODEL_START_RETRY_S = 0.5

Request = p.AgentOrder | p.AgentRepair


@dataclass
class OrderJob:
    # Who asked last, and under which request id: the loop sends the job's replies there (a
    # game that asks again takes the job over).
    peer: bytes
    request_id: str
    order: Request
    world: World  # the order's world, read once when the order arrived
    cancel: threading.Event = field(default_factory=threading.Event)
    stage: str = "queued"  # the last progress sent, to tell a game that asks again
    detail: str = ""


@dataclass
class PrepareJob:
    """The model to read the world ahead of an order the player is typing."""

    world: World
    void: bool = False  # an order came first: the order's own request reads what it needs


def same_request(a: Request, b: Request) -> bool:
    """Whether ``b`` asks for what ``a`` asked: the same order (or the same repair of it)."""
    if type(a) is not type(b) or (a.order_id, a.text) != (b.order_id, b.text):
        return False
    return not isinstance(a, p.AgentRepair) or a.code_id == getattr(b, "code_id", None)


class AgentService:
    """Orders and cancels in; replies out through ``outbox`` as (job, message), sent to the
    job's peer at the time they go out (``take_outbox``)."""

    def __init__(
        self,
        agent: CodeAgent,
        history: History,
        *,
        default_mode: str,
        func_out_file: Path | None = None,
        plays: PlayRecord | None = None,
        warm: WarmUp | None = None,
        finishing: Finishing | None = None,
    ) -> None:
        self.agent = agent
        # The model reading the agent's system prompt at start; the agent is ready once it has.
        self.warm = warm or WarmUp(OFF)
        # What serving needs and being ready does not, loaded once the loop runs; the order
        # thread waits for it.
        self.finishing = finishing
        self._next_warming_note = 0.0
        self.plays = plays or PlayRecord(None)
        self.history = history
        self.default_mode = default_mode
        self.func_out_file = func_out_file
        self.jobs: queue.Queue[OrderJob | PrepareJob | None] = queue.Queue()
        # A read ahead queued and not begun: the loop adds or voids it, the worker takes it.
        self._ahead: PrepareJob | None = None
        self._ahead_lock = threading.Lock()
        self.outbox: queue.Queue[tuple[OrderJob, p.Message]] = queue.Queue()
        # order id -> (the request, the answer given), the latest ANSWERS_KEPT; the worker
        # thread adds, the loop reads.
        self.answered: OrderedDict[str, tuple[Request, p.AgentResult]] = OrderedDict()
        self.answered_lock = threading.Lock()
        # The worker thread wakes the socket loop through this when it has replies.
        self.waker = Waker()
        self.pending: dict[str, OrderJob] = {}
        self.running: OrderJob | None = None
        self.thread = threading.Thread(target=self._work, name="agent-orders", daemon=True)

    def start(self) -> None:
        self.thread.start()
        if self.finishing is not None:
            self.finishing.start()

    def stop(self) -> None:
        for job in list(self.pending.values()):
            job.cancel.set()
        self.jobs.put(None)
        if self.thread.ident is not None:  # started
            self.thread.join(timeout=5)
        self.waker.close()

    def handle(self, peer: bytes, msg: p.Message) -> p.Message | None:
        """Answer at once, or return None when the answer will come from the worker thread."""
        rid = msg.request_id
        if isinstance(msg, p.Ping):
            return p.Pong(request_id=rid, service="agent", pid=os.getpid())
        if isinstance(msg, (p.AgentOrder, p.AgentRepair)):
            if isinstance(msg, p.AgentOrder) and (msg.mode or self.default_mode) not in MODES:
                return p.error_reply(rid, p.BAD_FIELD, MODE_ERROR)
            try:
                world = World.from_wire(msg.world)
            except Exception as exc:
                return p.error_reply(rid, p.BAD_FIELD, f"world is not a valid world: {exc!r}")
            known = self._asked_again(peer, msg)
            if known is not None:
                return known
            job = OrderJob(peer, rid, msg, world)
            with self._ahead_lock:  # the order came before the world was read ahead
                if self._ahead is not None:
                    self._ahead.void, self._ahead = True, None
            if isinstance(msg, p.AgentRepair):
                job.stage, job.detail = "repairing", "queued"
            self.pending[msg.order_id] = job
            self.jobs.put(job)
            if isinstance(msg, p.AgentRepair):
                return p.AgentProgress(request_id=rid, order_id=msg.order_id, stage="repairing",
                                       detail="queued")
            return p.AgentProgress(request_id=rid, order_id=msg.order_id, stage="queued")
        if isinstance(msg, p.AgentPrepare):
            return self._prepare(msg)
        if isinstance(msg, p.AgentCompleted):
            noted = self.plays.completed(msg.order_id, msg.code_id)
            log.info("order %s completed in play (%s): %s %s", msg.order_id, msg.code_id,
                     noted.noted, noted.entry_id)
            return p.AgentCompletedNoted(request_id=rid, order_id=msg.order_id,
                                         noted=noted.noted, entry_id=noted.entry_id)
        if isinstance(msg, p.AgentCancel):
            target = self.pending.get(msg.order_id)
            state = "unknown"
            if target is not None:
                target.cancel.set()
                state = "running" if target is self.running else "queued"
            return p.AgentCancelled(request_id=rid, order_id=msg.order_id, state=state)
        return p.error_reply(rid, p.UNEXPECTED, f"the agent service does not answer {msg.KIND!r}")

    def _prepare(self, msg: p.AgentPrepare) -> p.Message:
        """The player is typing an order: when the model will write it, it reads the world now
        (on the order thread, so never beside an order; a newer world replaces one not begun)."""
        rid, mode = msg.request_id, msg.mode or self.default_mode
        if mode not in MODES:
            return p.error_reply(rid, p.BAD_FIELD, MODE_ERROR)
        try:
            world = World.from_wire(msg.world)
        except Exception as exc:
            return p.error_reply(rid, p.BAD_FIELD, f"world is not a valid world: {exc!r}")
        why = ""
        if mode != "generate":
            why = (f"in {mode} mode the model writes only what the library and the composer "
                   "cannot serve, which is not known before the order")
        elif self.agent.model is None:
            why = "no model is available"
        elif self.pending:
            why = "an order is under way"
        if why:
            return p.AgentPrepared(request_id=rid, reading=False, why=why)
        with self._ahead_lock:
            if self._ahead is not None:
                self._ahead.world = world
            else:
                self._ahead = PrepareJob(world)
                self.jobs.put(self._ahead)
        return p.AgentPrepared(request_id=rid, reading=True)

    def _asked_again(self, peer: bytes, msg: Request) -> p.Message | None:
        """The answer to a request that was made before (matched by order id), or None for new
        work. An answer already given comes again; work under way goes on, and what it sends
        from now on goes to ``peer``."""
        with self.answered_lock:
            answered = self.answered.get(msg.order_id)
        if answered is not None and same_request(answered[0], msg):
            log.info("order %s asked again: answered before, answering again", msg.order_id)
            return replace(answered[1], request_id=msg.request_id)
        job = self.pending.get(msg.order_id)
        if job is None or job.cancel.is_set() or not same_request(job.order, msg):
            return None
        log.info("order %s asked again: %s, the answer goes to the latest asker", msg.order_id,
                 job.stage)
        job.peer, job.request_id = peer, msg.request_id
        return p.AgentProgress(request_id=msg.request_id, order_id=msg.order_id, stage=job.stage,
                               detail=job.detail)

    def warming_progress(self, now: float) -> list[tuple[bytes, p.Message]]:
        """While the model is still reading the agent's instructions (the warm-up's, or this
        order's own request's after a restart of the model), the order waiting for it to write
        says so, with the time left, every WARMING_NOTE_S: the game shows it, and hears that
        the order is alive."""
        job = self.running
        if job is None or now < self._next_warming_note:
            return []
        writing = ("writing", "retrying")
        if job.stage not in writing and not (job.stage == "repairing"
                                            and job.detail.startswith(writing)):
            return []
        note = waiting_note(self.warm, getattr(self.agent.model, "reading", None))
        if not note:
            return []
        self._next_warming_note = now + WARMING_NOTE_S
        detail = f"{job.detail}; {note}" if job.detail else note
        return [(job.peer, p.AgentProgress(request_id=job.request_id, order_id=job.order.order_id,
                                           stage=job.stage, detail=detail))]

    def take_outbox(self) -> list[tuple[bytes, p.Message]]:
        """Replies the worker thread made, each with the peer its job has now."""
        out: list[tuple[bytes, p.Message]] = []
        while True:
            try:
                job, msg = self.outbox.get_nowait()
            except queue.Empty:
                return out
            out.append((job.peer, msg))

    def _work(self) -> None:
        while True:
            job = self.jobs.get()
            if job is None:
                return
            if self.finishing is not None and not self.finishing.done.is_set():
                log.info("%s waits for the agent's start to finish",
                         "the read ahead" if isinstance(job, PrepareJob)
                         else f"order {job.order.order_id}")
                self.finishing.wait()
            if isinstance(job, PrepareJob):
                self._read_ahead(job)
                continue
            self.running = job
            try:
                self._serve(job)
            finally:
                self.running = None
                self.pending.pop(job.order.order_id, None)

    def _read_ahead(self, job: PrepareJob) -> None:
        with self._ahead_lock:
            if self._ahead is job:
                self._ahead = None  # begun: a newer world queues its own
            if job.void:
                return
        try:
            read = self.agent.prepare(job.world)
        except ModelUnavailable as exc:
            log.info("the world was not read ahead: %s", exc)
            return
        except Exception:
            log.exception("reading the world ahead failed")
            return
        if read is not None:
            log.info("read the world ahead: %d prompt tokens, %d of them new, in %.0f ms",
                     read.tokens.prompt_tokens,
                     read.tokens.prompt_tokens - read.tokens.prompt_tokens_cached, read.ms)

    def _send(self, job: OrderJob, msg: p.Message) -> None:
        self.outbox.put((job, msg))
        self.waker.wake()

    def _serve(self, job: OrderJob) -> None:
        if job.cancel.is_set():
            self._send(job, p.error_reply(job.request_id, p.CANCELLED, "the order was replaced"))
            return
        outcome = self._outcome(job)
        if outcome is not None:
            self._answer(job, outcome)

    def _progress(self, job: OrderJob) -> Progress:
        """What the agent says as it works at ``job``, sent to the game as it comes."""
        order = job.order
        repairing = isinstance(order, p.AgentRepair)

        def progress(stage: str, detail: str) -> None:
            if repairing:  # the game shows one state while the code is being fixed
                stage, detail = "repairing", f"{stage}: {detail}"
            job.stage, job.detail = stage, detail
            self._send(job, p.AgentProgress(request_id=job.request_id, order_id=order.order_id,
                                            stage=stage, detail=detail))

        return progress

    def _outcome(self, job: OrderJob) -> Outcome | None:
        """The agent's outcome for the job; None when the job ended otherwise (replaced, the
        model not answering, a bug), which has been answered already."""
        order, progress = job.order, self._progress(job)
        try:
            while True:
                try:
                    return self._agent_outcome(job, progress)
                except ModelUnavailable as exc:
                    # The model service has not answered since the agent started (it is still
                    # starting: loading, or making its model copy at a first start): the order
                    # waits with the warm-up, which gives up on its own deadline.
                    if self.warm.state != WAITING or job.cancel.is_set():
                        raise
                    log.info("order %s waits for the model service to start (%s)",
                             order.order_id, exc)
                    progress("writing", "the model service is starting")
                    job.cancel.wait(MODEL_START_RETRY_S)
        except Cancelled:
            self._send(job, p.error_reply(job.request_id, p.CANCELLED, "the order was replaced"))
        except ModelUnavailable as exc:
            # Not remembered as the answer: asked again, the order is tried again.
            message = f"My model is not answering ({exc})."
            history_id = self._write_history(job, self._failed(order, message))
            self._send(job, p.AgentResult(request_id=job.request_id, order_id=order.order_id,
                                          ok=False, message=message, history_id=history_id))
        except Exception as exc:
            log.exception("order %r failed", order.text)
            self._write_history(job, self._failed(order, f"internal error: {exc!r}"))
            self._send(job, p.error_reply(job.request_id, p.INTERNAL, f"internal error: {exc!r}"))
        return None

    def _agent_outcome(self, job: OrderJob, progress: Progress) -> Outcome:
        order = job.order
        if isinstance(order, p.AgentRepair):
            self.plays.failed_in_play(order.order_id, order.code_id)
            return self.agent.repair(order.text, job.world, order.code,
                                     f"[{order.error_kind}] {order.error}", progress, job.cancel)
        return self.agent.serve(order.text, job.world, order.mode or self.default_mode,
                                progress, job.cancel)

    def _answer(self, job: OrderJob, outcome: Outcome) -> None:
        order = job.order
        # The history line is in the file before the answer goes out (a reader who saw the
        # answer finds it); its fsync and the served function's file come after, off the way
        # from the order to the companion's first move.
        history_id = self._write_history(job, outcome, sync=False)
        self.plays.served(order.order_id, outcome)
        result = p.AgentResult(
            request_id=job.request_id, order_id=order.order_id, ok=outcome.ok,
            message=outcome.message, code=outcome.code, code_id=outcome.code_id,
            served_by=outcome.served_by, entry_id=outcome.entry_id, score=outcome.score,
            # The model's attempts: attempt 0 is library or composed code that failed its check.
            attempts=sum(1 for a in outcome.attempts if a.number > 0),
            ms_to_accept=outcome.ms_to_accept, history_id=history_id, refused=outcome.refused,
            answered=outcome.answered,
            params=wire_params({**outcome.params, **reading_params(outcome)}),
        )
        # Kept before it is sent: a game that asks again as it goes out gets it either way.
        with self.answered_lock:
            self.answered[order.order_id] = (order, result)
            self.answered.move_to_end(order.order_id)
            while len(self.answered) > ANSWERS_KEPT:
                self.answered.popitem(last=False)
        self._send(job, result)
        try:
            self.history.sync()
        except OSError as exc:
            log.error("order history not synced: %s", exc)
        if outcome.ok and self.func_out_file is not None:
            write_func_out(self.func_out_file, outcome)

    def _failed(self, order: Request, message: str) -> Outcome:
        """The history's account of an order that ended without the agent's own outcome."""
        if isinstance(order, p.AgentRepair):
            return Outcome(ok=False, order=order.text, mode="repair", served_by="none",
                           message=message, repair_of=code_id_of(order.code))
        return Outcome(ok=False, order=order.text, mode=order.mode or self.default_mode,
                       served_by="none", message=message)

    def _write_history(self, job: OrderJob, outcome: Outcome, *, sync: bool = True) -> str:
        """One history line per order, whatever ended it; its id."""
        history_id = uuid.uuid4().hex[:10]
        try:
            self.history.append(history_id, outcome, job.order.world, sync=sync)
        except OSError as exc:
            log.error("order history not written: %s", exc)
        return history_id


def wire_params(params: dict[str, Any]) -> dict[str, Any]:
    """An outcome's parameters as plain msgpack values (a composition's steps are a tuple)."""
    def plain(value: Any) -> Any:
        if isinstance(value, (list, tuple)):
            return [plain(v) for v in value]
        if isinstance(value, dict):
            return {str(k): plain(v) for k, v in value.items()}
        if value is None or isinstance(value, (str, int, float, bool)):
            return value
        return str(value)
    return {str(k): plain(v) for k, v in params.items()}


def reading_params(outcome: Outcome) -> dict[str, object]:
    """How the order was read, for the code pane: what it was taken as (a restatement in the
    house language) and whether the code was checked against its words at all."""
    out: dict[str, object] = {}
    if outcome.restated:
        out[p.AgentResult.RESTATED] = outcome.restated
    if outcome.unchecked:
        out[p.AgentResult.UNCHECKED] = True
    return out


def provenance_comment(outcome: Outcome) -> str:
    """Lua comment lines saying which order the function serves and where it came from."""
    order = " ".join(outcome.order.split())
    if outcome.mode == "repair":
        source = "repaired by the model"
    elif outcome.served_by == "library":
        filled = ", ".join(f"{k} = {v}" for k, v in wire_params(outcome.params).items())
        source = f"library entry {outcome.entry_id}" + (f" ({filled})" if filled else "")
    elif outcome.served_by == "composed":
        steps = [str(s) for s in outcome.params.get("steps", ())]
        source = (f"composed of {len(steps)} step{'s' if len(steps) != 1 else ''}"
                  + (f": {'; '.join(steps)}" if steps else ""))
    else:
        source = outcome.served_by
    tries = sum(1 for a in outcome.attempts if a.number > 0)
    if outcome.served_by == "generated" or outcome.mode == "repair":
        source += f" in {tries} attempt{'s' if tries != 1 else ''}"
    lines = [f'-- order: "{order}"', f"-- served by: {source}"]
    if outcome.restated:
        lines.append(f'-- taken as: "{outcome.restated}"')
    if outcome.unchecked:
        lines.append("-- not checked against the order's words: tested for safety only")
    return "".join(" ".join(line.split()) + "\n" for line in lines)


def write_func_out(path: Path, outcome: Outcome) -> None:
    """The served function with where it came from, replaced whole (a reader never sees half)."""
    tmp = path.with_name(f".{path.name}.tmp")
    try:
        tmp.write_text(provenance_comment(outcome) + outcome.code + "\n")
        os.replace(tmp, path)
    except OSError as exc:
        log.error("%s not written: %s", path, exc)
        tmp.unlink(missing_ok=True)


def serve_forever(service: AgentService, rpc: RpcServer, stop: threading.Event,
                  curve: CurveKeys | None = None, phases: StartPhases | None = None) -> None:
    """The loop, beating from its first turn; ``phases`` gets "serving" (the first beat) and
    "ready" (the first beat that says so), and is logged then."""
    phases = phases or StartPhases()
    loop = ServiceLoop(rpc, service.handle)

    def replies_ready() -> None:
        service.waker.drain()
        for peer, msg in service.take_outbox():
            rpc.reply(peer, msg)

    loop.watch(service.waker.fd, replies_ready)
    heartbeat = Heartbeat.from_env(curve=curve)
    # The warm-up's end wakes the loop: the beat that says ready goes out then, not after the
    # loop's wait.
    service.warm.on_change = service.waker.wake
    service.start()
    serving = ready = False
    try:
        while not stop.is_set():
            heartbeat.set_state(ready=service.warm.ready, note=service.warm.note())
            heartbeat.beat()
            if not serving:
                serving = True
                phases.mark("serving")
            if not ready and service.warm.ready:
                ready = True
                phases.mark("ready")
                phases.log()
            loop.turn(200)
            replies_ready()  # what the worker made while the requests were answered
            for peer, msg in service.warming_progress(time.monotonic()):
                rpc.reply(peer, msg)
    finally:
        heartbeat.close()
        service.stop()
        loop.close()
        rpc.close()


def build_service(cfg: Config, phases: StartPhases | None = None) -> AgentService:
    """The real parts: the model service, a validation sandbox worker, the function library.
    The agent is built here; its embedder, the reader's dictionaries and the validation
    worker's first answer are left to the service's ``Finishing``, after it is ready."""
    from agent.library import Library
    from agent.reading.patterns import compile_all
    from agent.reading.spelling import warm as warm_dictionaries
    from services.agent_server.wiring import (
        VALIDATION_READY_TIMEOUT_S,
        build_code_agent,
        warm_up_system_prompt,
    )

    phases = phases or StartPhases()
    agent = build_code_agent(cfg, waits=False)
    phases.mark("agent")
    library = agent.library if isinstance(agent.library, Library) else None
    finishing = Finishing([
        # The embedding model loaded and the approved entries indexed, not on the first order
        ("library", library.warm if library is not None else lambda: None),
        ("dictionaries", warm_dictionaries),
        # the reader's patterns compiled (at their first use otherwise: 30-40 ms on an order)
        ("patterns", compile_all),
        ("validation_sandbox", lambda: validation_ready(agent, VALIDATION_READY_TIMEOUT_S)),
    ], phases)
    warm = WarmUp(OFF)
    if agent.model is not None and cfg.agent.mode != "strict":
        warm = WarmUp()
        threading.Thread(target=warm_up_system_prompt, args=(cfg, agent.system, warm),
                         name="agent-warm-up", daemon=True).start()
    return AgentService(
        agent,
        History(cfg.data_dir),
        default_mode=cfg.agent.mode,
        # Relative: to this process's folder. `dungeon up` passes it absolute, made from the
        # folder the player started the system in (the services run in the Procfile's).
        func_out_file=Path(cfg.agent.func_out_file).resolve() if cfg.agent.func_out_file
        else None,
        plays=PlayRecord(library),
        warm=warm,
        finishing=finishing,
    )


def validation_ready(agent: CodeAgent, timeout_s: float) -> None:
    """Until the agent's validation sandbox worker answers (a dry run before it would fail)."""
    wait_ready = getattr(getattr(agent.validator, "executor", None), "wait_ready", None)
    if wait_ready is not None and not wait_ready(timeout_s):
        log.warning("the validation sandbox worker is not ready after %.0f s", timeout_s)


def main(argv: list[str] | None = None, *, began: float | None = None) -> int:
    """``began``: when the process began (CLOCK_MONOTONIC), for the start-up's phases."""
    phases = StartPhases(began)
    phases.mark("imports")
    args = service_args("python -m services.agent_server", argv)
    try:
        cfg = load_config(args.config, args.overrides)
        curve = load_curve(cfg.network)
        phases.mark("config")
        rpc = RpcServer(zmq.Context.instance(), cfg.endpoint("agent"), name="agent",
                        max_message_bytes=cfg.network.max_message_bytes, curve=curve)
        phases.mark("socket")
        service = build_service(cfg, phases)
    except (ConfigError, EndpointRefused) as exc:
        log.error("cannot start the agent service: %s", exc)
        return CONFIG_EXIT
    except (EndpointError, OSError) as exc:
        log.error("cannot start the agent service: %s", exc)
        return 2
    stop = threading.Event()
    on_stop_signals(stop.set)
    log.info("agent service on %s (mode %s); served functions go to %s", cfg.endpoint("agent"),
             cfg.agent.mode, service.func_out_file or "no file")
    serve_forever(service, rpc, stop, curve, phases)
    return 0
