"""What every service's ``main`` shares: the config flags, logging, and stop signals."""

from __future__ import annotations

import argparse
import logging
import signal
from collections.abc import Callable

LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def service_args(prog: str, argv: list[str] | None) -> argparse.Namespace:
    """``--config FILE`` and repeatable ``--set section.key=value``; logging configured here,
    in the process's entry point and nowhere else."""
    parser = argparse.ArgumentParser(prog=prog)
    parser.add_argument("--config", metavar="FILE")
    parser.add_argument("--set", action="append", default=[], dest="overrides",
                        metavar="SECTION.KEY=VALUE")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format=LOG_FORMAT)
    return args


def on_stop_signals(stop: Callable[[], None]) -> None:
    """SIGINT and SIGTERM ask the service to stop gracefully."""
    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, lambda *_: stop())
