"""Parameters reach Lua as string literals only: hostile values compile and arrive byte-exact."""

from __future__ import annotations

import lupa.lua54 as lua54
import pytest

from agent.library.params import bind, lua_string, params_prelude

HOSTILE = [
    'say "hi"',
    "it's",
    "]]",
    "]=]",
    "line one\nline two\r\n",
    "nul\0byte",
    '"..os.exit()..',
    "\\",
    "\\0",
    "\\\\\"",
    "--[[ comment",
    "'; os.exit(); '",
    "\x1b[2J\x7f\x01",
    "\u00e9\u4e2d\U0001f600",
    "",
    "a" * 5000,
    "%s %d %q",
    "\\ddd\\123\\x41\\u{41}",
]


@pytest.fixture(scope="module")
def lua():
    return lua54.LuaRuntime(register_eval=False, encoding=None)


@pytest.mark.parametrize("value", HOSTILE)
def test_hostile_value_compiles_and_arrives_byte_exact(lua, value):
    got = lua.execute(f"return {lua_string(value)}")
    assert got == value.encode("utf-8")


def test_every_byte_value_arrives_exact(lua):
    raw = bytes(range(256))
    assert lua.execute(f"return {lua_string(raw)}") == raw


def test_a_literal_is_plain_ascii_on_one_line_with_only_safe_characters():
    text = lua_string("x\n]]\"'\0é")
    assert text.isascii() and "\n" not in text and "]" not in text
    assert text.count('"') == 2 and text.startswith('"') and text.endswith('"')


def test_escapes_are_three_digits_so_a_following_digit_is_not_swallowed(lua):
    value = "\x01" + "23"
    assert lua_string(value) == '"\\00123"'
    assert lua.execute(f"return {lua_string(value)}") == value.encode()


def test_bound_code_sees_its_params_and_keeps_its_line_numbers(lua):
    code = ('function update_func()\n  return params.item .. "|" .. params.order_id\nend\n'
            'error("boom")\n')
    bound = bind(code, {"item": 'sw"]]\nord'}, order_id="abc123")
    assert bound.count("\n") == code.count("\n")
    with pytest.raises(lua54.LuaError, match=r":4: boom"):
        lua.execute(bound)
    assert lua.eval("update_func()") == b'sw"]]\nord|abc123'


def test_hostile_keys_are_literals_too(lua):
    prelude = params_prelude({'x"] = os.exit() --': "v"}, "id")
    lua.execute(prelude + "; probe = params")
    assert lua.eval('probe[\'x"] = os.exit() --\']') == b"v"


def test_each_binding_gets_a_fresh_order_id():
    code = "function update_func() end"
    assert bind(code, {}) != bind(code, {})
