"""The in-process backend: one GGUF model loaded with llama-cpp-python.

The KV state of the previous request stays in the context, and ``Llama.generate`` re-evaluates
only what follows the longest common token prefix, so a byte-identical system prompt first in
every request is evaluated once. Prompt-token counts come from llama.cpp's own perf counters.

A cancel or a deadline is seen between tokens, and also while the prompt is being evaluated:
llama.cpp asks an abort callback between the nodes of its compute graph, and a prompt of a
thousand new tokens takes seconds on a CPU. The callback is armed only until the first token
(between tokens the loop itself asks), so generation pays nothing for it. An aborted
``llama_decode`` leaves the context's cache as it was before the batch it stopped in, and
``Llama`` counts only the batches that finished, so the next request reuses what is valid.
"""

from __future__ import annotations

import codecs
import logging
import os
import random
import time
from collections.abc import Callable, Generator, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any

import llama_cpp
import numpy

from base.protocol import LLM_PROMPT_TOO_LONG, LLM_UNKNOWN_GRAMMAR, ChatMessage
from base.token_counts import TokenCounts
from config.settings import LlmConfig
from services.llm_server import native_log
from services.llm_server.adapters import AdapterFile
from services.llm_server.backend import (
    LENGTH,
    STOP,
    STOPPED,
    BackendInfo,
    Completion,
    GenerationParams,
    PromptProgress,
)
from services.llm_server.chat_template import ChatTemplate
from services.llm_server.drafting import Draft
from services.llm_server.errors import GRAMMAR_INVALID, MODEL_LOAD_FAILED, LlmError
from services.llm_server.families import detect_family
from services.llm_server.grammars import GrammarSource
from services.llm_server.models import ModelFile
from services.llm_server.text_filters import StopScanner
from services.llm_server.token_cache import HeadTokens

log = logging.getLogger(__name__)

WARMUP_TURNS = (
    ChatMessage.system("You are a helpful assistant in a dungeon game. Answer in one short "
                       "sentence."),
    ChatMessage.user("The companion stands next to a sword and a gorgon. What should it do first?"),
)
WARMUP_TOKENS = 16
# A prompt with this many tokens or more to read (a world that changed, a first request) is
# read on llm.n_threads_batch threads; fewer (an order after its world was read), and the
# drafted passes, on n_threads: two threads lost more to their hand-overs on a few tokens than
# they gained (docs/llm.md, "Threads").
BATCH_THREADS_FROM = 64
END = b"\xff<end>"  # the piece of an end-of-generation token (never valid UTF-8 text)


