"""The code pane of `dungeon play` as text: which code, where it came from, why the order is not
running, and the code itself, clipped to the pane and scrolled."""

from __future__ import annotations

import dataclasses

from base import protocol as p
from config.settings import GameConfig
from services.cli.code_pane import PAGE, CodePane, pane_text
from services.game_server.session import GameSession

SOURCE = "\n".join(["function update_func(player, ai, monsters, items)",
                    *[f"  -- line {n} " + "x" * 90 for n in range(2, 40)],
                    "  return fetch(params.item)", "end"])


def info(**kw) -> p.CodeInfo:
    base = dict(code_id="c1", running=True, order_id="o1", order_text="go get the sword",
                served_by="library", entry_id="fetch_item", params={"item": "sword"},
                score=0.9, lines=len(SOURCE.splitlines()))
    return p.CodeInfo(**{**base, **kw})


def frame(code: p.CodeInfo | None, order: p.OrderInfo | None = None) -> p.Frame:
    f = GameSession(GameConfig()).frame()
    return p.Frame(**{**{x.name: getattr(f, x.name) for x in dataclasses.fields(f)}, "code": code,
                      "order": order})


class Client:
    def __init__(self, code: p.CodeInfo | None, source: str) -> None:
        self.reply = p.GameCodeResult(code=code, source=source)
        self.asked = 0

    def code(self) -> p.GameCodeResult:
        self.asked += 1
        return self.reply


def shown(code: p.CodeInfo, order: p.OrderInfo | None = None, width: int = 60,
          height: int = 20) -> tuple[CodePane, list[str]]:
    pane = CodePane()
    f = frame(code, order)
    client = Client(code, SOURCE)
    assert pane.sync(client, f) == "" and client.asked == 1
    assert pane.sync(client, f) == "" and client.asked == 1, "fetched once per code"
    return pane, pane.lines(f, width, height)


def test_library_code_shows_its_entry_and_parameters():
    _, lines = shown(info())
    text = "\n".join(lines)
    assert lines[0].startswith("Code c1, running")
    assert 'For the order "go get the sword"' in text
    assert "From the library: entry fetch_item (match 0.90)" in text and "item = sword" in text
    assert "1 function update_func(player, ai, monsters, items)" in text
    assert all(len(line) <= 60 for line in lines) and len(lines) == 20
    assert any(line.endswith(">") for line in lines), "long code lines are cut with a mark"


def test_composed_code_lists_its_steps_and_generated_code_its_attempts():
    _, lines = shown(info(served_by="composed", entry_id="",
                          params={"steps": ["fetch the bow", "attack the bat"]}))
    text = "\n".join(lines)
    assert "Composed of 2 steps, without the model:" in text
    assert "1. fetch the bow" in text and "2. attack the bat" in text
    _, lines = shown(info(served_by="generated", entry_id="", params={}, attempts=2))
    assert "Written by the model in 2 attempts" in "\n".join(lines)


def test_a_refused_order_says_why_above_the_code_that_still_runs():
    order = p.OrderInfo(order_id="o2", text="eat the arrow", state="refused",
                        detail="I don't know how to eat the arrow; I can fetch the arrow.")
    _, lines = shown(info(), order)
    text = " ".join(line.strip() for line in lines)
    assert 'Order "eat the arrow" refused: I don\'t know how to eat the arrow' in text
    assert 'For the order "go get the sword"' in text  # the code is the earlier order's


def test_the_code_scrolls_a_line_and_a_page_and_stops_at_the_ends():
    pane, lines = shown(info(), height=20)
    assert "lines 1-" in "\n".join(lines)
    pane.scroll(1)
    assert any(line.startswith(" 2 ") for line in pane.lines(frame(info()), 60, 20)[:8])
    pane.scroll(PAGE)
    pane.scroll(PAGE)
    pane.scroll(PAGE)
    last = pane.lines(frame(info()), 60, 20)
    assert last[-1].startswith("41 end") and "of 41" in "\n".join(last)
    pane.scroll(-PAGE * 5)
    assert pane.top == 0


def test_no_code_yet_and_text_for_scripts():
    pane = CodePane()
    assert pane.lines(frame(None), 60, 10) == ["Code: none has run yet (c hides)", ""]
    text = pane_text(info(), SOURCE, None)
    assert text.startswith("Code c1 (running)") and "41 end" in text


def test_repaired_code_says_it_was_repaired_after_failing_in_play():
    _, lines = shown(info(served_by="repaired", entry_id="", params={}, attempts=1))
    text = "\n".join(lines)
    assert "Repaired after failing in play by the model in 1 attempt" in text
    assert "Written by the model" not in text


def test_code_for_a_restated_or_open_order_says_how_the_order_was_read():
    _, lines = shown(info(served_by="composed", entry_id="", params={
        "steps": ["keep between 2 and 5 tiles from you"],
        p.AgentResult.RESTATED: "keep between 2 and 5 tiles from me"}))
    text = "\n".join(lines)
    assert 'Taken as: "keep between 2 and 5 tiles from me"' in text
    _, lines = shown(info(params={"item": "sword", p.AgentResult.RESTATED: "pick up the sword"}))
    assert f"{p.AgentResult.RESTATED} =" not in "\n".join(lines)  # not a parameter of the entry
    _, lines = shown(info(served_by="generated", entry_id="", attempts=1,
                          params={p.AgentResult.UNCHECKED: True}))
    assert "Not checked against the order's words" in "\n".join(lines)
