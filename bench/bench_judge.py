"""What the dry run's judge costs and whom it turns away: every order of the benchmark files set
up as `dungeon eval` sets it up, its library entry and its composition dry-run in a real sandbox
worker as the agent does (the library's and the composer's short dry run), and the composition
again as the model's program would be (the whole dry run, beside the composer's own reference).

    python -m bench.bench_judge [--files orders.toml probe_orders.toml] [--only TEXT]

Reported: every program of the library or the composer the judge rejects (none should be: a
rejection turns an order served right into one ended in words), and the dry run's time per
order with and without the reference run. Results in bench/results/judge.json.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import zmq

from agent.benchmark import load_orders
from agent.compose import compose
from agent.reading import read
from agent.validate import SandboxValidator
from bench.common import arguments, save
from config.settings import load_config
from game.rules import Rules
from game.start import set_up
from game.world import World

FILES = ("orders.toml", "probe_orders.toml")
LIBRARY_TICKS = 5  # agent.library_dry_run_ticks


def start_world(spec: Any, new_world: Any, place: Any) -> World:
    world: World = new_world(spec.scenario, spec.seed)
    if spec.ai_start:
        place(world, spec.ai_start)
    set_up(world, **spec.start)
    return world


def main(argv: list[str] | None = None) -> None:
    ap = arguments("bench_judge")
    ap.add_argument("--files", nargs="*", default=list(FILES))
    ap.add_argument("--only", default="", help="only orders whose text contains this")
    args = ap.parse_args(argv)

    from agent.library import Library
    from sandbox_worker import api
    from services.agent_server.wiring import validation_executor
    from services.game_server.session import place_companion

    data = tempfile.mkdtemp(prefix="da-judge-", dir="/tmp")
    cfg = load_config(None, [f"paths.data_dir={data}"], environ={})
    from game.maps import Healths, load_map

    g = cfg.game
    healths = Healths(g.player_health, g.companion_health, g.monster_health)

    def new_world(name: str, seed: int) -> World:
        return load_map(name, seed=seed, healths=healths)

    ctx = zmq.Context()
    pool = validation_executor(cfg, ctx)
    validator = SandboxValidator(pool, api_globals=api.global_names(),
                                 methods=[e.name for e in api.entries("method")],
                                 dry_run_ticks=cfg.agent.dry_run_ticks,
                                 done_check_ticks=cfg.agent.done_check_ticks,
                                 rules=Rules(g.monster_wander_chance, g.monster_leash_tiles))
    library = Library.open(cfg)
    here = Path(__file__).resolve().parent
    runs = _Runs()
    try:
        for name in args.files:
            for spec in load_orders(here / name):
                if not args.only or args.only in spec.text:
                    _judge(name, spec, start_world(spec, new_world, place_companion), library,
                           validator, runs)
    finally:
        pool.close()
        ctx.destroy(linger=0)
    for r in runs.rejected:
        print(f"{r['by']:>14}  {r['order']}\n{'':>16}{r['kind']}: {r['why'][:300]}")
    result = runs.summary()
    print({k: v for k, v in result.items() if k != "rejected"}, f"{len(runs.rejected)} rejected")
    save("judge", result)


@dataclass
class _Runs:
    rejected: list[dict[str, Any]] = field(default_factory=list)
    plain_ms: list[float] = field(default_factory=list)
    beside_ms: list[float] = field(default_factory=list)

    def turned_away(self, name: str, order: str, by: str, check: Any) -> None:
        if not check.ok:
            self.rejected.append({"file": name, "order": order, "by": by,
                                  "kind": check.kind, "why": check.message})

    def summary(self) -> dict[str, Any]:
        plain, beside = self.plain_ms, self.beside_ms
        added = [b - p for b, p in zip(beside, plain, strict=True)]
        return {
            "orders_dry_run": len(plain),
            "rejected": self.rejected,
            "dry_run_ms_median": round(statistics.median(plain), 2) if plain else None,
            "with_reference_ms_median": round(statistics.median(beside), 2) if beside else None,
            "added_ms_median": round(statistics.median(added), 2) if added else None,
            "added_ms_p90": round(statistics.quantiles(added, n=10)[-1], 2) if len(added) > 9
            else None,
        }


def _judge(name: str, spec: Any, world: World, library: Any, validator: SandboxValidator,
           runs: _Runs) -> None:
    """One order's library and composed programs dry-run through the judge, and the composed
    one again as the model's: the whole dry run, then with the reference beside it."""
    meaning = read(spec.text)
    if not meaning.understood:
        return
    match = library.match(spec.text, world, meaning)
    if match is not None:
        runs.turned_away(name, spec.text, "library", validator.validate(
            match.code, world, ticks=LIBRARY_TICKS, meaning=meaning))
    composition = compose(meaning, world)
    if not composition.complete:
        return
    runs.turned_away(name, spec.text, "composed", validator.validate(
        composition.code, world, ticks=LIBRARY_TICKS, meaning=meaning))
    started = time.perf_counter()
    validator.validate(composition.code, world, meaning=meaning, reference=False)
    runs.plain_ms.append((time.perf_counter() - started) * 1000)
    started = time.perf_counter()
    # the same program under another name, so that the reference runs beside it
    check = validator.validate("-- written by the model\n" + composition.code, world,
                               meaning=meaning, reference=True)
    runs.beside_ms.append((time.perf_counter() - started) * 1000)
    runs.turned_away(name, spec.text, "as the model's", check)


if __name__ == "__main__":
    main()
