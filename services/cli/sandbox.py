"""``dungeon sandbox run FILE.lua``: run a companion function through a real sandbox worker;
``dungeon sandbox serve --endpoint tcp://HOST:PORT``: a worker for a game on another host.

Ticks the default map (or the world in ``--state``) with the game's own rules, applying the
companion's move each tick, and prints one JSON object per tick on stdout::

    {"tick": 1, "status": "...", "actions": [{"entity": 2, "move": "d"}], "error": null,
     "ms": 0.41, "done": false, "log": []}

``error`` is ``{"kind", "message", "line"}`` when the Lua failed (the load failing counts as
tick 0). Exits 0 whatever the Lua did; 2 for usage errors (no file, a file that is not UTF-8
text or holds a NUL byte, bad state, bad limits).
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from base.protocol import MoveRequest
from config.settings import ConfigError, SandboxConfig, load_config
from sandbox_worker.source import read_source

WORKER_START_TIMEOUT_S = 30


class UsageError(Exception):
    pass


def register(subparsers: argparse._SubParsersAction) -> None:
    sandbox = subparsers.add_parser(
        "sandbox", help="try a companion function of your own in a sandbox, or serve one")
    commands = sandbox.add_subparsers(dest="sandbox_command", metavar="COMMAND")
    run = commands.add_parser(
        "run",
        help="run a file's update_func for some ticks, one JSON object per tick",
        description="Run a companion function in a real sandbox worker, with the game's own "
        "rules and limits, on the default map (or the world you give), the companion's move "
        "applied each tick; print one JSON line per tick: its status, its moves, its error "
        "(with the line), its time in ms, whether it said Done, what it logged.",
    )
    run.add_argument("file", metavar="FILE.lua",
                     help="Lua defining update_func(player, ai, monsters, items)")
    run.add_argument(
        "--state",
        metavar="STATE.json",
        help="a world to start from: a game state as the game sends it (its `world`), or the "
        "world alone",
    )
    run.add_argument("--ticks", type=int, default=20, help="how many ticks to run (default 20)")
    run.add_argument(
        "--limits",
        action="append",
        default=[],
        metavar="KEY=VALUE[,KEY=VALUE]",
        help="sandbox limits for this run (keys of [sandbox] in config/default.toml), "
        "e.g. max_tick_ms=10,max_memory_bytes=8000000",
    )
    run.add_argument("--map", default=None, help="a map name or .txt file instead of the default")
    run.set_defaults(func=cmd_run, quiet_logging=True)

    serve = commands.add_parser(
        "serve",
        help="run one sandbox worker in the foreground (on tcp:// for a game on another host)",
        description="Run one sandbox worker until SIGINT or SIGTERM. On a tcp:// endpoint it "
        "needs network.curve_server_secret_key_file and curve_client_keys_dir (beyond loopback); "
        "the game lists it in network.remote_sandbox_workers. Run it with MALLOC_ARENA_MAX=1.",
    )
    serve.add_argument("--endpoint", required=True,
                       help="where to listen, e.g. tcp://0.0.0.0:7001 or ipc:///path/w.sock")
    serve.add_argument("--index", type=int, default=0, help="the worker's index in its logs")
    serve.set_defaults(func=cmd_serve, quiet_logging=True)


def cmd_serve(args: argparse.Namespace) -> int:
    """The worker process itself (python -m sandbox_worker), with this command's flags."""
    from sandbox_worker.__main__ import main as worker_main

    argv = ["--endpoint", args.endpoint, "--index", str(args.index)]
    if args.config:
        argv += ["--config", args.config]
    for override in args.overrides:
        argv += ["--set", override]
    if args.verbose:
        argv.append("-v")
    return worker_main(argv)


def cmd_run(args: argparse.Namespace) -> int:
    try:
        source = _read_source(args.file)
        overrides = list(args.overrides) + _limit_overrides(args.limits)
        cfg = load_config(args.config, overrides)
        world = _world(args, cfg)
        if args.ticks < 1:
            raise UsageError("--ticks must be at least 1")
    except (UsageError, ConfigError) as exc:
        print(f"dungeon sandbox run: {exc}", file=sys.stderr)
        return 2
    for line in run_file(
        source, world, cfg, ticks=args.ticks, config_file=args.config, overrides=overrides
    ):
        sys.stdout.write(json.dumps(line) + "\n")
        sys.stdout.flush()
    return 0


