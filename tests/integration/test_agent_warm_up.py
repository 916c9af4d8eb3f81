"""The agent while the model reads its system prompt at start: its heartbeats say it is not
ready yet and for how long (what ``dungeon status`` shows), an order waiting for the model says
so to the game, and the warm-up itself follows the real model service."""

from __future__ import annotations

import threading
import time

import pytest
import zmq

from agent.history import History
from agent.loop import AgentLimits, CodeAgent
from base import protocol as p
from base.heartbeat import ENV_ENDPOINT, ENV_INTERVAL_MS, ENV_SERVICE
from base.transport import RpcServer
from config.settings import load_config
from game.maps import load_map
from services.agent_server.server import AgentService, serve_forever
from services.agent_server.warm_up import DONE, READING, WAITING, WarmUp, waiting_note
from tests.integration.test_llm_support import LlmProcess
from tests.unit.test_agent_warm_up import PassingValidator, WaitingModel
from tests.waiting import wait_until

pytestmark = pytest.mark.timeout(180)


def fake_supervisor(zmq_ctx, ipc_dir, monkeypatch, interval_ms: int) -> RpcServer:
    """What the agent's heartbeats go to, as the supervisor would have told it."""
    supervisor = RpcServer(zmq_ctx, f"ipc://{ipc_dir}/sup.sock", name="fake supervisor")
    monkeypatch.setenv(ENV_ENDPOINT, supervisor.endpoint)
    monkeypatch.setenv(ENV_SERVICE, "agent")
    monkeypatch.setenv(ENV_INTERVAL_MS, str(interval_ms))
    return supervisor


class Serving:
    """``service``'s loop on a thread, answering on a real socket, and a game's socket to it
    (connected with ``connect``)."""

    def __init__(self, service: AgentService, zmq_ctx, ipc_dir) -> None:
        rpc = RpcServer(zmq_ctx, f"ipc://{ipc_dir}/agent.sock", name="agent")
        self.endpoint = rpc.endpoint
        self.stop = threading.Event()
        self.loop = threading.Thread(target=serve_forever, args=(service, rpc, self.stop),
                                     daemon=True)
        self.game = zmq_ctx.socket(zmq.DEALER)
        self.game.setsockopt(zmq.LINGER, 0)

    def connect(self) -> None:
        self.game.connect(self.endpoint)

    def close(self) -> None:
        self.stop.set()
        self.loop.join(timeout=10)
        self.game.close(linger=0)


def test_the_agent_beats_not_ready_while_warming_up_and_the_waiting_order_hears_why(
        ipc_dir, zmq_ctx, monkeypatch, tmp_path):
    # Beats far apart: a change of readiness must not wait for the next.
    supervisor = fake_supervisor(zmq_ctx, ipc_dir, monkeypatch, 5000)
    warm = WarmUp()
    warm.heard(p.LlmProgress(request_id="w", state="running", queue_position=0,
                             completion_tokens=0, elapsed_ms=0.0, prompt_tokens=2113,
                             prompt_read=512, prompt_left_ms=12_000))
    model = WaitingModel()
    agent = CodeAgent(model=model, validator=PassingValidator(), library=None, api_text="API",
                      limits=AgentLimits(max_attempts=1))
    service = AgentService(agent, History(tmp_path), default_mode="generate", warm=warm)
    serving = Serving(service, zmq_ctx, ipc_dir)
    game = serving.game
    beats: list[p.SupervisorHeartbeat] = []

    def beat_heard() -> p.SupervisorHeartbeat | None:
        while supervisor.socket.poll(0):
            beats.append(supervisor.recv().msg)
        return beats[-1] if beats else None

    serving.loop.start()
    try:
        first = wait_until(beat_heard, timeout=10, what="a heartbeat")
        assert not first.ready
        assert first.note.startswith("warming up: the model is reading the agent's "
                                     "instructions (512 of 2,113 tokens), about ")
        serving.connect()
        game.send(p.encode(p.AgentOrder(request_id="g1", order_id="o1", text="explore",
                                        mode="generate", world=load_map().to_wire())))
        details = []

        def warming_said() -> bool:
            while game.poll(0):
                msg = p.decode(game.recv())
                if isinstance(msg, p.AgentProgress):
                    details.append(msg.detail)
            return any("warming up" in d for d in details)

        wait_until(warming_said, timeout=10, what="the order to hear about the warm-up")
        said = next(d for d in details if "warming up" in d)
        assert said.startswith("attempt 1; warming up: the model is reading the agent's "
                               "instructions (512 of 2,113 tokens), about ")
        assert said.endswith(" s left")
        warm.state = DONE
        done_at = time.monotonic()
        wait_until(lambda: beat_heard() and beats[-1].ready, timeout=5,
                   what="a ready heartbeat")
        assert time.monotonic() - done_at < 1.0  # at once, not at the next interval
        assert beats[-1].note == ""
    finally:
        model.go.set()
        serving.close()
        supervisor.close()


