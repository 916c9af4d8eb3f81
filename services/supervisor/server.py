"""The supervisor service: starts every Procfile process and keeps it running.

A thin loop (zguide's ``mediate()``, the one service loop of ``base.service_loop``) around
``services.supervisor.core.Supervisor``: it waits on the control socket (a ROUTER answering
status, restart, stop, heartbeat, worker_overran), the children's output pipes and the loop's
waker, which signal handlers write (SIGCHLD wakes it the moment a child dies), then lets the
core do its time-driven work and publishes the core's events on a PUB socket. ``dungeon up``
(services/cli/supervisor.py) is the way to start it.
"""

from __future__ import annotations

import functools
import logging
import math
import os
import signal
import threading
import time

import zmq

from base import protocol
from base.curve import CurveKeys
from base.protocol import (
    Message,
    Ping,
    Pong,
    RemoteWorkerNoted,
    RemoteWorkerReport,
    RemoteWorkerStatus,
    SupervisorEvent,
    SupervisorHeartbeat,
    SupervisorHeartbeatAck,
    SupervisorRestart,
    SupervisorRestartResult,
    SupervisorStatus,
    SupervisorStatusResult,
    SupervisorStop,
    SupervisorStopResult,
    WorkerOverran,
    WorkerOverranResult,
)
from base.service_loop import ServiceLoop
from base.transport import EndpointError, RpcServer, bind
from config.curve_keys import load_curve
from config.settings import Config, ConfigError
from services.supervisor.core import Policy, ShuttingDown, Supervisor, UnknownService
from services.supervisor.logs import last_error
from services.supervisor.output import Console, OutputRouter
from services.supervisor.pidfile import AlreadyRunning, PidFile, pid_path
from services.supervisor.plan import ServicePlan
from services.supervisor.startup import Endpoints, StartError, endpoint_in_use, endpoints_for

log = logging.getLogger(__name__)

# The loop wakes at least this often even with nothing due (cheap: one poll, no syscalls else).
MAX_POLL_S = 1.0


