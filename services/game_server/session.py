"""The game service's logic without sockets: requests in, replies and frames out.

``GameSession.handle(msg)`` answers one request; ``tick()`` advances the world one tick. The
companion's code runs through an injected ``CompanionDriver`` (a sandbox worker pool in the real
service, a stand-in in tests); orders go to an injected ``OrderSink`` (the agent service); both
are declared in ``services.game_server.seams``.
"""

from __future__ import annotations

import logging
import os
import secrets
import time
import unicodedata
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from base import protocol as p
from config.settings import GameConfig
from game.maps import Healths, MapError, load_map
from game.render import hud, render
from game.rules import Rules, free_tiles_near, step
from game.start import StartError, set_up
from game.world import DIRECTIONS, World
from sandbox_worker.turn import Failure, PlayPolicy, refusals
from services.game_server.map_access import allowed_map
from services.game_server.order_life import (
    AT_WORK,
    STAGE_STATES,
    AgentEvent,
    Answered,
    Declined,
    LoadedCode,
    Note,
    OrderLife,
    OrderState,
    Progress,
    read_state,
)
from services.game_server.seams import CompanionDriver, IdleCompanion, NoAgent, OrderSink

log = logging.getLogger(__name__)

MAX_ORDER_CHARS = 500
MODES = ("", "strict", "fallback", "generate")  # an order's; "" = the agent's configured one
MODE_ERROR = "mode must be strict, fallback or generate"
MAX_TICKS_PER_REQUEST = 10_000
EVENT_LOG_LINES = 50


