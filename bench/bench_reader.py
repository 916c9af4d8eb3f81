"""How fast an order is read and composed: every order of the benchmark files through
``agent.reading.read`` and ``agent.compose.compose`` on the default map, in this process.

    python -m bench.bench_reader

Per order, repeated: the reader alone, and the reader and the composer together (the part of
"order to first move" that composed orders spend before their dry run). Orders with logic are
reported apart, and so are the training generator's orders (the fixed sample the recorded
readings hold: 1,500 draws, seed 3), read alone; and how long importing the reader takes in a
fresh process (the best of 7, as ``python -X importtime`` reports it). Beside the percentiles
of every read, those of each order's median over its repeats: on a busy machine a read the
scheduler interrupts lands in the first, rarely in the second. Results in
bench/results/reader.json.
"""

from __future__ import annotations

import random
import statistics
import subprocess
import sys
import time
import tomllib
from pathlib import Path

from agent.compose import compose
from agent.reading import read
from bench.common import arguments, save, summary_us
from game.maps import load_map

FILES = ("orders.toml", "probe_orders.toml", "heldout_orders.toml")
REPEATS = 20
# The generator's sample of tests/golden/readings.txt.
DRAWS = 1500
SEED = 3


def orders() -> list[str]:
    here = Path(__file__).resolve().parent
    out: list[str] = []
    for name in FILES:
        data = tomllib.loads((here / name).read_text(encoding="utf-8"))
        out += [o["text"] for o in data["order"]]
    return out


def generated() -> list[str]:
    """The training generator's orders of the fixed sample, each once."""
    from agent.training.generate import world_states
    from agent.training.orders import draw

    rng = random.Random(SEED)
    states = world_states(SEED)
    drafts = (draw(rng, states[i % len(states)][1]) for i in range(DRAWS))
    return list(dict.fromkeys(d.order for d in drafts if d is not None))


def import_ms(runs: int = 7) -> float:
    """Importing agent.reading in a fresh interpreter, the best of ``runs``, in milliseconds."""
    best = float("inf")
    for _ in range(runs):
        report = subprocess.run([sys.executable, "-X", "importtime", "-c", "import agent.reading"],
                                capture_output=True, text=True, check=True).stderr
        rows = [line.split("|") for line in report.splitlines() if line.count("|") == 2]
        best = min(best, next(int(r[1]) for r in rows if r[2].strip() == "agent.reading") / 1000)
    return round(best, 1)


def timed(texts: list[str], work) -> list[float]:
    samples: list[float] = []
    for _ in range(REPEATS):
        for text in texts:
            started = time.perf_counter()
            work(text)
            samples.append(time.perf_counter() - started)
    return samples


def order_medians(samples: list[float], orders: int) -> list[float]:
    """Each order's median time over its repeats (``timed``'s samples, a repeat at a time)."""
    return [statistics.median(samples[i::orders]) for i in range(orders)]


def main(argv: list[str] | None = None) -> None:
    arguments("bench_reader").parse_args(argv)
    texts = orders()
    drawn = generated()
    world = load_map("default")
    for text in texts:  # the first call of each pattern compiles it; that is not per order
        compose(read(text), world)
    for text in drawn:
        read(text)
    logic = [t for t in texts if read(t).has_logic]
    plain = [t for t in texts if t not in logic]
    result = {
        "orders": len(texts),
        "logic_orders": len(logic),
        "read": {"all": summary_us(all_read := timed(texts, read)),
                 "plain": summary_us(timed(plain, read)),
                 "logic": summary_us(timed(logic, read)) if logic else {}},
        # Each order's median of its repeats, then across the orders: what the slowest orders
        # cost, less the moments another process had the CPU (those stay in the figures above)
        "read_order_medians": summary_us(order_medians(all_read, len(texts))),
        "generated_orders": len(drawn),
        "read_generated": summary_us(drawn_read := timed(drawn, read)),
        "read_generated_order_medians": summary_us(order_medians(drawn_read, len(drawn))),
        "read_and_compose": summary_us(timed(texts, lambda t: compose(read(t), world))),
        "import_ms": import_ms(),
    }
    save("reader", result)


if __name__ == "__main__":
    main()
