"""The Lua API registry: every name generated code may use, with its signature and one-line doc.

The sandbox's argument checks (``define_param`` calls into the Lua bindings) and the text the
model's system prompt gets (``api_reference_text``) are both generated from ``REGISTRY``, and
the runtime refuses to start if the bindings implement a name the registry lacks or the other
way round, so the prompt and the runtime cannot disagree.
"""

from __future__ import annotations

from game.world import ENTITY_NAMES, ITEM_NAMES, MONSTER_KINDS
from sandbox_worker.api_entry import ApiEntry, Param
from sandbox_worker.api_skills import (
    MAX_DISTANCE,
    MAX_EXPLORED,
    MAX_GUARD,
    MAX_LABEL,
    MAX_SQUARE,
    MAX_TIMES,
    MAX_TURNS,
    MAX_WALK,
    PLACES,
    SIDES,
    SKILLS,
    WAYS,
)


def _either(words: tuple[str, ...]) -> str:
    quoted = [f'"{w}"' for w in words]
    return ", ".join(quoted[:-1]) + " or " + quoted[-1]


_MONSTER_NAMES = tuple(ENTITY_NAMES[k] for k in MONSTER_KINDS)


# What guard() and keep_distance() stay near.
_WARD = (
    'a thing to stay near: "player" or player, a position {row, col}, an item name '
    f"{_either(ITEM_NAMES)} (the nearest on the ground), one item or monster (from "
    f"nearest(...)) or {_either(tuple(PLACES))}"
)

# What each parameter type accepts, in the words of the error a wrong value gets.
TYPE_DESCRIPTIONS = {
    "direction": 'a direction "w", "a", "s" or "d"',
    "item_name": 'an item name such as "sword"',
    "target": "a position {row, col} or an entity",
    "position": "a position {row, col}",
    "entity": "an entity (player, ai or one of monsters)",
    "entities": "a list of entities (or nil for all monsters)",
    "item_kind": f"an item name {_either(ITEM_NAMES)}",
    "monster_kind": f'a monster kind {_either(_MONSTER_NAMES)}, or "monster" or nil for any',
    "errand_item": f"an item name {_either(ITEM_NAMES)}, or one item (from items, nearest(...) "
    "or farthest(...))",
    "foe": f'a monster kind {_either(_MONSTER_NAMES)}, or "monster" or nil for any, or one '
    "monster (from monsters, nearest(...) or farthest(...))",
    "kind_word": "a kind " + _either((*ITEM_NAMES, *_MONSTER_NAMES, "item", "monster", "thing")),
    "spot": 'a thing: a kind such as "bow" or "bat" (the nearest one), "item", "monster", '
    '"thing", "player", an entity, an item or a position {row, col}',
    "origin": 'nil (ai), "player", an entity, an item, a position {row, col}, a kind such '
    f'as "bow" (the nearest one), a named spot {_either(tuple(PLACES))} or a side of the map '
    f"{_either(tuple(SIDES))} (rows or columns from it alone)",
    "map_spot": f"nil, or a named spot {_either(tuple(PLACES))} or a side of the map "
    f"{_either(tuple(SIDES))} (the monster of that kind nearest it)",
    "defeater": 'nil (anyone), ai or player (or "ai", "player"): whose defeats are counted',
    "tiles": "a number of tiles, 0 or more",
    "rank": "nil or a whole number, 1 or more (2: the second nearest or farthest)",
    "besides": "nil or one item or monster (from nearest(...)) to pass over",
    "part": 'nil, a way from a point ("north", "south", "east", "west", "north east", '
    '"north west", "south east" or "south west") or a whole number of tiles from 0 to '
    f"{MAX_DISTANCE}",
    "bearing": 'a way from a point ("north", "south", "east", "west", "north east", '
    '"north west", "south east" or "south west")',
    "item_or_nil": f"nil or an item name {_either(ITEM_NAMES)}",
    "item_or_all": f'an item name {_either(ITEM_NAMES)}, or "item" or nil for every item',
    "kept": f'an item name {_either(ITEM_NAMES)}, "item" or nil for every item, one item '
    f"(from items, nearest(...) or farthest(...)), or a monster kind {_either(_MONSTER_NAMES)}",
    "label": f"a short text naming the condition (1 to {MAX_LABEL} characters)",
    "value": "any value, or a function that returns one",
    "rounds": f"a whole number of times from 1 to {MAX_TIMES}",
    "turns": f"a whole number of turns from 1 to {MAX_TURNS}",
    "step": 'a step: {skill, argument} such as {fetch, "arrow"}, or a function that returns a '
    "status",
    "step_or_nil": "nil (stand still) or a step: {skill, argument} such as {follow}, or a "
    "function that returns a status",
    "thing": "an item or monster name "
    + _either((*ITEM_NAMES, "item", *_MONSTER_NAMES, "monster")),
    "text": "a text (a string or a number)",
    "steps": 'a list of steps such as {{fetch, "bow"}, {attack, "bat"}, {come_back}}',
    "place": "a place: a position {row, col}, a row and a column, the player, an item name, "
    + "\"player\", one item or monster (from nearest(...)) or " + _either(tuple(PLACES)),
    "column": "nil, or the column when the first argument is a row",
    "ward": _WARD,
    "landmark": f'{_WARD}, or a monster kind {_either((*_MONSTER_NAMES, "monster"))} (the '
    "nearest one)",
    "post": 'nil or a place: "player" or player, a position {row, col}, an item name '
    f"{_either(ITEM_NAMES)}, one item (from nearest(...)) or {_either(tuple(PLACES))}",
    "reach": f"nil or a whole number of tiles from 1 to {MAX_GUARD}",
    "bound": f"nil or a whole number of tiles from 0 to {MAX_DISTANCE}",
    "way": f"a direction {_either(tuple(WAYS))}",
    "count": f"nil or a whole number of steps from 1 to {MAX_WALK}",
    "size": f"nil or a whole number from 1 to {MAX_SQUARE}",
    "explored": f"nil or a whole number of tiles from 1 to {MAX_EXPLORED}",
}

