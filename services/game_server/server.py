"""The game service: owns the world, runs the tick loop, answers clients, publishes frames.

A thin loop around ``GameSession``: poll the ROUTER until the next tick is due, answer what came
in, tick, publish the frame on the PUB socket, checkpoint every N ticks, at once when the order
or its code changed (a client's order, the agent's answer), and on shutdown. No turn of the loop
runs longer than about twice game.max_request_ms, so the heartbeat goes out whatever clients ask.

Run it with ``python -m services.game_server [--config FILE] [--set section.key=value]``.
"""

from __future__ import annotations

import gc
import logging
import os
import threading
import time
from collections.abc import Callable
from pathlib import Path

import zmq

from base import protocol as p
from base.curve import CurveKeys
from base.heartbeat import ENV_ENDPOINT, Heartbeat
from base.service_loop import ServiceLoop
from base.service_main import CONFIG_EXIT, on_stop_signals, service_args
from base.transport import (
    EndpointError,
    EndpointRefused,
    RpcServer,
    bind,
    connect,
    new_request_id,
)
from config.curve_keys import load_curve
from config.settings import Config, ConfigError, load_config
from game.maps import MapError
from services.game_server import checkpoint
from services.game_server.agent_link import AgentLink
from services.game_server.order_life import AgentEvent
from services.game_server.seams import CompanionDriver, IdleCompanion, NoAgent, OrderSink
from services.game_server.session import GameSession
from services.sandbox_client.pool import WorkerPool
from services.sandbox_client.spawn import LocalSpawner

log = logging.getLogger(__name__)

FRAME_TOPIC = b"frame"
MAX_REQUESTS_PER_TURN = 100
WORKERS_READY_TIMEOUT_S = 15  # keep ticking on time even under a flood of requests


class OverrunReporter:
    """Tells the supervisor which sandbox worker missed its deadline (it kills and replaces
    it), and how the remote workers fare (it shows them in `dungeon status`); fire and forget,
    so the game never waits on the supervisor."""

    def __init__(self, ctx: zmq.Context, endpoint: str, curve: CurveKeys | None = None) -> None:
        self.socket = ctx.socket(zmq.DEALER)
        self.socket.setsockopt(zmq.LINGER, 0)
        self.socket.setsockopt(zmq.SNDHWM, 16)
        connect(self.socket, endpoint, curve)

    def __call__(self, index: int, pid: int = 0) -> None:
        msg = p.WorkerOverran(
            request_id=new_request_id("o"), index=index, pid=pid, reason="missed its tick deadline"
        )
        self._send(msg, f"that sandbox worker {index} overran")

    def remote(self, endpoint: str, state: str, reason: str) -> None:
        msg = p.RemoteWorkerReport(
            request_id=new_request_id("o"), endpoint=endpoint, state=state, reason=reason
        )
        self._send(msg, f"that remote sandbox worker {endpoint} is {state}")

    def _send(self, msg: p.Message, what: str) -> None:
        try:
            self.socket.send(p.encode(msg), zmq.NOBLOCK)
        except zmq.Again:
            log.warning("could not tell the supervisor %s", what)
        while self.socket.poll(0):
            self.socket.recv()  # replies carry nothing the game needs

    def close(self) -> None:
        self.socket.close(linger=0)


def build_driver(
    cfg: Config, ctx: zmq.Context, config_file: str | None, overrides: list[str]
) -> WorkerPool:
    """Sandbox workers for the companion: the supervisor's pool when supervised, else our own."""
    supervisor = os.environ.get(ENV_ENDPOINT)
    if supervisor:
        reporter = OverrunReporter(ctx, supervisor, load_curve(cfg.network))
        return WorkerPool.from_config(cfg, ctx, on_overrun=reporter,
                                      on_remote=reporter.remote).start()
    spawner = LocalSpawner(
        config_file=config_file, overrides=overrides, supervisor=cfg.supervisor, quiet=True
    )
    return WorkerPool.from_config(cfg, ctx, spawner=spawner).start()


