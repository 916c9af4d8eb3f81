"""What an order means: the one structured reading that everything after the reader works from.

An order is a sequence of steps. A step is an errand (``Act``), a question (``Ask``), words to say
(``Say``), or logic around steps: a choice decided when it starts (``Choice``), a condition
watched every tick (``Watch``), a repetition (``Repeat``); or a part the reader could not read
(``Unknown``), kept in words so that it can be said back to the player.

Numbers (``Expr``) and conditions (``Cond``) are small trees over the world's facts: counts,
health, what is carried, distances, arithmetic between them. The same trees compile to Lua
(``agent.compose``), are checked against a dry run (``agent.acceptance``) and are evaluated on a
world in Python (``agent.reading.facts``), so the three cannot disagree on what was asked.

Values are frozen and compare by what they mean: the words a node was read from ride along
(``words``) but take no part in equality, so "grab the bow" and "pick up the bow" are equal.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from enum import Enum, StrEnum

# The two parties an order can be about besides the monsters and items.
COMPANION = "companion"
PLAYER = "player"
WHO = (COMPANION, PLAYER)

# Any item / any monster / either.
ANY_ITEM = "item"
ANY_MONSTER = "monster"
ANYTHING = "thing"


class Action(StrEnum):
    """What an errand does: each is a skill (docs/skills.md), or two for one and every. The
    values are the skills' names, so an action is written, compared and stored as its string."""

    FETCH = "fetch"
    BRING = "bring"
    ATTACK = "attack"
    FOLLOW = "follow"
    STAY = "stay"
    COME_BACK = "come_back"
    EXPLORE = "explore"
    FLEE = "flee"
    KEEP_AWAY = "keep_away"
    GO_TO = "go_to"
    WALK = "walk"
    SQUARE = "square"
    # What players ask companions for (sandbox_worker/lua/companion.lua).
    GUARD = "guard"  # stay near a thing, a place or the player; fight what comes close
    PROTECT = "protect"  # stand between the player and a monster
    KEEP_DISTANCE = "keep_distance"  # at least / at most some tiles from the player or a thing
    PATROL = "patrol"  # back and forth between two places, or round the room
    HAND_OVER = "hand_over"  # onto the player's tile, which hands over everything carried
    KEEP_OFF = "keep_off"  # an item never stepped on, a monster never fought (asides.kept_promises)
    # The reader's own, never in a meaning it gives: "find the sword" is fetching it unless the
    # order goes on to ask where it is (agent.reading.tidy decides which).
    LOCATE = "locate"


# The actions by their old names, typed as the strings they are: code that names one action
# compares and stores it as before; code that must handle every action matches on ``Action``
# itself (``case Action.FETCH:``), which the type checker checks for exhaustiveness.
FETCH: str = Action.FETCH
BRING: str = Action.BRING
ATTACK: str = Action.ATTACK
FOLLOW: str = Action.FOLLOW
STAY: str = Action.STAY
COME_BACK: str = Action.COME_BACK
EXPLORE: str = Action.EXPLORE
FLEE: str = Action.FLEE
KEEP_AWAY: str = Action.KEEP_AWAY
GO_TO: str = Action.GO_TO
WALK: str = Action.WALK
SQUARE: str = Action.SQUARE
GUARD: str = Action.GUARD
PROTECT: str = Action.PROTECT
KEEP_DISTANCE: str = Action.KEEP_DISTANCE
PATROL: str = Action.PATROL
HAND_OVER: str = Action.HAND_OVER
# The actions a meaning may hold: every one a skill.
ACTIONS: tuple[str, ...] = tuple(a for a in Action if a is not Action.LOCATE)
ENDLESS = (FOLLOW, STAY, KEEP_AWAY, GUARD, PROTECT, KEEP_DISTANCE, PATROL)  # never end alone

