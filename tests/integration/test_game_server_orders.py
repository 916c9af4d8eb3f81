"""The game server in this process, on real sockets, with a stand-in sandbox and agent
(issue 12): what the agent answered is on disk before anything else happens, a restarted game
asks the agent again for an order in the works, a checkpoint that cannot be restored is set
aside and the player told, and a turn of requests ends when its time is spent."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
import zmq

from base import protocol as p
from config.settings import load_config
from game.world import World
from services.game_server import checkpoint
from services.game_server.order_life import Answered, Progress
from services.game_server.server import GameServer, checkpoint_path
from tests.unit.game_session_fakes import StandInAgent, StandInDriver, Turn, give, walk_east

pytestmark = pytest.mark.timeout(60)


class Clock:
    def __init__(self) -> None:
        self.us = 1_000_000_000

    def __call__(self) -> float:
        return self.us / 1e6


@pytest.fixture
def servers(ipc_dir, zmq_ctx) -> Iterator[Callable[..., GameServer]]:
    made: list[GameServer] = []

    def make(agent: StandInAgent | None = None, clock: Clock | None = None,
             behaviours: dict | None = None) -> GameServer:
        cfg = load_config(overrides=[f"paths.data_dir={ipc_dir}", "game.manual_ticks=true",
                                     "game.checkpoint_every_ticks=1000",
                                     "game.max_request_ms=500"], environ={})
        server = GameServer(cfg, ctx=zmq_ctx, driver=StandInDriver(behaviours or
                                                                   {"walk": walk_east}),
                            orders=agent or StandInAgent(), clock=clock or Clock())
        made.append(server)
        return server

    yield make
    for server in made:
        server.close()


def test_code_the_agent_accepted_is_on_disk_before_anything_else_happens(servers):
    server = servers()
    order = give(server.session, "walk east")
    server.save_if_due()
    server.session.on_agent(Progress(order, "writing", "attempt 1"))
    server.session.on_agent(Answered(order, "the code", "walk", "On it."))
    server.save_if_due()  # what the loop does after the agent's answers, before the next tick
    saved = checkpoint.load(checkpoint_path(server.cfg))
    assert saved is not None
    assert saved["order"]["order_id"] == order and saved["order"]["state"] == "running"
    assert saved["code"]["code"] == "the code" and saved["code"]["order_id"] == order


def test_a_restarted_game_asks_the_agent_again_for_the_order_it_was_writing(servers):
    first = servers()
    order = give(first.session, "walk east")
    first.session.on_agent(Progress(order, "writing", "attempt 1"))
    first.save_if_due()
    first.close()
    agent = StandInAgent()
    again = servers(agent)
    assert [o.order_id for o in agent.submitted] == [order] and agent.resumed == [True]
    assert again.session.order is not None and again.session.order.state == "writing"


def test_a_checkpoint_that_cannot_be_restored_is_set_aside_and_the_player_told(servers, ipc_dir):
    path = ipc_dir / "game" / "checkpoint.msgpack"
    checkpoint.save(path, {"world": {"tick": "not a world"}})  # valid msgpack, not a game
    server = servers()
    status = server.session.frame().status
    assert "set aside" in status and ".corrupt-" in status
    assert server.session.world.tick == 0
    assert not path.exists()
    assert [f for f in path.parent.iterdir() if ".corrupt-" in f.name]


def test_a_turn_of_long_requests_ends_when_its_time_is_spent(servers, zmq_ctx):
    clock = Clock()

    def slow(world: World, n: int) -> Turn:
        clock.us += 10_000  # each tick takes 10 ms of the game's clock
        return Turn(status=f"tick {n}")

    server = servers(clock=clock, behaviours={"slow": slow})
    server.session.handle(p.GameLoadCode(request_id="r", code="code", code_id="slow"))
    client = zmq_ctx.socket(zmq.DEALER)
    client.setsockopt(zmq.LINGER, 0)
    client.connect(server.endpoint)
    for i in range(3):
        client.send(p.encode(p.GameTick(request_id=f"t{i}", count=10_000)))
    assert server.rpc.socket.poll(3000)
    replies: list[list[p.Message]] = []
    for _ in range(3):
        server.serve_requests()  # one turn of the loop; the heartbeat goes out between turns
        turn = []
        while client.poll(200):
            turn.append(p.decode(client.recv()))
        replies.append(turn)
    assert [len(turn) for turn in replies] == [1, 1, 1]
    frames = [turn[0] for turn in replies]
    assert all(isinstance(f, p.GameFrame) and f.ticks_run == 50 for f in frames)
    assert [f.frame.tick for f in frames if isinstance(f, p.GameFrame)] == [50, 100, 150]
