"""Questions answered in Lua: statements that work the answer out in the game and ``say`` it
(how many, where, how far, health, what is carried, what defeats what, which is nearer, a number
worked out, a yes or no). Each answer is put together with ``say``, ``when`` and ``lines``: words
said (quoted) and Lua expressions (``Lua``, as written) joined by ``..``."""

from __future__ import annotations

from agent.compose.lua import (
    NotComposable,
    bare_noun,
    lua_cond,
    lua_expr,
    lua_origin,
    lua_party,
    lua_selected,
    q,
)
from agent.reading import lexicon as lx, meaning as m, words
from agent.reading.logic import negate
from game.world import ITEM_NAMES, MONSTER_KINDS, NEEDS


class Lua(str):
    """A Lua expression among the words an answer says: written as it is, never quoted."""

    __slots__ = ()


def say(*parts: str) -> str:
    """``return say(...)`` of words (quoted) and Lua expressions (``Lua``) joined by ``..``."""
    return f"return say({' .. '.join(p if isinstance(p, Lua) else q(p) for p in parts)})"


def when(cond: str, *parts: str) -> str:
    """``if <cond> then return say(...) end``: an answer said where ``cond`` holds."""
    return f"if {cond} then {say(*parts)} end"


def lines(*statements: str) -> str:
    """The statements of an answer, one a line; empty ones left out."""
    return "\n".join(s for s in statements if s)


def _upper(text: str) -> str:
    return text[0].upper() + text[1:]


def _formatted(expr: str) -> Lua:
    """A number said as %g ("2", "2.5")."""
    return Lua(f'string.format("%g", {expr})')


def answer(ask: m.Ask) -> str:
    """Statements that answer a question with ``say`` (then Done)."""
    kind = ask.things[0].kind if ask.things else ""
    if ask.asks == m.COUNT:
        return _count_answer(kind or m.ANY_MONSTER)
    if ask.asks == m.WHERE:
        if not ask.things:
            return _whereabouts(ask.who)
        if ask.things[0].pick:
            return _where_picked(ask.things[0])
        return lines(f"local place = where({q(kind)})",
                     when("place == nil", f"I see no {bare_noun(kind)} anywhere"),
                     say(_upper(words.thing(m.Thing(kind))) + ": ", Lua("place")))
    if ask.asks == m.DISTANCE:
        return _distance_answer(ask)
    if ask.asks == m.HEALTH:
        if ask.who == m.PLAYER:
            return say("You have ", Lua("player.health"), " health")
        if ask.who == m.COMPANION:
            return say("I have ", Lua("ai.health"), " health")
        return say("I have ", Lua("ai.health"), " health and you have ", Lua("player.health"))
    if ask.asks == m.CARRYING:
        return _carrying_answer(ask)
    if ask.asks == m.HAS:
        return _has_answer(ask)
    if ask.asks == m.WEAKNESS:
        return _weakness_answer(kind)
    if ask.asks == m.WHICH:
        return _which_answer(ask)
    if ask.asks == m.WHICH_OF_US and ask.value is not None:
        return _more_of_us_answer(ask)
    if ask.asks == m.WHICH_OF_US and ask.things:
        return _which_of_us_answer(kind, far=ask.pick == m.FARTHEST)
    if ask.asks == m.VALUE and isinstance(c := ask.value, m.CountOf) and c.region is not None:
        return _counted_over_a_part(c)
    if ask.asks == m.VALUE and (two := _two_distances(ask.value)) is not None:
        return _farther_by(*two)
    if ask.asks == m.VALUE and (taken := _taken_away(ask.value)) is not None:
        return _left_answer(*taken)
    if ask.asks == m.VALUE and ask.value is not None:
        return say(_upper(words.expr(ask.value)) + " is ", _formatted(lua_expr(ask.value)))
    if ask.asks == m.CHECK and ask.check is not None:
        return _check_answer(ask.check)
    raise NotComposable("I don't know how to answer that")