def run_file(
    source: str,
    world: Any,
    cfg: Any,
    *,
    ticks: int,
    config_file: str | None = None,
    overrides: list[str] | None = None,
):
    """Yield one JSON-ready dict per tick (tick 0 when the code does not load)."""
    import zmq

    from game.rules import Rules, step
    from services.sandbox_client.pool import LoadError, WorkerPool
    from services.sandbox_client.settings import PoolSettings
    from services.sandbox_client.spawn import LocalSpawner

    folder = tempfile.mkdtemp(prefix="da-run-", dir="/tmp")
    ctx = zmq.Context()
    spawner = LocalSpawner(
        config_file=config_file, overrides=overrides or [], supervisor=cfg.supervisor, quiet=True
    )
    # A debugging run is not a game tick: give the worker room beyond the game's deadline.
    deadline_ms = max(cfg.game.sandbox_deadline_ms, 4 * cfg.sandbox.max_tick_ms, 1000)
    settings = PoolSettings(
        limits=cfg.sandbox,
        deadline_ms=deadline_ms,
        game_seed=cfg.game.seed,
        max_message_bytes=cfg.network.max_message_bytes,
    )
    pool = WorkerPool(ctx, [f"ipc://{folder}/run.sock"], settings, spawner=spawner).start()
    rules = Rules(cfg.game.monster_wander_chance, cfg.game.monster_leash_tiles)
    try:
        if not pool.wait_ready(WORKER_START_TIMEOUT_S):
            yield _line(0, "", [], _error("worker_lost", "the sandbox worker did not start"), 0.0)
            return
        try:
            pool.load(source, "cli")
        except LoadError as exc:
            f = exc.failure
            yield _line(0, "", [], _error(f.kind, f.message, f.line), 0.0)
            return
        for _ in range(ticks):
            turn = pool.tick(world)
            if turn is None:
                break
            world.keep_memory(turn.memory, turn.memory_token)
            step(world, companion_actions=turn.actions, rules=rules)
            failure = turn.error
            error = None if failure is None else _error(failure.kind, failure.message, failure.line)
            yield _line(world.tick, turn.status, turn.actions, error, turn.ms, turn.done, turn.log)
            if turn.done or world.outcome is not None:
                break
    finally:
        pool.close()
        ctx.destroy(linger=0)
        shutil.rmtree(folder, ignore_errors=True)


def _line(
    tick: int,
    status: str,
    actions: list[MoveRequest],
    error: dict[str, Any] | None,
    ms: float,
    done: bool = False,
    log: list[str] | None = None,
) -> dict[str, Any]:
    return {
        "tick": tick,
        "status": status,
        "actions": [a.to_wire() for a in actions],  # the JSON line: plain data
        "error": error,
        "ms": round(ms, 3),
        "done": done,
        "log": log or [],
    }


def _error(kind: str, message: str, line: int | None = None) -> dict[str, Any]:
    return {"kind": kind, "message": message, "line": line}


def _read_source(path: str) -> str:
    try:
        return read_source(Path(path).read_bytes())
    except OSError as exc:
        raise UsageError(f"cannot read {path}: {exc.strerror}") from None
    except ValueError as exc:
        raise UsageError(f"{path} {exc}") from None


def _limit_overrides(values: list[str]) -> list[str]:
    known = set(SandboxConfig.__dataclass_fields__)
    out = []
    for value in values:
        for item in filter(None, (part.strip() for part in value.split(","))):
            key, sep, raw = item.partition("=")
            if not sep:
                raise UsageError(f"--limits {item!r} must look like key=value")
            if key not in known:
                raise UsageError(
                    f"--limits: unknown key {key!r}; known: {', '.join(sorted(known))}"
                )
            out.append(f"sandbox.{key}={raw}")
    return out


def _world(args: argparse.Namespace, cfg: Any) -> Any:
    from game.maps import Healths, MapError, load_map
    from game.world import World

    if args.state:
        try:
            data = json.loads(Path(args.state).read_text())
            data = data.get("world", data) if isinstance(data, dict) else data
            world = World.from_wire(data)
            world.companion  # noqa: B018 - a world without a companion cannot run
            world.player  # noqa: B018
            return world
        except OSError as exc:
            raise UsageError(f"cannot read {args.state}: {exc.strerror}") from None
        except (ValueError, KeyError, TypeError, IndexError) as exc:
            raise UsageError(f"{args.state} is not a world: {exc!r}") from None
    g = cfg.game
    try:
        return load_map(
            args.map or g.map,
            seed=g.seed,
            healths=Healths(g.player_health, g.companion_health, g.monster_health),
        )
    except MapError as exc:
        raise UsageError(str(exc)) from None
