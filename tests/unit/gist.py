"""An order's meaning in one line, for tests to compare with what a person expects:
``fetch bow``, ``fetch every arrow``, ``ask count bat``, ``if has(companion, sword): attack
gorgon | fetch sword``."""

from __future__ import annotations

from agent.reading import meaning as m, read


def thing(t: m.Thing | None) -> str:
    if t is None:
        return ""
    amount = "every " if t.quantity is None else (f"{t.quantity} " if t.quantity != 1 else "")
    pick = f"{t.pick}-from-{t.origin} " if t.pick or t.origin != m.COMPANION else ""
    return f"{amount}{pick}{t.kind}"


def expr(e: object) -> str:
    if isinstance(e, m.Number):
        return f"{e.value:g}"
    if isinstance(e, m.CountOf):
        return f"count({e.kind})"
    if isinstance(e, m.Defeated):
        return f"defeated({e.kind})"
    if isinstance(e, m.Carried):
        return f"carried({e.who}, {e.item})"
    if isinstance(e, m.HealthOf):
        return f"health({e.who})"
    if isinstance(e, m.DistanceTo):
        return f"distance({thing(e.thing)}, {e.origin})"
    if isinstance(e, m.Arith):
        return f"({expr(e.left)} {e.op} {expr(e.right)})"
    if isinstance(e, m.Compare):
        return f"{expr(e.left)} {e.op} {expr(e.right)}"
    if isinstance(e, m.Has):
        return f"has({e.who}, {e.item})"
    if isinstance(e, m.Near):
        return f"near({thing(e.thing)}, {e.tiles}, {e.of})"
    if isinstance(e, m.Not):
        return f"not {expr(e.cond)}"
    if isinstance(e, m.AllOf):
        return " and ".join(expr(c) for c in e.conds)
    if isinstance(e, m.AnyOf):
        return " or ".join(expr(c) for c in e.conds)
    raise TypeError(e)


def step(s: m.Step) -> str:
    if isinstance(s, m.Act):
        out = s.action
        if s.thing is not None:
            out += " " + thing(s.thing)
        if s.place is not None:
            p = s.place
            out += " " + (thing(p.thing) if p.thing else p.name or f"{p.row},{p.col}")
        if s.other is not None:
            p = s.other
            out += " to " + (thing(p.thing) if p.thing else p.name or f"{p.row},{p.col}")
        if s.action == m.WALK:
            out += f" {s.way} {s.steps}"
        if s.least or s.most:
            out += f" {s.least or '-'}..{s.most or '-'}"
        return out
    if isinstance(s, m.Ask):
        out = f"ask {s.asks}"
        if s.things:
            out += " " + ",".join(thing(t) for t in s.things)
        if s.who and s.asks not in (m.DISTANCE,):
            out += f" of {s.who}"
        if s.pick:
            out += f" {s.pick}"
        if s.value is not None:
            out += " " + expr(s.value)
        if s.check is not None:
            out += " " + expr(s.check)
        return out
    if isinstance(s, m.Say):
        return f"say {s.text!r}"
    if isinstance(s, m.Choice):
        return f"if {expr(s.cond)}: {steps(s.then)} | {steps(s.otherwise)}"
    if isinstance(s, m.Watch):
        head = "whenever" if s.every_time else "once"
        return f"{steps(s.during) or 'wait'} {head} {expr(s.cond)}: {steps(s.then)}"
    if isinstance(s, m.Repeat):
        return f"repeat {s.times}x {s.turns}t: {steps(s.body)}"
    return "unknown"


def steps(ss: tuple[m.Step, ...]) -> str:
    return "; ".join(step(s) for s in ss)


def gist(order: str) -> str:
    return steps(read(order).steps)
