"""The one exception the model service's parts raise: a code for machines, a sentence for people."""

from __future__ import annotations


class LlmError(Exception):
    """A request or a start-up step that cannot go on. ``code`` is a protocol error code."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


# Start-up failures (the service exits with the sentence; nothing to answer yet).
MODEL_NOT_FOUND = "model_not_found"
MODEL_LOAD_FAILED = "model_load_failed"
GRAMMAR_INVALID = "grammar_invalid"
# llama.cpp built for instruction sets this CPU lacks (cpu_support.py).
LLAMA_CPP_CPU = "llama_cpp_cpu"
