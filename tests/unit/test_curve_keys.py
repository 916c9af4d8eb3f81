"""CurveZMQ keys: `dungeon keys generate` writes private files and keeps what exists; bad key
configuration stops a process at start with the key, the file and what is wrong."""

from __future__ import annotations

import os
import stat

import pytest

from config.curve_keys import load_curve
from config.settings import ConfigError, NetworkConfig, load_config
from services.cli.main import main as dungeon


def mode(path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


def curve_network(folder, client: str = "client", **changes) -> NetworkConfig:
    values = dict(
        curve_server_secret_key_file=str(folder / "server.key_secret"),
        curve_client_keys_dir=str(folder / "clients"),
        curve_client_secret_key_file=str(folder / f"{client}.key_secret"),
        curve_server_public_key_file=str(folder / "server.key"),
    )
    values.update(changes)
    return NetworkConfig(**values)


@pytest.fixture
def keys(tmp_path):
    folder = tmp_path / "keys"
    assert dungeon(["keys", "generate", "--dir", str(folder),
                    "--client", "client", "--client", "player"]) == 0
    return folder


def test_generate_writes_owner_only_files_that_a_process_loads(tmp_path, capsys):
    keys = tmp_path / "keys"
    assert dungeon(["keys", "generate", "--dir", str(keys),
                    "--client", "client", "--client", "player"]) == 0
    assert mode(keys) == 0o700 and mode(keys / "clients") == 0o700
    files = sorted(p.relative_to(keys).as_posix() for p in keys.rglob("*") if p.is_file())
    assert files == ["client.key_secret", "clients/client.key", "clients/player.key",
                     "player.key_secret", "server.key", "server.key_secret"]
    assert all(mode(keys / f) == 0o600 for f in files)
    curve = load_curve(curve_network(keys))
    assert curve is not None and curve.server is not None and curve.client is not None
    assert curve.client.server_public == curve.server.public
    out = capsys.readouterr().out
    assert f'curve_client_keys_dir = "{keys.resolve() / "clients"}"' in out


def test_generate_refuses_to_overwrite_unless_forced(keys, capsys):
    before = (keys / "server.key_secret").read_bytes()
    assert dungeon(["keys", "generate", "--dir", str(keys)]) == 1
    assert "refusing to overwrite" in capsys.readouterr().err
    assert (keys / "server.key_secret").read_bytes() == before
    assert dungeon(["keys", "generate", "--dir", str(keys), "--force"]) == 0
    assert (keys / "server.key_secret").read_bytes() != before


def test_generate_works_while_the_configuration_names_keys_not_yet_written(tmp_path):
    folder = tmp_path / "new"
    flags = [f"--set=network.{k}={v!r}".replace("'", '"') for k, v in (
        ("curve_client_secret_key_file", str(folder / "client.key_secret")),
        ("curve_server_public_key_file", str(folder / "server.key")))]
    assert dungeon([*flags, "keys", "generate", "--dir", str(folder)]) == 0


def test_a_missing_key_file_is_named(keys):
    (keys / "client.key_secret").unlink()
    with pytest.raises(ConfigError, match=r"network.curve_client_secret_key_file.*"
                                          r"client.key_secret: no such key file"):
        load_curve(curve_network(keys))


def test_a_secret_key_others_may_read_is_refused(keys):
    os.chmod(keys / "server.key_secret", 0o644)
    with pytest.raises(ConfigError, match=r"must be private to its owner, but its mode is 0644; "
                                          r"run chmod 600"):
        load_curve(curve_network(keys))


def test_a_malformed_key_is_refused(keys):
    secret = keys / "client.key_secret"
    secret.write_text('curve\n    public-key = "short"\n    secret-key = "short"\n')
    with pytest.raises(ConfigError, match="no valid public key"):
        load_curve(curve_network(keys))
    (keys / "clients" / "player.key").write_text("metadata\n")
    with pytest.raises(ConfigError, match=r"player.key: not a ZeroMQ key file"):
        load_curve(curve_network(keys, curve_client_secret_key_file=""))


def test_a_folder_without_client_keys_is_refused(keys):
    for key in (keys / "clients").iterdir():
        key.unlink()
    with pytest.raises(ConfigError, match=r"holds no client public keys"):
        load_curve(curve_network(keys))


def test_keys_come_in_pairs_and_remote_workers_are_tcp():
    with pytest.raises(ConfigError, match="curve_server_secret_key_file is set but "
                                          "network.curve_client_keys_dir is not"):
        load_config(overrides=['network.curve_server_secret_key_file="s.key_secret"'],
                    environ={})
    with pytest.raises(ConfigError, match="'ipc:///tmp/w.sock' is not a tcp://host:port"):
        load_config(overrides=['network.remote_sandbox_workers=["ipc:///tmp/w.sock"]'],
                    environ={})
    with pytest.raises(ConfigError, match="10.0.0.5:7001 is on another host"):
        load_config(overrides=['network.remote_sandbox_workers=["tcp://10.0.0.5:7001"]'],
                    environ={})
    cfg = load_config(overrides=['network.remote_sandbox_workers=["tcp://127.0.0.1:7001"]'],
                      environ={})
    assert cfg.network.remote_sandbox_workers == ("tcp://127.0.0.1:7001",)
    assert load_curve(cfg.network) is None
    with pytest.raises(ConfigError, match="remote_sandbox_retry_s must be above 0"):
        load_config(overrides=["network.remote_sandbox_retry_s=0"], environ={})