# What a question asks for.
COUNT = "count"  # how many things of a kind there are (living monsters, items on the ground)
WHERE = "where"  # where a thing is; with ``who`` and no thing, where a party stands
DISTANCE = "distance"  # how far a thing is (from the companion, or ``who``)
HEALTH = "health"  # a party's health
CARRYING = "carrying"  # what a party carries
HAS = "has"  # whether a party carries a thing: yes or no
WEAKNESS = "weakness"  # what defeats a monster kind, or what an item defeats
WHICH = "which"  # which thing is nearest / farthest (of a kind, or of the things named)
WHICH_OF_US = "which_of_us"  # which of us is nearer a thing, or has more of ``value`` (health)
VALUE = "value"  # a number worked out: "my health plus two", "items and monsters altogether"
CHECK = "check"  # whether a condition holds: "is the bow closer than the sword?"

NEAREST, FARTHEST = "nearest", "farthest"
BEARING = "bearing"  # the nearest lying that way from ``Thing.on``'s thing ("the bat below you")
ON = "on"  # the one lying on the tile ``Thing.origin`` ("the arrow at row 16, column 8"), or none
MORE, FEWER = "more", "fewer"  # WHICH_OF_US with a ``value`` (the companion's measure): which


@dataclass(frozen=True, slots=True)
class Thing:
    """Something in the world an order names.

    ``kind``: an item name, a monster kind, ANY_ITEM, ANY_MONSTER, ANYTHING, PLAYER or COMPANION.
    ``quantity``: how many (1 by default), or None for every one of the kind ("all the arrows").
    ``pick``: which one, when it matters: "" (the skills' own choice, the nearest to the
    companion), NEAREST or FARTHEST measured from ``origin``: COMPANION, PLAYER, another kind
    of thing ("the arrow next to the sword": the nearest sword to the companion), a named
    spot of the map ("the arrow in the bottom left corner": sandbox_worker.api.PLACES), a side
    of the map, measured by its columns or rows alone ("the leftmost arrow": "left side",
    sandbox_worker.api.SIDES) or a tile (``tile(16, 8)``; ON: the one lying on it, or none).
    ``on``: with ON, the tile (``Offset``) instead: "the arrow 8 tiles below me" (tile_picks);
    with NEAREST, the nearest in the line on from its thing that way: "straight below me"; with
    BEARING, the nearest to its thing strictly past its row (``rows``' sign) and its column
    (``cols``'): "the bat below you", "the gorgon south-west of me" (agent.reading.bearings).
    ``rank``: the how-manieth of the pick (1: the nearest or farthest itself; 2: "the second
    closest arrow", "the farthest bat but one"; agent.reading.ranks), only with ``pick`` said.
    ``besides``: one thing of the same kind left out of the pick, itself picked ("kill a bat, but
    not the one in the top right": the bat nearest the top right; agent.reading.exclusions): the
    nearest (farthest) of the kind other than that one; None: none left out."""

    kind: str
    quantity: int | None = 1
    pick: str = ""
    origin: str = COMPANION
    rank: int = 1
    besides: Thing | None = None
    on: Offset | None = None

    @property
    def every(self) -> bool:
        return self.quantity is None

    @property
    def is_party(self) -> bool:
        return self.kind in WHO


def tile(row: int, col: int) -> str:
    """A tile as the origin of a thing picked near it ("the arrow at row 16, column 8")."""
    return f"{row},{col}"


def tile_of(origin: str) -> tuple[int, int] | None:
    """The tile an origin is (``tile``), else None (a party, a kind, a named spot)."""
    row, comma, col = origin.partition(",")
    return (int(row), int(col)) if comma and row.isdigit() and col.isdigit() else None


@dataclass(frozen=True, slots=True)
class Offset:
    """A tile said by where it lies from a thing or one of us ("the tile 3 south of the bow",
    "two to the left of me"): ``rows`` down (up when negative; row 1 is the top, the north) and
    ``cols`` right (left when negative) of the tile ``thing`` stands or lies on when the step
    starts (agent.reading.offsets). ``given``: where it was when the order was given instead
    (the companion's: "go back to where you started"). ``halfway``: the tile halfway between
    ``thing`` and it instead ("halfway between me and the bow": agent.reading.halfway)."""

    thing: Thing
    rows: int = 0
    cols: int = 0
    given: bool = False
    halfway: Thing | None = None


