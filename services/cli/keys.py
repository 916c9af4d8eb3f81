"""``dungeon keys generate``: CurveZMQ keys for services and clients on other hosts.

Writes a server key pair and one key pair per client (ZeroMQ's own certificate files), every
file private to its owner (0600) in a private folder (0700), and prints the ``[network]`` lines
that use them. Existing keys are never overwritten without ``--force``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from base.curve import CLIENTS_DIR, SERVER_NAME, KeyFileError, generate_keys

DEFAULT_CLIENT = "client"


def register(subparsers: argparse._SubParsersAction) -> None:
    keys = subparsers.add_parser(
        "keys", help="keys for running services on several hosts (CurveZMQ, tcp://)")
    commands = keys.add_subparsers(dest="keys_command", metavar="COMMAND")
    gen = commands.add_parser(
        "generate",
        help="write a server key pair and client key pairs",
        description="Write CurveZMQ keys for services and clients on other hosts: a server key "
        "pair and one key pair per client, each file readable by you alone, and print the "
        "[network] settings that use them. Existing keys are kept unless --force.",
    )
    gen.add_argument("--dir", metavar="DIR",
                     help="where to write them (default: <paths.data_dir>/keys)")
    gen.add_argument("--client", action="append", default=[], metavar="NAME",
                     help=f"a client key pair to make (repeatable; default: {DEFAULT_CLIENT})")
    gen.add_argument("--force", action="store_true", help="replace keys that exist")
    # The configuration may already name the keys this command is about to write.
    gen.set_defaults(func=cmd_generate, uses_keys=False)


def cmd_generate(args: argparse.Namespace) -> int:
    folder = Path(args.dir) if args.dir else args.cfg.data_dir / "keys"
    clients = args.client or [DEFAULT_CLIENT]
    try:
        written = generate_keys(str(folder), clients, force=args.force)
    except KeyFileError as exc:
        print(f"dungeon keys generate: {exc}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"dungeon keys generate: cannot write {folder}: {exc.strerror}", file=sys.stderr)
        return 1
    for path in written:
        print(f"wrote {path}")
    root = folder.resolve()
    print(f"""
Servers (the host that binds tcp://) need the server's key pair and the clients' public keys;
each client needs its own key pair and the server's public key. Give each host only its part.

[network]
curve_server_secret_key_file = "{root / f'{SERVER_NAME}.key_secret'}"
curve_client_keys_dir = "{root / CLIENTS_DIR}"
curve_client_secret_key_file = "{root / f'{clients[0]}.key_secret'}"
curve_server_public_key_file = "{root / f'{SERVER_NAME}.key'}\"""")
    return 0
