"""An order's life, owned by the game: its states, what moves it from one to the next, and what
the game keeps about the current order (the code that serves it, the repair asked for it).

``TRANSITIONS`` is the one table of allowed moves; ``OrderLife.move`` refuses any other (a late
or stray word changes nothing). The agent's stages (matching, writing, testing, retrying) are
not states: they go into ``OrderInfo.stage`` while the order is ``writing`` or ``repairing``.
What the agent says arrives as the events below (``AgentLink`` turns its messages into them and
never touches the session); the session applies them. ``states_markdown()`` is the table of
docs/protocol.md (a test keeps the two the same).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from base import protocol as p
from sandbox_worker.turn import Failure

log = logging.getLogger(__name__)


class OrderState(StrEnum):
    QUEUED = "queued"
    WRITING = "writing"
    RUNNING = "running"
    REPAIRING = "repairing"
    DONE = "done"
    FAILED = "failed"
    REFUSED = "refused"
    ANSWERED = "answered"
    REPLACED = "replaced"


S = OrderState
# An order in one of these takes no more word from the agent.
FINAL = frozenset({S.DONE, S.FAILED, S.REFUSED, S.ANSWERED, S.REPLACED})
# The agent is at work on a new order: its progress needs no checkpoint of its own (a restarted
# game asks again whatever stage it was at); the order, its answer and its end do.
AT_WORK = frozenset({S.QUEUED, S.WRITING})

MEANINGS: dict[OrderState, tuple[str, str]] = {  # what it means, what `detail` holds
    S.QUEUED: ("the game sent the order to the agent, or the agent has it in its queue",
               "`\"\"`; `the agent service is not answering yet` when the agent said nothing "
               "within `agent.order_ack_timeout_ms` (the order stays in this state)"),
    S.WRITING: ("the agent works at it; `stage` says at what: `matching` (a library entry or a "
                "composition of steps), `writing` (the model writes code), `testing` (a dry run "
                "in a sandbox), `retrying` (the model writes again after a rejected attempt)",
                "the stage's progress (`attempt N: K tokens`, `attempt N, because …`)"),
    S.RUNNING: ("validated code runs in play, once per tick",
                "the agent's message for the player; `standing still for N ticks: STATUS` while "
                "the companion has neither moved, nor picked up or handed over anything, nor "
                "said anything new for `game.order_stall_ticks` ticks (N grows by as many), "
                "until it does"),
    S.REPAIRING: ("the code failed in play; the companion stands still while the agent fixes it",
                  "the failure, then the agent's progress"),
    S.DONE: ("the code returned `\"Done\"`", "the code's last status"),
    S.FAILED: ("the order cannot be carried out; the companion stands still",
               "why, in words (`the agent service is not running` when no agent is connected; "
               "`the agent stopped answering: …` when it said nothing about the order for "
               "`agent.order_silence_timeout_ms`, twice)"),
    S.REFUSED: ("the agent will not do it: a part of it the game cannot do (an action, a thing or "
                "a relation outside the game, a request outside the game's world: files, the "
                "computer, the network, the prompt) or that it did not understand, or a thing "
                "this world does not have. Nothing new runs; code of an earlier order that was "
                "still running goes on",
                "the sentence for the player, and where it helps what it can do instead (`I "
                "don't know how to eat the arrow; I can fetch the arrow: it's 6 steps away.`)"),
    S.ANSWERED: ("the order was talk, no order (a greeting, thanks, praise, asking for help): the "
                 "agent answers it in words. Nothing new runs; code of an earlier order that "
                 "was still running goes on", "the companion's answer (`You're welcome.`)"),
    S.REPLACED: ("a newer order took its place (never in a frame: frames show the newer order)",
                 "—"),
}

_NEWER = "a newer `game.order`, or `game.reset`"
_TALK = "the agent answers it in words (`agent.result`, `refused` and `answered`)"
_AGENT_FAILS = ("the agent cannot do it (`agent.result` not ok), refuses the request, or says "
                "nothing about it for too long; no agent is running")
# from-state -> {to-state: what moves it there}. A state may always stay itself with a new detail.
TRANSITIONS: dict[OrderState, dict[OrderState, str]] = {
    S.QUEUED: {
        S.WRITING: "the agent's progress (`agent.progress`, stage `matching`, `writing`, "
                   "`testing` or `retrying`)",
        S.RUNNING: "the agent's validated code (`agent.result`, ok), loaded into a sandbox",
        S.REFUSED: "the agent refuses it in words (`agent.result`, `refused`)",
        S.ANSWERED: _TALK,
        S.FAILED: _AGENT_FAILS,
        S.REPLACED: _NEWER,
    },
    S.WRITING: {
        S.QUEUED: "the agent has it in its queue again (asked again after a restart)",
        S.RUNNING: "the agent's validated code (`agent.result`, ok), loaded into a sandbox",
        S.REFUSED: "the agent refuses it in words (`agent.result`, `refused`)",
        S.ANSWERED: _TALK,
        S.FAILED: f"{_AGENT_FAILS}; the code cannot be loaded",
        S.REPLACED: _NEWER,
    },
    S.RUNNING: {
        S.DONE: "the code returns `\"Done\"`",
        S.REPAIRING: "the code fails in play (an error, a worker lost tick after tick, or moves "
                     "the game refuses `game.refused_ticks_before_repair` ticks in a row)",
        S.FAILED: "the code fails in play after `game.repairs_per_order` repairs",
        S.REPLACED: _NEWER,
    },
    S.REPAIRING: {
        S.RUNNING: "the agent's fix (`agent.result`, ok; the code is shown as `repaired`)",
        S.REFUSED: "the agent refuses the repair in words",
        S.FAILED: f"{_AGENT_FAILS}; no agent can repair it",
        S.REPLACED: _NEWER,
    },
    S.DONE: {S.RUNNING: "a tool's `game.load_code` naming the order's text"},
    S.FAILED: {S.RUNNING: "a tool's `game.load_code` naming the order's text"},
    S.REFUSED: {S.RUNNING: "a tool's `game.load_code` naming the order's text"},
    S.ANSWERED: {S.RUNNING: "a tool's `game.load_code` naming the order's text"},
    S.REPLACED: {},
}

# The agent's progress stage -> the order's state; other stages are the agent's and move nothing.
STAGE_STATES: dict[str, OrderState] = {
    "queued": S.QUEUED, "matching": S.WRITING, "writing": S.WRITING, "testing": S.WRITING,
    "retrying": S.WRITING, "repairing": S.REPAIRING,
}


def allowed(frm: OrderState, to: OrderState) -> bool:
    return to == frm and frm not in FINAL or to in TRANSITIONS[frm]


def read_state(order: p.OrderInfo) -> p.OrderInfo:
    """An order as a checkpoint written before the agent's stages were moved out of the state
    kept it (``testing``): the state it is in now, the old state as its stage."""
    if order.state in OrderState.__members__.values():
        return order
    state = STAGE_STATES.get(order.state)
    if state is None:
        raise ValueError(f"an order in an unknown state {order.state!r}")
    return p.OrderInfo(order_id=order.order_id, text=order.text, state=state,
                       detail=order.detail, stage=order.state)


# -- what the agent says about an order (AgentLink's events) ------------------------------------

@dataclass(frozen=True, slots=True)
class Progress:
    """The agent is at work: a stage (``STAGE_STATES``) and its detail."""

    order_id: str
    stage: str
    detail: str = ""


@dataclass(frozen=True, slots=True)
class Answered:
    """The agent's validated code for the order."""

    order_id: str
    code: str
    code_id: str
    message: str
    served_by: str = ""
    entry_id: str = ""
    params: dict[str, Any] = field(default_factory=dict)
    score: float = 0.0
    attempts: int = 0


