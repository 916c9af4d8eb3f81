"""The player sees what the companion runs (issue 22): the game keeps where its code came from
(library entry and parameters, composition and steps, the model and its attempts), shows it in
every frame without the text, gives the text with game.code, keeps it across a checkpoint
(old checkpoints without it restore too), and refuses orders that are not words."""

from __future__ import annotations

from typing import Any

import msgpack
import pytest

from base import protocol as p
from services.game_server.order_life import Answered, Declined
from services.game_server.session import MAX_ORDER_CHARS, GameSession
from tests.unit.game_session_fakes import StandInAgent, done_at, give, session, walk_east

BEHAVIOURS = {"walk": walk_east, "done": done_at(2)}
WALK = 'function update_func(player, ai, monsters, items)\n  return fetch("sword")\nend'


def restarted(s: GameSession) -> GameSession:
    data = msgpack.unpackb(msgpack.packb(s.checkpoint(), use_bin_type=True), raw=False,
                           strict_map_key=False)
    new = session(BEHAVIOURS, StandInAgent())
    new.restore(data)
    return new


def code_of(s: GameSession) -> p.GameCodeResult:
    reply = s.handle(p.GameCode(request_id="c"))
    assert isinstance(reply, p.GameCodeResult)
    return reply


def served_from_library(s: GameSession, code_id: str = "walk") -> str:
    order = give(s, "go get the sword")
    s.on_agent(Answered(order, WALK, code_id, "On it.", served_by="library", entry_id="fetch_item",
                  params={"item": "sword"}, score=0.91, attempts=0))
    return order


def test_the_frame_says_where_the_running_code_came_from_and_game_code_gives_its_text():
    s = session(BEHAVIOURS)
    assert s.frame().code is None and code_of(s) == p.GameCodeResult(request_id="c", code=None,
                                                                      source="")
    order = served_from_library(s)
    info = s.frame().code
    assert info == p.CodeInfo(code_id="walk", running=True, order_id=order,
                              order_text="go get the sword", served_by="library",
                              entry_id="fetch_item", params={"item": "sword"}, score=0.91,
                              attempts=0, lines=3)
    assert code_of(s).code == info and code_of(s).source == WALK
    # A frame on the wire decodes with it; the text is not in it.
    frame = p.decode(p.encode(p.GameFrame(frame=s.frame())))
    assert isinstance(frame, p.GameFrame) and frame.frame.code == info
    assert WALK not in str(frame.frame.to_wire())


def test_composed_and_generated_code_keep_their_steps_and_attempts():
    s = session(BEHAVIOURS)
    order = give(s, "get the bow, then kill a bat")
    steps = {"steps": ["fetch the bow", "attack the bat"]}
    s.on_agent(Answered(order, WALK, "walk", "On it.", served_by="composed", params=steps))
    assert s.frame().code is not None and s.frame().code.params == steps
    order = give(s, "dance a jig")
    s.on_agent(Answered(order, WALK, "walk2", "On it.", served_by="generated", attempts=2))
    info = s.frame().code
    assert info is not None and (info.served_by, info.attempts, info.order_id) == (
        "generated", 2, order)


def test_code_that_stopped_is_still_shown_until_other_code_or_a_reset():
    s = session(BEHAVIOURS)
    served_from_library(s, "done")
    s.tick()
    s.tick()
    assert s.code is None and s.order is not None and s.order.state == "done"
    info = s.frame().code
    assert info is not None and not info.running and info.entry_id == "fetch_item"
    assert code_of(s).source == WALK
    s.handle(p.GameReset(request_id="r"))
    assert s.frame().code is None and code_of(s).source == ""


def test_a_refused_order_leaves_the_earlier_code_running_and_shown():
    s = session(BEHAVIOURS)
    first = served_from_library(s)
    refused = give(s, "eat the arrow")
    s.on_agent(Declined(refused, "I don't know how to eat the arrow.", refused=True))
    frame = s.frame()
    assert frame.order is not None and frame.order.state == "refused"
    assert frame.code is not None and frame.code.running and frame.code.order_id == first