@pytest.mark.slow
def test_the_warm_up_waits_for_a_model_service_that_starts_late_and_follows_its_reading(ipc_dir):
    # ... and leaves the system prompt read for the first order.
    from agent import prompt
    from sandbox_worker import api
    from services.agent_server.wiring import warm_up_system_prompt
    from services.llm_server.client import LlmClient

    llm = LlmProcess(ipc_dir, "llm.n_ctx=8192")
    cfg = load_config(None, [f"network.llm_endpoint={llm.endpoint}"], environ={})
    system = prompt.system_prompt(api.api_reference_text())
    warm = WarmUp()
    notes: list[tuple[str, bool, str]] = []
    thread = threading.Thread(target=warm_up_system_prompt, args=(cfg, system, warm),
                              daemon=True)
    thread.start()
    try:
        time.sleep(1.5)  # the agent starts before the model service is up
        notes.append((warm.state, warm.ready, warm.note()))
        llm.start()
        while thread.is_alive():
            notes.append((warm.state, warm.ready, warm.note()))
            time.sleep(0.2)
        thread.join(timeout=150)
        ctx = zmq.Context()
        client = LlmClient(ctx, llm.endpoint, idle_timeout_ms=60_000)
        try:
            first = client.generate([p.ChatMessage.system(system),
                                     p.ChatMessage.user("Order: stay here")], max_tokens=1)
        finally:
            client.close()
            ctx.destroy(linger=0)
    finally:
        llm.stop()
    # The whole system prompt was read before the order came: only the order is new.
    assert first.prompt_tokens > 1000
    assert first.prompt_tokens_cached >= first.prompt_tokens - 40
    assert notes[0] == (WAITING, False, "warming up: waiting for the model service to read "
                                        "the agent's instructions")
    reading = [(ready, note) for state, ready, note in notes if state == READING]
    assert warm.reading.tokens > 1500  # the whole system prompt was read, after the service came
    total = f"of {warm.reading.tokens:,} tokens)"
    assert reading and all(not ready and note.startswith("warming up: the model is reading the "
                                                         "agent's instructions (")
                           and total in note for ready, note in reading)
    assert any(note.endswith(" s left") for _, note in reading)
    assert warm.state == DONE and warm.ready and warm.note() == ""


@pytest.mark.slow
def test_an_order_whose_request_reads_the_instructions_itself_says_how_far_the_model_is(
        ipc_dir):
    # A fresh model service, as after a restart: its cache lost, the order's own request reads
    # the agent's instructions, and the agent can say how far it is while the order waits.
    from agent import prompt
    from sandbox_worker import api
    from services.agent_server.wiring import ServiceModel
    from services.llm_server.client import LlmClient

    llm = LlmProcess(ipc_dir, "llm.n_ctx=8192").start()
    ctx = zmq.Context()
    model = ServiceModel(LlmClient(ctx, llm.endpoint, idle_timeout_ms=30_000), max_tokens=4)
    said: list[str] = []

    def on_token(text: str) -> None:  # "" every 100 ms while nothing is written
        reading = model.reading
        if reading is not None and reading.tokens:
            said.append(waiting_note(WarmUp(DONE), reading))

    system = prompt.system_prompt(api.api_reference_text())
    try:
        done = model.generate([p.ChatMessage.system(system), p.ChatMessage.user("Order: stay")],
                              seed=1, on_token=on_token)
    finally:
        ctx.destroy(linger=0)
        llm.stop()
    to_read = done.tokens.prompt_tokens - done.tokens.prompt_tokens_cached
    assert to_read > 1500  # nothing but the chat template's first tokens was in the cache
    assert said and all(n.startswith("the model is reading the agent's instructions (")
                        and f"of {to_read:,} tokens)" in n for n in said)
    assert any(n.endswith(" s left") for n in said)
    assert model.reading is None  # nothing is read once the request is over
