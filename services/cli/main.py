"""The ``dungeon`` command. Each area adds its subcommands from its own module beside this one.

A module in ``COMMAND_MODULES`` defines ``register(subparsers) -> None``; each subparser sets
``func=`` to a callable taking the parsed args and returning an exit code. Exit codes: 0 done,
1 failed, 2 usage or configuration error.
"""

from __future__ import annotations

import argparse
import importlib
import logging
import sys

from base.transport import EndpointError, RemoteError
from config.curve_keys import load_curve
from config.settings import ConfigError, load_config

COMMAND_MODULES = (
    "services.cli.game",
    "services.cli.sandbox",
    "services.cli.supervisor",
    "services.cli.llm",
    "services.cli.agent",
    "services.cli.library",
    "services.cli.keys",
)


def add_config_flags(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--config", metavar="FILE", help="a TOML file overriding config/default.toml"
    )
    parser.add_argument(
        "--set",
        metavar="SECTION.KEY=VALUE",
        action="append",
        default=[],
        dest="overrides",
        help="override one config key (repeatable), e.g. --set game.tick_interval_ms=500",
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="print debug messages too")


DESCRIPTION = (
    "A text dungeon crawler whose companion does what you tell it in plain English. "
    "`dungeon up --detach` starts the game and its services, `dungeon play` plays it in this "
    "terminal, `dungeon down` stops everything (`make run` does all three)."
)
EPILOG = (
    "Settings: config/default.toml lists every key with its default. Change one with --set "
    "SECTION.KEY=VALUE before the command, a file of your own with --config FILE (or "
    "DUNGEON_CONFIG=FILE), or the environment (DUNGEON__GAME__TICK_INTERVAL_MS=500). "
    "`dungeon COMMAND --help` says more about each command."
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="dungeon", description=DESCRIPTION, epilog=EPILOG)
    add_config_flags(parser)
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(subparsers)
    describe(parser)
    return parser


def describe(parser: argparse.ArgumentParser) -> None:
    """A command's --help starts with what it does: the line the list of commands shows for it,
    unless the command has a longer description of its own."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for listed in action._choices_actions:
                sub = action.choices[listed.dest]
                if not sub.description and listed.help:
                    sub.description = listed.help[0].upper() + listed.help[1:] + "."
                describe(sub)


def setup_logging(verbose: bool) -> None:
    logging.basicConfig(
        level=logging.DEBUG if verbose else logging.INFO,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        stream=sys.stderr,
    )


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        args.cfg = load_config(args.config, args.overrides)
        # `dungeon keys generate` writes the keys that the configuration may already name.
        args.curve = load_curve(args.cfg.network) if getattr(args, "uses_keys", True) else None
    except ConfigError as exc:
        print(f"dungeon: configuration error: {exc}", file=sys.stderr)
        return 2
    if not getattr(args, "quiet_logging", False):
        setup_logging(args.verbose)
    try:
        return int(args.func(args) or 0)
    except KeyboardInterrupt:
        return 130
    except EndpointError as exc:  # the configuration names an endpoint it must not use
        print(f"dungeon {args.command}: configuration error: {exc}", file=sys.stderr)
        return 2
    except (OSError, RemoteError) as exc:
        # Commands say their own refusals; what reaches here is the machine's (a file, a disk,
        # a socket) or a service's answer they did not expect: one line, never a traceback.
        print(f"dungeon {args.command}: {_reason(exc)}", file=sys.stderr)
        return 1


def _reason(exc: OSError | RemoteError) -> str:
    if isinstance(exc, OSError) and exc.strerror:
        return f"{exc.filename}: {exc.strerror}" if exc.filename else exc.strerror
    return str(exc) or type(exc).__name__

