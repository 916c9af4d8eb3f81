"""Matching figures: top-1 accuracy on the paraphrase set, false matches, milliseconds per order.

    python -m agent.library.evaluate        # a fresh library of the shipped entries, real model
    python -m agent.library.evaluate --model FILE.gguf   # another conversion of the same model

A case counts as right when ``Library.match`` picks its entry, and fully right when the
parameters agree too; an unrelated order counts as a false match when anything serves it. Time
per order is ``match`` as the agent calls it (embedding the order, scoring, filling parameters),
after one warm-up call.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import tempfile
import time
import tomllib
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from agent.library.embedding import MODEL_FILE, SentenceEmbedder
from agent.library.library import Library
from config.settings import Config, PathsConfig
from game.maps import load_map
from game.world import World

PARAPHRASES = Path(__file__).resolve().parent / "paraphrases.toml"


@dataclass(frozen=True, slots=True)
class Case:
    order: str
    entry: str
    params: dict[str, str]


@dataclass(frozen=True, slots=True)
class Outcome:
    order: str
    expected: str
    got: str  # entry id, or "" for no match
    params_ok: bool
    score: float
    ms: float


@dataclass
class Report:
    outcomes: list[Outcome] = field(default_factory=list)
    false_matches: list[tuple[str, str, float]] = field(default_factory=list)  # order, entry, score
    unrelated: int = 0
    unrelated_best: float = 0.0  # the highest score any unrelated order got from any entry

    @property
    def cases(self) -> int:
        return len(self.outcomes)

    @property
    def entry_right(self) -> int:
        return sum(o.got == o.expected for o in self.outcomes)

    @property
    def fully_right(self) -> int:
        return sum(o.got == o.expected and o.params_ok for o in self.outcomes)

    @property
    def lowest_right(self) -> float:
        return min((o.score for o in self.outcomes if o.got == o.expected), default=0.0)

    @property
    def misses(self) -> list[Outcome]:
        return [o for o in self.outcomes if o.got != o.expected or not o.params_ok]

    def ms(self, q: float) -> float:
        times = sorted(o.ms for o in self.outcomes)
        return times[min(len(times) - 1, int(q * len(times)))] if times else 0.0

    def lines(self) -> list[str]:
        median = statistics.median(o.ms for o in self.outcomes) if self.outcomes else 0.0
        n = max(self.cases, 1)
        out = [
            f"paraphrases: {self.cases}; entry top-1 {self.entry_right}/{self.cases} "
            f"({100 * self.entry_right / n:.0f} %); with parameters "
            f"{self.fully_right}/{self.cases} ({100 * self.fully_right / n:.0f} %)",
            f"unrelated orders matched: {len(self.false_matches)}/{self.unrelated}; "
            f"lowest score of a right match {self.lowest_right:.3f}, highest score of an "
            f"unrelated order {self.unrelated_best:.3f}",
            f"ms per order: median {median:.1f}, p90 {self.ms(0.9):.1f}, p99 {self.ms(0.99):.1f}, "
            f"max {self.ms(1.0):.1f}",
        ]
        for o in self.misses:
            out.append(f"  miss: {o.order!r} -> {o.got or 'nothing'} "
                       f"(expected {o.expected}, score {o.score:.3f})")
        for order, entry, score in self.false_matches:
            out.append(f"  false match: {order!r} -> {entry} (score {score:.3f})")
        return out


def load_paraphrases(path: Path = PARAPHRASES) -> tuple[list[Case], list[str]]:
    with open(path, "rb") as fh:
        data: dict[str, Any] = tomllib.load(fh)
    cases = [Case(c["order"], c["entry"], dict(c.get("params", {}))) for c in data["case"]]
    return cases, [u["order"] for u in data.get("unrelated", [])]


def evaluate(library: Library, world: World, path: Path = PARAPHRASES) -> Report:
    cases, unrelated = load_paraphrases(path)
    library.match("warm up", world)
    report = Report(unrelated=len(unrelated))
    for case in cases:
        started = time.perf_counter()
        m = library.match(case.order, world)
        ms = (time.perf_counter() - started) * 1000
        report.outcomes.append(Outcome(
            order=case.order, expected=case.entry, got=m.entry_id if m else "",
            params_ok=m is not None and m.params == case.params,
            score=m.score if m else max((n.score for n in library.nearest(case.order, 1)),
                                        default=0.0),
            ms=ms,
        ))
    for order in unrelated:
        near = library.nearest(order, 1)
        report.unrelated_best = max([report.unrelated_best] + [n.score for n in near])
        m = library.match(order, world)
        if m is not None:
            report.false_matches.append((order, m.entry_id, m.score))
    return report


def machine(model_file: str) -> str:
    import llama_cpp

    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return (f"{cpu}, {os.cpu_count()} cores, llama-cpp-python {llama_cpp.__version__} "
            f"({model_file}, 1 thread), Python {platform.python_version()}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m agent.library.evaluate",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--model", type=Path,
                        help="a GGUF of all-MiniLM-L6-v2 to measure instead of the shipped one")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="library-eval-") as tmp:
        cfg = replace(Config(), paths=PathsConfig(data_dir=tmp))
        started = time.perf_counter()
        embedder = SentenceEmbedder(args.model)
        library = Library.open(cfg, embedder=embedder)
        library.warm()
        print(f"model load and index: {time.perf_counter() - started:.1f} s")
        report = evaluate(library, load_map("default"))
        library.close()
    print("\n".join(report.lines()))
    print(f"machine: {machine(args.model.name if args.model else MODEL_FILE)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
