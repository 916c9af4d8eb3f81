"""The caller's side of the model service: stream a reply, cancel, ask for info.

The service sends a progress heartbeat while a request waits or runs, so silence longer than a
few heartbeats means the service died or hangs: that surfaces as ``LlmUnavailable``, not as a
wait until the request's deadline.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

import zmq

from base.curve import CurveKeys
from base.protocol import (
    ChatMessage,
    LlmCancel,
    LlmCancelled,
    LlmGenerate,
    LlmInfo,
    LlmInfoResult,
    LlmProgress,
    LlmResult,
    LlmToken,
    Message,
    Ping,
    Pong,
)
from base.transport import RpcClient, ServiceTimeout, expect, new_request_id


class LlmUnavailable(ServiceTimeout):
    """The model service stopped answering (crashed, killed, hung, or not started)."""


class LlmClient:
    def __init__(self, ctx: zmq.Context, endpoint: str, *, timeout_ms: int = 2000,
                 idle_timeout_ms: int = 5000, curve: CurveKeys | None = None) -> None:
        self.ctx = ctx
        self.endpoint = endpoint
        self.timeout_ms = timeout_ms
        self.idle_timeout_ms = idle_timeout_ms
        self.curve = curve
        self._rpc = RpcClient(ctx, endpoint, timeout_ms=timeout_ms, curve=curve)

    def stream(self, messages: Sequence[ChatMessage], *, request_id: str = "",
               on_wait: Callable[[], None] | None = None,
               on_progress: Callable[[LlmProgress], None] | None = None,
               **options: Any) -> Iterator[LlmToken | LlmResult]:
        """Yield each LlmToken, then the LlmResult. Raises RemoteError (cancelled, timeout,
        prompt_too_long, ...) or LlmUnavailable. ``on_wait`` is called about every 100 ms
        while no token comes (the prompt being read, the request queued): what it raises
        ends the stream, and the caller then cancels the request. ``on_progress`` gets each
        ``llm.progress`` (queued, how far the prompt is read, ...)."""
        request = LlmGenerate(request_id=request_id or new_request_id("llm"),
                              messages=list(messages), **options)
        replies = self._rpc.stream(request, is_final=lambda m: isinstance(m, LlmResult),
                                   idle_timeout_ms=self.idle_timeout_ms, on_wait=on_wait)
        heard = False
        try:
            for reply in replies:
                heard = True
                if isinstance(reply, (LlmToken, LlmResult)):
                    yield reply
                elif isinstance(reply, LlmProgress) and on_progress is not None:
                    on_progress(reply)
        except ServiceTimeout:
            if not heard:  # not a word about this request: most likely nothing is running
                raise LlmUnavailable(
                    f"no answer from the model service at {self.endpoint} to request "
                    f"{request.request_id} within {self.idle_timeout_ms} ms: is it running? "
                    "(`dungeon up` starts the system, `dungeon llm serve` the model alone)"
                ) from None
            raise LlmUnavailable(
                f"the model service at {self.endpoint} stopped answering request "
                f"{request.request_id} (nothing for {self.idle_timeout_ms} ms): it crashed, hangs "
                "or is restarting"
            ) from None

    def generate(self, messages: Sequence[ChatMessage], *,
                 on_token: Callable[[str], None] | None = None, **options: Any) -> LlmResult:
        for reply in self.stream(messages, **options):
            if isinstance(reply, LlmResult):
                return reply
            if on_token is not None:
                on_token(reply.text)
        raise LlmUnavailable(f"the model service at {self.endpoint} ended a stream without a "
                             "result")

    def cancel(self, target_id: str) -> LlmCancelled:
        # Its own socket: a stream in progress on this client must not lose its messages.
        return expect(self._call_once(LlmCancel(target_id=target_id)), LlmCancelled)

    def info(self) -> LlmInfoResult:
        return expect(self._request(LlmInfo()), LlmInfoResult)

    def ping(self) -> Pong:
        return expect(self._request(Ping()), Pong)

    def close(self) -> None:
        self._rpc.close()

    def _request(self, msg: Message) -> Message:
        return self._ask(self._rpc, msg)

    def _call_once(self, msg: Message) -> Message:
        rpc = RpcClient(self.ctx, self.endpoint, timeout_ms=self.timeout_ms, curve=self.curve)
        try:
            return self._ask(rpc, msg)
        finally:
            rpc.close()

    def _ask(self, rpc: RpcClient, msg: Message) -> Message:
        try:
            return rpc.request(msg)
        except ServiceTimeout:
            raise LlmUnavailable(f"no answer from the model service at {self.endpoint} within "
                                 f"{self.timeout_ms} ms: is it running?") from None

