"""The game's client for sandbox workers: one tick of the companion's code per call.

The game never waits past its deadline: a late or dead worker is abandoned for that tick (the
turn comes back with error kind ``timeout`` or ``worker_lost`` and no actions, so the companion
waits), reported through ``on_overrun(index)``, and the next tick goes to a healthy worker. The
pool keeps the code by id and the world keeps the memory, so whichever worker runs the next tick
gets the code loaded and the custom fields restored first, and carries on.

Remote workers (``remote``: tcp:// endpoints of ``dungeon sandbox serve`` on other hosts, over
ZeroMQ with the Curve client keys) follow the local ones: a tick goes to a local worker whenever
one is ready, to a remote one only when none is (a local worker died or hangs), and back to a
local one as soon as its replacement answers. A remote worker cannot be killed: one that misses
a deadline is dropped from the pool and reported through ``on_remote``; it is asked again every
``remote_retry_s`` and rejoins when it answers.

What crosses per tick is small: the flat snapshot (sandbox_worker.snapshot) packed once, the
maze only when that worker has not seen it, and the memory only when that worker does not
already hold exactly what the world holds.

Not thread-safe: the game's tick loop is its one caller (the package's docstring shows a use).
"""

from __future__ import annotations

import dataclasses
import logging
import time
from collections.abc import Callable, Sequence

import msgpack
import zmq

from base import lane, protocol as p
from base.curve import CurveKeys
from base.lane_spin import AdaptiveSpin
from base.transport import new_request_id
from config.curve_keys import load_curve
from config.settings import Config
from game.world import World
from sandbox_worker.failures import explain
from sandbox_worker.snapshot import flat_state, maze_hash, tick_seed
from sandbox_worker.source import is_bytecode, source_problem
from sandbox_worker.turn import CompanionTurn
from services.sandbox_client.links import (
    PING_EVERY_S,
    RECONNECT_IVL_MS,
    LaneLink,
    Link,
    WorkerLost,
    ZmqLink,
)
from services.sandbox_client.remote import RemoteReport, RemoteWorker, RemoteWorkers
from services.sandbox_client.settings import DEFAULT_SETTINGS, PoolSettings
from services.sandbox_client.spawn import Spawner

log = logging.getLogger(__name__)

class LoadError(Exception):
    """The code did not load (syntax, top-level error, limits); ``failure`` says why."""

    def __init__(self, failure: p.SandboxFailure) -> None:
        where = f" (line {failure.line})" if failure.line else ""
        super().__init__(f"{failure.kind}: {failure.message}{where}")
        self.failure = failure


class _Timeout(Exception):
    pass


