"""What every service's ``main`` shares: the config flags, logging, and stop signals."""

from __future__ import annotations

import argparse
import logging
import signal
from collections.abc import Callable

LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

# A service that cannot start with its configuration (a bad key, a map or model file that is not
# there, an endpoint it must not bind) exits with this (sysexits' EX_CONFIG): starting it again
# would fail the same way, so the supervisor does not, and says why in `dungeon status`.
CONFIG_EXIT = 78


def service_parser(prog: str, description: str | None = None) -> argparse.ArgumentParser:
    """``--config FILE`` and repeatable ``--set section.key=value``; a service that takes more
    flags adds them before parsing."""
    parser = argparse.ArgumentParser(prog=prog, description=description)
    parser.add_argument("--config", metavar="FILE")
    parser.add_argument("--set", action="append", default=[], dest="overrides",
                        metavar="SECTION.KEY=VALUE")
    return parser


def setup_logging(level: int = logging.INFO) -> None:
    """Logging configured here, in the process's entry point and nowhere else."""
    logging.basicConfig(level=level, format=LOG_FORMAT)


def service_args(prog: str, argv: list[str] | None) -> argparse.Namespace:
    """The flags of a service that takes no others, parsed, and logging at INFO."""
    args = service_parser(prog).parse_args(argv)
    setup_logging()
    return args


def on_stop_signals(stop: Callable[[], None]) -> None:
    """SIGINT and SIGTERM ask the service to stop gracefully."""
    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, lambda *_: stop())
