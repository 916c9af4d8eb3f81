"""One turn of the companion's code as its callers get it from the sandbox client, and the one
policy that says when a run of turns has failed: the game applies it in play and the agent's dry
run before play, so code the dry run passes is judged the same way by the game.

A turn lost to a worker (it hung, died or was replaced: ``NOT_THE_CODES_FAULT``) is not the
code's fault: the tick is lost and the code goes on, unless it happens ``lost_ticks`` times in a
row (a C call the Lua hook cannot interrupt looks the same from outside). Any other error is the
code's. A move refused ``refused_ticks`` ticks in a row (by the sandbox's API, noted in the
tick's log as ``refused: …``, or by the game's rules) means the code is stuck: that fails too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from base import protocol as p

NOT_THE_CODES_FAULT = frozenset({"timeout", "worker_lost", "internal"})
LOST_TICKS = 3
REFUSED_TICKS = 5  # the game's default (game.refused_ticks_before_repair)


@dataclass(frozen=True, slots=True)
class CompanionTurn:
    """One tick of the companion's code, as the game applies it."""

    actions: list[p.MoveRequest]  # what the code asked; the game validates
    status: str
    memory: dict[str, Any]  # plain data: store it with world.keep_memory(turn)
    done: bool
    error: p.SandboxFailure | None  # .kind, .message, .line
    log: list[str] = field(default_factory=list)
    ms: float = 0.0
    code_id: str = ""
    worker: int = -1  # the worker that ran it; -1 when none did
    # Names the copy of ``memory`` the worker that ran it still holds ("" when none does): a
    # world that keeps it (world.keep_memory) need not send the memory to that worker again.
    memory_token: str = ""
    # The status is what a skill said as it gave up: the order ends there, in those words.
    gave_up: bool = False

    @property
    def lost(self) -> bool:
        """Lost to the worker, not to the code."""
        return self.error is not None and self.error.kind in NOT_THE_CODES_FAULT


@dataclass(frozen=True, slots=True)
class Failure:
    """Why the companion's code was stopped (in play, or in the dry run)."""

    kind: str  # a sandbox failure kind, or "refused"
    message: str
    line: int = 0


def refusals(turn: CompanionTurn, events: Sequence[Any], companion: int) -> list[str]:
    """The companion's refused moves this tick: by the sandbox's API (its log) or by the rules
    (``game.rules.step``'s events)."""
    said = [line for line in turn.log if line.startswith("refused:")]
    return said + [e.text for e in events if e.kind == "refused" and e.entity == companion]


@dataclass
class PlayPolicy:
    """Counts a run of turns of one code; ``reset()`` when other code is loaded."""

    refused_ticks: int = REFUSED_TICKS  # 0: a stuck code is never failed for it
    lost_ticks: int = LOST_TICKS
    refused_streak: int = 0
    lost_streak: int = 0

    def reset(self) -> None:
        self.refused_streak = self.lost_streak = 0

    def failed(self, turn: CompanionTurn) -> Failure | None:
        """Before the turn is played: its error, when it is the code's (or lost too often)."""
        error = turn.error
        if error is None:
            self.lost_streak = 0
            return None
        if turn.lost:
            self.lost_streak += 1
            if self.lost_streak < self.lost_ticks:
                return None
        return Failure(error.kind, error.message, error.line or 0)

    def stuck(self, refused: Sequence[str]) -> Failure | None:
        """After the turn was played: its moves refused tick after tick."""
        self.refused_streak = self.refused_streak + 1 if refused else 0
        if not refused or self.refused_ticks <= 0 or self.refused_streak < self.refused_ticks:
            return None
        return Failure("refused", f"the game refused your move "
                                  f"{self.refused_streak} ticks in a row: {refused[-1]}")