class WorkerPool:
    """Runs the companion's ticks on a set of sandbox workers (see the module docstring)."""

    def __init__(
        self,
        ctx: zmq.Context | None,
        endpoints: Sequence[str],
        settings: PoolSettings = DEFAULT_SETTINGS,
        *,
        spawner: Spawner | None = None,
        on_overrun: Callable[[int, int], None] | None = None,
        clock: Callable[[], float] = time.monotonic,
        link_factory: Callable[[int, str], Link] | None = None,
        remote: Sequence[str] = (),
        curve: CurveKeys | None = None,
        on_remote: RemoteReport | None = None,
    ) -> None:
        if not endpoints:
            raise ValueError("a worker pool needs at least one endpoint")
        self.settings = settings
        self.spawner = spawner
        # Without a supervisor, an overrun worker is replaced here; with one, it is told which
        # worker (index) and which process (pid, 0 when not known) missed the deadline.
        if on_overrun is None and spawner is not None:

            def on_overrun(index: int, pid: int) -> None:
                spawner.replace(index)

        self.on_overrun = on_overrun
        self.clock = clock
        limits = settings.limits
        self._limits_wire = {f.name: getattr(limits, f.name) for f in dataclasses.fields(limits)}
        # One for all the lanes: the game's one thread waits on one of them at a time.
        self.spin = AdaptiveSpin(settings.spin_us, settings.spin_adapt)
        self._links = self._make_links(ctx, endpoints, remote, link_factory, curve)
        self._remote = RemoteWorkers(self._links, on_remote=on_remote,
                                     retry_s=settings.remote_retry_s, ping=self._ping,
                                     take_down=self._take_down)
        kinds = sorted({type(link).__name__ for link in self._links})
        log.info("%d sandbox worker link(s): %s", len(self._links), ", ".join(kinds))
        self._code: tuple[str, str] | None = None  # (code, code_id)
        # The worker (index, instance) holding the memory of the last turn, and the token that
        # turn gave it (CompanionTurn.memory_token; a world that kept it has the same token).
        self._holder: tuple[int, str, str] | None = None
        self._turns = 0
        self._maze: tuple[tuple[str, ...], str] = ((), "")
        self._started = False

    def start(self) -> WorkerPool:
        """Start the workers this pool spawns (with a spawner) and ask every worker whether it
        is there; the pool, for ``WorkerPool(...).start()``."""
        if self._started:
            return self
        self._started = True
        now = self.clock()
        for link in self._links:
            link.down_since = now
            if link.remote:
                self._remote.report(link, "connecting")
            elif self.spawner is not None:
                self.spawner.start(link.index, link.endpoint)
            self._ping(link, now)
        return self

    def _make_links(self, ctx: zmq.Context | None, endpoints: Sequence[str],
                    remote: Sequence[str], factory: Callable[[int, str], Link] | None,
                    curve: CurveKeys | None) -> list[Link]:
        """One link a worker: the local ones by index, then the remote ones."""
        settings = self.settings

        def default_link(index: int, endpoint: str) -> Link:
            # The lane is a Unix socket: only an ipc:// endpoint has one, never a tcp:// one.
            path = lane.lane_path(endpoint) if settings.transport == "seqpacket" else None
            if path is not None:
                return LaneLink(index, endpoint, path, settings.max_message_bytes, self.spin)
            if ctx is None:
                raise ValueError(f"{endpoint} has no lane: a ZeroMQ context is needed")
            return ZmqLink(ctx, index, endpoint, settings.max_message_bytes, curve)

        make = factory or default_link
        links = [make(i, endpoint) for i, endpoint in enumerate(endpoints)]
        for i, endpoint in enumerate(remote, start=len(links)):
            link = make(i, endpoint)
            link.remote = True
            links.append(link)
        return links

    @classmethod
    def from_config(
        cls,
        cfg: Config,
        ctx: zmq.Context,
        *,
        spawner: Spawner | None = None,
        on_overrun: Callable[[int, int], None] | None = None,
        workers: int | None = None,
        on_remote: RemoteReport | None = None,
    ) -> WorkerPool:
        """Workers at ``cfg.endpoint("sandbox", index=i)`` for the supervisor's pool size, then
        ``network.remote_sandbox_workers``. Raises ConfigError for unusable Curve keys."""
        count = workers if workers is not None else cfg.supervisor.sandbox_pool_size
        return cls(
            ctx,
            [cfg.endpoint("sandbox", index=i) for i in range(count)],
            PoolSettings.from_config(cfg),
            spawner=spawner,
            on_overrun=on_overrun,
            remote=cfg.network.remote_sandbox_workers,
            curve=load_curve(cfg.network),
            on_remote=on_remote,
        )

    # -- state ------------------------------------------------------------------------------

    @property
    def code_id(self) -> str | None:
        return None if self._code is None else self._code[1]

    def ready_workers(self) -> list[int]:
        self._tend()
        return [link.index for link in self._links if link.ready]

    def transports(self) -> list[str]:
        """How each worker is reached, by index: lane, zeromq (or in-process)."""
        return [link.KIND for link in self._links]

    def remote_workers(self) -> list[RemoteWorker]:
        """Each remote worker's state, in the order of the configuration."""
        return self._remote.states()

    def wait_ready(self, timeout_s: float, count: int = 1) -> bool:
        """Wait until ``count`` workers answer (at most ``timeout_s``)."""
        deadline = self.clock() + timeout_s
        while True:
            if len(self.ready_workers()) >= count:
                return True
            left = deadline - self.clock()
            if left <= 0:
                return False
            self._wait_any(min(left, 0.05))

    # -- the game's calls -------------------------------------------------------------------

    def load(self, code: str, code_id: str) -> None:
        """Make ``code`` the companion's code. Raises LoadError when it does not load.

        It is tried on a worker at once; if none answers within the load timeout the code is
        kept anyway and loaded (and its errors reported) by the next tick.
        """
        problem = None if is_bytecode(code) else source_problem(code)
        if problem is not None:
            raise LoadError(explain("encoding", problem, None, self.settings.limits))
        size = len(code.encode("utf-8"))
        if size > self.settings.limits.max_source_bytes:
            raise LoadError(explain("source_limit", str(size), None, self.settings.limits))
        previous, self._code = self._code, (code, code_id)
        self._tend()
        link = self._pick()
        if link is None:
            log.warning(
                "no sandbox worker is ready; code %s will be loaded by the next tick", code_id
            )
            return
        rid = new_request_id("l")
        try:
            link.send(
                p.SandboxLoad(request_id=rid, code_id=code_id, code=code, limits=self._limits_wire)
            )
            reply = self._await(link, rid, self.clock() + self.settings.load_timeout_ms / 1000)
        except WorkerLost as exc:
            self._lost(link, exc)
            return
        except _Timeout:
            self._abandon(link, "load")
            log.warning("sandbox worker %d did not load code %s in time", link.index, code_id)
            return
        if isinstance(reply, p.SandboxLoaded):
            if reply.error is not None:
                self._code = previous
                raise LoadError(reply.error)
            link.code_id, link.instance = code_id, reply.instance
            return
        self._code = previous
        raise LoadError(self._remote_failure(reply))

    def unload(self) -> None:
        self._code = None

    def tick(self, world: World, deadline_ms: int | None = None) -> CompanionTurn | None:
        """Run the companion's code once on ``world``; None when no code is loaded.

        A worker found gone (a lane's end of file) is replaced for this same tick by the next
        ready one, within the deadline; a silent one costs the tick.
        """
        if self._code is None:
            self._tend()  # workers that came (back) are noticed and reported all the same
            return None
        started = self.clock()
        budget_ms = deadline_ms or self.settings.deadline_ms
        deadline = started + budget_ms / 1000
        self._tend()
        link = self._ready_link(deadline)
        if link is None:
            return self._no_turn(
                world, started, "worker_lost", f"no sandbox worker was ready within {budget_ms} ms"
            )
        state = msgpack.packb(flat_state(world))
        maze = self._maze_of(world)
        lost: list[int] = []
        while True:
            try:
                return self._tick_on(link, world, state, maze, started, deadline, budget_ms)
            except WorkerLost as exc:
                self._lost(link, exc)
                lost.append(link.index)
            next_link = self._ready_link(deadline, exclude=lost)
            if next_link is None:
                return self._no_turn(world, started, "worker_lost", f"sandbox worker {lost[0]} "
                                     "has gone and no other answered in time", worker=lost[0])
            link = next_link

    def _tick_on(
        self,
        link: Link,
        world: World,
        state: bytes,
        maze: tuple[tuple[str, ...], str],
        started: float,
        deadline: float,
        budget_ms: int,
    ) -> CompanionTurn:
        maze_rows, mhash = maze
        resend = False
        for _attempt in range(2):
            load_rid, tick_msg = self._requests(link, world, state, maze_rows, mhash, resend)
            try:
                reply = self._await(link, tick_msg.request_id, deadline, load_rid)
            except _Timeout:
                self._abandon(link, "tick")
                fate = "it has left the pool" if link.remote else "it is being replaced"
                return self._no_turn(
                    world,
                    started,
                    "timeout",
                    f"sandbox worker {link.index} did not answer within {budget_ms} ms; {fate}",
                    worker=link.index,
                )
            if isinstance(reply, p.SandboxTickResult):
                return self._turn(link, reply, started, mhash)
            if isinstance(reply, p.SandboxLoaded) and reply.error is not None:
                # The code failed to load on this worker.
                return self._no_turn(world, started, reply.error.kind, reply.error.message,
                                     worker=link.index, line=reply.error.line)
            if (
                isinstance(reply, p.ErrorReply)
                and reply.code == p.SANDBOX_NEED_STATE
                and not resend
            ):
                log.info("sandbox worker %d needs the full state: %s", link.index, reply.message)
                resend = True
                continue
            link.instance = link.code_id = link.maze_hash = ""
            failure = self._remote_failure(reply)
            return self._no_turn(world, started, failure.kind, failure.message, worker=link.index)
        raise AssertionError("unreachable")

    def close(self) -> None:
        for link in self._links:
            link.close()
        self.spin.close()
        if self.spawner is not None:
            self.spawner.close()

    # -- one tick ---------------------------------------------------------------------------

    def _requests(
        self,
        link: Link,
        world: World,
        state: bytes,
        maze_rows: tuple[str, ...],
        mhash: str,
        resend: bool,
    ) -> tuple[str, p.SandboxTick]:
        code, code_id = self._code  # type: ignore[misc]
        load_rid = ""
        if resend or link.code_id != code_id:
            load_rid = new_request_id("l")
            link.send(
                p.SandboxLoad(
                    request_id=load_rid, code_id=code_id, code=code, limits=self._limits_wire
                )
            )
        holds_memory = (
            not resend
            and link.instance != ""
            and world.memory_token != ""
            and self._holder == (link.index, link.instance, world.memory_token)
        )
        msg = p.SandboxTick(
            request_id=new_request_id("t"),
            code_id=code_id,
            seed=tick_seed(self.settings.game_seed, world.tick),
            state=state,
            maze_hash=mhash,
            maze=list(maze_rows) if resend or link.maze_hash != mhash else None,
            memory=None if holds_memory else msgpack.packb(world.companion_memory),
            instance=link.instance if holds_memory else "",
        )
        link.send(msg)
        return load_rid, msg

    def _turn(
        self, link: Link, reply: p.SandboxTickResult, started: float, mhash: str
    ) -> CompanionTurn:
        memory = msgpack.unpackb(reply.memory, raw=False)
        if link.instance and reply.instance != link.instance:
            link.pid = 0  # another process answers on this endpoint now; its pid is unknown
        link.instance, link.code_id, link.maze_hash = reply.instance, reply.code_id, mhash
        self._turns += 1
        token = f"{link.index}:{reply.instance}:{self._turns}"
        self._holder = (link.index, reply.instance, token)
        return CompanionTurn(
            actions=reply.actions,
            status=reply.status,
            memory=memory,
            done=reply.done,
            error=reply.error,
            log=reply.log,
            gave_up=reply.gave_up,
            ms=(self.clock() - started) * 1000,
            code_id=reply.code_id,
            worker=link.index,
            memory_token=token,
        )

    def _no_turn(
        self,
        world: World,
        started: float,
        kind: str,
        message: str,
        *,
        worker: int = -1,
        line: int | None = None,
    ) -> CompanionTurn:
        return CompanionTurn(
            actions=[],
            status="",
            memory=world.companion_memory,
            done=False,
            error=p.SandboxFailure(kind=kind, message=message, line=line),
            ms=(self.clock() - started) * 1000,
            code_id=self.code_id or "",
            worker=worker,
        )

    @staticmethod
    def _remote_failure(reply: p.Message) -> p.SandboxFailure:
        if isinstance(reply, p.ErrorReply):
            return p.SandboxFailure(kind="internal", message=f"{reply.code}: {reply.message}")
        return p.SandboxFailure(kind="internal", message=f"unexpected reply {reply.KIND}")

    def _maze_of(self, world: World) -> tuple[tuple[str, ...], str]:
        rows, mhash = self._maze
        if world.maze is not rows and world.maze != rows:
            rows, mhash = world.maze, maze_hash(world.maze)
            self._maze = (rows, mhash)
        return rows, mhash

    def _await(self, link: Link, rid: str, deadline: float, load_rid: str = "") -> p.Message:
        """The reply to ``rid`` (or a failed load ``load_rid``); stale replies are dropped."""
        while True:
            left_ms = int((deadline - self.clock()) * 1000)
            if left_ms <= 0:
                raise _Timeout()
            reply = link.receive(left_ms)
            if reply is None:
                raise _Timeout()
            if reply.request_id == rid:
                return reply
            if load_rid and reply.request_id == load_rid:
                if isinstance(reply, p.SandboxLoaded) and reply.error is not None:
                    return reply
                if isinstance(reply, p.ErrorReply):
                    return reply
                link.code_id = self.code_id or ""

    # -- worker health ----------------------------------------------------------------------

    def _pick(self, exclude: Sequence[int] = ()) -> Link | None:
        """The worker for the next request: the one holding the world's memory, else one with
        the code, else any; a local one whenever one is ready, a remote one only when none is."""
        if self._holder is not None and self._holder[0] not in exclude:
            link = self._links[self._holder[0]]
            if link.ready and not link.remote:
                return link
        ready = [link for link in self._links if link.ready and link.index not in exclude]
        group = [link for link in ready if not link.remote] or ready
        if self._holder is not None:
            for link in group:
                if link.index == self._holder[0]:
                    return link
        code_id = self.code_id
        for link in group:
            if link.code_id == code_id:
                return link
        return group[0] if group else None

    def _ready_link(self, deadline: float, exclude: Sequence[int] = ()) -> Link | None:
        """A ready worker (not one of ``exclude``), waiting until ``deadline`` for one to answer
        its ping: a replacement that has just started is worth a few milliseconds."""
        while True:
            link = self._pick(exclude)
            if link is not None:
                return link
            left = deadline - self.clock()
            if left <= 0:
                return None
            self._wait_any(min(left, 0.01))
            self._tend()

    def _abandon(self, link: Link, what: str) -> None:
        """Give up on a worker that missed a deadline: fresh socket, not ready until it pings.
        A remote one, which cannot be killed and replaced from here, leaves the pool."""
        now = self.clock()
        if link.remote:
            self._remote.drop(link, what, now)
            return
        log.warning("sandbox worker %d missed its %s deadline; abandoning it", link.index, what)
        pid = link.pid
        self._take_down(link, now)
        if self.on_overrun is not None:
            try:
                self.on_overrun(link.index, pid)
            except Exception:
                log.exception("reporting the overrun of sandbox worker %d failed", link.index)
        self._ping(link, now)

    def _lost(self, link: Link, exc: Exception) -> None:
        """A worker that has gone: not ready until its replacement answers a ping. Nothing is
        reported: the supervisor (or the spawner, on the next tend) sees the death itself."""
        log.warning("%s; moving on without it", exc)
        now = self.clock()
        self._take_down(link, now)
        self._ping(link, now)

    def _take_down(self, link: Link, now: float) -> None:
        """A fresh connection (nothing queued on the old one arrives), not ready, not the owner
        of the world's memory any more."""
        link.connect()
        link.ready = False
        link.down_since = now
        if self._holder is not None and self._holder[0] == link.index:
            self._holder = None

    def _ping(self, link: Link, now: float) -> None:
        link.ping_id = new_request_id("p")
        link.ping_at = now
        ping = p.Ping(request_id=link.ping_id)
        try:
            link.send(ping)
        except WorkerLost:
            link.send(ping)  # now unconnected: kept for the worker that listens next

    def _tend(self) -> None:
        """Notice dead workers, and bring back those that answer their ping."""
        if not self._started:
            raise RuntimeError("the worker pool is used before start()")
        now = self.clock()
        for link in self._links:
            if link.remote:
                self._remote.tend(link, now)
                continue
            if self.spawner is not None and not self.spawner.alive(link.index):
                log.warning("sandbox worker %d has died; starting a new one", link.index)
                self.spawner.replace(link.index)
                self._take_down(link, now)
                self._ping(link, now)
                continue
            if link.ready:
                continue
            try:
                while (reply := link.receive(0)) is not None:
                    if isinstance(reply, p.Pong) and reply.request_id == link.ping_id:
                        link.ready, link.pid = True, reply.pid
                        log.info("sandbox worker %d is ready (pid %d)", link.index, reply.pid)
                        break
            except WorkerLost:
                self._ping(link, now)  # the connection went; ping whoever listens next
            if link.ready:
                continue
            if (
                self.spawner is not None
                and now - link.down_since > 2 * self.settings.limits.watchdog_ms / 1000 + 5
            ):
                log.warning(
                    "sandbox worker %d has not answered for %.1f s; replacing it",
                    link.index,
                    now - link.down_since,
                )
                self.spawner.replace(link.index)
                link.connect()
                link.down_since = now
                self._ping(link, now)
            elif now - link.ping_at > PING_EVERY_S:
                link.connect()
                self._ping(link, now)

    def _wait_any(self, timeout_s: float) -> None:
        poller = zmq.Poller()
        unconnected = False
        for link in self._links:
            if link.ready or link.dropped:
                continue
            pollable = link.pollable()
            if pollable is None:
                unconnected = True
            else:
                poller.register(pollable, zmq.POLLIN)
        if unconnected:  # a link that is not connected yet tries again this often
            timeout_s = min(timeout_s, RECONNECT_IVL_MS / 1000)
        if poller.sockets:
            poller.poll(int(timeout_s * 1000))
        else:
            time.sleep(timeout_s)
