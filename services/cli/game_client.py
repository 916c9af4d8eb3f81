"""GameClient: the small Python client library for the game service (tests, scripts, the TUI).

It speaks only the documented socket protocol (docs/protocol.md), like any outside client.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Collection, Iterator
from typing import Any

import zmq

from base import protocol as p
from base.curve import CurveKeys
from base.transport import RpcClient, ServiceTimeout, connect, expect
from services.game_server.server import FRAME_TOPIC

__all__ = ["SETTLED", "GameClient", "OrderTimeout"]

# The order states in which the agent has answered: its code runs (or already ran), or it failed,
# or it was refused or answered (talk) in words. The others ("queued", "writing", ...) are on
# the way.
SETTLED = frozenset({"running", "done", "failed", "refused", "answered"})


class OrderTimeout(ServiceTimeout):
    """The game answers, but the order did not reach the state waited for in time."""


class GameClient:
    def __init__(
        self,
        endpoint: str,
        *,
        ctx: zmq.Context | None = None,
        timeout_ms: int = 3000,
        subscribe: bool = True,
        name: str = "client",
        curve: CurveKeys | None = None,
    ) -> None:
        self.ctx = ctx or zmq.Context.instance()
        self.curve = curve
        self.rpc = RpcClient(self.ctx, endpoint, timeout_ms=timeout_ms, curve=curve)
        self.sub: zmq.Socket | None = None
        try:
            joined = expect(self.rpc.request(p.GameJoin(client=name)), p.GameJoined)
        except Exception:
            self.rpc.close()
            raise
        self.last_frame: p.Frame = joined.frame
        self.pub_endpoint = joined.pub_endpoint
        if subscribe:
            self.sub = self.ctx.socket(zmq.SUB)
            self.sub.setsockopt(zmq.LINGER, 0)
            self.sub.setsockopt(zmq.SUBSCRIBE, FRAME_TOPIC)
            connect(self.sub, self.pub_endpoint, curve)

    def _frame(self, msg: p.Message) -> p.Frame:
        frame = expect(msg, p.GameFrame).frame
        self.last_frame = frame
        return frame

    def state(self) -> p.Frame:
        return self._frame(self.rpc.request(p.GameState()))

    def move(self, direction: str) -> p.Frame:
        return self._frame(self.rpc.request(p.GameMove(direction=direction)))

    def tick(self, count: int = 1, timeout_ms: int | None = None) -> p.Frame:
        return self._frame(self.rpc.request(p.GameTick(count=count), timeout_ms))

    def typing(self, mode: str = "") -> p.Frame:
        """The player begins typing an order: the model may read the world meanwhile."""
        return self._frame(self.rpc.request(p.GameTyping(mode=mode)))

    def order(self, text: str, mode: str = "") -> p.OrderInfo:
        reply = self.rpc.request(p.GameOrder(text=text, mode=mode))
        return expect(reply, p.GameOrderAccepted).order

    def wait_order(self, order_id: str, timeout_s: float, *,
                   states: Collection[str] = SETTLED, interval_s: float = 0.2,
                   on_frame: Callable[[p.Frame], None] | None = None) -> p.Frame | None:
        """The first frame in which the order ``order_id`` is in one of ``states``; None once
        another order replaced it, or it settled in a state not asked for. Raises
        OrderTimeout after ``timeout_s`` (ServiceTimeout when the game itself stops answering).

        The frames the game publishes are read as they come (a fresh subscription: nothing
        stale), and the game is asked every ``interval_s`` too, in case a frame went by before
        the subscription took. ``on_frame`` sees every frame looked at (to show progress)."""
        deadline = time.monotonic() + timeout_s
        sub = self.ctx.socket(zmq.SUB)
        sub.setsockopt(zmq.LINGER, 0)
        sub.setsockopt(zmq.SUBSCRIBE, FRAME_TOPIC)
        connect(sub, self.pub_endpoint, self.curve)
        try:
            frame: p.Frame | None = self.state()
            while True:
                if frame is not None:
                    if on_frame is not None:
                        on_frame(frame)
                    order = frame.order
                    if order is None or order.order_id != order_id:
                        return None
                    if order.state in states:
                        return frame
                    if order.state in SETTLED:
                        return None
                left = deadline - time.monotonic()
                if left <= 0:
                    raise OrderTimeout(f"order {order_id} is still "
                                         f"{frame.order.state if frame and frame.order else '?'}"
                                         f" after {timeout_s:g} s")
                frame = None
                if sub.poll(int(min(interval_s, left) * 1000), zmq.POLLIN):
                    msg = p.decode(sub.recv_multipart()[-1])
                    if isinstance(msg, p.GameFrame):
                        frame = self.last_frame = msg.frame
                if frame is None:
                    frame = self.state()
        finally:
            sub.close(linger=0)

    def code(self) -> p.GameCodeResult:
        """The companion's code: its text and where it came from (game.code)."""
        return expect(self.rpc.request(p.GameCode()), p.GameCodeResult)

    def load_code(self, code: str, code_id: str = "", order_text: str = "") -> p.Frame:
        msg = p.GameLoadCode(code=code, code_id=code_id, order_text=order_text)
        return self._frame(self.rpc.request(msg))

    def reset(
        self,
        map: str = "",
        seed: int | None = None,
        ai_start: list[int] | None = None,
        manual_ticks: bool | None = None,
        **start: Any,
    ) -> p.Frame:
        """``start``: ai_health, ai_items, player_health, player_items (p.GameReset)."""
        msg = p.GameReset(map=map, seed=seed, ai_start=ai_start, manual_ticks=manual_ticks,
                          **start)
        return self._frame(self.rpc.request(msg))

    def request(self, msg: p.Message, timeout_ms: int | None = None) -> p.Message:
        return self.rpc.request(msg, timeout_ms)

    def frames(self, timeout_ms: int = 0) -> Iterator[p.Frame]:
        """Frames published since the last call; waits up to ``timeout_ms`` for the first."""
        if self.sub is None:
            return
        wait = timeout_ms
        while self.sub.poll(wait, zmq.POLLIN):
            _topic, data = self.sub.recv_multipart()
            msg = p.decode(data)
            if isinstance(msg, p.GameFrame):
                self.last_frame = msg.frame
                yield msg.frame
            wait = 0

    def quit(self) -> None:
        try:
            self.rpc.request(p.GameQuit(), timeout_ms=500)
        except Exception:
            pass
        self.close()

    def close(self) -> None:
        self.rpc.close()
        if self.sub is not None:
            self.sub.close(linger=0)
            self.sub = None

    def __enter__(self) -> GameClient:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
