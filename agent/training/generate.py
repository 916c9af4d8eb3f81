"""Generate (order, program) pairs, each validated in a real sandbox, for training and testing.

    python -m agent.training.generate --out DIR --n 4000 --seed 0

Every order is drawn as a meaning with its words (``agent.training.orders``), its program is the
composer's for that meaning, and each pair is checked the way the agent checks a model's code
before it is accepted (``agent.validate.SandboxValidator``): the static API check, a compile in a
real lupa sandbox, and a dry run on a copy of a real world (the default map in one of several
states) judged against the meaning. Pairs whose words the reader reads as another meaning are
dropped too, so the model is only taught words the agent itself understands the same way. The
generator reports how many it dropped and why (``report.json``).

The test set is drawn the same way but keeps only orders that use something ``heldout.toml``
holds out; the training set keeps only orders that use none of it.
"""

from __future__ import annotations

import argparse
import json
import logging
import random
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgpack

from agent.outcome import Check
from agent.prompt import system_prompt, tuned_system_prompt, user_message
from agent.reading import Meaning, read
from agent.training.dataset import (
    LAYOUTS,
    ORDER_LAST,
    REPORT,
    TEST,
    TRAIN,
    Meta,
    Pair,
    write_meta,
    write_pairs,
)
from agent.training.heldout import Heldout
from agent.training.orders import Draft, draw, program_skills
from agent.validate import SandboxValidator
from game.maps import load_map
from game.rules import Rules
from game.world import World
from sandbox_worker import api
from sandbox_worker.runtime import SandboxRuntime
from sandbox_worker.snapshot import flat_state, tick_seed
from sandbox_worker.turn import CompanionTurn

log = logging.getLogger(__name__)

DRY_RUN_TICKS = 24  # enough for every rule of the judge to see progress (see agent.acceptance)


# -- worlds ----------------------------------------------------------------------------------


def _carry(world: World, who: str, name: str) -> None:
    item = next((i for i in world.ground if i.name == name), None)
    if item is None:
        return
    world.ground.remove(item)
    item.position = None
    (world.companion if who == "ai" else world.player).items.append(item)


def _kill(world: World, kind: str, n: int) -> None:
    """As the game's combat leaves them (``game.rules``): dead, counted as defeated (the count
    was left out, so "how many monsters have we defeated?" was answered 0 by the check and 1 by
    the sandbox, and dropped), and defeated by one of us: the companion the first, then the
    player and the companion by turns, so that "how many have you killed?" is not "how many
    are dead?" (drawn from no random stream, so a seed's worlds stay as they were)."""
    for i, monster in enumerate([m for m in world.monsters() if m.kind == kind][:n]):
        monster.alive = False
        monster.health = 0
        monster.defeated_by = (world.companion if i % 2 == 0 else world.player).id
        world.defeated[kind] = world.defeated.get(kind, 0) + 1


def _move_companion(world: World, rng: random.Random) -> None:
    ai = world.companion
    floor = [(r, c) for r in range(1, world.rows + 1) for c in range(1, world.cols + 1)
             if world.is_floor((r, c)) and not world.occupied((r, c))
             and not world.ground_at((r, c))
             and all(abs(r - m.position[0]) + abs(c - m.position[1]) > 4 for m in world.monsters())]
    ai.position = rng.choice(floor)


# Each state of the default map: changes applied in order, ("carry", who, item),
# ("kill", kind, n), ("move",) (the companion to a random floor tile far from monsters) or
# ("health", companion's, player's).
STATES: tuple[tuple[str, tuple[tuple[Any, ...], ...]], ...] = (
    ("start", ()),
    ("ai_sword", (("carry", "ai", "sword"),)),
    ("ai_bow", (("carry", "ai", "bow"),)),
    ("ai_bow_arrow", (("carry", "ai", "bow"), ("carry", "ai", "arrow"))),
    ("ai_armed", (("carry", "ai", "sword"), ("carry", "ai", "bow"),
                  *(("carry", "ai", "arrow"),) * 3)),
    ("player_bow", (("carry", "player", "bow"),)),
    ("gorgon_dead", (("kill", "gorgon", 1),)),
    ("one_bat", (("kill", "bat", 2), ("carry", "ai", "arrow"))),
    ("elsewhere", (("move",),)),
    ("elsewhere_bow", (("move",), ("carry", "ai", "bow"))),
    ("hurt", (("health", 2, 1),)),
)