# The words a parameter of these types takes, for checks made outside the sandbox (a library
# entry's step); the types in NIL_TYPES take nil as a word too ("any monster"; patrol(nil): round
# the room). (fetch(nil), go_to(nil) and guard(nil) give up rather than fail, but mean nothing a
# library entry would write.)
TYPE_VALUES: dict[str, tuple[str, ...]] = {
    "item_kind": ITEM_NAMES,
    "errand_item": ITEM_NAMES,
    "monster_kind": (*_MONSTER_NAMES, "monster"),
    "foe": (*_MONSTER_NAMES, "monster"),
    "kind_word": (*ITEM_NAMES, *_MONSTER_NAMES, "item", "monster", "thing"),
    "thing": (*ITEM_NAMES, "item", *_MONSTER_NAMES, "monster"),
    "place": (*PLACES, *ITEM_NAMES, "player"),
    "way": tuple(WAYS),
    "ward": (*PLACES, *ITEM_NAMES, "player"),
    "landmark": (*PLACES, *ITEM_NAMES, "player", *_MONSTER_NAMES, "monster"),
    "post": (*PLACES, *ITEM_NAMES, "player"),
    "item_or_all": (*ITEM_NAMES, "item"),
    "kept": (*ITEM_NAMES, "item", *_MONSTER_NAMES),
}
NIL_TYPES = frozenset({"monster_kind", "foe", "post", "item_or_all", "kept"})


def _method(name: str, signature: str, doc: str, example: str, *params: Param) -> ApiEntry:
    this = Param("self", "entity", f"call it on an entity with a colon: {example}")
    return ApiEntry(name, "method", signature, doc, example, (this, *params))


