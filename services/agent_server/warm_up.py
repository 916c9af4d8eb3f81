"""Where the agent's warm-up is: the model reads the agent's system prompt once, at start
(``wiring.warm_up_system_prompt``), and how far the model is in reading a prompt.

The prompt is about 2,500 tokens, 20 s to a minute on two CPU cores; the model service keeps its
KV state for every request that starts with it, so an order the model writes later reads only
its own part. Until the prompt is read the agent is alive but not ready: its heartbeat says so,
with the time left, which ``dungeon status`` shows, and an order waiting for the model says it
in its progress, which the game and the terminal client show. An order whose own request has to
read the whole prompt (it reached the model service before the warm-up did, or the model
service was restarted and lost its cache) says the same.
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

# A prompt this long to read is the agent's instructions themselves, not an order's own part.
LONG_PROMPT_TOKENS = 1000


class PromptReading:
    """How far the model is in reading one request's prompt, as its ``llm.progress`` heartbeats
    say, with the time left counted down between them. One thread writes, others read."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.tokens = 0  # to read (0: not reading, or not known)
        self.read = 0
        self._left_s: float | None = None
        self._left_at = 0.0

    def heard(self, progress: LlmProgress) -> None:
        """An ``llm.progress`` of the request. Running without prompt fields: the prompt is
        read (or its reading not begun); queued: nothing known yet."""
        if not progress.prompt_tokens:
            if progress.state == "running":
                self.tokens = self.read = 0
                self._left_s = None
            return
        self.tokens, self.read = progress.prompt_tokens, progress.prompt_read
        if progress.prompt_left_ms >= 0:
            self._left_s, self._left_at = progress.prompt_left_ms / 1000, self.clock()

    def left_s(self) -> float | None:
        """Seconds until the prompt is read, as the model service last estimated them and
        counted down since; None when not known."""
        if self._left_s is None:
            return None
        return max(self._left_s - (self.clock() - self._left_at), 0.0)

    def describe(self) -> str:
        where = (f"the model is reading the agent's instructions "
                 f"({self.read:,} of {self.tokens:,} tokens)")
        left = self.left_s()
        if left is None:
            return where
        return f"{where}, about {math.ceil(left)} s left" if left >= 1 else f"{where}, nearly done"


class WarmUp:
    """Where the warm-up is. One thread writes (the warm-up's), the socket loop reads."""

    def __init__(self, state: str = WAITING,
                 clock: Callable[[], float] = time.monotonic) -> None:
        # Called (from the writing thread) at every change of state: the agent's loop wakes to
        # say it is ready at once.
        self.on_change: Callable[[], None] | None = None
        self._state = state
        self.reading = PromptReading(clock)

    @property
    def state(self) -> str:
        return self._state

    @state.setter
    def state(self, state: str) -> None:
        changed, self._state = state != self._state, state
        if changed and self.on_change is not None:
            self.on_change()

    @property
    def ready(self) -> bool:
        return self.state in (DONE, FAILED, OFF)

    def heard(self, progress: LlmProgress) -> None:
        """An ``llm.progress`` of the warm-up request."""
        self.reading.heard(progress)
        if self.reading.tokens and not self.ready:
            self.state = READING

    def note(self) -> str:
        """What the agent says of itself while it cannot serve generated orders yet; "" once
        it can."""
        if self.ready:
            return ""
        if self.state == WAITING:
            return "warming up: waiting for the model service to read the agent's instructions"
        return f"warming up: {self.reading.describe()}"


def waiting_note(warm: WarmUp, order_reading: PromptReading | None) -> str:
    """What an order waiting for the model to write says about the wait: the model reading the
    agent's instructions, for the warm-up or for this order's own request (with the time left),
    or "" for an ordinary wait."""
    if order_reading is not None and order_reading.tokens >= LONG_PROMPT_TOKENS:
        prefix = "" if warm.ready else "warming up: "
        return prefix + order_reading.describe()
    return warm.note()
