"""Restating on orders the reader alone cannot read: what each restater makes of them, how often
that passes the checks, and how long it takes; the model with its output held to the house
language's grammar against the model writing freely and its sentence checked after.

    python -m bench.bench_restate [--orders bench/restated_orders.toml] [--examples N]
                                  [--limit N] [--name NAME] [--adapter default|PATH|""]

For every order of the file that the reader does not read whole: the nearest-sentence baseline,
then the model (the served weights, in this process, greedy) constrained by the grammar and
free, shown worked examples; then the base with the restating adapter (``llm.restate_lora``,
shown the order alone), free. Each sentence is checked as the agent checks it
(``agent.house.restate.check``); whether a passing sentence is *right* is the eval's to say
(``dungeon --set agent.restate=model eval --orders bench/restated_orders.toml``), this only
shows what was said and its cost.
"""

from __future__ import annotations

import statistics
import sys
import time
import tomllib
from dataclasses import replace
from pathlib import Path
from typing import Any

import llama_cpp  # before zmq: see docs/llm.md on the CUDA load order

from agent.house.examples import ExampleBank
from agent.house.restate import GameWords, ModelRestater, NearestSentence, Restatement
from agent.library.embedding import SentenceEmbedder
from agent.reading import read
from bench.common import arguments, machine, save
from config.settings import load_config
from services.llm_server.adapters import resolve_adapter
from services.llm_server.grammars import grammar_dir, load_grammars
from services.llm_server.models import resolve_model


def _writer(llm: llama_cpp.Llama, grammar: llama_cpp.LlamaGrammar | None, max_tokens: int):
    def write(messages: list[Any], draft: str) -> str:
        turns: Any = [{"role": t.role, "content": t.content} for t in messages]
        out: Any = llm.create_chat_completion(turns, grammar=grammar, max_tokens=max_tokens,
                                              temperature=0.0, seed=0, stop=["\n"])
        return str(out["choices"][0]["message"]["content"] or "")
    return write


def _timed(restate: Any, order: str) -> tuple[Restatement, float]:
    started = time.perf_counter()
    got = restate(order)
    return got, (time.perf_counter() - started) * 1000


def main(argv: list[str] | None = None) -> int:
    parser = arguments("bench_restate")
    parser.add_argument("--orders", default="bench/restated_orders.toml")
    parser.add_argument("--examples", type=int, default=6, help="worked examples shown")
    parser.add_argument("--limit", type=int, default=0, help="orders at most (0: all)")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--name", default="restate")
    parser.add_argument("--adapter", default="default",
                        help='the restating adapter: "default" (shipped), a GGUF path, "" none')
    args = parser.parse_args(argv)

    orders = [o["text"] for o in tomllib.loads(Path(args.orders).read_text())["order"]]
    unread = [o for o in orders if not read(o).understood and not read(o).talk]
    if args.limit:
        unread = unread[:args.limit]
    cfg = load_config(None, [], environ={})
    model = resolve_model(cfg.llm.model, cfg.model_cache)
    llm = llama_cpp.Llama(model_path=str(model.path), n_ctx=4096, n_threads=args.threads,
                          n_threads_batch=args.threads, verbose=False)
    text = load_grammars(grammar_dir(""))["house"].text
    grammar = llama_cpp.LlamaGrammar.from_string(text, verbose=False)
    bank = ExampleBank(SentenceEmbedder().embed)
    words = GameWords(bank.orders)
    restaters: dict[str, Any] = {
        "nearest": NearestSentence(bank, words).restate,
        "model_grammar": ModelRestater(_writer(llm, grammar, 64), bank, words,
                                       examples=args.examples).restate,
        "model_free": ModelRestater(_writer(llm, None, 64), bank, words,
                                    examples=args.examples).restate,
    }
    adapter = resolve_adapter(replace(cfg.llm, restate_lora=args.adapter), "restate_lora")
    if adapter is not None:
        tuned = llama_cpp.Llama(model_path=str(model.path), n_ctx=2048, n_threads=args.threads,
                                n_threads_batch=args.threads, lora_path=str(adapter.path),
                                verbose=False)
        restaters["adapter"] = ModelRestater(_writer(tuned, None, 64), bank, words,
                                             examples=0).restate
    rows: list[dict[str, Any]] = []
    for order in unread:
        row: dict[str, Any] = {"order": order}
        for name, restate in restaters.items():
            got, ms = _timed(restate, order)
            row[name] = {"sentence": got.sentence, "passed": got.ok, "problem": got.problem,
                         "outside": got.outside, "ms": round(ms, 1)}
        rows.append(row)
        print(f"{order[:50]:<52}" + "  ".join(
            f"{'+' if row[n]['passed'] else '-'}{row[n]['ms']:>7.0f}" for n in restaters),
            file=sys.stderr)
    summary = {}
    for name in restaters:
        asked = [r[name] for r in rows if not r[name]["outside"] or r[name]["sentence"]]
        summary[name] = {
            "passed": sum(r[name]["passed"] for r in rows),
            "outside": sum(r[name]["outside"] for r in rows),
            "median_ms_when_asked": round(statistics.median(
                [a["ms"] for a in asked]), 1) if asked else None,
        }
    result = {"machine": machine(), "orders": len(rows), "examples": args.examples,
              "model": str(model.path.name), "adapter": adapter.name if adapter else None,
              "summary": summary, "rows": rows}
    print(save(args.name, result))
    for name, s in summary.items():
        print(f"{name:<14} passed {s['passed']:>3}/{len(rows)}  outside {s['outside']:>3}  "
              f"median {s['median_ms_when_asked']} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