@dataclass(frozen=True, slots=True)
class Place:
    """Where to go: a named spot of the map, a tile, next to a thing, or a tile counted from a
    thing (``offset``: then ``thing`` is None, the tile is no thing's)."""

    name: str = ""  # "top left", "middle", ... (sandbox_worker.api.PLACES)
    row: int = 0
    col: int = 0
    thing: Thing | None = None
    offset: Offset | None = None


# -- numbers ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Number:
    value: int | float


@dataclass(frozen=True, slots=True)
class Region:
    """A part of the map counted over (agent.reading.regions): the tiles ``way`` of ``origin``
    (as ``Thing.origin``), strictly past its row and column ("north", "south east": "east of the
    bow"; of "middle": the halves and quarters of the map), or within ``tiles`` of it."""

    origin: str
    way: str = ""
    tiles: int = 0


@dataclass(frozen=True, slots=True)
class CountOf:
    """How many living monsters or items on the ground of a kind; ``besides``: one of them
    picked and not counted ("how many arrows are there, not counting the one at row 10, column
    2?": agent.reading.left_out), as ``Thing.besides``; ``region``: only those there."""

    kind: str
    besides: Thing | None = None
    region: Region | None = None


# Whoever defeated them: a count of the defeated monsters by either of us (``Defeated.by``).
ANYONE = "anyone"


@dataclass(frozen=True, slots=True)
class Defeated:
    """How many monsters of a kind (ANY_MONSTER: any) have been defeated in this game, by
    ``by``: COMPANION or PLAYER alone ("how many bats have you killed?"), or ANYONE ("how many
    bats are dead?")."""

    kind: str
    by: str = ANYONE


@dataclass(frozen=True, slots=True)
class Carried:
    """How many items of a kind (ANY_ITEM: any) a party carries."""

    who: str
    item: str = ANY_ITEM


@dataclass(frozen=True, slots=True)
class HealthOf:
    who: str


@dataclass(frozen=True, slots=True)
class DistanceTo:
    """Tiles (rows plus columns) from ``origin`` to the nearest ``thing``; with ``walk``, the
    steps of a shortest walk round the walls to that same thing ("less than 20 steps' walk")."""

    thing: Thing
    origin: str = COMPANION
    walk: bool = False


@dataclass(frozen=True, slots=True)
class Arith:
    op: str  # "+", "-", "*", "/", or "diff": how far apart the two are (never below zero)
    left: Expr
    right: Expr


Expr = Number | CountOf | Defeated | Carried | HealthOf | DistanceTo | Arith


# -- conditions ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Compare:
    op: str  # ">", "<", ">=", "<=", "==", "!="
    left: Expr
    right: Expr


@dataclass(frozen=True, slots=True)
class Has:
    """A party carries an item of a kind (ANY_ITEM: anything)."""

    who: str
    item: str = ANY_ITEM


@dataclass(frozen=True, slots=True)
class Near:
    """A thing of a kind is within ``tiles`` of a party."""

    thing: Thing
    tiles: int
    of: str = COMPANION


# Within sight: how near a monster must be to be seen ("you see a bat", watched) or seen coming.
SIGHT_TILES = 5


@dataclass(frozen=True, slots=True)
class Coming:
    """A monster of a kind within sight (``SIGHT_TILES``) of a party is coming towards it: it
    stood farther from where the party is now when the condition was last looked at (the tick
    before, when watched). Never on its first look: a change is seen over two ticks."""

    thing: Thing
    of: str = COMPANION


@dataclass(frozen=True, slots=True)
class Moved:
    """A party stands on another tile than the one it stood on when the step began ("as soon as
    I move", "until I take a step"): watched, never decided (at the step's start it never
    holds). Not that it is moving now, nor how long it has stood still."""

    who: str = PLAYER


@dataclass(frozen=True, slots=True)
class Not:
    cond: Cond


