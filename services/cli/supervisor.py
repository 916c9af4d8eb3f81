"""``dungeon up | status | restart NAME | down | logs NAME``: the supervisor from a shell."""

from __future__ import annotations

import argparse
import dataclasses
import json
import logging
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import zmq

from base.protocol import (
    LlmModelServer,
    Message,
    RemoteWorkerStatus,
    ServiceStatus,
    SupervisorRestart,
    SupervisorRestartResult,
    SupervisorStatus,
    SupervisorStatusResult,
    SupervisorStop,
)
from base.transport import R, RemoteError, RpcClient, ServiceTimeout, expect
from config.curve_keys import load_curve
from config.settings import Config
from services.cli.llm import format_server
from services.llm_server.client import LlmClient, LlmUnavailable
from services.supervisor.logs import follow, log_dir, log_path, tail
from services.supervisor.output import Console
from services.supervisor.pidfile import pid_path, running_pid
from services.supervisor.server import serve
from services.supervisor.startup import (
    DEFAULT_PROCFILE,
    StartError,
    child_env,
    endpoints_for,
    load_plans,
    wait_for_exit,
)

DETACH_WAIT_S = 20.0


def register(subparsers: argparse._SubParsersAction) -> None:
    up = subparsers.add_parser(
        "up", help="start the game and every service it needs, and restart any that fails")
    up.add_argument("--procfile", type=Path, default=DEFAULT_PROCFILE,
                    help="the services to run (default: the Procfile at the project root)")
    up.add_argument("--detach", action="store_true",
                    help="run in the background; `dungeon down` stops it")
    up.add_argument("--daemon", action="store_true", help=argparse.SUPPRESS)
    up.set_defaults(func=cmd_up)

    status = subparsers.add_parser(
        "status", help="each service: pid, state, uptime, restarts…; where the game listens")
    status.add_argument("--json", action="store_true", help="one JSON object, for scripts")
    status.set_defaults(func=cmd_status)

    restart = subparsers.add_parser("restart", help="restart a service (sandbox.1) or a group")
    restart.add_argument("name", help="a service or group as `dungeon status` names it")
    restart.set_defaults(func=cmd_restart)

    down = subparsers.add_parser("down", help="stop every service and the supervisor")
    down.set_defaults(func=cmd_down)

    logs = subparsers.add_parser("logs", help="show a service's log (from <data_dir>/logs)")
    logs.add_argument("name", help="a service as `dungeon status` names it")
    logs.add_argument("-f", "--follow", action="store_true", help="keep printing new lines")
    logs.add_argument("-n", "--lines", type=int, default=50, help="how many last lines (50)")
    logs.set_defaults(func=cmd_logs)


# ------------------------------------------------------------------------------------------


def absolute(cfg: Config) -> Config:
    """The same config with an absolute data folder, so children and sockets agree on it, and
    an absolute agent.func_out_file: both relative to the folder the command runs in, where the
    player started the system, not the services' own working folder (the Procfile's)."""
    data_dir = str(Path(cfg.paths.data_dir).resolve())
    out_file = cfg.agent.func_out_file and str(Path(cfg.agent.func_out_file).resolve())
    return dataclasses.replace(
        cfg, paths=dataclasses.replace(cfg.paths, data_dir=data_dir),
        agent=dataclasses.replace(cfg.agent, func_out_file=out_file))


def config_env(args: argparse.Namespace) -> dict[str, str]:
    """The user's --config and --set, passed to every child through the environment."""
    env = {}
    if args.config:
        env["DUNGEON_CONFIG"] = str(Path(args.config).resolve())
    for override in args.overrides:
        key, _, value = override.partition("=")
        section, _, name = key.strip().partition(".")
        env[f"DUNGEON__{section.upper()}__{name.upper()}"] = value.strip()
    return env


def cmd_up(args: argparse.Namespace) -> int:
    cfg = absolute(args.cfg)
    holder = running_pid(pid_path(cfg.data_dir))
    if holder:
        who = f"pid {holder}" if holder > 0 else "pid unknown"
        return _fail(f"a supervisor is already running ({who}) for {cfg.data_dir}; "
                     "`dungeon status` shows it, `dungeon down` stops it")
    if not args.daemon:  # the detached supervisor's parent checked already
        from services.cli.preflight import config_problems

        problems = config_problems(cfg)
        if problems:
            return _fail("not started: the configuration cannot work:\n  "
                         + "\n  ".join(problems), code=2)
    if args.detach:
        return _detach(args, cfg)
    try:
        plans = load_plans(
            cfg, args.procfile, environ=os.environ,
            common_env=child_env(cfg, endpoints_for(cfg), config_env(args)),
        )
    except StartError as exc:
        return _fail(str(exc), code=2)
    console = None
    if not args.daemon:
        names = [p.name for p in plans] + ["supervisor"]
        console = Console(sys.stdout.buffer, names, color=sys.stdout.isatty())
        width = console.width
        for handler in logging.getLogger().handlers:
            handler.setFormatter(logging.Formatter(
                f"%(asctime)s {'supervisor':<{width}} | %(levelname)s %(name)s: %(message)s",
                datefmt="%H:%M:%S",
            ))
    try:
        return serve(cfg, plans, console=console)
    except StartError as exc:
        return _fail(str(exc))


