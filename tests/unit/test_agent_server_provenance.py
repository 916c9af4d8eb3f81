"""The agent's answer says where the code came from (issue 22): a composed order's steps and a
library entry's parameters in agent.result ``params``, the model's attempts counted without the
library's failed check; and every served function is written to agent.func_out_file with a
comment saying which order it serves and where it came from."""

from __future__ import annotations

from pathlib import Path

from agent.history import History
from agent.loop import AgentLimits, CodeAgent
from agent.outcome import Attempt, Check, Generation, Outcome
from base import protocol as p
from base.token_counts import TokenCounts
from game.maps import load_map
from services.agent_server.server import AgentService, provenance_comment, wire_params

GOOD = 'function update_func(player, ai, monsters, items)\n  return "Done"\nend'


class PassingValidator:
    def validate(self, code, world, *, ticks=None, meaning=None):
        return Check(True)


class Model:
    def generate(self, messages, *, seed, on_token, draft="", temperature=None):
        return Generation(text=GOOD, tokens=TokenCounts(completion_tokens=10))


def serve(tmp_path: Path, text: str, mode: str) -> tuple[p.AgentResult, Path]:
    out = tmp_path / "start" / "ai_func_out.txt"
    out.parent.mkdir(exist_ok=True)
    agent = CodeAgent(model=Model(), validator=PassingValidator(), library=None,
                      api_text="API", limits=AgentLimits(max_attempts=2))
    service = AgentService(agent, History(tmp_path), default_mode=mode, func_out_file=out)
    try:
        service.handle(b"game", p.AgentOrder(request_id="r1", order_id="o1", text=text,
                                             mode=mode, world=load_map().to_wire()))
        job = service.jobs.get_nowait()
        assert job is not None
        service._serve(job)
        sent = [m for _, m in service.take_outbox() if isinstance(m, p.AgentResult)]
    finally:
        service.stop()
    assert len(sent) == 1
    # What the game receives: through msgpack.
    result = p.decode(p.encode(sent[0]))
    assert isinstance(result, p.AgentResult)
    return result, out


def test_a_composed_order_says_its_steps_and_is_written_out_with_them(tmp_path):
    result, out = serve(tmp_path, "get the bow, then an arrow, then kill a bat", "fallback")
    assert result.ok and result.served_by == "composed" and result.attempts == 0
    assert result.params == {"steps": ["fetch the bow", "fetch the arrow", "attack the bat"]}
    text = out.read_text()
    assert text.startswith('-- order: "get the bow, then an arrow, then kill a bat"\n'
                           "-- served by: composed of 3 steps: fetch the bow; fetch the arrow; "
                           "attack the bat\n")
    assert result.code in text


def test_generated_code_counts_the_model_attempts_and_is_written_out(tmp_path):
    result, out = serve(tmp_path, "explore the maze", "generate")
    assert result.ok and result.served_by == "generated" and result.attempts == 1
    assert result.params == {}
    assert out.read_text() == ('-- order: "explore the maze"\n'
                               "-- served by: generated in 1 attempt\n" + GOOD + "\n")


def test_a_refused_order_writes_nothing(tmp_path):
    result, out = serve(tmp_path, "eat the arrow", "fallback")
    assert result.refused and not result.ok and not out.exists()


def test_library_parameters_and_attempts_in_the_comment():
    outcome = Outcome(ok=True, order="go  get\nthe sword", mode="fallback", served_by="library",
                      message="On it.", code=GOOD, entry_id="fetch_item",
                      params={"item": "sword"}, attempts=[Attempt(0, error_kind="runtime")])
    assert provenance_comment(outcome) == ('-- order: "go get the sword"\n'
                                           "-- served by: library entry fetch_item (item = "
                                           "sword)\n")
    assert wire_params({"steps": ("a", "b"), "n": 2, "odd": object}) == {
        "steps": ["a", "b"], "n": 2, "odd": str(object)}


def test_talk_is_answered_not_refused_and_the_history_says_so(tmp_path):
    # "thanks" ended "refused" in the game and "none" in the history, as if it were an order
    # the companion would not do
    result, out = serve(tmp_path, "thanks!", "generate")
    assert not result.ok and result.refused and result.answered
    assert result.message == "You're welcome." and result.served_by == "talk"
    assert not out.exists()  # nothing was served
    (entry,) = History(tmp_path).entries()
    assert entry["served_by"] == "talk" and entry["answered"] and entry["attempts"] == []
    refused, _ = serve(tmp_path, "eat the arrow", "generate")
    assert refused.refused and not refused.answered and refused.served_by == "none"
