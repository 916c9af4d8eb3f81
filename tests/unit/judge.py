"""The dry run's judge as the agent builds it, for the tests that check what it passes and
fails: a ``SandboxValidator`` over an in-process Lua runtime, with the sandbox's own globals and
methods, and monsters that stand still unless other rules are given."""

from __future__ import annotations

from agent.training.generate import RuntimeExecutor
from agent.validate import SandboxValidator
from game.rules import Rules
from sandbox_worker import api

STILL = Rules(monster_wander_chance=0.0)


def judge(
    *, dry_run_ticks: int = 40, done_check_ticks: int = 0, rules: Rules = STILL
) -> SandboxValidator:
    return SandboxValidator(
        RuntimeExecutor(),
        api_globals=api.global_names(),
        methods=[e.name for e in api.entries("method")],
        dry_run_ticks=dry_run_ticks,
        done_check_ticks=done_check_ticks,
        rules=rules,
    )
