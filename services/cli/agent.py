"""``dungeon ask``, ``history``, ``replay`` and ``eval``: the agent from the shell."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from agent.benchmark import CATEGORIES
from base import protocol as p
from base.transport import RemoteError, ServiceTimeout

# The public benchmark, in the source tree's bench/ (services/cli/agent.py -> the tree's root);
# an installed wheel has no bench/, and the eval then asks for --orders.
PROGRESS_AFTER_S = 0.5
DEFAULT_ORDERS = Path(__file__).resolve().parents[2] / "bench" / "orders.toml"


MODES = ("strict", "fallback", "generate")
MODE_HELP = ("strict: never the model; fallback: the model only for what the library and the "
             "composer cannot serve; generate: the model writes every order")


def register(subparsers: argparse._SubParsersAction) -> None:
    ask = subparsers.add_parser("ask", help="give the companion an order from the shell")
    ask.add_argument("order", help="the order, in plain English")
    ask.add_argument("--mode", choices=MODES, default="", help=MODE_HELP + " (default: agent.mode)")
    ask.add_argument("--timeout", type=float, default=120.0, help="seconds to wait for the agent")
    ask.set_defaults(func=cmd_ask)

    history = subparsers.add_parser("history", help="past orders and how they were served")
    history.add_argument("--json", action="store_true", help="print the full records")
    history.set_defaults(func=cmd_history)

    replay = subparsers.add_parser(
        "replay", help="re-run an order's accepted function and show frames"
    )
    replay.add_argument("id", help="the order's id, as `dungeon history` lists it")
    replay.add_argument("--ticks", type=int, default=40, help="how many ticks (default 40)")
    replay.set_defaults(func=cmd_replay)

    ev = subparsers.add_parser(
        "eval", help="play the benchmark of orders through the whole system and count what "
                     "became of each: right, done wrong, refused, failed in words")
    ev.add_argument("--orders", default=str(DEFAULT_ORDERS),
                    help="a file of orders (default bench/orders.toml; also "
                         "bench/heldout_orders.toml, bench/probe_orders.toml)")
    ev.add_argument("--mode", choices=MODES, default="fallback",
                    help=MODE_HELP + " (default fallback)")
    ev.add_argument("--model", default="", help="llm.model for this run (name or GGUF path)")
    ev.add_argument("--only", type=int, nargs="*", help="run only these order numbers (1-based)")
    ev.add_argument("--category", nargs="*", metavar="NAME", choices=CATEGORIES,
                    help="run only orders of these categories (" + ", ".join(CATEGORIES) + ")")
    ev.add_argument("--report", metavar="FILE", help="write the JSON report here")
    ev.add_argument("--typing-ms", type=int, default=0, metavar="MS",
                    help="play a player who takes MS to type each order: the game is told the "
                         "typing begins (as the terminal client tells it), then the order comes "
                         "MS later (default 0: at once)")
    ev.add_argument("--connect", action="store_true",
                    help="use the running system (it must be in manual tick mode) instead of "
                         "starting a private one")
    ev.set_defaults(func=cmd_eval)


def cmd_ask(args: argparse.Namespace) -> int:
    from services.cli.game_client import SETTLED, GameClient, OrderTimeout

    try:
        client = GameClient(args.cfg.endpoint("game"), subscribe=False, curve=args.curve)
    except (ServiceTimeout, RemoteError) as exc:
        print(f"dungeon ask: the game is not answering ({exc}); start it with `dungeon up`",
              file=sys.stderr)
        return 1
    try:
        try:
            order = client.order(args.order, args.mode)
        except RemoteError as exc:  # an empty or over-long order, a mode the game refuses
            print(f"refused: {exc.message}")
            return 1
        shown_from = time.monotonic() + PROGRESS_AFTER_S
        said: list[str] = []

        def show(frame: p.Frame) -> None:
            now = frame.order
            if now is None or now.order_id != order.order_id:
                return
            line = f"{now.state}: {now.detail}" if now.detail else now.state
            # An order answered at once gets one line; a slow one shows its progress too.
            if line not in said[-1:] and (now.state in SETTLED or time.monotonic() > shown_from):
                print(line, flush=True)
                said.append(line)

        try:
            settled = client.wait_order(order.order_id, args.timeout, on_frame=show)
        except OrderTimeout:
            print(f"dungeon ask: no answer within {args.timeout:.0f} s", file=sys.stderr)
            return 1
        except ServiceTimeout as exc:
            print(f"dungeon ask: the game stopped answering ({exc})", file=sys.stderr)
            return 1
        if settled is None or settled.order is None:
            print("the order was replaced")
            return 1
        # talk ("thanks") answered is no failure; a refusal or a failure is
        return 0 if settled.order.state in ("running", "done", "answered") else 1
    finally:
        client.close()


def cmd_history(args: argparse.Namespace) -> int:
    from agent.history import History

    entries = History(args.cfg.data_dir).entries()
    if args.json:
        for entry in entries:
            print(json.dumps(entry))
        return 0
    if not entries:
        print("no orders yet")
        return 0
    print(f"{'id':<11} {'time':<20} {'served by':<10} {'ok':<3} {'tries':>5} {'ms':>8}  "
          f"{'the model read / wrote (ms)':<28}  order")
    for e in entries:
        tries = sum(1 for a in e["attempts"] if a["number"] > 0)
        print(f"{e['id']:<11} {e['time']:<20} {e['served_by']:<10} {'yes' if e['ok'] else 'no':<3} "
              f"{tries:>5} {e['ms_to_accept']:>8.1f}  {model_use(e):<28}  {e['order']}"
              + reading(e))
    return 0


def reading(entry: dict) -> str:
    """How the order was read, when not by the reader alone: what it was taken as, or that the
    model's code was not checked against its words."""
    if entry.get("restated"):
        return f'  (taken as: "{entry["restated"]}")'
    return "  (not checked against the words)" if entry.get("unchecked") else ""


