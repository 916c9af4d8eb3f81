"""The wire protocol refuses bad input with a code and a sentence, and round-trips good input."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import msgpack
import pytest

from base import protocol
from base.protocol import ErrorReply, Message, Ping, Pong, ProtocolError, Struct


@dataclass(frozen=True, slots=True, kw_only=True)
class _Pos(Struct):
    row: int
    col: int


@protocol.message
@dataclass(frozen=True, slots=True, kw_only=True)
class _Probe(Message):
    KIND: ClassVar[str] = "test.probe"
    name: str
    where: _Pos
    tags: list[str] = ()  # type: ignore[assignment]
    score: float | None = None


def raw(**envelope) -> bytes:
    return msgpack.packb(envelope)


def test_round_trip_keeps_every_field():
    msg = _Probe(request_id="x1", name="sword", where=_Pos(row=2, col=3), tags=["a"], score=1)
    back = protocol.decode(protocol.encode(msg))
    assert back == _Probe(
        request_id="x1", name="sword", where=_Pos(row=2, col=3), tags=["a"], score=1.0
    )


def test_replies_carry_ok():
    ok = msgpack.unpackb(protocol.encode(Pong(request_id="1", service="game", pid=3)))
    err = msgpack.unpackb(protocol.encode(ErrorReply(request_id="1", code="x", message="y")))
    assert ok["ok"] is True and err["ok"] is False and err["id"] == "1"
    assert "ok" not in msgpack.unpackb(protocol.encode(Ping(request_id="2")))


@pytest.mark.parametrize(
    ("data", "code", "fragment"),
    [
        (b"\xc1\xff garbage", "bad_message", "not a msgpack"),
        (msgpack.packb([1, 2]), "bad_message", "must be a msgpack map"),
        (raw(v=99, kind="ping", id="1", body={}), "bad_version", "version 99"),
        (raw(v=1, kind="launch.missiles", id="1", body={}), "unknown_kind", "launch.missiles"),
        (raw(v=1, kind="test.probe", id="1", body={"where": {"row": 1, "col": 1}}),
         "bad_field", "missing field 'name'"),
        (raw(v=1, kind="test.probe", id="1", body={"name": 5, "where": {"row": 1, "col": 1}}),
         "bad_field", "expected a string"),
        (raw(v=1, kind="test.probe", id="1",
             body={"name": "a", "where": {"row": "1", "col": 1}}),
         "bad_field", "where.row: expected an integer"),
        (raw(v=1, kind="test.probe", id="1",
             body={"name": "a", "where": {"row": 1, "col": 1}, "x": 1}),
         "bad_field", "unknown fields"),
        (raw(v=1, kind="test.probe", id="1",
             body={"name": "a", "where": {"row": True, "col": 1}}),
         "bad_field", "expected an integer"),
        (raw(v=1, kind="ping", id=7, body={}), "bad_message", "'id' must be a string"),
        (raw(v=1, kind="ping", id="1", body=[]), "bad_field", "body must be a map"),
    ],
)
def test_bad_messages_are_refused_with_a_code_and_a_sentence(data, code, fragment):
    with pytest.raises(ProtocolError) as info:
        protocol.decode(data)
    assert info.value.code == code
    assert fragment in info.value.message


def test_oversized_messages_are_refused_before_parsing():
    big = protocol.encode(_Probe(name="x" * 5000, where=_Pos(row=1, col=1)))
    with pytest.raises(ProtocolError) as info:
        protocol.decode(big, max_bytes=1000)
    assert info.value.code == "too_large"


def test_request_id_survives_into_the_error():
    with pytest.raises(ProtocolError) as info:
        protocol.decode(raw(v=1, kind="test.probe", id="abc", body={"name": 1}))
    assert info.value.request_id == "abc"


def test_repair_and_completion_messages_round_trip():
    repair = protocol.AgentRepair(
        request_id="g1", order_id="o3", text="go get the sword", code="function update_func()",
        code_id="abc", error_kind="runtime", error="line 2: boom", world={"tick": 4})
    completed = protocol.AgentCompleted(request_id="g2", order_id="o3", code_id="abc")
    noted = protocol.AgentCompletedNoted(request_id="g2", order_id="o3", noted="candidate",
                                         entry_id="gen-go-get-the-sword-1a2b3c")
    for msg in (repair, completed, noted):
        assert protocol.decode(protocol.encode(msg)) == msg


def test_a_repair_without_its_error_is_refused():
    body = {"order_id": "o3", "text": "t", "code": "c", "code_id": "i", "error_kind": "runtime",
            "world": {}}
    with pytest.raises(ProtocolError, match="error"):
        protocol.decode(raw(v=1, kind="agent.repair", id="1", body=body))
