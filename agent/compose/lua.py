"""The Lua pieces every part of the composer writes: string literals, labels, the party a word
means, the thing a step picks, a guard's post, a plan entry, conditions and numbers; and
``NotComposable``, which any part raises for an order it cannot write."""

from __future__ import annotations

import re
import zlib
from typing import assert_never

from agent.library.params import lua_string
from agent.reading import bearings, facts, meaning as m, offsets, words
from game.world import ITEM_NAMES

_SAFE = re.compile(r"^[A-Za-z0-9 ,.:;!?'()%-]*$")


class NotComposable(ValueError):
    """An order the composer cannot write: the message says why, for the player."""


def q(text: str) -> str:
    """A Lua string literal: plain when it is plainly safe, escaped otherwise."""
    if _SAFE.match(text) and "\n" not in text:
        return f'"{text}"'
    return lua_string(text)


def lua_label(text: str) -> str:
    return q(re.sub(r"[^A-Za-z0-9 ,'-]+", " ", text).strip()[:80] or "condition")


def lua_party(who: str) -> str:
    return "player" if who == m.PLAYER else "ai"


def lua_selected(t: m.Thing) -> str:
    """The Lua that picks one particular thing: ``farthest("arrow", player)``, the second
    nearest ``nearest("arrow", ai, 2)``."""
    if t.on is not None and t.pick == m.BEARING:  # "the bat below you": the one at the start
        return f"({_kept_bearing(t)} or {_bearing_call(t)})"
    if t.on is not None and t.pick == m.NEAREST:  # "straight below me": the nearest in that line
        return f"{_IN_LINE % q(t.kind)}({_where(t.on.thing)}, {t.on.rows}, {t.on.cols})"
    if t.on is not None:  # "the arrow 8 tiles below me": on that tile when the step starts
        k = q(t.kind)
        return (f"(function(at) return at and near({k}, 0, at) and nearest({k}, at) or nil end)("
                f"{lua_offset(t.on)})")
    if t.pick == m.ON:  # the one lying on that tile, or nil: not the nearest to it
        at = lua_origin(t.origin)
        return f"(near({q(t.kind)}, 0, {at}) and nearest({q(t.kind)}, {at}) or nil)"
    fn = "farthest" if t.pick == m.FARTHEST else "nearest"
    rank = f", {t.rank}" if t.rank > 1 or t.besides else ""
    if t.besides is not None:  # "a bat, but not the one in the top right": that one passed over
        rank += f", {lua_selected(t.besides)}"
    origin = "" if t.origin == m.COMPANION and not rank else f", {lua_origin(t.origin)}"
    return f"{fn}({q(t.kind)}{origin}{rank})"


# The item of a kind nearest ``at`` in the line on from it the way (dr, dc) goes ("the arrow
# straight below me": agent.reading.tile_picks), nil when none lies there or ``at`` is nowhere.
_IN_LINE = """(function(at, dr, dc)
    if not at then return nil end
    local best, least = nil, nil
    for _, it in ipairs(items) do
      local r, c = it.position.row - at.position.row, it.position.col - at.position.col
      local k = r * dr + c * dc
      if it.name == %s and r * dc == c * dr and k > 0 and (least == nil or k < least) then
        best, least = it, k
      end
    end
    return best
  end)"""


def _bearing_call(t: m.Thing) -> str:
    """ "the bat below you": ``nearest_past("bat", "south", ai)``."""
    assert t.on is not None
    return f"nearest_past({q(t.kind)}, {q(bearings.way(t.on))}, {_where(t.on.thing)})"


def _kept_bearing(t: m.Thing) -> str:
    """The name of the thing a bearing picks, kept when the order was given (``with_start``)."""
    return f"bearing_{zlib.crc32(repr(t).encode()):x}"


def _bearing_line(t: m.Thing) -> str:
    """The line that keeps the thing a bearing picks in the order's memory from its first tick:
    the one that lies that way when the order is given, whatever moves after ("go to the bat
    below you, then kill it": that bat, though the companion then stands beside it)."""
    said = lua_label(f"{words.thing(t)} when you gave the order")
    kept = f"function() return {_bearing_call(t)} end"
    return f"  local {_kept_bearing(t)} = decide({said}, {kept})\n"


def bearings_in(node: object) -> list[m.Thing]:
    """Every thing picked by its bearing in ``node`` (a meaning or any part of one)."""
    if isinstance(node, m.Thing):
        own = [node] if node.on is not None and node.pick == m.BEARING else []
        return own + bearings_in(node.besides) + (bearings_in(node.on) if node.on else [])
    if isinstance(node, (tuple, list)):
        return [t for part in node for t in bearings_in(part)]
    if hasattr(node, "__dataclass_fields__"):
        return [t for name in node.__dataclass_fields__ for t in bearings_in(getattr(node, name))]
    return []


