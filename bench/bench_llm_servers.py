"""Several model servers: ``python -m bench.bench_llm_servers`` (results in
bench/results/llm_servers.json).

Real parts: llama-cpp-python's ``llama_cpp.server`` processes on loopback, each serving the
embedded model with one thread, behind the real model service (``llm.backend = "openai"``).
- completions/s for a fixed short prompt (``--max-tokens``, greedy) with one server and with
  two, ``--clients`` callers asking at once, ``--requests`` requests each run;
- with ``--orders``: orders/s instead, each request what the agent sends the tuned model for an
  order of the public benchmark (the system prompt, the world and the order; the servers apply
  the shipped adapter; up to 200 tokens, the program ends the reply);
- fail-over: kill -9 of an idle server → the request that finds it dead answered (by the
  other), against the same request with nothing killed; and kill -9 of the
  server in the middle of a reply → that reply's first token again, and its result, from the
  other server. The killed server is started again and taken back after each trial.
"""

from __future__ import annotations

import shutil
import statistics
import threading
import time
from pathlib import Path

import zmq

from base.protocol import ChatMessage, LlmResult
from bench.common import arguments, percentile, save
from services.llm_server.adapters import shipped_adapter_path
from services.llm_server.models import resolve_model
from tests.integration.test_llm_support import LlamaServer, LlmProcess, short_tmp
from tests.waiting import wait_until

PROMPT = [ChatMessage.user("Describe a dungeon room in two sentences.")]
BENCH_ORDERS = Path(__file__).resolve().parent / "orders.toml"


def order_prompts() -> list[list[ChatMessage]]:
    """What the agent sends the tuned model for each public benchmark order, on the start map."""
    from agent.benchmark import load_orders
    from agent.prompt import system_prompt, user_message
    from game.maps import load_map
    from sandbox_worker import api

    system = ChatMessage.system(system_prompt(api.api_reference_text()))
    world = load_map()
    return [[system, ChatMessage.user(user_message(o.text, world))]
            for o in load_orders(BENCH_ORDERS)]
STORY = [ChatMessage.user("Tell me a very long story about a dungeon, with many rooms.")]


def service(urls: list[str], folder: Path) -> LlmProcess:
    listed = ", ".join(f'"{u}"' for u in urls)
    return LlmProcess(folder, "llm.backend=openai", f"llm.openai_urls=[{listed}]",
                      "llm.warmup=false", "llm.openai_backoff_initial_ms=200",
                      "llm.openai_backoff_max_ms=1000", name=f"llm-{len(urls)}")


def throughput(llm: LlmProcess, ctx: zmq.Context, *, clients: int, requests: int,
               max_tokens: int, prompts: list[list[ChatMessage]] | None = None) -> dict:
    """``requests`` completions from ``clients`` callers at once, after one of each to warm up
    every server's prompt cache; each request the next of ``prompts`` (default: PROMPT)."""
    prompts = prompts or [PROMPT]
    done: list[LlmResult] = []
    errors: list[str] = []
    todo = iter(range(requests))
    lock = threading.Lock()

    def caller() -> None:
        client = llm.client(ctx, idle_timeout_ms=30_000)
        try:
            while True:
                with lock:
                    n = next(todo, None)
                    if n is None:
                        return
                try:
                    result = client.generate(prompts[n % len(prompts)], max_tokens=max_tokens,
                                             seed=1,
                                             temperature=0.0)
                except Exception as exc:  # counted, reported
                    errors.append(str(exc))
                    continue
                with lock:
                    done.append(result)
        finally:
            client.close()

    warm = [threading.Thread(target=lambda: _one(llm, ctx, max_tokens, prompts[0]))
            for _ in range(clients)]
    for t in warm:
        t.start()
    for t in warm:
        t.join()
    threads = [threading.Thread(target=caller) for _ in range(clients)]
    started = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    wall = time.perf_counter() - started
    tokens = sum(r.completion_tokens for r in done)
    return {"completions": len(done), "errors": len(errors), "wall_s": round(wall, 2),
            "completions_per_s": round(len(done) / wall, 3),
            "tokens_per_s": round(tokens / wall, 1),
            "latency_p50_ms": round(percentile([r.timings.total_ms for r in done], 50), 1),
            "mean_completion_tokens": round(statistics.fmean(r.completion_tokens for r in done),
                                            1) if done else 0}


def _one(llm: LlmProcess, ctx: zmq.Context, max_tokens: int,
         prompt: list[ChatMessage] = PROMPT) -> float:
    """Seconds for one completion, from the caller's side."""
    client = llm.client(ctx, idle_timeout_ms=30_000)
    try:
        started = time.perf_counter()
        client.generate(prompt, max_tokens=max_tokens, seed=1, temperature=0.0)
        return time.perf_counter() - started
    finally:
        client.close()


def servers_state(llm: LlmProcess, ctx: zmq.Context) -> dict[str, tuple[bool, int]]:
    client = llm.client(ctx, timeout_ms=5000)
    try:
        return {s.url: (s.up, s.in_flight) for s in client.info().servers}
    finally:
        client.close()


