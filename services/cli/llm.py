"""``dungeon llm``: ask the running model service, describe it, or run it in the foreground."""

from __future__ import annotations

import argparse
import json
import sys

import zmq

from base.protocol import ChatMessage, LlmInfoResult, LlmModelServer, LlmResult
from base.transport import RemoteError, new_request_id
from services.llm_server.client import LlmClient, LlmUnavailable
from services.llm_server.models import known_models_sentence


def register(subparsers: argparse._SubParsersAction) -> None:
    llm = subparsers.add_parser(
        "llm", help="the model that writes the companion's code: ask it, see what it is, run it")
    sub = llm.add_subparsers(dest="llm_command", metavar="SUBCOMMAND", required=True)

    ask = sub.add_parser("ask", help="print a streamed answer from the running model service")
    ask.add_argument("prompt", help="what to ask")
    ask.add_argument("--system", default="", help="a system message to send first")
    ask.add_argument("--max-tokens", type=int, default=0, help="0 = the service's default")
    ask.add_argument("--grammar", default="", help="constrain the answer, e.g. lua_update_func")
    ask.add_argument("--temperature", type=float, default=None,
                     help="sampling temperature (default: the service's)")
    ask.add_argument("--seed", type=int, default=-1,
                     help="a sampling seed, for the same answer again (-1: the service's)")
    ask.add_argument("--deadline-ms", type=int, default=0,
                     help="give up after this long, waiting in the queue included (0: the "
                          "service's)")
    ask.set_defaults(func=cmd_ask)

    info = sub.add_parser("info", help="model, backend, context, device and measured speeds")
    info.add_argument("--json", action="store_true", help="print the raw reply as JSON")
    info.set_defaults(func=cmd_info)

    serve = sub.add_parser("serve", help="run the model service in the foreground")
    serve.add_argument("--endpoint", help="bind here instead of [network] llm_endpoint")
    serve.set_defaults(func=cmd_serve)


def _client(args: argparse.Namespace, ctx: zmq.Context) -> LlmClient:
    cfg = args.cfg.llm
    return LlmClient(ctx, args.cfg.endpoint("llm"), timeout_ms=2000,
                     idle_timeout_ms=max(3 * cfg.heartbeat_interval_ms, 3000), curve=args.curve)


def cmd_ask(args: argparse.Namespace) -> int:
    ctx = zmq.Context()
    client = _client(args, ctx)
    messages = [ChatMessage.system(args.system)] if args.system else []
    messages.append(ChatMessage.user(args.prompt))
    rid = new_request_id("ask")
    result: LlmResult | None = None
    shown = False
    try:
        for reply in client.stream(messages, request_id=rid, max_tokens=args.max_tokens,
                                   grammar=args.grammar, temperature=args.temperature,
                                   seed=args.seed, deadline_ms=args.deadline_ms):
            if isinstance(reply, LlmResult):
                result = reply
            else:
                if reply.index == 0 and shown:
                    # The model server writing it failed; another one writes it from the start.
                    sys.stdout.write("\n[a model server failed mid-reply; starting again]\n")
                shown = True
                sys.stdout.write(reply.text)
                sys.stdout.flush()
    except KeyboardInterrupt:
        try:
            client.cancel(rid)
        except LlmUnavailable:
            pass
        print("\n(cancelled)", file=sys.stderr)
        return 130
    except LlmUnavailable as exc:
        print(f"\ndungeon llm ask: {exc}", file=sys.stderr)
        return 1
    except RemoteError as exc:
        print(f"\ndungeon llm ask: the model service refused: {exc.message} ({exc.code})",
              file=sys.stderr)
        return 1
    finally:
        client.close()
        ctx.destroy(linger=0)
    print()
    if result is None:  # the stream ends only with a result or an exception
        return 1
    print(_stats(result), file=sys.stderr)
    return 0