@dataclass(frozen=True, slots=True)
class AllOf:
    conds: tuple[Cond, ...]


@dataclass(frozen=True, slots=True)
class AnyOf:
    conds: tuple[Cond, ...]


Cond = Compare | Has | Near | Coming | Moved | Not | AllOf | AnyOf


# -- steps --------------------------------------------------------------------------------------


# What each action's errand may hold besides its words (the rest stay at their defaults): the
# thing it is about, where it goes or what it guards, a walk's way and steps (a square's size,
# an exploring's new tiles to visit), a guard's reach in ``most`` tiles, a kept distance's
# ``least`` and ``most`` (0: no bound), a patrol's two posts (``other``; neither: the room).
HOLDS: dict[Action, frozenset[str]] = {a: frozenset(fields.split()) for a, fields in {
    Action.FETCH: "thing", Action.BRING: "thing", Action.ATTACK: "thing", Action.FOLLOW: "",
    Action.STAY: "", Action.COME_BACK: "", Action.EXPLORE: "steps", Action.FLEE: "",
    Action.KEEP_AWAY: "thing", Action.GO_TO: "place", Action.WALK: "way steps",
    Action.SQUARE: "steps", Action.GUARD: "place most", Action.PROTECT: "thing",
    Action.KEEP_DISTANCE: "thing least most", Action.PATROL: "place other", Action.HAND_OVER: "",
    Action.KEEP_OFF: "thing", Action.LOCATE: "thing"}.items()}
# What it must hold: the thing it is about (but a protection from whatever monster comes), the
# place gone to or guarded, the way walked and how far.
NEEDS: dict[Action, frozenset[str]] = {a: frozenset(fields.split()) for a, fields in {
    Action.FETCH: "thing", Action.BRING: "thing", Action.ATTACK: "thing",
    Action.KEEP_AWAY: "thing", Action.GO_TO: "place", Action.WALK: "way steps",
    Action.GUARD: "place", Action.PROTECT: "", Action.KEEP_DISTANCE: "thing",
    Action.KEEP_OFF: "thing", Action.LOCATE: "thing"}.items()}


@dataclass(frozen=True, slots=True, init=False)
class Act:
    """An errand: one skill's job. What it holds besides its words depends on its action
    (``HOLDS``, ``NEEDS``), checked when it is made: an errand that holds what its action does
    not take, or lacks what it needs, is never made (ValueError), so no reader can hand the
    composer a walk with a thing or a fetch of nothing."""

    action: Action
    thing: Thing | None = None
    place: Place | None = None
    way: str = ""
    steps: int = 0
    words: str = field(default="", compare=False)
    least: int = 0
    most: int = 0
    other: Place | None = None

    def __init__(self, action: Action | str, thing: Thing | None = None,
                 place: Place | None = None, way: str = "", steps: int = 0, words: str = "",
                 least: int = 0, most: int = 0, other: Place | None = None) -> None:
        act = action if action.__class__ is Action else Action(action)  # else ValueError
        given = ((thing is not None) | (place is not None) << 1 | bool(way) << 2
                 | bool(steps) << 3 | bool(least) << 4 | bool(most) << 5 | (other is not None) << 6)
        if given & ~_HOLDS_BITS[act] or _NEEDS_BITS[act] & ~given:
            raise ValueError(misfit(act, {f for i, f in enumerate(_BITS) if given >> i & 1}))
        setattr_ = object.__setattr__
        setattr_(self, "action", act)
        setattr_(self, "thing", thing)
        setattr_(self, "place", place)
        setattr_(self, "way", way)
        setattr_(self, "steps", steps)
        setattr_(self, "words", words)
        setattr_(self, "least", least)
        setattr_(self, "most", most)
        setattr_(self, "other", other)


# The fields an errand may hold, each a bit of what it holds (``Act.__init__`` checks a set of
# fields in a few instructions: an order makes dozens of errands while it is read).
_BITS = ("thing", "place", "way", "steps", "least", "most", "other")
_HOLDS_BITS = {a: sum(1 << i for i, f in enumerate(_BITS) if f in HOLDS[a]) for a in Action}
_NEEDS_BITS = {a: sum(1 << i for i, f in enumerate(_BITS) if f in NEEDS.get(a, ()))
               for a in Action}