REGISTRY: tuple[ApiEntry, ...] = SKILLS + (
    # -- read-only fields of player, ai and each monster ---------------------------------------
    ApiEntry("name", "field", "entity.name", '"player", "ai", "gorgon" or "bat"', "ai.name"),
    ApiEntry(
        "position",
        "field",
        "entity.position",
        "{row, col}, 1-indexed from the top left; also readable as .row and .col",
        "local row, col = ai.position[1], ai.position[2]",
    ),
    ApiEntry(
        "health", "field", "entity.health", "health points; 0 means defeated", "player.health"
    ),
    ApiEntry(
        "items",
        "field",
        "entity.items",
        "array of the items the entity carries (each with .name)",
        "for _, item in ipairs(ai.items) do print(item.name) end",
    ),
    ApiEntry(
        "weakness",
        "field",
        "monster.weakness",
        'the item that defeats the monster ("sword" for a gorgon, "bow" plus an arrow for a bat)',
        "ai:has_item(monster.weakness)",
    ),
    ApiEntry(
        "symbol", "field", "entity.symbol", 'the map letter: "P", "A", "G" or "B"', "ai.symbol"
    ),
    ApiEntry(
        "alive",
        "field",
        "entity.alive",
        "false once a monster is defeated",
        "if monster.alive then",
    ),
    ApiEntry(
        "id", "field", "entity.id", "a number that stays the same for the whole game", "ai.id"
    ),
    # -- ground items -----------------------------------------------------------------------
    ApiEntry(
        "name", "item_field", "item.name", '"sword", "bow" or "arrow"', 'item.name == "sword"'
    ),
    ApiEntry(
        "position",
        "item_field",
        "item.position",
        "{row, col} of an item on the ground",
        "ai:find_path_to(item.position)",
    ),
    ApiEntry("id", "item_field", "item.id", "a number that stays the same for the whole game"),
    # -- methods -------------------------------------------------------------------------------
    _method(
        "move",
        "entity:move(direction) -> boolean",
        'ask to move one tile: "w" up, "a" left, "s" down, "d" right; only ai moves, at most '
        "once per tick; false (and a note in the log) when refused",
        'ai:move("w")',
        Param("direction", "direction", 'use ai:move("w") (w up, a left, s down, d right)'),
    ),
    _method(
        "has_item",
        "entity:has_item(name) -> boolean",
        "true when the entity carries an item with that name",
        'ai:has_item("sword")',
        Param("name", "item_name", 'use ai:has_item("sword") or ai:has_item(monster.weakness)'),
    ),
    _method(
        "find_path_to",
        "entity:find_path_to(position_or_entity) -> array of directions",
        "shortest path; keeps off monsters' tiles and their neighbours (and, for ai, the "
        "player's tile) when it can; {} when unreachable or already there",
        "local path = ai:find_path_to(item.position)",
        Param("target", "target", "use item.position (or pass the entity itself, e.g. player)"),
    ),
    _method(
        "distance_to",
        "entity:distance_to(position_or_entity) -> number",
        "Manhattan distance (rows plus columns) to a position or an entity",
        "ai:distance_to(player)",
        Param(
            "target",
            "target",
            "use monster.position or the entity itself, e.g. ai:distance_to(monster)",
        ),
    ),
    _method(
        "move_random",
        "entity:move_random() -> direction or nil",
        "move one tile in a random open direction; returns the direction",
        "ai:move_random()",
    ),
    # -- globals -------------------------------------------------------------------------------
    ApiEntry(
        "maze",
        "global",
        "maze",
        'array of strings, one per row; "#" is a wall',
        'maze[row]:sub(col, col) == "#"',
    ),
    ApiEntry(
        "valid_move",
        "global",
        "valid_move(position) -> boolean",
        "true when the position is inside the maze and not a wall",
        "valid_move({ai.position[1] - 1, ai.position[2]})",
        (
            Param(
                "position", "position", "use valid_move(entity.position) or valid_move({row, col})"
            ),
        ),
    ),
    # -- fallbacks: work, but the prompt teaches the methods -------------------------------------
    ApiEntry(
        "move_entity",
        "fallback",
        "move_entity(entity, direction) -> boolean",
        "same as entity:move(direction)",
        'move_entity(ai, "w")',
        (
            Param("entity", "entity", 'use move_entity(ai, "w") or better ai:move("w")'),
            Param(
                "direction", "direction", 'use move_entity(ai, "w") (w up, a left, s down, d right)'
            ),
        ),
    ),
    ApiEntry(
        "has_item",
        "fallback",
        "has_item(entity, name) -> boolean",
        "same as entity:has_item(name)",
        'has_item(ai, "sword")',
        (
            Param("entity", "entity", 'use has_item(ai, "sword") or better ai:has_item("sword")'),
            Param("name", "item_name", 'use has_item(ai, "sword")'),
        ),
    ),
    ApiEntry(
        "find_path_astar",
        "fallback",
        "find_path_astar(from, to, entities) -> array of directions",
        "path between two positions (or entities), avoiding the given monsters when it can",
        "find_path_astar(ai.position, player.position, monsters)",
        (
            Param("from", "target", "use find_path_astar(ai.position, item.position, monsters)"),
            Param("to", "target", "use find_path_astar(ai.position, item.position, monsters)"),
            Param("entities", "entities", "pass monsters, or nil"),
        ),
    ),
    ApiEntry(
        "manhattan",
        "fallback",
        "manhattan(a, b) -> number",
        "Manhattan distance between two positions (or entities)",
        "manhattan(ai.position, player.position)",
        (
            Param("a", "target", "use manhattan(ai.position, monster.position)"),
            Param("b", "target", "use manhattan(ai.position, monster.position)"),
        ),
    ),
)

