"""Getting the supervisor started: plans from the Procfile, the children's environment,
checks that its endpoints are free, and waiting for it to exit. Used by ``dungeon up``."""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import psutil
import zmq

from base.heartbeat import ENV_ENDPOINT, ENV_INTERVAL_MS
from base.protocol import Ping
from base.transport import RpcClient, ServiceTimeout
from config.settings import SHIPPED, Config
from services.supervisor.plan import ServicePlan, build_plans
from services.supervisor.procfile import ProcfileError, parse_procfile

# Package data beside the default configuration, so an installed copy starts the same services.
DEFAULT_PROCFILE = Path(str(SHIPPED / "Procfile"))


class StartError(RuntimeError):
    """The supervisor cannot start; the message says why and what to do."""


@dataclass(frozen=True, slots=True)
class Endpoints:
    control: str
    pub: str


def load_plans(
    cfg: Config,
    procfile: Path,
    *,
    environ: Mapping[str, str],
    common_env: Mapping[str, str],
) -> list[ServicePlan]:
    try:
        text = procfile.read_text()
    except OSError as exc:
        raise StartError(f"cannot read {procfile}: {exc.strerror}") from None
    try:
        specs = parse_procfile(text, str(procfile))
        return build_plans(
            specs,
            cfg.supervisor,
            python=sys.executable,
            cwd=str(procfile.resolve().parent),
            environ=environ,
            common_env=common_env,
        )
    except ProcfileError as exc:
        raise StartError(str(exc)) from None


def child_env(cfg: Config, endpoints: Endpoints, extra: Mapping[str, str]) -> dict[str, str]:
    """What every child gets on top of the supervisor's environment."""
    return {
        **extra,
        ENV_ENDPOINT: endpoints.control,
        ENV_INTERVAL_MS: str(cfg.supervisor.heartbeat_interval_ms),
        # Absolute, as TOML: children run in the Procfile's folder, not in ours.
        "DUNGEON__PATHS__DATA_DIR": json.dumps(str(cfg.data_dir)),
        "DUNGEON__AGENT__FUNC_OUT_FILE": json.dumps(cfg.agent.func_out_file),
    }


def endpoints_for(cfg: Config) -> Endpoints:
    return Endpoints(cfg.endpoint("supervisor"), cfg.endpoint("supervisor_pub"))


def wait_for_exit(pid: int, timeout_s: float) -> bool:
    """True once ``pid`` is gone or a zombie (it has stopped; its parent has yet to reap it)."""
    deadline = time.monotonic() + timeout_s
    while True:
        try:
            if psutil.Process(pid).status() == psutil.STATUS_ZOMBIE:
                return True
        except psutil.NoSuchProcess:
            return True
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.05)


def endpoint_in_use(ctx: zmq.Context, endpoint: str, timeout_ms: int = 300) -> bool:
    """True when something answers on an ipc endpoint (binding it would silently steal it)."""
    if not endpoint.startswith("ipc://") or not os.path.exists(endpoint[len("ipc://"):]):
        return False
    client = RpcClient(ctx, endpoint, timeout_ms=timeout_ms)
    try:
        client.request(Ping())
    except ServiceTimeout:
        return False
    except Exception:
        return True  # an error reply is an answer too
    finally:
        client.close()
    return True
