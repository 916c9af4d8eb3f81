"""The agent's real parts, put together: the model service, a validation sandbox, the library."""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable, Sequence
from functools import partial

import numpy as np
import zmq

from agent import prompt
from agent.errors import Cancelled, ModelUnavailable, PromptTooLong
from agent.house.checks import GameWords
from agent.house.examples import ExampleBank, example_orders
from agent.house.restate import (
    GRAMMAR as RESTATE_GRAMMAR,
    MAX_TOKENS as RESTATE_TOKENS,
    ModelRestater,
    NearestSentence,
    Said,
)
from agent.loop import ALTERNATE, REPAIR, AgentLimits, CodeAgent
from agent.outcome import Generation
from agent.seams import Restater
from agent.validate import SandboxValidator
from base.protocol import LLM_PROMPT_TOO_LONG, ChatMessage, LlmResult
from base.token_counts import TokenCounts
from base.transport import RemoteError, new_request_id
from config.curve_keys import load_curve
from config.settings import Config
from game.rules import Rules
from services.agent_server.warm_up import DONE, FAILED, WAITING, PromptReading, WarmUp
from services.llm_server.adapters import (
    AdapterFile,
    adapter_applies,
    resolve_adapter,
    restate_adapter_applies,
)
from services.llm_server.client import LlmClient, LlmUnavailable
from services.llm_server.errors import LlmError
from services.llm_server.task_backends import RESTATE

log = logging.getLogger(__name__)


class ServiceModel:
    """The model service behind the agent's ``Model`` seam."""

    def __init__(self, client: LlmClient, *, grammar: str = "", max_tokens: int = 0,
                 reply_prefix: str = "", implied_prefix: str = "", drafts: bool = True) -> None:
        """``reply_prefix``: the answer's start, given to the model to read (the service
        returns it with the answer); ``implied_prefix``: the answer's start the model neither
        reads nor writes (it was trained on answers without it), put before what it wrote."""
        self.client = client
        self.grammar = grammar
        self.max_tokens = max_tokens
        self.reply_prefix = reply_prefix
        self.implied_prefix = implied_prefix
        self.drafts = drafts  # False: drafts are not sent (agent.draft)
        # How far the model is in reading the prompt of the request under way (None: no request
        # is, or its first token came): the agent's loop says so to the game when it is long.
        self.reading: PromptReading | None = None

    def generate(
        self, messages: list[ChatMessage], *, seed: int, on_token: Callable[[str], None],
        draft: str = "", temperature: float | None = None,
    ) -> Generation:
        request_id = new_request_id("agent")
        if not self.drafts:
            draft = ""
        else:
            for given in (self.reply_prefix, self.implied_prefix):
                if given and draft.startswith(given):
                    draft = draft[len(given):]  # the model does not write that part
        reading = self.reading = PromptReading()
        try:
            for reply in self.client.stream(messages, request_id=request_id, seed=seed,
                                            on_wait=lambda: on_token(""),
                                            on_progress=reading.heard,
                                            grammar=self.grammar, max_tokens=self.max_tokens,
                                            reply_prefix=self.reply_prefix, draft=draft,
                                            temperature=temperature):
                self.reading = None  # a token or the result: the prompt is read
                if isinstance(reply, LlmResult):
                    tokens = TokenCounts(reply.prompt_tokens, reply.prompt_tokens_cached,
                                         reply.completion_tokens)
                    return Generation(text=self._with_implied(reply.text), tokens=tokens,
                                      ms=reply.timings.total_ms,
                                      finish_reason=reply.finish_reason, drafted=reply.drafted)
                on_token(reply.text)
        except Cancelled:
            try:
                self.client.cancel(request_id)
            except Exception as exc:  # the order is dropped either way
                log.warning("could not cancel model request %s: %s", request_id, exc)
            raise
        except LlmUnavailable as exc:
            raise ModelUnavailable(str(exc)) from None
        except RemoteError as exc:
            if exc.code == LLM_PROMPT_TOO_LONG:
                raise PromptTooLong(exc.message) from None
            raise ModelUnavailable(f"{exc.code}: {exc.message}") from None
        finally:
            self.reading = None
        raise ModelUnavailable("the model service ended a stream without a result")


    def _with_implied(self, text: str) -> str:
        """The answer with its implied start put before it, unless the model wrote that start
        itself (a prompt it was not trained on, such as a repair, may lead it to)."""
        start = self.implied_prefix.strip()
        if not start or text.lstrip().startswith(start):
            return text
        return self.implied_prefix + text

    def read(self, messages: list[ChatMessage]) -> Generation:
        """The model reads ``messages`` into its cache and writes nothing (``read_only``)."""
        try:
            done = self.client.generate(messages, request_id=new_request_id("agent-ahead"),
                                        read_only=True)
        except LlmUnavailable as exc:
            raise ModelUnavailable(str(exc)) from None
        except RemoteError as exc:
            raise ModelUnavailable(f"{exc.code}: {exc.message}") from None
        return Generation(text="", tokens=TokenCounts(done.prompt_tokens,
                                                      done.prompt_tokens_cached, 0),
                          ms=done.timings.total_ms, finish_reason=done.finish_reason)


