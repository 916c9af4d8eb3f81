"""Questions answered in Lua: statements that work the answer out in the game and ``say`` it
(how many, where, how far, health, what is carried, what defeats what, which is nearer, a number
worked out, a yes or no)."""

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
        what = q(kind if kind in (*ITEM_NAMES, *MONSTER_KINDS) else kind)
        name = words.thing(m.Thing(kind))
        return (f"local place = where({what})\n"
                f"if place == nil then return say({q('I see no ' + bare_noun(kind) + ' anywhere')})"
                f" end\nreturn say({q(name[0].upper() + name[1:] + ': ')} .. place)")
    if ask.asks == m.DISTANCE:
        return _distance_answer(ask)
    if ask.asks == m.HEALTH:
        if ask.who == m.PLAYER:
            return 'return say("You have " .. player.health .. " health")'
        if ask.who == m.COMPANION:
            return 'return say("I have " .. ai.health .. " health")'
        return ('return say("I have " .. ai.health .. " health and you have " '
                '.. player.health)')
    if ask.asks == m.CARRYING:
        who = lua_party(ask.who or m.COMPANION)
        subject = "You have" if who == "player" else "I have"
        if ask.things:
            item = ask.things[0].kind
            return (f"return say({q(subject + ' ')} .. carried({who}, {q(item)}) .. "
                    f"{q(' ' + words.plural(bare_noun(item)))})")
        lead = "You're carrying " if who == "player" else "I'm carrying "
        if ask.besides:  # "apart from the sword": "I'm carrying 2 arrows besides"
            return f"return say({q(lead)} .. carrying({who}, {q(ask.besides)}) .. {q(' besides')})"
        return f"return say({q(lead)} .. carrying({who}))"
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
        said = words.expr(ask.value)
        return (f"return say({q(said[0].upper() + said[1:] + ' is ')} .. "
                f"string.format(\"%g\", {lua_expr(ask.value)}))")
    if ask.asks == m.CHECK and ask.check is not None:
        return _check_answer(ask.check)
    raise NotComposable("I don't know how to answer that")


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
    lead, tail = ("I find no way to the ", "") if a.walk else ("I see no ", " anywhere")
    ends = (f"if a == nil or b == nil then return say({q(lead)} .. "
            f"(a == nil and {q(bare_noun(a.thing.kind))} or {q(bare_noun(b.thing.kind))})"
            f"{f' .. {q(tail)}' if tail else ''}) end\n")
    return (f"local a, b = {lua_expr(a)}, {lua_expr(b)}\n{ends}"
            f"if a == b then return say({q(f'They are just as far{whom}: ')} .. a .. "
            f"{q(f' {unit} each')}) end\n"
            f"if a > b then return say({q(f'{x[0].upper()}{x[1:]} is ')} .. a - b .. "
            f"{q(f' {unit} {lx.FARTHER[0]}{whom} than {y}')}) end\n"
            f"return say({q(f'{x[0].upper()}{x[1:]} is ')} .. b - a .. "
            f"{q(f' {unit} {lx.NEARER[0]}{to_whom} than {y}')})")


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
    only = (f"{q('There ')} .. (n == 1 and {q('is only 1 ' + noun)} or {q('are only ')} .. n .. "
            f"{q(' ' + nouns)}) .. {q(f', not {many}: none would be left')}")
    return (f"local n = {lua_expr(counted)}\n"
            f"if n == 0 then return say({q(f'There are no {nouns}: none would be left')}) end\n"
            f"if n < {many} then return say({only}) end\n"
            f"return say({q(said[0].upper() + said[1:] + ' is ')} .. string.format(\"%g\", "
            f"n - {many}))")


def _counted_over_a_part(c: m.CountOf) -> str:
    """ "how many bats are east of the bow?": the count there, or that the bow is nowhere."""
    assert c.region is not None
    said = words.expr(c)
    return (f"local n = {lua_expr(c)}\n{_nowhere(c)}"
            f"return say({q(said[0].upper() + said[1:] + ' is ')} .. n)")


def _nowhere(c: m.CountOf) -> str:
    """What is said when the thing a part of the map lies from is nowhere (count's nil)."""
    assert c.region is not None
    origin = c.region.origin
    if origin in (*m.WHO, *lx.PLACES):
        return ""
    return f"if n == nil then return say({q(f'I see no {origin} anywhere')}) end\n"


def _some_in_a_part(c: m.CountOf) -> str:
    """ "is there a bat in the top right?": yes with how many there are, or no."""
    noun, part = bare_noun(c.kind), words.region(c.region)
    nouns = words.plural(noun)
    return (f"local n = {lua_expr(c)}\n{_nowhere(c)}"
            f"if n == 0 then return say({q(f'No: there are no {nouns}{part}')}) end\n"
            f"if n == 1 then return say({q(f'Yes: there is 1 {noun}{part}')}) end\n"
            f"return say({q('Yes: there are ')} .. n .. {q(f' {nouns}{part}')})")