def _carrying_answer(ask: m.Ask) -> str:
    """What one of us carries: of one kind ("I have 2 arrows"), all of it, or all but a kind."""
    who = lua_party(ask.who or m.COMPANION)
    if ask.things:
        item = ask.things[0].kind
        return say("You have " if who == "player" else "I have ",
                   Lua(f"carried({who}, {q(item)})"), " " + words.plural(bare_noun(item)))
    lead = "You're carrying " if who == "player" else "I'm carrying "
    if ask.besides:  # "apart from the sword": "I'm carrying 2 arrows besides"
        return say(lead, Lua(f"carrying({who}, {q(ask.besides)})"), " besides")
    return say(lead, Lua(f"carrying({who})"))


def _two_distances(value: m.Expr | None) -> tuple[m.DistanceTo, m.DistanceTo] | None:
    """How much farther one thing is than another from the same one of us, measured alike:
    "how much farther is the sword than the bow?" (distance to the sword - distance to the bow)."""
    if (isinstance(value, m.Arith) and value.op == "-"
            and isinstance(a := value.left, m.DistanceTo)
            and isinstance(b := value.right, m.DistanceTo)
            and a.origin == b.origin and a.walk == b.walk and a.origin in m.WHO
            and not a.thing.is_party and not b.thing.is_party):
        return a, b
    return None


def _farther_by(a: m.DistanceTo, b: m.DistanceTo) -> str:
    """The difference said in words either way: "The sword is 3 tiles farther than the bow",
    "The sword is 2 tiles nearer than the bow", "They are just as far: 4 tiles each" (a
    negative "farther" was said as a number)."""
    x, y = (words.thing(m.Thing(d.thing.kind)) for d in (a, b))
    unit = "steps" if a.walk else "tiles"
    whom, to_whom = (" from you", " to you") if a.origin == m.PLAYER else ("", "")
    lead, tail = ("I find no way to the ", ()) if a.walk else ("I see no ", (" anywhere",))
    missing = Lua(f"(a == nil and {q(bare_noun(a.thing.kind))} or {q(bare_noun(b.thing.kind))})")
    return lines(f"local a, b = {lua_expr(a)}, {lua_expr(b)}",
                 when("a == nil or b == nil", lead, missing, *tail),
                 when("a == b", f"They are just as far{whom}: ", Lua("a"), f" {unit} each"),
                 when("a > b", f"{_upper(x)} is ", Lua("a - b"),
                      f" {unit} {lx.FARTHER[0]}{whom} than {y}"),
                 say(f"{_upper(x)} is ", Lua("b - a"), f" {unit} {lx.NEARER[0]}{to_whom} than {y}"))


def _taken_away(value: m.Expr | None) -> tuple[m.CountOf, float] | None:
    """A count of things less a number of them: "how many bats would be left if you killed 4
    of them?", "if you picked up 5 arrows how many would be left" (count(bat) - 4)."""
    if (isinstance(value, m.Arith) and value.op == "-" and isinstance(value.left, m.CountOf)
            and value.left.region is None and isinstance(value.right, m.Number)):
        return value.left, value.right.value
    return None


def _left_answer(counted: m.CountOf, taken: float) -> str:
    """What is left of a count when some are taken away; more taken than there are is said in
    words ("There are only 3 bats, not 4: none would be left"), never a number below zero."""
    noun, many = bare_noun(counted.kind), f"{taken:g}"
    nouns, said = words.plural(noun), words.expr(m.Arith("-", counted, m.Number(taken)))
    only = Lua(f"(n == 1 and {q('is only 1 ' + noun)} or {q('are only ')} .. n .. "
               f"{q(' ' + nouns)})")
    return lines(f"local n = {lua_expr(counted)}",
                 when("n == 0", f"There are no {nouns}: none would be left"),
                 when(f"n < {many}", "There ", only, f", not {many}: none would be left"),
                 say(_upper(said) + " is ", _formatted(f"n - {many}")))


def _nowhere(c: m.CountOf) -> str:
    """What is said when the thing a part of the map lies from is nowhere (count's nil)."""
    assert c.region is not None
    origin = c.region.origin
    if origin in (*m.WHO, *lx.PLACES):
        return ""
    return when("n == nil", f"I see no {origin} anywhere")