VALIDATION_READY_TIMEOUT_S = 15


def validation_executor(cfg: Config, ctx: zmq.Context, *,
                        ready_timeout_s: float = VALIDATION_READY_TIMEOUT_S):
    """The agent's own sandbox worker, for dry runs: nothing the game runs is touched. Waits up
    to ``ready_timeout_s`` for it to answer (0: returns while it starts)."""
    from services.sandbox_client.pool import WorkerPool
    from services.sandbox_client.settings import PoolSettings
    from services.sandbox_client.spawn import LocalSpawner

    endpoint = cfg.endpoint("sandbox", index="validate")
    # The worker is the agent's own child, not a supervised service: it must not heartbeat.
    environ = {k: v for k, v in os.environ.items() if not k.startswith("DUNGEON_")}
    spawner = LocalSpawner(overrides=[f"paths.data_dir={cfg.paths.data_dir}"],
                           supervisor=cfg.supervisor, environ=environ, quiet=True)
    # A dry run is not a game tick: give it the sandbox's own time budget with room to spare.
    settings = PoolSettings(
        limits=cfg.sandbox,
        deadline_ms=max(cfg.game.sandbox_deadline_ms, 4 * cfg.sandbox.max_tick_ms),
        game_seed=cfg.game.seed,
        max_message_bytes=cfg.network.max_message_bytes,
    )
    pool = WorkerPool(ctx, [endpoint], settings, spawner=spawner).start()
    if ready_timeout_s and not pool.wait_ready(ready_timeout_s):
        log.warning("the validation sandbox worker is not ready yet")
    return pool


def build_code_agent(cfg: Config, ctx: zmq.Context | None = None, *,
                     waits: bool = True) -> CodeAgent:
    """``waits`` False: neither the reader's dictionaries nor the validation sandbox worker are
    waited for (the agent service loads them after it says it is ready)."""
    from agent.library import Library
    from agent.reading.spelling import warm
    from sandbox_worker import api

    if waits:
        warm()  # the first order does not wait for the dictionaries
    ctx = ctx or zmq.Context.instance()
    # The service sends progress every second while it works: a few silent seconds mean it died.
    client = LlmClient(ctx, cfg.endpoint("llm"), timeout_ms=2000, idle_timeout_ms=5000,
                       curve=load_curve(cfg.network))
    validator = SandboxValidator(
        validation_executor(cfg, ctx, ready_timeout_s=VALIDATION_READY_TIMEOUT_S if waits else 0),
        api_globals=api.global_names(),
        methods=[e.name for e in api.entries("method")],
        dry_run_ticks=cfg.agent.dry_run_ticks, done_check_ticks=cfg.agent.done_check_ticks,
        rules=Rules(cfg.game.monster_wander_chance, cfg.game.monster_leash_tiles),
    )
    library = Library.open(cfg)
    return CodeAgent(
        model=service_model(cfg, client),
        validator=validator,
        library=library,
        api_text=api.api_reference_text(),
        limits=agent_limits(cfg),
        base_seed=cfg.game.seed,
        system=agent_system_prompt(cfg),
        layout=agent_prompt_layout(cfg),
        restater=restater(cfg, client, library.embed),
        open_orders=cfg.agent.open_orders == "write",
        names_outside=GameWords(example_orders()).names_outside
        if cfg.agent.open_orders == "write" else None,
    )


