"""Validation through a real sandbox worker: each stage rejects its kind of bad code."""

from __future__ import annotations

import pytest

from agent.reading import read
from agent.validate import SandboxValidator
from config.settings import load_config
from game.maps import load_map
from game.rules import Rules
from sandbox_worker import api
from services.agent_server.wiring import validation_executor

pytestmark = pytest.mark.timeout(120)

HEAD = "function update_func(player, ai, monsters, items)\n"


@pytest.fixture(scope="module")
def validator(tmp_path_factory):
    import tempfile

    import zmq
    data = tempfile.mkdtemp(prefix="da-v-", dir="/tmp")
    cfg = load_config(None, [f"paths.data_dir={data}"], environ={})
    ctx = zmq.Context()
    pool = validation_executor(cfg, ctx)
    yield SandboxValidator(pool, api_globals=api.global_names(),
                           methods=[e.name for e in api.entries("method")],
                           dry_run_ticks=40, rules=Rules(0.0, 2))
    pool.close()
    ctx.destroy(linger=0)


GOOD = HEAD + '''  for _, item in ipairs(items) do
    if item.name == "sword" then
      local path = ai:find_path_to(item.position)
      if #path > 0 then ai:move(path[1]) return "going" end
    end
  end
  return "Done"
end'''


@pytest.mark.parametrize(
    ("code", "kind", "fragment"),
    [
        (HEAD + "  local x = = 1\nend", "syntax", "line 2"),
        (HEAD + "  ai:find_path(player.position)\n  return 'x'\nend", "unknown_name",
         "did you mean :find_path_to"),
        (HEAD + '  local p = ai:find_path_to("sword")\n  return "x"\nend', "runtime",
         "use item.position"),
        (HEAD + "  while true do end\nend", ("instruction_limit", "time_limit"), ""),
        (HEAD + "  local function f(n) return f(n + 1) + 1 end\n  return f(1)\nend",
         "call_depth", ""),
        # Doubling to 64 MB copies 128 MB: on a busy machine the time limit comes first.
        (HEAD + "  local s = 'x'\n  while true do s = s .. s end\nend",
         ("memory_limit", "time_limit"), ""),
        (HEAD + "  return ''\nend", "idle", "made no move"),
        (HEAD + "  ai:move('w')\n  return 'up'\nend", "refused", "wall"),
    ],
)
def test_each_stage_rejects_its_kind_of_bad_code(validator, code, kind, fragment):
    check = validator.validate(code, load_map())
    assert not check.ok
    assert check.kind in ((kind,) if isinstance(kind, str) else kind), check.message
    assert fragment in check.message


def test_good_code_passes_and_the_real_world_is_untouched(validator):
    world = load_map()
    before = world.to_wire()
    check = validator.validate(GOOD, world)
    assert check.ok, check.message
    assert world.to_wire() == before


def test_walking_into_a_fight_unarmed_fails_with_advice(validator):
    world = load_map()
    gorgon = next(m for m in world.monsters() if m.kind == "gorgon")
    world.companion.position = (gorgon.position[0], gorgon.position[1] - 2)
    code = HEAD + '''  for _, m in ipairs(monsters) do
    if m.name == "gorgon" then
      local path = ai:find_path_to(m)
      if #path > 0 then ai:move(path[1]) end
      return "attacking"
    end
  end
  return "Done"
end'''
    check = validator.validate(code, world)
    assert not check.ok and check.kind == "died" and "weakness" in check.message


@pytest.mark.parametrize(
    ("order", "status", "kind", "fragment"),
    [
        ("how many bats are left?", "Done", "no_answer", "the number"),
        ("get the sword", "Done", "done_too_soon", 'returned "Done" before doing anything'),
        ("go get the sword", "Getting the sword", "no_progress", "never moved"),
        ("say good morning", "Hello", "no_answer", '"good morning"'),
    ],
)
def test_behaviour_that_does_not_serve_the_order_is_rejected(validator, order, status, kind,
                                                            fragment):
    check = validator.validate(HEAD + f'  return "{status}"\nend', load_map(), meaning=read(order))
    assert not check.ok and check.kind == kind, check.message
    assert fragment in check.message


def test_code_that_serves_the_order_passes_with_the_order_given(validator):
    check = validator.validate(GOOD, load_map(), meaning=read("go get the sword"))
    assert check.ok, check.message
    answer = HEAD + '  return "There are " .. #monsters .. " monsters left"\nend'
    assert validator.validate(answer, load_map(), meaning=read("how many monsters are left?")).ok
