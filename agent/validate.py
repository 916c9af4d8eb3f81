"""Validation before anything runs in the game: the API check (``agent.apicheck``, then the
skills' calls, ``agent.callcheck``), a compile in a sandbox worker, then a dry run of K ticks
on a copy of the world with the player standing still, or walking where the order is about it
(``agent.acceptance.player``).

The real world is never touched: the dry run steps its own copy with the game's rules. Given the
order, the dry run also judges behaviour (``agent.acceptance``): a question must be answered, an
errand must make progress, and "Done" must claim only what the run bears out.

The model's program (the whole dry run: no ``ticks`` given, or ``reference=True``), once it
passed the judge, is dry-run beside the composer's program for the same meaning on the same
copy of the world, when the composer can serve it and its own run passes the judge: their
effects are compared where the meaning cares (``agent.acceptance.reference``), and a
divergence rejects the model's program. An order whose condition cannot be decided takes no
model program at all. Library and composed code (a shorter dry run of their own) meet the same
judge without the reference.
"""

from __future__ import annotations

import copy
import time
from collections.abc import Callable, Collection
from typing import Any, Protocol

from agent.acceptance import Judge
from agent.acceptance.logic import duty_unsaid
from agent.acceptance.plan import expected
from agent.acceptance.player import walk_ticks
from agent.acceptance.reference import REFERENCE_SHARE, diverges
from agent.apicheck import check_names
from agent.callcheck import check_calls
from agent.compose import compose
from agent.compose.composition import check_knowable
from agent.compose.lua import NotComposable
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


def reference_ticks(length: int, meaning: Meaning, world: World) -> int:
    """How long the composer's program runs beside the model's: a share of the model's window,
    after the turns the order waits first ("for the next 12 turns, don't move; then ...") and
    the walk the dry run's player takes to bring about what it watches for ("when I get to the
    bow, ...": agent.acceptance.player)."""
    waits = expected(meaning, world).wait_turns + walk_ticks(meaning, world)
    return min(length, max(1, int(length * REFERENCE_SHARE)) + waits)


