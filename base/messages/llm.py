"""The model service's messages (services/llm_server): generating (streamed or not), cancelling,
and what model and servers it runs.

docs/protocol.md describes them for people writing their own clients."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from base.codec import Struct
from base.envelope import Message, message

__all__ = [
    "LLM_UNKNOWN_GRAMMAR",
    "LLM_PROMPT_TOO_LONG",
    "LLM_BACKEND_FAILED",
    "ChatMessage",
    "LlmTimings",
    "LlmGenerate",
    "LlmProgress",
    "LlmToken",
    "LlmResult",
    "LlmCancel",
    "LlmCancelled",
    "LlmInfo",
    "LlmAdapter",
    "LlmModelServer",
    "LlmInfoResult",
]


# Error codes of the model service, on top of the shared ones (BUSY, CANCELLED, TIMEOUT, ...).
LLM_UNKNOWN_GRAMMAR = "unknown_grammar"
LLM_PROMPT_TOO_LONG = "prompt_too_long"
LLM_BACKEND_FAILED = "backend_failed"  # the model or the remote server failed mid-request


@dataclass(frozen=True, slots=True, kw_only=True)
class ChatMessage(Struct):
    role: str  # "system", "user" or "assistant"
    content: str

    @classmethod
    def system(cls, content: str) -> ChatMessage:
        return cls(role="system", content=content)

    @classmethod
    def user(cls, content: str) -> ChatMessage:
        return cls(role="user", content=content)


@dataclass(frozen=True, slots=True, kw_only=True)
class LlmTimings(Struct):
    """Where the time of one request went. Rates are 0.0 when there was nothing to measure."""

    queue_ms: float  # received → generation started
    prompt_ms: float  # generation started → first token sampled (prompt evaluation)
    generation_ms: float  # first token → last token
    total_ms: float  # received → result sent
    prompt_tok_s: float  # prompt tokens evaluated / prompt_ms
    generation_tok_s: float  # completion tokens after the first / generation_ms


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class LlmGenerate(Message):
    """Generate a chat reply. Stream: LlmProgress and LlmToken messages, then one LlmResult or
    ErrorReply. 0 / -1 / None mean "the service's default" for max_tokens, seed, temperature,
    deadline_ms."""

    KIND: ClassVar[str] = "llm.generate"
    messages: list[ChatMessage]
    grammar: str = ""  # a name from config/grammars/, e.g. "lua_update_func"; "" = none
    max_tokens: int = 0
    stop: list[str] = field(default_factory=list)
    seed: int = -1
    temperature: float | None = None
    deadline_ms: int = 0  # whole request, queue wait included
    # The reply's first words, given rather than written: the model in process reads them as
    # the start of its turn and writes only what follows; the reply returned (and streamed)
    # starts with them. Not with a grammar. A remote server is sent the turns alone and
    # writes the whole reply itself.
    reply_prefix: str = ""
    # What the reply is likely to say after reply_prefix (say, a program worked out another way):
    # the model in process checks it in batches, many tokens a pass, and keeps each token only
    # where it would have written that token itself; the reply is the model's either way, and
    # only faster where the two agree. A remote server ignores it.
    draft: str = ""
    # Read the prompt into the model's cache and write nothing (an llm.result with no text):
    # a request that comes next with the same start reads only what follows it. The agent
    # reads the world this way while the player types an order. A remote server is not asked.
    read_only: bool = False
    # Who writes the reply: "" the model as configured; a task the service serves beside it
    # (llm.info's ``tasks``), e.g. "restate": the same base with the adapter that restates an
    # order in the house language. A task the service does not serve is a bad_field error.
    adapter: str = ""
    # Say how sure the model was: the result's ``least_prob`` is the least probability the model
    # gave a token it wrote (the end of the reply included), before sampling's temperature and
    # cut-offs. The model in process only; a remote server's result says -1.0.
    least_prob: bool = False


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class LlmProgress(Message):
    """Sent on accept and then every heartbeat while a request waits or runs."""

    KIND: ClassVar[str] = "llm.progress"
    REPLY: ClassVar[bool] = True
    # "queued", "running", or "restarted": the model server writing the reply failed and
    # another one writes it from the start (token indices begin again at 0)
    state: str
    queue_position: int  # 0 when running
    completion_tokens: int
    elapsed_ms: float
    # While the prompt is read (model in process only): its tokens to read (the cached prefix
    # not counted), how many are read, and the service's estimate of the time left (-1: none)
    prompt_tokens: int = 0
    prompt_read: int = 0
    prompt_left_ms: int = -1


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class LlmToken(Message):
    """A piece of the reply text, in order (``index`` counts pieces from 0; after an
    ``llm.progress`` of state "restarted" it begins again at 0 and the pieces before are void)."""

    KIND: ClassVar[str] = "llm.token"
    REPLY: ClassVar[bool] = True
    text: str
    index: int


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class LlmResult(Message):
    """The end of a stream. Token counts are -1 when a remote backend did not report them."""

    KIND: ClassVar[str] = "llm.result"
    REPLY: ClassVar[bool] = True
    text: str
    finish_reason: str  # "stop" (end of turn or stop string), "length" (max_tokens)
    prompt_tokens: int
    prompt_tokens_cached: int  # reused from the previous request's KV state, not evaluated
    completion_tokens: int
    timings: LlmTimings
    model: str
    drafted: int = 0  # completion tokens taken from the request's draft, checked in batches
    least_prob: float = -1.0  # asked with llm.generate's least_prob: the least sure token; else -1


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class LlmCancel(Message):
    """Cancel a queued or running request by its id. Reply: LlmCancelled; the cancelled
    request's own stream ends with an ErrorReply of code "cancelled"."""

    KIND: ClassVar[str] = "llm.cancel"
    target_id: str


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class LlmCancelled(Message):
    KIND: ClassVar[str] = "llm.cancelled"
    REPLY: ClassVar[bool] = True
    target_id: str
    state: str  # what the target was: "queued", "running" or "unknown" (finished or never seen)


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class LlmInfo(Message):
    """Describe the loaded model. Reply: LlmInfoResult."""

    KIND: ClassVar[str] = "llm.info"


