"""GameClient: the small Python client library for the game service (tests, scripts, the TUI).

It speaks only the documented socket protocol (docs/protocol.md), like any outside client.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import zmq

from base import protocol as p
from base.curve import CurveKeys
from base.transport import RpcClient, connect, expect
from services.game_server.server import FRAME_TOPIC

__all__ = ["GameClient"]


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

    def order(self, text: str, mode: str = "") -> p.OrderInfo:
        reply = self.rpc.request(p.GameOrder(text=text, mode=mode))
        return expect(reply, p.GameOrderAccepted).order

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
