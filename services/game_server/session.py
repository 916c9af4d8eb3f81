"""The game service's logic without sockets: requests in, replies and frames out.

``GameSession.handle(msg)`` answers one request; ``tick()`` advances the world one tick. The
companion's code runs through an injected ``CompanionDriver`` (a sandbox worker pool in the real
service, a stand-in in tests); orders go to an injected ``OrderSink`` (the agent service).
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
from typing import Any, Protocol

from base import protocol as p
from config.settings import GameConfig
from game.maps import Healths, MapError, load_map
from game.render import hud, render
from game.rules import Rules, free_tiles_near, step
from game.start import StartError, set_up
from game.world import DIRECTIONS, World
from services.game_server.map_access import allowed_map

log = logging.getLogger(__name__)

MAX_ORDER_CHARS = 500
# Failures the sandbox pool reports about its workers, not about the code: a tick is lost, the
# worker replaced, and the code goes on (sandbox_worker/failures.py). The same code losing ticks
# this many times in a row is suspected after all (a C call the Lua hook cannot interrupt).
NOT_THE_CODES_FAULT = frozenset({"timeout", "worker_lost", "internal"})
INFRA_FAILURES_BEFORE_REPAIR = 3
MAX_TICKS_PER_REQUEST = 10_000
# An order in one of these states takes no more word from the agent.
ORDER_ENDED = frozenset({"done", "failed", "replaced", "refused"})
# The stages of an order the agent is still working at (not repairing).
IN_THE_WORKS = frozenset({"queued", "matching", "writing", "testing", "retrying"})
EVENT_LOG_LINES = 50


class CompanionTurn(Protocol):
    """What a driver returns for one tick (see ``sandbox_pool.CompanionTurn``); read-only, so a
    frozen dataclass fits."""

    @property
    def actions(self) -> list[p.MoveRequest]: ...
    @property
    def status(self) -> str: ...
    @property
    def memory(self) -> dict[str, Any]: ...
    @property
    def done(self) -> bool: ...
    @property
    def error(self) -> Any: ...  # None, or an object with .kind and .message


class CompanionDriver(Protocol):
    def load(self, code: str, code_id: str) -> None: ...
    def unload(self) -> None: ...
    def tick(self, world: World) -> CompanionTurn | None: ...
    def close(self) -> None: ...


class IdleCompanion:
    """The companion with no code: it stands still."""

    def load(self, code: str, code_id: str) -> None:
        self.code_id = code_id

    def unload(self) -> None:
        pass

    def tick(self, world: World) -> CompanionTurn | None:
        return None

    def close(self) -> None:
        pass


class OrderSink(Protocol):
    # ``resumed``: sent again after a restart of the game; the agent may not be reachable yet.
    # False: nobody took the order and it is not to be retried (the order then fails at once).
    def submit(self, order: p.OrderInfo, mode: str, world: World, *,
               resumed: bool = False) -> bool: ...
    def cancel(self, order_id: str) -> None: ...
    # False: nobody can repair it now (the order then fails at once).
    def repair(self, order: p.OrderInfo, code: LoadedCode, failure: Failure,
               world: World, *, resumed: bool = False) -> bool: ...
    def completed(self, order_id: str, code_id: str) -> None: ...


class NoAgent:
    """Orders are kept and shown, but nothing turns them into code (or repairs it)."""

    def submit(self, order: p.OrderInfo, mode: str, world: World, *,
               resumed: bool = False) -> bool:
        return True  # kept and shown

    def cancel(self, order_id: str) -> None:
        pass

    def repair(self, order: p.OrderInfo, code: LoadedCode, failure: Failure,
               world: World, *, resumed: bool = False) -> bool:
        return False

    def completed(self, order_id: str, code_id: str) -> None:
        pass


@dataclass
class LoadedCode:
    code: str
    code_id: str
    order_text: str = ""
    # The order this code serves: its "Done" finishes that order and no other. "" for code a
    # tool loaded outside any order.
    order_id: str = ""
    # Where it came from, for the player (p.CodeInfo): the agent's served_by (library, composed,
    # generated), or "loaded" by game.load_code; "" in checkpoints written before it was kept.
    served_by: str = ""
    entry_id: str = ""
    params: dict[str, Any] = field(default_factory=dict)
    score: float = 0.0
    attempts: int = 0

    @classmethod
    def from_checkpoint(cls, data: Any) -> LoadedCode:
        """Read back from ``vars(code)``; keys a newer game added may be missing."""
        if not isinstance(data, dict):
            raise ValueError("checkpointed code is not a map")
        code = cls(**data)
        if not (isinstance(code.code, str) and isinstance(code.code_id, str)
                and isinstance(code.served_by, str) and isinstance(code.params, dict)
                and isinstance(code.attempts, int) and isinstance(code.score, (int, float))):
            raise ValueError("checkpointed code has a field of the wrong type")
        return code

    def info(self, running: bool) -> p.CodeInfo:
        return p.CodeInfo(code_id=self.code_id, running=running, order_id=self.order_id,
                          order_text=self.order_text, served_by=self.served_by,
                          entry_id=self.entry_id, params=dict(self.params),
                          score=float(self.score), attempts=self.attempts,
                          lines=len(self.code.splitlines()))


@dataclass(frozen=True, slots=True)
class Failure:
    """Why the companion's code was stopped in play."""

    kind: str  # a sandbox failure kind, or "refused"
    message: str


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
    order: p.OrderInfo | None = None
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
    _run_tag: str = field(default_factory=lambda: secrets.token_hex(3))
    _order_mode: str = ""  # the mode the current order was given with
    # The repair asked for the current order (the failing code and why), until it is answered.
    _repair: tuple[LoadedCode, Failure] | None = None
    _refused_streak: int = 0  # consecutive ticks in which the game refused the code's move
    _infra_streak: int = 0  # consecutive ticks lost to a hung or dead sandbox worker
    _repairs: int = 0  # repairs asked for the current order

    def __post_init__(self) -> None:
        self.manual_ticks = self.manual_ticks or self.config.manual_ticks
        self.world = self.new_world(self.config.map, self.config.seed)

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
        failure = None
        if turn is not None:
            actions = list(turn.actions)
            world.companion_memory = turn.memory
            if turn.error is None:
                world.status = turn.status
                self._infra_streak = 0
            elif turn.error.kind in NOT_THE_CODES_FAULT:
                # A worker that hung or died: the pool replaces it and the code goes on. Only
                # when it happens tick after tick with this code is the code suspected.
                self._infra_streak += 1
                world.status = f"({turn.error.kind}) {turn.error.message}"[:300]
                if self._infra_streak >= INFRA_FAILURES_BEFORE_REPAIR:
                    failure = Failure(turn.error.kind, turn.error.message)
            else:
                failure = Failure(turn.error.kind, turn.error.message)
        move, self._pending_move = self._pending_move, None
        events = step(world, player_move=move, companion_actions=actions, rules=self.rules)
        self._last_events = [e.text for e in events if e.kind not in ("move", "wander")]
        for text in self._last_events:
            self._note(text)
        if turn is not None and failure is None:
            failure = self._refusals(events)
        if failure is not None:
            self._code_failed(failure)
        elif turn is not None and turn.done:
            self._code_done(turn.status)
        return self._emit()

    def _refusals(self, events: list[Any]) -> Failure | None:
        """A move refused tick after tick: the code is stuck, which counts as failing."""
        companion = self.world.companion.id
        refused = [e.text for e in events if e.kind == "refused" and e.entity == companion]
        self._refused_streak = self._refused_streak + 1 if refused else 0
        limit = self.config.refused_ticks_before_repair
        if not refused or limit <= 0 or self._refused_streak < limit:
            return None
        return Failure("refused", f"the game refused your move {self._refused_streak} ticks in "
                                  f"a row: {refused[-1]}")

    def _stop_code(self) -> LoadedCode | None:
        code, self.code = self.code, None
        if code is not None:
            self.changes += 1
        self._refused_streak = self._infra_streak = 0
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
        if self.order is not None and self.order.order_id == code.order_id:
            self._set_order("done", status)

    def _code_failed(self, failure: Failure) -> None:
        """Stop the failing code (the companion stands still) and have it repaired, or end the
        order with a message that says why: never the same failure tick after tick."""
        code = self._stop_code()
        said = f"My code failed ({failure.kind}): {failure.message}"[:260]
        order = self.order
        self._note(said)
        if code is None:
            return
        if order is None or order.order_id != code.order_id or order.state != "running":
            # No order of its own to repair it for (a tool loaded it, or a newer order is on
            # its way): it just stops.
            self.world.status = f"{said}; I stopped."
            return
        if self._repairs >= self.config.repairs_per_order:
            tries = "time" if self._repairs == 1 else "times"
            self.world.status = f"{said}; I gave up on this order."
            self.update_order(order.order_id, "failed", f"the code failed in play after being "
                              f"repaired {self._repairs} {tries}: ({failure.kind}) "
                              f"{failure.message}"[:300])
            return
        self._repairs += 1
        self.world.status = f"{said}; fixing it"
        self._repair = (code, failure)
        self.update_order(order.order_id, "repairing", f"({failure.kind}) {failure.message}"[:300])
        if not self.orders.repair(order, code, failure, self.world.copy()):
            self._repair = None
            self.world.status = f"{said}; no agent is running to fix it, so I stopped."
            self.update_order(order.order_id, "failed",
                              f"the code failed in play and no agent can repair it: "
                              f"({failure.kind}) {failure.message}"[:300])

    def _set_order(self, state: str, detail: str) -> None:
        if self.order is not None:
            self.order = p.OrderInfo(
                order_id=self.order.order_id, text=self.order.text, state=state, detail=detail
            )
            self.changes += 1

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
        )

    def _code_info(self) -> p.CodeInfo | None:
        last = self.last_code
        return None if last is None else last.info(running=last is self.code)

    def _emit(self) -> p.Frame:
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
        text = " ".join(msg.text.split())
        if not text:
            return p.error_reply(msg.request_id, p.BAD_FIELD, "an order needs some words")
        control = next((c for c in text if unicodedata.category(c) == "Cc"), None)
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
        if msg.mode not in ("", "strict", "fallback", "generate"):
            return p.error_reply(
                msg.request_id, p.BAD_FIELD, "mode must be strict, fallback or generate"
            )
        if self.order is not None and self.order.state not in ORDER_ENDED:
            self.orders.cancel(self.order.order_id)
        order = p.OrderInfo(order_id=f"o{self._next_order}-{self._run_tag}", text=text,
                            state="queued")
        self._next_order += 1
        self.order, self._order_mode, self._repair = order, msg.mode, None
        self.changes += 1
        self._repairs = 0
        self._note(f'Order: "{text}"')
        if not self.orders.submit(order, msg.mode, self.world.copy()):
            self.update_order(order.order_id, "failed", "the agent service is not running")
        self._emit()
        return p.GameOrderAccepted(request_id=msg.request_id, order=order)

    def update_order(self, order_id: str, state: str, detail: str = "") -> bool:
        """Progress from the agent for the current order; ignored (False) for a replaced one,
        and once the order has ended: a late word must not bring it back."""
        if self.order is None or self.order.order_id != order_id or (
            self.order.state in ORDER_ENDED
        ):
            return False
        was = self.order.state
        self.order = p.OrderInfo(
            order_id=order_id, text=self.order.text, state=state, detail=detail
        )
        if not (was in IN_THE_WORKS and state in IN_THE_WORKS):
            # The agent's progress on an order it works at needs no checkpoint of its own (a
            # restarted game asks again whatever stage it was at); the order, its answer and
            # its end do.
            self.changes += 1
        if state == "failed":
            self._repair = None
            self._note(f"Order failed: {detail}")
        elif state == "refused":
            self._note(f"Order refused: {detail}")
        self._emit()
        return True

    def accept_code(self, order_id: str, code: str, code_id: str, message: str, *,
                    served_by: str = "", entry_id: str = "",
                    params: dict[str, Any] | None = None, score: float = 0.0,
                    attempts: int = 0) -> None:
        """The agent's validated function for the current order: run it from the next tick.
        The rest says where it came from (the agent's result), for the player to see."""
        order = self.order
        if order is None or order.order_id != order_id or order.state in ORDER_ENDED:
            return  # an order that was replaced meanwhile, or that ended
        running = self.code
        if running is not None and (running.order_id, running.code_id) == (order_id, code_id):
            return  # the same answer again (asked twice across a restart): it is running
        try:
            self.driver.load(code, code_id)
        except Exception as exc:
            self.update_order(order_id, "failed", f"the code could not be loaded: {exc}")
            return
        self.code = self.last_code = LoadedCode(
            code, code_id, order.text, order_id, served_by=served_by, entry_id=entry_id,
            params=dict(params or {}), score=score, attempts=attempts)
        self._repair = None
        self._refused_streak = 0
        self.world.companion_memory = {}
        self.world.status = message
        self.update_order(order_id, "running", message)

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
        if serves:
            self._repair = None
        self._refused_streak = 0
        self.world.companion_memory = {}
        if order is not None and serves:
            # A tool's word, unlike the agent's, may set even an order that ended running again.
            self._set_order("running", "")
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
        if self.order is not None and self.order.state not in ORDER_ENDED:
            self.orders.cancel(self.order.order_id)
        self.world, self.order, self._pending_move = world, None, None
        self._repair = None
        self.changes += 1
        self._stop_code()
        self.last_code = None
        self._repairs = 0
        self._last_events = []
        self._log.clear()
        return p.GameFrame(request_id=msg.request_id, frame=self._emit())

    # -- checkpoints ------------------------------------------------------------------------

    def checkpoint(self) -> dict[str, Any]:
        repair = None
        if self._repair is not None:
            code, failure = self._repair
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
            "order_mode": self._order_mode,
            "repair": repair,
        }

    def restore(self, data: dict[str, Any]) -> None:
        """Everything is read before anything changes: a checkpoint that cannot be restored
        leaves the session as it was. (Checkpoints written before ids, mode, repair and the
        code's provenance were kept restore too.)"""
        world = World.from_wire(data["world"])
        order = p.OrderInfo.from_wire(data["order"]) if data.get("order") else None
        code = LoadedCode.from_checkpoint(data["code"]) if data.get("code") else None
        last = LoadedCode.from_checkpoint(data["last_code"]) if data.get("last_code") else code
        repair = data.get("repair")
        repair_of = ((LoadedCode.from_checkpoint(repair["code"]), Failure(**repair["failure"]))
                     if repair else None)
        next_order, mode = data.get("next_order", 1), data.get("order_mode", "")
        manual = data.get("manual_ticks", self.manual_ticks)
        if not (isinstance(next_order, int) and next_order >= 1 and isinstance(mode, str)
                and isinstance(manual, bool)):
            raise ValueError("next_order, order_mode or manual_ticks has the wrong type")
        self.world, self.order, self.manual_ticks = world, order, manual
        self._next_order, self._order_mode, self._repair = next_order, mode, repair_of
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
        if order is None or order.state in ORDER_ENDED:
            return
        if order.state == "running" and self.code is not None:
            return
        world = self.world.copy()
        self.update_order(order.order_id, order.state,
                          "the game restarted; asked the agent again")
        if self._repair is not None:
            code, failure = self._repair
            if not self.orders.repair(order, code, failure, world, resumed=True):
                self.update_order(order.order_id, "failed", "the code failed in play and no "
                                  "agent can repair it")
        else:
            # A resumed order stays in flight until an agent comes up or the link gives up.
            self.orders.submit(order, self._order_mode, world, resumed=True)


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
