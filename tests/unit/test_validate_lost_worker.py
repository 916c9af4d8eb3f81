"""A dry-run tick lost to the validation worker (killed, hung and replaced) is not the code's
fault: the validator asks again once a worker is ready, and only three losses in a row count
against the code. Found by the fault suite: a validation worker killed during a dry run made a
good generated function fail validation, and an order fail after three tries of the model."""

from __future__ import annotations

from typing import Any

from agent.training.generate import RuntimeExecutor
from agent.validate import SandboxValidator
from base import protocol as p
from game.maps import load_map
from game.rules import Rules
from game.world import World
from sandbox_worker import api
from sandbox_worker.turn import CompanionTurn
from tests.sandbox.helpers import update

WALK = update('''  local path = ai:find_path_to(items[1].position)
  if #path > 0 then ai:move(path[1]) end
  return "Walking"''')


class LosingExecutor(RuntimeExecutor):
    """A real in-process sandbox whose worker is lost for the given ticks (1-based calls)."""

    def __init__(self, lost_calls: set[int], kind: str = "worker_lost") -> None:
        super().__init__()
        self.lost_calls, self.kind = lost_calls, kind
        self.calls = 0
        self.waits = 0

    def tick(self, world: World, deadline_ms: int | None = None) -> Any:
        self.calls += 1
        if self.calls in self.lost_calls:
            error = p.SandboxFailure(kind=self.kind, message="no sandbox worker was ready")
            return CompanionTurn(actions=[], status="", memory={}, done=False, error=error)
        return super().tick(world, deadline_ms)

    def wait_ready(self, timeout_s: float) -> bool:
        self.waits += 1
        return True


def validator(executor: RuntimeExecutor) -> SandboxValidator:
    return SandboxValidator(executor, api_globals=api.global_names(),
                            methods=[e.name for e in api.entries("method")],
                            dry_run_ticks=10, rules=Rules(monster_wander_chance=0.0))


def test_a_lost_dry_run_tick_is_asked_again_of_the_replacement():
    executor = LosingExecutor({3, 4})
    check = validator(executor).validate(WALK, load_map("default", seed=0))
    assert check.ok, check
    assert executor.waits == 2 and executor.calls == 12


def test_a_timeout_once_is_the_worker_and_three_in_a_row_are_the_code():
    once = validator(LosingExecutor({1}, kind="timeout")).validate(WALK, load_map("default"))
    assert once.ok, once
    thrice = validator(LosingExecutor({2, 3, 4}, kind="timeout")).validate(
        WALK, load_map("default"))
    assert not thrice.ok and thrice.kind == "timeout"
    assert "at dry-run tick 2" in thrice.message


def test_the_codes_own_errors_are_not_asked_again():
    executor = LosingExecutor({1}, kind="runtime")
    check = validator(executor).validate(WALK, load_map("default"))
    assert not check.ok and check.kind == "runtime"
    assert executor.calls == 1 and executor.waits == 0
