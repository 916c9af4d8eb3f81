"""The pool's decisions with in-process workers: what it sends, when, and to whom."""

from __future__ import annotations

import pytest

from base import protocol as p
from sandbox_worker.worker import WorkerHandler
from services.sandbox_client.links import InProcessLink, Link
from services.sandbox_client.pool import WorkerPool
from tests.sandbox.helpers import default_world, update

COUNTER = update("ai.n = (ai.n or 0) + 1\nreturn tostring(ai.n)")


class RecordingLink(InProcessLink):
    """An in-process worker that remembers what it was sent, and can be made to stop answering."""

    def __init__(self, index, endpoint):
        super().__init__(index, endpoint, WorkerHandler())
        self.sent: list[p.Message] = []
        self.silent = False

    def send(self, msg):
        self.sent.append(msg)
        if not self.silent:
            super().send(msg)

    def ticks(self):
        return [m for m in self.sent if isinstance(m, p.SandboxTick)]


class FakeClock:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        self.now += 0.001
        return self.now


def make_pool(workers=2, **kw):
    links: list[RecordingLink] = []

    def factory(index: int, endpoint: str) -> Link:
        links.append(RecordingLink(index, endpoint))
        return links[-1]

    pool = WorkerPool(
        None,
        [f"w{i}" for i in range(workers)],
        link_factory=factory,
        clock=kw.pop("clock", FakeClock()),
        **kw,
    ).start()
    assert pool.wait_ready(1, count=workers)
    return pool, links


def play(pool, world, n):
    turns = []
    for _ in range(n):
        turn = pool.tick(world)
        world.keep_memory(turn.memory, turn.memory_token)
        turns.append(turn)
    return turns


def test_steady_ticks_send_neither_maze_nor_memory_again():
    pool, links = make_pool(workers=1)
    world = default_world()
    pool.load(COUNTER, "c")
    assert [t.status for t in play(pool, world, 3)] == ["1", "2", "3"]
    first, *rest = links[0].ticks()
    assert first.maze is not None and first.memory is not None
    assert all(t.maze is None and t.memory is None and t.instance for t in rest)


def test_memory_is_sent_again_when_the_world_holds_other_memory():
    pool, links = make_pool(workers=1)
    world = default_world()
    pool.load(COUNTER, "c")
    play(pool, world, 2)
    world.companion_memory = {
        "code_id": "c",
        "fields": {str(world.companion.id): {"n": 10}},
        "globals": {},
    }
    assert pool.tick(world).status == "11"
    assert links[0].ticks()[-1].memory is not None


def test_a_worker_that_lost_its_state_is_sent_everything_within_the_same_tick():
    pool, links = make_pool(workers=1)
    world = default_world()
    pool.load(COUNTER, "c")
    play(pool, world, 2)
    links[0].handler = WorkerHandler()  # the process was replaced behind the pool's back
    turn = pool.tick(world)
    assert turn.error is None and turn.status == "3"
    resent = links[0].ticks()[-1]
    assert resent.maze is not None and resent.memory is not None
    assert isinstance(links[0].sent[-2], p.SandboxLoad)


def test_the_code_is_loaded_on_the_worker_that_runs_the_tick():
    pool, links = make_pool(workers=2)
    world = default_world()
    pool.load(COUNTER, "c")
    play(pool, world, 1)
    links[0].ready = False  # say it stopped answering pings
    turn = pool.tick(world)
    assert turn.worker == 1 and turn.status == "2"
    assert any(isinstance(m, p.SandboxLoad) for m in links[1].sent)


def test_a_silent_worker_times_out_is_reported_and_the_next_tick_moves_on():
    told = []
    pool, links = make_pool(workers=2, on_overrun=lambda index, pid: told.append(index))
    world = default_world()
    pool.load(COUNTER, "c")
    play(pool, world, 1)
    links[0].silent = True
    late = pool.tick(world, deadline_ms=5)
    assert late.error.kind == "timeout" and late.actions == [] and late.worker == 0
    assert late.memory is world.companion_memory
    assert told == [0]
    turn = pool.tick(world)
    assert turn.worker == 1 and turn.status == "2"


def test_no_code_no_turn_and_load_errors_name_the_line():
    pool, _ = make_pool(workers=1)
    assert pool.tick(default_world()) is None
    from services.sandbox_client.pool import LoadError

    with pytest.raises(LoadError) as caught:
        pool.load("x = = 1", "bad")
    assert caught.value.failure.kind == "syntax" and caught.value.failure.line == 1
    pool.unload()
    assert pool.code_id is None


def test_who_holds_the_memory_is_said_by_a_token_not_by_which_object_it_is():
    pool, links = make_pool(workers=1)
    world = default_world()
    pool.load(COUNTER, "c")
    turn = play(pool, world, 2)[-1]
    assert turn.memory_token and world.memory_token == turn.memory_token
    # A copy of the world (the agent's, a checkpoint's) knows of no holder: it sends the memory.
    copy = world.copy()
    assert copy.memory_token == "" and copy.companion_memory == world.companion_memory
    assert pool.tick(copy).status == "3"
    assert links[0].ticks()[-1].memory is not None
    # The same memory object kept under another turn's token is not taken for the worker's.
    world.keep_memory(world.companion_memory, "0:someone-else:1")
    pool.tick(world)
    assert links[0].ticks()[-1].memory is not None
