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
    rejected: list[dict[str, Any]] = []
    plain_ms: list[float] = []
    beside_ms: list[float] = []
    try:
        for name in args.files:
            for spec in load_orders(here / name):
                if args.only and args.only not in spec.text:
                    continue
                world = start_world(spec, new_world, place_companion)
                meaning = read(spec.text)
                if not meaning.understood:
                    continue
                match = library.match(spec.text, world, meaning)
                if match is not None:
                    check = validator.validate(match.code, world, ticks=LIBRARY_TICKS,
                                               meaning=meaning)
                    if not check.ok:
                        rejected.append({"file": name, "order": spec.text, "by": "library",
                                         "kind": check.kind, "why": check.message})
                composition = compose(meaning, world)
                if not composition.complete:
                    continue
                check = validator.validate(composition.code, world, ticks=LIBRARY_TICKS,
                                           meaning=meaning)
                if not check.ok:
                    rejected.append({"file": name, "order": spec.text, "by": "composed",
                                     "kind": check.kind, "why": check.message})
                # As the model's program: the whole dry run, the reference beside it.
                started = time.perf_counter()
                check = validator.validate(composition.code, world, meaning=meaning,
                                           reference=False)
                plain_ms.append((time.perf_counter() - started) * 1000)
                started = time.perf_counter()
                # the same program under another name, so that the reference runs beside it
                check = validator.validate("-- written by the model\n" + composition.code,
                                           world, meaning=meaning, reference=True)
                beside_ms.append((time.perf_counter() - started) * 1000)
                if not check.ok:
                    rejected.append({"file": name, "order": spec.text, "by": "as the model's",
                                     "kind": check.kind, "why": check.message})
    finally:
        pool.close()
        ctx.destroy(linger=0)
    for r in rejected:
        print(f"{r['by']:>14}  {r['order']}\n{'':>16}{r['kind']}: {r['why'][:300]}")
    added = [b - p for b, p in zip(beside_ms, plain_ms, strict=True)]
    result = {
        "orders_dry_run": len(plain_ms),
        "rejected": rejected,
        "dry_run_ms_median": round(statistics.median(plain_ms), 2) if plain_ms else None,
        "with_reference_ms_median": round(statistics.median(beside_ms), 2) if beside_ms else None,
        "added_ms_median": round(statistics.median(added), 2) if added else None,
        "added_ms_p90": round(statistics.quantiles(added, n=10)[-1], 2) if len(added) > 9
        else None,
    }
    print({k: v for k, v in result.items() if k != "rejected"}, f"{len(rejected)} rejected")
    save("judge", result)


if __name__ == "__main__":
    main()