class SandboxValidator:
    def __init__(
        self,
        executor: Executor,
        *,
        api_globals: Collection[str],
        methods: Collection[str],
        dry_run_ticks: int = 40,
        done_check_ticks: int = 0,
        rules: Rules = DEFAULT_RULES,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.executor = executor
        self.api_globals = set(api_globals)
        self.methods = set(methods)
        self.dry_run_ticks = dry_run_ticks
        # The model's program, not Done within the dry run, goes on being dry-run up to this
        # many ticks when the order ends by itself: what its "Done" claims is checked where it
        # is said (an errand on this map often takes longer than the dry run).
        self.done_check_ticks = done_check_ticks
        self.rules = rules
        self.clock = clock
        # The last reference run: the world it ran on, what it was, and its Judge (or None).
        self._kept_reference: tuple[World, tuple[Any, ...], Judge | None] | None = None

    def validate(
        self, code: str, world: World, *, ticks: int | None = None,
        meaning: Meaning | None = None, reference: bool | None = None
    ) -> Check:
        """``ticks`` overrides the dry run's length (vetted library code needs fewer);
        ``meaning`` (the order as read) adds the behaviour checks, none when None;
        ``reference``: dry-run the composer's program for ``meaning`` beside it and compare
        (None: for the model's program, the one given the whole dry run)."""
        started = self.clock()
        if reference is None:
            reference = ticks is None

        def verdict(ok: bool, kind: str = "", message: str = "") -> Check:
            return Check(ok, kind, message, (self.clock() - started) * 1000)

        problems = check_names(code, self.api_globals, self.methods)
        if problems:
            return verdict(False, "unknown_name",
                           "; ".join(f"line {p.line}: {p.message}" for p in problems[:5]))
        slips = check_calls(code)
        if slips:
            return verdict(False, "bad_call",
                           "; ".join(f"line {p.line}: {p.message}" for p in slips[:3]))
        length = ticks or self.dry_run_ticks
        if reference and meaning is not None and meaning.understood:
            try:
                check_knowable(meaning, world)
            except NotComposable as exc:
                return verdict(False, "undecidable",
                               f"the order cannot be carried out as said: {exc}. No program "
                               "serves it; the companion says so instead.")
        try:
            self.executor.load(code, code_id_of(code))
        except Exception as exc:
            failure = getattr(exc, "failure", None)  # services.sandbox_client.pool.LoadError
            if failure is None:
                return verdict(False, "compile", str(exc))
            where = f" (line {failure.line})" if failure.line else ""
            return verdict(False, failure.kind, failure.message + where)
        until_done = self.done_check_ticks if reference and meaning is not None else 0
        check, judge = self._dry_run(world.copy(), verdict, length, meaning, code, until_done)
        if not (check.ok and reference and judge is not None and meaning is not None
                and meaning.understood):
            return check
        # Only a program that passes the judge is worth the reference's run.
        # Never done in a run that went on past its window: the reference goes on to its Done
        # too, to tell a program that stops short from one slower than the window.
        went_on = judge.whole is not judge and not judge.whole.record.done_at
        on = self.done_check_ticks if went_on else 0
        ref = self._reference(code, world, reference_ticks(length, meaning, world), meaning, on)
        why = diverges(ref, judge) if ref is not None else ""
        if why:
            return verdict(False, "diverges", why)
        unsaid = duty_unsaid(meaning, code)
        return verdict(False, "missing_step", unsaid + ".") if unsaid else verdict(True)

    def _reference(self, code: str, world: World, ticks: int, meaning: Meaning,
                   until_done: int = 0) -> Judge | None:
        """The composer's program for ``meaning`` dry-run on a copy of ``world``, as a Judge
        that saw it (and, ``until_done``, went on to its Done as ``_dry_run`` does); None when
        there is none to compare with: the composer cannot serve the meaning, ``code`` is its
        program, or the judge rejects its run."""
        composition = compose(meaning, world)
        if not composition.complete or composition.code.strip() == code.strip():
            return None
        # The same order tried again (another attempt, a repair on the same world): its
        # reference is the one run for the attempt before.
        key = (composition.code, ticks, until_done, world.companion.position,
               world.player.position)
        kept = self._kept_reference
        if kept is not None and kept[0] is world and kept[1] == key:
            return kept[2]
        judge: Judge | None = None
        try:
            self.executor.load(composition.code, code_id_of(composition.code))
        except Exception:  # noqa: BLE001 - no reference, nothing against the code
            pass
        else:
            check, judge = self._dry_run(world.copy(), lambda ok, *a: Check(ok, "", "", 0.0),
                                         ticks, meaning, composition.code, until_done)
            judge = judge if check.ok else None
        self._kept_reference = (world, key, judge)
        return judge

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

    def _dry_run(self, world: World, verdict: Callable[..., Check], ticks: int,
                 meaning: Meaning | None, code: str,
                 until_done: int = 0) -> tuple[Check, Judge | None]:
        """The dry run's verdict, and the Judge that watched it (None when the run broke off
        before the judge could say anything). ``until_done``: not Done after ``ticks``, an
        order that ends by itself goes on up to this many ticks, until its Done; the verdict is
        then the whole run's, and the Judge returned (what the reference is compared with) the
        one that had watched the first ``ticks``, as the composer's run is as long, with the
        one that watched the whole run as its ``whole``."""
        world.forget_memory()
        judge = Judge(meaning, world, code=code, names=self.api_globals)
        window, at_window = ticks, None
        if until_done > ticks and judge.ends_by_itself:
            ticks = until_done
        policy = PlayPolicy()
        did_something = False
        for tick in range(1, ticks + 1):
            if tick == window + 1:  # what the reference is compared with: the window's run
                at_window = copy.deepcopy(judge)
            turn, failure = self._tick(world, policy)
            if turn is None:
                return verdict(False, "worker_lost", "the validation sandbox lost the code"), None
            if failure is not None:
                where = f" (line {failure.line})" if failure.line else ""
                return verdict(False, failure.kind,
                               f"at dry-run tick {tick}: {failure.message}{where}"), None
            world.keep_memory(turn.memory, turn.memory_token)
            did_something |= bool(turn.actions) or bool(turn.status) or turn.done
            judge.saw(turn.status, turn.done, world)
            events = step(world, player_move=judge.player_move(world),
                          companion_actions=turn.actions, rules=self.rules)
            judge.stepped(world, events)
            stuck = policy.stuck(refusals(turn, events, world.companion.id))
            if stuck is not None:
                return verdict(False, stuck.kind, stuck.message), None
            if not world.companion.alive:
                return verdict(False, "died",
                               f"the companion died at dry-run tick {tick}: it fought a monster "
                               "without the weapon that defeats it (check monster.weakness and "
                               "ai:has_item first, and keep away from monsters otherwise)"), None
            if turn.done:
                break
        if not did_something:
            return verdict(False, "idle",
                           f"in {ticks} ticks the code made no move, returned no "
                           'status and never returned "Done"'), None
        behaviour = judge.verdict()
        if behaviour is not None:
            return verdict(False, behaviour.kind, behaviour.message), judge
        if at_window is not None:
            at_window.whole = judge
        return verdict(True), at_window or judge
