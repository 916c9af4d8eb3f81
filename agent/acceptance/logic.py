"""Whether the code can be doing the order's logic at all, read from its text: a condition the
order sets must be checked, a repetition counted, a comparison of distances made."""

from __future__ import annotations

import re

from agent.reading import meaning as m, words
from agent.reading.meaning import Meaning

# Code that checks something: a Lua condition of any form.
_BRANCH_RE = re.compile(r"\b(?:if|elseif|while|until)\b|\b(?:decide|watch|each_time)\s*\("
                        r"|\band\b.*\bor\b")
_COUNTS_RE = re.compile(r"\b(?:times|for_turns|for|while|repeat)\b")


def logic_problem(meaning: Meaning, code: str) -> str:
    """Why the code cannot be doing the order's logic: it never checks the condition the order
    sets, never counts what it repeats, never compares what it compares ("" when it may)."""
    plain = _strip_strings(code)
    for step in meaning.walk():
        if isinstance(step, (m.Choice, m.Watch)):
            if not _BRANCH_RE.search(plain):
                return (f'the order says what to do depending on whether {words.cond(step.cond)}, '
                        "but the code checks no condition: decide once with "
                        "if decide(\"...\", function() return <condition> end) then ... end "
                        "(or check every tick with watch), and do only the branch that holds")
            missing = _fact_missing(step.cond, plain)
            if missing:
                return (f"the order depends on whether {words.cond(step.cond)}, but the code "
                        f"never looks at it: use {missing} in the condition")
        elif isinstance(step, m.Repeat):
            n = step.times or step.turns
            if not (_COUNTS_RE.search(plain) or re.search(rf"\b{n}\b", plain)):
                what = f"{n} times" if step.times else f"for {n} turns"
                return (f"the order asks for it {what}, but the code counts nothing: use "
                        f"times({step.times}, <step>)" if step.times else
                        f"the order asks for it {what}, but the code counts nothing: use "
                        f"for_turns({step.turns}, <step>)")
        elif isinstance(step, m.Act) and step.thing is not None and (
                step.thing.pick == m.FARTHEST or step.thing.origin != m.COMPANION):
            if not re.search(r"\b(?:farthest|nearest|how_far|distance_to|manhattan)\b", plain):
                t = step.thing
                fn = "farthest" if t.pick == m.FARTHEST else "nearest"
                where = "" if t.origin == m.COMPANION else (
                    ", player" if t.origin == m.PLAYER else f', "{t.origin}"')
                return (f"the order asks for {words.thing(t)}, but the code compares no "
                        f"distances: pick it with {fn}(\"{t.kind}\"{where})")
    return ""


def _strip_strings(code: str) -> str:
    code = re.sub(r"--\[\[.*?\]\]|--[^\n]*", " ", code, flags=re.S)
    return re.sub(r'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'', '""', code)


def _fact_missing(cond: m.Cond, plain: str) -> str:
    """A name the code would use to look at the condition's facts, when it uses none."""
    needs: list[tuple[str, str]] = []

    def visit(value: object) -> None:
        if isinstance(value, m.HealthOf):
            needs.append((r"\bhealth\b", "ai.health or player.health"))
        elif isinstance(value, m.DistanceTo) or isinstance(value, m.Near):
            needs.append((r"\b(?:how_far|distance_to|manhattan|near|nearer|find_path_to"
                          r"|position)\b", "how_far(...) or near(...)"))
        elif isinstance(value, (m.Carried, m.Has)):
            needs.append((r"\b(?:has_item|carried|carrying|items)\b",
                          "ai:has_item(...) or carried(...)"))
        elif isinstance(value, m.CountOf):
            needs.append((r"\b(?:count|monsters|items|alive)\b", "count(...)"))
        elif isinstance(value, m.Defeated):
            needs.append((r"\bdefeated\b", "defeated(...)"))
        for name in getattr(value, "__slots__", ()):
            inner = getattr(value, name)
            for v in inner if isinstance(inner, tuple) else (inner,):
                if hasattr(v, "__slots__"):
                    visit(v)

    visit(cond)
    for pattern, hint in needs:
        if not re.search(pattern, plain):
            return hint
    return ""