@dataclass
class GameSession:
    config: GameConfig
    driver: CompanionDriver = field(default_factory=IdleCompanion)
    orders: OrderSink = field(default_factory=NoAgent)
    pub_endpoint: str = ""
    world: World = field(init=False)  # made from the config in __post_init__
    manual_ticks: bool = False
    code: LoadedCode | None = None
    # The code loaded last, running or not: the player can still see what ran after it stopped.
    last_code: LoadedCode | None = None
    # The current order and what the game keeps about it (order_life.py).
    life: OrderLife = field(default_factory=OrderLife)
    on_frame: Callable[[p.Frame], None] | None = None
    clock: Callable[[], float] = time.monotonic
    # Bumped whenever the order, its code or what the agent was asked for it changes (not for
    # the agent's progress while it works at an order): the server checkpoints at once when it
    # moved, so nothing the agent answered is lost.
    changes: int = 0
    _pending_move: str | None = None
    _worker: int = -1
    _last_events: list[str] = field(default_factory=list)
    _log: deque[str] = field(default_factory=lambda: deque(maxlen=EVENT_LOG_LINES))
    # Order ids are o<n>-<tag>: n is checkpointed, and the tag is new with every start of the
    # game, so an id never repeats even when the checkpoint is older than the last order.
    _next_order: int = 1
    # Frames published so far (Frame.seq): checkpointed, so a restarted game goes on counting.
    _published: int = 0
    # The running order's companion as it stood (tile, what it carries, its status), how many
    # ticks it stayed so, and the order's detail before it was said to stand still.
    _still: tuple[Any, int, str] | None = None
    _run_tag: str = field(default_factory=lambda: secrets.token_hex(3))
    # When the running code counts as failing (sandbox_worker/turn.py: the dry run's rule too).
    _policy: PlayPolicy = field(init=False)

    def __post_init__(self) -> None:
        self.manual_ticks = self.manual_ticks or self.config.manual_ticks
        self.world = self.new_world(self.config.map, self.config.seed)
        self._policy = PlayPolicy(refused_ticks=self.config.refused_ticks_before_repair)

    @property
    def order(self) -> p.OrderInfo | None:
        return self.life.order

    @order.setter
    def order(self, order: p.OrderInfo | None) -> None:
        self.life.order = order

    # -- world ------------------------------------------------------------------------------

    def new_world(self, map_name: str, seed: int) -> World:
        c = self.config
        return load_map(
            map_name,
            seed=seed,
            healths=Healths(c.player_health, c.companion_health, c.monster_health),
        )

    @property
    def rules(self) -> Rules:
        return Rules(self.config.monster_wander_chance, self.config.monster_leash_tiles)

    def tick(self) -> p.Frame:
        world = self.world
        assert world is not None
        turn = self.driver.tick(world) if self.code is not None and world.outcome is None else None
        actions: list[p.MoveRequest] = []
        self._worker = getattr(turn, "worker", -1) if turn is not None else -1
        failure = None if turn is None else self._policy.failed(turn)
        if turn is not None:
            if turn.error is None:
                actions = list(turn.actions)
                world.keep_memory(turn.memory, turn.memory_token)
                world.status = turn.status
            else:
                # A worker that hung or died costs this tick (the pool replaces it and the code
                # goes on) until it happens tick after tick with this code.
                world.status = f"({turn.error.kind}) {turn.error.message}"[:300]
        move, self._pending_move = self._pending_move, None
        events = step(world, player_move=move, companion_actions=actions, rules=self.rules)
        self._last_events = [e.text for e in events if e.kind not in ("move", "wander")]
        for text in self._last_events:
            self._note(text)
        if turn is not None and turn.error is None:
            failure = self._policy.stuck(refusals(turn, events, world.companion.id))
        if failure is not None:
            self._code_failed(failure)
        elif turn is not None and turn.gave_up:
            self._code_gave_up(turn.status)
        elif turn is not None and turn.done:
            self._code_done(turn.status)
        self._watch_still()
        return self._emit()

    def _watch_still(self) -> None:
        """A running order whose companion stands still, carries the same and says the same
        for game.order_stall_ticks ticks says so in its detail (every as many ticks), and has
        its detail back once anything changes: a client sees an order that waits."""
        order, code, every = self.order, self.code, self.config.order_stall_ticks
        if (not every or order is None or code is None or order.state != OrderState.RUNNING
                or code.order_id != order.order_id):
            self._still = None
            return
        c = self.world.companion
        now = (c.position, tuple(i.id for i in c.items), self.world.status)
        if self._still is None or self._still[0] != now:
            if self._still is not None and self._still[1] >= every:
                self._set_detail(order, self._still[2])
            self._still = (now, 0, order.detail)
            return
        ticks = self._still[1] + 1
        self._still = (now, ticks, self._still[2])
        if ticks % every == 0:
            self._set_detail(order, f"standing still for {ticks} ticks: {self.world.status}"[:300])

    def _set_detail(self, order: p.OrderInfo, detail: str) -> None:
        if self.life.move(order.order_id, OrderState.RUNNING, detail):
            self.changes += 1

    def _stop_code(self) -> LoadedCode | None:
        code, self.code = self.code, None
        if code is not None:
            self.changes += 1
        self._policy.reset()
        self.driver.unload()
        return code

    def _code_done(self, status: str) -> None:
        code = self._stop_code()
        if code is None:
            return
        if code.order_id:
            self.orders.completed(code.order_id, code.code_id)
        # The code of an earlier order may finish while a newer order is still being written:
        # that stops the old code, and the newer order's state is not its business.
        self._move(code.order_id, OrderState.DONE, status)

    def _code_gave_up(self, words: str) -> None:
        """A skill gave up ("I waited 30 turns for the monsters to clear the way to the bat and
        gave up"): the order ends there, failed in those words, never with the Done that
        follows as if it had been done."""
        code = self._stop_code()
        if code is None:
            return
        self.world.status = words  # not "completed" to the agent: nothing to learn from it
        self._move(code.order_id, OrderState.FAILED, words)

    def _code_failed(self, failure: Failure) -> None:
        """Stop the failing code (the companion stands still) and have it repaired, or end the
        order with a message that says why: never the same failure tick after tick."""
        code = self._stop_code()
        said = f"My code failed ({failure.kind}): {failure.message}"[:260]
        order = self.order
        self._note(said)
        if code is None:
            return
        if order is None or order.order_id != code.order_id or order.state != OrderState.RUNNING:
            # No order of its own to repair it for (a tool loaded it, or a newer order is on
            # its way): it just stops.
            self.world.status = f"{said}; I stopped."
            return
        life, why = self.life, f"({failure.kind}) {failure.message}"
        if life.repairs >= self.config.repairs_per_order:
            tries = "time" if life.repairs == 1 else "times"
            self.world.status = f"{said}; I gave up on this order."
            self._move(order.order_id, OrderState.FAILED, f"the code failed in play after being "
                       f"repaired {life.repairs} {tries}: {why}"[:300])
            return
        life.repairs += 1
        self.world.status = f"{said}; fixing it"
        self._move(order.order_id, OrderState.REPAIRING, why[:300])
        life.repair = (code, failure)
        if not self.orders.repair(order, code, failure, self.world.copy()):
            self.world.status = f"{said}; no agent is running to fix it, so I stopped."
            self._move(order.order_id, OrderState.FAILED,
                       f"the code failed in play and no agent can repair it: {why}"[:300])

    def _note(self, text: str) -> None:
        self._log.append(f"[{self.world.tick if self.world else 0}] {text}")

    def frame(self) -> p.Frame:
        world = self.world
        assert world is not None
        wire = world.to_wire()
        del wire["rng"]  # clients have no use for the generator's 625 words of state
        return p.Frame(
            tick=world.tick,
            map=render(world),
            hud=hud(world),
            status=world.status,
            outcome=world.outcome,
            events=list(self._last_events),
            order=self.order,
            world=wire,
            manual_ticks=self.manual_ticks,
            sandbox_worker=self._worker,
            code=self._code_info(),
            seq=self._published,
        )

    def _code_info(self) -> p.CodeInfo | None:
        last = self.last_code
        return None if last is None else last.info(running=last is self.code)

    def _emit(self) -> p.Frame:
        self._published += 1
        frame = self.frame()
        if self.on_frame is not None:
            self.on_frame(frame)
        return frame

    @property
    def log_lines(self) -> list[str]:
        return list(self._log)

    # -- requests ---------------------------------------------------------------------------

    def handle(self, msg: p.Message) -> p.Message:
        rid = msg.request_id
        match msg:
            case p.Ping():
                return p.Pong(request_id=rid, service="game", pid=os.getpid())
            case p.GameJoin():
                return p.GameJoined(
                    request_id=rid, pub_endpoint=self.pub_endpoint, frame=self.frame()
                )
            case p.GameState():
                return p.GameFrame(request_id=rid, frame=self.frame())
            case p.GameCode():
                last = self.last_code
                return p.GameCodeResult(request_id=rid, code=self._code_info(),
                                        source="" if last is None else last.code)
            case p.GameMove(direction=d):
                if d not in DIRECTIONS:
                    return p.error_reply(
                        rid, p.BAD_FIELD, f"unknown direction {d!r}; use w, a, s or d"
                    )
                if self.world.outcome is not None:
                    return p.error_reply(
                        rid, p.REFUSED, f"the game is over: you {self.world.outcome}"
                    )
                self._pending_move = d
                frame = self.frame() if self.manual_ticks else self.tick()
                return p.GameFrame(request_id=rid, frame=frame)
            case p.GameTick(count=n):
                if not 1 <= n <= MAX_TICKS_PER_REQUEST:
                    return p.error_reply(
                        rid, p.BAD_FIELD, f"count must be 1 to {MAX_TICKS_PER_REQUEST}"
                    )
                return self._run_ticks(rid, n)
            case p.GameOrder():
                return self._order(msg)
            case p.GameTyping(mode=mode):
                if mode not in MODES:
                    return p.error_reply(rid, p.BAD_FIELD, MODE_ERROR)
                self.orders.prepare(mode, self.world.copy())
                return p.GameFrame(request_id=rid, frame=self.frame())
            case p.GameLoadCode():
                return self._load_code(msg)
            case p.GameReset():
                return self._reset(msg)
            case p.GameQuit():
                return p.GameBye(request_id=rid)
        return p.error_reply(rid, p.UNEXPECTED, f"the game service does not answer {msg.KIND!r}")

    def _run_ticks(self, rid: str, count: int) -> p.GameFrame:
        """Up to ``count`` ticks, for at most game.max_request_ms: the game must go back to its
        loop (heartbeat, other clients, the agent) within a bounded time, whatever it is asked."""
        budget_ms = self.config.max_request_ms
        started = self.clock()
        frame, ran = self.frame(), 0
        while ran < count:
            frame = self.tick()
            ran += 1
            if ran < count and (self.clock() - started) * 1000 >= budget_ms:
                break
        note = "" if ran == count else (
            f"ran {ran} of {count} ticks: one request may keep the game busy for at most "
            f"{budget_ms} ms (game.max_request_ms); ask again for the rest")
        return p.GameFrame(request_id=rid, frame=frame, ticks_run=ran, note=note)

    def _order(self, msg: p.GameOrder) -> p.Message:
        # each line's spaces made one, its line breaks kept: an order typed as a list over lines
        # ("things to do:\n- get the bow\n- come back") is read by its lines
        text = "\n".join(" ".join(line.split()) for line in msg.text.splitlines() if line.strip())
        if not text:
            return p.error_reply(msg.request_id, p.BAD_FIELD, "an order needs some words")
        control = next((c for c in text if c != "\n" and unicodedata.category(c) == "Cc"), None)
        if control is not None:
            # Words are all an order is: a control character (an escape sequence, a NUL) would
            # reach the player's terminal, the logs and the model's prompt as it is.
            return p.error_reply(msg.request_id, p.BAD_FIELD,
                                 f"an order is words only, without control characters "
                                 f"(it has {control!r})")
        if len(text) > MAX_ORDER_CHARS:
            return p.error_reply(
                msg.request_id, p.BAD_FIELD, f"an order is at most {MAX_ORDER_CHARS} characters"
            )
        if msg.mode not in MODES:
            return p.error_reply(msg.request_id, p.BAD_FIELD, MODE_ERROR)
        if self.life.open:
            self.orders.cancel(self.life.order.order_id)  # type: ignore[union-attr]
        order = p.OrderInfo(order_id=f"o{self._next_order}-{self._run_tag}", text=text,
                            state=OrderState.QUEUED)
        self._next_order += 1
        self.life.start(order, msg.mode)
        self.changes += 1
        self._note(f'Order: "{" ".join(text.split())}"')  # the log's one line
        first = self._published + 1  # the number of the first frame that shows this order
        if not self.orders.submit(order, msg.mode, self.world.copy()):
            self._move(order.order_id, OrderState.FAILED, "the agent service is not running")
        self._emit()
        return p.GameOrderAccepted(request_id=msg.request_id, order=order, frame_seq=first)

    def on_agent(self, event: AgentEvent) -> bool:
        """What the agent said about an order (``AgentLink``'s events). Only the current order
        moves, and only as order_life.TRANSITIONS allows: False when nothing changed (a word
        about a replaced order, or a late one about an order that ended)."""
        match event:
            case Progress(order_id=oid, stage=stage, detail=detail):
                order = self.order
                state = STAGE_STATES.get(stage)
                if state is None or order is None:
                    log.info("order %s: the agent's stage %r moves nothing", oid, stage)
                    return False
                return self._move(oid, state, detail, stage=stage)
            case Answered():
                return self._accept(event)
            case Declined(order_id=oid, why=why, refused=refused, status=status,
                          answered=answered):
                ended = (OrderState.ANSWERED if answered
                         else OrderState.REFUSED if refused else OrderState.FAILED)
                moved = self._move(oid, ended, why)
                if moved and status:
                    # Whatever code was running goes on; the status says why this order is not.
                    self.world.status = status
                return moved
            case Note(order_id=oid, detail=detail):
                order = self.order
                return order is not None and self._move(oid, OrderState(order.state), detail,
                                                        stage=order.stage)
        return False

    def _move(self, order_id: str, to: OrderState, detail: str = "", *, stage: str = "") -> bool:
        """The current order to ``to`` (order_life.OrderLife.move), noted, checkpointed when it
        matters and published."""
        was = self.order.state if self.order is not None else None
        if not self.life.move(order_id, to, detail, stage):
            return False
        if not (was in AT_WORK and to in AT_WORK):
            self.changes += 1
        if to == OrderState.FAILED:
            self._note(f"Order failed: {detail}")
        elif to == OrderState.REFUSED:
            self._note(f"Order refused: {detail}")
        elif to == OrderState.ANSWERED:
            self._note(f"Answered: {detail}")
        self._emit()
        return True

    def _accept(self, answer: Answered) -> bool:
        """The agent's validated function for the current order: run it from the next tick.
        The rest says where it came from (the agent's result), for the player to see."""
        order, oid = self.order, answer.order_id
        if not self.life.open or order is None or order.order_id != oid:
            return False  # an order that was replaced meanwhile, or that ended
        running = self.code
        if running is not None and (running.order_id, running.code_id) == (oid, answer.code_id):
            return False  # the same answer again (asked twice across a restart): it is running
        try:
            self.driver.load(answer.code, answer.code_id)
        except Exception as exc:
            return self._move(oid, OrderState.FAILED, f"the code could not be loaded: {exc}")
        self.code = self.last_code = LoadedCode(
            answer.code, answer.code_id, order.text, oid, served_by=answer.served_by,
            entry_id=answer.entry_id, params=dict(answer.params), score=answer.score,
            attempts=answer.attempts)
        self.life.repair = None
        self._policy.reset()
        self.world.forget_memory()
        self.world.status = answer.message
        return self._move(oid, OrderState.RUNNING, answer.message)

    def _load_code(self, msg: p.GameLoadCode) -> p.Message:
        code_id = msg.code_id or f"c{abs(hash(msg.code)) % 10**10}"
        try:
            self.driver.load(msg.code, code_id)
        except Exception as exc:  # the driver reports bad code as an exception with a sentence
            return p.error_reply(msg.request_id, p.REFUSED, f"the code was not loaded: {exc}")
        order = self.order
        serves = order is not None and bool(msg.order_text) and order.text == msg.order_text
        self.code = self.last_code = LoadedCode(
            msg.code, code_id, msg.order_text,
            order.order_id if order is not None and serves else "", served_by="loaded")
        self.changes += 1
        self._policy.reset()
        self.world.forget_memory()
        if order is not None and serves:
            # A tool's word, unlike the agent's, may set even an order that ended running again.
            self.life.reopen()
            self._emit()
        return p.GameFrame(request_id=msg.request_id, frame=self.frame())

    def _reset(self, msg: p.GameReset) -> p.Message:
        try:
            seed = self.config.seed if msg.seed is None else msg.seed
            # A client names a packaged map or a file in game.maps_dir; nothing else is read.
            name = allowed_map(msg.map, self.config.maps_dir) if msg.map else self.config.map
            world = self.new_world(name, seed)
        except MapError as exc:
            return p.error_reply(msg.request_id, p.BAD_FIELD, str(exc))
        if msg.ai_start is not None:
            if len(msg.ai_start) != 2:
                return p.error_reply(msg.request_id, p.BAD_FIELD, "ai_start must be [row, col]")
            place_companion(world, (msg.ai_start[0], msg.ai_start[1]))
        try:
            set_up(world, ai_health=msg.ai_health, ai_items=msg.ai_items,
                   player_health=msg.player_health, player_items=msg.player_items)
        except StartError as exc:
            return p.error_reply(msg.request_id, p.BAD_FIELD, str(exc))
        if msg.manual_ticks is not None:
            self.manual_ticks = msg.manual_ticks
        if self.life.open:
            self.orders.cancel(self.life.order.order_id)  # type: ignore[union-attr]
        self.world, self._pending_move = world, None
        self.life.start(None)
        self.changes += 1
        self._stop_code()
        self.last_code = None
        self._last_events = []
        self._log.clear()
        return p.GameFrame(request_id=msg.request_id, frame=self._emit())

    # -- checkpoints ------------------------------------------------------------------------

    def checkpoint(self) -> dict[str, Any]:
        repair = None
        if self.life.repair is not None:
            code, failure = self.life.repair
            repair = {"code": vars(code), "failure": {"kind": failure.kind,
                                                      "message": failure.message}}
        return {
            "world": self.world.to_wire(),
            "code": None if self.code is None else vars(self.code),
            # The code that ran last, when it is no longer running (shown to the player).
            "last_code": None if self.last_code is None or self.last_code is self.code
            else vars(self.last_code),
            "order": None if self.order is None else self.order.to_wire(),
            "manual_ticks": self.manual_ticks,
            "next_order": self._next_order,
            "order_mode": self.life.mode,
            "repair": repair,
            "frames_published": self._published,
        }

    def restore(self, data: dict[str, Any]) -> None:
        """Everything is read before anything changes: a checkpoint that cannot be restored
        leaves the session as it was. (Checkpoints written before ids, mode, repair and the
        code's provenance were kept restore too.)"""
        world = World.from_wire(data["world"])
        order = read_state(p.OrderInfo.from_wire(data["order"])) if data.get("order") else None
        code = LoadedCode.from_checkpoint(data["code"]) if data.get("code") else None
        last = LoadedCode.from_checkpoint(data["last_code"]) if data.get("last_code") else code
        repair = data.get("repair")
        repair_of = ((LoadedCode.from_checkpoint(repair["code"]), Failure(**repair["failure"]))
                     if repair else None)
        next_order, mode = data.get("next_order", 1), data.get("order_mode", "")
        manual = data.get("manual_ticks", self.manual_ticks)
        published = data.get("frames_published", 0)
        if not (isinstance(next_order, int) and next_order >= 1 and isinstance(mode, str)
                and isinstance(manual, bool) and isinstance(published, int)):
            raise ValueError("next_order, order_mode, manual_ticks or frames_published has the "
                             "wrong type")
        self.world, self.manual_ticks, self._next_order = world, manual, next_order
        # Frames published after the checkpoint are numbered again: never lower than an
        # order's frame_seq (the game checkpoints before it answers game.order).
        self._published = max(self._published, published)
        self.life.start(order, mode)
        self.life.repair = repair_of
        self.code, self.last_code = None, last
        if code is not None:
            try:
                self.driver.load(code.code, code.code_id)
                self.code = code
            except Exception as exc:
                log.error("the checkpointed companion code could not be reloaded: %s", exc)

    def resume_order(self) -> None:
        """After a restart: an order that was queued, being written or being repaired when the
        game stopped goes to the agent again (its answer to the first request went to the
        game that died). The agent matches it by order id: work it still has on that order
        carries on, an answer it already gave comes again."""
        order = self.order
        if order is None or not self.life.open:
            return
        if order.state == OrderState.RUNNING and self.code is not None:
            return
        world = self.world.copy()
        self.on_agent(Note(order.order_id, "the game restarted; asked the agent again"))
        if self.life.repair is not None:
            code, failure = self.life.repair
            if not self.orders.repair(order, code, failure, world, resumed=True):
                self._move(order.order_id, OrderState.FAILED, "the code failed in play and no "
                           "agent can repair it")
        else:
            # A resumed order stays in flight until an agent comes up or the link gives up.
            self.orders.submit(order, self.life.mode, world, resumed=True)


def place_companion(world: World, wanted: tuple[int, int]) -> None:
    """Put the companion on ``wanted``, or the nearest free floor tile when that one is not."""
    companion = world.companion
    r, c = wanted
    inside = 1 <= r <= world.rows and 1 <= c <= world.cols
    if inside and world.is_floor(wanted) and not world.occupied(wanted, exclude=companion.id):
        companion.position = wanted
        return
    origin = (min(max(r, 1), world.rows), min(max(c, 1), world.cols))
    candidates = [
        (abs(rr - origin[0]) + abs(cc - origin[1]), (rr, cc))
        for rr in range(1, world.rows + 1)
        for cc in range(1, world.cols + 1)
        if world.is_floor((rr, cc)) and not world.occupied((rr, cc), exclude=companion.id)
    ]
    companion.position = min(candidates)[1] if candidates else free_tiles_near(world, origin)[0]