def _detach(args: argparse.Namespace, cfg: Config) -> int:
    argv = [sys.executable, "-m", "services.cli"]
    if args.config:
        argv += ["--config", str(Path(args.config).resolve())]
    for override in args.overrides:
        argv += ["--set", override]
    argv += ["--set", f"paths.data_dir={json.dumps(str(cfg.data_dir))}",
             "--set", f"agent.func_out_file={json.dumps(cfg.agent.func_out_file)}"]
    if args.verbose:
        argv.append("-v")
    argv += ["up", "--daemon", "--procfile", str(args.procfile.resolve())]
    logfile = log_dir(cfg.data_dir) / "supervisor.log"
    logfile.parent.mkdir(parents=True, exist_ok=True)
    with open(logfile, "ab") as out:
        proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=out, stderr=out,
                                start_new_session=True)
    client = _client(cfg, timeout_ms=300)
    try:
        deadline = time.monotonic() + DETACH_WAIT_S
        while time.monotonic() < deadline:
            if proc.poll() is not None:
                lines = "\n".join(tail(logfile, 5))
                return _fail(f"the supervisor exited with code {proc.returncode}:\n{lines}")
            try:
                reply = expect(client.request(SupervisorStatus()), SupervisorStatusResult)
            except ServiceTimeout:
                continue
            if reply.pid == proc.pid:
                print(f"supervisor started (pid {proc.pid}); its log: {logfile}; "
                      "`dungeon status` to watch, `dungeon down` to stop")
                return 0
            time.sleep(0.1)
    finally:
        client.close()
    return _fail(f"the supervisor (pid {proc.pid}) did not answer within {DETACH_WAIT_S:g} s; "
                 f"see {logfile}")


def cmd_status(args: argparse.Namespace) -> int:
    cfg = absolute(args.cfg)
    reply = _request(cfg, SupervisorStatus(), SupervisorStatusResult)
    if reply is None:
        return 1
    servers = model_servers(cfg) if cfg.llm.backend == "openai" else None
    if args.json:
        print(json.dumps({"pid": reply.pid, "uptime_s": reply.uptime_s,
                          "stopping": reply.stopping,
                          "services": [s.to_wire() for s in reply.services],
                          "remote_workers": [r.to_wire() for r in reply.remote_workers],
                          "func_out_file": reply.func_out_file,
                          "game_endpoint": cfg.endpoint("game"),
                          "game_pub_endpoint": cfg.endpoint("game_pub"),
                          "model_servers": None if servers is None else
                          [s.to_wire() for s in servers]}, indent=2))
        return 0
    state = " (stopping)" if reply.stopping else ""
    print(f"supervisor pid {reply.pid}, up {format_duration(reply.uptime_s)}{state}, "
          f"data in {cfg.data_dir}")
    print(format_table(reply.services))
    for service in reply.services:
        if service.note:
            print(f"{service.name}: {service.note}")
    print(f"\nserved functions are written to {reply.func_out_file}" if reply.func_out_file
          else "\nserved functions are not written to a file (agent.func_out_file is empty)")
    # What a client of its own connects to (docs/protocol.md): requests, and the frames.
    print(f"game requests at {cfg.endpoint('game')}, frames at {cfg.endpoint('game_pub')}")
    if reply.remote_workers:
        print("\nremote sandbox workers (the game's pool)")
        print(format_remote(reply.remote_workers))
    if cfg.llm.backend == "openai":
        print("\nmodel servers (llm.openai_urls)")
        if servers is None:
            print("  unknown: the model service does not answer")
        for server in servers or ():
            print(f"  {format_server(server)}")
    return 0


def model_servers(cfg: Config) -> list[LlmModelServer] | None:
    """The model service's list of servers, up or down; None when the service does not answer."""
    client = LlmClient(zmq.Context.instance(), cfg.endpoint("llm"), timeout_ms=1000)
    try:
        return client.info().servers
    except (LlmUnavailable, RemoteError):
        return None
    finally:
        client.close()


def cmd_restart(args: argparse.Namespace) -> int:
    reply = _request(absolute(args.cfg), SupervisorRestart(name=args.name),
                     SupervisorRestartResult)
    if reply is None:
        return 1
    print("restarting " + ", ".join(reply.names))
    return 0


