"""Chat messages → the prompt text the model was trained on.

The GGUF's own template is preferred: llama-cpp-python's built-in ``chat_format="gemma"``
silently drops system messages, and the system prompt must reach the model. A model without a
template (Gemma 3 270M is a base model) gets a built-in one for its family.
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence

from jinja2 import TemplateError
from jinja2.sandbox import ImmutableSandboxedEnvironment

from base.protocol import BAD_FIELD, ChatMessage
from services.llm_server.errors import MODEL_LOAD_FAILED, LlmError
from services.llm_server.families import Family

CHATML = (
    "{% for m in messages %}<|im_start|>{{ m.role }}\n{{ m.content }}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)
# Gemma has no system role: the system text opens the first user turn, as Gemma's own
# template does.
GEMMA = (
    "{{ bos_token }}{% set sys = namespace(text='') %}"
    "{% for m in messages %}{% if m.role == 'system' %}{% set sys.text = m.content + '\n\n' %}"
    "{% else %}<start_of_turn>{{ 'model' if m.role == 'assistant' else 'user' }}\n"
    "{% if m.role == 'user' and sys.text %}{{ sys.text }}{% set sys.text = '' %}{% endif %}"
    "{{ m.content }}<end_of_turn>\n{% endif %}{% endfor %}"
    "{% if add_generation_prompt %}<start_of_turn>model\n{% endif %}"
)
FALLBACKS = {"gemma3": GEMMA}

NO_THINK = "/no_think"


def without_thinking(messages: Sequence[ChatMessage], family: Family) -> list[ChatMessage]:
    """Switch a thinking model's reasoning off with its soft switch in the system message.

    The switch goes at the end of the system message so the message stays byte-identical from
    request to request, which keeps its KV state reusable.
    """
    if not family.thinks:
        return list(messages)
    if messages and messages[0].role == "system":
        first = messages[0]
        if NO_THINK in first.content:
            return list(messages)
        return [ChatMessage.system(f"{first.content}\n{NO_THINK}"), *messages[1:]]
    return [ChatMessage.system(NO_THINK), *messages]


class ChatTemplate:
    """A Jinja chat template compiled once, rendered per request."""

    def __init__(self, source: str, *, bos_token: str, eos_token: str, origin: str) -> None:
        self.source = source
        self.origin = origin  # "gguf", or the name of the built-in fallback
        self.bos_token = bos_token
        self.eos_token = eos_token
        env = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True)
        env.globals["raise_exception"] = _raise
        env.globals["strftime_now"] = lambda fmt: datetime.datetime.now().strftime(fmt)
        try:
            self._template = env.from_string(source)
        except TemplateError as exc:
            raise LlmError(MODEL_LOAD_FAILED, f"the chat template ({origin}) does not parse: "
                           f"{exc}") from None

    @classmethod
    def for_model(cls, gguf_template: str | None, family: Family, *, bos_token: str,
                  eos_token: str) -> ChatTemplate:
        if gguf_template:
            return cls(gguf_template, bos_token=bos_token, eos_token=eos_token, origin="gguf")
        name = family.name if family.name in FALLBACKS else "chatml"
        return cls(FALLBACKS.get(family.name, CHATML), bos_token=bos_token,
                   eos_token=eos_token, origin=name)

    def render(self, messages: Sequence[ChatMessage], *, generation_prompt: bool = True) -> str:
        """The prompt text; ``generation_prompt=False``: the turns alone, without the opening
        of the model's turn (how a prompt that goes on after them begins)."""
        try:
            return self._template.render(
                messages=[{"role": m.role, "content": m.content} for m in messages],
                add_generation_prompt=generation_prompt,
                # Read by Qwen3's template; ignored by others.
                enable_thinking=False,
                bos_token=self.bos_token,
                eos_token=self.eos_token,
            )
        except TemplateError as exc:
            raise LlmError(BAD_FIELD, f"the chat template refused these messages: {exc}") from None


def _raise(message: str) -> None:
    raise TemplateError(message)
