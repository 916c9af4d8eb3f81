"""``python -m sandbox_worker [--endpoint ENDPOINT] [--index N]``: one sandbox worker process.

The endpoint defaults to ``cfg.endpoint("sandbox", index=N)``; the index comes from ``--index``
or ``DUNGEON_SANDBOX_INDEX`` (the supervisor sets it), else 0. Limits come from ``[sandbox]``
and may be overridden per load by the caller. Run it with ``MALLOC_ARENA_MAX=1``: glibc's
per-thread arenas otherwise triple the worker's address space for nothing.
"""

from __future__ import annotations

import argparse
import logging
import os
import signal
import sys
import threading

from base.heartbeat import Heartbeat
from base.transport import EndpointError
from config.settings import ConfigError, load_config
from sandbox_worker import ENV_INDEX, ENV_LOG_LEVEL
from sandbox_worker.worker import serve

log = logging.getLogger("sandbox_worker")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m sandbox_worker", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--endpoint", help="where to listen (default: [network] sandbox_endpoint)")
    parser.add_argument("--index", type=int, help=f"worker index (default: ${ENV_INDEX} or 0)")
    parser.add_argument("--config", metavar="FILE")
    parser.add_argument(
        "--set", action="append", default=[], dest="overrides", metavar="SECTION.KEY=VALUE"
    )
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args(argv)
    level = os.environ.get(ENV_LOG_LEVEL, "DEBUG" if args.verbose else "INFO")
    logging.basicConfig(
        level=getattr(logging, level.upper(), logging.INFO),
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        stream=sys.stderr,
    )
    try:
        cfg = load_config(args.config, args.overrides)
        index = args.index if args.index is not None else int(os.environ.get(ENV_INDEX, "0"))
    except (ConfigError, ValueError) as exc:
        log.error("cannot start: %s", exc)
        return 2
    endpoint = args.endpoint or cfg.endpoint("sandbox", index=index)
    stop = threading.Event()
    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, lambda *_: stop.set())
    try:
        serve(
            endpoint,
            cfg.sandbox,
            max_message_bytes=cfg.network.max_message_bytes,
            spin_us=cfg.network.sandbox_spin_us,
            spin_adapt=cfg.network.sandbox_spin_adapt,
            stop=stop,
            heartbeat=Heartbeat.from_env(),
        )
    except EndpointError as exc:
        log.error("cannot start: %s", exc)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
