"""The sandbox messages, the flat snapshot, and the worker's request handler (no sockets)."""

from __future__ import annotations

import dataclasses

import msgpack
import pytest

from base import protocol as p
from game.maps import parse_map
from sandbox_worker.snapshot import flat_state, maze_hash
from sandbox_worker.worker import WorkerHandler
from tests.sandbox.helpers import carry, default_world, update


def roundtrip(msg: p.Message) -> p.Message:
    return p.decode(p.encode(msg))


@pytest.mark.parametrize(
    "msg",
    [
        p.SandboxLoad(request_id="r", code_id="c", code="x", limits={"max_tick_ms": 5}),
        p.SandboxLoaded(
            request_id="r",
            code_id="c",
            instance="i",
            error=p.SandboxFailure(kind="syntax", message="m", line=2),
            log=["a"],
        ),
        p.SandboxTick(
            request_id="r",
            code_id="c",
            seed=3,
            state=b"\x90",
            maze_hash="h",
            maze=["###"],
            memory=b"\x80",
            instance="i",
        ),
        p.SandboxTick(request_id="r", code_id="c", seed=3, state=b"\x90", maze_hash="h"),
        p.SandboxTickResult(
            request_id="r",
            code_id="c",
            instance="i",
            status="s",
            actions=[p.MoveRequest(entity=2, move="w")],
            done=False,
            error=p.SandboxFailure(kind="runtime", message="m"),
            log=["l"],
            memory=b"\x80",
            lua_us=12,
        ),
        p.SandboxReset(request_id="r"),
        p.SandboxReady(request_id="r", instance="i", pid=5),
    ],
)
def test_messages_round_trip(msg):
    assert roundtrip(msg) == msg


def wire(kind: str, body: dict) -> bytes:
    return msgpack.packb({"v": p.PROTOCOL_VERSION, "kind": kind, "id": "r9", "body": body})


GOOD_TICK = {"code_id": "c", "seed": 1, "state": b"\x90", "maze_hash": "h"}


@pytest.mark.parametrize(
    ("body", "complaint"),
    [
        ({**GOOD_TICK, "seed": "1"}, "sandbox.tick.seed: expected int, got str"),
        ({**GOOD_TICK, "seed": True}, "sandbox.tick.seed: expected int, got bool"),
        ({**GOOD_TICK, "extra": 1}, "unknown fields"),
        ({k: v for k, v in GOOD_TICK.items() if k != "state"}, "missing field 'state'"),
        ({**GOOD_TICK, "maze": ["##", 3]}, "sandbox.tick.maze: expected strings"),
        ({**GOOD_TICK, "memory": {"a": 1}}, "sandbox.tick.memory: expected bytes or NoneType"),
    ],
)
def test_a_bad_tick_is_a_protocol_error_naming_the_field(body, complaint):
    with pytest.raises(p.ProtocolError) as caught:
        p.decode(wire("sandbox.tick", body))
    assert caught.value.code == p.BAD_FIELD
    assert complaint in caught.value.message
    assert caught.value.request_id == "r9"


def test_a_bad_move_in_a_result_is_a_protocol_error():
    body = {
        "code_id": "c",
        "instance": "i",
        "status": "",
        "actions": [{"entity": "2", "move": "w"}],
        "done": False,
        "memory": b"\x80",
        "lua_us": 1,
    }
    with pytest.raises(p.ProtocolError, match="actions"):
        p.decode(wire("sandbox.tick_result", body))


SMALL_MAP = """\
#######
#PA.G^#
#######
"""


def test_the_flat_state_layout():
    world = parse_map(SMALL_MAP)
    gorgon = next(e for e in world.entities.values() if e.kind == "gorgon")
    gorgon.alive = False
    gorgon.defeated_by = world.player.id
    sword = carry(world, world.player, "sword")
    world.tick = 7
    player, ai = world.player, world.companion
    assert flat_state(world) == [
        7,
        0,
        3,
        0,
        1,
        player.id,
        "player",
        2,
        2,
        player.health,
        True,
        0,
        ai.id,
        "companion",
        2,
        3,
        ai.health,
        True,
        0,
        gorgon.id,
        "gorgon",
        2,
        5,
        gorgon.health,
        False,
        player.id,
        player.id,
        sword.id,
        "sword",
    ]


def test_the_maze_hash_names_the_maze():
    world = default_world()
    assert maze_hash(world.maze) == maze_hash(list(world.maze))
    assert maze_hash(world.maze) != maze_hash(world.maze[:-1])


# -- the handler -----------------------------------------------------------------------------

COUNTING = update("ai.n = (ai.n or 0) + 1\nreturn tostring(ai.n)")


def tick_msg(world, *, instance="", memory=b"\x80", maze=True, code_id="count"):
    return p.SandboxTick(
        request_id="t",
        code_id=code_id,
        seed=1,
        state=msgpack.packb(flat_state(world)),
        maze_hash=maze_hash(world.maze),
        maze=list(world.maze) if maze else None,
        memory=memory,
        instance=instance,
    )


@pytest.fixture
def handler():
    return WorkerHandler()