def _some_in_a_part(c: m.CountOf) -> str:
    """ "is there a bat in the top right?": yes with how many there are, or no."""
    noun, part = bare_noun(c.kind), words.region(c.region)
    nouns = words.plural(noun)
    return lines(f"local n = {lua_expr(c)}", _nowhere(c),
                 when("n == 0", f"No: there are no {nouns}{part}"),
                 when("n == 1", f"Yes: there is 1 {noun}{part}"),
                 say("Yes: there are ", Lua("n"), f" {nouns}{part}"))


def _so_many_in_a_part(cond: m.Compare, c: m.CountOf) -> str:
    """ "are there more than 2 bats in the top right?": yes or no, with how many there are."""
    op = "~=" if cond.op == "!=" else cond.op
    return lines(f"local n = {lua_expr(c)}", _nowhere(c),
                 when(f"n {op} {lua_expr(cond.right)}", "Yes: " + words.cond(cond) + " (",
                      Lua("n"), ")"),
                 say("No: " + words.cond(negate(cond)) + " (", Lua("n"), ")"))


def _counted_over_a_part(c: m.CountOf) -> str:
    """ "how many bats are east of the bow?": the count there, or that the bow is nowhere."""
    return lines(f"local n = {lua_expr(c)}", _nowhere(c),
                 say(_upper(words.expr(c)) + " is ", Lua("n")))


def _where_picked(t: m.Thing) -> str:
    """Where the one meant is: "the arrow nearest the sword", "the bat farthest from you"."""
    return lines(f"local it = {lua_selected(t)}", when("it == nil", _none_seen(t)),
                 say(_upper(words.thing(t)) + ": row ", Lua("it.position[1]"), ", column ",
                     Lua("it.position[2]"), ", ", Lua("how_far(it)"), " tiles from me"))


def _none_seen(t: m.Thing) -> str:
    """What is said when there is none such: "I see no bat anywhere"; fewer than the rank
    ("where is the third nearest bat?"): "I see fewer than 3 bats"."""
    if t.rank > 1:
        return f"I see fewer than {t.rank} {words.plural(bare_noun(t.kind))}"
    return "I see no " + bare_noun(t.kind) + " anywhere"


def _distance_answer(ask: m.Ask) -> str:
    t = ask.things[0]
    origin = "" if ask.who in ("", m.COMPANION) else f", {lua_party(ask.who)}"
    if t.kind in m.WHO:
        return say("You are ", Lua("ai:distance_to(player)"), " tiles from me")
    target = lua_selected(t) if t.pick else q(t.kind)
    name = words.thing(m.Thing(t.kind, pick=t.pick, origin=t.origin, rank=t.rank,
                               on=t.on if t.pick == m.BEARING else None))  # "the bat south of me"
    whom = " from you" if origin else " from me"
    return lines(f"local d = how_far({target}{origin})", when("d == nil", _none_seen(t)),
                 say(_upper(name) + " is ", Lua("d"), " tiles" + whom))


def _which_of_two(ask: m.Ask, origin: str, near: bool) -> str:
    """Which of two kinds (or of two picked by where they lie) is nearer (farther)."""
    a, b = (t.kind for t in ask.things)
    word = "nearer" if near else "farther"
    if ask.who and ask.who not in m.WHO:  # from a thing, a spot, a tile: "nearer to the bat"
        word += f" {'to' if near else 'from'} {words.origin(ask.who)}"
    # nearer() names the nearer one whichever way round it is asked: the farther is the
    # other one (it answered the nearer as the farther)
    pick = (f"nearer({q(a)}, {q(b)}{origin})" if near else
            f"a ~= b and (a > b and {q(a)} or {q(b)}) or nil")  # both are there, below
    # one picked by where it lies ("the bat in the middle"): that one measured, by its kind
    ta, tb = (lua_selected(t) if t.pick else q(t.kind) for t in ask.things)
    if near and any(t.pick for t in ask.things):
        pick = f"a ~= b and (a < b and {q(a)} or {q(b)}) or nil"
    absent = ""  # measured from a kind of thing there is none of left: said so
    if ask.who and ask.who not in m.WHO and m.tile_of(ask.who) is None and (
            ask.who not in lx.PLACES):
        absent = when(f"how_far({q(ask.who)}) == nil",
                      "I see no " + bare_noun(ask.who) + " anywhere")
    return lines(absent, f"local a, b = how_far({ta}{origin}), how_far({tb}{origin})",
                 # one of them not in the dungeon (a monster killed): said, not "?" tiles
                 when("a == nil and b == nil", f"I see no {a} and no {b}"),
                 when("a == nil or b == nil", "I see no ", Lua(f"(a == nil and {q(a)} or {q(b)})"),
                      ": the ", Lua(f"(a == nil and {q(b)} or {q(a)})"), " is ", Lua("(a or b)"),
                      " tiles away"),
                 f"local which = {pick}",
                 when("which == nil", "They are just as far: ", Lua("(a or '?')"), " tiles each"),
                 say("The ", Lua("which"), f" is {word}: the {a} is ", Lua("(a or '?')"),
                     f" tiles away, the {b} ", Lua("(b or '?')")))