def restater(cfg: Config, client: LlmClient,
             embed: Callable[[Sequence[str]], np.ndarray]) -> Restater | None:
    """The restater ``agent.restate`` names: None for "off". ``embed``: the library's sentence
    embedder, loaded when first asked (one model in the agent, not two)."""
    mode = cfg.agent.restate
    if mode == "off":
        return None
    bank = ExampleBank(embed)
    words = GameWords(bank.orders)
    if mode == "nearest":
        return NearestSentence(bank, words)
    grammar = RESTATE_GRAMMAR if cfg.agent.restate_grammar else ""
    if restate_adapter_applies(cfg.llm):  # trained on the order alone: no worked examples
        return ModelRestater(partial(restate_with_model, client, grammar=grammar,
                                     adapter=RESTATE), bank, words, examples=0,
                             min_prob=cfg.agent.restate_min_prob,
                             unknown_min_prob=cfg.agent.restate_unknown_min_prob)
    return ModelRestater(partial(restate_with_model, client, grammar=grammar), bank, words)


def restate_with_model(client: LlmClient, messages: list[ChatMessage], draft: str, *,
                       grammar: str = RESTATE_GRAMMAR, adapter: str = "") -> Said:
    """The model's sentence for the turns: greedy, one line, held to the house language's
    grammar when ``grammar`` names it (else written freely and read after, which the checks
    do either way); "" when the model service does not answer (the order is then refused as
    it was read). ``adapter``: the model service's restating instance (``llm.restate_lora``)
    instead of the model."""
    try:
        result = client.generate(messages, grammar=grammar, max_tokens=RESTATE_TOKENS,
                                 temperature=0.0, seed=0, draft=draft, stop=["\n"],
                                 adapter=adapter, least_prob=True)
    except (LlmUnavailable, RemoteError) as exc:
        log.warning("the model could not restate an order: %s", exc)
        return Said("", answered=False)
    return Said(result.text, result.least_prob)


def applied_adapter(cfg: Config) -> AdapterFile | None:
    """The LoRA adapter the model service runs with under ``cfg``, with what its card says;
    None when there is none (or its file is missing: the model service refuses to start)."""
    if not adapter_applies(cfg.llm):
        return None
    try:
        return resolve_adapter(cfg.llm)
    except LlmError:
        return None


def agent_system_prompt(cfg: Config) -> str | None:
    """With a LoRA adapter on, the system prompt it was trained with (its card says which): an
    adapter sent another prompt (the API has grown since) writes worse code. None: the agent's
    own, made from the API registry."""
    adapter = applied_adapter(cfg)
    return adapter.system_prompt if adapter is not None else None


def agent_prompt_layout(cfg: Config) -> str:
    """How the user message ends and the answer begins: the layout the adapter was trained in
    (its card says; an older card's is INSTRUCTION_LAST), and INSTRUCTION_LAST for a model
    without one, which needs to be told what to write."""
    adapter = applied_adapter(cfg)
    return adapter.prompt_layout if adapter is not None else prompt.INSTRUCTION_LAST


def agent_grammar(cfg: Config) -> str:
    """The grammar the model writes under: none with a LoRA adapter on. The Lua grammar writes a
    table on one line, the adapter was trained to write a plan's steps one a line; constrained,
    the shipped adapter wrote fewer exact programs, twice as slowly (docs/llm.md)."""
    return "" if adapter_applies(cfg.llm) else cfg.agent.grammar


def _first_line(cfg: Config) -> tuple[str, str]:
    """(given, implied): the first line every program a LoRA adapter learnt begins with, given
    to read (INSTRUCTION_LAST) or put before what it writes (ORDER_LAST); neither for a model
    without an adapter, which may think first or write under a grammar."""
    return prompt.first_line(agent_prompt_layout(cfg)) if adapter_applies(cfg.llm) else ("", "")


def agent_reply_prefix(cfg: Config) -> str:
    """What the model is given as the start of its answer: with an adapter trained in the
    INSTRUCTION_LAST layout, the program's first line (13 tokens it need not write, a quarter of
    a typical program's)."""
    return _first_line(cfg)[0]


