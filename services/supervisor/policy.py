"""Restart policy as small pure objects: every method takes ``now`` (seconds, monotonic).

Learnt from circus and supervisord users: the backoff is capped, flapping is counted in a sliding
window so it fires however the crashes are spaced, and a long healthy run forgives old crashes.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Backoff:
    """Delay before restart number ``consecutive`` (1 = the first crash after a healthy run)."""

    initial_s: float
    max_s: float

    def delay(self, consecutive: int) -> float:
        if consecutive <= 0 or self.initial_s <= 0:
            return 0.0
        # Capped before exponentiation grows huge: 2**60 × 0.1 s is already past any cap.
        return min(self.initial_s * 2 ** min(consecutive - 1, 60), self.max_s)


class CrashCounter:
    """Consecutive crashes for the backoff; a run of ``reset_after_s`` or more starts over."""

    def __init__(self, reset_after_s: float) -> None:
        self.reset_after_s = reset_after_s
        self.consecutive = 0

    def crashed(self, ran_for_s: float) -> int:
        if ran_for_s >= self.reset_after_s:
            self.consecutive = 0
        self.consecutive += 1
        return self.consecutive

    def reset(self) -> None:
        self.consecutive = 0


class FlappingDetector:
    """``crashes`` exits within ``window_s`` seconds means the service is flapping."""

    def __init__(self, crashes: int, window_s: float) -> None:
        self.crashes = crashes
        self.window_s = window_s
        self._times: deque[float] = deque()

    def crashed(self, now: float) -> bool:
        """Count one crash at ``now``; True when that makes the service flapping."""
        self._times.append(now)
        while self._times and self._times[0] <= now - self.window_s:
            self._times.popleft()
        return len(self._times) >= self.crashes

    def reset(self) -> None:
        self._times.clear()


class Liveness:
    """Paranoid Pirate liveness: silence for ``liveness`` intervals after a first beat is death.

    Nothing expires before the first beat: services that never heartbeat are judged by their
    exit alone.
    """

    def __init__(self, interval_s: float, liveness: int) -> None:
        self.default_interval_s = interval_s
        self.liveness = liveness
        self.interval_s = interval_s
        self.last_beat: float | None = None

    def beat(self, now: float, interval_s: float = 0.0) -> None:
        self.last_beat = now
        self.interval_s = interval_s if interval_s > 0 else self.default_interval_s

    def deadline(self) -> float | None:
        if self.last_beat is None:
            return None
        return self.last_beat + self.liveness * self.interval_s

    def excuse(self, seconds: float, now: float) -> None:
        """Do not count ``seconds`` of silence: the supervisor itself was not running then (it
        was stopped, or the machine slept), so it could not have heard any beat."""
        if self.last_beat is not None:
            self.last_beat = min(self.last_beat + seconds, now)

    def expired(self, now: float) -> bool:
        deadline = self.deadline()
        return deadline is not None and now >= deadline

    def age(self, now: float) -> float | None:
        return None if self.last_beat is None else now - self.last_beat

    def reset(self) -> None:
        self.last_beat = None
        self.interval_s = self.default_interval_s
