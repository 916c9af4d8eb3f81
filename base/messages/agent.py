"""The agent service's messages (services/agent_server): an order in, progress and a validated
function (or a refusal) out, repairs, cancels, and word of orders done.

docs/protocol.md describes them for people writing their own clients."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from base.envelope import Message, message

__all__ = [
    "AgentOrder",
    "AgentProgress",
    "AgentResult",
    "AgentCancel",
    "AgentCancelled",
    "AgentRepair",
    "AgentCompleted",
    "AgentCompletedNoted",
    "AgentPrepare",
    "AgentPrepared",
]


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class AgentOrder(Message):
    """Turn an order into validated Lua. Stream: AgentProgress messages, then one AgentResult
    (or ErrorReply). ``world`` is the world as plain data when the order was given."""

    KIND: ClassVar[str] = "agent.order"
    order_id: str
    text: str
    mode: str = ""  # "" = the configured mode; strict, fallback or generate
    world: dict[str, Any]


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class AgentProgress(Message):
    KIND: ClassVar[str] = "agent.progress"
    REPLY: ClassVar[bool] = True
    order_id: str
    stage: str  # queued, matching, writing, testing, retrying
    detail: str = ""


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class AgentResult(Message):
    KIND: ClassVar[str] = "agent.result"
    REPLY: ClassVar[bool] = True
    order_id: str
    ok: bool
    message: str  # for the player, e.g. "On it." or why nothing could be done
    code: str = ""
    code_id: str = ""
    served_by: str = "none"  # library, composed, generated or none
    entry_id: str = ""
    score: float = 0.0
    attempts: int = 0
    ms_to_accept: float = 0.0
    history_id: str = ""
    # Not ok on purpose: the order asks what the game cannot do, or what the agent did not
    # understand; ``message`` says which. The game ends the order "refused"; nothing new runs.
    refused: bool = False
    # With ``refused``: the order was talk ("hello", "thanks") and ``message`` answers it. The
    # game ends the order "answered"; nothing new runs.
    answered: bool = False
    # The library entry's parameters as filled from the order, or {"steps": [...]} (each step in
    # words) for a composed order; {} otherwise. Whatever served it, two keys say how the order
    # was read: RESTATED, the sentence of the house language the order was taken as when the
    # reader could not read it whole; UNCHECKED (true), code the model wrote for an order no
    # reading serves, tested for safety but not checked against the order's words.
    params: dict[str, Any] = field(default_factory=dict)
    RESTATED: ClassVar[str] = "restated"
    UNCHECKED: ClassVar[str] = "unchecked"


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class AgentCancel(Message):
    """Drop an order (a newer one replaced it). Reply: AgentCancelled; the order's own stream
    ends with an ErrorReply of code "cancelled"."""

    KIND: ClassVar[str] = "agent.cancel"
    order_id: str


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class AgentCancelled(Message):
    KIND: ClassVar[str] = "agent.cancelled"
    REPLY: ClassVar[bool] = True
    order_id: str
    state: str  # queued, running or unknown


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class AgentRepair(Message):
    """Code the agent gave for an order failed in play: repair it. ``error_kind`` is a sandbox
    failure kind or ``refused`` (the game refused its move several ticks in a row); ``world`` is
    the world when it failed. Stream: AgentProgress (stage ``repairing``), then one AgentResult
    (ok: the repaired code, validated; not ok: why it could not be repaired), or an ErrorReply
    ``cancelled`` when a newer order replaced it (cancel it with AgentCancel by ``order_id``)."""

    KIND: ClassVar[str] = "agent.repair"
    order_id: str
    text: str
    code: str
    code_id: str
    error_kind: str
    error: str
    world: dict[str, Any]


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class AgentCompleted(Message):
    """The code running for ``order_id`` (``code_id``) returned "Done" without an error in play.
    The agent counts it as a success of the library entry that served it, or keeps generated
    code as a library candidate. Reply: AgentCompletedNoted."""

    KIND: ClassVar[str] = "agent.completed"
    order_id: str
    code_id: str


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class AgentCompletedNoted(Message):
    KIND: ClassVar[str] = "agent.completed_noted"
    REPLY: ClassVar[bool] = True
    order_id: str
    # library: a success counted for entry_id; candidate: kept as the candidate entry_id;
    # unknown: the agent did not serve that code (another process loaded it, or it restarted)
    noted: str
    entry_id: str = ""


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class AgentPrepare(Message):
    """An order is on its way (the player is typing it) for this world, in ``mode``: when the
    model will write it, the agent has the model read the world now, so the order's own request
    reads only the order. Reply: AgentPrepared."""

    KIND: ClassVar[str] = "agent.prepare"
    mode: str = ""  # "" = the configured mode
    world: dict[str, Any]


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class AgentPrepared(Message):
    KIND: ClassVar[str] = "agent.prepared"
    REPLY: ClassVar[bool] = True
    reading: bool  # the model reads the world now
    why: str = ""  # when not: why (not generate mode, an order under way, no model, ...)