def world_states(seed: int) -> list[tuple[str, World]]:
    """The default map in states an order may meet: what the companion and the player carry,
    who is still alive, where the companion stands, how hurt they are."""
    rng = random.Random(seed)
    states = []
    for name, changes in STATES:
        world = load_map("default", seed=seed)
        for change in changes:
            if change[0] == "carry":
                _carry(world, change[1], change[2])
            elif change[0] == "kill":
                _kill(world, change[1], change[2])
            elif change[0] == "move":
                _move_companion(world, rng)
            else:
                world.companion.health, world.player.health = change[1], change[2]
        states.append((name, world))
    return states


# -- validation ------------------------------------------------------------------------------


class RuntimeExecutor:
    """The validator's executor on an in-process sandbox runtime, run as a worker runs it."""

    def __init__(self) -> None:
        self.runtime = SandboxRuntime()
        self.maze: tuple[str, ...] | None = None
        self.seed = 0

    def load(self, code: str, code_id: str) -> Any:
        self.runtime = SandboxRuntime()
        self.maze = None
        loaded = self.runtime.load(code, code_id)
        if loaded.error is not None:
            raise RuntimeError(f"{loaded.error.kind}: {loaded.error.message}")
        return loaded

    def tick(self, world: World, deadline_ms: int | None = None) -> CompanionTurn:
        if self.maze != world.maze:
            self.runtime.set_maze(world.maze)
            self.maze = world.maze
        out = self.runtime.tick(flat_state(world), tick_seed(self.seed, world.tick))
        memory = msgpack.unpackb(out.memory, raw=False) if out.memory else {}
        return CompanionTurn(actions=out.actions, status=out.status, memory=memory,
                             done=out.done, error=out.error, log=out.log)

    def wait_ready(self, timeout_s: float, count: int = 1) -> bool:
        return True  # in this process: always there


def new_validator() -> SandboxValidator:
    return SandboxValidator(RuntimeExecutor(), api_globals=api.global_names(),
                            methods=[e.name for e in api.entries("method")],
                            dry_run_ticks=DRY_RUN_TICKS, rules=Rules(monster_wander_chance=0.0))


class CachedValidator:
    """Validation of each (program, world state, meaning of the order) once: the dry run and its
    verdict depend on nothing else, and thousands of pairs share a few hundred programs."""

    def __init__(self, validator: SandboxValidator) -> None:
        self.validator = validator
        self.cache: dict[tuple[str, str, str], Check] = {}
        self.runs = 0

    def check(self, program: str, state: str, world: World, meaning: Meaning) -> Check:
        key = (program, state, repr(meaning.steps))
        if key not in self.cache:
            self.runs += 1
            self.cache[key] = self.validator.validate(program, world, meaning=meaning)
        return self.cache[key]


def wording_problem(draft: Draft) -> str:
    """Why the order's words do not read as the draw's meaning ("" when they do)."""
    got = read(draft.order)
    if got.steps == draft.meaning.steps:
        return ""
    if not got.understood:
        return "not understood"
    return "reads as another meaning"


# -- the run ---------------------------------------------------------------------------------