def agent_implied_prefix(cfg: Config) -> str:
    """What the agent puts before the model's answer: with an adapter trained in the ORDER_LAST
    layout, the program's first line, which it neither reads nor writes (the order is the last
    thing it reads: ~20 fewer tokens between an order and its program)."""
    return _first_line(cfg)[1]


def service_model(cfg: Config, client: LlmClient, *, drafts: bool | None = None) -> ServiceModel:
    """The agent's model as ``cfg`` makes it: the grammar, the token limit and the answer's
    given or implied first line for the model and adapter it names; ``drafts`` overrides
    ``agent.draft``."""
    return ServiceModel(client, grammar=agent_grammar(cfg), max_tokens=cfg.llm.max_tokens,
                        reply_prefix=agent_reply_prefix(cfg),
                        implied_prefix=agent_implied_prefix(cfg),
                        drafts=cfg.agent.draft if drafts is None else drafts)


def agent_limits(cfg: Config) -> AgentLimits:
    """The agent's limits. With a LoRA adapter on the model, the prompt is the one the adapter
    was trained with (agent.training: system prompt, world and order, no examples): examples
    there cut the shipped adapter's held-out exact programs (docs/llm.md)."""
    tuned = adapter_applies(cfg.llm)
    return AgentLimits(max_attempts=cfg.agent.max_attempts,
                       examples=0 if tuned else cfg.agent.example_functions,
                       retry=ALTERNATE if tuned else REPAIR,
                       library_dry_run_ticks=cfg.agent.library_dry_run_ticks,
                       repair_attempts=cfg.agent.repair_attempts)


WARM_UP_TIMEOUT_S = 120.0  # given up after this long: the first generated order reads the prompt
WARM_UP_PING_MS = 1000


def warm_up_system_prompt(cfg: Config, system: str, warm: WarmUp | None = None) -> None:
    """Have the model service read the agent's system prompt once, now, so that the first order
    the model writes does not wait for it (about 2,100 tokens: half a minute on 2 CPU cores);
    the service keeps the prompt's KV state for the requests that share it. ``warm`` follows
    how far it is (the agent is not ready until it is done). Runs on its own thread with its
    own socket; the order thread never waits for it, and library orders do not need the model
    at all.

    A model service that is not up yet (it loads its model) is waited for; one that dies
    during the warm-up is waited for again and asked again, as the supervisor restarts it;
    after WARM_UP_TIMEOUT_S it is given up, and the first order the model writes reads the
    prompt itself."""
    warm = warm or WarmUp()
    ctx: zmq.Context = zmq.Context.instance()
    # The service sends progress every second while it reads: a few silent seconds mean it died.
    client = LlmClient(ctx, cfg.endpoint("llm"), timeout_ms=WARM_UP_PING_MS,
                       idle_timeout_ms=5000, curve=load_curve(cfg.network))
    started = time.monotonic()
    try:
        while time.monotonic() - started < WARM_UP_TIMEOUT_S:
            try:
                client.ping()
            except LlmUnavailable:
                continue  # not up yet, or restarting; the ping waited WARM_UP_PING_MS
            try:
                warm_up = [ChatMessage.system(system), ChatMessage.user("Warm up.")]
                done = client.generate(warm_up, max_tokens=1, grammar="", on_progress=warm.heard)
            except LlmUnavailable as exc:
                log.info("the model service stopped answering during the warm-up (%s); asking "
                         "again when it is back", exc)
                warm.state = WAITING
                continue
            except RemoteError as exc:
                log.info("model not warmed up (%s); the first generated order reads the prompt",
                         exc)
                return
            warm.state = DONE
            log.info("model warmed up with the agent's system prompt (%d tokens, %d read) in "
                     "%.1f s", done.prompt_tokens, done.prompt_tokens - done.prompt_tokens_cached,
                     time.monotonic() - started)
            return
        log.info("model not warmed up: no answer within %.0f s; the first generated order reads "
                 "the prompt", WARM_UP_TIMEOUT_S)
    finally:
        if not warm.ready:
            warm.state = FAILED  # ready all the same: an order the model writes reads the prompt
        client.close()
