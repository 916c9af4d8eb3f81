"""Model service benchmark: ``python -m bench bench_llm`` (or ``python -m bench.bench_llm``).

Same model, same adapter, same threads, same run:
- generation and prompt tokens/s through the service (a real process, real sockets, timed by
  the caller) against ``llama_cpp.Llama.generate`` called directly in this process with the
  same model, adapter and sampling, and their ratio. The two take turns, one request each, so
  a machine whose speed drifts (a shared or virtual one) drifts for both; the ratio is the
  median of each pair's. Each rate is also taken per CPU second (the service: every thread of
  its process; directly: the generating thread), which other work on the machine hardly
  changes. The direct run without the adapter, in the same turns, gives what the adapter
  itself costs (nothing once it is merged into the weights, ``llm.merge_adapter``);
- time to first token with and without the system prompt's KV state cached;
- generation tokens/s with and without the Lua grammar;
- a cancel while a long prompt is still being evaluated (as when a player gives a new order
  while the model reads the last one): cancel to the cancelled answer, and to the next
  request's first token.
Each figure is the median of ``--reps`` runs. Results go to bench/results/llm.json, with the
load average and the share of the CPUs other work took during the run.
"""

from __future__ import annotations

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
from bench.common import CpuShare, arguments, cpu_seconds, machine, save
from config.settings import LlmConfig
from services.llm_server.adapters import resolve_adapter
from services.llm_server.chat_template import ChatTemplate
from services.llm_server.client import LlmClient, LlmUnavailable
from services.llm_server.families import FAMILIES
from services.llm_server.models import ModelFile, resolve_model
from services.llm_server.requantize import requantized

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


# What one reply measures: tokens per second by the clock, and per CPU second (the service: all
# of its process's threads; directly: the thread that generates). Other work on the machine
# slows the first and hardly the second.
MEASURES = ("prompt_tok_s", "generation_tok_s", "prompt_tok_per_cpu_s",
            "generation_tok_per_cpu_s")


def _rates(prompt_tokens: int, tokens: int, clock: tuple[float, float, float],
           cpu: tuple[float, float, float]) -> dict[str, float]:
    """The MEASURES of one reply, from (start, first token, end) by the clock and by CPU time."""

    def per(n: int, a: float, b: float) -> float:
        return n / (b - a) if n > 0 and b > a else 0.0

    return {"prompt_tok_s": per(prompt_tokens, clock[0], clock[1]),
            "generation_tok_s": per(tokens - 1, clock[1], clock[2]),
            "prompt_tok_per_cpu_s": per(prompt_tokens, cpu[0], cpu[1]),
            "generation_tok_per_cpu_s": per(tokens - 1, cpu[1], cpu[2])}


class Direct:
    """``llama_cpp.Llama`` in this process, timed as a caller times the service: the model and
    adapter the service serves, its sampling, ``Llama.generate`` (the loop the service runs,
    without the service around it)."""

    def __init__(self, model_path: Path, adapter: Path | None, threads: int, n_ctx: int,
                 n_gpu_layers: int) -> None:
        self.llm = llama_cpp.Llama(
            model_path=str(model_path), n_ctx=n_ctx, n_threads=threads, n_threads_batch=threads,
            n_gpu_layers=n_gpu_layers, lora_path=str(adapter) if adapter else None,
            verbose=False)
        self.template = ChatTemplate.for_model(self.llm.metadata.get("tokenizer.chat_template"),
                                              FAMILIES["smollm2"], bos_token="", eos_token="")
        self.vocab = self.llm._model.vocab

    def run(self, messages: list[ChatMessage], max_tokens: int) -> dict[str, float]:
        """The MEASURES of one reply from an empty cache, timed from the chat turns (rendered
        and tokenized, as the service is given them and as ``create_chat_completion`` is), and
        ``prompt_tok_s_given_tokens``: the prompt's rate from its tokens, what no caller of
        either starts with."""
        self.llm.reset()
        started, cpu_started = time.perf_counter(), time.thread_time()
        prompt = self.template.render(messages)
        tokens = self.llm.tokenize(prompt.encode(), add_bos=False, special=True)
        s = FAMILIES["smollm2"].sampling
        tokenized = time.perf_counter()
        first = cpu_first = None
        n = 0
        for token in self.llm.generate(tokens, top_k=s.top_k, top_p=s.top_p, min_p=s.min_p,
                                       temp=0.0, repeat_penalty=s.repeat_penalty, reset=True):
            if first is None:
                first, cpu_first = time.perf_counter(), time.thread_time()
            if llama_cpp.llama_vocab_is_eog(self.vocab, token):
                break
            n += 1
            if n >= max_tokens:
                break
        ended, cpu_ended = time.perf_counter(), time.thread_time()
        first = first or ended
        return {**_rates(len(tokens), n, (started, first, ended),
                         (cpu_started, cpu_first or cpu_ended, cpu_ended)),
                "prompt_tok_s_given_tokens": len(tokens) / (first - tokenized),
                "first_token_ms": (first - started) * 1000}

    def close(self) -> None:
        self.llm.close()


