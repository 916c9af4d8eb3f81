"""The sandbox worker: one runtime behind a ROUTER socket, one request at a time.

``WorkerHandler.handle(msg) -> reply`` is the pure part (tests call it directly); ``serve`` is
the thin loop around it. A ``Watchdog`` thread ends the process when one request overruns
badly: C work that no hook interrupts (a pattern or sort that slipped past the caps) would
otherwise hold the worker forever. lupa releases the GIL while Lua runs, so the thread gets to
run; for the same reason, a thread's liveness says nothing about the tick, so the watchdog
judges the request's own age.
"""

from __future__ import annotations

import gc
import logging
import os
import threading
import time
import uuid
from collections.abc import Callable

import msgpack
import zmq

from base import lane, protocol as p
from base.curve import CurveKeys
from base.heartbeat import Heartbeat
from base.lane_spin import AdaptiveSpin
from base.transport import RpcServer
from config.settings import DEFAULT_SANDBOX_LIMITS, ConfigError, SandboxConfig, build_config
from sandbox_worker.runtime import BadState, InternalError, SandboxRuntime

log = logging.getLogger(__name__)

WATCHDOG_EXIT_CODE = 70  # EX_SOFTWARE: the worker ended itself over a runaway request
MAZE_CACHE_SIZE = 8
BACK_TO_BACK = 32  # lane requests answered in a row before the main loop looks around
LANE_SEND_TIMEOUT_S = 1.0  # a caller that does not read its reply for this long is dropped


def limits_from(base: SandboxConfig, overrides: dict[str, int] | None) -> SandboxConfig:
    """The worker's limits with a caller's [sandbox] overrides, checked like config keys."""
    if not overrides:
        return base
    values = {f: getattr(base, f) for f in base.__dataclass_fields__}
    values.update(overrides)
    return build_config({"sandbox": values}).sandbox


class WorkerHandler:
    """Answers sandbox.* requests with one runtime. Not thread-safe."""

    def __init__(self, limits: SandboxConfig = DEFAULT_SANDBOX_LIMITS) -> None:
        self.base_limits = limits
        self.runtime = SandboxRuntime(limits)
        self.instance = uuid.uuid4().hex[:12]
        self._mazes: dict[str, tuple[str, ...]] = {}
        self._maze_in_lua = ""
        # The caller's overrides of the limits last checked: a caller sends the same ones with
        # every load, and checking them like config keys takes milliseconds.
        self._overrides: tuple[tuple[str, object], ...] | None = None

    def handle(self, msg: p.Message) -> p.Message:
        rid = msg.request_id
        try:
            if isinstance(msg, p.SandboxTick):
                return self._tick(msg)
            if isinstance(msg, p.SandboxLoad):
                return self._load(msg)
            if isinstance(msg, p.SandboxReset):
                self.runtime.reset()
                self._maze_in_lua = ""
                self.instance = uuid.uuid4().hex[:12]
                return p.SandboxReady(request_id=rid, instance=self.instance, pid=os.getpid())
            if isinstance(msg, p.Ping):
                return p.Pong(request_id=rid, service="sandbox", pid=os.getpid())
        except BadState as exc:
            return p.error_reply(rid, p.SANDBOX_BAD_STATE, str(exc))
        except ConfigError as exc:
            return p.error_reply(rid, p.BAD_FIELD, str(exc))
        except InternalError as exc:
            return p.error_reply(rid, p.INTERNAL, f"the sandbox failed: {exc}")
        return p.error_reply(rid, p.UNEXPECTED, f"a sandbox worker does not answer {msg.KIND}")

    def _load(self, msg: p.SandboxLoad) -> p.Message:
        overrides = tuple(sorted((msg.limits or {}).items()))
        if overrides != self._overrides:
            self.runtime.set_limits(limits_from(self.base_limits, msg.limits))
            self._overrides = overrides
        outcome = self.runtime.load(msg.code, msg.code_id)
        return p.SandboxLoaded(
            request_id=msg.request_id,
            code_id=msg.code_id,
            instance=self.instance,
            error=outcome.error,
            log=outcome.log,
        )

    def _need(self, msg: p.SandboxTick, what: str) -> p.Message:
        return p.error_reply(msg.request_id, p.SANDBOX_NEED_STATE, what)

    def _tick(self, msg: p.SandboxTick) -> p.Message:
        rt = self.runtime
        if rt.code_id != msg.code_id:
            return self._need(msg, f"this worker has not loaded the code {msg.code_id!r}")
        if msg.maze is not None:
            self._remember_maze(msg.maze_hash, tuple(msg.maze))
        if self._maze_in_lua != msg.maze_hash:
            rows = self._mazes.get(msg.maze_hash)
            if rows is None:
                return self._need(msg, f"this worker does not know the maze {msg.maze_hash}")
            rt.set_maze(rows)
            self._maze_in_lua = msg.maze_hash
        if msg.memory is not None:
            rt.restore_memory(msg.memory)
        elif msg.instance != self.instance:
            return self._need(msg, "the memory was left out but this worker does not hold it")
        try:
            state = msgpack.unpackb(msg.state, raw=False)
        except Exception as exc:
            raise BadState(f"the state is not msgpack: {exc}") from None
        if not isinstance(state, list):
            raise BadState("the state must be a msgpack array")
        out = rt.tick(state, msg.seed)
        return p.SandboxTickResult(
            request_id=msg.request_id,
            code_id=msg.code_id,
            instance=self.instance,
            status=out.status,
            actions=out.actions,
            done=out.done,
            error=out.error,
            log=out.log,
            memory=out.memory,
            lua_us=out.lua_us,
            gave_up=out.gave_up,
        )

    def _remember_maze(self, maze_hash: str, rows: tuple[str, ...]) -> None:
        if len(self._mazes) >= MAZE_CACHE_SIZE and maze_hash not in self._mazes:
            self._mazes.pop(next(iter(self._mazes)))
        self._mazes[maze_hash] = rows


