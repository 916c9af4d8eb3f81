"""The skills' entries in the API registry (``sandbox_worker.api``), and the words and limits
their parameters take."""

from __future__ import annotations

from sandbox_worker.api_entry import ApiEntry, Param

# The words walk() takes for a direction, each with the move it means.
WAYS: dict[str, str] = {
    "w": "w", "up": "w", "north": "w",
    "a": "a", "left": "a", "west": "a",
    "s": "s", "down": "s", "south": "s",
    "d": "d", "right": "d", "east": "d",
}
# The places go_to() knows by name, each as a fraction of the map's height and width (0: the
# top row or the left column, 1: the bottom row or the right column); go_to walks to the
# reachable floor tile nearest to that point.
PLACES: dict[str, tuple[float, float]] = {
    "top left": (0.0, 0.0), "top right": (0.0, 1.0),
    "bottom left": (1.0, 0.0), "bottom right": (1.0, 1.0),
    "middle": (0.5, 0.5), "top": (0.0, 0.5), "bottom": (1.0, 0.5),
    "left": (0.5, 0.0), "right": (0.5, 1.0),
}
# The sides of the map, as where nearest() and farthest() pick from (and how_far() measures
# from): the line of one row or column, as a fraction as in PLACES, the other None (any); the
# distance to a side is the rows (top, bottom) or columns (left, right) between, so the arrow
# nearest the "left side" is the leftmost (the spot "left" is only the side's middle).
SIDES: dict[str, tuple[float | None, float | None]] = {
    "left side": (None, 0.0), "right side": (None, 1.0),
    "top side": (0.0, None), "bottom side": (1.0, None),
}
MAX_WALK = 50  # the most steps one walk() call takes
MAX_SQUARE = 5  # the largest side square() walks
MAX_EXPLORED = 1000  # the most new tiles explore(tiles) is asked to visit
MAX_TIMES = 100  # the most rounds times() runs
MAX_TURNS = 1000  # the most ticks for_turns() runs
MAX_LABEL = 200  # the longest label of decide() and watch(), in bytes
MAX_GUARD = 10  # the most tiles guard() strays from what it guards
MAX_DISTANCE = 50  # the largest distance keep_distance() keeps


def _skill(name: str, signature: str, doc: str, example: str, *params: Param) -> ApiEntry:
    return ApiEntry(name, "skill", signature, doc, example, params)


_STATUS = "-> status"