def _ask() -> list[ChatMessage]:
    """A request no cache has seen: the whole prompt is read."""
    return [ChatMessage.system(f"Run {uuid.uuid4()}. {SYSTEM}"), ChatMessage.user(STORY)]


def _through_service(client: LlmClient, pid: int, max_tokens: int) -> tuple[dict, LlmResult]:
    """The MEASURES of one reply through the service, and its result."""
    started, cpu_started = time.perf_counter(), cpu_seconds(pid)
    first = cpu_first = None
    result = None
    for reply in client.stream(_ask(), max_tokens=max_tokens, temperature=0.0):
        if isinstance(reply, LlmToken) and first is None:
            first, cpu_first = time.perf_counter(), cpu_seconds(pid)
        if isinstance(reply, LlmResult):
            result = reply
    ended, cpu_ended = time.perf_counter(), cpu_seconds(pid)
    assert result is not None, "the stream ended without a result"
    evaluated = result.prompt_tokens - result.prompt_tokens_cached
    first = first or ended
    return {**_rates(evaluated, result.completion_tokens, (started, first, ended),
                     (cpu_started, cpu_first or cpu_ended, cpu_ended)),
            "first_token_ms": (first - started) * 1000}, result


def side_by_side(client: LlmClient, service_pid: int, direct: Direct, plain: Direct,
                 max_tokens: int, reps: int) -> dict:
    """The service and llama.cpp directly (with and without the adapter), one request each in
    turn; rates are medians, ratios the median of each turn's."""
    runs: dict[str, list[dict[str, float]]] = {"service": [], "direct": [], "plain": []}
    server_side = []
    direct.run(_ask(), 4)  # the first pass of a fresh context is slow
    plain.run(_ask(), 4)
    for _ in range(reps):
        measured, result = _through_service(client, service_pid, max_tokens)
        runs["service"].append(measured)
        server_side.append(result.timings.generation_tok_s)
        runs["direct"].append(direct.run(_ask(), max_tokens))
        runs["plain"].append(plain.run(_ask(), max_tokens))

    def rates(name: str) -> dict:
        extra = [m for m in ("first_token_ms", "prompt_tok_s_given_tokens") if m in runs[name][0]]
        return {m: _median([run[m] for run in runs[name]]) for m in (*MEASURES, *extra)}

    def ratio(a: str, b: str) -> dict:
        return {m.removesuffix("_tok_s").replace("_tok_per_cpu_s", "_per_cpu_second"):
                round(statistics.median(x[m] / y[m] for x, y in zip(runs[a], runs[b],
                                                                    strict=True) if y[m]), 3)
                for m in MEASURES}

    return {
        "through_service": {**rates("service"),
                            "generation_tok_s_server_side": _median(server_side)},
        "direct_llama_cpp": rates("direct"),
        "direct_without_adapter": rates("plain"),
        "service_vs_direct": {
            **ratio("service", "direct"),
            # The direct side handed the prompt's tokens (the benchmark before 2026-11-27).
            "prompt_vs_given_tokens": round(statistics.median(
                x["prompt_tok_s"] / y["prompt_tok_s_given_tokens"]
                for x, y in zip(runs["service"], runs["direct"], strict=True)), 3),
            # What the service adds to the first token: its socket, threads and checks.
            "first_token_added_ms": round(statistics.median(
                x["first_token_ms"] - y["first_token_ms"]
                for x, y in zip(runs["service"], runs["direct"], strict=True)), 2),
        },
        "adapter_cost": ratio("direct", "plain"),
        "service_vs_direct_without_adapter": ratio("service", "plain"),
        "each_turn": {name: [{m: round(v, 1) for m, v in run.items()} for run in done]
                      for name, done in runs.items()},
    }


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


CANCEL_AFTER_S = 0.5  # at most: a quarter of the long prompt's expected time when shorter
LONG_PROMPT_REPEATS = 60  # about 1,300 tokens: seconds of prompt evaluation on a CPU
LONG_PROMPT_TOKENS = 1300  # about, for the expected time (a GPU reads it in ~50 ms)


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


def cancel_delay_s(prompt_tok_s: float) -> float:
    """When to cancel the long prompt: half a second on a CPU, which reads it in seconds; a
    quarter of its expected time where it is read faster (a GPU reads it in ~50 ms)."""
    if prompt_tok_s <= 0:
        return CANCEL_AFTER_S
    return min(CANCEL_AFTER_S, LONG_PROMPT_TOKENS / prompt_tok_s / 4)


