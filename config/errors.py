"""The one error of the configuration, in a module of its own: the settings and the readers of
their sources (config/sources.py) both raise it, and each imports it from here."""

from __future__ import annotations


class ConfigError(ValueError):
    """Configuration that cannot be used; the message names the key and what was expected."""
