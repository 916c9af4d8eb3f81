"""The remote backend: a list of OpenAI-compatible chat servers by URL (llama.cpp's server,
llama-cpp-python's ``llama_cpp.server``, vLLM), with requests spread over them.

Each request goes to the least busy server that is up (``server_pool``), up to
``llm.openai_requests_per_server`` at once on each. A server that fails (cannot be reached, the
connection breaks, silent for ``llm.openai_read_timeout_ms``, HTTP 502/503/504) is marked down
and the request moves to the next server that is up, from the start; a probe thread asks a down
server for its models after its back-off and puts it back in service when it answers. A request
fails only when no server that is up is left for it, with every server's reason.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Callable
from typing import Any

from base.protocol import LLM_BACKEND_FAILED, LLM_UNKNOWN_GRAMMAR, ChatMessage
from base.token_counts import TokenCounts
from config.settings import LlmConfig
from services.llm_server.backend import (
    STOP,
    STOPPED,
    BackendInfo,
    Completion,
    GenerationParams,
)
from services.llm_server.errors import MODEL_LOAD_FAILED, LlmError
from services.llm_server.families import detect_family
from services.llm_server.grammars import GrammarSource
from services.llm_server.openai_http import OpenAIServer, ServerDown
from services.llm_server.server_pool import ServerPool, ServerState, ServerView

log = logging.getLogger(__name__)

WARMUP_TURNS = (ChatMessage.user("Say hello in five words."),)
# How long a request waiting for a free slot sleeps between looks at its stop flag.
SLOT_WAIT_S = 0.05
# The probe thread looks at least this often for a server whose back-off has passed.
PROBE_LOOK_S = 0.5


class OpenAIBackend:
    def __init__(self, cfg: LlmConfig, grammars: dict[str, GrammarSource],
                 clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._grammars = grammars
        self._model_wanted = cfg.openai_model
        api_key = os.environ.get(cfg.openai_api_key_env, "") if cfg.openai_api_key_env else ""
        self._http = {url: OpenAIServer(url, connect_timeout_s=cfg.openai_connect_timeout_ms / 1000,
                                        read_timeout_s=cfg.openai_read_timeout_ms / 1000,
                                        api_key=api_key)
                      for url in cfg.openai_urls}
        self.pool = ServerPool(cfg.openai_urls, slots=cfg.openai_requests_per_server,
                               backoff_initial_s=cfg.openai_backoff_initial_ms / 1000,
                               backoff_max_s=cfg.openai_backoff_max_ms / 1000)
        started = time.perf_counter()
        for server in self.pool.servers:
            self._probe(server)
        first = next((s for s in self.pool.servers if s.up), None)
        if first is None:
            raise LlmError(MODEL_LOAD_FAILED, "cannot reach an OpenAI-compatible server at "
                           + "; ".join(f"{s.url} ({s.error})" for s in self.pool.servers))
        urls = ", ".join(cfg.openai_urls)
        family = detect_family(cfg.family, "", first.model, {})
        self.info = BackendInfo(
            model=first.model, model_path=urls, backend="openai", family=family,
            n_ctx=self._http[first.url].n_ctx(), n_threads=0, n_gpu_layers=0,
            device=_remote(len(cfg.openai_urls)), grammars=tuple(sorted(grammars)),
            load_s=time.perf_counter() - started, concurrency=self.pool.slots,
        )
        for s in self.pool.servers:
            log.info("model server %s: %s", s.url, f"up, serving {s.model}" if s.up else
                     f"down ({s.error}), tried again after its back-off")
        log.info("using %s (%s family) on %d server(s), %d request(s) at once", first.model,
                 family.name, len(self.pool.servers), self.pool.slots)
        self._closed = threading.Event()
        self._prober = threading.Thread(target=self._probe_loop, name="openai-probe",
                                        daemon=True)
        self._prober.start()

    def warm_up(self) -> Completion:
        params = GenerationParams(turns=WARMUP_TURNS, max_tokens=16, seed=1)
        return self.generate(params, lambda _t: None, lambda: False)

    def has_room(self) -> bool:
        """The service takes a queued request only when it can start (or fail) at once."""
        return self.pool.has_room()

    def servers(self) -> list[ServerView]:
        return self.pool.views(self._clock())

    def generate(
        self,
        params: GenerationParams,
        on_text: Callable[[str], None],
        should_stop: Callable[[], bool],
        on_restart: Callable[[], None] = lambda: None,
    ) -> Completion:
        if params.read_only:  # a remote server's cache is its own: nothing to ask it
            return Completion("", STOP, TokenCounts(-1, -1, 0), 0.0, 0.0)
        body = self._body(params)
        tried: list[ServerState] = []
        failures: list[str] = []
        while True:
            server = self.pool.acquire(exclude=tried)
            if server is None:
                if not self.pool.any_up(exclude=tried):
                    raise LlmError(LLM_BACKEND_FAILED, self._nobody_left(failures))
                if should_stop():
                    return Completion("", STOPPED, TokenCounts(-1, -1, 0), 0.0, 0.0)
                self.pool.wait(SLOT_WAIT_S)  # every server that is up is full
                continue
            tried.append(server)
            streamed = False

            def text(piece: str) -> None:
                nonlocal streamed
                streamed = True
                on_text(piece)

            try:
                done = self._http[server.url].chat({**body, "model": server.model}, text,
                                                   should_stop)
            except ServerDown as exc:
                self.pool.release(server)
                self.pool.failed(server, str(exc), self._clock())
                failures.append(f"{server.url} failed: {exc}")
                log.warning("model server %s is down (%s); the request moves on%s", server.url,
                            exc, " and starts again" if streamed else "")
                if streamed:
                    on_restart()
                continue
            except BaseException:
                self.pool.release(server)
                raise
            self.pool.release(server, served=done.finish_reason != STOPPED)
            return done

    def close(self) -> None:
        self._closed.set()
        self._prober.join(timeout=2)

    # ---------------------------------------------------------------------------------------

    def _nobody_left(self, failures: list[str]) -> str:
        down = self.pool.down_sentence(self._clock())
        said = "; ".join(failures)
        return ("no model server could take the request"
                + (f": {said}" if said else "") + (f" (down: {down})" if down else ""))

    def _probe(self, server: ServerState) -> None:
        try:
            ids = self._http[server.url].models()
        except ServerDown as exc:
            self.pool.failed(server, str(exc), self._clock())
            return
        model = self._model_wanted or (ids[0] if ids else "")
        if not model:
            self.pool.failed(server, "it lists no model; set llm.openai_model", self._clock())
            return
        self.pool.answered(server, model)

    def _probe_loop(self) -> None:
        while not self._closed.is_set():
            for server in self.pool.due(self._clock()):
                self._probe(server)
                if server.up:
                    log.info("model server %s answers again", server.url)
            wait = self.pool.next_due_in(self._clock())
            self._closed.wait(PROBE_LOOK_S if wait is None else min(wait, PROBE_LOOK_S))

    def _body(self, params: GenerationParams) -> dict[str, Any]:
        s = params.sampling(self.info.family)
        body: dict[str, Any] = {
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


def _remote(servers: int) -> str:
    return f"remote ({servers} server{'s' if servers != 1 else ''})"