def test_load_then_ticks_keep_state_in_the_worker(handler):
    world = default_world()
    loaded = handler.handle(p.SandboxLoad(request_id="l", code_id="count", code=COUNTING))
    assert isinstance(loaded, p.SandboxLoaded) and loaded.error is None
    first = handler.handle(tick_msg(world))
    assert first.status == "1" and first.instance == handler.instance
    second = handler.handle(tick_msg(world, instance=first.instance, memory=None, maze=False))
    assert second.status == "2"


def test_the_worker_asks_for_what_it_lacks(handler):
    world = default_world()
    no_code = handler.handle(tick_msg(world))
    assert isinstance(no_code, p.ErrorReply) and no_code.code == p.SANDBOX_NEED_STATE
    handler.handle(p.SandboxLoad(request_id="l", code_id="count", code=COUNTING))
    no_maze = handler.handle(tick_msg(world, maze=False))
    assert no_maze.code == p.SANDBOX_NEED_STATE and "maze" in no_maze.message
    no_memory = handler.handle(tick_msg(world, memory=None, instance="someone-else"))
    assert no_memory.code == p.SANDBOX_NEED_STATE and "memory" in no_memory.message


def test_memory_sent_with_a_tick_replaces_the_workers(handler):
    world = default_world()
    handler.handle(p.SandboxLoad(request_id="l", code_id="count", code=COUNTING))
    memory = msgpack.packb(
        {"code_id": "count", "fields": {str(world.companion.id): {"n": 41}}, "globals": {}}
    )
    assert handler.handle(tick_msg(world, memory=memory)).status == "42"


def test_a_bad_state_is_answered_not_fatal(handler):
    world = default_world()
    handler.handle(p.SandboxLoad(request_id="l", code_id="count", code=COUNTING))
    msg = tick_msg(world)
    for state in (b"\xc1", msgpack.packb({"a": 1}), msgpack.packb([1, 2, 3])):
        reply = handler.handle(dataclasses.replace(msg, state=state))
        assert isinstance(reply, p.ErrorReply) and reply.code == p.SANDBOX_BAD_STATE
    bad_memory = handler.handle(dataclasses.replace(msg, memory=b"\x93"))
    assert bad_memory.code == p.SANDBOX_BAD_STATE
    assert handler.handle(msg).status == "1"


def test_limits_sent_with_a_load_apply_and_bad_ones_are_refused(handler):
    world = default_world()
    code = update("while true do end")
    loaded = handler.handle(
        p.SandboxLoad(
            request_id="l", code_id="count", code=code, limits={"max_instructions": 10_000}
        )
    )
    assert loaded.error is None
    result = handler.handle(tick_msg(world))
    assert result.error.kind == "instruction_limit" and "10,000" in result.error.message
    refused = handler.handle(
        p.SandboxLoad(request_id="l", code_id="x", code=code, limits={"max_tick_ms": 0})
    )
    assert isinstance(refused, p.ErrorReply) and "sandbox.max_tick_ms" in refused.message
    unknown = handler.handle(
        p.SandboxLoad(request_id="l", code_id="x", code=code, limits={"max_fun": 1})
    )
    assert isinstance(unknown, p.ErrorReply) and "max_fun" in unknown.message


def test_each_load_runs_under_the_limits_it_was_sent_with(handler):
    # The worker checks a caller's overrides once and keeps them while they stay the same:
    # loads with the same, other or no overrides each run under their own.
    world = default_world()
    code = update("while true do end")

    def limit_hit(limits):
        loaded = handler.handle(p.SandboxLoad(request_id="l", code_id="spin", code=code,
                                              limits=limits))
        assert loaded.error is None
        return handler.handle(tick_msg(world, code_id="spin")).error.message

    assert "10,000" in limit_hit({"max_instructions": 10_000})
    assert "10,000" in limit_hit({"max_instructions": 10_000})
    assert "20,000" in limit_hit({"max_instructions": 20_000})
    refused = handler.handle(
        p.SandboxLoad(request_id="l", code_id="x", code=code, limits={"max_instructions": -1})
    )
    assert isinstance(refused, p.ErrorReply)
    assert "20,000" in limit_hit({"max_instructions": 20_000})  # the refused ones never applied
    assert "10,000" not in limit_hit(None) and "20,000" not in limit_hit(None)


def test_reset_starts_afresh_with_a_new_instance(handler):
    world = default_world()
    handler.handle(p.SandboxLoad(request_id="l", code_id="count", code=COUNTING))
    handler.handle(tick_msg(world))
    before = handler.instance
    ready = handler.handle(p.SandboxReset(request_id="r"))
    assert isinstance(ready, p.SandboxReady) and ready.instance != before
    assert handler.handle(tick_msg(world)).code == p.SANDBOX_NEED_STATE


def test_ping_and_unexpected_messages(handler):
    assert isinstance(handler.handle(p.Ping(request_id="x")), p.Pong)
    reply = handler.handle(p.SandboxReady(request_id="x", instance="i", pid=1))
    assert isinstance(reply, p.ErrorReply) and reply.code == p.UNEXPECTED