def _which_answer(ask: m.Ask) -> str:
    origin = "" if ask.who in ("", m.COMPANION) else f", {lua_origin(ask.who)}"
    near = ask.pick != m.FARTHEST
    if len(ask.things) == 2:
        return _which_of_two(ask, origin, near)
    kind = ask.things[0].kind if ask.things else m.ANYTHING
    fn = "nearest" if near else "farthest"
    whom = "you" if origin else "me"
    anchor = ask.things[0].origin if ask.things else m.COMPANION
    if anchor not in m.WHO:  # "which bat is closest to the sword?"
        origin, whom = f", {q(anchor)}", f"the {bare_noun(anchor)}"
    noun = bare_noun(kind)
    return lines(f"local it = {fn}({q(kind)}{origin})",
                 when("it == nil", "I see no " + noun + " anywhere"),
                 say(f"The {fn} {noun} to {whom} is the ", Lua("it.name"), " at row ",
                     Lua("it.position[1]"), ", column ", Lua("it.position[2]"), ", ",
                     Lua(f"how_far(it{origin})"), " tiles from " + whom))


def _more_of_us_answer(ask: m.Ask) -> str:
    """What each of us has (arrows carried, health), and who has more (fewer)."""
    mine, yours = (lua_expr(m.measured(ask, who)) for who in m.WHO)
    if isinstance(ask.value, m.HealthOf):
        what, same = "health", "We have just as much health: "
        word = "more health" if ask.pick == m.MORE else "less health"
    else:
        assert isinstance(ask.value, m.Carried)
        what = words.plural(bare_noun(ask.value.item))
        same = f"We have just as many {what}: "
        word = f"{'more' if ask.pick == m.MORE else 'fewer'} {what}"
    mine_first = "mine > yours" if ask.pick == m.MORE else "mine < yours"
    return lines(f"local mine, yours = {mine}, {yours}",
                 when("mine == yours", same, Lua("mine"), " each"),
                 when(mine_first, f"I have {word}: ", Lua("mine"), " against your ", Lua("yours")),
                 say(f"You have {word}: ", Lua("yours"), " against my ", Lua("mine")))


def _which_of_us_answer(kind: str, *, far: bool) -> str:
    """Each of us's distance to the nearest thing of ``kind``, and who is nearer (farther)."""
    noun = bare_noun(kind)
    word = f"farther from the {noun}" if far else f"nearer the {noun}"
    return lines(f"local mine, yours = how_far({q(kind)}), how_far({q(kind)}, player)",
                 when("mine == nil or yours == nil", f"I see no {noun} anywhere"),
                 when("mine == yours", f"We are just as far from the {noun}: ", Lua("mine"),
                      " tiles each"),
                 when("mine > yours" if far else "mine < yours", f"I am {word}: ", Lua("mine"),
                      " tiles from me, ", Lua("yours"), " from you"),
                 say(f"You are {word}: ", Lua("yours"), " tiles from you, ", Lua("mine"),
                     " from me"))


