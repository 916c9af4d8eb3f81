"""Keys and ports for the tests that cross tcp:// with CurveZMQ on 127.0.0.1."""

from __future__ import annotations

import socket
from pathlib import Path

from base.curve import CurveKeys, generate_keys, read_client_keys


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def make_keys(folder: Path, *clients: str) -> Path:
    """A server key pair and authorised client key pairs (``client`` when none is named)."""
    generate_keys(str(folder), list(clients) or ["client"])
    return folder


def curve_overrides(folder: Path, client: str = "client") -> list[str]:
    """The [network] keys of a process that both serves and connects with these keys."""
    return [
        f'network.curve_server_secret_key_file="{folder}/server.key_secret"',
        f'network.curve_client_keys_dir="{folder}/clients"',
        f'network.curve_client_secret_key_file="{folder}/{client}.key_secret"',
        f'network.curve_server_public_key_file="{folder}/server.key"',
    ]


def client_curve(folder: Path, client: str = "client", server: Path | None = None) -> CurveKeys:
    """A client's keys: its own pair, and the public key of the server in ``server``."""
    server_public = (server or folder) / "server.key"
    return CurveKeys(client=read_client_keys(str(folder / f"{client}.key_secret"),
                                             str(server_public)))
