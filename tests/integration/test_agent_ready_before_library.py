"""The agent says it is ready before its library's embedding model is loaded (a restarted agent
is back within a second or so: services/agent_server/startup.py), and an order the library
serves, given then, waits for the model and is served from the library as usual."""

from __future__ import annotations

import threading
import time
from dataclasses import replace

import pytest

from agent.history import History
from agent.library import Library, shipped
from agent.library.store import Store, default_path
from agent.loop import AgentLimits, CodeAgent
from base import protocol as p
from config.settings import Config, PathsConfig
from game.maps import load_map
from services.agent_server.server import AgentService
from services.agent_server.startup import Finishing
from tests.integration.test_agent_warm_up import Serving, fake_supervisor
from tests.unit.test_agent_server_orders import PassingValidator
from tests.unit.test_library_library import WordEmbedder
from tests.waiting import wait_until

pytestmark = pytest.mark.timeout(60)


def test_the_agent_is_ready_before_its_embedder_loads_and_a_library_order_then_waits_for_it(
        ipc_dir, zmq_ctx, monkeypatch, tmp_path):
    supervisor = fake_supervisor(zmq_ctx, ipc_dir, monkeypatch, 200)
    loading, release = threading.Event(), threading.Event()

    def embedder() -> WordEmbedder:  # the model loading, held until the test lets it go
        loading.set()
        assert release.wait(20)
        return WordEmbedder()

    cfg = replace(Config(), paths=PathsConfig(data_dir=str(tmp_path)))
    store = Store.open(default_path(cfg.data_dir))
    shipped.seed(store, shipped.load_shipped())
    library = Library(store, threshold=cfg.agent.match_threshold, margin=cfg.agent.match_margin,
                      embedder_factory=embedder)
    agent = CodeAgent(model=None, validator=PassingValidator(), library=library,
                      api_text="API", limits=AgentLimits(max_attempts=1))
    service = AgentService(agent, History(tmp_path), default_mode="strict",
                           finishing=Finishing([("library", library.warm)]))
    serving = Serving(service, zmq_ctx, ipc_dir)
    game = serving.game
    replies: list[p.Message] = []

    def heard() -> list[p.Message]:
        while game.poll(0):
            replies.append(p.decode(game.recv()))
        return replies

    def ready_beat() -> bool:
        while supervisor.socket.poll(0):
            beat = supervisor.recv().msg
            if isinstance(beat, p.SupervisorHeartbeat) and beat.ready:
                return True
        return False

    serving.loop.start()
    try:
        wait_until(ready_beat, timeout=10, what="a heartbeat that says ready")
        assert loading.is_set() and not release.is_set()  # ready while the model loads
        serving.connect()
        game.send(p.encode(p.AgentOrder(request_id="g1", order_id="o1", text="follow me",
                                        mode="strict", world=load_map().to_wire())))
        wait_until(lambda: any(isinstance(m, p.AgentProgress) for m in heard()), timeout=10,
                   what="the order queued")
        time.sleep(0.5)
        assert not any(isinstance(m, p.AgentResult) for m in heard())  # waits for the model
        release.set()
        result = wait_until(
            lambda: next((m for m in heard() if isinstance(m, p.AgentResult)), None),
            timeout=20, what="the order's answer")
        assert result.ok and result.served_by == "library" and result.entry_id == "follow_me"
    finally:
        release.set()
        serving.close()
        supervisor.close()
        library.close()
