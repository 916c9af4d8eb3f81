"""The examples of docs/protocol.md's "A game, step by step" are what the running game sends:
each request shown (`→`) is sent to a real game service as it is written, and the reply (`←`)
must have the example's shape — the same keys in every map (a map with `…` may have more), the
same kinds of values — and every published frame shown (`⇐`) must match one the SUB socket got.
An example left behind when a message gains or loses a field fails here."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import msgpack
import pytest
import zmq

from tests.integration.game_process import GameProcess
from tests.waiting import wait_until

pytestmark = pytest.mark.timeout(90)

DOC = Path(__file__).resolve().parents[2] / "docs" / "protocol.md"
ELIDED = "…"
ARROWS = ("→", "←", "⇐")
# Maps whose keys are data, not fields: only their kind is compared.
FREE_MAPS = {"world", "params"}


def walkthrough_examples(text: str) -> list[tuple[str, Any]]:
    """The wire examples of the walk-through, in order: (arrow, message)."""
    section = text.split("## A game, step by step", 1)[1].split("\n## ", 1)[0]
    found: list[tuple[str, Any]] = []
    for block in re.findall(r"^```\n(.*?)^```", section, flags=re.S | re.M):
        current: list[str] = []
        for line in [*block.splitlines(), "→"]:
            if line.startswith(ARROWS) and current:
                found.append((current[0][0], parse(" ".join(current)[1:].strip())))
                current = []
            if line.strip():
                current.append(line.strip())
    return found


def parse(example: str) -> Any:
    """An example as data: JSON with `…` for what is left out (a key of a map, an item of a
    list) and b"…" for bytes."""
    out: list[str] = []
    stack: list[str] = []
    i, in_string = 0, False
    while i < len(example):
        ch = example[i]
        if in_string:
            out.append(ch)
            if ch == "\\":
                out.append(example[i + 1])
                i += 1
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
            out.append(ch)
        elif ch == "b" and example[i + 1:i + 2] == '"':
            pass  # b"frame": the topic, bytes
        elif ch in "{[":
            stack.append(ch)
            out.append(ch)
        elif ch in "}]":
            stack.pop()
            out.append(ch)
        elif ch == ELIDED:
            out.append(f'"{ELIDED}": true' if stack[-1] == "{" else f'"{ELIDED}"')
            if example[i + 1:].lstrip()[:1] not in ("}", "]", ","):
                out.append(",")
        else:
            out.append(ch)
        i += 1
    return json.loads("".join(out))


def shape_problems(doc: Any, real: Any, path: str = "") -> list[str]:
    if isinstance(doc, dict):
        if not isinstance(real, dict):
            return [f"{path}: a map in the document, {real!r} sent"]
        problems = []
        for key, value in doc.items():
            if key == ELIDED:
                continue
            if key not in real:
                problems.append(f"{path}.{key}: in the document, not sent")
            elif key in FREE_MAPS:
                if not isinstance(real[key], dict):
                    problems.append(f"{path}.{key}: a map in the document, {real[key]!r} sent")
            else:
                problems += shape_problems(value, real[key], f"{path}.{key}")
        if ELIDED not in doc:
            problems += [f"{path}.{k}: sent, not in the document" for k in set(real) - set(doc)]
        return problems
    if isinstance(doc, list):
        if not isinstance(real, list):
            return [f"{path}: a list in the document, {real!r} sent"]
        if doc and doc[0] != ELIDED and real:
            return shape_problems(doc[0], real[0], f"{path}[0]")
        return []
    if doc is None or isinstance(doc, bool):
        same = real is doc if doc is None else isinstance(real, bool)
        return [] if same else [f"{path}: {doc!r} in the document, {real!r} sent"]
    if isinstance(doc, (int, float)):
        ok = isinstance(real, (int, float)) and not isinstance(real, bool)
        return [] if ok else [f"{path}: a number in the document, {real!r} sent"]
    same = isinstance(real, type(doc))
    return [] if same else [f"{path}: {doc!r} in the document, {real!r} sent"]


def test_the_parser_reads_what_is_left_out():
    assert parse('{"a": 1, …}') == {"a": 1, ELIDED: True}
    assert parse('{… "b": {…}, "c": [1, …]}') == {ELIDED: True, "b": {ELIDED: True},
                                                   "c": [1, ELIDED]}
    assert parse('[b"frame", {"s": "x…y"}]') == ["frame", {"s": "x…y"}]
    assert shape_problems({"a": 1}, {"a": 2, "b": 3}) == [".b: sent, not in the document"]
    assert shape_problems({"a": 1, ELIDED: True}, {"a": "x"}) == [
        ".a: a number in the document, 'x' sent"]


@pytest.fixture
def game(ipc_dir):
    proc = GameProcess(ipc_dir, "game.manual_ticks=true").start()
    yield proc
    proc.stop()


def test_every_example_of_the_walkthrough_is_what_the_game_sends(game, zmq_ctx):
    examples = walkthrough_examples(DOC.read_text())
    kinds = [msg["kind"] for arrow, msg in examples if arrow == "→"]
    assert kinds[:4] == ["game.join", "game.move", "game.tick", "game.order"], kinds
    assert sum(arrow == "⇐" for arrow, _ in examples) >= 3

    dealer = zmq_ctx.socket(zmq.DEALER)
    dealer.setsockopt(zmq.LINGER, 0)
    dealer.connect(game.endpoint)
    sub = zmq_ctx.socket(zmq.SUB)
    sub.setsockopt(zmq.LINGER, 0)
    sub.setsockopt(zmq.SUBSCRIBE, b"frame")
    published: list[list[Any]] = []

    def request(msg: dict[str, Any]) -> dict[str, Any]:
        dealer.send(msgpack.packb(msg))
        assert dealer.poll(5000), f"no reply to {msg['kind']}"
        return msgpack.unpackb(dealer.recv(), raw=False)

    def drain() -> int:
        while sub.poll(50):
            topic, data = sub.recv_multipart()
            published.append([topic.decode(), msgpack.unpackb(data, raw=False)])
        return len(published)

    problems: list[str] = []
    reply: dict[str, Any] | None = None
    for arrow, example in examples:
        if arrow == "→":
            if example["kind"] == "game.code":
                # The example shows code that runs: load some first (no agent runs here).
                code = 'function update_func(player, ai, monsters, items)\n  return "ok"\nend\n'
                assert request({"v": 1, "kind": "game.load_code", "id": "c",
                                "body": {"code": code}})["ok"]
            reply = request(example)
            if example["kind"] == "game.join":
                sub.connect(reply["body"]["pub_endpoint"])
                # Frames reach a SUB only once its subscription is in place.
                wait_until(lambda: request({"v": 1, "kind": "game.tick", "id": "w"})
                           and drain(), timeout=10, what="the first published frame")
                request({"v": 1, "kind": "game.reset", "id": "r",
                         "body": {"manual_ticks": True}})
        elif arrow == "←":
            assert reply is not None and reply["id"] == example["id"], (example, reply)
            problems += [f"{example['kind']} ({example['id']}){p}"
                         for p in shape_problems(example, reply)]
        drain()
    for arrow, example in examples:
        if arrow == "⇐":
            tries = [shape_problems(example, frame) for frame in published]
            if not any(not t for t in tries):
                problems.append(f"no published frame is like {example}: {min(tries, key=len)}")
    assert not problems, "\n".join(problems)
