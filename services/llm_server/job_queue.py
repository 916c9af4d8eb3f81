"""The request queue: first come first served, as many running at once as the backend runs
(one worker thread takes one job at a time; llama.cpp in process has one worker).

Pure bookkeeping with ``now`` passed in; the service's loop and its worker threads share one
instance (every method takes the lock).
"""

from __future__ import annotations

import collections
import itertools
import threading
from dataclasses import dataclass

from base.protocol import BAD_FIELD, BUSY
from services.llm_server.backend import GenerationParams
from services.llm_server.errors import LlmError

# Why a job was told to stop.
CANCELLED = "cancelled"
DEADLINE = "deadline"


@dataclass(slots=True, eq=False)
class Job:
    request_id: str
    peer: bytes
    params: GenerationParams
    received_at: float
    deadline_at: float
    started_at: float | None = None
    stop_reason: str = ""  # "", CANCELLED or DEADLINE; read by the worker between tokens
    pieces: int = 0  # messages of text streamed so far
    tokens: int = 0  # pieces the backend wrote so far (a token each, with llama.cpp)

    @property
    def deadline_ms(self) -> int:
        return round((self.deadline_at - self.received_at) * 1000)


class JobQueue:
    def __init__(self, max_length: int) -> None:
        self.max_length = max_length
        self._pending: collections.deque[Job] = collections.deque()
        self._running: list[Job] = []
        self._closed = False
        self._cond = threading.Condition()

    def submit(self, job: Job) -> int:
        """Queue a job; returns its position (1 = next). Raises LlmError(BUSY) when full."""
        with self._cond:
            if self.knows(job.request_id):
                raise LlmError(BAD_FIELD, f"request id {job.request_id!r} is already in use")
            if len(self._pending) >= self.max_length:
                raise LlmError(BUSY, f"the model service queue is full ({self.max_length} "
                                     "requests waiting); try again later")
            self._pending.append(job)
            self._cond.notify()
            return len(self._pending)

    def knows(self, request_id: str) -> bool:
        with self._cond:
            return any(j.request_id == request_id
                       for j in itertools.chain(self._running, self._pending))

    def take(self, now_fn, timeout_s: float | None = None) -> Job | None:
        """Worker side: wait for the next job and mark it running (None on close or timeout)."""
        with self._cond:
            if not self._cond.wait_for(lambda: self._pending or self._closed, timeout_s):
                return None
            if self._closed:
                return None
            job = self._pending.popleft()
            job.started_at = now_fn()
            self._running.append(job)
            return job

    def finish(self, job: Job) -> None:
        with self._cond:
            if job in self._running:
                self._running.remove(job)

    def cancel(self, request_id: str) -> tuple[str, Job | None]:
        """("queued", job) removed from the queue, ("running", job) told to stop, or
        ("unknown", None)."""
        with self._cond:
            for job in self._pending:
                if job.request_id == request_id:
                    self._pending.remove(job)
                    job.stop_reason = CANCELLED
                    return "queued", job
            for job in self._running:
                if job.request_id == request_id:
                    job.stop_reason = job.stop_reason or CANCELLED
                    return "running", job
            return "unknown", None

    def expire(self, now: float) -> list[Job]:
        """Remove queued jobs past their deadline (returned) and tell late running jobs to
        stop."""
        with self._cond:
            late = [j for j in self._pending if now >= j.deadline_at]
            for job in late:
                self._pending.remove(job)
                job.stop_reason = DEADLINE
            for running in self._running:
                if now >= running.deadline_at and not running.stop_reason:
                    running.stop_reason = DEADLINE
            return late

    def snapshot(self) -> tuple[list[Job], list[Job]]:
        """(waiting, running), each in the order they came."""
        with self._cond:
            return list(self._pending), list(self._running)

    def close(self) -> list[Job]:
        """Stop the worker; returns the jobs that will never run."""
        with self._cond:
            self._closed = True
            left = list(self._pending)
            self._pending.clear()
            for running in self._running:
                running.stop_reason = running.stop_reason or CANCELLED
            self._cond.notify_all()
            return left
