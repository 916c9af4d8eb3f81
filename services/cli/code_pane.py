"""The code pane of ``dungeon play``: the companion's Lua function, where it came from, and why
the current order was refused or failed.

Pure text, apart from ``CodePane.sync``: the frame carries where the code came from
(``Frame.code``) but not its text, which the pane asks for with ``game.code`` only while it is
open, and only when the code changed (its ``code_id``), so frames stay small for every client.
"""

from __future__ import annotations

import textwrap
import unicodedata
from typing import Protocol

from base import protocol as p
from base.transport import RemoteError, ServiceTimeout

PAGE = 1000  # a scroll step that stands for the pane's height (PgUp/PgDn)

SOURCE_LABELS = {
    "library": "the function library",
    "composed": "composed from the order's steps, without the model",
    "generated": "written by the model",
    "repaired": "repaired by the model after it failed in play",
    "loaded": "loaded by a tool (game.load_code), not by the agent",
    "": "not recorded (code from before the game kept it)",
}


def state_word(info: p.CodeInfo) -> str:
    return "running" if info.running else "stopped"


def _one_line(text: str) -> str:
    """An order typed over lines, shown on one (each fact of the pane is a line)."""
    return " ".join(text.split())


def provenance_lines(info: p.CodeInfo) -> list[str]:
    """Which order the code serves and where it came from, one fact a line (not wrapped)."""
    lines = [f'For the order "{_one_line(info.order_text)}"' if info.order_text
             else "Loaded outside any order"]
    source = SOURCE_LABELS.get(info.served_by, info.served_by)
    if info.params.get(p.AgentResult.RESTATED):
        lines.append(f'Taken as: "{info.params[p.AgentResult.RESTATED]}"')
    if info.params.get(p.AgentResult.UNCHECKED):
        lines.append("Not checked against the order's words")
    if info.served_by == "library":
        lines.append(f"From the library: entry {info.entry_id} (match {info.score:.2f})")
        params = {k: v for k, v in info.params.items()
                  if k not in ("steps", p.AgentResult.RESTATED, p.AgentResult.UNCHECKED)}
        lines += [f"  {name} = {value}" for name, value in params.items()] or ["  no parameters"]
    elif info.served_by == "composed":
        steps = [str(s) for s in info.params.get("steps", [])]
        lines.append(f"Composed of {len(steps)} step{'s' if len(steps) != 1 else ''}, "
                     "without the model:")
        lines += [f"  {n}. {step}" for n, step in enumerate(steps, start=1)]
    elif info.served_by in ("generated", "repaired"):
        tries = "attempt" if info.attempts == 1 else "attempts"
        done = "Written" if info.served_by == "generated" else "Repaired after failing in play"
        lines.append(f"{done} by the model in {info.attempts} {tries}")
    else:
        lines.append(f"Source: {source}")
    return lines


def why_lines(order: p.OrderInfo | None, info: p.CodeInfo | None) -> list[str]:
    """Why the current order is not what runs: refused, failed or answered in words (talk), with
    the order's detail."""
    if order is None:
        return []
    if order.state in ("refused", "failed", "answered"):
        return [f'Order "{_one_line(order.text)}" {order.state}: '
                f'{order.detail or "no reason given"}']
    if info is not None and order.order_id != info.order_id and order.state not in (
            "done", "running"):
        return [f'Order "{_one_line(order.text)}" is {order.state}; this code is the one before it']
    return []


def printable(line: str) -> str:
    """A line of code as the terminal can show it: tabs as spaces, control characters as '?'."""
    line = line.replace("\t", "    ")
    return "".join("?" if unicodedata.category(c) == "Cc" else c for c in line)


def numbered(source: str) -> list[str]:
    rows = source.splitlines()
    width = len(str(len(rows)))
    return [f"{n:>{width}} {printable(row)}" for n, row in enumerate(rows, start=1)]


def clip(line: str, width: int) -> str:
    """One screen line: cut with a '>' at the end when the code goes on past the pane."""
    if width <= 0:
        return ""
    return line if len(line) <= width else line[: width - 1] + ">"


def pane_text(info: p.CodeInfo | None, source: str, order: p.OrderInfo | None) -> str:
    """The whole pane as plain text, nothing clipped (``dungeon play --script``'s ``code``)."""
    if info is None:
        head = ["Code: none has run yet"]
    else:
        head = [f"Code {info.code_id} ({state_word(info)})", *provenance_lines(info)]
    return "\n".join([*head, *why_lines(order, info), "", *numbered(source)]).rstrip()


class CodeSource(Protocol):
    """Where the pane gets the code's text: a GameClient (``game.code``)."""

    def code(self) -> p.GameCodeResult: ...


class CodePane:
    """What the pane shows and where it is scrolled to; the code's text is fetched lazily."""

    def __init__(self) -> None:
        self.code_id = ""  # the code whose text ``source`` is
        self.source = ""
        self.top = 0  # the first code line shown
        self.rows = 1  # code lines the pane had room for when it was drawn last
        # The code_id last asked about: not asked again when the game did not answer, or when
        # it answered with other code (the frame is behind; the next one names that code).
        self.asked = ""

    def sync(self, client: CodeSource, frame: p.Frame) -> str:
        """Fetch the text when the frame names other code than the one held; a note for the
        help line when the game did not answer ("" otherwise)."""
        info = frame.code
        if info is None:
            self.code_id, self.source, self.top = "", "", 0
            return ""
        if info.code_id in (self.code_id, self.asked):
            return ""
        self.asked = info.code_id
        try:
            reply = client.code()
        except (RemoteError, ServiceTimeout) as exc:
            return f"the code could not be fetched: {exc}"
        got = reply.code.code_id if reply.code is not None else ""
        if got != self.code_id:
            self.top = 0
        self.code_id, self.source = got, reply.source
        return ""

    def ask_again(self) -> None:
        self.asked = ""

    def scroll(self, by: int) -> None:
        """By ``by`` lines; PAGE or -PAGE: by the pane's height less one line."""
        if abs(by) == PAGE:
            by = (1 if by > 0 else -1) * max(1, self.rows - 1)
        total = len(self.source.splitlines())
        self.top = max(0, min(self.top + by, max(0, total - self.rows)))

    def lines(self, frame: p.Frame, width: int, height: int) -> list[str]:
        """The pane in ``height`` lines of at most ``width`` characters: the header (which code,
        where it came from, why the order is not running) wrapped, then as much of the code
        as fits from ``top`` on, each line cut at the pane's edge."""
        info = frame.code
        wrap = max(10, width)
        if info is None:
            head = ["Code: none has run yet (c hides)"]
        else:
            head = [f"Code {info.code_id}, {state_word(info)} (c hides)"]
            for line in provenance_lines(info):
                indent = " " * (len(line) - len(line.lstrip()))
                head += textwrap.wrap(line, wrap, subsequent_indent=indent + "  ") or [""]
        for line in why_lines(frame.order, info):
            head += textwrap.wrap(line, wrap, subsequent_indent="  ")
        code = numbered(self.source) if info is not None and info.code_id == self.code_id else []
        room = max(0, height - len(head) - 1)
        self.rows = max(1, room)
        self.top = max(0, min(self.top, max(0, len(code) - room)))
        shown = code[self.top: self.top + room]
        if info is not None and not code:
            rule = "-- the code's text is not here yet"
        elif len(code) > room:
            end = self.top + len(shown)
            rule = f"-- lines {self.top + 1}-{end} of {len(code)} (Up/Down, PgUp/PgDn)"
        else:
            rule = f"-- {len(code)} lines" if code else ""
        return [clip(line, width) for line in [*head, rule, *shown]][:height]