def failover(llm: LlmProcess, ctx: zmq.Context, pair: list[LlamaServer], *, trials: int,
             max_tokens: int) -> dict:
    idle_ms, base_ms, first_token_ms, result_ms = [], [], [], []
    for trial in range(trials):
        wait_until(lambda: all(up for up, _ in servers_state(llm, ctx).values()), timeout=60,
                   interval=0.05, what="both servers up")
        base_ms.append(_one(llm, ctx, max_tokens) * 1000)
        # An idle server dies; requests go on until one has found it dead: its time counts.
        victim = pair[trial % 2]
        victim.kill()
        while True:
            took = _one(llm, ctx, max_tokens)
            if not servers_state(llm, ctx)[victim.url][0]:
                idle_ms.append(took * 1000)
                break
        victim.start().warm()
        wait_until(lambda: all(up for up, _ in servers_state(llm, ctx).values()), timeout=60,
                   interval=0.05, what="the restarted server to be taken back")
        # A server dies in the middle of a reply: the other writes it again.
        client = llm.client(ctx, idle_timeout_ms=30_000)
        try:
            killed_at = 0.0
            restart_token = 0.0
            seen = 0
            for reply in client.stream(STORY, max_tokens=96, seed=1, temperature=0.0):
                if isinstance(reply, LlmResult):
                    break
                seen += 1
                if seen == 3:
                    busy = [u for u, (_, n) in servers_state(llm, ctx).items() if n]
                    victim = next(s for s in pair if s.url in busy)
                    victim.kill()
                    killed_at = time.perf_counter()
                elif killed_at and reply.index == 0 and not restart_token:
                    restart_token = time.perf_counter()
            ended = time.perf_counter()
        finally:
            client.close()
        first_token_ms.append((restart_token - killed_at) * 1000)
        result_ms.append((ended - killed_at) * 1000)
        victim.start().warm()
        print(f"trial {trial + 1}: request finding it dead {idle_ms[-1]:.0f} ms (no kill "
              f"{base_ms[-1]:.0f} ms); mid-reply kill → first token again "
              f"{first_token_ms[-1]:.0f} ms, result {result_ms[-1]:.0f} ms", flush=True)

    def p(values: list[float]) -> dict:
        return {"p50_ms": round(percentile(values, 50), 1),
                "p99_ms": round(percentile(values, 99), 1), "max_ms": round(max(values), 1)}

    return {"trials": trials,
            "next_request_no_kill": p(base_ms),
            "request_finding_a_killed_server": p(idle_ms),
            "mid_reply_kill_to_first_token_again": p(first_token_ms),
            "mid_reply_kill_to_result": p(result_ms),
            "mid_reply_max_tokens": 96}


def main(argv: list[str] | None = None) -> None:
    parser = arguments("bench_llm_servers")
    parser.add_argument("--requests", type=int, default=24)
    parser.add_argument("--clients", type=int, default=4)
    parser.add_argument("--max-tokens", type=int, default=32)
    parser.add_argument("--trials", type=int, default=10)
    parser.add_argument("--orders", action="store_true",
                        help="orders/s: the agent's prompts for the public benchmark's orders, "
                        "the shipped adapter on the servers (results in llm_servers_orders.json)")
    args = parser.parse_args(argv)
    folder = short_tmp()
    model = resolve_model("smollm2-135m", folder / "data").path
    prompts = order_prompts() if args.orders else None
    lora = shipped_adapter_path() if args.orders else None
    n_ctx = 4096 if args.orders else 1024
    max_tokens = 200 if args.orders else args.max_tokens
    pair = [LlamaServer(model, folder / f"server-{i}.log", n_ctx=n_ctx, lora=lora)
            for i in range(2)]
    ctx = zmq.Context()
    result: dict = {"model": model.name,
                    "server": f"llama_cpp.server, n_threads 1, n_ctx {n_ctx}"
                              + (f", LoRA {lora.name}" if lora else ""),
                    "prompts": "the agent's, for the public benchmark's orders" if prompts
                               else "one short prompt",
                    "clients": args.clients, "requests": args.requests,
                    "max_tokens": max_tokens}
    try:
        for s in pair:
            s.start().warm()
        for n in (1, 2):
            llm = service([s.url for s in pair[:n]], folder).start()
            try:
                result[f"servers_{n}"] = throughput(llm, ctx, clients=args.clients,
                                                    requests=args.requests,
                                                    max_tokens=max_tokens, prompts=prompts)
                print(f"{n} server(s): {result[f'servers_{n}']}", flush=True)
                if n == 2 and not args.orders:
                    result["failover"] = failover(llm, ctx, pair, trials=args.trials,
                                                  max_tokens=8)
            finally:
                llm.stop()
        one, two = result["servers_1"], result["servers_2"]
        result["speedup"] = round(two["completions_per_s"] / one["completions_per_s"], 2)
    finally:
        for s in pair:
            s.stop()
        ctx.destroy(linger=0)
        shutil.rmtree(folder, ignore_errors=True)
    save("llm_servers_orders" if args.orders else "llm_servers", result)


if __name__ == "__main__":
    main()