def pairs(n: int, seed: int, *, test: bool, heldout: Heldout, states: list[tuple[str, World]],
          checker: CachedValidator, dropped: Counter[str], seen: set[tuple[str, str]],
          max_draws: int = 0, layout: str = ORDER_LAST) -> Iterator[Pair]:
    """Up to ``n`` validated pairs, their prompts in ``layout``; ``test`` keeps only orders that
    use held-out vocabulary, otherwise only orders that use none."""
    rng = random.Random(f"{seed}-{'test' if test else 'train'}")
    kept = 0
    draws = 0
    limit = max_draws or n * 60
    while kept < n and draws < limit:
        draws += 1
        state, world = rng.choice(states)
        draft = draw(rng, world)
        if draft is None:
            continue
        uses = heldout.used(draft.order, program_skills(draft.program))
        if bool(uses) != test:
            continue  # belongs to the other set: not a drop
        if (draft.order.lower(), draft.program) in seen:
            dropped["duplicate order"] += 1
            continue
        problem = wording_problem(draft)
        if problem:
            dropped[f"wording: {problem} ({draft.kind}{', ' + draft.shape if draft.shape else ''})"
                    ] += 1
            log.debug("dropped %r: %s", draft.order, problem)
            continue
        verdict = checker.check(draft.program, state, world, draft.meaning)
        if not verdict.ok:
            dropped[f"sandbox: {verdict.kind}"] += 1
            log.debug("dropped %r (%s): %s", draft.order, verdict.kind, verdict.message)
            continue
        seen.add((draft.order.lower(), draft.program))
        kept += 1
        yield Pair(order=draft.order, user=user_message(draft.order, world, layout=layout),
                   program=draft.program, kind=draft.kind, state=state,
                   steps=len(draft.skills))


def generate(out: Path, n: int, seed: int, n_test: int, *, prompt: str = "short",
             layout: str = ORDER_LAST) -> dict[str, Any]:
    out.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    heldout = Heldout.load()
    states = world_states(seed)
    checker = CachedValidator(new_validator())
    system = (tuned_system_prompt(api.api_summary_text()) if prompt == "short"
              else system_prompt(api.api_reference_text()))
    seen: set[tuple[str, str]] = set()
    dropped_test: Counter[str] = Counter()
    dropped_train: Counter[str] = Counter()
    # The test set first: an order drawn for it is then never drawn into training.
    n_written_test = write_pairs(out / TEST, pairs(n_test, seed, test=True, heldout=heldout,
                                                   states=states, checker=checker,
                                                   dropped=dropped_test, seen=seen,
                                                   layout=layout))
    kinds: Counter[str] = Counter()

    def counted(it: Iterator[Pair]) -> Iterator[Pair]:
        for p in it:
            kinds[p.kind] += 1
            yield p

    n_written = write_pairs(out / TRAIN, counted(pairs(n, seed, test=False, heldout=heldout,
                                                        states=states, checker=checker,
                                                        dropped=dropped_train, seen=seen,
                                                        layout=layout)))
    write_meta(out, Meta(system=system, seed=seed, layout=layout))
    report = {
        "kept": {"train": n_written, "test": n_written_test},
        "train_kinds": dict(sorted(kinds.items())),
        "dropped": {"train": dict(dropped_train.most_common()),
                    "test": dict(dropped_test.most_common())},
        "dry_runs": checker.runs,
        "dry_run_ticks": DRY_RUN_TICKS,
        "states": [name for name, _ in states],
        "seconds": round(time.perf_counter() - started, 1),
    }
    (out / REPORT).write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m agent.training.generate",
                                     description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", required=True)
    parser.add_argument("--n", type=int, default=4000, help="training pairs")
    parser.add_argument("--test", type=int, default=None,
                        help="held-out test pairs (default: a tenth of --n, at least 20)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--prompt", choices=("short", "full"), default="short",
                        help="the system prompt trained with: the API's names in brief (short) "
                             "or the agent's whole API document (full)")
    parser.add_argument("--layout", choices=LAYOUTS, default=ORDER_LAST,
                        help="how the prompt ends and the program begins "
                             "(agent.training.dataset): the order last and the program's first "
                             "line left to the agent (order_last); the same with the world's "
                             "lines from what changes least to what changes most "
                             "(changes_last); or the instruction last and the whole program "
                             "(instruction_last, the layout before)")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    n_test = args.test if args.test is not None else max(20, args.n // 10)
    report = generate(Path(args.out), args.n, args.seed, n_test, prompt=args.prompt,
                      layout=args.layout)
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