def cancel_during_prompt(ctx: zmq.Context, endpoint: str, reps: int,
                         prompt_tok_s: float = 0.0) -> dict:
    """A cancel while a long prompt is read: ``prompt_tok_s`` (the service's, measured before)
    sets when it is sent. A request the service had finished before the cancel reached it is
    counted apart, not timed."""
    to_cancelled, to_next_token = [], []
    after_s = cancel_delay_s(prompt_tok_s)
    finished_first = 0
    for _ in range(reps):
        long_ask = [ChatMessage.system(f"Run {uuid.uuid4()}. {SYSTEM}"),
                    ChatMessage.user("The gorgon guards the sword in the north room. "
                                     * LONG_PROMPT_REPEATS)]
        request_id = f"long-{uuid.uuid4().hex[:8]}"
        ended: dict[str, float | str] = {}
        thread = threading.Thread(target=_read_to_end,
                                  args=(ctx, endpoint, long_ask, request_id, ended))
        thread.start()
        time.sleep(after_s)
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
        if ended.get("how") == "finished":
            finished_first += 1
            continue
        assert state == "running" and ended.get("how") == "cancelled", (state, ended)
        to_cancelled.append((float(ended["at"]) - cancelled_at) * 1000)
        to_next_token.append((asked_at - cancelled_at + ttft) * 1000)
    return {"prompt_repeats": LONG_PROMPT_REPEATS, "cancel_after_s": round(after_s, 4),
            "cancelled": len(to_cancelled), "finished_before_the_cancel": finished_first,
            "cancel_to_cancelled_ms": _median(to_cancelled),
            "cancel_to_next_first_token_ms": _median(to_next_token)}


def _start_service(folder: Path, threads: int, n_ctx: int,
                   n_gpu_layers: int) -> tuple[subprocess.Popen, str]:
    endpoint = f"ipc://{folder}/llm.sock"
    cmd = [sys.executable, "-m", "services.llm_server", "--endpoint", endpoint,
           "--set", f"paths.data_dir={folder}", "--set", f"paths.model_cache={folder}/models",
           "--set", f"llm.n_threads={threads}", "--set", f"llm.n_threads_batch={threads}",
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


def _model_files(cfg: LlmConfig, folder: Path) -> tuple[ModelFile, ModelFile, Path | None]:
    """The files the service runs with its defaults (it finds them: paths.model_cache): the
    model, the bare model, and the adapter to apply at load (None when merged into the model)."""
    model = bare = resolve_model(cfg.model, Path(tempfile.gettempdir()))
    adapter = resolve_adapter(cfg)
    adapter_path = adapter.path if adapter is not None else None
    if cfg.requantize:
        bare = requantized(model, folder / "models")
        model = requantized(model, folder / "models",
                            adapter_path if cfg.merge_adapter else None)
    if model.merged is not None:
        adapter_path = None  # in the weights already, as the service loads them
    return model, bare, adapter_path


def main(argv: list[str] | None = None) -> None:
    parser = arguments("bench_llm")
    parser.add_argument("--threads", type=int, default=LlmConfig().n_threads)
    parser.add_argument("--max-tokens", type=int, default=128)
    parser.add_argument("--reps", type=int, default=7)
    parser.add_argument("--n-gpu-layers", type=int, default=LlmConfig().n_gpu_layers,
                        help="layers on the GPU for both the service and the direct run (-1 all)")
    parser.add_argument("--name", default="",
                        help="results file bench/results/llm[-NAME].json (e.g. cuda)")
    args = parser.parse_args(argv if argv is not None else [])
    n_ctx = 2048
    load_at_start = round(os.getloadavg()[0], 2)
    cpu = CpuShare()
    folder = Path(tempfile.mkdtemp(prefix="da-bench-", dir="/tmp"))
    model, bare, adapter_path = _model_files(LlmConfig(), folder)
    # Loaded before the service starts, so that no load shares the CPU with a measurement.
    direct = Direct(model.path, adapter_path, args.threads, n_ctx, args.n_gpu_layers)
    plain = Direct(bare.path, None, args.threads, n_ctx, args.n_gpu_layers)
    proc, endpoint = _start_service(folder, args.threads, n_ctx, args.n_gpu_layers)
    cpu.watch(proc.pid)
    ctx = zmq.Context()
    client = LlmClient(ctx, endpoint, idle_timeout_ms=10_000)
    try:
        speeds = side_by_side(client, proc.pid, direct, plain, args.max_tokens, args.reps)
        cache = cached_system_prompt(client, args.reps)
        grammar = grammar_cost(client, args.max_tokens, args.reps)
        cancel = cancel_during_prompt(ctx, endpoint, args.reps,
                                      speeds["through_service"]["prompt_tok_s"])
        info = client.info()
        cpu_share = cpu.stop()
    finally:
        client.close()
        ctx.destroy(linger=0)
        proc.terminate()
        proc.wait(timeout=10)
        shutil.rmtree(folder, ignore_errors=True)
        direct.close()
        plain.close()
    result = {
        "model": info.model,
        "adapter": info.lora.name if info.lora else "",
        "adapter_merged": model.merged is not None,
        "device": info.device,
        "threads": args.threads,
        "n_gpu_layers": args.n_gpu_layers,
        "max_tokens": args.max_tokens,
        "reps": args.reps,
        "load_avg_1m": {"start": load_at_start, "end": round(os.getloadavg()[0], 2)},
        # Of both cores' time during the run: other work on the machine slows every figure.
        "cpu_share": cpu_share,
        **speeds,
        "system_prompt_cache": cache,
        "grammar": grammar,
        "cancel_during_prompt": cancel,
    }
    save(f"llm-{args.name}" if args.name else "llm", result)
    print(f"({machine()})")


if __name__ == "__main__":
    main(sys.argv[1:])
