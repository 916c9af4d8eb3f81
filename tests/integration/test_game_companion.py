"""The companion's Lua runs in real sandbox workers started by the game service."""

from __future__ import annotations

import pytest

from base.transport import RemoteError
from tests.integration.game_process import GameProcess

pytestmark = pytest.mark.timeout(90)

WALK_TO_SWORD = '''
function update_func(player, ai, monsters, items)
  ai.steps = (ai.steps or 0) + 1
  for _, item in ipairs(items) do
    if item.name == "sword" then
      local path = ai:find_path_to(item.position)
      if #path > 0 then ai:move(path[1]) end
      return "step " .. ai.steps
    end
  end
  return "Done"
end
'''


@pytest.fixture
def game(ipc_dir):
    proc = GameProcess(ipc_dir, "game.manual_ticks=true", "game.monster_wander_chance=0").start()
    yield proc
    proc.stop()


def companion(frame):
    return next(e for e in frame.world["entities"] if e["kind"] == "companion")


def test_loaded_code_moves_the_companion_and_keeps_its_custom_fields(game, zmq_ctx):
    client = game.client(zmq_ctx, timeout_ms=10_000)
    client.load_code(WALK_TO_SWORD, "walk")
    start = companion(client.state())["position"]
    frame = client.tick(5)
    assert companion(frame)["position"] != start
    assert frame.status == "step 5"  # the custom field counted across five ticks
    frame = client.tick(80)
    assert any(i["name"] == "sword" for i in companion(frame)["items"])


def test_bad_code_is_refused_with_the_reason_and_changes_nothing(game, zmq_ctx):
    client = game.client(zmq_ctx, timeout_ms=10_000)
    with pytest.raises(RemoteError, match="line 1"):
        client.load_code("function update_func(player, ai monsters) end", "bad")
    frame = client.tick()
    assert companion(frame)["position"] == [2, 3]


def test_a_runtime_error_shows_on_the_status_line_and_the_game_goes_on(game, zmq_ctx):
    client = game.client(zmq_ctx, timeout_ms=10_000)
    client.load_code(
        'function update_func(player, ai, monsters, items)\n  ai:find_path_to("sword")\nend',
        "wrong",
    )
    frame = client.tick()
    assert "use item.position" in frame.status
    client.move("s")
    assert client.tick().tick == frame.tick + 1