# The skills (docs/skills.md; sandbox_worker/lua/skills.lua, particular.lua, questions.lua,
# logic.lua and companion.lua): each call makes at most one move and returns a status, "Done"
# when its job is finished; the questions make no move.
SKILLS: tuple[ApiEntry, ...] = (
    _skill(
        "fetch",
        f"fetch(item) {_STATUS}",
        "walk to the nearest item of that name on the ground (or to that one item) and pick it "
        "up; Done once carried",
        'return fetch("sword")',
        Param("item", "errand_item", 'use fetch("sword"), fetch("bow") or fetch("arrow")'),
    ),
    _skill(
        "fetch_all",
        f"fetch_all(item) {_STATUS}",
        "pick up every item of that name on the ground (\"item\" or nil: every item), nearest "
        "first; Done when none is left",
        'return fetch_all("arrow")',
        Param("item", "item_or_all", 'use fetch_all("arrow") or fetch_all()'),
    ),
    _skill(
        "bring",
        f"bring(item) {_STATUS}",
        "fetch the item (or that one item) unless carried, then hand it to the player; Done "
        "when the player has it",
        'return bring("sword")',
        Param("item", "errand_item", 'use bring("sword")'),
    ),
    _skill(
        "attack",
        f"attack(kind) {_STATUS}",
        "get what defeats that kind (gorgon: the sword; bat: the bow and an arrow), then fight "
        "the nearest one (or that one monster); nil or \"monster\": the nearest monster; Done "
        "when one fell",
        'return attack("gorgon")',
        Param("kind", "foe", 'use attack("gorgon"), attack("bat") or attack()'),
    ),
    _skill(
        "attack_all",
        f"attack_all(kind) {_STATUS}",
        "the same until none of that kind (nil or \"monster\": none at all) is left",
        'return attack_all("bat")',
        Param("kind", "monster_kind", 'use attack_all("bat") or attack_all() for every monster'),
    ),
    _skill("follow", f"follow() {_STATUS}", "stay next to the player; never Done",
           "return follow()"),
    _skill("stay", f"stay() {_STATUS}", "stand still; never Done", "return stay()"),
    _skill("come_back", f"come_back() {_STATUS}", "walk next to the player; Done when there",
           "return come_back()"),
    _skill(
        "explore",
        f"explore(tiles) {_STATUS}",
        "walk to the nearest tile not yet visited; Done when that many new tiles were visited "
        "(nil: every reachable tile), or says so when fewer can be reached",
        "return explore()",
        Param("tiles", "explored",
              f"use explore() or explore(10): a number from 1 to {MAX_EXPLORED}"),
    ),
    _skill(
        "go_to",
        f"go_to(place[, col]) {_STATUS}",
        "walk to a place: a position {row, col} or go_to(row, col) (onto that tile, or the "
        "nearest floor tile to it), a named spot of the map (\"top left\", \"bottom right\", "
        "\"middle\", \"top\", \"left\", ...), next to an item on the ground (\"bow\", or one "
        "item), as near a monster as is safe, or next to the player (\"player\" or player); "
        "Done when there",
        'return go_to("bottom left")',
        Param("place", "place", 'use go_to("top left"), go_to("bow"), go_to(player) or '
              "go_to(5, 10)"),
        Param("col", "column", "use go_to(row, col) with two numbers, or go_to({row, col})"),
    ),
    _skill(
        "walk",
        f"walk(direction, steps) {_STATUS}",
        "take that many steps (nil: 1) in a direction (\"up\", \"down\", \"left\", "
        "\"right\", or \"w\", \"a\", \"s\", \"d\"); Done once walked, or says why a wall "
        "stops it",
        'return walk("right", 3)',
        Param("direction", "way", 'use walk("left", 2) or walk("up")'),
        Param("steps", "count", 'use walk("left", 2): the steps are a number'),
    ),
    _skill(
        "square",
        f"square(size) {_STATUS}",
        "walk round a square of that many steps a side (a square of 2 tiles a side, its corners "
        "counted, is square(1); nil: the largest up to 3 that fits here) and back to the start; "
        "Done when back",
        "return square()",
        Param("size", "size", f"use square() or square(2): a size from 1 to {MAX_SQUARE}"),
    ),
    _skill(
        "keep_away",
        f"keep_away(kind) {_STATUS}",
        "keep every monster of that kind (nil: any) more than four tiles away; never Done",
        'return keep_away("gorgon")',
        Param("kind", "monster_kind", 'use keep_away("gorgon"), keep_away("bat") or keep_away()'),
    ),
    _skill(
        "keep_off",
        "keep_off(item)",
        "this tick no skill steps onto an item of that name (\"item\" or nil: any item), or onto "
        "that one item, on the ground, as stepping onto one picks it up; given a monster kind "
        "(\"gorgon\"), no skill fights one, keeping out of its reach; makes no move and "
        "returns nothing: call it each tick before the step that moves",
        'keep_off("bow")',
        Param("item", "kept", 'use keep_off("bow"), keep_off(nearest("arrow", "bottom left")) '
              "or keep_off() for every item"),
    ),
    _skill("flee", f"flee() {_STATUS}",
           "get more than four tiles from every monster; Done when none is within four tiles",
           "return flee()"),
    _skill(
        "say",
        f"say(text) {_STATUS}",
        "return the text (an answer, a greeting); Done at the next call",
        'return say("There are " .. count("bat") .. " bats left")',
        Param("text", "text", 'use say("Hello!")'),
    ),
    _skill(
        "plan",
        f"plan(steps) {_STATUS}",
        "run steps in order, each until it says Done, keeping the order's progress; a step is "
        "{skill, argument} (the skill itself, not its name in quotes) or a function; Done after "
        "the last step",
        'return plan({{fetch, "bow"}, {fetch, "arrow"}, {attack, "bat"}, {come_back}})',
        Param(
            "steps",
            "steps",
            'write plan({{fetch, "bow"}, {attack, "bat"}}): each step is {skill, argument} with '
            "the skill itself, not its name in quotes, or a function that returns a status",
        ),
    ),
    _skill(
        "count",
        "count(what, besides, from, part) -> number",
        "how many living monsters of a kind (\"monster\": all) or ground items of a kind "
        "(\"item\": all) there are; with part, only those that way of from (strictly past its "
        "row and column; \"middle\": the halves and quarters of the map) or within that many "
        "tiles of it, from itself not counted (nil when from is nowhere)",
        'count("bat")',
        Param("what", "thing", 'use count("bat"), count("monster"), count("arrow") or '
              'count("item")'),
        Param("besides", "besides", 'use count("arrow", nearest("arrow", {10, 2})) (that one '
              "not counted) or count(\"arrow\")"),
        Param("from", "origin", 'use count("bat", nil, "bow", "east") or count("bat", nil, '
              'player, 5)'),
        Param("part", "part", 'use count("bat", nil, "middle", "north east") (the top right '
              'quarter), count("bat", nil, player, 5) (within 5 tiles) or count("bat")'),
    ),
    _skill(
        "defeated",
        "defeated(what, by) -> number",
        "how many monsters of a kind (\"monster\": all) have been defeated in this game, by "
        "anyone (by nil) or by ai or player alone",
        'defeated("bat")',
        Param("what", "monster_kind", 'use defeated("bat"), defeated("gorgon") or '
              'defeated("monster")'),
        Param("by", "defeater", 'use defeated("bat", ai), defeated("bat", player) or '
              'defeated("bat") (anyone)'),
    ),
    _skill(
        "where",
        "where(thing) -> text or nil",
        "\"row R, column C, N tiles from me\" of the nearest such item or monster, \"with me\" / "
        "\"with you\" "
        "when the companion / player carries it, nil when there is none",
        'where("sword")',
        Param("thing", "thing", 'use where("sword") or where("gorgon")'),
    ),
    _skill(
        "carrying",
        "carrying(entity, besides) -> text",
        "what player or ai carries, in words: \"a sword and 2 arrows\", or \"nothing\"; "
        "besides (nil or an item name): that kind left out (\"nothing else\" when it is all)",
        "carrying(player)",
        Param("entity", "entity", "use carrying(ai) or carrying(player)"),
        Param("besides", "item_or_nil", 'use carrying(ai, "sword") or carrying(ai)'),
    ),
    _skill(
        "weapon_for",
        "weapon_for(kind) -> text",
        "what defeats a monster kind: \"the sword\" (gorgon), \"the bow and an arrow\" (bat)",
        'weapon_for("bat")',
        Param("kind", "monster_kind", 'use weapon_for("gorgon") or weapon_for("bat")'),
    ),
    # -- what players ask companions for (sandbox_worker/lua/companion.lua) ------------------
    _skill(
        "guard",
        f"guard(what, tiles) {_STATUS}",
        "stay within that many steps of the walk there (nil: 2, at most 10) of a thing: the "
        "player, a place, an item (the nearest of that name) or one monster; fight a monster "
        "it can defeat that comes that near, keep away from one it cannot; never Done",
        'return guard("bow", 3)',
        Param("what", "ward", 'use guard("player"), guard("bow", 3), guard("top left") or '
              "guard({5, 10})"),
        Param("tiles", "reach", f'use guard("player", 3): the tiles are a number from 1 to '
              f"{MAX_GUARD}"),
    ),
    _skill(
        "protect",
        f"protect(kind, near) {_STATUS}",
        "stand between the player and the nearest monster of that kind (nil or \"monster\": "
        "any), or one monster (that one, fixed at the first call), as close to the player as "
        "is safe; next to the player when there is none; never Done. near (a named spot or "
        "side): the one of that kind nearest it, as protect(nearest(kind, near) or kind)",
        'return protect("gorgon")',
        Param("kind", "foe", 'use protect("gorgon"), protect("bat"), protect() or '
              'protect(nearest("bat", "top right"))'),
        Param("near", "map_spot", 'use protect("bat", "top right") for the bat nearest the top '
              "right; to keep a distance from something use keep_distance"),
    ),
    _skill(
        "keep_distance",
        f"keep_distance(what, at_least, at_most) {_STATUS}",
        "keep the companion's distance to a thing (as guard takes it, or a monster kind: the "
        "nearest one) within at_least (rows plus columns) and at_most (steps of the walk "
        "there), either may be nil; never Done",
        'return keep_distance("player", 3, 5)',
        Param("what", "landmark", 'use keep_distance("player", 3, 5) or '
              'keep_distance("gorgon", 5)'),
        Param("at_least", "bound", 'use keep_distance("player", 3) for at least 3 tiles'),
        Param("at_most", "bound", 'use keep_distance("player", nil, 4) for at most 4 tiles'),
    ),
    _skill(
        "patrol",
        f"patrol(a, b) {_STATUS}",
        "walk back and forth between two places (as go_to takes them; one place: between where "
        "it started and there) until told otherwise; patrol() walks round the room it is in; "
        "never Done",
        'return patrol("top left", "bottom right")',
        Param("a", "post", 'use patrol("top left", "bottom right"), patrol("bow", "player") or '
              "patrol()"),
        Param("b", "post", 'use patrol("top left", "bottom right") or patrol({3, 4}, "sword")'),
    ),
    _skill(
        "hand_over",
        f"hand_over() {_STATUS}",
        "walk onto the player's tile, which hands them everything the companion carries; Done "
        "once it carries nothing (come_back stops next to the player instead)",
        "return hand_over()",
    ),
    # -- logic: conditions, choices, counts (sandbox_worker/lua/logic.lua, questions.lua) ------
    _skill(
        "decide",
        "decide(label, value) -> value",
        "a condition about the present, decided once: the value (or the function's result) at "
        "the first call with this label in this step, the same on every later call",
        'if decide("the bow is nearer", function() return nearer("bow", "sword") == "bow" end) '
        'then return fetch("bow") end',
        Param("label", "label", 'use decide("the bow is nearer", function() return '
              'nearer("bow", "sword") == "bow" end)'),
        Param("value", "value", ""),
    ),
    _skill(
        "watch",
        "watch(label, value) -> boolean",
        "a condition checked every tick: false until the value (or the function's result) is "
        "true, then true for the rest of this step",
        'if watch("a bat is near", function() return near("bat", 3) end) then return '
        "come_back() end",
        Param("label", "label", 'use watch("a bat is near", function() return near("bat", 3) '
              "end)"),
        Param("value", "value", ""),
    ),
    _skill(
        "how_far",
        "how_far(thing, from) -> number or nil",
        "tiles (rows plus columns) from `from` (nil: ai) to a thing: a kind (\"bow\": the "
        "nearest, or whoever carries one), \"player\", an entity, an item or {row, col}; nil "
        "when there is none",
        'how_far("bow", player)',
        Param("thing", "spot", 'use how_far("bow"), how_far("player") or how_far(monster)'),
        Param("from", "origin", 'use how_far("bow", player) or how_far("bow") (from ai)'),
    ),
    _skill(
        "steps_to",
        "steps_to(thing, from) -> number or nil",
        "steps of a shortest walk round the walls from `from` (nil: ai) to a thing, found as "
        "how_far finds it; nil when there is none or no way to it",
        'steps_to("bow") < 20',
        Param("thing", "spot", 'use steps_to("bow"), steps_to("player") or steps_to(monster)'),
        Param("from", "origin", 'use steps_to("bow", player) or steps_to("bow") (from ai)'),
    ),
    _skill(
        "nearest",
        "nearest(what, from, rank, besides) -> item, monster or nil",
        "the ground item or living monster of a kind (\"arrow\", \"bat\", \"item\", "
        "\"monster\", \"thing\") nearest to `from` (nil: ai; player; an entity; {row, col}); "
        "rank 2: the second nearest (nil or 1: the nearest; nil when there are fewer); "
        "besides: one of them passed over (the nearest other than it)",
        'return fetch(nearest("arrow", player))',
        Param("what", "kind_word", 'use nearest("arrow") or nearest("monster", player)'),
        Param("from", "origin", 'use nearest("arrow", player) or nearest("arrow") (from ai)'),
        Param("rank", "rank", 'use nearest("arrow", nil, 2) (the second nearest to ai)'),
        Param("besides", "besides", 'use nearest("bat", nil, 1, nearest("bat", "top right")) '
              "(the nearest bat but the one nearest the top right)"),
    ),
    _skill(
        "nearest_past",
        "nearest_past(what, way, from) -> item, monster or nil",
        "the ground item or living monster of a kind nearest to `from` (ai, player, a kind: the "
        "nearest such thing to ai, an entity or an item) among those lying that way of it, "
        "strictly past its row and its column (\"south\": below it, \"west\": left of it, "
        "\"north east\": above it and to its right); nil when none lies there",
        'return attack(nearest_past("bat", "south", ai))',
        Param("what", "kind_word", 'use nearest_past("bat", "south", ai)'),
        Param("way", "bearing", 'use nearest_past("bat", "north east", player): "north", '
              '"south", "east", "west" or two of them, north or south first'),
        Param("from", "spot", 'use nearest_past("arrow", "west", "sword") or '
              'nearest_past("bat", "south", ai)'),
    ),
    _skill(
        "farthest",
        "farthest(what, from, rank, besides) -> item, monster or nil",
        "the same, farthest from `from` (rank 2: the farthest but one; besides: one passed over)",
        'return fetch(farthest("arrow", player))',
        Param("what", "kind_word", 'use farthest("arrow") or farthest("bat", player)'),
        Param("from", "origin", 'use farthest("arrow", player) or farthest("arrow") (from ai)'),
        Param("rank", "rank", 'use farthest("arrow", nil, 2) (the farthest but one from ai)'),
        Param("besides", "besides", 'use farthest("bat", nil, 1, nearest("bat", "top right"))'),
    ),
    _skill(
        "nearer",
        "nearer(a, b, from) -> a, b or nil",
        "whichever of two things (as how_far takes them) is nearer to `from` (nil: ai), as "
        "given; the one there is when the other is not; nil when equally near",
        'nearer("bow", "sword") == "bow"',
        Param("a", "spot", 'use nearer("bow", "sword")'),
        Param("b", "spot", 'use nearer("bow", "sword")'),
        Param("from", "origin", 'use nearer("bow", "sword", player) or nearer("bow", "sword")'),
    ),
    _skill(
        "near",
        "near(what, tiles, of) -> boolean",
        "true when a living monster or ground item of a kind (\"bat\", \"monster\", "
        "\"item\", ...), the player or a thing is within that many tiles of `of` (nil: ai)",
        'near("bat", 3)',
        Param("what", "spot", 'use near("bat", 3) or near("player", 2)'),
        Param("tiles", "tiles", 'use near("bat", 3): the tiles are a number'),
        Param("of", "origin", 'use near("bat", 3, player) or near("bat", 3) (near ai)'),
    ),
    _skill(
        "coming",
        "coming(kind, of) -> boolean",
        "true when a living monster of that kind (nil or \"monster\": any) within 5 tiles of "
        "`of` (nil: ai) has stepped nearer to it since the last call (the tick before): call it "
        "every tick, as watch does; false on the first call",
        'if watch("a bat is coming", function() return coming("bat") end) then return '
        "come_back() end",
        Param("kind", "monster_kind", 'use coming("bat"), coming("gorgon") or coming()'),
        Param("of", "origin", 'use coming("bat", player) or coming("bat") (towards ai)'),
    ),
    _skill(
        "moved",
        "moved(entity) -> boolean",
        "true when the entity (player, ai) stands on another tile than at the first call in "
        "this step (where it stood when the step began): call it every tick, as watch does; "
        "false on the first call",
        'if watch("you have moved", function() return moved(player) end) then return '
        "follow() end",
        Param("entity", "entity", "use moved(player) or moved(ai)"),
    ),
    _skill(
        "carried",
        "carried(entity, item) -> number",
        "how many items of that name (\"item\" or nil: all) player or ai carries",
        'carried(ai, "arrow")',
        Param("entity", "entity", 'use carried(ai, "arrow") or carried(player)'),
        Param("item", "item_or_all", 'use carried(ai, "arrow") or carried(ai, "item")'),
    ),
    _skill(
        "each_time",
        f"each_time(label, step) {_STATUS}",
        "for a condition checked every tick (\"whenever a bat comes near\"): call it on each "
        "tick the condition holds; the step starts afresh each time the condition starts "
        "holding again, and its Done ends only that time",
        'if near("bat", 3) then local status = each_time("a bat is near", {come_back}) end',
        Param("label", "label", 'use each_time("a bat is near", {come_back})'),
        Param("step", "step", 'use each_time("a bat is near", {come_back}) or a function'),
    ),
    _skill(
        "whenever",
        f"whenever(label, cond, step) {_STATUS}",
        "run a step to Done each time a condition (a value, or a function called every tick "
        "nothing is under way) starts holding; once started the step goes on until it is done "
        "even when the condition stops holding (\"whenever I walk away, come back next to me\" "
        "comes all the way back); Done while nothing is under way",
        'whenever("you are away", function() return how_far("player") > 3 end, {come_back})',
        Param("label", "label", 'use whenever("you are away", function() ... end, {come_back})'),
        Param("cond", "value", ""),
        Param("step", "step", 'use whenever("you are away", cond, {come_back}) or a function'),
    ),
    _skill(
        "times",
        f"times(n, step) {_STATUS}",
        "run a step (as plan takes it) to Done n times, each time afresh; Done after the last",
        'return times(3, {say, "Hello!"})',
        Param("n", "rounds", f'use times(3, {{fetch, "arrow"}}): n from 1 to {MAX_TIMES}'),
        Param("step", "step", 'use times(3, {fetch, "arrow"}) or times(2, function() return '
              "come_back() end)"),
    ),
    _skill(
        "for_turns",
        f"for_turns(n, step) {_STATUS}",
        "run a step (nil: stand still) once a tick for n ticks, then Done; sooner when the "
        "step is done",
        "return for_turns(5)",
        Param("n", "turns", f"use for_turns(5) or for_turns(10, {{follow}}): n from 1 to "
              f"{MAX_TURNS}"),
        Param("step", "step_or_nil", "use for_turns(10, {follow}) or for_turns(5) to wait"),
    ),
)
