"""Run every benchmark: ``python -m bench`` (results in bench/results/*.json)."""

from __future__ import annotations

import importlib
import sys

BENCHES = ("bench.bench_game", "bench.bench_sandbox", "bench.bench_supervisor", "bench.bench_llm",
           "bench.bench_llm_servers", "bench.bench_startup", "bench.bench_load",
           "bench.bench_faults", "bench.bench_remote", "bench.bench_adapter")

if __name__ == "__main__":
    wanted = sys.argv[1:] or BENCHES
    for name in wanted:
        module = importlib.import_module(name if name.startswith("bench.") else f"bench.{name}")
        print(f"== {module.__name__}", flush=True)
        module.main()