class LlamaCppBackend:
    def __init__(self, model: ModelFile, cfg: LlmConfig,
                 grammars: dict[str, GrammarSource], adapter: AdapterFile | None = None) -> None:
        native_log.install()
        native_log.take_errors()
        started = time.perf_counter()
        merged = adapter is not None and model.merged == adapter.path  # in the weights already
        self.llm = _load(model, cfg, None if merged else adapter)
        load_s = time.perf_counter() - started
        meta: dict[str, Any] = dict(self.llm.metadata)
        family = detect_family(cfg.family, model.family, str(model.path), meta)
        self.template = ChatTemplate.for_model(
            meta.get("tokenizer.chat_template"), family,
            bos_token=self._token_text(self.llm.token_bos()),
            eos_token=self._token_text(self.llm.token_eos()),
        )
        self._grammars = {name: self._compile(g) for name, g in grammars.items()}
        # While armed, llama.cpp's compute thread asks this between graph nodes (kept here: a
        # collected ctypes callback would be called after it was freed). Armed for the prompt
        # only: each call takes the GIL, which between tokens cost a fifth of the speed.
        self._stop_check: Callable[[], bool] | None = None
        self._aborted = False
        self._abort_callback = llama_cpp.ggml_abort_callback(self._should_abort)
        self._no_callback = llama_cpp.ggml_abort_callback()  # NULL: llama.cpp asks nothing
        self._pieces: dict[int, bytes] = {}  # token id -> its bytes, or END
        self._add_bos = bool(self.llm._model.add_bos_token())
        self._head_tokens = HeadTokens(self._tokenize_part)  # the system turn's, kept
        self._n_threads = (cfg.n_threads, batch_threads(cfg))
        self._note_prompt_reads()
        device, notes = _load_notes(cfg, meta)
        self.info = BackendInfo(
            model=model.name, model_path=str(model.path), backend="llama_cpp", family=family,
            n_ctx=self.llm.n_ctx(), n_threads=cfg.n_threads, n_gpu_layers=cfg.n_gpu_layers,
            device=device, grammars=tuple(sorted(self._grammars)), load_s=load_s,
            notes=notes, adapter=adapter,
        )
        how = " merged" if merged else ""
        log.info("loaded %s (%s family, template %s%s) in %.2f s on %s", model.path, family.name,
                 self.template.origin, f", adapter {adapter.name}{how}" if adapter else "",
                 load_s, device)

    def _note_prompt_reads(self) -> None:
        """Wrap ``Llama.eval`` to note the prompt being read, which reading() reports."""
        # Llama.eval reads it in batches and counts n_tokens up after each; the abort callback,
        # asked at the start of every batch, notes when one ended. The socket loop's thread asks
        # how far it is while this one reads.
        self._reading: _Reading | None = None
        self._prompt_next = False
        self._drafting = False  # batches after the first token carry a draft to check
        read_batches = self.llm.eval

        def eval_noting_the_prompt(batch: Sequence[int]) -> None:
            if self._prompt_next:
                self._prompt_next = False
                self._reading = _Reading(self.llm.n_tokens, len(batch), time.perf_counter())
            elif self._drafting and len(batch) > 1:
                self._eval_drafted(batch)
                return
            read_batches(batch)

        self.llm.eval = eval_noting_the_prompt  # type: ignore[method-assign,assignment]

    # ---------------------------------------------------------------------------------------

    def warm_up(self) -> Completion:
        """Run the slow first pass, then measure a clean pass (returned) for the speed figures."""
        params = GenerationParams(turns=WARMUP_TURNS, max_tokens=WARMUP_TOKENS, seed=1)
        self.generate(params, lambda _text: None, lambda: False)
        self.llm.reset()  # measure a full prompt evaluation, not a cache hit
        return self.generate(params, lambda _text: None, lambda: False)

    def render(self, turns: tuple[ChatMessage, ...] | list[ChatMessage]) -> str:
        return self.template.render(turns)

    def tokenize(self, prompt: str, head: str = "") -> list[int]:
        """``prompt``'s tokens; ``head``: the text it begins with whose tokens may be kept
        (``_head``)."""
        bos = self.template.bos_token
        if self._add_bos and bos and prompt.startswith(bos):
            prompt = prompt[len(bos):]  # the template wrote it; tokenize() adds it once
            head = head[len(bos):] if head.startswith(bos) else ""
        return self._head_tokens.tokens(prompt, head)

    def _tokenize_part(self, text: str, first: bool) -> list[int]:
        return self.llm.tokenize(text.encode("utf-8"), add_bos=first and self._add_bos,
                                 special=True)

    def _head(self, turns: Sequence[ChatMessage]) -> str:
        """The system turn the prompt begins with, rendered, or "" (none; a template that will
        not render it alone)."""
        if not turns or turns[0].role != "system":
            return ""
        try:
            return self.template.render(turns[:1], generation_prompt=False)
        except LlmError:
            return ""

    def generate(
        self,
        params: GenerationParams,
        on_text: Callable[[str], None],
        should_stop: Callable[[], bool],
        on_restart: Callable[[], None] = lambda: None,  # one model in process never restarts
    ) -> Completion:
        text, head, tokens, grammar = self._prepare(params)
        s = params.sampling(self.info.family)
        self.llm.set_seed(params.seed if params.seed >= 0 else random.getrandbits(31))
        ctx = self.llm._ctx.ctx
        llama_cpp.llama_perf_context_reset(ctx)
        run = _Run(on_text, StopScanner(params.stop))
        draft = self._draft(params, text, head, tokens)
        self._stop_check, self._aborted = should_stop, False
        self._prompt_next, self._drafting = True, draft is not None
        self._arm(True)
        self._threads(prompt=self._long_read(tokens))
        try:
            steps = self.llm.generate(
                tokens, top_k=s.top_k, top_p=s.top_p, min_p=s.min_p, temp=s.temperature,
                repeat_penalty=s.repeat_penalty, grammar=grammar, reset=True,
            )
            feed = _Feed(steps)
            for token in feed:
                if params.least_prob:  # the logits it was sampled from, while they are there
                    run.note_prob(self._prob(token, len(tokens) - 1 + run.sampled))
                run.sampled += 1
                if run.first_at is None:
                    self._first_token(run, ctx)
                    if params.read_only:  # the prompt is in the cache: nothing is written
                        run.finish = STOP
                        break
                    run.emit(params.reply_prefix)  # given, not written: out with the first
                if not self._take(token, run, params.max_tokens, should_stop):
                    break
                if draft is not None:
                    room = min(params.max_tokens - run.n, self.info.n_ctx - self.llm.n_tokens - 1)
                    feed.chunk = draft.seen(token)[:max(room, 0)] or None
            run.drafted = draft.accepted if draft is not None else 0
        except RuntimeError:
            if not self._aborted:  # llama.cpp failed on its own
                raise
            log.debug("prompt evaluation stopped after %.0f ms",
                      (time.perf_counter() - run.started) * 1000)
            run.finish = STOPPED
        finally:
            self._arm(False)
            self._threads(prompt=False)
            self._stop_check, self._reading, self._prompt_next = None, None, False
            self._drafting = False
        return run.completion(len(tokens))

    def _draft(self, params: GenerationParams, text: str, head: str,
               prompt: list[int]) -> Draft | None:
        """The request's draft as tokens of the reply, or None (no draft; or llama.cpp drafts
        by prompt lookup, ``llm.prompt_lookup_tokens``, and feeds the batches itself). The
        draft is tokenised after the prompt (``text``, its tokens ``prompt``), as the model
        would write it there."""
        if not params.draft or self.llm.draft_model is not None:
            return None
        whole = self.tokenize(text + params.draft, head)
        if whole[:len(prompt)] == prompt:
            return Draft(whole[len(prompt):])
        return Draft(self.llm.tokenize(params.draft.encode("utf-8"), add_bos=False,
                                       special=False))

    def _eval_drafted(self, batch: Sequence[int]) -> None:
        """``Llama.eval`` for a token and the draft sent after it: one pass with logits at
        every position, which ``Llama.generate`` samples one by one (it truncates the cache at
        the first token the model did not agree with). The logits stay in llama.cpp's buffer:
        copying them out (as ``Llama.eval`` does with ``logits_all``) is not needed to sample."""
        llm = self.llm
        llm._ctx.kv_cache_seq_rm(-1, llm.n_tokens, -1)
        n_past = llm.n_tokens
        llm._batch.set_batch(batch=batch, n_past=n_past, logits_all=True)
        llm._ctx.decode(llm._batch)
        llm.input_ids[n_past:n_past + len(batch)] = batch
        llm.n_tokens += len(batch)

    def _prob(self, token: int, position: int) -> float:
        """The probability the model gave ``token`` at ``position`` of the context (before
        sampling's temperature and cut-offs): ``Llama.generate`` samples the token at
        ``position`` from the logits of the last batch it read, counted from its end."""
        n_vocab = self.llm.n_vocab()
        row = llama_cpp.llama_get_logits_ith(self.llm._ctx.ctx, position - self.llm.n_tokens)
        logits = numpy.ctypeslib.as_array(row, shape=(n_vocab,))
        top = float(logits.max())
        return float(numpy.exp(logits[token] - top) / numpy.exp(logits - top).sum())

    def _first_token(self, run: _Run, ctx: Any) -> None:
        """The prompt is read: note when, and how many of its tokens were not in the cache."""
        self._arm(False)  # from here on the loop asks, between tokens
        self._threads(prompt=False)
        self._reading = None
        run.first_at = time.perf_counter()
        perf = llama_cpp.llama_perf_context(ctx)
        run.evaluated = perf.n_p_eval  # prompt tokens decoded, cached prefix excluded

    def _take(self, token: int, run: _Run, max_tokens: int,
              should_stop: Callable[[], bool]) -> bool:
        """Add one sampled token to the reply; False when the reply ends with it."""
        piece = self._pieces.get(token)
        if piece is None:
            piece = self._piece(token)
        if piece is END:
            run.finish = STOP
            return False
        run.n += 1
        run.emit(run.stopper.feed(run.decoder.decode(piece)))
        if run.stopper.stopped:
            run.finish = STOP
            return False
        if run.n >= max_tokens:
            return False
        if should_stop():
            run.finish = STOPPED
            return False
        return True

    def reading(self) -> PromptProgress | None:
        """How far the prompt being read now is; None when none is."""
        reading = self._reading
        if reading is None:
            return None
        return PromptProgress(tokens=reading.tokens, read=reading.read,
                              elapsed_s=time.perf_counter() - reading.began,
                              read_at_s=reading.read_at - reading.began if reading.read else 0.0)

    def close(self) -> None:
        self.llm.close()

    def _prepare(self, params: GenerationParams) -> tuple[str, str, list[int], Any]:
        """The prompt's text, its head (``_head``), its tokens and the grammar asked for;
        LlmError when the prompt or the grammar cannot be."""
        grammar = None
        if params.grammar:
            grammar = self._grammars.get(params.grammar)
            if grammar is None:
                raise LlmError(LLM_UNKNOWN_GRAMMAR, f"no grammar named {params.grammar!r}; "
                               f"known: {', '.join(self.info.grammars) or 'none'}")
        text = self.render(list(params.turns)) + params.reply_prefix
        head = self._head(params.turns)
        tokens = self.tokenize(text, head)
        n_ctx = self.info.n_ctx
        if len(tokens) + params.max_tokens > n_ctx:
            raise LlmError(
                LLM_PROMPT_TOO_LONG,
                f"the prompt is {len(tokens)} tokens and max_tokens is {params.max_tokens}: "
                f"together over the context limit of {n_ctx} tokens (n_ctx); shorten the "
                f"prompt to at most {max(n_ctx - params.max_tokens, 0)} tokens",
            )
        return text, head, tokens, grammar

    # ---------------------------------------------------------------------------------------

    def _long_read(self, tokens: list[int]) -> bool:
        """Whether BATCH_THREADS_FROM tokens or more of ``tokens`` are not in the cache; only
        asked when there are other threads to read them on."""
        n, batch = self._n_threads
        if batch == n or len(tokens) < BATCH_THREADS_FROM:
            return False
        cached = self.llm._input_ids
        shared = min(len(cached), len(tokens))
        differ = numpy.flatnonzero(cached[:shared] != numpy.asarray(tokens[:shared]))
        kept = int(differ[0]) if differ.size else shared
        return len(tokens) - kept >= BATCH_THREADS_FROM

    def _threads(self, *, prompt: bool) -> None:
        """Batches on llm.n_threads_batch threads while a long prompt is read, else on
        n_threads (a C setter: no cost to speak of)."""
        n, batch = self._n_threads
        if batch != n:
            llama_cpp.llama_set_n_threads(self.llm._ctx.ctx, n, batch if prompt else n)

    def _arm(self, on: bool) -> None:
        llama_cpp.llama_set_abort_callback(
            self.llm._ctx.ctx, self._abort_callback if on else self._no_callback, None)

    def _should_abort(self, _data: Any) -> bool:
        """llama.cpp's abort callback: whether to stop the graph being computed now. Nothing
        may be raised back through C: a failing check is logged and the prompt goes on."""
        reading = self._reading
        if reading is not None and self.llm.n_tokens - reading.before != reading.read:
            reading.read = min(self.llm.n_tokens - reading.before, reading.tokens)
            reading.read_at = time.perf_counter()  # a batch ended: the next one begins
        check = self._stop_check
        try:
            if check is None or not check():
                return False
        except Exception:
            log.exception("the stop check failed during the prompt; it goes on")
            return False
        self._aborted = True
        return True

    def _piece(self, token: int) -> bytes:
        """The token's bytes as the reply shows them, or END for an end-of-generation token;
        asked of llama.cpp once per token id (two C calls and a buffer each time were a
        noticeable part of a token's cost outside llama.cpp)."""
        piece = END if llama_cpp.llama_vocab_is_eog(self.llm._model.vocab, token) else \
            self.llm.detokenize([token])
        self._pieces[token] = piece
        return piece

    def _token_text(self, token: int) -> str:
        return self.llm._model.token_get_text(token) if token >= 0 else ""

    def _compile(self, source: GrammarSource) -> llama_cpp.LlamaGrammar:
        with native_log.captured_stderr() as lines:
            sampler = llama_cpp.llama_sampler_init_grammar(
                self.llm._model.vocab, source.text.encode("utf-8"), b"root"
            )
        if not sampler:
            reason = next((ln for ln in lines if "error" in ln), "") or "; ".join(
                native_log.take_errors()) or "llama.cpp gave no reason"
            raise LlmError(GRAMMAR_INVALID,
                           f"grammar {source.name!r} ({source.path}) does not compile: {reason}")
        llama_cpp.llama_sampler_free(sampler)
        return llama_cpp.LlamaGrammar.from_string(source.text, verbose=False)


