"""What the game session is given: the companion's code runs through a ``CompanionDriver`` (a
sandbox worker pool in the real service, ``IdleCompanion`` when there is none), and orders go to
an ``OrderSink`` (the agent service; ``NoAgent`` keeps and shows them only)."""

from __future__ import annotations

from typing import Protocol

from base import protocol as p
from game.world import World
from sandbox_worker.turn import CompanionTurn, Failure
from services.game_server.order_life import LoadedCode


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
    # The player is typing an order for this world (``mode`` as an order's): a hint, no answer.
    def prepare(self, mode: str, world: World) -> None: ...


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

    def prepare(self, mode: str, world: World) -> None:
        pass