def test_code_a_tool_loaded_says_so():
    s = session(BEHAVIOURS)
    s.handle(p.GameLoadCode(request_id="l", code=WALK, code_id="walk"))
    info = s.frame().code
    assert info is not None and info.served_by == "loaded" and info.order_id == ""


@pytest.mark.parametrize("behaviour", ["walk", "done"])
def test_where_the_code_came_from_survives_a_checkpoint(behaviour):
    s = session(BEHAVIOURS)
    served_from_library(s, behaviour)
    s.tick()
    s.tick()
    again = restarted(s)
    assert again.frame().code == s.frame().code
    assert code_of(again).source == WALK
    assert (again.code is not None) == (behaviour == "walk")


def test_a_checkpoint_written_before_the_provenance_was_kept_restores():
    s = session(BEHAVIOURS)
    order = give(s, "go get the sword")
    s.on_agent(Answered(order, WALK, "walk", "On it."))
    data: dict[str, Any] = s.checkpoint()
    data.pop("last_code")
    data["code"] = {k: data["code"][k] for k in ("code", "code_id", "order_text", "order_id")}
    again = session(BEHAVIOURS, StandInAgent())
    again.restore(data)
    info = again.frame().code
    assert info is not None and info.running and (info.served_by, info.params) == ("", {})


def test_a_checkpoint_with_provenance_of_the_wrong_type_is_not_restored():
    s = session(BEHAVIOURS)
    served_from_library(s)
    data = s.checkpoint()
    data["code"]["params"] = "item=sword"
    again = session(BEHAVIOURS, StandInAgent())
    with pytest.raises(ValueError):
        again.restore(data)
    assert again.frame().code is None


def test_old_messages_without_the_new_fields_still_decode():
    frame = session(BEHAVIOURS).frame().to_wire()
    del frame["code"]
    old = p.encode(p.GameFrame(frame=p.Frame.from_wire(frame)))
    decoded = p.decode(old)
    assert isinstance(decoded, p.GameFrame) and decoded.frame.code is None
    result = p.AgentResult(order_id="o1", ok=True, message="On it.").to_wire()
    del result["params"]
    assert p.AgentResult.from_wire(result).params == {}


@pytest.mark.parametrize("text", ["go get the \x1b[2Jsword", "fetch\x00 the bow", "\x07",
                                  "follow me\x7f"])
def test_an_order_with_a_control_character_is_refused(text):
    s = session(BEHAVIOURS)
    reply = s.handle(p.GameOrder(request_id="r", text=text))
    assert isinstance(reply, p.ErrorReply) and reply.code == p.BAD_FIELD
    assert "control character" in reply.message and s.order is None


def test_tabs_in_an_order_are_spaces_and_its_lines_are_kept():
    s = session(BEHAVIOURS)
    give(s, "go get\tthe  sword")
    assert s.order is not None and s.order.text == "go get the sword"
    # an order typed as a list over lines reaches the reader by its lines (it had been one line,
    # and "things to do:\n- ...\n- ..." was refused whole), each line's spaces made one, no
    # empty line; the log shows it on one line
    s = session(BEHAVIOURS)
    give(s, "things to do:\r\n-  get the bow\n\n\t- come back  \n")
    assert s.order is not None and s.order.text == "things to do:\n- get the bow\n- come back"
    assert any(line.endswith('Order: "things to do: - get the bow - come back"')
               for line in s.log_lines)


def test_an_order_over_the_limit_is_refused():
    s = session(BEHAVIOURS)
    reply = s.handle(p.GameOrder(request_id="r", text="a" * (MAX_ORDER_CHARS + 1)))
    assert isinstance(reply, p.ErrorReply) and reply.code == p.BAD_FIELD
