"""The CurveZMQ keys that ``[network]`` names, read and checked when a process starts.

    curve = load_curve(cfg.network)     # None when no key is configured; ConfigError when bad
    RpcServer(ctx, endpoint, name="game", curve=curve)

A missing file, a secret key file that others may read, a malformed key or an empty folder of
client keys stops the process at start with the key's name and the file's.
"""

from __future__ import annotations

import os

from base.curve import (
    ClientKeys,
    CurveKeys,
    KeyFileError,
    ServerKeys,
    read_client_keys,
    read_server_keys,
)
from config.settings import ConfigError, NetworkConfig


def _read(read, keys: tuple[str, str], network: NetworkConfig):
    """``read`` the two files named by the two ``[network]`` keys; ConfigError names both."""
    first, second = (os.path.expanduser(getattr(network, key)) for key in keys)
    try:
        return read(first, second)
    except KeyFileError as exc:
        raise ConfigError(f"network.{keys[0]} / {keys[1]}: {exc}") from None


def load_curve(network: NetworkConfig) -> CurveKeys | None:
    server: ServerKeys | None = None
    client: ClientKeys | None = None
    if network.curve_server_secret_key_file:
        server = _read(read_server_keys,
                       ("curve_server_secret_key_file", "curve_client_keys_dir"), network)
    if network.curve_client_secret_key_file:
        client = _read(read_client_keys,
                       ("curve_client_secret_key_file", "curve_server_public_key_file"), network)
    if server is None and client is None:
        return None
    return CurveKeys(server=server, client=client)