# The reference's WRONG/RIGHT notes: the mistakes models make most, shown in the prompt.
NOTES: tuple[str, ...] = (
    "Methods take POSITIONS or ENTITIES, never names:",
    '  WRONG: ai:find_path_to("sword")          -- strings do not work',
    "  WRONG: ai:distance_to(monster.weakness)  -- that is a string",
    "  RIGHT: ai:find_path_to(item.position)    -- use .position",
    "  RIGHT: ai:distance_to(monster)           -- or pass the entity itself",
    "Call methods with a colon:",
    '  WRONG: ai.move("w")',
    '  RIGHT: ai:move("w")',
    "Built-in fields are read-only; move with methods:",
    "  WRONG: ai.position = {2, 3}   WRONG: monster.health = 0",
    '  RIGHT: ai:move("d")',
    "Items are in ONE of two places, never both:",
    '  1) on the ground: in the "items" table passed to update_func (each has .name and .position)',
    '  2) in an inventory: in entity.items; check with entity:has_item("sword")',
    "Lua reminders:",
    "  - tables are 1-indexed: for i, item in ipairs(items) do ... end",
    "  - length is #path; check for an empty path with: if #path > 0 then ... end",
    "  - run steps in order with plan({...}): it keeps the order's progress, which a custom "
    "field (it outlives the order) or a top-level local (lost when the sandbox is replaced) "
    "does not",
    '  - return a short status string; return "Done" when the order is complete',
)

CONTRACT = (
    "Write a global function update_func(player, ai, monsters, items). The game calls it once "
    "per tick; ai is the companion you control, monsters holds the living monsters and items "
    'the items on the ground. Return a short status string for the player, or "Done" when '
    "the order is complete. At most one move per tick."
)

_SECTIONS = (
    (
        "skill",
        "Skills (prefer these; each call makes at most one move and returns a status, "
        '"Done" when its job is finished; the questions make no move):',
    ),
    ("field", "Fields of player, ai and each monster (read-only):"),
    ("item_field", "Fields of each ground item (read-only):"),
    ("method", "Methods of player, ai and each monster:"),
    ("global", "Globals:"),
    ("fallback", "Also available as global functions (prefer the methods):"),
)


def entries(kind: str) -> list[ApiEntry]:
    return [e for e in REGISTRY if e.kind == kind]


def api_reference_text(*, include_fallbacks: bool = False) -> str:
    """The API as the model's system prompt shows it, generated from the registry."""
    lines = [CONTRACT, ""]
    for kind, title in _SECTIONS:
        if kind == "fallback" and not include_fallbacks:
            continue
        lines.append(title)
        for entry in entries(kind):
            if kind in ("field", "item_field"):
                lines.append(f"  {entry.signature:<18} {entry.doc}")
                continue
            lines.append(f"  {entry.signature}")
            lines.append(f"      {entry.doc}")
            if entry.example:
                lines.append(f"      Example: {entry.example}")
        lines.append("")
    lines.extend(NOTES)
    return "\n".join(lines)


def api_summary_text() -> str:
    """The API in brief, one line a kind: what a model tuned on programs that use it is shown
    (``agent.prompt.tuned_system_prompt``). Every name and signature, no documentation."""
    lines = [CONTRACT, ""]
    for kind, title in _SECTIONS:
        if kind == "fallback":
            continue
        names = [e.signature.split(" -> ")[0] for e in entries(kind)]
        lines.append(f"{title.split(' (')[0].rstrip(':')}: {', '.join(names)}")
    return "\n".join(lines)


def global_names() -> list[str]:
    """Names a chunk can use without defining them (for "did you mean" suggestions)."""
    return [e.name for e in REGISTRY if e.kind in ("skill", "global", "fallback")]


def member_names() -> list[str]:
    """Fields and methods of entities and items."""
    return sorted({e.name for e in REGISTRY if e.kind in ("field", "item_field", "method")})


def binding_names() -> set[str]:
    """What the Lua bindings must implement, in the form ``S.implemented_names`` lists it."""
    names: set[str] = set()
    for e in REGISTRY:
        if e.kind in ("field", "item_field", "method", "skill"):
            names.add(f"{e.kind}:{e.name}")
        else:
            names.add(f"global:{e.name}")
        if e.kind in ("method", "skill") or e.params:
            names.add(f"bound:{e.key}")
        first = 0 if e.kind == "method" else 1
        for index, _param in enumerate(e.params, start=first):
            names.add(f"param:{e.key}:{index}")
    return names
