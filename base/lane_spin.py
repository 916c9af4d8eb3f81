"""When the tick lane spins: only while the machine has a core to spare for it.

Both ends of the lane (base/lane.py) keep checking for the next message for up to
``network.sandbox_spin_us`` before they sleep, which saves the ~25 µs a halted vCPU takes to
wake, once each way. That pays only while the game and the worker each have a core. When other
work keeps the cores busy (the model writing on one of two cores), a spinning process holds the
core its peer needs and is itself preempted in the middle of a tick: there the minimal tick over
the lane took 609 µs at p50 spinning and 206 µs sleeping at once (in process: 104 µs).

So each end counts the threads the kernel has runnable right now (the fourth field of
``/proc/loadavg``), each time just after it has sent a message: then it is running itself and
its peer has just been woken, so both are in the count and the rest is other work. A reading is
taken at most every ``SAMPLE_EVERY_S`` (about 5 µs each) and smoothed over about a second.
While the other work, so smoothed, would leave the lane fewer than two cores, neither end spins;
with ``network.sandbox_spin_adapt = false`` they always spin, as configured.

``SpinGovernor`` is the pure decision (time and readings passed in); ``AdaptiveSpin`` feeds it.
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable

log = logging.getLogger(__name__)

SAMPLE_EVERY_S = 0.05
SAMPLE_WEIGHT = 0.1  # each reading's share of the average: about 20 readings, one second
LANE_THREADS = 2  # the end that just sent and the peer it woke
# Spinning stops when the other work, averaged, takes more than this share of the core left
# over for the lane's second thread, and starts again only below RESUME_BELOW: a threshold
# with no gap would flip on every reading near it.
STOP_ABOVE = 0.5
RESUME_BELOW = 0.25
LOADAVG = "/proc/loadavg"


class SpinGovernor:
    """How long to spin before sleeping, from readings of the runnable thread count."""

    def __init__(
        self,
        spin_s: float,
        cores: int,
        *,
        sample_every_s: float = SAMPLE_EVERY_S,
        weight: float = SAMPLE_WEIGHT,
    ) -> None:
        self.configured_s = spin_s
        # Other work the cores can take while the lane still has two of them.
        self.room = max(cores - LANE_THREADS, 0)
        self.sample_every_s = sample_every_s
        self.weight = weight
        self.others: float | None = None  # smoothed runnable threads besides the lane's two
        self.busy = False
        self._next_sample = float("-inf")

    def due(self, now: float) -> bool:
        """Whether a reading is wanted now (at most one per ``sample_every_s``)."""
        return now >= self._next_sample

    def observe(self, now: float, runnable: int) -> None:
        """A reading of the runnable threads, taken just after this end sent a message."""
        self._next_sample = now + self.sample_every_s
        others = max(runnable - LANE_THREADS, 0)
        if self.others is None:
            self.others = float(others)
        else:
            self.others += self.weight * (others - self.others)
        excess = self.others - self.room
        if not self.busy and excess > STOP_ABOVE:
            self.busy = True
            log.debug("other work (%.2f threads) leaves no core to spin on: sleeping at once",
                      self.others)
        elif self.busy and excess < RESUME_BELOW:
            self.busy = False
            log.debug("cores free again (%.2f other threads): spinning", self.others)

    @property
    def spin_s(self) -> float:
        return 0.0 if self.busy else self.configured_s


def read_runnable(fd: int) -> int | None:
    """The kernel's count of runnable threads from an open ``/proc/loadavg``; None if unreadable."""
    try:
        fields = os.pread(fd, 128, 0).split()
        return int(fields[3].split(b"/")[0])
    except (OSError, IndexError, ValueError):
        return None


def machine_cores() -> int:
    """The cores this process may run on. The runnable count is machine-wide, so a process
    pinned to fewer cores than the machine has counts others' work as its own: it then sleeps
    more often than it must, which costs a wake-up, never a descheduled tick."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


class AdaptiveSpin:
    """One process's spinning: the configured time, or none while the machine is busy.

    Call ``spin_s()`` just after sending a message, before waiting for the answer. Shared by
    every lane of one thread; not thread-safe."""

    def __init__(
        self,
        spin_us: int,
        adapt: bool = True,
        *,
        cores: int | None = None,
        read: Callable[[], int | None] | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.governor = SpinGovernor(spin_us / 1e6, cores or machine_cores())
        self.clock = clock
        self._fd: int | None = None
        if read is None and adapt and spin_us > 0:
            try:
                self._fd = os.open(LOADAVG, os.O_RDONLY | os.O_CLOEXEC)
            except OSError:
                log.info("no %s here: the lane spins whatever the load", LOADAVG)
                adapt = False
            else:
                fd = self._fd

                def read() -> int | None:
                    return read_runnable(fd)

        self.adapt = adapt and spin_us > 0
        self._read = read

    def spin_s(self) -> float:
        governor = self.governor
        if self.adapt and self._read is not None:
            now = self.clock()
            if governor.due(now):
                runnable = self._read()
                if runnable is not None:
                    governor.observe(now, runnable)
        return governor.spin_s

    def close(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None