def _where_picked(t: m.Thing) -> str:
    """Where the one meant is: "the arrow nearest the sword", "the bat farthest from you"."""
    name = words.thing(t)
    none = _none_seen(t)
    return (f"local it = {lua_selected(t)}\n"
            f"if it == nil then return say({none}) end\n"
            f"return say({q(name[0].upper() + name[1:] + ': row ')} .. it.position[1] .. "
            f"{q(', column ')} .. it.position[2] .. {q(', ')} .. how_far(it) .. "
            f"{q(' tiles from me')})")


def _none_seen(t: m.Thing) -> str:
    """What is said when there is none such: "I see no bat anywhere"; fewer than the rank
    ("where is the third nearest bat?"): "I see fewer than 3 bats"."""
    if t.rank > 1:
        return q(f"I see fewer than {t.rank} {words.plural(bare_noun(t.kind))}")
    return q("I see no " + bare_noun(t.kind) + " anywhere")


def _distance_answer(ask: m.Ask) -> str:
    t = ask.things[0]
    origin = "" if ask.who in ("", m.COMPANION) else f", {lua_party(ask.who)}"
    if t.kind in m.WHO:
        return 'return say("You are " .. ai:distance_to(player) .. " tiles from me")'
    target = lua_selected(t) if t.pick else q(t.kind)
    name = words.thing(m.Thing(t.kind, pick=t.pick, origin=t.origin, rank=t.rank))
    whom = " from you" if origin else " from me"
    return (f"local d = how_far({target}{origin})\n"
            f"if d == nil then return say({_none_seen(t)}) end\n"
            f"return say({q(name[0].upper() + name[1:] + ' is ')} .. d .. "
            f"{q(' tiles' + whom)})")


def _which_answer(ask: m.Ask) -> str:
    origin = "" if ask.who in ("", m.COMPANION) else f", {lua_origin(ask.who)}"
    near = ask.pick != m.FARTHEST
    if len(ask.things) == 2:
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
            absent = (f"if how_far({q(ask.who)}) == nil then return say("
                      f"{q('I see no ' + bare_noun(ask.who) + ' anywhere')}) end\n")
        return (f"{absent}local a, b = how_far({ta}{origin}), how_far({tb}{origin})\n"
                # one of them not in the dungeon (a monster killed): said, not "?" tiles
                f"if a == nil and b == nil then return say({q('I see no ' + a + ' and no ' + b)})"
                f" end\n"
                f"if a == nil or b == nil then return say({q('I see no ')} .. "
                f"(a == nil and {q(a)} or {q(b)}) .. {q(': the ')} .. "
                f"(a == nil and {q(b)} or {q(a)}) .. {q(' is ')} .. (a or b) .. "
                f"{q(' tiles away')}) end\n"
                f"local which = {pick}\n"
                f"if which == nil then return say({q('They are just as far: ')} .. "
                f"(a or '?') .. {q(' tiles each')}) end\n"
                f"return say({q('The ')} .. which .. {q(' is ' + word + ': the ' + a + ' is ')}"
                f" .. (a or '?') .. {q(' tiles away, the ' + b + ' ')} .. (b or '?'))")
    kind = ask.things[0].kind if ask.things else m.ANYTHING
    fn = "nearest" if near else "farthest"
    whom = "you" if origin else "me"
    anchor = ask.things[0].origin if ask.things else m.COMPANION
    if anchor not in m.WHO:  # "which bat is closest to the sword?"
        origin, whom = f", {q(anchor)}", f"the {bare_noun(anchor)}"
    noun = bare_noun(kind)
    return (f"local it = {fn}({q(kind)}{origin})\n"
            f"if it == nil then return say({q('I see no ' + noun + ' anywhere')}) end\n"
            f"return say({q('The ' + fn + ' ' + noun + ' to ' + whom + ' is the ')} .. "
            f"it.name .. {q(' at row ')} .. it.position[1] .. {q(', column ')} .. "
            f"it.position[2] .. {q(', ')} .. how_far(it{origin}) .. "
            f"{q(' tiles from ' + whom)})")


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
    return (f"local mine, yours = {mine}, {yours}\n"
            f"if mine == yours then return say({q(same)} .. mine .. {q(' each')}) end\n"
            f"if {mine_first} then return say({q('I have ' + word + ': ')} .. mine .. "
            f"{q(' against your ')} .. yours) end\n"
            f"return say({q('You have ' + word + ': ')} .. yours .. {q(' against my ')} .. mine)")