@dataclass(frozen=True, slots=True, kw_only=True)
class LlmAdapter(Struct):
    """A LoRA adapter the model runs with, and its held-out scores from its model card."""

    name: str
    path: str
    heldout_exact: float  # share of held-out orders written as the exact program; -1.0 unknown
    heldout_n: int  # how many held-out orders that was measured on (0: unknown)
    heldout_by_kind: dict[str, float]  # the same share per kind: errand, compound, question


@dataclass(frozen=True, slots=True, kw_only=True)
class LlmModelServer(Struct):
    """One OpenAI-compatible model server of the service's list, as the service sees it."""

    url: str
    model: str  # the model name the service asks it for
    up: bool  # False: it failed; no request goes to it until a probe finds it answering
    in_flight: int  # requests it runs now
    slots: int  # requests it may run at once (llm.openai_requests_per_server)
    served: int  # replies it completed
    failures: int  # failures in a row (0 while up)
    error: str  # the last failure, kept after it came back ("" = none yet)
    retry_in_ms: int  # when down: until the next probe


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class LlmInfoResult(Message):
    KIND: ClassVar[str] = "llm.info_result"
    REPLY: ClassVar[bool] = True
    model: str  # the configured name or path
    model_path: str  # the GGUF file, or the remote servers' URLs (comma-separated)
    backend: str  # "llama_cpp" or "openai"
    family: str  # "qwen3", "smollm2", "gemma3" or "generic": picks sampling defaults
    n_ctx: int  # 0 when a remote server does not say
    n_threads: int
    n_gpu_layers: int
    device: str  # e.g. "CPU" or "CUDA (all layers)"
    grammars: list[str]
    prompt_tok_s: float  # the most recent measurement (warm-up at start, then each request)
    generation_tok_s: float
    load_s: float
    queue_length: int
    busy: bool
    served: int
    lora: LlmAdapter | None = None  # the LoRA adapter applied to the model; None: none
    running: int = 0  # generations running now
    concurrency: int = 1  # how many may run at once
    servers: list[LlmModelServer] = field(default_factory=list)  # the openai backend's list
    tasks: list[str] = field(default_factory=list)  # LlmGenerate.adapter values it serves
