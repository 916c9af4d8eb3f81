"""Whether the code can be doing the order's logic at all, read from its text: a condition the
order sets must be checked, a repetition counted, a comparison of distances made."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, meaning as m, words
from agent.reading.meaning import Meaning
from game.world import ITEM_NAMES

# Code that checks something: a Lua condition of any form.
_BRANCH_RE = re.compile(r"\b(?:if|elseif|while|until)\b"
                        r"|\b(?:decide|watch|each_time|whenever)\s*\(|\band\b.*\bor\b")
_COUNTS_RE = re.compile(r"\b(?:times|for_turns|for|while|repeat)\b")
# A skill that picks the one of a kind nearest a spot itself: protect("bat", "top right").
_PICKED_BY_SPOT = re.compile(r'\bprotect\s*\(\s*""\s*,\s*""|\{\s*protect\s*,\s*""\s*,\s*""')
# A condition decided once, and the ways of checking one every tick.
_DECIDED_ONCE = re.compile(r"\bdecide\s*\(")
_WATCHED = re.compile(r"\b(?:watch|each_time|whenever)\s*\(|\b(?:while|until)\b")


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
            if isinstance(step, m.Watch) and _DECIDED_ONCE.search(plain) and not (
                    _WATCHED.search(plain)):
                # "wait here till I step next to you, then grab the bow": decided at the first
                # tick, what it waits for can never come
                return (f"the order waits until {words.cond(step.cond)}, but the code decides "
                        "it once, at the start: watch it every tick with if watch(\"...\", "
                        "function() return <condition> end) then ... end")
        elif isinstance(step, m.Repeat):
            n = step.times or step.turns
            if not (_COUNTS_RE.search(plain) or re.search(rf"\b{n}\b", plain)):
                what = f"{n} times" if step.times else f"for {n} turns"
                return (f"the order asks for it {what}, but the code counts nothing: use "
                        f"times({step.times}, <step>)" if step.times else
                        f"the order asks for it {what}, but the code counts nothing: use "
                        f"for_turns({step.turns}, <step>)")
        elif isinstance(step, m.Act) and step.thing is not None and (
                step.thing.pick == m.FARTHEST or step.thing.origin != m.COMPANION
                or step.thing.rank > 1):  # "the second closest arrow": nearest("arrow", ai, 2)
            if not (re.search(r"\b(?:farthest|nearest|how_far|distance_to|manhattan)\b", plain)
                    or _PICKED_BY_SPOT.search(plain)):
                t = step.thing
                fn = "farthest" if t.pick == m.FARTHEST else "nearest"
                where = "" if t.origin == m.COMPANION and t.rank == 1 else (
                    ", player" if t.origin == m.PLAYER else ", ai" if t.origin == m.COMPANION
                    else f', "{t.origin}"') + (f", {t.rank}" if t.rank > 1 else "")
                return (f"the order asks for {words.thing(t)}, but the code compares no "
                        f"distances: pick it with {fn}(\"{t.kind}\"{where})")
    return _unlooked(meaning, plain)


def _unlooked(meaning: Meaning, plain: str) -> str:
    """A question asked after an errand, which the dry run does not reach ("grab the bow, shoot
    a bat, then tell me how many monsters you have killed"), whose answer the code never works
    out from the facts it asks about ("" when it may)."""
    errand = False
    for step in meaning.steps:
        errand = errand or isinstance(step, m.Act)
        if not errand or not isinstance(step, m.Ask):
            continue
        asked = step.value if step.value is not None else step.check
        missing = _fact_missing(asked, plain) if asked is not None else ""
        if missing:
            what = (f"for {words.expr(step.value)}" if step.value is not None else
                    f"whether {words.cond(step.check)}" if step.check is not None else "")
            return (f"the order asks {what} once its errands are done, but the code never looks "
                    f"it up: work it out with {missing}")
    return ""


_COMMENT = r"--\[\[.*?\]\]|--[^\n]*"


def _strip_strings(code: str) -> str:
    code = re.sub(_COMMENT, " ", code, flags=re.S)
    return re.sub(r'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'', '""', code)


def _fact_missing(cond: m.Cond | m.Expr, plain: str) -> str:
    """A name the code would use to look at the condition's (or the number's) facts, when it
    uses none."""
    needs: list[tuple[str, str]] = []

    def visit(value: object) -> None:
        if isinstance(value, m.HealthOf):
            needs.append((r"\bhealth\b", "ai.health or player.health"))
        elif isinstance(value, m.DistanceTo) and value.walk:  # a walk, not rows plus columns
            needs.append((r"\b(?:steps_to|find_path_to|find_path_astar)\b", "steps_to(...)"))
        elif isinstance(value, m.Coming):  # where a monster stood the tick before
            needs.append((r"\b(?:coming|how_far|distance_to|manhattan|position)\b",
                          "coming(...)"))
        elif isinstance(value, m.Moved):  # the tile where the step began, against today's
            needs.append((r"\b(?:moved|position|row|col|how_far|distance_to|manhattan)\b",
                          "moved(player)"))
        elif isinstance(value, m.DistanceTo) or isinstance(value, m.Near):
            needs.append((r"\b(?:how_far|steps_to|distance_to|manhattan|near|nearer|find_path_to"
                          r"|position)\b", "how_far(...) or near(...)"))
        elif isinstance(value, (m.Carried, m.Has)):
            needs.append((r"\b(?:has_item|carried|carrying|items)\b",
                          "ai:has_item(...) or carried(...)"))
        elif isinstance(value, m.CountOf):
            needs.append((r"\b(?:count|monsters|items|alive)\b", "count(...)"))
        elif isinstance(value, m.Defeated) and value.by in m.WHO:  # one of us alone
            who = "ai" if value.by == m.COMPANION else "player"
            needs.append((rf"\bdefeated\s*\([^()]*,\s*{who}\b",
                          f"defeated(..., {who})"))
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


def _named_by(skills: str, kind: str, code: str) -> bool:
    """Whether one of ``skills`` (a regular expression alternative) is called with ``kind`` by
    name, as a call or a plan() step (``fetch("sword")``, ``{bring, "arrow"}``)."""
    return bool(re.search(rf"\b(?:{skills})\s*[(,]\s*[\"']{re.escape(kind)}[\"']", code))


def _brought(kind: str, code: str, plain: str) -> bool:
    """Whether the code takes things of ``kind`` to the player: brings that kind by name
    (``bring("arrow")``, ``{bring, "arrow"}``), brings whatever it is asked, or walks to the
    player, which hands everything over."""
    if re.search(r"\b(?:hand_over|come_back)\b|find_path_to\(\s*player\b"
                 r"|move_towards?\(\s*player\b", plain):
        return True
    if _named_by("bring", kind, code):
        return True
    # bring(...) with a name the code works out, not a literal: it may be this kind
    return bool(re.search(r"\bbring\s*[(,]\s*[^\"'\s)]", code))


# A call of keep_distance, as a call or as a step of plan(): where its arguments start.
_KEEP_CALL = re.compile(r"\bkeep_distance\s*[(,]")
_OPEN, _CLOSE = "({[", ")}]"
# What a guard() call (or a plan step of it) guards, and the player named as that.
_GUARD_CALL = re.compile(r"\bguard\s*(?:\(|,)\s*([^,)}]*)")
_PLAYER_ARG = re.compile(r"""^\s*(?:player|["']player["'])\s*$""")
# The duties that never end: in plan(), the steps after one never run.
_ENDLESS_SKILLS = ("follow", "stay", "keep_away", "keep_distance", "guard", "protect", "patrol")
_STEP_NAME = re.compile(r"\s*([a-z_]+)\s*[,}]")


def duty_unsaid(meaning: Meaning, code: str) -> str:
    """A duty's bounds or posts the code never gives it ("" when it gives them all): a distance
    kept between 3 and 6 tiles needs one keep_distance with both numbers (or both numbers in
    code of its own), a patrol between two places both places; and a plan() whose endless step
    comes before others never reaches them. A dry run with the player standing still cannot
    tell "at least 3" from "3 to 6", nor the room's round from a post; asked last, when the run
    and the reference's agree."""
    bare = re.sub(_COMMENT, " ", code, flags=re.S)  # a bound said in a comment is not kept
    named = set(re.findall(r"[\"']([a-z]+)[\"']", bare))
    unreached = _after_endless(bare)
    if unreached:
        return unreached
    plain = _strip_strings(code)
    for act in meaning.acts:
        unsaid = _duty_unsaid(act, bare, plain, named)
        if unsaid:
            return unsaid
    return ""


def _plan_steps(bare: str) -> list[str]:
    """The skills of plan()'s own steps, in order (not those inside a step: for_turns's)."""
    start = bare.find("plan(")
    brace = bare.find("{", start) if start >= 0 else -1
    out: list[str] = []
    depth = 0
    for i in range(brace, len(bare) if brace >= 0 else 0):
        ch = bare[i]
        if ch == "{":
            depth += 1
            if depth == 2:
                name = _STEP_NAME.match(bare, i + 1)
                out.append(name.group(1) if name else "")
        elif ch == "}":
            depth -= 1
            if depth == 0:
                break
    return out


def _after_endless(bare: str) -> str:
    steps = _plan_steps(bare)
    for i, name in enumerate(steps[:-1]):
        if name in _ENDLESS_SKILLS:
            return (f"the plan's step {name} never ends, so the steps after it ("
                    f"{', '.join(steps[i + 1:])}) never run: make the duty the plan's last step")
    return ""


def _has(number: int, text: str) -> bool:
    return bool(re.search(rf"(?<![\w.]){number}(?![\w.])", text))


def _keep_calls(bare: str) -> list[list[str]]:
    """The arguments of each keep_distance call (or plan step) of the code, split at its own
    commas only: keep_distance(nearest("bat", "top right"), 4) gives the bat and 4."""
    calls: list[list[str]] = []
    for found in _KEEP_CALL.finditer(bare):
        parts, depth, quote, at = [""], 0, "", found.end()
        while at < len(bare):
            ch = bare[at]
            at += 1
            if quote:
                quote = "" if ch == quote else quote
            elif ch in "\"'":
                quote = ch
            elif ch in _CLOSE and depth == 0:
                break
            elif ch == "," and depth == 0:
                parts.append("")
                continue
            else:
                depth += (ch in _OPEN) - (ch in _CLOSE)
            parts[-1] += ch
        calls.append([p.strip() for p in parts])
    return calls


def _bounds_in_place(act: m.Act, parts: list[str]) -> bool:
    """Whether a keep_distance call's arguments give the act's bounds each in its own place
    (keep_distance(what, at_least, at_most)): "at most 3" is not keep_distance("player", 3),
    which keeps at least 3 (done wrong: "don't wander off more than three squares from me")."""
    for place, bound in ((1, act.least), (2, act.most)):
        if bound and not (len(parts) > place and _has(bound, parts[place])):
            return False
    return True


def _duty_unsaid(act: m.Act, bare: str, plain: str, named: set[str]) -> str:
    if act.action == m.KEEP_DISTANCE:
        bounds = [b for b in (act.least, act.most) if b]
        calls = _keep_calls(bare)
        kept = any(_bounds_in_place(act, parts) for parts in calls) if calls else all(
            _has(b, plain) for b in bounds)
        if not kept:
            whom = ("the player" if act.thing is None or act.thing.kind == m.PLAYER
                    else words.thing(act.thing))
            span = (f"{act.least} to {act.most} tiles" if act.least and act.most else
                    f"at least {act.least} tiles" if act.least else f"at most {act.most} tiles")
            given = " and ".join(str(b) for b in bounds)
            where = "no keep_distance of the code is given" if calls else "the code never says"
            return (f"the order keeps the companion {span} from {whom}, but {where} {given}: "
                    f"use keep_distance(<what>, {act.least or 'nil'}, {act.most or 'nil'})")
    if act.action == m.GUARD and act.place is not None and act.place.thing is not None:
        # "stand guard right here" is no guard of the player, who walks off (done wrong)
        post, guards = act.place.thing.kind, _GUARD_CALL.findall(bare)
        if guards and post != m.PLAYER and all(_PLAYER_ARG.match(c) for c in guards):
            here = post == m.COMPANION
            where, arg = ("where the companion stands", "ai") if here else (
                f"the {post}", f'"{post}"')
            return f"the order guards {where}, but the code guards the player: use guard({arg})"
    if act.action == m.PATROL and act.place is not None and act.other is not None:
        for place in (act.place, act.other):
            kind = place.thing.kind if place.thing is not None else ""
            want = "player" if kind == m.PLAYER else kind if kind in ITEM_NAMES else ""
            if want and want not in named and not re.search(rf"\b{want}\b", bare):  # player
                return (f"the order patrols between two places, but the code never names the "
                        f"{want}: use patrol(<one place>, <the other>)")
    return ""


def errand_problem(meaning: Meaning, code: str) -> str:
    """A step of the order the code has no part for, read from its text ("" when it may have
    one): what is brought must be taken to the player; every thing of several kinds fetched
    must not be only some of them by name. The dry run is too short to see a long errand's
    end, and its Done claim (agent.acceptance.promises) with it."""
    plain = _strip_strings(code)
    named = set(re.findall(r"[\"']([a-z]+)[\"']", code))
    taken = {k for a in meaning.acts if a.thing is not None and a.action in (m.FETCH, m.BRING)
             for k in lx.concrete(a.thing.kind)}
    for act in meaning.acts:
        if act.action == m.GO_TO and act.place is not None and (
                (near := act.place.thing) is not None and near.kind in ITEM_NAMES
                and near.kind not in taken and _named_by("fetch|fetch_all|bring", near.kind, code)):
            # "go to the sword but don't pick it up": going there is not taking it (the dry
            # run may end before the code picks it up)
            return (f"the order asks the companion to go to the {near.kind}, not to pick it up,"
                    f' but the code takes it: use go_to("{near.kind}")')
        thing = act.thing
        if thing is None or thing.is_party:
            continue
        if act.action == m.BRING and not _brought(thing.kind, code, plain):
            return (f"the order asks the companion to bring {words.thing(thing)} to the player, "
                    "but the code never takes it to the player: use bring("
                    f'"{thing.kind}") (or walk onto the player\'s tile, which hands everything '
                    "over)")
        kinds = [k for k in lx.concrete(thing.kind) if k in ITEM_NAMES]
        if act.action in (m.FETCH, m.BRING) and thing.every and len(kinds) > 1:
            said = [k for k in kinds if k in named]
            if said and len(said) < len(kinds):
                left = " and the ".join(k for k in kinds if k not in said)
                return (f"the order asks for {words.thing(thing)}, but the code only names the "
                        f"{' and the '.join(said)}: fetch the {left} too (fetch_all() takes "
                        "every item)")
    return ""
