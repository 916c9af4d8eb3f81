"""Where the configuration's raw values come from, before config/settings.py gives them types.

Precedence, lowest first: the shipped default file, a user file (``--config FILE`` or
``DUNGEON_CONFIG``), environment variables ``DUNGEON__SECTION__KEY=value``, and flags
``--set section.key=value``. Values from the environment and flags are read as TOML values
(``500``, ``true``, ``"text"``, ``[1, 2]``); a bare word is taken as a string.
"""

from __future__ import annotations

import os
import tomllib
from collections.abc import Mapping, Sequence
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

from config.errors import ConfigError

ENV_PREFIX = "DUNGEON__"


def raw_values(
    default_file: Traversable,
    path: str | os.PathLike[str] | None,
    overrides: Sequence[str],
    environ: Mapping[str, str],
) -> dict[str, Any]:
    """Every source's values, each section a table, the later sources over the earlier."""
    data = _read_toml(default_file)
    user_file = path or environ.get("DUNGEON_CONFIG")
    if user_file:
        _merge(data, _read_toml(Path(user_file)), str(user_file))
    for key, value in env_overrides(environ) + [parse_override(o) for o in overrides]:
        section, name = key.split(".")
        data.setdefault(section, {})
        if not isinstance(data[section], dict):
            raise ConfigError(f"[{section}] must be a table")
        data[section][name] = value
    return data


def parse_override(text: str) -> tuple[str, Any]:
    """``section.key=value`` → (``section.key``, value read as TOML, else as a string)."""
    if "=" not in text:
        raise ConfigError(f"override {text!r} must look like section.key=value")
    key, raw = text.split("=", 1)
    key = key.strip()
    if key.count(".") != 1:
        raise ConfigError(f"override key {key!r} must look like section.key")
    return key, _toml_value(raw.strip())


def _toml_value(raw: str) -> Any:
    try:
        return tomllib.loads(f"v = {raw}")["v"]
    except tomllib.TOMLDecodeError:
        return raw


def env_overrides(environ: Mapping[str, str]) -> list[tuple[str, Any]]:
    out = []
    for name, raw in environ.items():
        if name.startswith(ENV_PREFIX):
            parts = name[len(ENV_PREFIX) :].lower().split("__")
            if len(parts) != 2:
                raise ConfigError(
                    f"environment variable {name} must look like DUNGEON__SECTION__KEY"
                )
            out.append((".".join(parts), _toml_value(raw)))
    return out


def _read_toml(path: Traversable) -> dict[str, Any]:
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError:
        raise ConfigError(f"config file {path} does not exist") from None
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"config file {path} is not valid TOML: {exc}") from None


def _merge(base: dict[str, Any], extra: Mapping[str, Any], where: str) -> None:
    for section, values in extra.items():
        if not isinstance(values, dict):
            raise ConfigError(f"{where}: [{section}] must be a table")
        base.setdefault(section, {}).update(values)