class _Run:
    """One reply being written: its text as it streams out and what its Completion reports."""

    def __init__(self, on_text: Callable[[str], None], stopper: StopScanner) -> None:
        self.on_text = on_text
        self.decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self.stopper = stopper
        self.pieces: list[str] = []
        self.started = time.perf_counter()
        self.first_at: float | None = None
        self.evaluated = 0
        self.n = 0
        self.drafted = 0  # tokens of the reply taken from the request's draft
        self.finish = LENGTH
        self.sampled = 0  # tokens sampled, the end of the reply's included
        self.least_prob = -1.0  # the least probability of a token sampled (-1.0: not asked)

    def note_prob(self, p: float) -> None:
        self.least_prob = p if self.least_prob < 0 else min(self.least_prob, p)

    def emit(self, text: str) -> None:
        if text:
            self.pieces.append(text)
            self.on_text(text)

    def completion(self, prompt_tokens: int) -> Completion:
        """What the reply came to, once what the decoder and the stop scanner hold is out."""
        if not self.stopper.stopped:
            self.emit(self.stopper.feed(self.decoder.decode(b"", final=True)))
            self.emit(self.stopper.flush())
        ended = time.perf_counter()
        first_at = self.first_at or ended
        return Completion(
            text="".join(self.pieces), finish_reason=self.finish,
            tokens=TokenCounts(prompt_tokens, max(prompt_tokens - self.evaluated, 0), self.n),
            prompt_ms=(first_at - self.started) * 1000,
            generation_ms=(ended - first_at) * 1000,
            drafted=self.drafted, least_prob=self.least_prob,
        )