STATE_CHANGING_REQUESTS = (p.GameOrder, p.GameLoadCode, p.GameReset)


def checkpoint_path(cfg: Config) -> Path:
    return cfg.data_dir / "game" / "checkpoint.msgpack"


class GameServer:
    def __init__(
        self,
        cfg: Config,
        *,
        ctx: zmq.Context | None = None,
        driver: CompanionDriver | None = None,
        orders: OrderSink | None = None,
        agent_link: AgentLink | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.cfg = cfg
        self.ctx = ctx or zmq.Context.instance()
        self.clock = clock
        self.stop_event = threading.Event()
        self.endpoint = cfg.endpoint("game")
        self.pub_endpoint = cfg.endpoint("game_pub")
        self.curve = load_curve(cfg.network)
        self.rpc = RpcServer(
            self.ctx,
            self.endpoint,
            name="game",
            max_message_bytes=cfg.network.max_message_bytes,
            curve=self.curve,
        )
        self.loop = ServiceLoop(self.rpc, lambda _peer, msg: self.session.handle(msg),
                                after_each=self._saved_before_reply,
                                budget_s=cfg.game.max_request_ms / 1000,
                                max_per_turn=MAX_REQUESTS_PER_TURN, clock=clock)
        self.pub = self.ctx.socket(zmq.PUB)
        try:
            self.pub_guard = bind(self.pub, self.pub_endpoint,
                                  max_message_bytes=cfg.network.max_message_bytes,
                                  curve=self.curve)
        except EndpointError:
            self.loop.close()
            self.rpc.close()
            self.pub.close(linger=0)
            raise
        self.session = GameSession(
            cfg.game,
            driver=driver or IdleCompanion(),
            orders=orders or agent_link or NoAgent(),
            pub_endpoint=self.pub_endpoint,
            on_frame=self._publish,
            clock=clock,
        )
        self.agent_link = agent_link
        self.checkpoint_file = checkpoint_path(cfg)
        self.resume_note = self._resume()
        self.last_saved = self.session.world.tick
        self.saved_changes = self.session.changes
        # An order the agent was writing when the game stopped: its answer went to the game
        # that died, so ask again.
        self.session.resume_order()

    def _resume(self) -> str:
        try:
            state = checkpoint.load(self.checkpoint_file)
        except checkpoint.CheckpointError as exc:
            log.error("%s", exc)
            self.session.world.status = (
                f"The saved game was unreadable and was set aside ({exc.moved_to.name})."
            )
            return str(exc)
        if state is None:
            return "new game"
        try:
            self.session.restore(state)  # changes nothing unless all of it can be restored
        except Exception as exc:
            moved = self.checkpoint_file.with_name(
                self.checkpoint_file.name + f".corrupt-{time.strftime('%Y%m%d-%H%M%S')}"
            )
            self.checkpoint_file.replace(moved)
            log.error("checkpoint %s could not be restored (%r); moved to %s",
                      self.checkpoint_file, exc, moved)
            # Told like an unreadable one: the player must know the game started over.
            self.session.world.status = (
                f"The saved game could not be restored and was set aside ({moved.name})."
            )
            return f"checkpoint set aside: {exc!r}"
        log.info("resumed from %s at tick %d", self.checkpoint_file, self.session.world.tick)
        return f"resumed at tick {self.session.world.tick}"

    def _publish(self, frame: p.Frame) -> None:
        data = p.encode(p.GameFrame(frame=frame))
        try:
            self.pub.send_multipart([FRAME_TOPIC, data], zmq.NOBLOCK)
        except zmq.Again:
            pass

    def save(self) -> None:
        try:
            checkpoint.save(self.checkpoint_file, self.session.checkpoint())
        except OSError as exc:
            # A full disk must not stop the game: keep playing, keep the last good checkpoint.
            log.error("checkpoint not written (%s); the previous one is kept", exc)

    def serve_requests(self) -> None:
        """Answer what is waiting, until the turn has used game.max_request_ms: what is left
        waits for the next turn, after the heartbeat and the tick that are due."""
        self.loop.answer_waiting()

    def _saved_before_reply(self, request: p.Message, reply: p.Message | None) -> None:
        # A due checkpoint is written before the reply goes out: what a client was told has
        # happened survives a kill -9 that follows.
        self.save_if_due(force=isinstance(request, STATE_CHANGING_REQUESTS))

    def save_if_due(self, force: bool = False) -> None:
        """Checkpoint every N ticks, and at once after a request that changed the game without
        ticking it (an order, loaded code, a reset) or when the order or its code changed (the
        agent's answer, an order done or failing): those are rare and must not be lost."""
        every = self.cfg.game.checkpoint_every_ticks
        changed = self.session.changes != self.saved_changes
        if force or changed or self.session.world.tick - self.last_saved >= every:
            self.save()
            self.last_saved = self.session.world.tick
            self.saved_changes = self.session.changes

    def run(self) -> None:
        interval = self.cfg.game.tick_interval_ms / 1000
        next_tick = self.clock() + interval
        link = self.agent_link
        if link is not None:
            self.loop.watch(link.socket, lambda: self._agent_said(link.on_readable()))
        heartbeat = Heartbeat.from_env(ctx=self.ctx, curve=self.curve)
        log.info("game service on %s, frames on %s (%s)",
                 self.endpoint, self.pub_endpoint, self.resume_note)
        try:
            while not self.stop_event.is_set():
                manual = self.session.manual_ticks
                wait_ms = 200 if manual else max(0, int((next_tick - self.clock()) * 1000))
                tick_before = self.session.world.tick
                self.loop.turn(min(wait_ms, 200))  # the agent's word first, then requests
                if self.session.world.tick != tick_before:
                    next_tick = self.clock() + interval  # a move ticked: restart the timer
                if link is not None:
                    self._agent_said(link.check_timeouts())
                if not manual and self.clock() >= next_tick:
                    self.session.tick()
                    next_tick = self.clock() + interval
                heartbeat.beat()
                self.save_if_due()
        finally:
            heartbeat.close()
            self.save()
            self.close()

    def _agent_said(self, events: list[AgentEvent]) -> None:
        for event in events:
            self.session.on_agent(event)
        self.save_if_due()  # the agent's answer is on disk before the next tick

    def close(self) -> None:
        self.loop.close()
        self.session.driver.close()
        if self.agent_link is not None:
            self.agent_link.close()
        self.rpc.close()
        if self.pub_guard is not None:
            self.pub_guard.close()
        self.pub.close(linger=0)


def main(argv: list[str] | None = None) -> int:
    args = service_args("python -m services.game_server", argv)
    try:
        cfg = load_config(args.config, args.overrides)
        ctx: zmq.Context = zmq.Context.instance()
        link = AgentLink(ctx, cfg.endpoint("agent"), ack_timeout_ms=cfg.agent.order_ack_timeout_ms,
                         silence_timeout_ms=cfg.agent.order_silence_timeout_ms,
                         curve=load_curve(cfg.network))
        driver = build_driver(cfg, ctx, args.config, args.overrides)
        if not driver.wait_ready(WORKERS_READY_TIMEOUT_S):
            log.warning("no sandbox worker answered within %d s; the companion waits for one",
                        WORKERS_READY_TIMEOUT_S)
        server = GameServer(cfg, ctx=ctx, driver=driver, agent_link=link)
    except (ConfigError, EndpointRefused, MapError) as exc:
        log.error("cannot start the game service: %s", exc)
        return CONFIG_EXIT
    except (EndpointError, OSError) as exc:
        log.error("cannot start the game service: %s", exc)
        return 2
    on_stop_signals(server.stop_event.set)
    # What exists now lives as long as the service: keep it out of the cyclic collector's full
    # passes, which would otherwise walk it in the middle of a tick now and then.
    gc.collect()
    gc.freeze()
    server.run()
    return 0