def _which_of_us_answer(kind: str, *, far: bool) -> str:
    """Each of us's distance to the nearest thing of ``kind``, and who is nearer (farther)."""
    noun = bare_noun(kind)
    word = f"farther from the {noun}" if far else f"nearer the {noun}"
    mine_first = "mine > yours" if far else "mine < yours"
    return (f"local mine, yours = how_far({q(kind)}), how_far({q(kind)}, player)\n"
            f"if mine == nil or yours == nil then "
            f"return say({q('I see no ' + noun + ' anywhere')}) end\n"
            f"if mine == yours then return say({q('We are just as far from the ' + noun + ': ')}"
            f" .. mine .. {q(' tiles each')}) end\n"
            f"if {mine_first} then return say({q('I am ' + word + ': ')} .. mine .. "
            f"{q(' tiles from me, ')} .. yours .. {q(' from you')}) end\n"
            f"return say({q('You are ' + word + ': ')} .. yours .. {q(' tiles from you, ')} .. "
            f"mine .. {q(' from me')})")


def _check_answer(cond: m.Cond) -> str:
    if (isinstance(cond, m.Compare) and cond.op == ">" and cond.right == m.Number(0)
            and isinstance(c := cond.left, m.CountOf) and c.region is not None):
        return _some_in_a_part(c)
    yes = words.cond(cond)
    no = words.cond(negate(cond))
    shown = ""
    if isinstance(cond, m.Compare) and isinstance(cond.left, m.Defeated) and isinstance(
            cond.right, m.Number):  # "Yes: I have defeated a bat (2 so far)"
        shown = (f" .. {q(' (')} .. string.format(\"%g\", {lua_expr(cond.left)}) .. "
                 f"{q(' so far)')}")
    elif isinstance(cond, m.Compare):
        shown = (f" .. {q(' (')} .. string.format(\"%g\", {lua_expr(cond.left)}) .. "
                 f"{q(' and ')} .. string.format(\"%g\", {lua_expr(cond.right)}) .. "
                 f"{q(')')}")
    return (f"if {lua_cond(cond)} then return say({q('Yes: ' + yes)}{shown}) end\n"
            f"return say({q('No: ' + no)}{shown})")


def _count_answer(kind: str) -> str:
    noun = bare_noun(kind)
    where = " on the ground" if lx.is_item(kind) else " left"
    return (f"local n = count({q(kind)})\n"
            f"if n == 1 then return say({q('There is 1 ' + noun + where)}) end\n"
            f"return say({q('There are ')} .. n .. {q(' ' + words.plural(noun) + where)})")


def _whereabouts(who: str) -> str:
    me = 'return say("I am at row " .. ai.position[1] .. ", column " .. ai.position[2])'
    you = ('return say("You are at row " .. player.position[1] .. ", column " .. '
           'player.position[2] .. ", " .. ai:distance_to(player) .. " tiles from me")')
    if who == m.COMPANION:
        return me
    if who == m.PLAYER:
        return you
    return ('return say("I am at row " .. ai.position[1] .. ", column " .. ai.position[2] .. '
            '"; you are at row " .. player.position[1] .. ", column " .. player.position[2])')


def _has_answer(ask: m.Ask) -> str:
    who = lua_party(ask.who or m.COMPANION)
    mine = who == "ai"
    if not ask.things:
        lead_yes = "Yes, I'm carrying " if mine else "Yes, you're carrying "
        return (f"if #{who}.items > 0 then return say({q(lead_yes)} .. carrying({who})) end\n"
                f"return say({q('No, I carry nothing' if mine else 'No, you carry nothing')})")
    item = ask.things[0].kind
    yes = f"Yes, {'I' if mine else 'you'} have {'the ' + item if item != m.ANY_ITEM else 'one'}"
    no = f"No, {'I' if mine else 'you'} don't have {'a ' + item}"
    return f"if {who}:has_item({q(item)}) then return say({q(yes)}) end\nreturn say({q(no)})"


def _weakness_answer(kind: str) -> str:
    if kind in MONSTER_KINDS:
        return f"return say({q('To defeat a ' + kind + ' you need ')} .. weapon_for({q(kind)}))"
    if kind in ITEM_NAMES:
        beaten = [k for k in MONSTER_KINDS if kind in NEEDS[k]]
        if not beaten:
            return f"return say({q('The ' + kind + ' defeats no monster by itself')})"
        said = " and ".join(words.plural(k) for k in beaten)
        extra = {k: [n for n in NEEDS[k] if n != kind] for k in beaten}
        withs = [f" (with {' and '.join('an ' + n if n[0] in 'aeiou' else 'a ' + n for n in v)})"
                 for v in extra.values() if v]
        return f"return say({q('The ' + kind + ' defeats ' + said + ''.join(withs))})"
    return 'return say("It takes " .. weapon_for("monster"))'
