"""The game's WorkerPool against real worker processes: the game never stalls, the companion
continues with its custom fields on whichever worker runs the next tick."""

from __future__ import annotations

import time

import psutil
import pytest

from base.protocol import MoveRequest
from game.rules import step
from services.sandbox_client.pool import LoadError, WorkerPool
from services.sandbox_client.settings import PoolSettings
from services.sandbox_client.spawn import LocalSpawner
from tests.sandbox.helpers import STILL, default_world, update
from tests.waiting import wait_until

pytestmark = pytest.mark.timeout(90)

COUNTER = update(
    "ai.n = (ai.n or 0) + 1\n"
    "local path = ai:find_path_to(player)\n"
    'if ai:distance_to(player) > 3 then ai:move("d") end\n'
    "return 'tick ' .. ai.n"
)
# Backtracking in C for many seconds, let through by a pattern cap set very high.
STUCK_IN_C = update("return string.find(string.rep('a', 3000), '.-.-b')")
NO_PATTERN_CAP = ("sandbox.max_pattern_cost=9000000000000000000",)


def make_pool(zmq_ctx, ipc_dir, workers=1, *, deadline_ms=1000, overrides=(),
              transport="seqpacket", **kw):
    from config.settings import load_config

    cfg = load_config(overrides=list(overrides))
    spawner = kw.pop("spawner", None) or LocalSpawner(overrides=list(overrides), quiet=True)
    pool = WorkerPool(
        zmq_ctx,
        [f"ipc://{ipc_dir}/w{i}.sock" for i in range(workers)],
        PoolSettings(limits=cfg.sandbox, deadline_ms=deadline_ms, transport=transport),
        spawner=spawner,
        **kw,
    ).start()
    assert pool.wait_ready(20, count=workers), "the workers did not start"
    return pool


def play(pool, world, ticks):
    turns = []
    for _ in range(ticks):
        turn = pool.tick(world)
        world.keep_memory(turn.memory, turn.memory_token)
        step(world, companion_actions=turn.actions, rules=STILL)
        turns.append(turn)
    return turns


@pytest.fixture(params=["seqpacket", "zeromq"])
def pool(request, zmq_ctx, ipc_dir):
    pool = make_pool(zmq_ctx, ipc_dir, workers=2, transport=request.param)
    yield pool
    pool.close()


def test_ticks_come_back_with_status_moves_and_memory(pool):
    world = default_world()
    assert pool.tick(world) is None  # no code yet
    pool.load(COUNTER, "counter")
    turns = play(pool, world, 3)
    assert [t.status for t in turns] == ["tick 1", "tick 2", "tick 3"]
    assert all(t.error is None and t.ms > 0 and t.code_id == "counter" for t in turns)
    assert world.companion_memory["fields"][str(world.companion.id)]["n"] == 3
    right = MoveRequest(entity=world.companion.id, move="d")
    assert turns[0].actions == [right] or not turns[0].actions


def test_a_skill_giving_up_comes_back_marked_so(pool):
    # the game ends the order in the words a skill gave up in: they cross the worker's socket
    world = default_world()
    pool.load('function update_func(player, ai, monsters, items)\n'
              '  return walk("up", 50)\nend', "walled")
    turns = play(pool, world, 52)
    marked = [i for i, turn in enumerate(turns) if turn.gave_up]
    assert len(marked) == 1, [turn.status for turn in turns]
    given_up, after = turns[marked[0]], turns[marked[0] + 1]
    assert "a wall is in the way" in given_up.status and not given_up.done
    assert after.done and not after.gave_up


def test_bad_code_raises_load_error_and_keeps_the_previous_code(pool):
    world = default_world()
    pool.load(COUNTER, "counter")
    with pytest.raises(LoadError) as caught:
        pool.load("function update_func(player, ai\n  return 1\nend", "broken")
    assert caught.value.failure.kind == "syntax" and caught.value.failure.line == 2
    assert "line 2" in str(caught.value)
    assert pool.code_id == "counter"
    assert pool.tick(world).status == "tick 1"


def test_a_source_over_the_cap_never_reaches_a_worker(pool):
    with pytest.raises(LoadError) as caught:
        pool.load("-- " + "x" * 10_000_000 + "\n" + COUNTER, "huge")
    assert caught.value.failure.kind == "source_limit"


def test_a_worker_killed_between_ticks_is_replaced_and_the_companion_continues(zmq_ctx, ipc_dir):
    spawner = LocalSpawner(quiet=True)
    pool = make_pool(zmq_ctx, ipc_dir, workers=1, spawner=spawner)
    try:
        world = default_world()
        pool.load(COUNTER, "counter")
        play(pool, world, 3)
        old_pid = spawner.pid(0)
        spawner.kill(0)
        # The replacement starts and answers within the 1 s deadline: no tick is lost.
        turn = pool.tick(world)
        assert turn.error is None, turn.error
        assert spawner.pid(0) != old_pid
        assert turn.status == "tick 4"  # custom fields carried over to the fresh worker
        world.keep_memory(turn.memory, turn.memory_token)
        spawner.kill(0)
        lost = pool.tick(world, deadline_ms=20)  # too short for a spawn: the companion waits
        assert lost.error.kind == "worker_lost" and lost.actions == []
        assert lost.memory is world.companion_memory
        assert pool.wait_ready(20)
        assert pool.tick(world).status == "tick 5"
    finally:
        pool.close()


def test_with_two_workers_the_other_one_takes_over_without_a_lost_tick(pool):
    world = default_world()
    pool.load(COUNTER, "counter")
    first = play(pool, world, 2)[-1]
    pool.spawner.kill(first.worker)
    turn = pool.tick(world)
    assert turn.error is None and turn.worker != first.worker
    assert turn.status == "tick 3"


