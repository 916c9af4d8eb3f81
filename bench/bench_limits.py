"""Sandbox limits under code written to stress them: the worst tick per limit kind.

- the stress corpus (tests/sandbox/stress_corpus.py) in a runtime with the default limits, as a
  worker runs it: the CPU time (and wall time) of each case's judged run, the worst of
  ``--repeat`` runs, then the worst per outcome (ok, each error and each limit kind);
- the same corpus through a real worker process: the round trip of each tick, and whether the
  worker had to be replaced (it must not: the sandbox's own limits stop every case);
- the pattern table (tests/sandbox/pattern_table.py): the CPU time of each ordinary pattern
  and each blow-up, and the ordinary ones refused (false refusals: there must be none).

The promise checked: every tick ends within 2 x sandbox.max_tick_ms of CPU.
Results in bench/results/limits.json.
"""

from __future__ import annotations

import time
from typing import Any

from bench.common import arguments, save
from config.settings import DEFAULT_SANDBOX_LIMITS
from sandbox_worker.runtime import SandboxRuntime
from tests.sandbox.helpers import default_world, new_runtime, tick, update
from tests.sandbox.pattern_table import BLOWUPS, ORDINARY
from tests.sandbox.stress_corpus import CORPUS, Case, one_worker, run_case

DEADLINE_MS = 1000  # the pool's backstop: a case that reaches it was not stopped by the sandbox


def timed_run(rt: SandboxRuntime, case: Case) -> dict[str, Any]:
    """One case in ``rt``: its outcome, and the CPU and wall time of its judged run."""
    world = default_world()
    wall, cpu = time.perf_counter(), time.thread_time()
    loaded = rt.load(case.source, case.name)
    if loaded.error is None and not case.chunk:
        wall, cpu = time.perf_counter(), time.thread_time()
        error = tick(rt, world).error
    else:
        error = loaded.error
    out = {
        "kind": error.kind if error else "ok",
        "line": error.line if error else None,
        "cpu_ms": round((time.thread_time() - cpu) * 1000, 1),
        "wall_ms": round((time.perf_counter() - wall) * 1000, 1),
    }
    rt.tidy()  # as a worker does once it has answered
    return out


def in_process(cases: list[Case], repeat: int) -> dict[str, dict[str, Any]]:
    rt = new_runtime(default_world())
    out: dict[str, dict[str, Any]] = {}
    for case in cases:
        runs = [timed_run(rt, case) for _ in range(repeat)]
        worst = max(runs, key=lambda r: r["cpu_ms"])
        worst["expected"] = list(case.expect)
        worst["as_expected"] = all(r["kind"] in case.expect for r in runs)
        out[case.name] = worst
    return out


def per_kind(cases: dict[str, dict[str, Any]], field: str) -> dict[str, dict[str, Any]]:
    worst: dict[str, dict[str, Any]] = {}
    for name, r in cases.items():
        w = worst.setdefault(r["kind"], {"cases": 0, f"worst_{field}": -1.0, "case": ""})
        w["cases"] += 1
        if r[field] > w[f"worst_{field}"]:
            w[f"worst_{field}"], w["case"] = r[field], name
    return dict(sorted(worst.items()))


def through_a_worker(cases: list[Case]) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    with one_worker(DEADLINE_MS) as (pool, spawner):
        for case in cases:
            pid = spawner.pid(0)
            got = run_case(pool, case)
            replaced = spawner.pid(0) != pid or not spawner.alive(0)
            out[case.name] = {"kind": got.kind, "ms": round(got.tick_ms, 1), "replaced": replaced}
            if replaced:
                pool.wait_ready(30)
    return out


def patterns() -> dict[str, Any]:
    rt = new_runtime(default_world())
    world = default_world()

    def one(body: str) -> dict[str, Any]:
        rt.load(update(body + '\nreturn "ran"'), "pattern")
        cpu = time.thread_time()
        error = tick(rt, world).error
        return {"kind": error.kind if error else "ok",
                "cpu_ms": round((time.thread_time() - cpu) * 1000, 2)}

    ordinary = {name: one(body) for name, body in ORDINARY}
    blowups = {name: one(body) for name, body in BLOWUPS}
    return {
        "ordinary": ordinary,
        "false_refusals": sum(r["kind"] == "pattern_limit" for r in ordinary.values()),
        "ordinary_worst_cpu_ms": max(r["cpu_ms"] for r in ordinary.values()),
        "blowups": blowups,
        "blowups_refused": sum(r["kind"] == "pattern_limit" for r in blowups.values()),
        "blowups_worst_cpu_ms": max(r["cpu_ms"] for r in blowups.values()),
    }


def main(argv: list[str] | None = None) -> int:
    parser = arguments("bench_limits")
    parser.add_argument("--repeat", type=int, default=3,
                        help="runs of each case in process; the worst counts (default 3)")
    parser.add_argument("--only", action="append", default=[], metavar="NAME",
                        help="run only this corpus case (repeatable)")
    parser.add_argument("--no-worker", action="store_true",
                        help="skip the run through a real worker process")
    args = parser.parse_args(argv)
    cases = [c for c in CORPUS if not args.only or c.name in args.only]
    if not cases:
        parser.error(f"no corpus case named {', '.join(args.only)}")
    limit_ms = DEFAULT_SANDBOX_LIMITS.max_tick_ms
    local = in_process(cases, args.repeat)
    results: dict[str, Any] = {
        "max_tick_ms": limit_ms,
        "bound_ms": 2 * limit_ms,
        "cases": len(cases),
        "worst_cpu_ms_per_kind": per_kind(local, "cpu_ms"),
        "worst_cpu_ms": max(r["cpu_ms"] for r in local.values()),
        "over_bound": sorted(n for n, r in local.items() if r["cpu_ms"] > 2 * limit_ms),
        "unexpected": sorted(n for n, r in local.items() if not r["as_expected"]),
        "in_process": local,
    }
    if not args.no_worker:
        remote = through_a_worker(cases)
        results["worker_round_trip_ms_per_kind"] = per_kind(remote, "ms")
        results["workers_replaced"] = sum(r["replaced"] for r in remote.values())
        results["through_a_worker"] = remote
    results["patterns"] = patterns()
    save("limits", results)
    print(f"\nworst tick CPU per outcome (bound {2 * limit_ms} ms = 2 x max_tick_ms):")
    for kind, w in results["worst_cpu_ms_per_kind"].items():
        print(f"  {kind:<18} {w['worst_cpu_ms']:7.1f} ms  over {w['cases']:2d} cases"
              f"  (worst: {w['case']})")
    pats = results["patterns"]
    print(f"patterns: {pats['false_refusals']} false refusals of {len(ORDINARY)} ordinary; "
          f"{pats['blowups_refused']} of {len(BLOWUPS)} blow-ups refused, the rest ended by "
          f"{pats['blowups_worst_cpu_ms']} ms")
    if "workers_replaced" in results:
        print(f"workers replaced: {results['workers_replaced']}")
    return 1 if results["over_bound"] or results["unexpected"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
