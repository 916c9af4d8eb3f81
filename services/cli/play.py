"""``dungeon play``: the terminal client (curses), and its scripted twin for demos and CI.

Keys: w/a/s/d move the player, Enter starts an order (Enter again sends it, Esc drops it),
c shows or hides the code pane (the companion's Lua function and where it came from; Up/Down
and PgUp/PgDn scroll it), q quits. The client talks to the game only through the socket
protocol, via GameClient.
"""

from __future__ import annotations

import curses
import sys
import textwrap
import time
from collections import deque
from collections.abc import Iterable
from typing import TextIO

from base import protocol as p
from base.transport import RemoteError, ServiceTimeout
from services.cli.code_pane import PAGE, CodePane, pane_text
from services.cli.game_client import GameClient, OrderTimeout

LOG_LINES = 200


def order_line(order: p.OrderInfo | None) -> str:
    if order is None:
        return "Order: none (press Enter to give one)"
    detail = f" — {order.detail}" if order.detail else ""
    state = f"{order.state}: {order.stage}" if order.stage and order.stage != order.state \
        else order.state
    return f'Order: "{" ".join(order.text.split())}" [{state}]{detail}'  # one line


def frame_text(frame: p.Frame) -> str:
    """The frame as plain text: map, then the side panel lines."""
    parts = [frame.map, frame.hud, order_line(frame.order), f"Companion: {frame.status or '...'}"]
    if frame.outcome:
        parts.append(f"Game over: you {frame.outcome}.")
    return "\n".join(parts)


class TerminalUI:
    def __init__(self, client: GameClient) -> None:
        self.client = client
        self.frame = client.last_frame
        self.log: deque[str] = deque(maxlen=LOG_LINES)
        self.typing: str | None = None  # the order being typed, None when not typing
        self.note = ""
        self.pane = CodePane()
        self.show_code = False

    def run(self) -> None:
        curses.wrapper(self._main)

    def _main(self, screen: curses.window) -> None:
        curses.curs_set(0)
        screen.timeout(50)
        self.frame = self.client.state()
        self._take_events(self.frame)
        while True:
            for frame in self.client.frames(0):
                self.frame = frame
                self._take_events(frame)
            if self.show_code:
                self.note = self.pane.sync(self.client, self.frame) or self.note
            self.draw(screen)
            key = screen.getch()
            if key == -1:
                continue
            if not self.on_key(key):
                return

    def _take_events(self, frame: p.Frame) -> None:
        for text in frame.events:
            self.log.append(f"[{frame.tick}] {text}")

    def on_key(self, key: int) -> bool:
        """Handle one key; False means quit."""
        if self.typing is not None:
            if key in (curses.KEY_ENTER, 10, 13):
                text, self.typing = self.typing.strip(), None
                if text and self._call(lambda: self.client.order(text)) is not None:
                    self.log.append(f'You: "{text}"')
                    self.frame = self._call(self.client.state) or self.frame
            elif key == 27:
                self.typing = None
            elif key in (curses.KEY_BACKSPACE, 127, 8):
                self.typing = self.typing[:-1]
            elif 32 <= key < 127 and len(self.typing) < 200:
                self.typing += chr(key)
            return True
        ch = chr(key) if 0 <= key < 256 else ""
        if ch in ("q", "Q"):
            return False
        if ch in ("w", "a", "s", "d"):
            frame = self._call(lambda: self.client.move(ch))
            if frame is not None:
                self.frame = frame
        elif key in (curses.KEY_ENTER, 10, 13):
            self.typing = ""
            self._call(self.client.typing)  # the model may read the world while the player types
        elif ch == "t" and self.frame.manual_ticks:
            frame = self._call(lambda: self.client.tick())
            if frame is not None:
                self.frame = frame
        elif ch in ("c", "C"):
            self.show_code = not self.show_code
            self.pane.ask_again()
        elif self.show_code and key in SCROLL_KEYS:
            self.pane.scroll(SCROLL_KEYS[key])
        return True

    def _call(self, fn):
        try:
            self.note = ""
            return fn()
        except RemoteError as exc:
            self.note = exc.message
        except ServiceTimeout:
            self.note = "The game did not answer; is it running? (dungeon status)"
        return None

    def draw(self, screen: curses.window) -> None:
        screen.erase()
        height, width = screen.getmaxyx()
        f = self.frame
        map_lines = f.map.splitlines()
        for row, line in enumerate(map_lines[: height - 2]):
            _put(screen, row, 0, line)
        col = max((len(line) for line in map_lines), default=0) + 2
        side = f.hud.splitlines() + [""]
        side += textwrap.wrap(order_line(f.order), max(20, width - col - 1))
        side += textwrap.wrap(f"Companion: {f.status or '...'}", max(20, width - col - 1))
        if f.outcome:
            side.append(f"Game over: you {f.outcome}.")
        side.append("")
        room = max(0, height - 2 - len(side))
        if self.show_code:
            # The pane takes the event log's place: the map, the order and the status stay.
            side += self.pane.lines(f, max(0, width - col - 1), room)
        else:
            side += list(self.log)[-room:] if room else []
        for row, line in enumerate(side[: height - 2]):
            _put(screen, row, col, line[: max(0, width - col - 1)])
        if self.typing is not None:
            prompt = f"Order> {self.typing}_"
        else:
            mode = " t tick," if f.manual_ticks else ""
            code = "c hide code, Up/Down scroll," if self.show_code else "c code,"
            prompt = f"w/a/s/d move, Enter order,{mode} {code} q quit"
            if self.note:
                prompt += f"   ({self.note})"
        _put(screen, height - 1, 0, prompt[: width - 1])
        screen.refresh()