def misfit(action: Action, given: set[str] | frozenset[str]) -> str:
    """What is wrong with an errand of ``action`` holding the fields ``given``."""
    extra, missing = given - HOLDS[action], NEEDS.get(action, frozenset()) - given
    said = [f"{action} takes no {_listed(extra, 'or')}"] if extra else []
    said += [f"{action} needs {_listed(missing, 'and')}"] if missing else []
    return "; ".join(said) + f" (it holds {_listed(HOLDS[action], 'and') or 'nothing'})"


def _listed(names: set[str] | frozenset[str], last: str) -> str:
    ordered = sorted(names)
    return f" {last} ".join([", ".join(ordered[:-1]), ordered[-1]] if len(ordered) > 1 else
                            ordered)


@dataclass(frozen=True, slots=True)
class Ask:
    """A question. ``things``: what it is about; ``who``: whose health, inventory or place (and
    from whom a distance is measured; for WHICH of two, as ``Thing.origin``: one of us, a kind,
    a named spot or a tile); ``pick``: NEAREST or FARTHEST for WHICH; ``value`` for VALUE,
    ``check`` for CHECK; ``besides``: for CARRYING with no things, an item kind left out of what
    is listed ("what are you carrying, apart from the sword?": agent.reading.exclusions)."""

    asks: str
    things: tuple[Thing, ...] = ()
    who: str = ""
    pick: str = ""
    value: Expr | None = None
    check: Cond | None = None
    besides: str = ""
    words: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Say:
    text: str
    words: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Choice:
    """``then`` if ``cond`` holds when the step starts, else ``otherwise``: decided once."""

    cond: Cond
    then: tuple[Step, ...]
    otherwise: tuple[Step, ...] = ()
    words: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Watch:
    """``during`` runs (nothing: wait) while ``cond`` is watched every tick; once it holds,
    ``then`` runs instead (nothing: the step is over). ``every_time``: whenever it holds
    (``then`` while it holds, ``during`` while it does not), for as long as the step runs."""

    cond: Cond
    then: tuple[Step, ...] = ()
    during: tuple[Step, ...] = ()
    every_time: bool = False
    words: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Repeat:
    """``body`` ``times`` times over, or for ``turns`` ticks (an empty body waits)."""

    body: tuple[Step, ...]
    times: int = 0
    turns: int = 0
    words: str = field(default="", compare=False)


class Reason(Enum):
    """Why words were not read as something to do. What the companion says back is made from the
    reason and the words (``agent.reading.reasons.said``), and what it offers instead depends on
    the reason alone (``agent.refusal``)."""

    OUTSIDE = "outside the game"  # files, the computer, the network, the prompt: said alone
    TALK = "talk"  # no order but talk ("hello", "thanks"); ``detail`` is the answer
    WARNING = "warning"  # talk about a monster ("a bat is coming"): asked what to do about it
    NO_SUCH_ACTION = "no such action"  # a verb no skill does: "eat the arrow", "climb the wall"
    NOT_UNDERSTOOD = "not understood"  # words not read: "by the door", a condition, a stranger
    AMBIGUOUS = "ambiguous"  # which thing, which way, whom or what "it" is: not said
    MISMATCH = "does not fit"  # the action and the thing do not go: fight an item, the wrong weapon
    CANNOT = "cannot be done"  # beyond the game; ``detail`` says so and what can be done instead
    CANNOT_PROMISE = "cannot be promised"  # an order to keep from doing something