class SupervisorServer:
    """The socket edge around the core. ``run()`` returns the exit code once all has stopped."""

    def __init__(
        self,
        core: Supervisor,
        ctx: zmq.Context,
        endpoints: Endpoints,
        output: OutputRouter,
        *,
        max_message_bytes: int = protocol.DEFAULT_MAX_MESSAGE_BYTES,
        curve: CurveKeys | None = None,
        func_out_file: str = "",
    ) -> None:
        self.core = core
        self.func_out_file = func_out_file  # shown in status: where the agent writes functions
        self.output = output
        self.server = RpcServer(
            ctx,
            endpoints.control,
            name="supervisor",
            max_message_bytes=max_message_bytes,
            curve=curve,
        )
        self.pub = ctx.socket(zmq.PUB)
        try:
            self.pub_guard = bind(self.pub, endpoints.pub, max_message_bytes=max_message_bytes,
                                  curve=curve)
        except Exception:
            self.server.close()
            self.pub.close(linger=0)
            raise
        self.loop = ServiceLoop(self.server, lambda _peer, msg: self.handle(msg),
                                after_each=lambda _request, _reply: self._after_core())
        self._signals: list[int] = []
        self._interrupts = 0
        # The game's sandbox workers on other hosts: endpoint -> (state, reason, reported at).
        self.remote_workers: dict[str, tuple[str, str, float]] = {}

    # ---------------------------------------------------------------------------------------

    def handle(self, msg: Message) -> Message:
        rid = msg.request_id
        core = self.core
        try:
            if isinstance(msg, SupervisorHeartbeat):
                core.heartbeat(msg.service, msg.pid, msg.interval_ms / 1000, ready=msg.ready,
                               note=msg.note)
                return SupervisorHeartbeatAck(request_id=rid)
            if isinstance(msg, SupervisorStatus):
                return SupervisorStatusResult(
                    request_id=rid,
                    pid=os.getpid(),
                    uptime_s=round(core.clock() - core.started_at, 3),
                    stopping=core.stopping,
                    services=core.status(),
                    remote_workers=[
                        RemoteWorkerStatus(endpoint=endpoint, state=state, reason=reason,
                                           age_s=round(core.clock() - at, 3))
                        for endpoint, (state, reason, at) in self.remote_workers.items()
                    ],
                    func_out_file=self.func_out_file,
                )
            if isinstance(msg, RemoteWorkerReport):
                if msg.state == "dropped":
                    log.warning("the game dropped remote sandbox worker %s: %s",
                                msg.endpoint, msg.reason)
                self.remote_workers[msg.endpoint] = (msg.state, msg.reason, core.clock())
                return RemoteWorkerNoted(request_id=rid)
            if isinstance(msg, WorkerOverran):
                killed, spares = core.worker_overran(msg.index, msg.pid, msg.reason)
                return WorkerOverranResult(request_id=rid, killed=killed, spares=spares)
            if isinstance(msg, SupervisorRestart):
                return SupervisorRestartResult(request_id=rid, names=core.restart(msg.name))
            if isinstance(msg, SupervisorStop):
                log.info("stop requested over the control socket")
                core.stop_all()
                return SupervisorStopResult(request_id=rid, pid=os.getpid())
            if isinstance(msg, Ping):
                return Pong(request_id=rid, service="supervisor", pid=os.getpid())
        except UnknownService as exc:
            return protocol.error_reply(rid, protocol.NOT_FOUND, exc.message)
        except ShuttingDown as exc:
            return protocol.error_reply(rid, protocol.REFUSED, str(exc))
        return protocol.error_reply(
            rid, protocol.UNEXPECTED, f"the supervisor does not answer {msg.KIND!r}"
        )

    # ---------------------------------------------------------------------------------------

    def run(self) -> int:
        # A signal wakes the loop (its handler only records it; the loop acts).
        restore = self._install_signals(self.loop.waker.write_fd)
        try:
            self.core.start()
            self._after_core()
            while not self.core.all_stopped():
                self.loop.turn(self._timeout_ms())  # children's output, then requests
                self._take_signals()
                self.core.poll()
                self._after_core()
            # Children are gone; take what their pipes still hold (without waiting for anything
            # that escaped its group and still holds a pipe open).
            for fd in self.output.fds():
                while self._read_output(fd):
                    pass
        except BaseException:
            # A bug here must not leave children running unsupervised until we exit.
            self._kill_all_now()
            raise
        finally:
            restore()
        log.info("all services stopped")
        return 0

    def _kill_all_now(self, timeout_s: float = 3.0) -> None:
        self.core.force_stop()
        deadline = time.monotonic() + timeout_s
        while not self.core.all_stopped() and time.monotonic() < deadline:
            time.sleep(0.02)
            self.core.poll()

    def close(self) -> None:
        for fd in self.output.fds():
            self._close_output(fd)
        self.output.close()
        self.loop.close()
        self.server.close()
        if self.pub_guard is not None:
            self.pub_guard.close()
        self.pub.close(linger=0)

    def _timeout_ms(self) -> int:
        deadline = self.core.next_deadline()
        wait = MAX_POLL_S
        if deadline is not None:
            wait = min(max(deadline - self.core.clock(), 0.0), MAX_POLL_S)
        return max(math.ceil(wait * 1000), 0)

    def _after_core(self) -> None:
        for event in self.core.drain_events():
            self._publish(event)

    def _publish(self, event: SupervisorEvent) -> None:
        if event.event == "spawned":
            child = self.core.services[event.service].child
            fd = child.output_fd if child is not None else None
            if child is not None and fd is not None and fd not in self.output.fds():
                self.output.attach(event.service, fd, child.close_output)
                self.loop.watch(fd, functools.partial(self._read_output, fd))
        if event.event != "ready":
            pid = f" (pid {event.pid})" if event.pid else ""
            detail = f": {event.detail}" if event.detail else ""
            self.output.note(event.service, f"{event.event}{pid}{detail}")
        try:
            self.pub.send_multipart(
                [event.service.encode(), protocol.encode(event)], zmq.NOBLOCK
            )
        except zmq.Again:
            pass

    def _read_output(self, fd: int) -> bool:
        """True when a chunk was copied; closes the pipe at its end."""
        got = self.output.read(fd)
        if got is False:
            self._close_output(fd)
        return bool(got)

    def _close_output(self, fd: int) -> None:
        self.loop.unwatch(fd)  # before the number is closed and perhaps reused
        self.output.detach(fd)

    # ---------------------------------------------------------------------------------------
    # Signals: handlers only record; the loop acts.

    def _install_signals(self, wake_fd: int):
        if threading.current_thread() is not threading.main_thread():
            return lambda: None  # tests may run the loop in a thread; the child exits poll anyway
        old_wakeup = signal.set_wakeup_fd(wake_fd, warn_on_full_buffer=False)
        previous = {
            sig: signal.signal(sig, self._on_signal)
            for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGCHLD)
        }

        def restore() -> None:
            for sig, handler in previous.items():
                signal.signal(sig, handler)
            signal.set_wakeup_fd(old_wakeup)

        return restore

    def _on_signal(self, signum: int, frame: object) -> None:
        if signum != signal.SIGCHLD:
            self._signals.append(signum)

    def _take_signals(self) -> None:
        while self._signals:
            signum = self._signals.pop(0)
            if signum == signal.SIGINT:
                self._interrupts += 1
            if self._interrupts >= 2:
                log.warning("second interrupt: killing every service now")
                self.core.force_stop()
            elif not self.core.stopping:
                log.info("%s: stopping every service (Ctrl-C again to force)",
                         signal.Signals(signum).name)
                self.core.stop_all()


