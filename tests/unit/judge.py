"""The dry run's judge as the agent builds it, for the tests that check what it passes and
fails: a ``SandboxValidator`` over an in-process Lua runtime, with the sandbox's own globals and
methods, and monsters that stand still unless other rules are given."""

from __future__ import annotations

from agent.compose import compose
from agent.reading import read
from agent.training.generate import RuntimeExecutor
from agent.validate import SandboxValidator
from game.maps import load_map
from game.rules import Rules
from game.world import World
from sandbox_worker import api
from tests.sandbox.helpers import new_runtime, play

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


def maze(companion: tuple[int, int] | None = None) -> World:
    """The default map, the companion moved to ``companion`` where given."""
    world = load_map()
    if companion is not None:
        world.companion.position = companion
    return world


def first_said(validator: SandboxValidator, order: str) -> str:
    """The composer's program for ``order`` on the default map, run one tick: what it says
    first; the program composed whole, loaded and passed by ``validator``."""
    meaning = read(order)
    got = compose(meaning, load_map())
    assert got.complete, got.problem
    world = load_map()
    rt = new_runtime(world)
    assert rt.load(got.code, "composed").error is None
    said = play(rt, world, 1)[0].status
    check = validator.validate(got.code, load_map(), meaning=meaning)
    assert check.ok, check.message
    return said
