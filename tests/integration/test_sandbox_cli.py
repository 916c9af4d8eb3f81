"""``dungeon sandbox run``: a file's update_func through a real worker, one JSON line per tick."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.sandbox.helpers import default_world, update

pytestmark = pytest.mark.timeout(60)

WALK_TO_SWORD = update(
    "for _, item in ipairs(items) do\n"
    "  if item.name == 'sword' then\n"
    "    local path = ai:find_path_to(item.position)\n"
    "    if #path > 0 then ai:move(path[1]) end\n"
    "    return 'steps left: ' .. #path\n"
    "  end\n"
    "end\n"
    "return 'Done'"
)


def dungeon(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "services.cli", *args],
        capture_output=True,
        text=True,
        timeout=50,
    )


def lines(result: subprocess.CompletedProcess[str]) -> list[dict]:
    return [json.loads(line) for line in result.stdout.splitlines()]


def test_runs_ticks_and_applies_the_moves(tmp_path):
    code = tmp_path / "walk.lua"
    code.write_text(WALK_TO_SWORD)
    result = dungeon("sandbox", "run", str(code), "--ticks", "4")
    assert result.returncode == 0, result.stderr
    out = lines(result)
    assert [o["tick"] for o in out] == [1, 2, 3, 4]
    steps = [int(o["status"].split(": ")[1]) for o in out]
    assert steps == [steps[0] - i for i in range(4)]  # each move was applied to the world
    assert all(o["error"] is None and o["actions"] and o["ms"] > 0 for o in out)
    assert set(out[0]) >= {"tick", "status", "actions", "error", "ms"}


def test_stops_when_the_code_is_done(tmp_path):
    code = tmp_path / "walk.lua"
    code.write_text(WALK_TO_SWORD)
    out = lines(dungeon("sandbox", "run", str(code), "--ticks", "200"))
    assert out[-1]["done"] and out[-1]["status"] == "Done"
    assert len(out) < 200


def test_lua_failures_are_reported_and_exit_zero(tmp_path):
    broken = tmp_path / "broken.lua"
    broken.write_text("function update_func(player, ai)\n  return ai:find_path_to('sword')\nend\n")
    result = dungeon("sandbox", "run", str(broken), "--ticks", "2")
    assert result.returncode == 0
    out = lines(result)
    assert len(out) == 2
    assert out[0]["error"]["kind"] == "runtime"
    assert "use item.position" in out[0]["error"]["message"]

    syntax = tmp_path / "syntax.lua"
    syntax.write_text("function update_func(\n")
    result = dungeon("sandbox", "run", str(syntax))
    assert result.returncode == 0
    (only,) = lines(result)
    assert only["tick"] == 0 and only["error"]["kind"] == "syntax"


def test_limits_apply_to_the_run(tmp_path):
    loop = tmp_path / "loop.lua"
    loop.write_text(update("local i = 0\nwhile i < 50000 do i = i + 1 end\nreturn 'counted'"))
    assert lines(dungeon("sandbox", "run", str(loop), "--ticks", "1"))[0]["status"] == "counted"
    out = lines(
        dungeon("sandbox", "run", str(loop), "--ticks", "1", "--limits", "max_instructions=10000")
    )
    assert out[0]["error"]["kind"] == "instruction_limit"


def test_a_given_state_is_the_starting_world(tmp_path):
    world = default_world()
    world.companion.position = (4, 3)
    state = tmp_path / "state.json"
    state.write_text(json.dumps({"world": world.to_wire()}))
    code = tmp_path / "where.lua"
    code.write_text(update("return ai.position.row .. ',' .. ai.position.col"))
    out = lines(dungeon("sandbox", "run", str(code), "--state", str(state), "--ticks", "1"))
    assert out[0]["status"] == "4,3"


@pytest.mark.parametrize(
    "args",
    [
        ["sandbox", "run", "/nonexistent/x.lua"],
        ["sandbox", "run", "FILE", "--limits", "max_fun=1"],
        ["sandbox", "run", "FILE", "--limits", "max_tick_ms=0"],
        ["sandbox", "run", "FILE", "--state", "STATE"],
        ["sandbox", "run", "FILE", "--ticks", "0"],
    ],
)
def test_usage_errors_exit_two(tmp_path, args):
    code = tmp_path / "ok.lua"
    code.write_text(update("return 'x'"))
    state = tmp_path / "state.json"
    state.write_text('{"not": "a world"}')
    args = [str(code) if a == "FILE" else str(state) if a == "STATE" else a for a in args]
    result = dungeon(*args)
    assert result.returncode == 2
    assert result.stdout == ""
    assert "dungeon sandbox run:" in result.stderr or "configuration error" in result.stderr


@pytest.mark.parametrize(
    ("content", "says"),
    [
        (b"function update_func()\n  return '\xff'\nend\n", "is not UTF-8 text (byte 0xff"),
        (b"function update_func()\n  return 'caf\xc3'\nend\n", "is not UTF-8 text (byte 0xc3"),
        (b"function update_func()\n  return 'a\x00b'\nend\n", "holds a NUL byte"),
        (b"\xef\xbb\xbf\x00", "holds a NUL byte"),
    ],
)
def test_a_file_that_is_not_lua_text_is_one_line_and_exit_two(tmp_path, content, says):
    code = tmp_path / "bad.lua"
    code.write_bytes(content)
    result = dungeon("sandbox", "run", str(code), "--ticks", "1")
    assert result.returncode == 2
    assert result.stdout == ""
    (line,) = result.stderr.splitlines()
    assert line.startswith(f"dungeon sandbox run: {code} ") and says in line
    assert "line 2" in line or "line 1" in line
