"""Model service benchmark: ``python -m bench bench_llm`` (or ``python -m bench.bench_llm``).

Same model, same threads, same run:
- generation and prompt tokens/s through the service (a real process, real sockets, timed by
  the caller) against ``llama_cpp.Llama`` called directly in this process, and their ratio;
- time to first token with and without the system prompt's KV state cached;
- generation tokens/s with and without the Lua grammar;
- a cancel while a long prompt is still being evaluated (as when a player gives a new order
  while the model reads the last one): cancel to the cancelled answer, and to the next
  request's first token.
Each figure is the median of ``--reps`` runs. Results go to bench/results/llm.json.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from pathlib import Path

import llama_cpp
import zmq

from base.protocol import ChatMessage, LlmResult, LlmToken
from base.transport import RemoteError
from bench.common import machine, save
from config.settings import LlmConfig
from services.llm_server.chat_template import ChatTemplate
from services.llm_server.client import LlmClient, LlmUnavailable
from services.llm_server.families import FAMILIES
from services.llm_server.models import resolve_model

ROOT = Path(__file__).resolve().parent.parent
STORY = "Tell me a long story about a companion exploring a dungeon full of gorgons and bats."
SYSTEM = ("You are the companion in a text dungeon game. The player gives you orders in plain "
          "English and you carry them out. The map has walls, floors, a sword, a bow, arrows, "
          "gorgons and bats. A gorgon is defeated with a sword; a bat with a bow and an arrow. "
          "Answer briefly and stay in character. ") * 4
LUA_SYSTEM = ("You write Lua code for a dungeon game. Reply with one function, like this:\n"
              "function update_func(player, ai, monsters, items)\n  ai:move(\"d\")\n"
              "  return \"Moving right\"\nend")


def _median(values: list[float]) -> float:
    return round(statistics.median(values), 1) if values else 0.0


def direct(model_path: Path, threads: int, n_ctx: int, max_tokens: int, reps: int,
           n_gpu_layers: int = 0) -> dict:
    """llama_cpp.Llama in this process: create_completion(stream=True), timed the same way."""
    llm = llama_cpp.Llama(model_path=str(model_path), n_ctx=n_ctx, n_threads=threads,
                          n_threads_batch=threads, n_gpu_layers=n_gpu_layers, verbose=False)
    template = ChatTemplate.for_model(llm.metadata.get("tokenizer.chat_template"),
                                      FAMILIES["smollm2"], bos_token="", eos_token="")
    prompt_tps, gen_tps = [], []
    for i in range(reps + 1):  # the first pass warms up
        prompt = template.render([ChatMessage.system(f"Run {uuid.uuid4()}. {SYSTEM}"),
                                  ChatMessage.user(STORY)])
        tokens = llm.tokenize(prompt.encode(), add_bos=False, special=True)
        llm.reset()
        started = time.perf_counter()
        first = None
        n = 0
        for _chunk in llm.create_completion(tokens, max_tokens=max_tokens, temperature=0.0,
                                            stream=True):
            first = first or time.perf_counter()
            n += 1
        ended = time.perf_counter()
        if i and first and n > 1:
            prompt_tps.append(len(tokens) / (first - started))
            gen_tps.append((n - 1) / (ended - first))
    llm.close()
    return {"prompt_tok_s": _median(prompt_tps), "generation_tok_s": _median(gen_tps)}


def _stream(client: LlmClient, messages, **options) -> tuple[float, float, LlmResult]:
    """(time to first token, seconds from first token to the result, result) as a caller sees."""
    started = time.perf_counter()
    first = None
    result = None
    for reply in client.stream(messages, **options):
        if isinstance(reply, LlmToken) and first is None:
            first = time.perf_counter()
        if isinstance(reply, LlmResult):
            result = reply
    ended = time.perf_counter()
    first = first or ended
    assert result is not None, "the stream ended without a result"
    return first - started, ended - first, result


def through_service(client: LlmClient, max_tokens: int, reps: int) -> dict:
    prompt_tps, gen_tps, gen_server = [], [], []
    for _ in range(reps):
        messages = [ChatMessage.system(f"Run {uuid.uuid4()}. {SYSTEM}"), ChatMessage.user(STORY)]
        ttft, gen_s, r = _stream(client, messages, max_tokens=max_tokens, temperature=0.0)
        evaluated = r.prompt_tokens - r.prompt_tokens_cached
        prompt_tps.append(evaluated / ttft)
        if r.completion_tokens > 1:
            gen_tps.append((r.completion_tokens - 1) / gen_s)
        gen_server.append(r.timings.generation_tok_s)
    return {"prompt_tok_s": _median(prompt_tps), "generation_tok_s": _median(gen_tps),
            "generation_tok_s_server_side": _median(gen_server)}


def cached_system_prompt(client: LlmClient, reps: int) -> dict:
    cold, warm, tokens, cached = [], [], 0, 0
    for i in range(reps):
        system = f"Run {uuid.uuid4()}. {SYSTEM}"
        ask = [ChatMessage.system(system), ChatMessage.user("Where is the sword?")]
        t_cold, _, r1 = _stream(client, ask, max_tokens=4)
        ask = [ChatMessage.system(system), ChatMessage.user(f"Attack bat {i}.")]
        t_warm, _, r2 = _stream(client, ask, max_tokens=4)
        cold.append(t_cold * 1000)
        warm.append(t_warm * 1000)
        tokens, cached = r1.prompt_tokens, r2.prompt_tokens_cached
    return {"prompt_tokens": tokens, "cached_tokens_second_request": cached,
            "ttft_ms_uncached": _median(cold), "ttft_ms_cached": _median(warm)}


def grammar_cost(client: LlmClient, max_tokens: int, reps: int) -> dict:
    rates: dict[str, list[float]] = {"free": [], "lua_update_func": []}
    for seed in range(reps):
        for grammar in rates:
            ask = [ChatMessage.system(LUA_SYSTEM), ChatMessage.user("Go get the sword.")]
            _, gen_s, r = _stream(client, ask,
                                  max_tokens=max_tokens, seed=seed, temperature=1.0,
                                  grammar="" if grammar == "free" else grammar)
            if r.completion_tokens > 1:
                rates[grammar].append((r.completion_tokens - 1) / gen_s)
    return {"generation_tok_s_without_grammar": _median(rates["free"]),
            "generation_tok_s_with_lua_grammar": _median(rates["lua_update_func"])}


CANCEL_AFTER_S = 0.5
LONG_PROMPT_REPEATS = 60  # about 1,300 tokens: seconds of prompt evaluation on a CPU


def _read_to_end(ctx: zmq.Context, endpoint: str, messages: list[ChatMessage], request_id: str,
                 ended: dict[str, float | str]) -> None:
    """Stream one request to its end; ``ended`` says how ("finished" or the error code) and
    when (perf_counter)."""
    reader = LlmClient(ctx, endpoint, idle_timeout_ms=60_000)
    try:
        for _ in reader.stream(messages, request_id=request_id, max_tokens=8):
            pass
        ended["how"] = "finished"
    except RemoteError as exc:
        ended["how"] = exc.code
    finally:
        ended["at"] = time.perf_counter()
        reader.close()


def cancel_during_prompt(ctx: zmq.Context, endpoint: str, reps: int) -> dict:
    to_cancelled, to_next_token = [], []
    for _ in range(reps):
        long_ask = [ChatMessage.system(f"Run {uuid.uuid4()}. {SYSTEM}"),
                    ChatMessage.user("The gorgon guards the sword in the north room. "
                                     * LONG_PROMPT_REPEATS)]
        request_id = f"long-{uuid.uuid4().hex[:8]}"
        ended: dict[str, float | str] = {}
        thread = threading.Thread(target=_read_to_end,
                                  args=(ctx, endpoint, long_ask, request_id, ended))
        thread.start()
        time.sleep(CANCEL_AFTER_S)
        canceller = LlmClient(ctx, endpoint)
        cancelled_at = time.perf_counter()
        state = canceller.cancel(request_id).state
        canceller.close()
        follow = LlmClient(ctx, endpoint, idle_timeout_ms=60_000)
        asked_at = time.perf_counter()
        ttft, _, _ = _stream(follow, [ChatMessage.system(SYSTEM),
                                      ChatMessage.user("Where is the sword?")], max_tokens=4)
        follow.close()
        thread.join(60)
        assert state == "running" and ended.get("how") == "cancelled", (state, ended)
        to_cancelled.append((float(ended["at"]) - cancelled_at) * 1000)
        to_next_token.append((asked_at - cancelled_at + ttft) * 1000)
    return {"prompt_repeats": LONG_PROMPT_REPEATS, "cancel_after_s": CANCEL_AFTER_S,
            "cancel_to_cancelled_ms": _median(to_cancelled),
            "cancel_to_next_first_token_ms": _median(to_next_token)}


def _start_service(folder: Path, threads: int, n_ctx: int,
                   n_gpu_layers: int) -> tuple[subprocess.Popen, str]:
    endpoint = f"ipc://{folder}/llm.sock"
    cmd = [sys.executable, "-m", "services.llm_server", "--endpoint", endpoint,
           "--set", f"paths.data_dir={folder}", "--set", f"llm.n_threads={threads}",
           "--set", f"llm.n_ctx={n_ctx}", "--set", f"llm.n_gpu_layers={n_gpu_layers}"]
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    ctx = zmq.Context()
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if proc.poll() is not None:
                raise RuntimeError(f"the model service exited {proc.returncode}")
            probe = LlmClient(ctx, endpoint, timeout_ms=300)
            try:
                probe.ping()
                return proc, endpoint
            except LlmUnavailable:
                pass
            finally:
                probe.close()
        raise RuntimeError("the model service did not answer within 60 s")
    finally:
        ctx.destroy(linger=0)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.bench_llm")
    parser.add_argument("--threads", type=int, default=LlmConfig().n_threads)
    parser.add_argument("--max-tokens", type=int, default=64)
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--n-gpu-layers", type=int, default=LlmConfig().n_gpu_layers,
                        help="layers on the GPU for both the service and the direct run (-1 all)")
    parser.add_argument("--name", default="",
                        help="results file bench/results/llm[-NAME].json (e.g. cuda)")
    args = parser.parse_args(argv if argv is not None else [])
    n_ctx = 2048
    model = resolve_model(LlmConfig().model, Path(tempfile.gettempdir()))
    folder = Path(tempfile.mkdtemp(prefix="da-bench-", dir="/tmp"))
    proc, endpoint = _start_service(folder, args.threads, n_ctx, args.n_gpu_layers)
    ctx = zmq.Context()
    client = LlmClient(ctx, endpoint, idle_timeout_ms=10_000)
    try:
        svc = through_service(client, args.max_tokens, args.reps)
        cache = cached_system_prompt(client, args.reps)
        grammar = grammar_cost(client, args.max_tokens, args.reps)
        cancel = cancel_during_prompt(ctx, endpoint, args.reps)
        info = client.info()
    finally:
        client.close()
        ctx.destroy(linger=0)
        proc.terminate()
        proc.wait(timeout=10)
        shutil.rmtree(folder, ignore_errors=True)
    # Measured after the service is gone, so the two never share the CPU.
    dr = direct(model.path, args.threads, n_ctx, args.max_tokens, args.reps, args.n_gpu_layers)
    result = {
        "model": info.model,
        "device": info.device,
        "threads": args.threads,
        "n_gpu_layers": args.n_gpu_layers,
        "max_tokens": args.max_tokens,
        "reps": args.reps,
        "load_avg_1m": round(os.getloadavg()[0], 2),
        "direct_llama_cpp": dr,
        "through_service": svc,
        "service_vs_direct": {
            "prompt": round(svc["prompt_tok_s"] / dr["prompt_tok_s"], 2) if dr["prompt_tok_s"]
            else None,
            "generation": round(svc["generation_tok_s"] / dr["generation_tok_s"], 2)
            if dr["generation_tok_s"] else None,
        },
        "system_prompt_cache": cache,
        "grammar": grammar,
        "cancel_during_prompt": cancel,
    }
    save(f"llm-{args.name}" if args.name else "llm", result)
    print(f"({machine()})")


if __name__ == "__main__":
    main(sys.argv[1:])
