"""Binding parameters into Lua without ever pasting text into code.

An entry's code reads its parameters from a table named ``params`` that the library prepends.
The table is built only from Lua string literals written here: every byte other than an ASCII
letter, digit, space or underscore becomes a three-digit ``\\ddd`` escape, so no value (quotes,
``]]``, newlines, ``\\0``, ``"..os.exit()..``) can end its string, and each arrives byte for byte.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping

from agent.library.entry import ORDER_ID_PARAM

PARAMS_TABLE = "params"

_PLAIN = frozenset(b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 _")


def lua_string(value: str | bytes) -> str:
    """A double-quoted Lua literal that evaluates to exactly these bytes (UTF-8 for str)."""
    data = value.encode("utf-8") if isinstance(value, str) else bytes(value)
    # Always three digits: "\0" followed by a digit would otherwise read as another byte.
    return '"' + "".join(chr(b) if b in _PLAIN else f"\\{b:03d}" for b in data) + '"'


def params_prelude(params: Mapping[str, str], order_id: str) -> str:
    """``local params = {["name"] = "value", ...}`` on one line, keys and values as literals."""
    fields = [f"[{lua_string(k)}] = {lua_string(v)}" for k, v in sorted(params.items())]
    fields.append(f"[{lua_string(ORDER_ID_PARAM)}] = {lua_string(order_id)}")
    return f"local {PARAMS_TABLE} = {{{', '.join(fields)}}}"


def bind(code: str, params: Mapping[str, str], order_id: str | None = None) -> str:
    """The entry's code with its parameter table in front, on the code's first line.

    Sharing the first line keeps every line number of the entry's code, so a runtime error's line
    points at the entry as it is stored. ``order_id`` defaults to a fresh random token.
    """
    order_id = order_id if order_id is not None else secrets.token_hex(6)
    return f"{params_prelude(params, order_id)}; {code}"
