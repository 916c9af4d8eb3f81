"""Custom fields and globals as plain data: what a fresh runtime needs to continue."""

from __future__ import annotations

import msgpack
import pytest

from sandbox_worker.runtime import BadState
from tests.sandbox.helpers import carry, default_world, new_runtime, tick, update

STATEFUL = update(
    "ai.visits = (ai.visits or 0) + 1\n"
    "ai.path = ai.path or {}\n"
    "ai.path[#ai.path + 1] = ai.position\n"
    "ai.target = ai.target or monsters[1]\n"
    "ai.item = ai.item or items[1]\n"
    "ai.seen = ai.seen or {}\n"
    "ai.seen[ai.visits * 10] = true\n"
    "ai.half = 0.5\n"
    "player.note = 'ünïcode ✓'\n"
    "ai.raw = string.char(255, 0, 1)\n"
    "ai.odd = {['$entity'] = 1}\n"
    "counter = (counter or 0) + 1\n"
    "return table.concat({ai.visits, #ai.path, ai.path[1].row,\n"
    "  tostring(ai.target == monsters[1]),\n"
    "  tostring(ai.item == items[1]), tostring(ai.seen[10]), math.type(ai.half), player.note,\n"
    "  #ai.raw, type(ai.odd['$entity']), counter}, ' ')"
)


def continued(memory: bytes, code: str = STATEFUL, code_id: str = "s"):
    """A fresh runtime loaded with ``code`` and ``memory``: as a replacement worker would be."""
    world = default_world()
    rt = new_runtime(world)
    assert rt.load(code, code_id).error is None
    rt.restore_memory(memory)
    return rt, world


def test_memory_is_plain_msgpack_data_naming_entities_by_id():
    world = default_world()
    rt = new_runtime(world)
    rt.load(STATEFUL, "s")
    out = tick(rt, world)
    memory = msgpack.unpackb(out.memory, raw=False)
    ai = memory["fields"][str(world.companion.id)]
    assert memory["code_id"] == "s"
    assert memory["globals"] == {"counter": 1}
    assert ai["visits"] == 1 and ai["half"] == 0.5
    assert ai["path"] == [{"$pos": [2, 3]}]
    assert ai["target"] == {"$entity": world.monsters()[0].id}
    assert ai["item"] == {"$item": world.ground[0].id}
    assert ai["seen"] == {"$map": [[10, True]]}
    assert ai["raw"] == b"\xff\x00\x01"
    assert ai["odd"] == {"$map": [["$entity", 1]]}
    assert memory["fields"][str(world.player.id)] == {"note": "ünïcode ✓"}


def test_a_fresh_runtime_continues_with_the_same_state():
    world = default_world()
    rt = new_runtime(world)
    rt.load(STATEFUL, "s")
    statuses = [tick(rt, world).status for _ in range(2)]
    memory = tick(rt, world).memory
    rt2, world2 = continued(memory)
    again = tick(rt2, world2).status
    statuses.append(tick(rt, world).status)
    assert statuses[-1] == again
    assert again == "4 4 2 true true true float ünïcode ✓ 3 number 4"


def test_functions_are_not_carried_and_the_log_says_so_once():
    world = default_world()
    rt = new_runtime(world)
    code = (
        "function helper() return 'h' end\n"
        "settings = {speed = 2}\n"
        "tools = {f = function() end}\n"
        + update("ai.fn = function() end\nai.keep = 1\nreturn helper() .. settings.speed")
    )
    rt.load(code, "f")
    first, second = tick(rt, world), tick(rt, world)
    assert [line for line in first.log if "ai.fn" in line]
    assert not [line for line in second.log if "ai.fn" in line]
    memory = msgpack.unpackb(second.memory, raw=False)
    assert memory["fields"][str(world.companion.id)] == {"keep": 1}
    assert memory["globals"] == {"settings": {"speed": 2}}
    rt2, world2 = continued(second.memory, code, "f")
    assert tick(rt2, world2).status == "h2"


