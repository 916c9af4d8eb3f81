"""One OpenAI-compatible server by URL: list its models, stream one chat reply over
server-sent events (stdlib ``http.client``), and close that request's connection to stop it.

Failures of the server itself (it cannot be reached, the connection breaks, it says nothing for
too long, HTTP 502/503/504) raise ``ServerDown``: the backend may send the request to another
server. Everything else is the answer to this request and raises ``LlmError``.

Token counts come from the server when it reports them (``usage`` with
``stream_options.include_usage``, or llama.cpp's ``timings``); otherwise completion tokens are
counted as streamed chunks and prompt counts are -1 (unknown).
"""

from __future__ import annotations

import http.client
import json
import logging
import socket
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any
from urllib.parse import urlsplit

from base.protocol import LLM_BACKEND_FAILED, REFUSED
from base.token_counts import TokenCounts
from services.llm_server.backend import LENGTH, STOP, STOPPED, Completion
from services.llm_server.errors import LlmError

log = logging.getLogger(__name__)

# Statuses that say the server cannot take requests now, not that this request is wrong.
UNAVAILABLE_STATUSES = (502, 503, 504)


class ServerDown(Exception):
    """The server failed, not the request: another server may serve it."""


class OpenAIServer:
    def __init__(self, url: str, *, connect_timeout_s: float, read_timeout_s: float,
                 api_key: str = "") -> None:
        parts = urlsplit(url.rstrip("/"))
        self.url = url
        self._https = parts.scheme == "https"
        self._host = parts.hostname or "127.0.0.1"
        self._port = parts.port or (443 if self._https else 80)
        self._prefix = parts.path if parts.path.endswith("/v1") else f"{parts.path}/v1"
        self._connect_timeout_s = connect_timeout_s
        self._read_timeout_s = read_timeout_s
        self._api_key = api_key

    def models(self) -> list[str]:
        """The model ids the server lists (GET /v1/models); ServerDown when it does not answer."""
        data = self._get_json(f"{self._prefix}/models")
        return [m.get("id", "") for m in data.get("data", []) if isinstance(m, dict)]

    def n_ctx(self) -> int:
        """llama.cpp's server tells its context size at /props; others do not (0)."""
        try:
            props = self._get_json(f"{self._prefix[: -len('/v1')]}/props")
        except ServerDown:
            return 0
        settings = props.get("default_generation_settings") or {}
        n_ctx = settings.get("n_ctx", props.get("n_ctx", 0))
        return n_ctx if isinstance(n_ctx, int) else 0

    def chat(self, body: dict[str, Any], on_text: Callable[[str], None],
             should_stop: Callable[[], bool]) -> Completion:
        """Stream one reply; ``should_stop`` closes the connection, which ends the request on
        the server too (it stops at the next token)."""
        conn = self._connected()
        # A long prompt may keep the server quiet for a while, but not longer than this.
        conn.sock.settimeout(self._read_timeout_s)
        stop_watch = _StopWatch(conn, should_stop)
        stop_watch.start()
        started = time.perf_counter()
        first_at = None
        pieces: list[str] = []
        finish = ""
        usage: dict[str, Any] = {}
        timings: dict[str, Any] = {}
        try:
            resp = self._post(conn, f"{self._prefix}/chat/completions", body)
            for event in _sse_events(resp):
                if event is None:  # the stream ended without [DONE]
                    if not finish:  # and before a finish reason: cut off
                        raise ServerDown("the connection closed mid-reply")
                    break  # a server that sends no [DONE]
                usage = event.get("usage") or usage
                timings = event.get("timings") or timings
                for choice in event.get("choices") or []:
                    text = (choice.get("delta") or {}).get("content") or ""
                    if text:
                        first_at = first_at or time.perf_counter()
                        pieces.append(text)
                        on_text(text)
                    if choice.get("finish_reason"):
                        finish = STOP if choice["finish_reason"] == "stop" else LENGTH
        except ServerDown:
            if not stop_watch.fired:  # else: the end we caused by closing the connection
                raise
        except TimeoutError:
            if not stop_watch.fired:
                raise ServerDown(f"no answer for {self._read_timeout_s:g} s") from None
        except (OSError, http.client.HTTPException) as exc:
            if not stop_watch.fired:
                raise ServerDown(f"the connection broke: {_reason(exc)}") from None
        finally:
            stop_watch.stop()
            conn.close()
        if stop_watch.fired:
            finish = STOPPED
        ended = time.perf_counter()
        first_at = first_at or ended
        return Completion(
            text="".join(pieces), finish_reason=finish or LENGTH,
            tokens=TokenCounts(*_counts(usage, timings, len(pieces))),
            prompt_ms=(first_at - started) * 1000, generation_ms=(ended - first_at) * 1000,
        )

    # ---------------------------------------------------------------------------------------

    def _connected(self) -> http.client.HTTPConnection:
        cls = http.client.HTTPSConnection if self._https else http.client.HTTPConnection
        conn = cls(self._host, self._port, timeout=self._connect_timeout_s)
        try:
            conn.connect()
        except OSError as exc:
            conn.close()
            raise ServerDown(f"cannot connect: {_reason(exc)}") from None
        return conn

    def _headers(self) -> dict[str, str]:
        headers = {"Content-Type": "application/json", "Accept": "text/event-stream"}
        if self._api_key:
            headers["Authorization"] = f"Bearer {self._api_key}"
        return headers

    def _post(self, conn: http.client.HTTPConnection, path: str,
              body: dict[str, Any]) -> http.client.HTTPResponse:
        conn.request("POST", path, body=json.dumps(body).encode(), headers=self._headers())
        resp = conn.getresponse()
        if resp.status >= 400:
            detail = _error_text(resp.read(4000).decode("utf-8", "replace"))
            said = f"HTTP {resp.status}: {detail}"
            if resp.status in UNAVAILABLE_STATUSES:
                raise ServerDown(said)
            code = REFUSED if resp.status < 500 else LLM_BACKEND_FAILED
            raise LlmError(code, f"the server at {self.url} answered {said}")
        return resp

    def _get_json(self, path: str) -> dict[str, Any]:
        conn = self._connected()
        try:
            conn.request("GET", path, headers=self._headers())
            resp = conn.getresponse()
            data = resp.read()
            if resp.status >= 400:
                raise ServerDown(f"HTTP {resp.status} to GET {path}: "
                                 f"{_error_text(data.decode('utf-8', 'replace'))}")
            found = json.loads(data)
            if not isinstance(found, dict):
                raise ServerDown(f"GET {path} answered {type(found).__name__}, not a JSON object")
            return found
        except (OSError, http.client.HTTPException, ValueError) as exc:
            raise ServerDown(f"GET {path} failed: {_reason(exc)}") from None
        finally:
            conn.close()