class _Feed:
    """``Llama.generate``'s tokens; each step is sent ``chunk`` as it is then (and it is
    emptied): draft tokens to evaluate after the last token, which ``Llama.generate`` takes as
    what its ``yield`` returns."""

    def __init__(self, steps: Generator[int, list[int] | None, None]) -> None:
        self.steps = steps
        self.chunk: list[int] | None = None

    def __iter__(self) -> Iterator[int]:
        try:
            token = next(self.steps)
            while True:
                yield token
                chunk, self.chunk = self.chunk, None
                token = self.steps.send(chunk)
        except StopIteration:
            return


@dataclass(slots=True)
class _Reading:
    """A prompt being read: the context's tokens before it, its own, when it began; how many
    are read and when that was (perf_counter)."""

    before: int
    tokens: int
    began: float
    read: int = 0
    read_at: float = 0.0


def _load(model: ModelFile, cfg: LlmConfig, adapter: AdapterFile | None) -> llama_cpp.Llama:
    """The model (with its adapter) in llama.cpp; LlmError with llama.cpp's reasons if not."""
    draft = None
    if cfg.prompt_lookup_tokens:
        from llama_cpp.llama_speculative import LlamaPromptLookupDecoding

        draft = LlamaPromptLookupDecoding(num_pred_tokens=cfg.prompt_lookup_tokens)
    try:
        return llama_cpp.Llama(
            model_path=str(model.path),
            n_ctx=cfg.n_ctx,
            n_threads=cfg.n_threads,
            n_threads_batch=batch_threads(cfg),
            n_gpu_layers=cfg.n_gpu_layers,
            draft_model=draft,
            # Applied unmerged, at full scale, to the quantised weights it was trained on
            # (llama.cpp then reads the model without mmap).
            lora_path=str(adapter.path) if adapter is not None else None,
            verbose=False,
        )
    except (ValueError, RuntimeError) as exc:
        reasons = native_log.take_errors()
        why = "; ".join(reasons) if reasons else str(exc)
        what = f"{model.path} with the adapter {adapter.path}" if adapter else model.path
        raise LlmError(MODEL_LOAD_FAILED,
                       f"llama.cpp could not load {what}: {why}") from None