# Up/Down scroll the code pane a line, PgUp/PgDn a page.
SCROLL_KEYS = {curses.KEY_UP: -1, curses.KEY_DOWN: 1,
               curses.KEY_PPAGE: -PAGE, curses.KEY_NPAGE: PAGE}


def _put(screen: curses.window, row: int, col: int, text: str) -> None:
    try:
        screen.addstr(row, col, text)
    except curses.error:
        pass  # writing the bottom-right cell raises; the text is there
    except UnicodeEncodeError:  # a terminal whose locale cannot show it: the ASCII part
        _put(screen, row, col, text.encode("ascii", "replace").decode("ascii"))


# -- scripted play --------------------------------------------------------------------------


class ScriptError(ValueError):
    pass


def parse_script(lines: Iterable[str]) -> list[tuple[str, str]]:
    """Commands, one a line: ``w``/``a``/``s``/``d`` (or ``move d``), ``order TEXT``,
    ``tick [N]``, ``wait MS``, ``wait_for STATE`` (the order's state), ``state``, ``code``
    (the code pane: the companion's function and where it came from); ``#`` starts a
    comment."""
    out = []
    for number, raw in enumerate(lines, start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        word, _, rest = line.partition(" ")
        rest = rest.strip()
        if word in ("w", "a", "s", "d") and not rest:
            out.append(("move", word))
        elif word == "move" and rest in ("w", "a", "s", "d"):
            out.append(("move", rest))
        elif word == "order" and rest:
            out.append(("order", rest))
        elif word == "tick" and (not rest or rest.isdigit()):
            out.append(("tick", rest or "1"))
        elif word == "wait" and rest.isdigit():
            out.append(("wait", rest))
        elif word == "wait_for" and rest:
            out.append(("wait_for", rest))
        elif word in ("state", "code") and not rest:
            out.append((word, ""))
        else:
            raise ScriptError(f"line {number}: cannot read {raw.strip()!r}")
    return out


def run_script(
    client: GameClient, commands: list[tuple[str, str]], out: TextIO = sys.stdout
) -> int:
    for verb, arg in commands:
        try:
            if verb == "move":
                frame = client.move(arg)
            elif verb == "tick":
                frame = client.tick(int(arg), timeout_ms=60_000)
            elif verb == "order":
                client.order(arg)
                frame = client.state()
            elif verb == "wait":
                time.sleep(int(arg) / 1000)
                frame = client.state()
            elif verb == "wait_for":
                frame = _wait_for_order(client, arg)
            elif verb == "code":
                code = client.code()
                text = pane_text(code.code, code.source, client.state().order)
            else:
                frame = client.state()
        except RemoteError as exc:
            print(f"> {verb} {arg}: refused: {exc.message}", file=out)
            continue
        print(f"> {verb} {arg}".rstrip(), file=out)
        print(text if verb == "code" else frame_text(frame), file=out)
        print(file=out, flush=True)
    return 0


def _wait_for_order(client: GameClient, state: str, timeout_s: float = 120.0) -> p.Frame:
    """``wait_for STATE``: the frame in which the current order is in ``state`` (or failed), on
    the frames the game publishes; a game whose ticks are manual is ticked meanwhile."""
    wanted = {state, "failed"}
    frame = client.state()
    if frame.order is None:
        raise RemoteError(p.NOT_FOUND, "there is no order to wait for")
    order_id = frame.order.order_id
    if frame.manual_ticks:
        deadline = time.monotonic() + timeout_s
        while frame.order is None or frame.order.state not in wanted:
            if time.monotonic() > deadline:
                raise RemoteError(p.TIMEOUT, f"the order did not reach {state!r} within "
                                             f"{timeout_s:.0f} s")
            frame = client.tick()
        return frame
    try:
        settled = client.wait_order(order_id, timeout_s, states=wanted)
    except OrderTimeout as exc:
        raise RemoteError(p.TIMEOUT, str(exc)) from None
    if settled is None:
        now = client.state().order
        where = "was replaced" if now is None or now.order_id != order_id \
            else f"ended {now.state}"
        raise RemoteError(p.REFUSED, f"the order {where} before it was {state}")
    return settled