def test_a_worker_killed_under_a_supervisor_costs_no_tick_over_the_lane(zmq_ctx, ipc_dir):
    """Workers started elsewhere (the supervisor's way): the lane's end of file tells the pool
    at once, and the same tick runs on the other worker, long before the deadline."""
    endpoints = [f"ipc://{ipc_dir}/s{i}.sock" for i in range(2)]
    outside = LocalSpawner(quiet=True)
    for i, endpoint in enumerate(endpoints):
        outside.start(i, endpoint)
    told = []
    pool = WorkerPool(zmq_ctx, endpoints, PoolSettings(deadline_ms=5000),
                      on_overrun=lambda *a: told.append(a)).start()
    try:
        assert pool.wait_ready(20, count=2)
        world = default_world()
        pool.load(COUNTER, "counter")
        first = play(pool, world, 2)[-1]
        outside.kill(first.worker)
        started = time.monotonic()
        turn = pool.tick(world)
        assert turn.error is None and turn.worker != first.worker
        assert turn.status == "tick 3"  # custom fields went along
        assert time.monotonic() - started < 1.0  # not the 5 s deadline
        assert told == []  # a dead worker is the supervisor's to see, not an overrun
        outside.start(first.worker, endpoints[first.worker])
        assert pool.wait_ready(20, count=2)  # the replacement is found on the same lane
    finally:
        pool.close()
        outside.close()


def test_a_late_worker_is_abandoned_reported_and_replaced(zmq_ctx, ipc_dir):
    overruns = []
    spawner = LocalSpawner(overrides=list(NO_PATTERN_CAP), quiet=True)
    pool = make_pool(
        zmq_ctx,
        ipc_dir,
        workers=2,
        deadline_ms=300,
        overrides=NO_PATTERN_CAP,
        spawner=spawner,
        on_overrun=lambda index, pid: (overruns.append(index), spawner.replace(index)),
    )
    try:
        world = default_world()
        pool.load(COUNTER, "counter")
        play(pool, world, 2)
        pool.load(STUCK_IN_C, "stuck")
        started = time.monotonic()
        turn = pool.tick(world)
        elapsed = time.monotonic() - started
        assert turn.error.kind == "timeout" and turn.actions == []
        assert elapsed < 2.0  # the deadline, not the 20 s the code would take
        assert overruns == [turn.worker]
        pool.load(update("return 'still here ' .. ai.n"), "after")
        after = pool.tick(world)
        assert after.error is None and after.status == "still here 2"
        assert pool.wait_ready(20, count=2)
    finally:
        pool.close()


def test_without_a_spawner_the_supervisor_is_told_and_restarts_the_worker(zmq_ctx, ipc_dir):
    """The supervisor's way: workers started elsewhere, overruns reported by index."""
    endpoints = [f"ipc://{ipc_dir}/s0.sock"]
    outside = LocalSpawner(overrides=list(NO_PATTERN_CAP), quiet=True)
    outside.start(0, endpoints[0])
    told = []
    from config.settings import load_config

    cfg = load_config(overrides=list(NO_PATTERN_CAP))
    pool = WorkerPool(
        zmq_ctx, endpoints, PoolSettings(limits=cfg.sandbox, deadline_ms=300),
        on_overrun=lambda *a: told.append(a),
    ).start()
    try:
        assert pool.wait_ready(20)
        world = default_world()
        pool.load(STUCK_IN_C, "stuck")
        assert pool.tick(world).error.kind == "timeout"
        assert told == [(0, outside.pid(0))]  # the index and the very process that overran
        gone = pool.tick(world)
        assert gone.error.kind == "worker_lost"  # not ready again until it answers a ping
        outside.replace(0)  # what the supervisor does on WorkerOverran
        assert pool.wait_ready(20)
        pool.load(COUNTER, "counter")
        assert pool.tick(world).status == "tick 1"
    finally:
        pool.close()
        outside.close()


def test_no_ready_worker_never_stalls_the_game(zmq_ctx, ipc_dir):
    pool = WorkerPool(zmq_ctx, [f"ipc://{ipc_dir}/nobody.sock"],
                      PoolSettings(deadline_ms=200)).start()
    try:
        pool.load(COUNTER, "counter")  # nobody to try it on: kept for later
        started = time.monotonic()
        turn = pool.tick(default_world())
        assert turn.error.kind == "worker_lost" and "within 200 ms" in turn.error.message
        assert time.monotonic() - started < 0.3  # the deadline, never more
    finally:
        pool.close()


def test_a_fresh_world_memory_is_sent_again(pool):
    world = default_world()
    pool.load(COUNTER, "counter")
    play(pool, world, 2)
    world.companion_memory = {}  # what the game does when a new order's code is loaded
    assert pool.tick(world).status == "tick 1"


def test_the_maze_is_sent_once_per_worker_and_again_when_it_changes(pool):
    world = default_world()
    pool.load(update("return maze[2]"), "maze")
    assert pool.tick(world).status == world.maze[1]
    world.maze = (world.maze[0], "#" * len(world.maze[1])) + world.maze[2:]
    assert pool.tick(world).status == world.maze[1]


def test_closing_the_pool_stops_its_workers(zmq_ctx, ipc_dir):
    spawner = LocalSpawner(quiet=True)
    pool = make_pool(zmq_ctx, ipc_dir, workers=2, spawner=spawner)
    pids = [spawner.pid(0), spawner.pid(1)]
    pool.close()
    wait_until(lambda: not any(psutil.pid_exists(pid) for pid in pids), timeout=5)
