"""Orders across a restart of the game (issue 12): the checkpoint keeps what the agent was asked,
a restarted game asks again for an order that was queued, being written or being repaired, and
order ids never repeat, so a late answer for an old order cannot land on a new one."""

from __future__ import annotations

from typing import Any

import msgpack
import pytest

from base import protocol as p
from services.game_server.order_life import (
    Answered,
    Declined,
    Failure,
    OrderState,
    Progress,
)
from services.game_server.session import GameSession
from tests.unit.game_session_fakes import (
    Behaviour,
    StandInAgent,
    done_at,
    fails_at,
    give,
    session,
    walk_east,
)

BEHAVIOURS: dict[str, Behaviour] = {"walk": walk_east, "bad": fails_at(1), "done": done_at(2)}


def restarted(s: GameSession, agent: StandInAgent | None = None, **game: Any) -> GameSession:
    """A new game restored from ``s``'s checkpoint, through msgpack like the file on disk."""
    data = msgpack.unpackb(msgpack.packb(s.checkpoint(), use_bin_type=True), raw=False,
                           strict_map_key=False)
    new = session(BEHAVIOURS, agent or StandInAgent(), **game)
    new.restore(data)
    return new


# -- order ids (D5) ---------------------------------------------------------------------------


def test_order_ids_never_repeat_across_restarts():
    s = session(BEHAVIOURS)
    first = give(s, "go get the sword")
    again = restarted(s)
    second = give(again, "follow me")
    # A checkpoint lost altogether (or one written before the order) must not repeat them either.
    lost = session(BEHAVIOURS)
    third = give(lost, "stay here")
    assert len({first, second, third}) == 3


def test_frame_numbers_go_on_across_a_restart_and_mark_where_an_order_begins():
    s = session(BEHAVIOURS)
    for _ in range(3):
        s.tick()
    accepted = s.handle(p.GameOrder(request_id="o", text="go get the sword"))
    assert isinstance(accepted, p.GameOrderAccepted)
    # The order's first frame is the one published as it was accepted.
    assert accepted.frame_seq == 4 and s.frame().seq == 4
    again = restarted(s)
    assert again.frame().seq == 4 and again.tick().seq == 5


def test_a_late_answer_for_an_order_before_the_restart_changes_nothing():
    s = session(BEHAVIOURS)
    old = give(s, "go get the sword")
    again = restarted(s)
    new = give(again, "follow me")
    again.on_agent(Answered(old, "code", "walk", "On it."))
    again.on_agent(Declined(old, "too late"))
    assert again.code is None
    assert again.order is not None and (again.order.order_id, again.order.state) == (new, "queued")


# -- what was asked of the agent survives (D2) ------------------------------------------------


@pytest.mark.parametrize("state", ["queued", "matching", "writing", "testing", "retrying"])
def test_a_restarted_game_hands_an_order_still_being_written_back_to_the_agent(state):
    s = session(BEHAVIOURS)
    order = s.handle(p.GameOrder(request_id="r", text="dance", mode="generate"))
    assert isinstance(order, p.GameOrderAccepted)
    s.on_agent(Progress(order.order.order_id, state, "attempt 1"))
    # The agent's stage is the order's stage; its state is writing (queued until it starts).
    expected = ("queued", "") if state == "queued" else ("writing", state)
    assert s.order is not None and (s.order.state, s.order.stage) == expected
    agent = StandInAgent()
    again = restarted(s, agent)
    assert agent.submitted == []  # nothing is sent before the game asks for it
    again.resume_order()
    [sent] = agent.submitted
    assert (sent.order_id, sent.text) == (order.order.order_id, "dance")
    assert agent.modes == ["generate"] and agent.resumed == [True]
    assert again.order is not None and (again.order.state, again.order.stage) == expected
    assert "asked the agent again" in again.order.detail


