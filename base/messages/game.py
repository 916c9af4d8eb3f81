"""The game service's messages (services/game_server): joining, moves, ticks, orders, the
frames it publishes, loading code, resets.

docs/protocol.md describes them for people writing their own clients."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from base.codec import Struct
from base.envelope import Message, message

__all__ = [
    "OrderInfo",
    "CodeInfo",
    "Frame",
    "GameJoin",
    "GameJoined",
    "GameMove",
    "GameOrder",
    "GameOrderAccepted",
    "GameTyping",
    "GameState",
    "GameTick",
    "GameFrame",
    "GameReset",
    "GameLoadCode",
    "GameCode",
    "GameCodeResult",
    "GameQuit",
    "GameBye",
]


@dataclass(frozen=True, slots=True, kw_only=True)
class OrderInfo(Struct):
    """The order the companion is working on, as the status line shows it."""

    order_id: str
    text: str
    # services/game_server/order_life.py: queued → writing (the agent at work) → running →
    # done, repairing, failed; or refused or answered in words; replaced by a newer order
    state: str
    detail: str = ""
    # while writing or repairing, the agent's stage: matching, writing, testing or retrying
    stage: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class CodeInfo(Struct):
    """The companion's code: where it came from, without its text (``game.code`` sends that).
    Kept after the code stopped (``running`` false), until other code is loaded or a reset."""

    code_id: str
    running: bool  # False: it returned "Done", failed in play, or its order was replaced
    order_id: str = ""  # the order it serves; "" for code a tool loaded outside any order
    order_text: str = ""
    # library, composed, generated (by the model), repaired (the model's fix of code that failed
    # in play), loaded (game.load_code), or "" (code checkpointed before the game kept this)
    served_by: str = ""
    entry_id: str = ""
    # library: the entry's parameters as filled from the order; composed: {"steps": [...]}
    params: dict[str, Any] = field(default_factory=dict)
    score: float = 0.0
    attempts: int = 0  # model attempts (generated code)
    lines: int = 0  # lines of its text


@dataclass(frozen=True, slots=True, kw_only=True)
class Frame(Struct):
    """What a client draws after a tick. ``world`` is the full world as plain data."""

    tick: int
    map: str
    hud: str
    status: str
    outcome: str | None
    events: list[str]
    order: OrderInfo | None
    world: dict[str, Any]
    manual_ticks: bool
    sandbox_worker: int = -1  # the sandbox worker that ran the companion's last tick (-1: none)
    # The companion's code, where it came from; None before any code ran and after a reset. The
    # text is left out (every frame would carry it): ask game.code when it is to be shown.
    code: CodeInfo | None = None
    # The number of the last frame published (a published frame's own): one more with every
    # frame on the PUB socket, checkpointed, so it never goes back while the game runs on.
    seq: int = 0


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class GameJoin(Message):
    """A client says hello. Reply: GameJoined (with the frame PUB endpoint)."""

    KIND: ClassVar[str] = "game.join"
    client: str = ""


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class GameJoined(Message):
    KIND: ClassVar[str] = "game.joined"
    REPLY: ClassVar[bool] = True
    pub_endpoint: str
    frame: Frame


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class GameMove(Message):
    """Move the player one tile (w/a/s/d). In real time this ticks at once; in manual mode the
    move waits for the next tick. Reply: GameFrame."""

    KIND: ClassVar[str] = "game.move"
    direction: str


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class GameOrder(Message):
    """Give the companion an order in plain words. Reply: GameOrderAccepted."""

    KIND: ClassVar[str] = "game.order"
    text: str
    mode: str = ""  # "", strict, fallback or generate ("" = the agent's configured mode)


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class GameOrderAccepted(Message):
    KIND: ClassVar[str] = "game.order_accepted"
    REPLY: ClassVar[bool] = True
    order: OrderInfo
    # The seq of the first frame published with this order: frames numbered lower were
    # published before it (they show the order before), frames from it on show this one or a
    # newer one.
    frame_seq: int = 0


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class GameTyping(Message):
    """The player has begun typing an order (in ``mode``): while they type, a model that will
    write it reads the world as it is now (agent.prepare). Reply: GameFrame."""

    KIND: ClassVar[str] = "game.typing"
    mode: str = ""  # as GameOrder's


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class GameState(Message):
    """Ask for the current frame. Reply: GameFrame."""

    KIND: ClassVar[str] = "game.state"


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class GameTick(Message):
    """Advance ``count`` ticks now (any mode; the only way time passes in manual mode).
    Reply: GameFrame after the last tick, with ``ticks_run``: one request runs for at most
    game.max_request_ms, so a long one stops early and the client asks again for the rest."""

    KIND: ClassVar[str] = "game.tick"
    count: int = 1


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class GameFrame(Message):
    KIND: ClassVar[str] = "game.frame"
    REPLY: ClassVar[bool] = True
    frame: Frame
    # game.tick: the ticks it ran (each one published a frame). Fewer than asked when the request
    # reached the game's time limit per request (game.max_request_ms); ``note`` then says so.
    ticks_run: int = 0
    note: str = ""


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class GameReset(Message):
    """Start a new game: a map by name, a seed, and optionally where the companion starts
    (the nearest free floor tile if that one is a wall or taken), and the companion's and the
    player's health and what they carry. Reply: GameFrame."""

    KIND: ClassVar[str] = "game.reset"
    map: str = ""
    seed: int | None = None
    ai_start: list[int] | None = None
    manual_ticks: bool | None = None
    ai_health: int | None = None
    ai_items: list[str] | None = None
    player_health: int | None = None
    player_items: list[str] | None = None


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class GameLoadCode(Message):
    """Run this Lua ``update_func`` for the companion from the next tick on (the agent sends
    it after validation; tools and replays use it directly). Reply: GameFrame."""

    KIND: ClassVar[str] = "game.load_code"
    code: str
    code_id: str = ""
    order_text: str = ""


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class GameCode(Message):
    """Ask for the companion's code: its text and where it came from (the frame carries only
    the latter). Reply: GameCodeResult."""

    KIND: ClassVar[str] = "game.code"


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class GameCodeResult(Message):
    KIND: ClassVar[str] = "game.code_result"
    REPLY: ClassVar[bool] = True
    code: CodeInfo | None  # as Frame.code now
    source: str  # the Lua text of that code ("" when there is none)


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class GameQuit(Message):
    """The client leaves; the game keeps its world. Reply: GameBye."""

    KIND: ClassVar[str] = "game.quit"


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class GameBye(Message):
    KIND: ClassVar[str] = "game.bye"
    REPLY: ClassVar[bool] = True
