"""A programmer's voice: an order half-written as code, read as a program (``read_as_code``, from
``as_typed``) where every call in it is one of the game's verbs or questions. Its shapes are the
meaning's (a function its body, a repeat a ``Repeat``, a while a ``Watch``, an if a ``Choice``);
each call, condition and question is its own words (the verb the call names on its arguments),
read on the rows a clause, a condition or a question is read on; the whole is never said again:

- a call is its verb on its arguments: "goto(bow)" (go to bow), "goto(bottom_left)" (an
  underscore a space), "guard(me, 2)" (within 2 tiles of me), "keep_distance(me, 3, 5)" (3 to 5
  tiles from me), "protect(me, from=bats)", "attack(gorgon, weapon=bow)" (with the bow: a
  keyword is a "with" or "from" phrase), "hand_over()" (everything); me, player: the player;
  ai, self, you: the companion;
- "x2", "* 2" after a call: that many times ("fetch(arrow) x2");
- "for i in range(3): step right", "repeat 3 { ... }": that many times; "loop { patrol ... }",
  "while true { ... }": a duty, which lasts anyway (an errand looped is left as typed);
  "while my hp < 3 { stay }": while;
- "if (ai.hp < 3) come_back() else fetch(sword)", "if bats > 2: get bow else follow me": a
  choice; "dist(bow) < dist(sword)": the bow is nearer than the sword;
- "print(count(monsters))", "return count(bats)", "x = count(arrow); print(x * 2)": a
  question, or a number worked out; "where(bow)": where the bow is;
- "def go(): get the bow, then come back to me; go()": what the function does;
- a comment ("// ...", "# ..."): a remark, left out, unless it opens with a verb of the game
  ("// grab the sword first obv": read after the call) or asks for what is outside the game (read,
  and refused); "# of bats" is the number of bats.

Anything else, a call of no verb the game knows ("spawn(...)", "os.execute(...)",
"require(...)"), a dotted name that is not a party's health or moving, a quoted string, a
number where the verb takes none, or no code at all: the order is read as typed (and refused).
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache
from typing import Any

from agent.reading import (
    lexicon as lx,
    lexicon_code as lc,
    lexicon_duties as ldu,
    lexicon_parts as lp,
    meaning as m,
)
from agent.reading.logic import negate
from agent.reading.patterns import lazy
from agent.reading.repeats import one_hit, repeat_node
from agent.reading.spelling import mend
from agent.reading.text import spell_out
from agent.reading.tidy import merged, restored
from agent.reading.tokens import pointing_at

# An order with none of these characters, and no word "return", is no code: most orders.
_GATE = frozenset("(={:#/<>*")
# Characters code of the game's verbs never has: a string, an index, a path, a shell's.
_FOREIGN = frozenset("\"'[]\\$`|&~@%^?")
_PARTIES, _KEYWORDS, _ASKED, _SAYS = lc.PARTIES, lc.KEYWORDS, lc.ASKED, lc.SAYS
_DISTANCE_CALLS, _GOTO, _RETURN = lc.DISTANCE_CALLS, lc.GOTO, lc.RETURN
# Duties, which last until the next order: a loop of one is the duty ("loop { patrol ... }").
_DUTIES = frozenset((m.GUARD, m.PROTECT, m.PATROL, m.FOLLOW, m.KEEP_AWAY, m.STAY))
# Duties whose number is a reach: "guard(me, 2)" is within 2 tiles of me.
_WITHIN = frozenset((m.GUARD, m.PROTECT, m.FOLLOW))
# Verbs of walking a way, which no errand opens: "walk(right, 3)".
_WALKS = frozenset(lp.MOVE_VERBS)
_JOINERS, _TILE, _MOVES = frozenset(lc.JOINERS), lc.TILE, lc.MOVES
_PROMPT_SIGNS = frozenset(lc.PROMPT_SIGNS)
_FIRST = "first"  # a remark of a step to do first: "// grab the sword first obv"
_HEALTH = frozenset(word.replace(" ", "_") for word in lx.HEALTH_WORDS)
_NUMBER = r"\d{1,3}"

_CALL = lazy(r"(?<![\w.])(?P<name>[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)?)\s*\((?P<args>[^()]*)\)")
_ATTRIBUTE = lazy(r"\b(?P<who>[A-Za-z_]\w*)\.(?P<what>[A-Za-z_]\w*)\b")
_TIMES = lazy(rf"(?P<body>.*?\))\s*(?:\bx\s*|\*\s*)(?P<n>{_NUMBER})\s*$", re.I)
_ASSIGN = lazy(r"^(?P<name>[A-Za-z_]\w*)\s*=(?!=)\s*(?P<value>.+)$")
_COMMENT = lazy(r"(?:^|\s+)(?://|#(?=\s)(?!\s*of\b)(?!\s*\d))\s*(?P<remark>.*)$", re.I | re.S)
_NUMBER_SIGN = lazy(r"#\s*(?=of\b)", re.I)
_ASKING = lazy(rf"\b(?:{'|'.join(_ASKED)})\s*\(", re.I)
_QUOTED_WORD = lazy(
    r"(?P<lead>[(,=]\s*)(?P<quote>[\"'])(?P<word>[A-Za-z_][A-Za-z_ ]{0,30})(?P=quote)(?=\s*[,)])"
)
_HAS_NOT = lazy(rf"(?:\bnot\s+|!\s*)(?:{'|'.join(lc.HAS)})\s*\(\s*(?P<thing>[A-Za-z_]+)\s*\)", re.I)
# What code has one of: a call, a brace, an assignment, a comment, a keyword opening it.
_SHAPE = lazy(
    rf"[A-Za-z_]\s*\(|[{{}}=]|//|(?:^|\s)#\s|^\s*(?:if|while|for|def|{_RETURN}|repeat|loop)\b",
    re.I,
)
_ALL = frozenset(("all", "every", "each"))  # "fetch_all(arrow)": every arrow, not "an"
# The companion named before a call of its own ("ai:goto(bow)", "self.fetch(arrow)").
_RECEIVER = lazy(
    rf"\b(?:{'|'.join(w for w, said in lc.PARTIES.items() if said == 'you')})[:.]"
    r"(?=[A-Za-z_]\w*\s*\()",
    re.I,
)
# A word's start inside a call's name written in camel case ("keepDistance(me, 3, 5)").
_CAMEL = lazy(r"(?<=[a-z])(?=[A-Z][A-Za-z]*\s*\()")
_PRINT = lazy(r"\bprint\s*\(")
_LOGIC = lazy(r"^\s*(?:if|while)\b")
_COMPARING = lazy(r"[<>]|[=!]=")
_DEF = lazy(r"^def\s+(?P<name>\w+)\s*\(\s*\)\s*:\s*(?P<body>.+?)\s*;\s*(?P=name)\s*\(\s*\)$")
_RANGE = lazy(
    rf"^(?:for\s+\w+\s+in\s+range\s*\(\s*(?P<n>{_NUMBER})\s*\)|repeat\s*\(?\s*"
    rf"(?P<m>{_NUMBER})\s*\)?(?:\s+times)?)\s*(?::\s*|do\s+|(?=\{{))(?P<body>.+)$",
    re.I,
)
_LOOP = lazy(r"^(?:loop|forever|repeat|while\s*\(?\s*true\s*\)?)\s*(?::\s*)?(?P<body>\{.+)$", re.I)
_WHILE = lazy(r"^while\s+(?P<cond>[^{:]+?)\s*(?::|(?=\{))\s*(?P<body>.+)$", re.I)
_IF = lazy(
    r"^if\s*(?P<cond>\(.+?\)(?=\s*[\w:])|[^:{]+?(?=\s*:|\s*\{|\s+then\b))\s*(?::|then\b)?"
    r"\s*(?P<then>\{[^{}]*\}|.+?)\s*(?:;\s*)?(?:\belse\b\s*:?\s*(?P<other>.+))?$",
    re.I,
)
_SHAPES = (_DEF, _RANGE, _LOOP, _WHILE, _IF)
_COMPARED = lazy(
    r"the distance to the (?P<a>[\w ]+?) (?P<op>[<>])=? "
    r"the distance to the (?P<b>[\w ]+)"
)


def _code(order: str) -> tuple[str, list[str]] | None:
    """The code of an order written as code of the game's verbs, and its comments read; None
    for an order that is no code."""
    if _GATE.isdisjoint(order) and _RETURN not in order.lower() or not _SHAPE.search(order):
        return None  # no code: "Plan:\na) pick up the bow\nb) ..." as typed
    lines = [_split_comment(line) for line in _NUMBER_SIGN.sub("number ", order).splitlines()]
    code = _unquoted(_joined([line for line, _ in lines]).rstrip(";.!").strip().removesuffix("?"))
    if _LOGIC.match(code):  # "if (bats > 2 && ai.hp > 1) ...": and, or
        code = code.replace("&&", " and ").replace("||", " or ")
    remarks = [remark for _, remark in lines if remark]
    if not code or not _FOREIGN.isdisjoint(code) or _in_own_words(code, remarks):
        return None
    if lx.OUTSIDE_WORLD.search(_PRINT.sub("(", code)) is not None:
        return None  # "if true && rm -rf /: ...": as typed, and refused
    return code, remarks


def _in_own_words(code: str, remarks: list[str]) -> bool:
    """Whether code is English: no sign of code ("if the bat is alive, stand still; if not,
    return to me"), or a statement in the words as typed ("if hp<2 retreat else push gorgon")."""
    if _GATE.isdisjoint(code):
        return True
    own = not remarks and ";" not in code and not any(s.match(code) for s in _SHAPES)
    return own and _expression(code, {}, step=True) == code


def _unquoted(code: str) -> str:
    """A word quoted as a string said as a word ('goto("bow")'), but for a say's words, which
    are said as typed."""
    low = code.lower()
    if any(verb in low for verb in lx.SAY_VERBS):
        return code
    return _QUOTED_WORD.sub(lambda found: found.group("lead") + found.group("word"), code)


def _joined(lines: list[str]) -> str:
    """Lines of code as one: a statement a line ("goto(bow)" then "come_back()"), a block's
    opening, its lines and "else" joined as they stand."""
    said = ""
    for line in (line.strip() for line in lines):
        if not line:
            continue
        opens = said.endswith((":", "{")) or line.startswith(("else", "}", "{"))
        said = f"{said} {line}" if opens or not said else f"{said}; {line}"
    return said


def _split_comment(text: str) -> tuple[str, str | None]:
    """The code, and what of its comment is read: None for a remark (left out)."""
    found = _COMMENT.search(text)
    if found is None:
        return text, None
    remark = found.group("remark").strip()
    words = re.findall(r"[a-z]+", remark.lower())
    refused = lx.OUTSIDE_WORLD.search(remark) or not _PROMPT_SIGNS.isdisjoint(words)
    return text[: found.start()], remark if refused or _opens_step(remark) else None


def _opens_step(remark: str) -> bool:
    """Whether a comment opens with a verb of the game ("// then come back"), or is a remark."""
    words = [word for word in remark.lower().split() if word not in _JOINERS]
    return bool(words) and words[0] in lx.ACTION_VERBS and words[0] not in lx.FUNCTION_WORDS


def _program(code: str, names: dict[str, str], *, body: bool = False) -> list[m.Step] | None:
    """A program's steps: a whole shape (a function, a repeat, a loop, a while, a choice), or its
    statements one after another (``body``: a shape's, which may be in braces)."""
    code = code.strip().rstrip(";").strip()
    if body and code.startswith("{") and code.endswith("}"):
        code = code[1:-1].strip()
    if not code:
        return None
    if (found := _DEF.match(code)) is not None:
        return _program(found.group("body"), names, body=True)
    if (found := _RANGE.match(code)) is not None:
        steps = _program(found.group("body"), names, body=True)
        return _times(steps, int(found["n"] or found["m"]), code)
    if (found := _LOOP.match(code)) is not None:  # a duty lasts anyway
        steps = _program(found.group("body"), names, body=True)
        return steps if steps and getattr(steps[0], "action", None) in _DUTIES else None
    if (found := _WHILE.match(code)) is not None:
        cond = _condition(found.group("cond"), names)
        then = _program(found.group("body"), names, body=True)
        return [m.Watch(negate(cond), during=tuple(then), words=code)] if cond and then else None
    if (found := _IF.match(code)) is not None:
        return _choice(found, names, code)
    run: list[m.Step] = []  # "fetch(bow); give(it)": the bow, the step before
    for part in (part for part in code.split(";") if part.strip()):
        if (said := _statement(part, names, run[-1] if run else None)) is None:
            return None
        run += said  # an assignment says nothing
    for at, step in enumerate(run):  # "wait_until(player.moves); follow()": then follows
        if isinstance(step, m.Watch) and not step.then and at + 1 < len(run):
            return [*run[:at], replace(step, then=tuple(run[at + 1 :]))]
    return run or None


def _choice(found: re.Match[str], names: dict[str, str], code: str) -> list[m.Step] | None:
    cond = _condition(found.group("cond"), names)
    then = _program(found.group("then"), names, body=True)
    other = found.group("other") and _program(found.group("other"), names, body=True)
    if cond is None or then is None or found.group("other") and other is None:
        return None
    if "elif" in found.group("then").split():
        return None  # "elif": none of the game's words, refused as typed
    return [m.Choice(cond, tuple(then), tuple(other or ()), words=code)]


def _condition(cond: str, names: dict[str, str]) -> m.Cond | None:
    """A condition's meaning, its words read on the condition rows ("ai.hp < 3": your health)."""
    from agent.reading.conditions import condition_of  # it reads sentences with this module

    cond = cond.strip()  # without the brackets around it: "(ai.hp < 3)"
    said = _expression(cond[1:-1] if cond[:1] + cond[-1:] == "()" else cond, names)
    # its signs spelt as where a condition opens ("if hp<2": less than)
    read = said and condition_of(mend(spell_out(f"if {said}"))[3:])
    return None if not read or read.changing or read.seeing or read.returning else read.cond


def _times(steps: list[m.Step] | None, times: int, words: str) -> list[m.Step] | None:
    """Steps done ``times`` times: a walk of one step walked that far ("for i in range(3): step
    right"), a fight with one hit once ("kill(bat) x2")."""
    if not steps or times < 1:
        return None
    if len(steps) == 1 and isinstance(walk := steps[0], m.Act) and walk.action == m.WALK:
        return [replace(walk, steps=walk.steps * times)] if walk.steps == 1 else None
    return steps if times == 1 else one_hit(steps) or [repeat_node(tuple(steps), times, 0, words)]


def _said(words: str | None, before: m.Step | None = None) -> list[m.Step] | None:
    """A statement's words, read on the rows a clause is read on; "it" the thing of the step
    ``before`` ("fetch(bow); give(it)": the bow)."""
    from agent.reading.pronouns import referred_before  # they read clauses with this module
    from agent.reading.reader import _read_part

    if words is None:
        return None
    thing = None
    if isinstance(before, m.Act):
        thing = before.thing or (before.place.thing if before.place else None)
    words = mend(spell_out(words))
    with pointing_at(referred_before(words, thing.kind if thing else None, ())[1]):
        return _read_part(words, words.endswith("?"))


def _statement(text: str, names: dict[str, str], before: m.Step | None) -> list[m.Step] | None:
    """One statement's steps (``before``: the step before, which "it" may stand for); none for
    an assignment, kept in ``names`` for what follows."""
    text = text.strip()
    if (found := _ASSIGN.match(text)) is not None:
        if "." in found.group("name"):
            return None
        value = _expression(found.group("value"), names)
        if value is None:
            return None
        names[found.group("name").lower()] = value
        return []
    low = text.lower()
    for verb in _SAYS:
        if low.startswith(verb) and (rest := text[len(verb) :].strip()):
            if rest.startswith("(") and rest.endswith(")"):
                rest = rest[1:-1]
            elif verb != _RETURN or "(" not in rest:
                continue  # "return to me": coming back
            if _COMPARING.search(rest) or (
                _ASKING.search(rest) is None
                and names.keys().isdisjoint(re.findall(r"\w+", rest))
                and not any(f["what"].lower() in _HEALTH for f in _ATTRIBUTE.finditer(rest))
            ):
                return None  # "return explore()": no value asked; "print(bats > 2)": no yes
            asked = _expression(rest, names)
            if asked is None:
                return None
            return _said(f"{asked}?" if asked.startswith("where") else f"what is {asked}?")
    times = _TIMES.match(text)
    said = _said(_expression(times.group("body") if times else text, names, step=True), before)
    return _times(said, int(times.group("n")), text) if times else said


def _expression(text: str, names: dict[str, str], *, step: bool = False) -> str | None:
    """An expression's (or a step's) words: each call, innermost first, and each party's
    health or moving; None when any is not one the game knows."""
    text = _RECEIVER.sub("", text.strip())  # "ai:goto(bow)", "self.fetch(arrow)": the call
    text = _CAMEL.sub("_", text)  # "keepDistance(me, 3, 5)": keep_distance
    text = _ATTRIBUTE.sub(_attribute, text)
    if "." in re.sub(r"\d\.\d", "", text):
        return None  # a dotted name that is no party's health or moving
    if not step:  # "if not has(bow)": you do not have the bow
        text = _HAS_NOT.sub(lambda found: lc.HAS_NOT_SAID.format(found.group("thing")), text)
    while (found := _CALL.search(text)) is not None:
        said = _call(found.group("name"), found.group("args"), step=step)
        if said is None:
            return None
        text = text[: found.start()] + said + text[found.end() :]
    if (
        not _FOREIGN.isdisjoint(text)
        or "{" in text
        or "=" in text.replace("==", "").replace("<=", "").replace(">=", "")
    ):
        return None
    words = re.sub(r"\s*\*\s*", " times ", text)
    words = re.sub(r"\b[A-Za-z_]\w*\b", lambda f: names.get(f.group(0).lower(), f.group(0)), words)
    words = _COMPARED.sub(_compared, words)
    return " ".join(words.replace("_", " ").split()) or None


def _attribute(found: re.Match[str]) -> str:
    """ "ai.hp": your health; "player.moves": I move; anything else as it was (refused)."""
    who = _PARTIES.get(found.group("who").lower())
    what = found.group("what").lower()
    if who is None:
        return found.group(0)
    if what in _HEALTH:
        return f"{'my' if who == 'me' else 'your'} {lx.HEALTH_WORDS[2]}"
    if what in _MOVES and who == "me":
        return "I move"
    return found.group(0)


def _compared(found: re.Match[str]) -> str:
    """ "dist(bow) < dist(sword)": the bow is nearer than the sword."""
    than = lx.NEARER[0] if found.group("op") == "<" else lx.FARTHER[0]
    return f"the {found.group('a')} is {than} than the {found.group('b')}"


def _call(name: str, args: str, *, step: bool) -> str | None:
    """One call's words: a question's, or its verb on its arguments."""
    low = name.lower()
    if "." in low or step and low in _ASKED and not _ASKED[low].startswith("where"):
        return None  # "wait once count(bat) == 0: ...": a count asked is no step
    if low in lc.WAIT_UNTIL and re.fullmatch(r"[A-Za-z_ ]+(?:\s*(?:[<>]=?|==)\s*\d{1,3})?", args):
        return f"{lc.WAIT} until {args.strip()}"  # "wait_until(player.hp < 2)": my health under 2
    parts = [arg.strip() for arg in args.split(",")] if args.strip() else []
    if low in lc.HAS and not step and len(parts) == 1 and re.fullmatch(r"[A-Za-z_]+", parts[0]):
        return lc.HAS_SAID.format(parts[0])  # "if has(sword)": you have the sword
    if low in _ASKED:
        if len(parts) != 1 or not re.fullmatch(r"[A-Za-z_ ]+", parts[0]):
            return None
        return _ASKED[low].format(parts[0].replace("_", " "))
    verb = _GOTO.get(low, low.replace("_", " "))
    if (
        verb.split()[0] not in lx.ACTION_VERBS
        or verb.split()[0] in lx.FUNCTION_WORDS
        and (low not in _GOTO)
    ):
        return None
    return _on_arguments(low, verb, parts)


def _on_arguments(low: str, verb: str, parts: list[str]) -> str | None:
    """A verb on its arguments: parties, things, numbers, a tile by keywords ("row=5, col=6")
    and keyword phrases."""
    words: list[str] = []
    numbers: list[str] = []
    tile: dict[str, str] = {}
    for part in parts:
        key, _, value = (piece.strip() for piece in part.partition("="))
        if value and key.lower() in _TILE and re.fullmatch(_NUMBER, value):
            tile[_TILE[key.lower()]] = value
        elif value:
            phrase = _KEYWORDS.get(key.lower())
            if phrase is None or not re.fullmatch(r"[A-Za-z_]+", value):
                return None
            words.append(f"{phrase} {_PARTIES.get(value.lower(), value.replace('_', ' '))}")
        elif re.fullmatch(_NUMBER, part):
            numbers.append(part)
        elif re.fullmatch(r"[A-Za-z_ ]+", part):
            words.append(_PARTIES.get(part.lower(), _thing(verb, part.replace("_", " "))))
        else:
            return None
    if tile:
        if len(tile) != 2 or words or numbers:
            return None
        return f"{verb} row {tile['row']}, column {tile['column']}"
    if not words and low == "hand_over":
        return ldu.HAND_OVER_VERBS[0]  # "hand_over()": everything
    if len(words) == 2 and not numbers and verb in ldu.PATROL_VERBS:
        return f"{verb} between {words[0]} and {words[1]}"  # "patrol(bow, me)"
    return _with_numbers(low, verb, words, numbers)


def _thing(verb: str, word: str) -> str:
    """A thing to fetch is one of its kind: "fetch(arrow)" is an arrow (twice, two)."""
    if _action(verb) != m.FETCH or verb.split()[-1] in _ALL or word not in lx.SINGULAR:
        return word
    return f"{'an' if word[0] in 'aeiou' else 'a'} {word}"


def _with_numbers(low: str, verb: str, words: list[str], numbers: list[str]) -> str | None:
    """A verb's numbers said: a distance kept, a reach, steps walked, turns waited."""
    action = _action(verb)
    if low in _DISTANCE_CALLS:
        if len(numbers) not in (1, 2) or len(words) != 1:
            return None
        return f"keep {' to '.join(numbers)} tiles from {words[0]}"
    if not numbers:
        return " ".join((verb, *words))
    if len(numbers) != 1:
        return None
    if action is None and verb in _WALKS and len(words) == 1 and words[0] in lx.WAYS:
        return f"{verb} {words[0]} {numbers[0]} steps"  # "walk(right, 3)"
    if action == m.STAY and not words:
        return f"{verb} {numbers[0]} turns"  # "wait(3)"
    if action in _WITHIN:
        return " ".join((verb, *words, f"within {numbers[0]} tiles"))  # "guard(me, 2)"
    return None


@lru_cache(maxsize=256)
def _action(said: str) -> str | None:
    """The action of the longest verb phrase of the lexicon that ``said`` opens with."""
    low = said.lower()
    found = [
        (len(phrase), action)
        for phrases, action in lx.VERBS
        for phrase in phrases
        if low == phrase or low.startswith(phrase + " ")
    ]
    return max(found)[1] if found else None


def read_as_code(order: str) -> m.Meaning | None:
    """``order`` read as a program when it is written as code of the game's verbs: its shapes
    the meaning's, each call its verb on its arguments; else None."""
    if (code := _code(order)) is None or (steps := _program(code[0], {})) is None:
        return None
    for remark in code[1]:  # "// grab the sword first": before the code; "// then pick it up"
        first = _opens_step(remark) and _FIRST in remark.lower().split()
        branch = () if first else _branch(steps[-1])  # "if has(bow): attack(bat) // then ..."
        said = _said(remark, None if first else (branch or steps)[-1]) or []
        if branch:  # said in the last branch, as the sentence went on
            steps[-1] = _branch(steps[-1], (*branch, *said))
        else:
            steps = [*said, *steps] if first else [*steps, *said]
    return m.Meaning(order, tuple(restored(step, []) for step in merged(steps)))


def _branch(step: m.Step, new: tuple[m.Step, ...] | None = None) -> Any:
    """The steps a choice or a watch does last (its otherwise, else its then; a watch's then,
    else what it does meanwhile), or the step with ``new`` in their place; () for another step."""
    if not isinstance(step, (m.Choice, m.Watch)):
        return ()
    name = "otherwise" if isinstance(step, m.Choice) and step.otherwise else "then"
    name = "during" if isinstance(step, m.Watch) and not step.then else name
    changes: dict[str, Any] = {name: new}
    return getattr(step, name) if new is None else replace(step, **changes)