def test_a_restarted_game_hands_a_repair_back_to_the_agent():
    s = session(BEHAVIOURS)
    order = give(s, "walk east")
    s.on_agent(Answered(order, "the failing code", "bad", "On it."))
    s.tick()
    assert s.order is not None and s.order.state == "repairing"
    agent = StandInAgent()
    again = restarted(s, agent)
    again.resume_order()
    [(sent, code, failure, _world)] = agent.repairs
    assert sent.order_id == order and agent.resumed == [True]
    assert (code.code, code.code_id) == ("the failing code", "bad")
    assert failure == Failure("runtime", "line 3: attempt to index a nil value")
    assert again.code is None  # the failing code stays stopped while it is repaired
    # The repaired code then runs as usual.
    again.on_agent(Answered(order, "fixed", "walk", "I fixed my code. On it."))
    assert again.order is not None and again.order.state == "running"


@pytest.mark.parametrize("state", ["running", "done", "failed"])
def test_orders_that_are_running_or_over_are_not_sent_again(state):
    s = session(BEHAVIOURS)
    order = give(s, "walk east")
    s.on_agent(Answered(order, "code", "walk", "On it."))
    if state != "running":
        s.life.move(order, OrderState(state))
    agent = StandInAgent()
    again = restarted(s, agent)
    again.resume_order()
    assert agent.submitted == [] and agent.repairs == []
    assert again.order is not None and again.order.state == state


def test_accepted_code_and_its_order_come_back_from_the_checkpoint():
    s = session(BEHAVIOURS)
    order = give(s, "walk east")
    s.on_agent(Answered(order, "the code", "walk", "On it."))
    again = restarted(s)
    assert again.order is not None and (again.order.order_id, again.order.state) == (
        order, "running")
    assert again.code is not None and again.code.order_id == order
    start = again.world.companion.position
    again.tick()
    assert again.world.companion.position == (start[0], start[1] + 1)


def test_every_change_to_the_order_or_its_code_is_counted_for_the_checkpoint():
    s = session(BEHAVIOURS)
    seen = [s.changes]

    def changed() -> bool:
        seen.append(s.changes)
        return seen[-1] != seen[-2]

    order = give(s, "walk east")
    assert changed()
    # The agent's progress is not: a restarted game asks again whatever stage it was at.
    s.on_agent(Progress(order, "writing", "attempt 1"))
    s.on_agent(Progress(order, "testing", "attempt 1"))
    assert not changed()
    s.on_agent(Answered(order, "the code", "walk", "On it."))
    assert changed()
    s.tick()
    assert not changed()  # ticks are checkpointed every N ticks, not each one
    s.on_agent(Answered(order, "the code", "walk", "On it."))  # the same answer twice
    assert not changed()


def test_the_same_answer_twice_does_not_restart_the_code():
    s = session(BEHAVIOURS)
    order = give(s, "walk east")
    s.on_agent(Answered(order, "the code", "walk", "On it."))
    s.tick()
    s.world.companion_memory = {"kept": 1}
    s.on_agent(Answered(order, "the code", "walk", "On it."))  # resent after a restart of the agent
    assert s.world.companion_memory == {"kept": 1}
    assert s.driver.ran == 1  # type: ignore[attr-defined]


def test_an_order_that_ended_takes_no_more_word_from_the_agent():
    s = session(BEHAVIOURS)
    order = give(s, "walk east")
    s.on_agent(Declined(order, "the agent stopped answering"))
    s.on_agent(Progress(order, "writing", "attempt 2"))  # a late word
    s.on_agent(Answered(order, "code", "walk", "On it."))
    assert s.order is not None and s.order.state == "failed" and s.code is None


def test_a_tool_may_still_set_an_order_that_ended_running_again():
    s = session(BEHAVIOURS)
    order = give(s, "walk east")
    s.on_agent(Declined(order, "the agent service is not running"))
    s.handle(p.GameLoadCode(request_id="r", code="code", code_id="walk", order_text="walk east"))
    assert s.order is not None and s.order.state == "running"
    assert s.code is not None and s.code.order_id == order