class Watchdog(threading.Thread):
    """Ends the process when one request has run longer than ``limit_s``."""

    def __init__(
        self,
        limit_s: float,
        *,
        on_overrun: Callable[[float], None] | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(name="sandbox-watchdog", daemon=True)
        self.limit_s = limit_s
        self.clock = clock
        self.on_overrun = on_overrun or self._exit
        self._busy_since: float | None = None
        self._stop_event = threading.Event()

    def busy(self) -> None:
        self._busy_since = self.clock()

    def idle(self) -> None:
        self._busy_since = None

    def check(self) -> bool:
        """True (and on_overrun called) when the current request is over the limit."""
        since = self._busy_since
        if since is None:
            return False
        age = self.clock() - since
        if age <= self.limit_s:
            return False
        self.on_overrun(age)
        return True

    def run(self) -> None:
        interval = min(max(self.limit_s / 4, 0.01), 0.5)
        while not self._stop_event.wait(interval):
            self.check()

    def stop(self) -> None:
        self._stop_event.set()

    @staticmethod
    def _exit(age: float) -> None:
        log.critical("a request has run for %.1f s; ending this worker so it can be replaced", age)
        logging.shutdown()
        os._exit(WATCHDOG_EXIT_CODE)


class LaneSide:
    """The worker's tick lane (base/lane.py): its listener and the callers connected to it,
    registered in the worker's poller by file descriptor (what zmq.Poller returns for them)."""

    def __init__(self, endpoint: str, max_message_bytes: int, poller: zmq.Poller) -> None:
        self.max_message_bytes = max_message_bytes
        self.poller = poller
        self.connections: dict[int, lane.Connection] = {}
        self.listener: lane.Listener | None = None
        self.path = lane.lane_path(endpoint)
        if self.path is None:
            return
        try:
            self.listener = lane.Listener(self.path, max_message_bytes)
        except OSError as exc:
            log.warning("no lane at %s (%s); answering on %s only", self.path, exc, endpoint)
            self.path = None
            return
        poller.register(self.listener.fileno(), zmq.POLLIN)

    def handle(
        self,
        fd: int,
        answer: Callable[[p.Message], p.Message],
        spin: AdaptiveSpin | None,
        tidy: Callable[[], None] | None = None,
    ) -> None:
        """Serve ``fd``: a new caller on the listener, or requests from one connected."""
        if self.listener is not None and fd == self.listener.fileno():
            conn = self.listener.accept()
            if conn is not None:
                self.connections[conn.fileno()] = conn
                self.poller.register(conn.fileno(), zmq.POLLIN)
            return
        conn = self.connections.get(fd)
        if conn is None:
            return
        try:
            serve_lane(conn, answer, self.max_message_bytes, spin, tidy)
        except (lane.LaneClosed, lane.LaneTimeout):
            self.poller.unregister(fd)
            self.connections.pop(fd).close()

    def close(self) -> None:
        for conn in self.connections.values():
            conn.close()
        if self.listener is not None:
            self.listener.close()


def serve(
    endpoint: str,
    limits: SandboxConfig,
    *,
    ctx: zmq.Context | None = None,
    max_message_bytes: int = p.DEFAULT_MAX_MESSAGE_BYTES,
    stop: threading.Event | None = None,
    heartbeat: Heartbeat | None = None,
    spin_us: int = 0,
    spin_adapt: bool = True,
    curve: CurveKeys | None = None,
) -> None:
    """Answer requests on ``endpoint`` (and on its lane, for ipc) until ``stop`` is set; on
    tcp:// with Curve when ``curve`` has server keys."""
    spin = AdaptiveSpin(spin_us, spin_adapt)
    ctx = ctx or zmq.Context.instance()
    handler = WorkerHandler(limits)
    server = RpcServer(
        ctx, endpoint, name="sandbox", max_message_bytes=max_message_bytes, curve=curve
    )
    poller = zmq.Poller()
    poller.register(server.socket, zmq.POLLIN)
    lane_side = LaneSide(endpoint, max_message_bytes, poller)
    watchdog = Watchdog(limits.watchdog_ms / 1000)
    watchdog.start()
    stop = stop or threading.Event()
    answer = _guarded(handler, watchdog)
    # Everything made so far lives as long as the worker: keep it out of the cyclic collector's
    # full passes, which would otherwise walk it in the middle of a tick now and then.
    gc.collect()
    gc.freeze()
    log.info(
        "sandbox worker %s on %s%s (pid %d)",
        handler.instance,
        endpoint,
        f" and {lane_side.path}" if lane_side.path else "",
        os.getpid(),
    )
    try:
        while not stop.is_set():
            if heartbeat is not None:
                heartbeat.beat()
            _serve_ready(poller, server, lane_side, answer, spin, handler.runtime.tidy)
    finally:
        spin.close()
        watchdog.stop()
        lane_side.close()
        server.close()
        if heartbeat is not None:
            heartbeat.close()


def _guarded(handler: WorkerHandler, watchdog: Watchdog) -> Callable[[p.Message], p.Message]:
    """``handler.handle`` timed by the watchdog, with a bug turned into an error reply."""

    def answer(msg: p.Message) -> p.Message:
        watchdog.busy()
        try:
            return handler.handle(msg)
        except Exception as exc:  # the edge: a bug becomes an error reply, not a death
            log.exception("request %s failed", msg.KIND)
            return p.error_reply(msg.request_id, p.INTERNAL, repr(exc))
        finally:
            watchdog.idle()

    return answer


def _serve_ready(
    poller: zmq.Poller,
    server: RpcServer,
    lane_side: LaneSide,
    answer: Callable[[p.Message], p.Message],
    spin: AdaptiveSpin,
    tidy: Callable[[], None],
) -> None:
    """Wait up to 100 ms for requests, then answer what came on the socket and the lane;
    ``tidy`` after each answer has gone."""
    for ready, _ in poller.poll(100):
        if ready is server.socket:
            try:
                incoming = server.recv()
            except zmq.Again:
                continue
            if incoming is not None:
                server.reply(incoming.peer, answer(incoming.msg))
                tidy()
        else:
            lane_side.handle(ready, answer, spin, tidy)


def serve_lane(
    conn: lane.Connection,
    answer: Callable[[p.Message], p.Message],
    max_message_bytes: int,
    spin: AdaptiveSpin | None = None,
    tidy: Callable[[], None] | None = None,
) -> None:
    """Answer what has arrived on a lane connection, and what follows at once. With ``spin``,
    keep checking for a next request for as long as it says before going back to sleep:
    requests often come back to back (a dry run, a busy game), and a worker that slept wakes
    ~25 µs late on a virtual machine. After BACK_TO_BACK requests the main loop gets its turn
    (heartbeats, other callers, stop) whatever is waiting. ``tidy`` runs after each reply has
    gone (the runtime's collection, when a tick left much memory in use)."""
    for _ in range(BACK_TO_BACK):
        try:
            data = conn.receive_ready()
            if data is None and spin is not None:
                # Nothing waiting: this end has just sent a reply, when the spin's load reading
                # means what it should (base/lane_spin.py).
                spin_s = spin.spin_s()
                if spin_s > 0:
                    data = conn.spin(spin_s)
        except lane.LaneTooLarge as exc:
            conn.send(p.encode(p.error_reply("", p.TOO_LARGE, str(exc))), LANE_SEND_TIMEOUT_S)
            continue
        if data is None:
            return
        try:
            reply = answer(p.decode(data, max_message_bytes))
        except p.ProtocolError as exc:
            rid = exc.request_id or p.peek_request_id(data)
            reply = p.error_reply(rid, exc.code, exc.message)
        conn.send(p.encode(reply), LANE_SEND_TIMEOUT_S)
        if tidy is not None:
            tidy()