@dataclass(frozen=True, slots=True)
class Unknown:
    """Words the reader did not read as something to do (``words``: the reader's, read for what
    they name), why (``reason``), and the order's span they came from as typed (``typed``, said
    back; "" where the same). ``detail``: the rest of a sentence of the reader's (what can be
    done instead, the answer to talk), else one is made from the reason and the words. ``logic``:
    the words are logic not read (so nothing may be served in its place)."""

    words: str
    reason: Reason = Reason.NOT_UNDERSTOOD
    detail: str = ""
    logic: bool = False
    typed: str = field(default="", compare=False)

    @property
    def talk(self) -> bool:
        """The words are no order but talk, answered in words."""
        return self.reason in (Reason.TALK, Reason.WARNING)

    @property
    def why(self) -> str:
        """The reason in a sentence for the player."""
        from agent.reading.reasons import said  # it reads the words with the reader's text tools

        return said(self)


Step = Act | Ask | Say | Choice | Watch | Repeat | Unknown
LOGIC = (Choice, Watch, Repeat)


@dataclass(frozen=True, slots=True)
class Meaning:
    order: str = field(compare=False)
    steps: tuple[Step, ...] = ()

    def walk(self) -> Iterator[Step]:
        """Every step, nested ones included, depth first in order."""
        yield from walk(self.steps)

    @property
    def unknown(self) -> tuple[Unknown, ...]:
        return tuple(s for s in self.walk() if isinstance(s, Unknown))

    @property
    def talk(self) -> bool:
        """Whether the whole order is talk, answered in words (``Unknown.talk``)."""
        return len(self.steps) == 1 and isinstance(self.steps[0], Unknown) and self.steps[0].talk

    @property
    def understood(self) -> bool:
        return bool(self.steps) and not self.unknown

    @property
    def has_logic(self) -> bool:
        """Whether the order asks for more than a sequence of plain steps: a condition, a
        repetition, a comparison, a superlative, arithmetic or a count of more than one."""
        return any(_logical(s) for s in self.walk())

    @property
    def acts(self) -> tuple[Act, ...]:
        return tuple(s for s in self.walk() if isinstance(s, Act))

    @property
    def asks(self) -> tuple[Ask, ...]:
        return tuple(s for s in self.walk() if isinstance(s, Ask))


def measured(ask: Ask, who: str) -> Expr:
    """What a which-of-us question compares, for one of us: the distance to its thing, or the
    measure in ``value`` (what the companion carries, its health) for ``who``."""
    if isinstance(ask.value, (Carried, HealthOf)):
        return replace(ask.value, who=who)
    return DistanceTo(Thing(ask.things[0].kind if ask.things else ANYTHING), who)


def over_ticks(c: Cond) -> bool:
    """Whether the condition is about a change seen over two ticks (a monster ``Coming``, a party
    that ``Moved`` since its step began): it can only be watched, never decided or asked at a
    glance."""
    if isinstance(c, Coming | Moved):
        return True
    if isinstance(c, Not):
        return over_ticks(c.cond)
    if isinstance(c, (AllOf, AnyOf)):
        return any(over_ticks(x) for x in c.conds)
    return False


def goes_on(step: Step) -> bool:
    """Whether a step is an errand that goes on until another order or for long: a duty that
    never ends by itself (``ENDLESS``), or exploring."""
    return isinstance(step, Act) and step.action in (*ENDLESS, EXPLORE)


def walk(steps: tuple[Step, ...]) -> list[Step]:  # a list: a generator resumed a step costs more
    out: list[Step] = []
    for step in steps:
        out.append(step)
        if isinstance(step, Choice):
            out += walk(step.then) + walk(step.otherwise)
        elif isinstance(step, Watch):
            out += walk(step.during) + walk(step.then)
        elif isinstance(step, Repeat):
            out += walk(step.body)
    return out


def _logical(step: Step) -> bool:
    if isinstance(step, LOGIC) or (isinstance(step, Unknown) and step.logic):
        return True
    if isinstance(step, Act) and step.thing is not None:
        return step.thing.pick == FARTHEST or step.thing.origin != COMPANION or (
            step.thing.quantity is not None and step.thing.quantity > 1)
    if isinstance(step, Ask):
        return step.asks in (VALUE, CHECK) or (step.asks == WHICH and len(step.things) > 1) or (
            step.pick == FARTHEST)
    return False
