"""Extraction of update_func from messy model output."""

from __future__ import annotations

import lupa.lua54 as lua54
import pytest

from agent.extract import extract_update_func

CLEAN = '''function update_func(player, ai, monsters, items)
    if ai:has_item("sword") then
        return "Done"
    end
    for _, item in ipairs(items) do
        if item.name == "sword" then
            local path = ai:find_path_to(item.position)
            if #path > 0 then ai:move(path[1]) end
            return "going"
        end
    end
    return "Done"
end'''


def compiles(code: str) -> bool:
    rt = lua54.LuaRuntime(register_eval=False, register_builtins=False)
    rt.execute(code)
    return rt.globals().update_func is not None


@pytest.mark.parametrize(
    "text",
    [
        CLEAN,
        f"Sure! Here is the code:\n```lua\n{CLEAN}\n```\nThis walks to the sword.",
        f"<think>I should use find_path_to. function nope() end</think>\n```\n{CLEAN}\n```",
        f"Here you go:\n\n{CLEAN}\n\nHope this helps! The function ends when done.",
        CLEAN.replace("function update_func", "local function update_func"),
        CLEAN.replace("function update_func(player, ai, monsters, items)",
                      "update_func = function(player, ai, monsters, items)"),
    ],
)
def test_the_function_is_found_in_messy_output(text):
    result = extract_update_func(text)
    assert result.ok, result.problem
    assert result.code.startswith("function update_func(")
    assert result.code.rstrip().endswith("end")
    assert "Hope this helps" not in result.code and "Sure!" not in result.code
    assert compiles(result.code)


def test_strings_and_comments_with_keywords_do_not_confuse_the_block_count():
    code = '''function update_func(player, ai, monsters, items)
    -- if this end were counted the function would close early
    local s = "end if do"
    local t = [[ function end ]]
    --[[ repeat
    ]]
    return s .. t
end'''
    result = extract_update_func(code + "\nprint('after')")
    assert result.code == code


def test_a_missing_end_is_added_and_said():
    truncated = CLEAN.rsplit("end", 1)[0]
    result = extract_update_func(f"```lua\n{truncated}")
    assert result.ok and "added 1 missing 'end'" in result.notes
    assert compiles(result.code)


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("", "the answer was empty"),
        ("I cannot help with that.", "no Lua function"),
        ("function go(ai)\n ai:move('w')\nend", "found function(s) go but no update_func"),
        ("<think>function update_func() end</think>", "the answer was empty"),
    ],
)
def test_what_is_missing_is_said_precisely(text, fragment):
    result = extract_update_func(text)
    assert not result.ok and fragment in result.problem
