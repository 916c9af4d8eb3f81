"""The benchmarks' front door: ``python -m bench NAME [ARGS...]`` runs one, ``python -m bench
all`` runs every one in turn (results in bench/results/*.json); with no name, ``--help`` or a
name it does not know it prints its usage and the list of benchmarks (without importing any:
some load a model).
"""

from __future__ import annotations

import importlib
import inspect
import sys

# Every benchmark, in the order ``all`` runs them, with what it measures.
BENCHES = {
    "bench_game": "engine ticks/s; a player move's round trip through the game service",
    "bench_sandbox": "one companion tick: in process, through a worker, the transports' floors",
    "bench_limits": "the sandbox's limits under a stress corpus: the worst tick per limit kind",
    "bench_supervisor": "a dead or hung worker replaced; what supervising costs",
    "bench_failover": "a sandbox worker killed or frozen to the next tick the game serves",
    "bench_llm": "the model service against llama.cpp called directly; cache, grammar, cancel",
    "bench_llm_servers": "one and two OpenAI-compatible model servers; fail-over",
    "bench_startup": "`dungeon up` to the first order and the first generated order; the agent "
                     "killed to ready, phase by phase, and to an order served",
    "bench_load": "many clients, every sandbox worker and the model on one machine",
    "bench_faults": "recovery from kill -9 of each service, orders lost, a memory soak",
    "bench_remote": "a companion tick on a remote sandbox worker (tcp://, CurveZMQ)",
    "bench_adapter": "the shipped LoRA adapter on held-out orders in llama.cpp",
    "bench_reader": "how fast an order is read and composed, in this process",
    "bench_restate": "orders the reader cannot read, restated: nearest sentence, model held to "
                     "the grammar or free; passes and time",
    "bench_judge": "the dry run's judge on every benchmark order: whom it turns away, its cost",
}
USAGE = """\
usage: python -m bench NAME [ARGS...]   run one benchmark, ARGS passed on (NAME --help: its own)
       python -m bench all              run every benchmark in turn, each with its defaults
       python -m bench --help           this text"""


def usage() -> str:
    width = max(len(n) for n in BENCHES)
    lines = [f"  {name:<{width}}  {what}" for name, what in BENCHES.items()]
    return "\n".join([USAGE, "", "benchmarks (results in bench/results/*.json):", *lines])


def bench_name(arg: str) -> str | None:
    """``bench_llm`` for "bench_llm", "bench.bench_llm" or "llm"; None for no benchmark."""
    name = arg.removeprefix("bench.")
    name = name if name.startswith("bench_") else f"bench_{name}"
    return name if name in BENCHES else None


def run(name: str, args: list[str]) -> int:
    main = importlib.import_module(f"bench.{name}").main
    if "argv" in inspect.signature(main).parameters:
        code = main(args)
    elif args:
        print(f"python -m bench: {name} takes no arguments (got {' '.join(args)})",
              file=sys.stderr)
        return 2
    else:
        code = main()
    return code if isinstance(code, int) else 0


def main(argv: list[str]) -> int:
    if argv[:1] in ([], ["-h"], ["--help"], ["help"]):
        print(usage(), file=sys.stdout if argv else sys.stderr)
        return 0 if argv else 2
    if argv == ["all"]:
        failed = 0
        for name in BENCHES:
            print(f"== bench.{name}", flush=True)
            failed += run(name, []) != 0
        return 1 if failed else 0
    wanted = bench_name(argv[0])
    if wanted is None:
        print(f"python -m bench: no benchmark named {argv[0]!r}\n\n{usage()}", file=sys.stderr)
        return 2
    return run(wanted, argv[1:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