@dataclass(frozen=True, slots=True)
class Declined:
    """The order ends without code: ``refused`` in words by the agent (``answered``: it was
    talk, and ``why`` answers it), else failed; ``status`` is what the companion says (empty:
    it says nothing new)."""

    order_id: str
    why: str
    refused: bool = False
    status: str = ""
    answered: bool = False


@dataclass(frozen=True, slots=True)
class Note:
    """A detail for the player; the order keeps its state."""

    order_id: str
    detail: str


AgentEvent = Progress | Answered | Declined | Note


# -- what the game keeps about the current order ------------------------------------------------

@dataclass
class LoadedCode:
    code: str
    code_id: str
    order_text: str = ""
    # The order this code serves: its "Done" finishes that order and no other. "" for code a
    # tool loaded outside any order.
    order_id: str = ""
    # Where it came from, for the player (p.CodeInfo): the agent's served_by (library, composed,
    # generated, repaired), or "loaded" by game.load_code; "" in checkpoints written before.
    served_by: str = ""
    entry_id: str = ""
    params: dict[str, Any] = field(default_factory=dict)
    score: float = 0.0
    attempts: int = 0

    @classmethod
    def from_checkpoint(cls, data: Any) -> LoadedCode:
        """Read back from ``vars(code)``; keys a newer game added may be missing."""
        if not isinstance(data, dict):
            raise ValueError("checkpointed code is not a map")
        code = cls(**data)
        if not (isinstance(code.code, str) and isinstance(code.code_id, str)
                and isinstance(code.served_by, str) and isinstance(code.params, dict)
                and isinstance(code.attempts, int) and isinstance(code.score, (int, float))):
            raise ValueError("checkpointed code has a field of the wrong type")
        return code

    def info(self, running: bool) -> p.CodeInfo:
        return p.CodeInfo(code_id=self.code_id, running=running, order_id=self.order_id,
                          order_text=self.order_text, served_by=self.served_by,
                          entry_id=self.entry_id, params=dict(self.params),
                          score=float(self.score), attempts=self.attempts,
                          lines=len(self.code.splitlines()))