def cmd_down(args: argparse.Namespace) -> int:
    cfg = absolute(args.cfg)
    grace = cfg.supervisor.graceful_timeout_s + 5.0
    client = _client(cfg, timeout_ms=2000)
    try:
        if _surely_absent(cfg):
            raise ServiceTimeout("no supervisor is running")
        pid = client.request(SupervisorStop()).pid  # type: ignore[attr-defined]
    except ServiceTimeout:
        pid = running_pid(pid_path(cfg.data_dir))
        if not pid or pid < 0:
            print("no supervisor is running")
            return 0
        print(f"the supervisor (pid {pid}) does not answer; sending it SIGTERM")
        os.kill(pid, signal.SIGTERM)
    except RemoteError as exc:
        return _fail(exc.message)
    finally:
        client.close()
    if wait_for_exit(pid, grace):
        print(f"stopped (supervisor pid {pid})")
        return 0
    return _fail(f"the supervisor (pid {pid}) is still running after {grace:g} s")


def cmd_logs(args: argparse.Namespace) -> int:
    cfg = absolute(args.cfg)
    path = log_path(cfg.data_dir, args.name)
    if not path.exists():
        names = sorted(p.name[: -len(".log")] for p in log_dir(cfg.data_dir).glob("*.log"))
        known = ", ".join(names) if names else "none yet"
        return _fail(f"no log for {args.name!r} in {path.parent}; logs: {known}")
    for line in tail(path, args.lines):
        print(line)
    if args.follow:
        sys.stdout.flush()
        try:
            for line in follow(path):
                print(line, flush=True)
        except KeyboardInterrupt:
            pass
    return 0


# ------------------------------------------------------------------------------------------


def format_duration(seconds: float) -> str:
    s = int(seconds)
    if s < 60:
        return f"{seconds:.0f}s" if seconds >= 1 else f"{seconds:.1f}s"
    if s < 3600:
        return f"{s // 60}m {s % 60:02d}s"
    if s < 86400:
        return f"{s // 3600}h {s % 3600 // 60:02d}m"
    return f"{s // 86400}d {s % 86400 // 3600:02d}h"


def format_exit(status: ServiceStatus) -> str:
    if status.last_exit is None:
        return status.last_exit_reason or "-"
    if status.last_exit < 0:
        try:
            text = signal.Signals(-status.last_exit).name
        except ValueError:
            text = f"signal {-status.last_exit}"
    else:
        text = f"exit {status.last_exit}"
    return f"{text} ({status.last_exit_reason})" if status.last_exit_reason else text


def service_state(status: ServiceStatus) -> str:
    """``ready``; ``warming up`` for a live service that says it cannot serve yet (its note says
    why and for how long); else the supervisor's state."""
    if status.state == "running" and status.ready:
        return "ready"
    if status.state == "running" and status.note:
        return "warming up"
    return status.state


def format_table(services: list[ServiceStatus]) -> str:
    rows = [("NAME", "STATE", "PID", "UPTIME", "RESTARTS", "RSS", "LAST EXIT")]
    for s in services:
        state = service_state(s)
        rows.append((
            s.name,
            state,
            str(s.pid) if s.pid else "-",
            format_duration(s.uptime_s) if s.pid else "-",
            str(s.restarts),
            f"{s.rss_bytes / 1024 / 1024:.1f} MiB" if s.pid else "-",
            format_exit(s),
        ))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]) - 1)]
    return "\n".join(
        "  ".join(cell.ljust(w) for cell, w in zip(r[:-1], widths, strict=True)) + "  " + r[-1]
        for r in rows
    )


def format_remote(workers: list[RemoteWorkerStatus]) -> str:
    rows = [("ENDPOINT", "STATE", "SINCE", "REASON")]
    rows += [(w.endpoint, w.state, format_duration(w.age_s), w.reason or "-") for w in workers]
    widths = [max(len(r[i]) for r in rows) for i in range(3)]
    return "\n".join("  ".join(cell.ljust(w) for cell, w in zip(r[:3], widths, strict=True))
                     + "  " + r[3] for r in rows)


def _client(cfg: Config, timeout_ms: int) -> RpcClient:
    return RpcClient(zmq.Context.instance(), cfg.endpoint("supervisor"), timeout_ms=timeout_ms,
                     max_message_bytes=cfg.network.max_message_bytes,
                     curve=load_curve(cfg.network))


def _surely_absent(cfg: Config) -> bool:
    """No supervisor holds this data folder, and its endpoint is an ipc path inside it: no need
    to wait for a timeout to know nobody will answer."""
    endpoint = cfg.endpoint("supervisor")
    return running_pid(pid_path(cfg.data_dir)) is None and endpoint.startswith("ipc://")


def _request(cfg: Config, msg: Message, expected: type[R]) -> R | None:
    client = _client(cfg, timeout_ms=3000)
    try:
        if _surely_absent(cfg):
            raise ServiceTimeout("no supervisor is running")
        return expect(client.request(msg), expected)
    except ServiceTimeout:
        _fail(f"no supervisor answers on {cfg.endpoint('supervisor')} "
              "(`dungeon up` starts one)")
    except RemoteError as exc:
        _fail(exc.message)
    finally:
        client.close()
    return None


def _fail(message: str, code: int = 1) -> int:
    print(f"dungeon: {message}", file=sys.stderr)
    return code
