"""The shipped adapter in llama.cpp on this CPU: ``python -m bench bench_adapter``.

Held-out test orders (``agent.training.generate`` with its default seed: words, sentence shapes
and step pairs that ``agent/training/heldout.toml`` keeps out of training) are sent to the
embedded model exactly as the agent sends them — the training prompt in the adapter's layout,
greedy, no grammar, the answer's first line (``agent.prompt.UPDATE_FUNC_HEADER``) given to read
or, in the ORDER_LAST layout, added to the answer unread — without the adapter, with it (in the
INSTRUCTION_LAST layout also writing that first line itself, as before it was given), on the
packaged Q4_1 weights the adapter was trained on; with it on a Q8_0 copy of those weights
(``llm.requantize``); and merged into that copy, as the model service runs it by default
(``llm.merge_adapter``).
Each reply is compared with the program the generator wrote ("exact program", stricter than
working code: the in-game rate is ``dungeon eval --orders bench/heldout_orders.toml``), and timed
from the prompt to the reply's end with the system prompt's KV state already cached, as the
model service keeps it between orders. Results go to bench/results/adapter.json.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import llama_cpp  # before zmq: see docs/llm.md on the CUDA load order

from agent.prompt import first_line
from agent.training.dataset import INSTRUCTION_LAST, TEST, chat_prompt, read_meta, read_pairs
from agent.training.generate import main as generate_main
from agent.training.train import packaged_base, same_program
from bench.common import arguments, save
from services.llm_server.adapters import read_card, shipped_adapter_path
from services.llm_server.models import resolve_model
from services.llm_server.requantize import requantized

END = "<|im_end|>"
RUNS = ("untuned", "tuned", "tuned_writing_the_first_line", "tuned_q8_0", "tuned_merged_q8_0")


def run_model(lora: Path | None, system: str, pairs, *, threads: int, max_tokens: int,
              given: str = "", implied: str = "", base: Path | None = None) -> dict:
    """Each pair's order sent, greedy; ``given``: the answer's start written into the prompt;
    ``implied``: the answer's start put before the reply unread (the ORDER_LAST layout);
    ``base``: the model file (the packaged Q4_1 when None)."""
    llm = llama_cpp.Llama(model_path=str(base or packaged_base()),
                          lora_path=str(lora) if lora else None,
                          n_ctx=4096, n_threads=threads, verbose=False, seed=0)
    llm.create_completion(chat_prompt(system, "Say hello."), max_tokens=1)  # cache the system
    rows, seconds = [], []
    for pair in pairs:
        started = time.perf_counter()
        out = llm.create_completion(chat_prompt(system, pair.user) + given,
                                    max_tokens=max_tokens, temperature=0.0, stop=[END],
                                    stream=False)
        assert isinstance(out, dict)  # stream=False: one response
        seconds.append(time.perf_counter() - started)
        text = implied + given + out["choices"][0]["text"]
        rows.append({"order": pair.order, "kind": pair.kind,
                     "exact": same_program(pair.program, text), "got": text})
    exact = sum(r["exact"] for r in rows)
    by_kind = {k: f"{sum(r['exact'] for r in rows if r['kind'] == k)} / "
                  f"{sum(r['kind'] == k for r in rows)}" for k in sorted({r["kind"] for r in rows})}
    return {"exact": exact, "n": len(rows), "by_kind": by_kind,
            "seconds_per_order_p50": round(statistics.median(seconds), 2),
            "seconds_per_order_max": round(max(seconds), 2), "orders": rows}


def main(argv: list[str] | None = None) -> int:
    parser = arguments("bench_adapter")
    parser.add_argument("--orders", type=int, default=40, help="held-out orders to send")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--max-tokens", type=int, default=200)
    parser.add_argument("--adapter", default="",
                        help="an adapter GGUF to score, its card beside it (default: the shipped "
                             "one): a new training's adapter.gguf before it is shipped")
    parser.add_argument("--runs", nargs="+", choices=RUNS, default=list(RUNS),
                        help="which of the runs to make (default: all)")
    parser.add_argument("--save-as", default="adapter",
                        help="the results' name in bench/results (default: adapter)")
    args = parser.parse_args(argv)
    tuned = Path(args.adapter) if args.adapter else shipped_adapter_path()
    layout = read_card(tuned).prompt_layout
    with tempfile.TemporaryDirectory(prefix="da-adapter-") as tmp:
        generate_main(["--out", tmp, "--n", "0", "--test", str(args.orders), "--seed", "0",
                       "--layout", layout])
        system = read_meta(Path(tmp)).system
        pairs = list(read_pairs(Path(tmp) / TEST))
    results: dict = {"threads": args.threads, "orders": len(pairs), "layout": layout,
                     "adapter": tuned.name}
    given, implied = first_line(layout)
    with tempfile.TemporaryDirectory(prefix="da-adapter-") as tmp:
        # What the model service runs by default (llm.requantize): the weights as Q8_0.
        packaged = resolve_model("smollm2-135m", Path(tmp))

        def q8() -> Path:
            return requantized(packaged, Path(tmp)).path

        def merged() -> Path:  # ... with the adapter merged (llm.merge_adapter), loaded without
            return requantized(packaged, Path(tmp), tuned).path

        # Each run: its adapter (applied at load), the prompt's given and implied first line,
        # and the base weights (None: the packaged file), made only for a run that is asked for.
        runs: list[tuple[str, Path | None, str, str, Callable[[], Path] | None]] = [
            ("untuned", None, "", "", None), ("tuned", tuned, given, implied, None),
            ("tuned_q8_0", tuned, given, implied, q8),
            ("tuned_merged_q8_0", None, given, implied, merged)]
        if layout == INSTRUCTION_LAST:
            runs.insert(2, ("tuned_writing_the_first_line", tuned, "", "", None))
        for name, lora, read_given, put_before, base in runs:
            if name not in args.runs:
                continue
            results[name] = run_model(lora, system, pairs, threads=args.threads,
                                      max_tokens=args.max_tokens, given=read_given,
                                      implied=put_before, base=base() if base else None)
            r = results[name]
            print(f"{name:8} exact program {r['exact']} / {r['n']}  {r['by_kind']}  p50 "
                  f"{r['seconds_per_order_p50']} s per order (max {r['seconds_per_order_max']})")
    save(args.save_as, results)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
