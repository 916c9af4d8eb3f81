"""``python -m sandbox_worker [--endpoint ENDPOINT] [--index N]``: one sandbox worker process.

The endpoint defaults to ``cfg.endpoint("sandbox", index=N)``; the index comes from ``--index``
or ``DUNGEON_SANDBOX_INDEX`` (the supervisor sets it), else the replica number honcho or foreman
gives (``sandbox.1`` is index 0), else 0. Limits come from ``[sandbox]``
and may be overridden per load by the caller. Run it with ``MALLOC_ARENA_MAX=1``: glibc's
per-thread arenas otherwise triple the worker's address space for nothing.
"""

from __future__ import annotations

import logging
import os
import sys
import threading

from base.heartbeat import Heartbeat
from base.service_main import CONFIG_EXIT, on_stop_signals, service_parser, setup_logging
from base.transport import EndpointError, EndpointRefused
from config.curve_keys import load_curve
from config.settings import ConfigError, load_config
from sandbox_worker import ENV_INDEX, ENV_LOG_LEVEL, worker_index
from sandbox_worker.worker import serve

log = logging.getLogger("sandbox_worker")


def main(argv: list[str] | None = None) -> int:
    parser = service_parser("python -m sandbox_worker", description=__doc__.splitlines()[0])
    parser.add_argument("--endpoint", help="where to listen (default: [network] sandbox_endpoint)")
    parser.add_argument("--index", type=int, help=f"worker index (default: ${ENV_INDEX} or 0)")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args(argv)
    level = os.environ.get(ENV_LOG_LEVEL, "DEBUG" if args.verbose else "INFO")
    setup_logging(getattr(logging, level.upper(), logging.INFO))
    try:
        cfg = load_config(args.config, args.overrides)
        index = args.index if args.index is not None else worker_index(os.environ)
        curve = load_curve(cfg.network)
    except (ConfigError, ValueError) as exc:
        log.error("cannot start: %s", exc)
        return CONFIG_EXIT
    endpoint = args.endpoint or cfg.endpoint("sandbox", index=index)
    stop = threading.Event()
    on_stop_signals(stop.set)
    try:
        serve(
            endpoint,
            cfg.sandbox,
            max_message_bytes=cfg.network.max_message_bytes,
            spin_us=cfg.network.sandbox_spin_us,
            spin_adapt=cfg.network.sandbox_spin_adapt,
            stop=stop,
            heartbeat=Heartbeat.from_env(curve=curve),
            curve=curve,
        )
    except EndpointError as exc:
        log.error("cannot start: %s", exc)
        return CONFIG_EXIT if isinstance(exc, EndpointRefused) else 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
