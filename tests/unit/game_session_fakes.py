"""Stand-ins for the game session's tests: a driver that runs Python behaviours by code id, as
the sandbox pool runs Lua, and an agent that records what the game asked of it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from base import protocol as p
from base.protocol import MoveRequest
from config.settings import GameConfig
from game.world import World
from sandbox_worker.turn import CompanionTurn, Failure
from services.game_server.order_life import LoadedCode
from services.game_server.session import GameSession


def Turn(actions: list[p.MoveRequest] | None = None, status: str = "working", *,  # noqa: N802
         memory: dict[str, Any] | None = None, done: bool = False,
         error: p.SandboxFailure | None = None, log: list[str] | None = None) -> CompanionTurn:
    """A turn as the sandbox client returns it."""
    return CompanionTurn(actions=list(actions or []), status=status, memory=dict(memory or {}),
                         done=done, error=error, log=list(log or []))


def Error(kind: str, message: str) -> p.SandboxFailure:  # noqa: N802
    return p.SandboxFailure(kind=kind, message=message)


# A behaviour: (world, ticks this code has run) -> Turn
Behaviour = Callable[[World, int], Turn]


class StandInDriver:
    """Runs Python behaviours by code id, as the sandbox pool runs Lua."""

    def __init__(self, behaviours: dict[str, Behaviour]) -> None:
        self.behaviours = behaviours
        self.loaded: str | None = None
        self.ran = 0
        self.ticks_run: list[str] = []

    def load(self, code: str, code_id: str) -> None:
        self.loaded, self.ran = code_id, 0

    def unload(self) -> None:
        self.loaded = None

    def tick(self, world: World) -> Turn | None:
        if self.loaded is None:
            return None
        self.ran += 1
        self.ticks_run.append(self.loaded)
        return self.behaviours[self.loaded](world, self.ran)

    def close(self) -> None:
        pass


class StandInAgent:
    def __init__(self, *, can_repair: bool = True) -> None:
        self.can_repair = can_repair
        self.submitted: list[p.OrderInfo] = []
        self.modes: list[str] = []
        self.resumed: list[bool] = []  # per submit or repair: sent again after a restart
        self.cancelled: list[str] = []
        self.repairs: list[tuple[p.OrderInfo, LoadedCode, Failure, World]] = []
        self.completed_orders: list[tuple[str, str]] = []
        self.prepared: list[tuple[str, World]] = []

    def submit(self, order: p.OrderInfo, mode: str, world: World, *,
               resumed: bool = False) -> bool:
        self.submitted.append(order)
        self.modes.append(mode)
        self.resumed.append(resumed)
        return True

    def cancel(self, order_id: str) -> None:
        self.cancelled.append(order_id)

    def repair(self, order: p.OrderInfo, code: LoadedCode, failure: Failure,
               world: World, *, resumed: bool = False) -> bool:
        self.repairs.append((order, code, failure, world))
        self.resumed.append(resumed)
        return self.can_repair

    def completed(self, order_id: str, code_id: str) -> None:
        self.completed_orders.append((order_id, code_id))

    def prepare(self, mode: str, world: World) -> None:
        self.prepared.append((mode, world))


def walk_east(world: World, n: int) -> Turn:
    return Turn([MoveRequest(entity=world.companion.id, move="d")], status=f"walking {n}")


def done_at(tick: int) -> Behaviour:
    def behaviour(world: World, n: int) -> Turn:
        return Turn(status="Done" if n >= tick else f"step {n}", done=n >= tick)
    return behaviour


def fails_at(tick: int) -> Behaviour:
    def behaviour(world: World, n: int) -> Turn:
        if n >= tick:
            return Turn(status="", error=Error("runtime", "line 3: attempt to index a nil value"))
        return Turn(status=f"step {n}")
    return behaviour


def into_the_wall(world: World, n: int) -> Turn:
    up = MoveRequest(entity=world.companion.id, move="w")  # row 1: a wall
    return Turn([up], status="going up")


def session(behaviours: dict[str, Behaviour], agent: Any = None, **game: Any) -> GameSession:
    cfg = GameConfig(manual_ticks=True, monster_wander_chance=0.0, **game)
    return GameSession(cfg, driver=StandInDriver(behaviours), orders=agent or StandInAgent())


def give(s: GameSession, text: str) -> str:
    reply = s.handle(p.GameOrder(request_id="r", text=text))
    assert isinstance(reply, p.GameOrderAccepted)
    return reply.order.order_id


def ai_at(s: GameSession) -> tuple[int, int]:
    return s.world.companion.position
