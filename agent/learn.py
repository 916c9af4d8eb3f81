"""What the agent learns from play: which code served which order, and what became of it.

The game says when an order's code completed it ("Done" without an error) and when it failed in
play. A library entry's counters record both; generated code that completed its order is kept
as a library candidate, for a person to approve (``dungeon library approve``).
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Protocol

from agent.outcome import Outcome

log = logging.getLogger(__name__)

# Orders remembered: the game reports on the order it runs now, or on the one just before it.
KEEP_ORDERS = 64


class LearningLibrary(Protocol):
    def add_candidate(self, order_text: str, code: str, description: str = "") -> str: ...
    def count_served(self, entry_id: str, succeeded: bool) -> None: ...


@dataclass(frozen=True, slots=True)
class Served:
    """The code the agent gave the game for one order."""

    order_id: str
    order: str
    code: str
    code_id: str
    served_by: str  # library, composed, generated
    entry_id: str = ""


@dataclass(frozen=True, slots=True)
class Noted:
    # library: a success counted for entry_id; candidate: kept as candidate entry_id;
    # unknown: not code this agent gave for that order; none: nothing to learn (composed code)
    noted: str
    entry_id: str = ""


class PlayRecord:
    """order id -> the code served for it, for the last ``keep`` orders. Thread-safe: the
    order worker writes, the socket loop reads."""

    def __init__(self, library: LearningLibrary | None, keep: int = KEEP_ORDERS) -> None:
        self.library = library
        self.keep = keep
        self._served: OrderedDict[str, Served] = OrderedDict()
        self._lock = threading.Lock()

    def served(self, order_id: str, outcome: Outcome) -> None:
        """The agent handed the game this outcome's code for ``order_id``."""
        if not outcome.ok:
            return
        entry = Served(order_id, outcome.order, outcome.code, outcome.code_id,
                       outcome.served_by, outcome.entry_id if outcome.served_by == "library"
                       else "")
        with self._lock:
            self._served[order_id] = entry
            self._served.move_to_end(order_id)
            while len(self._served) > self.keep:
                self._served.popitem(last=False)

    def get(self, order_id: str, code_id: str) -> Served | None:
        with self._lock:
            entry = self._served.get(order_id)
        return entry if entry is not None and entry.code_id == code_id else None

    def failed_in_play(self, order_id: str, code_id: str) -> Served | None:
        """The code failed in play: a library entry's failure is counted."""
        entry = self.get(order_id, code_id)
        if entry is not None and entry.entry_id:
            self._count_served(entry.entry_id, False)
        return entry

    def completed(self, order_id: str, code_id: str) -> Noted:
        """The code completed its order in play."""
        entry = self.get(order_id, code_id)
        if entry is None:
            return Noted("unknown")
        with self._lock:
            self._served.pop(order_id, None)  # counted once, however often it is reported
        if entry.entry_id:
            self._count_served(entry.entry_id, True)
            return Noted("library", entry.entry_id)
        if entry.served_by != "generated" or self.library is None:
            return Noted("none")
        try:
            candidate = self.library.add_candidate(entry.order, entry.code)
            self.library.count_served(candidate, True)
        except Exception as exc:  # the library file is busy or broken: play goes on
            log.error("generated code for %r not kept as a candidate: %s", entry.order, exc)
            return Noted("none")
        return Noted("candidate", candidate)

    def _count_served(self, entry_id: str, succeeded: bool) -> None:
        if self.library is None:
            return
        try:
            self.library.count_served(entry_id, succeeded)
        except Exception as exc:  # an entry a person deleted meanwhile, a busy file
            log.warning("library counters for %s not updated: %s", entry_id, exc)