def batch_threads(cfg: LlmConfig) -> int:
    """Threads for reading a long prompt: llm.n_threads_batch (0: n_threads), at most the
    cores this process may run on (more threads than cores wait on each other)."""
    return min(cfg.n_threads_batch or cfg.n_threads, max(cfg.n_threads, _cores()))


def _cores() -> int:
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def _load_notes(cfg: LlmConfig, meta: dict[str, Any]) -> tuple[str, tuple[str, ...]]:
    """(what runs the model, warnings about the configuration), the warnings logged."""
    notes = []
    if batch_threads(cfg) < cfg.n_threads_batch:
        notes.append(f"n_threads_batch {cfg.n_threads_batch} is more than the {_cores()} "
                     f"cores here: long prompts are read on {batch_threads(cfg)}")
    trained = int(meta.get(f"{meta.get('general.architecture', '')}.context_length", 0) or 0)
    if trained and cfg.n_ctx > trained:
        notes.append(f"n_ctx {cfg.n_ctx} is above the {trained} tokens the model was "
                     "trained on")
    device, device_note = _device(cfg.n_gpu_layers, meta)
    if device_note:
        notes.append(device_note)
    for note in notes:
        log.warning("%s", note)
    return device, tuple(notes)


def _device(n_gpu_layers: int, meta: dict[str, Any]) -> tuple[str, str]:
    """(what runs the model, a warning or "")."""
    if n_gpu_layers == 0:
        return "CPU", ""
    if not llama_cpp.llama_supports_gpu_offload():
        return "CPU", (f"n_gpu_layers = {n_gpu_layers} but this llama.cpp was built without GPU "
                       'support; build it with CUDA: make run GPU=cuda (see docs/llm.md)')
    blocks = int(meta.get(f"{meta.get('general.architecture', '')}.block_count", 0) or 0)
    total = blocks + 1  # the output layer counts as one more
    on_gpu = total if n_gpu_layers < 0 or n_gpu_layers >= total else n_gpu_layers
    return f"GPU ({on_gpu} of {total} layers offloaded)", ""


__all__ = ["LlamaCppBackend", "replace"]
