"""Validation before anything runs in the game: the API check, a compile in a sandbox worker,
then a dry run of K ticks on a copy of the world with the player standing still (or, for an
order that waits for the player to get some tiles away, walking off that far).

The real world is never touched: the dry run steps its own copy with the game's rules. Given the
order, the dry run also judges behaviour (``agent.acceptance``): a question must be answered, an
errand must make progress, and "Done" must not come before the companion did anything.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Collection
from typing import Any, Protocol

from agent.acceptance import Judge
from agent.apicheck import check_names
from agent.outcome import Check, code_id_of
from agent.reading import Meaning
from game.rules import Rules, step
from game.world import World
from sandbox_worker.turn import CompanionTurn, Failure, PlayPolicy, refusals

# The game's rule for code in play (sandbox_worker/turn.py): a tick lost to the worker is tried
# again on the replacement (the pool gives it the code and the memory), a move refused tick after
# tick means the code is stuck.
WORKER_WAIT_S = 5.0  # for a replacement worker to be ready before the next try
DEFAULT_RULES = Rules()  # frozen, so one shared default is safe


class Executor(Protocol):
    """A sandbox worker seen from the agent (services.sandbox_client.pool.WorkerPool fits)."""

    def load(self, code: str, code_id: str) -> Any: ...
    def tick(self, world: World, deadline_ms: int | None = None) -> CompanionTurn | None: ...
    def wait_ready(self, timeout_s: float, count: int = 1) -> bool: ...


class SandboxValidator:
    def __init__(
        self,
        executor: Executor,
        *,
        api_globals: Collection[str],
        methods: Collection[str],
        dry_run_ticks: int = 40,
        rules: Rules = DEFAULT_RULES,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.executor = executor
        self.api_globals = set(api_globals)
        self.methods = set(methods)
        self.dry_run_ticks = dry_run_ticks
        self.rules = rules
        self.clock = clock

    def validate(
        self, code: str, world: World, *, ticks: int | None = None,
        meaning: Meaning | None = None
    ) -> Check:
        """``ticks`` overrides the dry run's length (vetted library code needs fewer);
        ``meaning`` (the order as read) adds the behaviour checks, none when None."""
        started = self.clock()

        def verdict(ok: bool, kind: str = "", message: str = "") -> Check:
            return Check(ok, kind, message, (self.clock() - started) * 1000)

        problems = check_names(code, self.api_globals, self.methods)
        if problems:
            return verdict(False, "unknown_name",
                           "; ".join(f"line {p.line}: {p.message}" for p in problems[:5]))
        try:
            self.executor.load(code, code_id_of(code))
        except Exception as exc:
            failure = getattr(exc, "failure", None)  # services.sandbox_client.pool.LoadError
            if failure is None:
                return verdict(False, "compile", str(exc))
            where = f" (line {failure.line})" if failure.line else ""
            return verdict(False, failure.kind, failure.message + where)
        return self._dry_run(world.copy(), verdict, ticks or self.dry_run_ticks, meaning, code)

    def _tick(self, world: World, policy: PlayPolicy) -> tuple[CompanionTurn | None,
                                                               Failure | None]:
        """One dry-run tick and the game's verdict on it; a turn the worker lost is asked for
        again once a worker is ready, until the policy counts it against the code."""
        while True:
            turn = self.executor.tick(world)
            if turn is None:
                return None, None
            failure = policy.failed(turn)
            if failure is not None or not turn.lost:
                return turn, failure
            self.executor.wait_ready(WORKER_WAIT_S)

    def _dry_run(self, world: World, verdict, ticks: int, meaning: Meaning | None,
                  code: str) -> Check:
        world.forget_memory()
        judge = Judge(meaning, world, code=code, names=self.api_globals)
        policy = PlayPolicy()
        did_something = False
        for tick in range(1, ticks + 1):
            turn, failure = self._tick(world, policy)
            if turn is None:
                return verdict(False, "worker_lost", "the validation sandbox lost the code")
            if failure is not None:
                where = f" (line {failure.line})" if failure.line else ""
                return verdict(False, failure.kind,
                               f"at dry-run tick {tick}: {failure.message}{where}")
            world.keep_memory(turn.memory, turn.memory_token)
            did_something |= bool(turn.actions) or bool(turn.status) or turn.done
            judge.saw(turn.status, turn.done, world)
            events = step(world, player_move=judge.player_move(world),
                          companion_actions=turn.actions, rules=self.rules)
            judge.stepped(world, events)
            stuck = policy.stuck(refusals(turn, events, world.companion.id))
            if stuck is not None:
                return verdict(False, stuck.kind, stuck.message)
            if not world.companion.alive:
                return verdict(False, "died",
                               f"the companion died at dry-run tick {tick}: it fought a monster "
                               "without the weapon that defeats it (check monster.weakness and "
                               "ai:has_item first, and keep away from monsters otherwise)")
            if turn.done:
                break
        if not did_something:
            return verdict(False, "idle",
                           f"in {ticks} ticks the code made no move, returned no "
                           'status and never returned "Done"')
        behaviour = judge.verdict()
        if behaviour is not None:
            return verdict(False, behaviour.kind, behaviour.message)
        return verdict(True)