def serve(cfg: Config, plans: list[ServicePlan], *, console: Console | None = None) -> int:
    """Run the supervisor until it is stopped; StartError for anything a user must fix."""
    endpoints = endpoints_for(cfg)
    pidfile = PidFile(pid_path(cfg.data_dir))
    try:
        stale = pidfile.acquire()
    except AlreadyRunning as exc:
        raise StartError(f"{exc}; `dungeon status` shows it, `dungeon down` stops it") from None
    except OSError as exc:
        raise StartError(f"cannot write the pid file {pidfile.path}: {exc.strerror}") from None
    if stale:
        log.warning("replaced a stale pid file (pid %d is not a running supervisor)", stale)
    ctx = zmq.Context()
    server = None
    try:
        for endpoint in (endpoints.control, endpoints.pub):
            if endpoint_in_use(ctx, endpoint):
                raise StartError(
                    f"{endpoint} is in use by another process; stop it or change "
                    "[network] supervisor_endpoint / supervisor_pub_endpoint"
                )
        output = OutputRouter(
            cfg.data_dir,
            max_bytes=cfg.supervisor.log_max_bytes,
            backups=cfg.supervisor.log_backups,
            console=console,
        )
        core = Supervisor(plans, Policy.from_config(cfg.supervisor),
                          last_words=lambda name: last_error(cfg.data_dir, name))
        try:
            curve = load_curve(cfg.network)
        except ConfigError as exc:
            raise StartError(str(exc)) from None
        try:
            server = SupervisorServer(
                core, ctx, endpoints, output, max_message_bytes=cfg.network.max_message_bytes,
                curve=curve, func_out_file=cfg.agent.func_out_file,
            )
        except EndpointError as exc:
            raise StartError(
                f"{exc}; is another supervisor or program using it? Stop it or change "
                "[network] supervisor_endpoint / supervisor_pub_endpoint"
            ) from None
        log.info(
            "pid %d: %d services; control %s; logs in %s",
            os.getpid(), len(plans), endpoints.control, cfg.data_dir / "logs",
        )
        return server.run()
    finally:
        if server is not None:
            server.close()
        ctx.destroy(linger=0)
        pidfile.release()
