"""Lua source that is not UTF-8 text, or holds a NUL byte: refused in one line wherever it comes
in (sandbox_worker/source.py), by the runtime, the worker's handler and the pool alike."""

from __future__ import annotations

import pytest

from base import protocol as p
from sandbox_worker.runtime import SandboxRuntime
from sandbox_worker.source import read_source, source_problem
from sandbox_worker.worker import WorkerHandler
from services.sandbox_client.links import InProcessLink
from services.sandbox_client.pool import LoadError, WorkerPool
from tests.sandbox.helpers import update

GOOD = update("return 'é ok'")


@pytest.mark.parametrize(
    ("source", "says"),
    [
        (b"x = 1\ny = '\xff'\n", "is not UTF-8 text (byte 0xff at offset 11, line 2)"),
        (b"x = '\xc3'", "is not UTF-8 text (byte 0xc3 at offset 5, line 1)"),
        (b"x = 1\n\x00", "holds a NUL byte (at offset 6, line 2)"),
        ("x = 1\n\n'\udcff'", "is not UTF-8 text (an undecodable byte at offset 8, line 3)"),
        ("x = '\x00'", "holds a NUL byte (at offset 5, line 1)"),
    ],
)
def test_the_problem_is_one_line_with_its_place(source, says):
    assert source_problem(source) == says
    if isinstance(source, bytes):
        with pytest.raises(ValueError, match="offset"):
            read_source(source)


def test_utf8_text_is_source():
    assert source_problem(GOOD) is None
    assert read_source(GOOD.encode()) == GOOD


@pytest.mark.parametrize("source", ["x = '\udcff'", "x = '\x00'", b"x = '\xff'"])
def test_the_runtime_refuses_it_before_lua_sees_it(source):
    rt = SandboxRuntime()
    out = rt.load(source, "bad")
    assert out.error is not None and out.error.kind == "encoding"
    assert "\n" not in out.error.message and "UTF-8" in out.error.message
    assert rt.load(GOOD, "good").error is None  # the runtime goes on


def test_a_load_message_with_a_nul_byte_is_an_encoding_error():
    handler = WorkerHandler()
    reply = handler.handle(p.SandboxLoad(request_id="r", code_id="c", code="x = '\x00'"))
    assert isinstance(reply, p.SandboxLoaded)
    assert reply.error is not None and reply.error.kind == "encoding"


def test_the_pool_refuses_it_before_sending():
    handler = WorkerHandler()
    pool = WorkerPool(
        None, ["in-process"], link_factory=lambda i, ep: InProcessLink(i, ep, handler)
    ).start()
    assert pool.wait_ready(1)
    try:
        with pytest.raises(LoadError) as caught:
            pool.load("function update_func() return '\udcff' end", "bad")
        assert caught.value.failure.kind == "encoding"
        pool.load(GOOD, "good")
    finally:
        pool.close()


def test_a_load_message_whose_code_is_not_utf8_is_refused_at_the_edge():
    import msgpack

    good = msgpack.unpackb(
        p.encode(p.SandboxLoad(request_id="r", code_id="c", code="x = 1")), raw=False
    )
    good["body"]["code"] = "CODE"
    data = msgpack.packb(good, use_bin_type=True).replace(b"\xa4CODE", b"\xa4x\xff\xfe1")
    with pytest.raises(p.ProtocolError) as caught:
        p.decode(data)
    assert "\n" not in caught.value.message
