"""Sandbox workers on other hosts, as the game's pool keeps them.

A remote worker (``network.remote_sandbox_workers``: the tcp:// endpoint of ``dungeon sandbox
serve`` on another host, over ZeroMQ with the Curve client keys) is ticked only when no local
worker is ready. It cannot be started, killed or replaced from the game's host, so its liveness
is kept here apart from the local workers': pinged while it is not ready, dropped from the pool
when it misses a deadline, asked again every ``retry_s`` on a fresh connection and taken back
when it answers. Each change of state is reported through ``on_remote`` (the game passes it to
the supervisor, whose ``dungeon status`` shows it).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from base import protocol as p
from services.sandbox_client.links import PING_EVERY_S, Link, WorkerLost

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class RemoteWorker:
    """A remote worker as the pool sees it."""

    endpoint: str
    state: str  # connecting (never answered yet), ready, down (stopped answering pings), dropped
    reason: str = ""


# on_remote(endpoint, state, reason): a remote worker's state changed.
RemoteReport = Callable[[str, str, str], None]
# The pool's own steps on a link: a fresh connection, not ready (take_down); a new ping (ping).
LinkStep = Callable[[Link, float], None]


class RemoteWorkers:
    """The liveness and the reports of the pool's remote links (those with ``link.remote``)."""

    def __init__(self, links: Sequence[Link], *, on_remote: RemoteReport | None, retry_s: float,
                 ping: LinkStep, take_down: LinkStep) -> None:
        self._links = [link for link in links if link.remote]
        self._on_remote = on_remote
        self._retry_s = retry_s
        self._ping = ping
        self._take_down = take_down

    def states(self) -> list[RemoteWorker]:
        """Each remote worker's state, in the order of the configuration."""
        return [RemoteWorker(link.endpoint, self.state(link), link.dropped)
                for link in self._links]

    @staticmethod
    def state(link: Link) -> str:
        if link.dropped:
            return "dropped"
        if link.ready:
            return "ready"
        return "down" if link.answered else "connecting"

    def report(self, link: Link, state: str, reason: str = "") -> None:
        if self._on_remote is None:
            return
        try:
            self._on_remote(link.endpoint, state, reason)
        except Exception:
            log.exception("reporting remote sandbox worker %s failed", link.endpoint)

    def drop(self, link: Link, what: str, now: float) -> None:
        """A remote worker that missed its ``what`` deadline leaves the pool until it answers a
        later ping."""
        reason = f"missed its {what} deadline"
        log.warning("remote sandbox worker %d (%s) %s; dropping it from the pool",
                    link.index, link.endpoint, reason)
        self._take_down(link, now)
        link.close()
        link.dropped = reason
        link.retry_at = now + self._retry_s
        self.report(link, "dropped", reason)

    def tend(self, link: Link, now: float) -> None:
        """Bring back a remote worker that answers its ping."""
        if link.dropped:
            self._tend_dropped(link, now)
        elif not link.ready:
            self._tend_down(link, now)

    def _tend_down(self, link: Link, now: float) -> None:
        """A remote worker answering its ping is ready; one silent for a while gets a fresh
        connection and a new ping (its host may come back)."""
        while (reply := link.receive(0)) is not None:
            if isinstance(reply, p.Pong) and reply.request_id == link.ping_id:
                link.ready, link.pid, link.answered = True, reply.pid, True
                log.info("remote sandbox worker %d (%s) is ready", link.index, link.endpoint)
                self.report(link, "ready")
                return
        if now - link.ping_at > PING_EVERY_S:
            link.connect()
            self._ping(link, now)

    def _tend_dropped(self, link: Link, now: float) -> None:
        """A dropped remote worker is asked again every ``retry_s`` on a fresh connection: one
        that answers (restarted, or its host back) rejoins the pool."""
        if link.ping_id:
            try:
                while (reply := link.receive(0)) is not None:
                    if isinstance(reply, p.Pong) and reply.request_id == link.ping_id:
                        log.info("remote sandbox worker %d (%s) answers again; it rejoins the "
                                 "pool", link.index, link.endpoint)
                        link.dropped = ""
                        link.ready, link.pid, link.answered = True, reply.pid, True
                        self.report(link, "ready")
                        return
            except WorkerLost:
                pass
        if now >= link.retry_at:
            link.retry_at = now + self._retry_s
            link.connect()
            self._ping(link, now)