def _stats(r: LlmResult) -> str:
    t = r.timings
    cached = f", {r.prompt_tokens_cached} cached" if r.prompt_tokens_cached > 0 else ""
    return (f"[{r.model}: {r.prompt_tokens} prompt tokens{cached}, {r.completion_tokens} "
            f"generated, finish: {r.finish_reason}; first token after "
            f"{t.queue_ms + t.prompt_ms:.0f} ms, prompt {t.prompt_tok_s:.1f} tok/s, "
            f"generation {t.generation_tok_s:.1f} tok/s, total {t.total_ms:.0f} ms]")


def cmd_info(args: argparse.Namespace) -> int:
    ctx = zmq.Context()
    client = _client(args, ctx)
    try:
        info = client.info()
    except LlmUnavailable as exc:
        print(f"dungeon llm info: {exc}\n(start it with `dungeon llm serve`; configured model: "
              f"{args.cfg.llm.model}; known models: {known_models_sentence()})", file=sys.stderr)
        return 1
    finally:
        client.close()
        ctx.destroy(linger=0)
    if args.json:
        print(json.dumps(info.to_wire(), indent=2))
    else:
        print(format_info(info))
    return 0


def format_info(i: LlmInfoResult) -> str:
    rows = [
        ("model", i.model),
        *(_server_rows(i) if i.servers else [("file", i.model_path)]),
        ("backend", i.backend),
        ("family", i.family),
        ("context", f"{i.n_ctx} tokens" if i.n_ctx else "not reported by the server"),
        ("threads", str(i.n_threads) if i.n_threads else "-"),
        ("device", f"{i.device} (n_gpu_layers = {i.n_gpu_layers})"),
        ("adapter", _adapter(i)),
        ("beside it", ", ".join(f"{t} (llm.generate adapter = \"{t}\")" for t in i.tasks)
         or ("nothing (llm.restate_lora = \"default\" adds the restater)"
             if i.backend == "llama_cpp" else "nothing")),
        ("grammars", ", ".join(i.grammars) or "none"),
        ("speed", f"prompt {i.prompt_tok_s:.1f} tok/s, generation {i.generation_tok_s:.1f} tok/s"
                  " (measured by the service: warm-up, then the latest request)"),
        ("load time", f"{i.load_s:.2f} s"),
        ("queue", f"{i.queue_length} waiting, {i.running} of {i.concurrency} running, "
                  f"{i.served} served"),
    ]
    return "\n".join(f"{name:<10} {value}" for name, value in rows)


def _server_rows(i: LlmInfoResult) -> list[tuple[str, str]]:
    up = sum(s.up for s in i.servers)
    rows = [("servers", f"{up} of {len(i.servers)} up")]
    rows += [("", format_server(s)) for s in i.servers]
    return rows


def format_server(s: LlmModelServer) -> str:
    """One model server on one line: its URL, up or down (why, and when it is tried again)."""
    if s.up:
        state = f"up, {s.in_flight} of {s.slots} busy"
        if s.error:
            state += f" (failed before: {s.error})"
    else:
        state = (f"DOWN: {s.error}; {s.failures} failure(s) in a row, tried again in "
                 f"{s.retry_in_ms / 1000:.1f} s")
    return f"{s.url}  {state}, {s.served} served"


def _adapter(i: LlmInfoResult) -> str:
    a = i.lora
    if a is None:
        return "none"
    if a.heldout_exact < 0:
        return f"{a.name} (no held-out scores: the adapter has no card)"
    kinds = ", ".join(f"{k} {v:.0%}" for k, v in sorted(a.heldout_by_kind.items()))
    return (f"{a.name}: held-out exact program {a.heldout_exact:.1%} of {a.heldout_n} orders"
            + (f" ({kinds})" if kinds else ""))


def cmd_serve(args: argparse.Namespace) -> int:
    from services.llm_server.server import serve

    return serve(args.cfg, args.endpoint)
