"""Matching figures: top-1 accuracy on the paraphrase set, false matches, near-misses served,
milliseconds per order.

    python -m agent.library.evaluate        # a fresh library of the shipped entries, real model
    python -m agent.library.evaluate --model FILE.gguf   # another conversion of the same model
    python -m agent.library.evaluate --json # the figures as one JSON object

A case counts as right when ``Library.match`` picks its entry, and fully right when the
parameters agree too; an unrelated order counts as a false match when anything serves it; a
near miss (an order close in words to an entry's examples that asks for something no entry
does) counts as wrongly matched when anything serves it. Time per order is ``match`` as the
agent calls it (embedding the order, scoring, filling parameters), after one warm-up call.
"""

from __future__ import annotations

import argparse
import json
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
class NearMiss:
    order: str
    like: str  # the entry whose examples it is close to ("" if none in particular)
    asks: str  # what it asks that the entry does not: "superlative", "count", "relation", ...
    reader: str = ""  # a known reader gap: what the reader drops from it ("" if none)


@dataclass(frozen=True, slots=True)
class CaseResult:
    order: str
    expected: str
    got: str  # entry id, or "" for no match
    params_ok: bool
    score: float
    ms: float


@dataclass
class Report:
    outcomes: list[CaseResult] = field(default_factory=list)
    false_matches: list[tuple[str, str, float]] = field(default_factory=list)  # order, entry, score
    unrelated: int = 0
    unrelated_best: float = 0.0  # the highest score any unrelated order got from any entry
    near_misses: list[NearMiss] = field(default_factory=list)
    near_miss_matches: list[tuple[NearMiss, str, float]] = field(default_factory=list)

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
    def misses(self) -> list[CaseResult]:
        return [o for o in self.outcomes if o.got != o.expected or not o.params_ok]

    @property
    def near_misses_matched(self) -> int:
        """Near-misses some entry served: each is a wrong serve."""
        return len(self.near_miss_matches)

    @property
    def reader_gaps(self) -> int:
        """Of the near-misses, those noted as known reader gaps."""
        return sum(1 for n in self.near_misses if n.reader)

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
            f"near-misses wrongly matched: {self.near_misses_matched}/{len(self.near_misses)} "
            f"({sum(1 for n, _, _ in self.near_miss_matches if n.reader)} of them among the "
            f"{self.reader_gaps} known reader gaps; "
            f"{sum(1 for n, _, _ in self.near_miss_matches if not n.reader)}/"
            f"{len(self.near_misses) - self.reader_gaps} otherwise)",
            f"ms per order: median {median:.1f}, p90 {self.ms(0.9):.1f}, p99 {self.ms(0.99):.1f}, "
            f"max {self.ms(1.0):.1f}",
        ]
        for o in self.misses:
            out.append(f"  miss: {o.order!r} -> {o.got or 'nothing'} "
                       f"(expected {o.expected}, score {o.score:.3f})")
        for order, entry, score in self.false_matches:
            out.append(f"  false match: {order!r} -> {entry} (score {score:.3f})")
        for near, entry, score in self.near_miss_matches:
            gap = f"; reader gap: {near.reader}" if near.reader else ""
            out.append(f"  near miss served: {near.order!r} -> {entry} "
                       f"(score {score:.3f}, asks: {near.asks}{gap})")
        return out

    def summary(self) -> dict[str, Any]:
        """The figures as plain data (``--json``)."""
        return {
            "paraphrases": self.cases,
            "entry_right": self.entry_right,
            "fully_right": self.fully_right,
            "misses": [{"order": o.order, "expected": o.expected, "got": o.got,
                        "params_ok": o.params_ok, "score": round(o.score, 3)}
                       for o in self.misses],
            "unrelated": self.unrelated,
            "unrelated_matched": [{"order": o, "entry": e, "score": round(s, 3)}
                                  for o, e, s in self.false_matches],
            "lowest_right_score": round(self.lowest_right, 3),
            "highest_unrelated_score": round(self.unrelated_best, 3),
            "near_misses": len(self.near_misses),
            "near_miss_reader_gaps": self.reader_gaps,
            "near_misses_matched": [{"order": n.order, "entry": e, "score": round(s, 3),
                                     "asks": n.asks, "reader": n.reader}
                                    for n, e, s in self.near_miss_matches],
            "ms_median": round(statistics.median(o.ms for o in self.outcomes), 2)
            if self.outcomes else 0.0,
            "ms_p99": round(self.ms(0.99), 2),
        }


def load_paraphrases(path: Path = PARAPHRASES) -> tuple[list[Case], list[str]]:
    with open(path, "rb") as fh:
        data: dict[str, Any] = tomllib.load(fh)
    cases = [Case(c["order"], c["entry"], dict(c.get("params", {}))) for c in data["case"]]
    return cases, [u["order"] for u in data.get("unrelated", [])]


def load_near_misses(path: Path = PARAPHRASES) -> list[NearMiss]:
    with open(path, "rb") as fh:
        data: dict[str, Any] = tomllib.load(fh)
    return [NearMiss(n["order"], n.get("like", ""), n["asks"], n.get("reader", ""))
            for n in data.get("near_miss", [])]


def evaluate(library: Library, world: World, path: Path = PARAPHRASES) -> Report:
    cases, unrelated = load_paraphrases(path)
    near_misses = load_near_misses(path)
    library.warm()
    report = Report(unrelated=len(unrelated), near_misses=near_misses)
    for case in cases:
        started = time.perf_counter()
        m = library.match(case.order, world)
        ms = (time.perf_counter() - started) * 1000
        report.outcomes.append(CaseResult(
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
    for miss in near_misses:
        m = library.match(miss.order, world)
        if m is not None:
            report.near_miss_matches.append((miss, m.entry_id, m.score))
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
    parser.add_argument("--json", action="store_true",
                        help="print the figures as one JSON object instead of the text report")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="library-eval-") as tmp:
        cfg = replace(Config(), paths=PathsConfig(data_dir=tmp))
        started = time.perf_counter()
        embedder = SentenceEmbedder(args.model)
        library = Library.open(cfg, embedder=embedder)
        library.warm()
        load_s = time.perf_counter() - started
        report = evaluate(library, load_map("default"))
        library.close()
    where = machine(args.model.name if args.model else MODEL_FILE)
    if args.json:
        print(json.dumps({**report.summary(), "load_s": round(load_s, 2), "machine": where},
                         indent=2))
        return 0
    print(f"model load and index: {load_s:.1f} s")
    print("\n".join(report.lines()))
    print(f"machine: {where}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
