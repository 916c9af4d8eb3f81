"""Which model server runs the next request: the pure policy of the OpenAI backend's list.

Each server has a number of slots (requests sent to it at once). A request goes to the least
busy server that is up (in flight / slots; a tie goes to the one picked longest ago, so equal
servers take turns). A server that fails is down: no request goes to it until a probe after
its back-off (doubling per failure in a row, capped) finds it answering again. Time is passed
in; the backend does the I/O and shares one instance between its threads (every method takes
the lock).
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(slots=True)
class ServerState:
    url: str
    slots: int
    model: str = ""  # the model name to ask this server for
    up: bool = True
    in_flight: int = 0
    served: int = 0
    failures: int = 0  # in a row; 0 while up
    error: str = ""  # why it went down, kept after it came back
    down_since: float = 0.0
    retry_at: float = 0.0  # when a probe may try it again (down only)
    probing: bool = False
    last_pick: int = 0


@dataclass(frozen=True, slots=True)
class ServerView:
    """One server as ``llm info`` shows it."""

    url: str
    model: str
    up: bool
    in_flight: int
    slots: int
    served: int
    failures: int
    error: str
    retry_in_s: float  # 0 while up


class ServerPool:
    def __init__(self, urls: Iterable[str], *, slots: int, backoff_initial_s: float,
                 backoff_max_s: float) -> None:
        self.servers = [ServerState(url=u, slots=slots) for u in urls]
        if not self.servers:
            raise ValueError("a server pool needs at least one URL")
        self.backoff_initial_s = backoff_initial_s
        self.backoff_max_s = backoff_max_s
        self._picks = itertools.count(1)
        self._cond = threading.Condition()

    @property
    def slots(self) -> int:
        return sum(s.slots for s in self.servers)

    def acquire(self, exclude: Iterable[ServerState] = ()) -> ServerState | None:
        """Take a slot on the least busy server that is up and not excluded (None: none free)."""
        skip = {id(s) for s in exclude}
        with self._cond:
            free = [s for s in self.servers
                    if s.up and s.in_flight < s.slots and id(s) not in skip]
            if not free:
                return None
            best = min(free, key=lambda s: (s.in_flight / s.slots, s.last_pick))
            best.in_flight += 1
            best.last_pick = next(self._picks)
            return best

    def any_up(self, exclude: Iterable[ServerState] = ()) -> bool:
        skip = {id(s) for s in exclude}
        with self._cond:
            return any(s.up and id(s) not in skip for s in self.servers)

    def has_room(self) -> bool:
        """A request could start now, or would fail at once because no server is up."""
        with self._cond:
            up = [s for s in self.servers if s.up]
            return not up or any(s.in_flight < s.slots for s in up)

    def release(self, server: ServerState, *, served: bool = False) -> None:
        with self._cond:
            server.in_flight -= 1
            if served:
                server.served += 1
            self._cond.notify_all()

    def failed(self, server: ServerState, error: str, now: float) -> None:
        """The server failed a request or a probe: down until its back-off has passed."""
        with self._cond:
            if server.up:
                server.down_since = now
            server.up = False
            server.probing = False
            server.failures += 1
            server.error = error
            delay = self.backoff_initial_s * 2 ** min(server.failures - 1, 30)
            server.retry_at = now + min(delay, self.backoff_max_s)
            self._cond.notify_all()

    def answered(self, server: ServerState, model: str) -> None:
        """A probe found the server answering (and serving ``model``): up again."""
        with self._cond:
            server.up = True
            server.probing = False
            server.failures = 0
            server.model = model
            self._cond.notify_all()

    def due(self, now: float) -> list[ServerState]:
        """Down servers whose back-off has passed, now marked as being probed."""
        with self._cond:
            due = [s for s in self.servers if not s.up and not s.probing and now >= s.retry_at]
            for s in due:
                s.probing = True
            return due

    def next_due_in(self, now: float) -> float | None:
        """Seconds until the next probe is due (None: every server is up or being probed)."""
        with self._cond:
            waits = [s.retry_at - now for s in self.servers if not s.up and not s.probing]
            return max(0.0, min(waits)) if waits else None

    def wait(self, timeout_s: float) -> None:
        """Sleep until a slot frees, a server changes state, or the timeout."""
        with self._cond:
            self._cond.wait(timeout_s)

    def views(self, now: float) -> list[ServerView]:
        with self._cond:
            return [ServerView(url=s.url, model=s.model, up=s.up, in_flight=s.in_flight,
                               slots=s.slots, served=s.served, failures=s.failures,
                               error=s.error,
                               retry_in_s=0.0 if s.up else round(max(0.0, s.retry_at - now), 3))
                    for s in self.servers]

    def down_sentence(self, now: float) -> str:
        """Every server that is down, why, and when it is tried again: for an error message."""
        parts = []
        for v in self.views(now):
            if not v.up:
                parts.append(f"{v.url} ({v.error}; tried again in {v.retry_in_s:.1f} s)")
        return "; ".join(parts)
