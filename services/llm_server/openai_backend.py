"""The remote backend: any OpenAI-compatible chat server by URL (llama.cpp's server,
llama-cpp-python's ``llama_cpp.server``, vLLM), streamed over server-sent events.

Token counts come from the server when it reports them (``usage`` with
``stream_options.include_usage``, or llama.cpp's ``timings``); otherwise completion tokens are
counted as streamed chunks and prompt counts are -1 (unknown).
"""

from __future__ import annotations

import http.client
import json
import logging
import os
import socket
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any
from urllib.parse import urlsplit

from base.protocol import LLM_BACKEND_FAILED, LLM_UNKNOWN_GRAMMAR, REFUSED, ChatMessage
from config.settings import LlmConfig
from services.llm_server.backend import (
    LENGTH,
    STOP,
    STOPPED,
    BackendInfo,
    Completion,
    GenerationParams,
)
from services.llm_server.errors import MODEL_LOAD_FAILED, LlmError
from services.llm_server.families import detect_family
from services.llm_server.grammars import GrammarSource

log = logging.getLogger(__name__)

WARMUP_TURNS = (ChatMessage.user("Say hello in five words."),)


class OpenAIBackend:
    def __init__(self, cfg: LlmConfig, grammars: dict[str, GrammarSource]) -> None:
        parts = urlsplit(cfg.openai_url.rstrip("/"))
        self._https = parts.scheme == "https"
        self._host = parts.hostname or "127.0.0.1"
        self._port = parts.port or (443 if self._https else 80)
        base = parts.path
        self._prefix = base if base.endswith("/v1") else f"{base}/v1"
        self._url = cfg.openai_url
        self._connect_timeout_s = cfg.openai_connect_timeout_ms / 1000
        self._api_key = os.environ.get(cfg.openai_api_key_env, "") if cfg.openai_api_key_env else ""
        self._grammars = grammars
        started = time.perf_counter()
        models = self._get_json(f"{self._prefix}/models")
        ids = [m.get("id", "") for m in models.get("data", []) if isinstance(m, dict)]
        model = cfg.openai_model or (ids[0] if ids else "")
        if not model:
            raise LlmError(MODEL_LOAD_FAILED, f"the server at {self._url} lists no model; set "
                           "llm.openai_model")
        self._model = model
        n_ctx = self._server_n_ctx()
        family = detect_family(cfg.family, "", model, {})
        self.info = BackendInfo(
            model=model, model_path=self._url, backend="openai", family=family, n_ctx=n_ctx,
            n_threads=0, n_gpu_layers=0, device=f"remote ({self._url})",
            grammars=tuple(sorted(grammars)), load_s=time.perf_counter() - started,
        )
        log.info("using %s at %s (%s family)", model, self._url, family.name)

    def warm_up(self) -> Completion:
        params = GenerationParams(turns=WARMUP_TURNS, max_tokens=16, seed=1)
        return self.generate(params, lambda _t: None, lambda: False)

    def generate(
        self,
        params: GenerationParams,
        on_text: Callable[[str], None],
        should_stop: Callable[[], bool],
    ) -> Completion:
        body = self._body(params)
        conn = self._connection()
        stop_watch = _StopWatch(conn, should_stop)
        started = time.perf_counter()
        first_at = None
        pieces: list[str] = []
        chunks = 0
        finish = LENGTH
        usage: dict[str, Any] = {}
        timings: dict[str, Any] = {}
        try:
            resp = self._post(conn, f"{self._prefix}/chat/completions", body)
            stop_watch.start()
            for event in _sse_events(resp):
                usage = event.get("usage") or usage
                timings = event.get("timings") or timings
                for choice in event.get("choices") or []:
                    text = (choice.get("delta") or {}).get("content") or ""
                    if text:
                        first_at = first_at or time.perf_counter()
                        chunks += 1
                        pieces.append(text)
                        on_text(text)
                    if choice.get("finish_reason"):
                        finish = STOP if choice["finish_reason"] == "stop" else LENGTH
        except (OSError, http.client.HTTPException) as exc:
            if not stop_watch.fired:
                raise LlmError(LLM_BACKEND_FAILED,
                               f"the server at {self._url} failed mid-reply: {exc}") from None
        finally:
            stop_watch.stop()
            conn.close()
        if stop_watch.fired:
            finish = STOPPED
        ended = time.perf_counter()
        first_at = first_at or ended
        prompt_tokens, cached, completion = _counts(usage, timings, chunks)
        return Completion(
            text="".join(pieces), finish_reason=finish, prompt_tokens=prompt_tokens,
            prompt_tokens_cached=cached, completion_tokens=completion,
            prompt_ms=(first_at - started) * 1000, generation_ms=(ended - first_at) * 1000,
        )

    def close(self) -> None:
        pass

    # ---------------------------------------------------------------------------------------

    def _body(self, params: GenerationParams) -> dict[str, Any]:
        s = params.sampling(self.info.family)
        body: dict[str, Any] = {
            "model": self._model,
            "messages": [{"role": t.role, "content": t.content} for t in params.turns],
            "max_tokens": params.max_tokens,
            "stream": True,
            "stream_options": {"include_usage": True},
            "temperature": s.temperature,
            "top_p": s.top_p,
            "top_k": s.top_k,
            "min_p": s.min_p,
        }
        if params.seed >= 0:
            body["seed"] = params.seed
        if params.stop:
            body["stop"] = list(params.stop)
        if params.grammar:
            grammar = self._grammars.get(params.grammar)
            if grammar is None:
                raise LlmError(LLM_UNKNOWN_GRAMMAR, f"no grammar named {params.grammar!r}; "
                               f"known: {', '.join(self.info.grammars) or 'none'}")
            body["grammar"] = grammar.text  # llama.cpp's servers; vLLM ignores it
        if self.info.family.thinks:
            body["chat_template_kwargs"] = {"enable_thinking": False}
        return body

    def _connection(self) -> http.client.HTTPConnection:
        cls = http.client.HTTPSConnection if self._https else http.client.HTTPConnection
        return cls(self._host, self._port, timeout=self._connect_timeout_s)

    def _headers(self) -> dict[str, str]:
        headers = {"Content-Type": "application/json", "Accept": "text/event-stream"}
        if self._api_key:
            headers["Authorization"] = f"Bearer {self._api_key}"
        return headers

    def _post(self, conn: http.client.HTTPConnection, path: str,
              body: dict[str, Any]) -> http.client.HTTPResponse:
        try:
            conn.request("POST", path, body=json.dumps(body).encode(), headers=self._headers())
            conn.sock.settimeout(None)  # a long prompt may take a while; cancel closes it
            resp = conn.getresponse()
        except OSError as exc:
            raise LlmError(LLM_BACKEND_FAILED, f"cannot reach the server at {self._url}: {exc}") \
                from None
        if resp.status >= 400:
            detail = resp.read(4000).decode("utf-8", "replace")
            code = REFUSED if resp.status < 500 else LLM_BACKEND_FAILED
            raise LlmError(code, f"the server at {self._url} answered HTTP {resp.status}: "
                                 f"{_error_text(detail)}")
        return resp

    def _get_json(self, path: str) -> dict[str, Any]:
        conn = self._connection()
        try:
            conn.request("GET", path, headers=self._headers())
            resp = conn.getresponse()
            data = resp.read()
            if resp.status >= 400:
                raise LlmError(MODEL_LOAD_FAILED, f"the server at {self._url} answered HTTP "
                               f"{resp.status} to GET {path}: {_error_text(data.decode())}")
            return json.loads(data)
        except (OSError, http.client.HTTPException, ValueError) as exc:
            raise LlmError(MODEL_LOAD_FAILED, f"cannot reach an OpenAI-compatible server at "
                           f"{self._url}: {exc}") from None
        finally:
            conn.close()

    def _server_n_ctx(self) -> int:
        """llama.cpp's server tells its context size at /props; others do not (0)."""
        base = self._prefix[: -len("/v1")]
        try:
            props = self._get_json(f"{base}/props")
        except LlmError:
            return 0
        settings = props.get("default_generation_settings") or {}
        n_ctx = settings.get("n_ctx", props.get("n_ctx", 0))
        return n_ctx if isinstance(n_ctx, int) else 0


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


def _sse_events(resp: http.client.HTTPResponse) -> Iterator[dict[str, Any]]:
    """The JSON payloads of a server-sent event stream, up to ``data: [DONE]``."""
    while True:
        line = resp.readline()
        if not line:
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
