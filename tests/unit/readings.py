"""The recorded reading of every known order: tests/golden/readings.txt.

Every order of the benchmark files (public, probe, held-out, restated, and the sets written by
other hands), the shipped library's examples and paraphrases, and a fixed sample of the training
generator's pairs, each with its reading in the full gist notation (tests/unit/gist.py).
tests/unit/test_readings.py reads them all again and compares, so a change of reading is a diff
in the commit that makes it. Rewrite the file after a change of reading meant:

    .venv/bin/python -m tests.unit.readings --write

A generator pair is the words and the meaning they were drawn from; where the reader reads the
words as another meaning, the line says so (``# misread, meant: ...``) and the pair counts
towards the generator's misread figure, which the test keeps from growing.
"""

from __future__ import annotations

import argparse
import random
import sys
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from agent.library.shipped import load_shipped
from agent.reading import read
from tests.unit.gist import quote, steps

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden" / "readings.txt"
BENCH_FILES = ("orders.toml", "probe_orders.toml", "heldout_orders.toml")
# The sets written by other hands (bench/fresh_orders*.toml), in the order they were written: a
# change of reading of any of their orders shows here too, beside the figures measured on them.
FRESH = "fresh_orders*.toml"


def _bench_files() -> list[str]:
    fresh = sorted((ROOT / "bench").glob(FRESH),
                   key=lambda p: int(p.stem.rpartition("_")[2]) if p.stem[-1].isdigit() else 1)
    return [*BENCH_FILES, *(p.name for p in fresh)]
PARAPHRASES = ROOT / "agent" / "library" / "paraphrases.toml"
# The generator's sample: as many draws, from this seed, over the worlds of this seed (the house
# language test draws the same).
DRAWS = 1500
SEED = 3
MISREAD = "  # misread, meant: "


@dataclass(frozen=True, slots=True)
class Readings:
    text: str  # the whole file
    pairs: int  # the generator's pairs read
    misread: tuple[str, ...]  # the orders of those the reader reads as another meaning


def reading(order: str) -> str:
    return steps(read(order).steps, full=True) or "(no steps)"


def line(order: str, got: str) -> str:
    return f"{quote(order)} => {got}".rstrip()  # an empty last branch: no trailing blank


def _unique(orders: list[str]) -> Iterator[str]:
    seen: set[str] = set()
    for order in orders:
        if order not in seen:
            seen.add(order)
            yield order


def sources() -> Iterator[tuple[str, list[str]]]:
    """Each source of orders by name, with its orders in the order they stand there."""
    for name in _bench_files():
        data = tomllib.loads((ROOT / "bench" / name).read_text(encoding="utf-8"))
        yield f"bench/{name}", [o["text"] for o in data["order"]]
    yield "agent/library/shipped (examples)", [x for e in load_shipped() for x in e.examples]
    data = tomllib.loads(PARAPHRASES.read_text(encoding="utf-8"))
    yield "agent/library/paraphrases.toml", [c["order"] for part in ("case", "unrelated",
                                                                     "near_miss")
                                             for c in data.get(part, [])]


def generated() -> Iterator[tuple[str, str]]:
    """The generator's pairs of the fixed sample: the words and the meaning drawn, in gist."""
    from agent.training.generate import world_states
    from agent.training.orders import draw

    rng = random.Random(SEED)
    states = world_states(SEED)
    for i in range(DRAWS):
        draft = draw(rng, states[i % len(states)][1])
        if draft is not None:
            yield draft.order, steps(draft.meaning.steps, full=True)


def build() -> Readings:
    pairs, misread = 0, []
    out = [
        "# The reading of every known order, in the full gist notation of tests/unit/gist.py:",
        "# the order as typed, then what the reader makes of it. Written by",
        "#     .venv/bin/python -m tests.unit.readings --write",
        "# and checked by tests/unit/test_readings.py: a change of reading shows here as a diff.",
    ]
    for name, orders in sources():
        out += ["", f"[{name}]"]
        out += [line(o, reading(o)) for o in _unique(orders)]
    body = []
    seen: set[tuple[str, str]] = set()
    for order, meant in generated():
        pairs += 1
        got = reading(order)
        if got != meant:
            misread.append(order)
        if (order, meant) not in seen:
            seen.add((order, meant))
            body.append(line(order, got) + (f"{MISREAD}{meant}" if got != meant else ""))
    out += ["", f"[agent/training/orders.py draw: {DRAWS} draws, seed {SEED}, {pairs} pairs, "
                f"{len(misread)} misread]", *body]
    return Readings("\n".join(out) + "\n", pairs, tuple(misread))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tests.unit.readings",
        description="Write (or check) tests/golden/readings.txt: the reading of every known "
                    "order.")
    parser.add_argument("--write", action="store_true",
                        help="rewrite the file; without it, say whether it is current")
    args = parser.parse_args(argv)
    readings = build()
    if args.write:
        GOLDEN.parent.mkdir(parents=True, exist_ok=True)
        GOLDEN.write_text(readings.text, encoding="utf-8")
        print(f"wrote {GOLDEN.relative_to(ROOT)}: {readings.text.count(chr(10))} lines, "
              f"{len(readings.misread)} of {readings.pairs} generator pairs misread")
        return 0
    current = GOLDEN.exists() and GOLDEN.read_text(encoding="utf-8") == readings.text
    print("current" if current else f"{GOLDEN.relative_to(ROOT)} differs: run with --write")
    return 0 if current else 1


if __name__ == "__main__":
    sys.exit(main())