def lua_origin(origin: str) -> str:
    """Where a thing is picked from, as the helpers take it: ``ai``, ``player``, a kind or a
    named spot by name, a tile as ``{row, col}``."""
    if origin in m.WHO:
        return lua_party(origin)
    at = m.tile_of(origin)
    return q(origin) if at is None else f"{{{at[0]}, {at[1]}}}"


def bare_noun(kind: str) -> str:
    return {m.ANY_ITEM: "item", m.ANY_MONSTER: "monster", m.ANYTHING: "thing"}.get(kind, kind)


def lua_post(place: m.Place) -> str:
    """A place as guard and patrol take it: "player", an item's name (or the one picked), a
    named spot, or {row, col} (a tile counted from something: ``lua_offset``)."""
    if place.offset is not None:
        return lua_offset(place.offset)
    t = place.thing
    if t is not None:
        if t.kind == m.PLAYER:
            return q("player")
        if t.kind == m.COMPANION:
            return "ai"  # where the companion stands when the step starts
        return lua_selected(t) if t.pick or t.origin != m.COMPANION else q(t.kind)
    if place.name:
        return q(place.name)
    return f"{{{place.row}, {place.col}}}"


# The floor tile nearest (r, c), rows plus columns, the first of equals (top to bottom, left to
# right): where a tile counted off the map or into a wall is taken to be.
_FLOOR_NEAR = """
    local best, least = nil, nil
    for i, line in ipairs(maze) do
      for j = 1, #line do
        local d = math.abs(i - r) + math.abs(j - c)
        if line:sub(j, j) ~= "#" and (least == nil or d < least) then best, least = {i, j}, d end
      end
    end
    return best"""


def _plus(n: int) -> str:
    return f"{'-' if n < 0 else '+'} {abs(n)}"


# Where the companion stood when the order was given ("go back to where you started"), kept in
# the order's memory from its first tick: the first line of update_func (``with_start``), outside
# any plan step, so a step that starts later goes back to it.
STARTED = "started"
_STARTED_LINE = (f"  local {STARTED} = decide(\"where I stood when you gave the order\", "
                 "function() return {ai.position.row, ai.position.col} end)\n")


def with_start(meaning: m.Meaning, body: str) -> str:
    """The body of update_func, after the lines that keep where the companion started, or where
    a thing lay, when the order was given, where the order counts a tile from there
    (agent.reading.where_it_was: "get the bow, then stand 2 tiles left of where it was")."""
    kept = dict.fromkeys(_kept_line(p.offset.thing)
                         for a in meaning.acts for p in (a.place, a.other)
                         if p is not None and p.offset is not None and p.offset.given)
    kept |= dict.fromkeys(_bearing_line(t) for t in bearings_in(meaning.steps))
    return "".join(kept) + body


def _kept(t: m.Thing) -> str:
    """The name of the tile kept where ``t`` was when the order was given."""
    if t.kind == m.COMPANION:
        return STARTED
    name = "was_" + re.sub(r"\W+", "_", t.kind)
    picked = t.pick or t.origin != m.COMPANION  # one picked: its own name
    return f"{name}_{zlib.crc32(repr(t).encode()):x}" if picked else name


def _kept_line(t: m.Thing) -> str:
    if t.kind == m.COMPANION:
        return _STARTED_LINE
    said = lua_label("where you stood when you gave the order" if t.kind == m.PLAYER
                     else f"where the {t.kind} lay when you gave the order")
    return (f"  local {_kept(t)} = decide({said}, function()\n    local at = {_where(t)}\n"
            "    return at and {at.position.row, at.position.col} or nil\n  end)\n")


def lua_offset(o: m.Offset) -> str:
    """A tile counted from a thing or one of us, as {row, col}: worked out when the step starts
    from where the thing is then and kept in the order's memory (``decide``), so a wandering
    monster does not move it; off the map or in a wall, the floor tile nearest it; nil when the
    thing is not there (go_to and guard say so). Where the companion started: ``STARTED``."""
    if o.given and not (o.rows or o.cols):
        return _kept(o.thing)
    if o.given:  # "2 tiles left of where the bow was": from the tile kept (``with_start``)
        return (f"decide({lua_label(offsets.words(o))}, function()\n"
                f"    local at = {_kept(o.thing)}\n    if not at then return nil end\n"
                f"    local r, c = at[1] {_plus(o.rows)}, at[2] {_plus(o.cols)}"
                f"{_FLOOR_NEAR}\n  end)")
    if o.halfway is not None:  # "halfway between me and the bow": the mean, rounded down
        return (f"decide({lua_label(offsets.words(o))}, function()\n"
                f"    local at, to = {_where(o.thing)}, {_where(o.halfway)}\n"
                "    if not at or not to then return nil end\n"
                "    local r = math.floor((at.position.row + to.position.row) / 2)\n"
                "    local c = math.floor((at.position.col + to.position.col) / 2)"
                f"{_FLOOR_NEAR}\n  end)")
    return (f"decide({lua_label(offsets.words(o))}, function()\n"
            f"    local at = {_where(o.thing)}\n"
            "    if not at then return nil end\n"
            f"    local r, c = at.position.row {_plus(o.rows)}, at.position.col {_plus(o.cols)}"
            f"{_FLOOR_NEAR}\n  end)")


