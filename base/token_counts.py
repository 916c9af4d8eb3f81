"""The token counts of one generation, one record for the model service and the agent alike.

On the wire ``LlmResult`` carries the same counts as fields of its own; the services convert at
the edge.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class TokenCounts:
    """-1 where a remote server did not say."""

    prompt_tokens: int = 0
    prompt_tokens_cached: int = 0  # reused from the previous request's KV state, not evaluated
    completion_tokens: int = 0

    @property
    def evaluated(self) -> int:
        """The prompt tokens read, the cached prefix not counted."""
        return self.prompt_tokens - max(self.prompt_tokens_cached, 0)