class _StopWatch:
    """Closes the connection when ``should_stop`` says so: a read blocked on a long prompt
    cannot poll for itself."""

    def __init__(self, conn: http.client.HTTPConnection,
                 should_stop: Callable[[], bool]) -> None:
        self._conn = conn
        self._should_stop = should_stop
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._watch, name="openai-stop", daemon=True)
        self.fired = False

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._done.set()
        if self._thread.is_alive():
            self._thread.join(timeout=1)

    def _watch(self) -> None:
        while not self._done.wait(0.05):
            if self._should_stop():
                self.fired = True
                sock = self._conn.sock
                if sock is not None:
                    try:
                        sock.shutdown(socket.SHUT_RDWR)
                    except OSError:
                        pass
                return


def _sse_events(resp: http.client.HTTPResponse) -> Iterator[dict[str, Any] | None]:
    """The JSON payloads of a server-sent event stream, up to ``data: [DONE]``; None last when
    the stream ends without it."""
    while True:
        line = resp.readline()
        if not line:
            yield None
            return
        line = line.strip()
        if not line.startswith(b"data:"):
            continue  # comments, event names, keep-alives
        data = line[len(b"data:"):].strip()
        if data == b"[DONE]":
            return
        try:
            event = json.loads(data)
        except ValueError:
            log.warning("skipping an undecodable event from the server: %r", data[:200])
            continue
        if isinstance(event, dict):
            if "error" in event:
                raise LlmError(LLM_BACKEND_FAILED, f"the server reported: {event['error']}")
            yield event


def _counts(usage: dict[str, Any], timings: dict[str, Any], chunks: int) -> tuple[int, int, int]:
    """(prompt tokens, cached prompt tokens, completion tokens), -1 where unknown."""
    if usage:
        details = usage.get("prompt_tokens_details") or {}
        cached = details.get("cached_tokens", timings.get("cache_n", -1))
        return usage.get("prompt_tokens", -1), cached, usage.get("completion_tokens", chunks)
    if timings:
        cached = timings.get("cache_n", 0)
        return timings.get("prompt_n", -1) + cached, cached, timings.get("predicted_n", chunks)
    return -1, -1, chunks


def _reason(exc: BaseException) -> str:
    return str(exc) or type(exc).__name__


def _error_text(detail: str) -> str:
    try:
        data = json.loads(detail)
    except ValueError:
        return detail.strip()[:500]
    if isinstance(data, dict):
        err = data.get("error", data.get("detail", data))
        if isinstance(err, dict):
            err = err.get("message", err)
        return str(err)[:500]
    return str(data)[:500]