@dataclass
class OrderLife:
    """The current order, the mode it was given with, the repair asked for it (the failing
    code and why, until it is answered) and how many repairs it has had."""

    order: p.OrderInfo | None = None
    mode: str = ""
    repair: tuple[LoadedCode, Failure] | None = None
    repairs: int = 0

    def is_current(self, order_id: str) -> bool:
        return self.order is not None and self.order.order_id == order_id

    @property
    def open(self) -> bool:
        """There is an order that has not ended."""
        return self.order is not None and self.order.state not in FINAL

    def start(self, order: p.OrderInfo | None, mode: str = "") -> None:
        """A new current order (None: none), with no repair yet."""
        self.order, self.mode, self.repair, self.repairs = order, mode, None, 0

    def move(self, order_id: str, to: OrderState, detail: str = "", stage: str = "") -> bool:
        """The current order, still open, to ``to`` if the table allows it; False (nothing
        changes) for another order, an order that ended, or a move the table does not have."""
        order = self.order
        if order is None or order.order_id != order_id or order.state in FINAL:
            return False
        frm = OrderState(order.state)
        if not allowed(frm, to):
            log.info("order %s: %s cannot become %s; ignored", order_id, frm, to)
            return False
        self.order = p.OrderInfo(order_id=order_id, text=order.text, state=to, detail=detail,
                                 stage=stage if to in (S.WRITING, S.REPAIRING) else "")
        if to == S.FAILED:
            self.repair = None
        return True

    def reopen(self, detail: str = "") -> None:
        """A tool's code for the order's own text: running again, whatever it was."""
        if self.order is not None:
            self.order = p.OrderInfo(order_id=self.order.order_id, text=self.order.text,
                                     state=S.RUNNING, detail=detail)
            self.repair = None


def states_markdown() -> str:
    """The table of states and moves that docs/protocol.md shows."""
    rows = ["| state | meaning | `detail` | moves on to |", "|---|---|---|---|"]
    for state in OrderState:
        meaning, detail = MEANINGS[state]
        moves = "; ".join(f"`{to}`: {why}" for to, why in TRANSITIONS[state].items()) or "—"
        rows.append(f"| `{state}` | {meaning} | {detail} | {moves} |")
    return "\n".join(rows) + "\n"