def model_use(entry: dict) -> str:
    """What the model did for an order, over its tries: the prompt tokens it read (what came
    from its cache not counted), the tokens it wrote (and of those, how many it checked in
    batches against the composer's draft), and how long that took; "-" when the model was not
    asked (a library entry, a composition, a refusal)."""
    tries = [a for a in entry.get("attempts", ())
             if a.get("number", 0) > 0 and a.get("completion_tokens", -1) >= 0]
    if not tries:
        return "-"
    read = sum(max(a.get("prompt_tokens", 0) - a.get("prompt_tokens_cached", 0), 0)
               for a in tries)
    wrote = sum(a["completion_tokens"] for a in tries)
    ms = sum(a.get("generation_ms", 0.0) for a in tries)
    drafted = sum(a.get("drafted", 0) for a in tries)
    checked = f", {drafted} as drafted" if drafted else ""
    return f"{read} / {wrote} tokens{checked} ({ms:,.0f})"


def cmd_replay(args: argparse.Namespace) -> int:
    from agent.history import History
    from services.cli.replay import replay

    entry = History(args.cfg.data_dir).get(args.id)
    if entry is None:
        print(f"dungeon replay: no order with id {args.id!r} (see `dungeon history`)",
              file=sys.stderr)
        return 2
    if not entry["ok"]:
        print(f"dungeon replay: order {args.id} has no accepted function", file=sys.stderr)
        return 1
    for text in replay(args.cfg, entry, args.ticks):
        print(text, flush=True)
    return 0


def cmd_eval(args: argparse.Namespace) -> int:
    from agent.benchmark import BenchmarkError, load_orders
    from services.cli.eval_runner import run_eval

    if args.orders == str(DEFAULT_ORDERS) and not DEFAULT_ORDERS.is_file():
        print("dungeon eval: the public benchmark (bench/orders.toml) comes with the source tree, "
              "not with an installed package; pass --orders FILE", file=sys.stderr)
        return 2
    try:
        orders = load_orders(Path(args.orders))
    except BenchmarkError as exc:
        print(f"dungeon eval: {exc}", file=sys.stderr)
        return 2
    if args.only:
        orders = [o for o in orders if o.index in set(args.only)]
    if args.category:
        orders = [o for o in orders if o.category in set(args.category)]
    if not orders:
        print("dungeon eval: no order left to run after --only/--category", file=sys.stderr)
        return 2
    if args.typing_ms < 0:
        print("dungeon eval: --typing-ms is 0 or more", file=sys.stderr)
        return 2
    report = run_eval(args.cfg, orders, mode=args.mode, model=args.model, connect=args.connect,
                      overrides=args.overrides, typing_ms=args.typing_ms)
    if args.report:
        Path(args.report).write_text(json.dumps(report, indent=2) + "\n")
    return 0 if report["orders"] else 1
