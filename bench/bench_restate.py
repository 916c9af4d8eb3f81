"""Restating on orders the reader alone cannot read: what each restater makes of them, how often
that passes the checks, and how long it takes; the model with its output held to the house
language's grammar against the model writing freely and its sentence checked after.

    python -m bench.bench_restate [--orders bench/orders.toml] [--category restated] [--examples N]
                                  [--limit N] [--name NAME] [--adapter default|PATH|""]
                                  [--restaters nearest,model_grammar,model_free,adapter]

For every order of the file that the reader does not read whole: the nearest-sentence baseline,
then the model as the model service serves it (``build_backend``: the skills adapter merged,
greedy) constrained by the grammar and free, shown worked examples; then the service's
restating instance (``llm.restate_lora``, shown the order alone), free, asked even for orders
with words the game does not know so that how sure it was of them is recorded (``sure``: the
least probability of a token it wrote; ``agent.restate_min_prob`` is chosen from it). Each
sentence is checked as the agent checks it
(``agent.house.restate.check``); whether a passing sentence is *right* is the eval's to say
(``dungeon --set agent.restate=model eval --category restated``), this only
shows what was said and its cost.
"""

from __future__ import annotations

import statistics
import sys
import time
import tomllib
from pathlib import Path
from typing import Any

from agent.house.examples import ExampleBank
from agent.house.restate import (
    GRAMMAR,
    MAX_TOKENS,
    GameWords,
    ModelRestater,
    NearestSentence,
    Restatement,
    Said,
)
from agent.library.embedding import SentenceEmbedder
from agent.reading import read
from bench.common import arguments, machine, save
from config.settings import load_config
from services.llm_server.backend import GenerationParams
from services.llm_server.server import build_backend
from services.llm_server.task_backends import RESTATE


def _writer(backend: Any, grammar: str = "", adapter: str = ""):
    """The model as the agent asks it: greedy, one line, how sure it was."""
    def write(messages: list[Any], draft: str) -> Said:
        done = backend.generate(GenerationParams(
            turns=messages, max_tokens=MAX_TOKENS, grammar=grammar, stop=("\n",), seed=0,
            temperature=0.0, draft=draft, adapter=adapter, least_prob=True),
            lambda _text: None, lambda: False)
        return Said(done.text, done.least_prob)
    return write


def _timed(restate: Any, order: str) -> tuple[Restatement, float]:
    started = time.perf_counter()
    got = restate(order)
    return got, (time.perf_counter() - started) * 1000


def _unread(path: Path, category: str, limit: int) -> tuple[list[str], set[str]]:
    """The file's orders of the category ("": any) the reader does not read whole (at most
    ``limit``; 0: all), and those of them that must be refused."""
    specs = [o for o in tomllib.loads(path.read_text())["order"]
             if not category or o.get("category") == category]
    must_refuse = {o["text"] for o in specs if "refused" in o.get("expect", {})}
    unread = []
    for spec in specs:
        meaning = read(spec["text"])
        if not meaning.understood and not meaning.talk:
            unread.append(spec["text"])
    return unread[:limit] if limit else unread, must_refuse


def _summary(rows: list[dict[str, Any]], name: str) -> dict[str, Any]:
    asked = [r[name] for r in rows if not r[name]["outside"] or r[name]["sentence"]]
    return {
        "passed": sum(r[name]["passed"] for r in rows),
        "outside": sum(r[name]["outside"] for r in rows),
        "median_ms_when_asked": round(statistics.median(
            [a["ms"] for a in asked]), 1) if asked else None,
    }


def main(argv: list[str] | None = None) -> int:
    parser = arguments("bench_restate")
    parser.add_argument("--orders", default="bench/orders.toml")
    parser.add_argument("--category", default="restated", help='the orders of this category '
                        '("": every order of the file)')
    parser.add_argument("--examples", type=int, default=6, help="worked examples shown")
    parser.add_argument("--limit", type=int, default=0, help="orders at most (0: all)")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--name", default="restate")
    parser.add_argument("--adapter", default="default",
                        help='the restating adapter: "default" (shipped), a GGUF path, "" none')
    parser.add_argument("--restaters", default="nearest,model_grammar,model_free,adapter",
                        help="which to run, comma-separated")
    args = parser.parse_args(argv)

    unread, must_refuse = _unread(Path(args.orders), args.category, args.limit)
    cfg = load_config(None, [f"llm.restate_lora={args.adapter}",
                             f"llm.n_threads={args.threads}"], environ={})
    backend = build_backend(cfg)  # as the model service serves it
    bank = ExampleBank(SentenceEmbedder().embed)
    words = GameWords(bank.orders)
    makers: dict[str, Any] = {
        "nearest": lambda: NearestSentence(bank, words).restate,
        "model_grammar": lambda: ModelRestater(_writer(backend, GRAMMAR), bank, words,
                                               examples=args.examples).restate,
        "model_free": lambda: ModelRestater(_writer(backend), bank, words,
                                            examples=args.examples).restate,
        # asked even with words the game does not know, to see how sure it is of them
        "adapter": lambda: ModelRestater(_writer(backend, adapter=RESTATE), bank, words,
                                         examples=0, unknown_min_prob=1e-9).restate,
    }
    chosen = args.restaters.split(",")
    if "adapter" in chosen and RESTATE not in getattr(backend.info, "tasks", ()):
        parser.error("no restating adapter: give --adapter default or a GGUF path")
    restaters = {name: makers[name]() for name in chosen}
    rows: list[dict[str, Any]] = []
    for order in unread:
        row: dict[str, Any] = {"order": order, "must_refuse": order in must_refuse}
        for name, restate in restaters.items():
            got, ms = _timed(restate, order)
            row[name] = {"sentence": got.sentence, "passed": got.ok, "problem": got.problem,
                         "outside": got.outside, "sure": round(got.sure, 4),
                         "unknown": words.unknown(order), "ms": round(ms, 1)}
        rows.append(row)
        print(f"{order[:50]:<52}" + "  ".join(
            f"{'+' if row[n]['passed'] else '-'}{row[n]['ms']:>7.0f}" for n in restaters),
            file=sys.stderr)
    summary = {name: _summary(rows, name) for name in restaters}
    adapter = backend.info.adapter
    result = {"machine": machine(), "orders": len(rows), "examples": args.examples,
              "model": backend.info.model, "adapter": args.adapter,
              "skills_adapter": adapter.name if adapter else None,
              "summary": summary, "rows": rows}
    print(save(args.name, result))
    for name, s in summary.items():
        print(f"{name:<14} passed {s['passed']:>3}/{len(rows)}  outside {s['outside']:>3}  "
              f"median {s['median_ms_when_asked']} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
