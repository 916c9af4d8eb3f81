"""An order's life is one table (services/game_server/order_life.py): the session moves an order
only as it allows, the agent's stages are the order's stage and not its state, and
docs/protocol.md shows the same table."""

from __future__ import annotations

from pathlib import Path

import msgpack
import pytest

from base import protocol as p
from services.cli.play import order_line
from services.game_server.order_life import (
    FINAL,
    MEANINGS,
    STAGE_STATES,
    TRANSITIONS,
    Answered,
    Declined,
    Note,
    OrderLife,
    OrderState,
    Progress,
    allowed,
    states_markdown,
)
from tests.unit.game_session_fakes import give, session, walk_east

ROOT = Path(__file__).resolve().parents[2]
BEHAVIOURS = {"walk": walk_east}


def test_docs_show_the_table_the_game_uses():
    assert states_markdown() in (ROOT / "docs" / "protocol.md").read_text()


def test_every_state_has_a_meaning_and_its_moves_and_only_a_tool_reopens_an_ended_order():
    assert set(MEANINGS) == set(TRANSITIONS) == set(OrderState)
    for state in FINAL - {OrderState.REPLACED}:
        assert set(TRANSITIONS[state]) == {OrderState.RUNNING}
        assert "game.load_code" in TRANSITIONS[state][OrderState.RUNNING]
    assert TRANSITIONS[OrderState.REPLACED] == {}
    assert all(state in OrderState for state in STAGE_STATES.values())


@pytest.mark.parametrize(("frm", "to", "ok"), [
    (OrderState.QUEUED, OrderState.WRITING, True),
    (OrderState.WRITING, OrderState.WRITING, True),  # another stage, another detail
    (OrderState.RUNNING, OrderState.WRITING, False),  # running code is not being written
    (OrderState.RUNNING, OrderState.QUEUED, False),
    (OrderState.QUEUED, OrderState.DONE, False),  # only code that ran can finish
    (OrderState.DONE, OrderState.DONE, False),
    (OrderState.REFUSED, OrderState.FAILED, False),
])
def test_allowed_moves(frm, to, ok):
    assert allowed(frm, to) is ok


def test_a_move_the_table_lacks_changes_nothing():
    life = OrderLife()
    life.start(p.OrderInfo(order_id="o1", text="dance", state=OrderState.RUNNING, detail="On it."))
    assert not life.move("o1", OrderState.WRITING, "attempt 2")
    assert life.order is not None and (life.order.state, life.order.detail) == ("running", "On it.")
    assert not life.move("o2", OrderState.DONE)  # another order
    assert life.move("o1", OrderState.DONE, "Done")


def test_a_late_word_of_the_agent_does_not_take_running_code_back_to_writing():
    s = session(BEHAVIOURS)
    order = give(s, "walk east")
    s.on_agent(Answered(order, "code", "walk", "On it."))
    assert not s.on_agent(Progress(order, "testing", "attempt 2"))
    assert s.order is not None and s.order.state == "running" and s.code is not None


def test_the_agents_stages_are_the_orders_stage_while_it_is_written_or_repaired():
    s = session(BEHAVIOURS)
    order = give(s, "walk east")
    for stage in ("matching", "writing", "testing", "retrying"):
        assert s.on_agent(Progress(order, stage, "attempt 1"))
        assert s.order is not None
        assert (s.order.state, s.order.stage, s.order.detail) == ("writing", stage, "attempt 1")
        assert order_line(s.order).startswith('Order: "walk east" [writing')
    assert s.on_agent(Note(order, "no word from the agent for 20 s; asked it again"))
    assert (s.order.state, s.order.stage) == ("writing", "retrying")  # a note keeps both
    assert s.on_agent(Answered(order, "code", "walk", "On it."))
    assert (s.order.state, s.order.stage) == ("running", "")
    assert order_line(s.order) == 'Order: "walk east" [running] — On it.'


def test_a_refusal_is_final_and_says_why_in_the_status():
    s = session(BEHAVIOURS)
    order = give(s, "eat the arrow")
    why = "I don't know how to eat the arrow."
    assert s.on_agent(Declined(order, why, refused=True, status=why))
    assert s.order is not None and s.order.state == "refused" and s.world.status == why
    assert not s.on_agent(Answered(order, "code", "walk", "On it."))
    assert s.code is None


def test_talk_is_answered_and_the_code_before_it_runs_on():
    s = session(BEHAVIOURS)
    first = give(s, "walk east")
    s.on_agent(Answered(first, "code", "walk", "On it."))
    thanks = give(s, "thanks")
    assert s.on_agent(Declined(thanks, "You're welcome.", refused=True, status="You're welcome.",
                               answered=True))
    assert s.order is not None and s.order.state == "answered"  # not "refused"
    assert s.world.status == "You're welcome." and s.code is not None  # the walk goes on
    assert not s.on_agent(Answered(thanks, "code", "walk", "On it."))


def test_a_checkpoint_from_before_the_stages_moved_out_of_the_state_reads_back():
    s = session(BEHAVIOURS)
    order = give(s, "dance")
    data = s.checkpoint()
    data["order"]["state"] = "testing"  # what an older game wrote
    again = session(BEHAVIOURS)
    again.restore(msgpack.unpackb(msgpack.packb(data), raw=False, strict_map_key=False))
    assert again.order is not None
    assert (again.order.order_id, again.order.state, again.order.stage) == (
        order, "writing", "testing")
    data["order"]["state"] = "dancing"
    with pytest.raises(ValueError, match="unknown state"):
        session(BEHAVIOURS).restore(data)