def test_cycles_are_not_carried():
    world = default_world()
    rt = new_runtime(world)
    rt.load(update("local t = {}\nt.me = t\nai.loop = t\nai.fine = {1, 2}\nreturn 'x'"), "c")
    memory = msgpack.unpackb(tick(rt, world).memory, raw=False)
    assert memory["fields"][str(world.companion.id)] == {"fine": [1, 2]}


def test_globals_belong_to_their_code_but_fields_to_the_entities():
    world = default_world()
    rt = new_runtime(world)
    rt.load(update("ai.kept = 7\ncounter = 5\nreturn 'x'"), "one")
    memory = tick(rt, world).memory
    rt2, world2 = continued(
        memory, update("return tostring(ai.kept) .. ' ' .. tostring(counter)"), "two"
    )
    assert tick(rt2, world2).status == "7 nil"


def test_a_dead_monster_in_memory_still_reads_dead_on_a_fresh_runtime():
    world = default_world()
    rt = new_runtime(world)
    code = update(
        "ai.target = ai.target or monsters[1]\nreturn ai.target.name .. tostring(ai.target.alive)"
    )
    rt.load(code, "d")
    memory = tick(rt, world).memory
    target = world.monsters()[0]
    target.alive = False
    rt2, _ = continued(memory, code, "d")
    assert tick(rt2, world).status == f"{target.name}false"


def test_over_the_cap_the_fields_go_back_to_the_last_tick():
    world = default_world()
    rt = new_runtime(world, max_custom_fields_bytes=4096)
    rt.load(
        "local grown = false\n"
        + update(
            "ai.n = (ai.n or 0) + 1\n"
            "if ai.n == 2 and not grown then grown = true; ai.big = string.rep('x', 10000) end\n"
            "return tostring(ai.n) .. ' ' .. tostring(ai.big ~= nil)"
        ),
        "b",
    )
    assert tick(rt, world).status == "1 false"
    out = tick(rt, world)
    assert out.error.kind == "fields_limit"
    assert msgpack.unpackb(out.memory, raw=False)["fields"][str(world.companion.id)] == {"n": 1}
    assert tick(rt, world).status == "2 false"


@pytest.mark.parametrize(
    "memory",
    [b"\xc1", b"\x93\x01", msgpack.packb({"fields": [1, 2]}), msgpack.packb("text")],
)
def test_memory_that_cannot_be_read_is_the_callers_error(memory):
    rt = new_runtime()
    with pytest.raises(BadState):
        rt.restore_memory(memory)


def test_memory_written_by_python_reads_the_same():
    # The game keeps memory as plain data and packs it again with Python's msgpack.
    world = default_world()
    rt = new_runtime(world)
    rt.load(STATEFUL, "s")
    tick(rt, world)
    repacked = msgpack.packb(msgpack.unpackb(tick(rt, world).memory, raw=False), use_bin_type=True)
    rt2, world2 = continued(repacked)
    assert tick(rt2, world2).status.startswith("3 3 2 true true true float")


def test_built_in_tables_kept_in_fields_persist_like_their_copies_did():
    world = default_world()
    carry(world, world.companion, "sword")
    rt = new_runtime(world)
    rt.load(update("ai.home = ai.home or ai.position\n"
                   "ai.had = ai.had or ai.items\n"
                   "return tostring(ai.home) .. ' ' .. #ai.had .. ai.had[1].name"), "h")
    out = tick(rt, world)
    assert out.status == "{2, 3} 1sword"
    memory = msgpack.unpackb(out.memory, raw=False)
    kept = memory["fields"][str(world.companion.id)]
    assert kept == {"home": {"$pos": [2, 3]}, "had": [{"$item": world.companion.items[0].id}]}
    rt2, world2 = continued(out.memory, update(
        "return tostring(ai.home) .. ' ' .. #ai.had .. ai.had[1].name"), "h")
    assert tick(rt2, world2).status == "{2, 3} 1sword"
