"""An order's meaning in one line, for tests to compare with what a person expects:
``fetch bow``, ``fetch every arrow``, ``ask count bat``, ``if has(companion, sword): attack
gorgon | fetch sword``.

``full=True`` leaves nothing of the meaning out but the reader's own sentence for a part not
understood, for the recorded readings (tests/golden/readings.txt): a walk's or a square's way
and steps whatever the action, whose distance a question asks, every part of a place, brackets
round a group of conditions inside another, and a part not understood with its reason and words
(``unknown[not understood,logic] "the words"``)."""

from __future__ import annotations

import json

from agent.reading import meaning as m, read


def thing(t: m.Thing | None) -> str:
    if t is None:
        return ""
    amount = "every " if t.quantity is None else (f"{t.quantity} " if t.quantity != 1 else "")
    rank = t.rank if t.rank > 1 else ""  # "nearest2-from-companion": the second nearest
    pick = f"{t.pick}{rank}-from-{t.origin} " if t.pick or t.origin != m.COMPANION else ""
    if t.on is not None:  # "the arrow 8 tiles below me": on-+8,+0-of-player (tile_picks.py)
        pick = f"{t.pick}-{t.on.rows:+d},{t.on.cols:+d}-of-{thing(t.on.thing)} "
    besides = f" besides {thing(t.besides)}" if t.besides else ""  # one left out: left_out.py
    return f"{amount}{pick}{t.kind}{besides}"


def place(p: m.Place, full: bool = False) -> str:
    if p.offset is not None and p.offset.halfway is not None:  # agent.reading.halfway
        return f"halfway-{thing(p.offset.thing)}-and-{thing(p.offset.halfway)}"
    if p.offset is not None:  # "the tile 3 south of the bow": +3,+0-of-bow
        given = "-as-ordered" if p.offset.given else ""  # "where you started"
        return f"{p.offset.rows:+d},{p.offset.cols:+d}-of-{thing(p.offset.thing)}{given}"
    if not full:
        return thing(p.thing) if p.thing else p.name or f"{p.row},{p.col}"
    parts = [thing(p.thing)] if p.thing else []
    parts += [p.name] if p.name else []
    parts += [f"{p.row},{p.col}"] if p.row or p.col or not parts else []
    return "+".join(parts)


def expr(e: object, full: bool = False) -> str:
    if isinstance(e, m.Number):
        return f"{e.value:g}"
    if isinstance(e, m.CountOf):
        if (r := e.region) is not None:  # "in the top right": count(bat north east of middle)
            part = f"{r.way} of" if r.way else f"within {r.tiles} of"
            return f"count({e.kind} {part} {r.origin})"
        return f"count({e.kind} besides {thing(e.besides)})" if e.besides else f"count({e.kind})"
    if isinstance(e, m.Defeated):
        return f"defeated({e.kind})" if e.by == m.ANYONE else f"defeated({e.kind}, {e.by})"
    if isinstance(e, m.Carried):
        return f"carried({e.who}, {e.item})"
    if isinstance(e, m.HealthOf):
        return f"health({e.who})"
    if isinstance(e, m.DistanceTo):
        return f"{'walk' if e.walk else 'distance'}({thing(e.thing)}, {e.origin})"
    if isinstance(e, m.Arith):
        return f"({expr(e.left, full)} {e.op} {expr(e.right, full)})"
    if isinstance(e, m.Compare):
        return f"{expr(e.left, full)} {e.op} {expr(e.right, full)}"
    if isinstance(e, m.Has):
        return f"has({e.who}, {e.item})"
    if isinstance(e, m.Near):
        return f"near({thing(e.thing)}, {e.tiles}, {e.of})"
    if isinstance(e, m.Coming):
        return f"coming({thing(e.thing)}, {e.of})"
    if isinstance(e, m.Moved):
        return f"moved({e.who})"
    if isinstance(e, m.Not):
        return f"not {_member(e.cond, full)}"
    if isinstance(e, m.AllOf):
        return " and ".join(_member(c, full) for c in e.conds)
    if isinstance(e, m.AnyOf):
        return " or ".join(_member(c, full) for c in e.conds)
    raise TypeError(e)


def _member(c: object, full: bool) -> str:
    grouped = full and isinstance(c, (m.AllOf, m.AnyOf))
    return f"({expr(c, full)})" if grouped else expr(c, full)


def step(s: m.Step, full: bool = False) -> str:
    if isinstance(s, m.Act):
        out = s.action
        if s.thing is not None:
            out += " " + thing(s.thing)
        if s.place is not None:
            out += " " + place(s.place, full)
        if s.other is not None:
            out += " to " + place(s.other, full)
        if s.action == m.EXPLORE and s.steps:
            out += f" {s.steps} tiles"
        elif s.action == m.WALK or (full and (s.way or s.steps)):
            out += f" {s.way} {s.steps}"
        if s.least or s.most:
            out += f" {s.least or '-'}..{s.most or '-'}"
        return out
    if isinstance(s, m.Ask):
        out = f"ask {s.asks}"
        if s.things:
            out += " " + ",".join(thing(t) for t in s.things)
        if s.who and (full or s.asks not in (m.DISTANCE,)):
            out += f" of {s.who}"
        if s.pick:
            out += f" {s.pick}"
        if s.value is not None:
            out += " " + expr(s.value, full)
        if s.check is not None:
            out += " " + expr(s.check, full)
        if s.besides:  # "what are you carrying, apart from the sword?"
            out += f" besides {s.besides}"
        return out
    if isinstance(s, m.Say):
        return f"say {s.text!r}"
    if isinstance(s, m.Choice):
        return (f"if {expr(s.cond, full)}: {_inner(s.then, full)} | "
                f"{_inner(s.otherwise, full)}")
    if isinstance(s, m.Watch):
        head = "whenever" if s.every_time else "once"
        return (f"{_inner(s.during, full) or 'wait'} {head} {expr(s.cond, full)}: "
                f"{_inner(s.then, full)}")
    if isinstance(s, m.Repeat):
        return f"repeat {s.times}x {s.turns}t: {_inner(s.body, full)}"
    if not full:
        return "unknown"
    why = ",".join((s.reason.value, *(("logic",) if s.logic else ())))
    return f"unknown[{why}] {quote(s.words)}"


def steps(ss: tuple[m.Step, ...], full: bool = False) -> str:
    return "; ".join(step(s, full) for s in ss)


def _inner(ss: tuple[m.Step, ...], full: bool) -> str:
    """Steps inside a choice, a watch or a repetition; in full, logic among them in braces, so
    that where each branch ends cannot be mistaken."""
    return "; ".join(f"{{{step(s, full)}}}" if full and isinstance(s, m.LOGIC) else step(s, full)
                     for s in ss)


def quote(text: str) -> str:
    """Words in double quotes, every character that does not print (a control character, a
    zero-width space) escaped, so that a line shows all there is to it."""
    inner = json.dumps(text, ensure_ascii=False)[1:-1]
    return '"' + "".join(c if c.isprintable() else f"\\u{ord(c):04x}" for c in inner) + '"'


def gist(order: str) -> str:
    return steps(read(order).steps)
