"""``dungeon game``, ``dungeon play``, ``dungeon map``: the game service and its clients."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from base.transport import RemoteError, ServiceTimeout


def register(subparsers: argparse._SubParsersAction) -> None:
    game = subparsers.add_parser("game", help="run only the game service, in the foreground")
    game.add_argument("--manual", action="store_true",
                      help="time advances only when asked (`t` in the client), not every "
                           "game.tick_interval_ms")
    game.set_defaults(func=cmd_game)

    play = subparsers.add_parser("play", help="play in this terminal (start the game first: "
                                              "`dungeon up --detach`)")
    play.add_argument("--script", metavar="FILE",
                      help="play a file of moves and orders (one a line: w/a/s/d, order TEXT, "
                           "tick N, wait MS, wait_for STATE, state, code) and print the frames")
    play.add_argument("--wait", type=float, default=0.0, metavar="SECONDS",
                      help="wait this long for the game to answer (it may still be starting)")
    play.set_defaults(func=cmd_play)

    mapcmd = subparsers.add_parser(
        "map", help="generate a new maze: rooms and corridors, everything reachable")
    mapcmd.add_argument("--seed", type=int, default=0,
                        help="the same seed makes the same maze (default 0)")
    mapcmd.add_argument("--rows", type=int, default=23, help="its height in tiles (default 23)")
    mapcmd.add_argument("--cols", type=int, default=24, help="its width in tiles (default 24)")
    mapcmd.add_argument("--out", metavar="FILE",
                        help="write it to this file (use it with --set game.map=FILE) instead of "
                             "printing it")
    mapcmd.set_defaults(func=cmd_map)


def cmd_game(args: argparse.Namespace) -> int:
    from services.game_server.server import main

    overrides = [f"--set={o}" for o in args.overrides]
    if args.manual:
        overrides.append("--set=game.manual_ticks=true")
    if args.config:
        overrides += ["--config", args.config]
    return main(overrides)


def cmd_play(args: argparse.Namespace) -> int:
    from services.cli.game_client import GameClient
    from services.cli.play import ScriptError, TerminalUI, parse_script, run_script

    endpoint = args.cfg.endpoint("game")
    commands = None
    if args.script:
        try:
            text = sys.stdin.read() if args.script == "-" else Path(args.script).read_text()
            commands = parse_script(text.splitlines())
        except (OSError, ScriptError) as exc:
            print(f"dungeon play: {exc}", file=sys.stderr)
            return 2
    deadline = time.monotonic() + args.wait
    while True:
        try:
            client = GameClient(endpoint, subscribe=commands is None, curve=args.curve)
            break
        except ServiceTimeout:
            if time.monotonic() < deadline:
                continue
            print(f"dungeon play: no game answers on {endpoint}; start it with `dungeon up` "
                  "or `dungeon game`", file=sys.stderr)
            return 1
        except RemoteError as exc:
            print(f"dungeon play: the game refused to join: {exc}", file=sys.stderr)
            return 1
    try:
        if commands is not None:
            return run_script(client, commands)
        TerminalUI(client).run()
        return 0
    finally:
        client.close()


def cmd_map(args: argparse.Namespace) -> int:
    from game.mapgen import MapSpec, generate

    try:
        text = generate(args.seed, MapSpec(rows=args.rows, cols=args.cols))
    except ValueError as exc:
        print(f"dungeon map: {exc}", file=sys.stderr)
        return 2
    if args.out:
        try:
            Path(args.out).write_text(text)
        except OSError as exc:
            print(f"dungeon map: cannot write {args.out}: {exc.strerror}", file=sys.stderr)
            return 1
    else:
        sys.stdout.write(text)
    return 0