def _check_answer(cond: m.Cond) -> str:
    if (isinstance(cond, m.AnyOf) and len(counts := _counted_there(cond)) == 2
            and counts[0].region == counts[1].region):
        return _anything_in_a_part(*counts)
    if (isinstance(cond, m.Compare) and isinstance(cond.right, m.Number)
            and isinstance(c := cond.left, m.CountOf) and c.region is not None):
        return _some_in_a_part(c) if cond.op == ">" and cond.right.value == 0 else (
            _so_many_in_a_part(cond, c))
    shown: tuple[str, ...] = ()
    if isinstance(cond, m.Compare) and isinstance(cond.left, m.Defeated) and isinstance(
            cond.right, m.Number):  # "Yes: I have defeated a bat (2 so far)"
        shown = (" (", _formatted(lua_expr(cond.left)), " so far)")
    elif isinstance(cond, m.Compare):
        shown = (" (", _formatted(lua_expr(cond.left)), " and ",
                 _formatted(lua_expr(cond.right)), ")")
    return lines(when(lua_cond(cond), "Yes: " + words.cond(cond), *shown),
                 say("No: " + words.cond(negate(cond)), *shown))


def _counted_there(cond: m.AnyOf) -> list[m.CountOf]:
    """The counts over a part of the map that ``cond`` says are more than none, each."""
    return [c.left for c in cond.conds if isinstance(c, m.Compare) and c.op == ">"
            and isinstance(c.left, m.CountOf) and c.left.region is not None
            and c.right == m.Number(0)]


def _anything_in_a_part(items: m.CountOf, monsters: m.CountOf) -> str:
    """ "is there anything in the top left?": yes with how many items and monsters lie there
    ("Yes: 2 items and no monsters in ..."), or no."""
    part = words.region(items.region)

    def many(n: str, noun: str) -> str:  # "no items", "1 item", "2 items"
        return (f"({n} == 0 and {q('no ' + noun + 's')} or {n} == 1 and {q('1 ' + noun)} "
                f"or {n} .. {q(' ' + noun + 's')})")

    return lines(f"local n = {lua_expr(items)}", _nowhere(items),
                 f"local k = {lua_expr(monsters)}",
                 when("n + k == 0", f"No: there are no items and no monsters{part}"),
                 say("Yes: ", Lua(many("n", bare_noun(items.kind))), " and ",
                     Lua(many("k", bare_noun(monsters.kind))), part))


def _count_answer(kind: str) -> str:
    noun = bare_noun(kind)
    where = " on the ground" if lx.is_item(kind) else " left"
    return lines(f"local n = count({q(kind)})", when("n == 1", "There is 1 " + noun + where),
                 say("There are ", Lua("n"), " " + words.plural(noun) + where))


def _whereabouts(who: str) -> str:
    me = ("I am at row ", Lua("ai.position[1]"), ", column ", Lua("ai.position[2]"))
    you = (Lua("player.position[1]"), ", column ", Lua("player.position[2]"))
    if who == m.COMPANION:
        return say(*me)
    if who == m.PLAYER:
        return say("You are at row ", *you, ", ", Lua("ai:distance_to(player)"), " tiles from me")
    return say(*me, "; you are at row ", *you)


def _has_answer(ask: m.Ask) -> str:
    who = lua_party(ask.who or m.COMPANION)
    mine = who == "ai"
    if not ask.things:
        lead_yes = "Yes, I'm carrying " if mine else "Yes, you're carrying "
        return lines(when(f"#{who}.items > 0", lead_yes, Lua(f"carrying({who})")),
                     say("No, I carry nothing" if mine else "No, you carry nothing"))
    item = ask.things[0].kind
    yes = f"Yes, {'I' if mine else 'you'} have {'the ' + item if item != m.ANY_ITEM else 'one'}"
    no = f"No, {'I' if mine else 'you'} don't have {'a ' + item}"
    return lines(when(f"{who}:has_item({q(item)})", yes), say(no))


def _weakness_answer(kind: str) -> str:
    if kind in MONSTER_KINDS:
        return say("To defeat a " + kind + " you need ", Lua(f"weapon_for({q(kind)})"))
    if kind in ITEM_NAMES:
        beaten = [k for k in MONSTER_KINDS if kind in NEEDS[k]]
        if not beaten:
            return say(f"The {kind} defeats no monster by itself")
        said = " and ".join(words.plural(k) for k in beaten)
        extra = {k: [n for n in NEEDS[k] if n != kind] for k in beaten}
        withs = [f" (with {' and '.join('an ' + n if n[0] in 'aeiou' else 'a ' + n for n in v)})"
                 for v in extra.values() if v]
        return say("The " + kind + " defeats " + said + "".join(withs))
    return say("It takes ", Lua('weapon_for("monster")'))
