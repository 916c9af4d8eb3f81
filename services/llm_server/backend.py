"""What every backend offers the service: describe itself, generate one reply, close.

A backend runs up to ``info.concurrency`` generations at once, each on one of the service's
worker threads (llama.cpp in process: one); it calls ``on_text`` with each new piece of the
reply, polls ``should_stop`` between tokens, and calls ``on_restart`` when the reply starts
again from nothing (a remote server died mid-reply and another one took the request over).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from base.protocol import ChatMessage
from base.token_counts import TokenCounts
from services.llm_server.adapters import AdapterFile
from services.llm_server.families import Family, Sampling

# finish_reason values
STOP = "stop"  # end of turn, end of grammar, or a stop string
LENGTH = "length"  # max_tokens reached
STOPPED = "stopped"  # should_stop() said so (cancel or deadline; the service knows which)


@dataclass(frozen=True, slots=True)
class GenerationParams:
    turns: Sequence[ChatMessage]
    max_tokens: int
    grammar: str = ""
    stop: Sequence[str] = ()
    seed: int = -1  # -1: a fresh random seed
    temperature: float | None = None  # None: the family's default
    reply_prefix: str = ""  # the reply's given start (LlmGenerate.reply_prefix)
    draft: str = ""  # the reply's likely text after it, checked in batches (LlmGenerate.draft)
    read_only: bool = False  # read the prompt into the cache, write nothing
    adapter: str = ""  # the task instance that writes it (LlmGenerate.adapter); "": the model
    least_prob: bool = False  # say how sure the model was (LlmGenerate.least_prob)

    def sampling(self, family: Family) -> Sampling:
        base = family.sampling
        if self.temperature is None:
            return base
        return Sampling(temperature=self.temperature, top_p=base.top_p, top_k=base.top_k,
                        min_p=base.min_p, repeat_penalty=base.repeat_penalty)


@dataclass(slots=True)
class Completion:
    text: str
    finish_reason: str
    tokens: TokenCounts  # -1: unknown (a remote server that does not say)
    prompt_ms: float  # start → first token
    generation_ms: float  # first token → end
    drafted: int = 0  # reply tokens taken from the request's draft (checked, not written alone)
    least_prob: float = -1.0  # GenerationParams.least_prob's answer; -1.0: not asked, or unknown


@dataclass(frozen=True, slots=True)
class PromptProgress:
    """How far the prompt of the running generation is read (llama.cpp reads it in batches)."""

    tokens: int  # to read, the cached prefix not counted
    read: int  # read so far
    elapsed_s: float  # since it began
    read_at_s: float  # when ``read`` was reached, from when it began (0.0 before any batch)

    def left_s(self, fallback_tok_s: float) -> float | None:
        """Time until it is read: at this prompt's pace once a batch is read, else at
        ``fallback_tok_s`` (the last measured prompt speed); None when neither is known."""
        if self.read and self.read_at_s > 0:
            left = (self.tokens - self.read) * self.read_at_s / self.read
            left -= self.elapsed_s - self.read_at_s
        elif fallback_tok_s > 0:
            left = self.tokens / fallback_tok_s - self.elapsed_s
        else:
            return None
        return max(left, 0.0)


@dataclass(frozen=True, slots=True)
class BackendInfo:
    model: str
    model_path: str
    backend: str
    family: Family
    n_ctx: int
    n_threads: int
    n_gpu_layers: int
    device: str
    grammars: Sequence[str]
    load_s: float
    notes: Sequence[str] = field(default_factory=tuple)
    adapter: AdapterFile | None = None  # the LoRA adapter applied to the model
    concurrency: int = 1  # generations it runs at once
    tasks: Sequence[str] = ()  # task instances served beside the model (task_backends)


class Backend(Protocol):
    info: BackendInfo

    def generate(
        self,
        params: GenerationParams,
        on_text: Callable[[str], None],
        should_stop: Callable[[], bool],
        on_restart: Callable[[], None] = ...,
    ) -> Completion: ...

    def close(self) -> None: ...


def rates(prompt_tokens: int, prompt_ms: float, completion_tokens: int,
          generation_ms: float) -> tuple[float, float]:
    """(prompt tok/s, generation tok/s); the first token's time belongs to the prompt phase."""
    prompt = prompt_tokens / prompt_ms * 1000 if prompt_tokens > 0 and prompt_ms > 0 else 0.0
    later = completion_tokens - 1
    gen = later / generation_ms * 1000 if later > 0 and generation_ms > 0 else 0.0
    return prompt, gen
