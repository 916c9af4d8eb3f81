"""Where the agent's warm-up is: the model reads the agent's system prompt once, at start
(``wiring.warm_up_system_prompt``).

The prompt is about 2,100 tokens, a quarter to half a minute on two CPU cores; the model service
keeps its KV state for every request that starts with it, so an order the model writes later
reads only its own part. Until the prompt is read the agent is alive but not ready: its
heartbeat says so, with the time left, which ``dungeon status`` shows, and an order waiting for
the model says it in its progress, which the game and the terminal client show.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from base.protocol import LlmProgress

# Where a warm-up is.
WAITING = "waiting"  # for the model service to take the request
READING = "reading"  # the model reads the prompt
DONE = "done"
FAILED = "failed"  # given up: the first order the model writes reads the prompt itself
OFF = "off"  # nothing to warm (strict mode, or no model)


class WarmUp:
    """Where the warm-up is. One thread writes (the warm-up's), the socket loop reads."""

    def __init__(self, state: str = WAITING,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.state = state
        self.clock = clock
        self.prompt_tokens = 0
        self.prompt_read = 0
        self._left_s: float | None = None
        self._left_at = 0.0

    @property
    def ready(self) -> bool:
        return self.state in (DONE, FAILED, OFF)

    def heard(self, progress: LlmProgress) -> None:
        """An ``llm.progress`` of the warm-up request."""
        if not progress.prompt_tokens:
            return
        self.state = READING
        self.prompt_tokens, self.prompt_read = progress.prompt_tokens, progress.prompt_read
        if progress.prompt_left_ms >= 0:
            self._left_s, self._left_at = progress.prompt_left_ms / 1000, self.clock()

    def left_s(self) -> float | None:
        """Seconds until the prompt is read, as the model service last estimated them and
        counted down since; None when not known."""
        if self._left_s is None or self.ready:
            return None
        return max(self._left_s - (self.clock() - self._left_at), 0.0)

    def note(self) -> str:
        """What the agent says of itself while it cannot serve generated orders yet; "" once
        it can."""
        if self.ready:
            return ""
        if self.state == WAITING:
            return "warming up: waiting for the model service to read the agent's instructions"
        where = (f"warming up: the model is reading the agent's instructions "
                 f"({self.prompt_read:,} of {self.prompt_tokens:,} tokens)")
        left = self.left_s()
        if left is None:
            return where
        return f"{where}, about {math.ceil(left)} s left" if left >= 1 else f"{where}, nearly done"