def _where(t: m.Thing) -> str:
    """The entity a tile is counted from: one of us, or the thing picked; an item carried is
    where its carrier stands ("get the bow and go 3 tiles left of it")."""
    at = {m.PLAYER: "player", m.COMPANION: "ai"}.get(t.kind) or (
        lua_selected(t) if t.pick or t.origin != m.COMPANION else f"nearest({q(t.kind)})")
    if t.kind in ITEM_NAMES and not t.pick and t.origin == m.COMPANION:
        at += f" or (ai:has_item({q(t.kind)}) and ai) or (player:has_item({q(t.kind)}) and player)"
    return at


def as_entry(call: str) -> str | None:
    """ "fetch("bow")" -> "{fetch, "bow"}"; None when the call's arguments are not literals."""
    found = re.match(r"^(\w+)\((.*)\)$", call)
    if found is None:
        return None
    name, args = found.group(1), found.group(2).strip()
    if not args:
        return f"{{{name}}}"
    if re.search(r"\w\(", args):
        return None  # an argument worked out each tick: a function step
    return f"{{{name}, {args}}}"


def lua_cond(c: m.Cond) -> str:
    """A condition as a Lua expression."""
    if isinstance(c, m.Compare):
        op = "~=" if c.op == "!=" else c.op
        return f"{lua_expr(c.left)} {op} {lua_expr(c.right)}"
    if isinstance(c, m.Has):
        if c.item == m.ANY_ITEM:
            return f"#{lua_party(c.who)}.items > 0"
        return f"{lua_party(c.who)}:has_item({q(c.item)})"
    if isinstance(c, m.Near):
        what = "player" if c.thing.kind == m.PLAYER else q(c.thing.kind)
        if c.thing.pick:  # "if the second closest arrow is within 10 tiles": that one
            what = lua_selected(c.thing)
        of = "" if c.of == m.COMPANION else f", {lua_party(c.of)}"
        return f"near({what}, {c.tiles}{of})"
    if isinstance(c, m.Coming):
        kind = c.thing.kind if c.thing.kind != m.ANYTHING else m.ANY_MONSTER
        of = "" if c.of == m.COMPANION else f", {lua_party(c.of)}"
        return f"coming({q(kind)}{of})"
    if isinstance(c, m.Moved):  # from where it stood when the step began (logic.lua)
        return f"moved({lua_party(c.who)})"
    if isinstance(c, m.Not):
        return f"not ({lua_cond(c.cond)})"
    if isinstance(c, m.AllOf):
        return " and ".join(f"({lua_cond(x)})" for x in c.conds)
    if isinstance(c, m.AnyOf):
        return " or ".join(f"({lua_cond(x)})" for x in c.conds)
    assert_never(c)  # every kind of condition is handled (mypy)


def lua_expr(e: m.Expr) -> str:
    """A number the order names or works out, as a Lua expression."""
    if isinstance(e, m.Number):
        return facts.number_text(e.value)
    if isinstance(e, m.CountOf):
        besides = f", {lua_selected(e.besides)}" if e.besides else ""  # that one not counted
        if (r := e.region) is not None:  # "in the top right", "within 5 tiles of me"
            part = q(r.way) if r.way else r.tiles
            besides = f"{besides or ', nil'}, {lua_origin(r.origin)}, {part}"
        return f"count({q(e.kind if e.kind != m.ANYTHING else m.ANY_MONSTER)}{besides})"
    if isinstance(e, m.Defeated):
        by = {m.COMPANION: ", ai", m.PLAYER: ", player"}.get(e.by, "")
        return f"defeated({q(e.kind)}{by})"
    if isinstance(e, m.Carried):
        return f"carried({lua_party(e.who)}, {q(e.item)})"
    if isinstance(e, m.HealthOf):
        return f"{lua_party(e.who)}.health"
    if isinstance(e, m.DistanceTo):
        origin = "" if e.origin == m.COMPANION else f", {lua_origin(e.origin)}"
        if e.thing.kind in m.WHO and e.origin not in m.WHO:
            # from a thing or a spot to one of us ("the corner nearest to you")
            return f"{'steps_to' if e.walk else 'how_far'}({lua_party(e.thing.kind)}{origin})"
        if e.thing.kind in m.WHO:
            # between the two of us, whichever way round
            return "steps_to(player)" if e.walk else "how_far(player)"
        target = lua_selected(e.thing) if e.thing.pick else q(e.thing.kind)
        return f"{'steps_to' if e.walk else 'how_far'}({target}{origin})"
    if isinstance(e, m.Arith):
        a, b = lua_expr(e.left), lua_expr(e.right)
        if e.op == "diff":
            return f"math.abs({a} - {b})"
        return f"({a} {e.op} {b})"
    raise TypeError(e)

