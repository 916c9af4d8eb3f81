"""Splitting an order into the clauses it is made of, in the order they should happen.

"grab the bow, then an arrow, then shoot a bat" is three clauses; "bring me the sword and an
arrow" is two (the verb is shared); "kill the gorgon, but get the sword first" is two, the second
first. A clause keeps the user's words (filler such as "please" or "could you" removed), so the
library matches each one by meaning as it would a whole order. "say X" clauses carry their text
exactly as written; a clause that only asks to be told when the work is done ("and tell me when
you have it") is not a step and is dropped.

Pure text work: no library, no world. Words are matched case-insensitively, text is kept as typed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# What the splitter needs to know of the game's nouns: a clause that is only one of these
# ("then an arrow") borrows the verb of the clause before it.
ITEMS = ("sword", "blade", "bow", "longbow", "arrow", "bolt")
MONSTERS = ("gorgon", "medusa", "bat", "monster", "enemy", "enemie")
THINGS = ITEMS + MONSTERS
_THING = r"(?:" + "|".join(THINGS) + r")(?:s|es)?"
_DET = (r"(?:(?:the|a|an|one|another|some|all|every|each|both|any|my|your|that|this|those|these|"
        r"two|three|four|\d+|of)\s+)")
# A phrase that names a thing with its determiners: "all the arrows", "an arrow", "the bow".
OBJECT = re.compile(rf"\b{_DET}*{_THING}\b", re.I)
_ONLY_OBJECT = re.compile(rf"^\s*{_DET}*{_THING}\b(?P<rest>.*)$", re.I)
# What may follow the object of a verbless clause ("then an arrow too"); "a bat is coming" is
# a remark, not "... a bat".
_OBJECT_TAIL = re.compile(r"^(?:|(?:and|too|also|as well|from|near|on|in|at|to|for|over|by|"
                          r"first|please)\b.*)$", re.I)

# Verbs that begin a clause of their own after "and" ("... and shoot a bat"); "go and get it" or
# "stay here and wait" do not split, because "go" alone is not a step and "wait" is not here.
ACTION_VERBS = frozenset("""
    get grab fetch pick take collect gather bring hand give deliver carry kill attack shoot slay
    fight defeat hunt destroy murder finish follow come return stay stand remain explore flee run
    keep avoid go head walk move say tell greet shout yell whisper announce find retrieve
    scram escape hide retreat look wander roam search scout
""".split())

# Joiners between clauses, longest first; "next" only where it starts a clause ("stand next
# to me" is one clause).
_JOINERS = [
    r"and then", r"and after that", r"and afterwards", r"and afterward", r"after that",
    r"after which", r"afterwards", r"afterward", r"then", r"and finally", r"finally",
    r"and lastly", r"lastly",
    r"once (?:that(?:'s| is) done|you(?:'ve| have) done that|you(?:'re| are) done(?: with that)?)",
    r"when (?:that(?:'s| is) done|you(?:'ve| have) done that|you(?:'re| are) done(?: with that)?)",
    r"once done", r"when done", r"once finished", r"when finished",
]
_JOINER = re.compile(
    r"\s*,?\s*\b(?:" + "|".join(_JOINERS) + r")\b\s*,?\s*"
    r"|(?:^|\s*,\s*|\s+and\s+)(?:and\s+)?next\b(?!\s+to\b)\s*,?\s*",
    re.I,
)

# "stop what you're doing and come back": every new order stops the last one, so the words that
# say so are filler when another step follows them ("stop that" alone is an order to stay).
STOP_THAT = (r"(?:stop (?:what you'?re doing|what you are doing|that|everything|it)"
             r"|never ?mind(?: that)?|forget (?:that|it|what i said)|change of plans?)"
             r"(?:\s+(?:now|right now))?\s*[,.;:!]?\s*(?:and then|and|then|instead)?"
             r"(?=\s*[,.;:!]?\s*\w)")
STOP_ALONE = re.compile(r"^(?:stop (?:what you'?re doing|what you are doing|that|everything|it)"
                         r"|never ?mind(?: that)?|forget (?:that|it|what i said)|change of plans?)"
                         r"(?:\s+(?:now|right now))?[\s,.;:!]*$", re.I)
_FILLER_START = re.compile(
    r"^(?:please|pls|kindly|ok(?:ay)?|hey|now|also|so|and|but|first(?:ly| of all)?|"
    r"(?:could|can|would|will) you(?: please)?|i(?: would|'d) like you to|i want you to|"
    r"i need you to|go ahead and|you should|just|right|" + STOP_THAT + r")\b[\s,:]*",
    re.I,
)
_FILLER_END = re.compile(r"[\s,]*\b(?:please|thanks|thank you|first|too|as well)\s*$", re.I)

# "and tell me when you have it", "let me know once you're done": a wish to be told, no step.
_REPORT = re.compile(
    r"^(?:(?:tell|let) me(?: know)?|report back|inform me|notify me|keep me posted|"
    r"say so|give me a shout|shout)(?:\s+(?:when|once|if|after|as soon as)\b.*)?$"
    r"|^(?:tell|let) me(?: know)?\s+(?:when|once|if|after|as soon as)\b",
    re.I,
)

_SAY = re.compile(r"^(?:say|shout|yell|whisper|announce|call out|reply)\s+(?:that\s+)?"
                  r"(?P<text>.+)$", re.I)
_TELL = re.compile(r"^tell (?:the player|him|her|them|everyone|everybody)\s+(?:that\s+)?"
                   r"(?P<text>.+)$", re.I)
_GREET = re.compile(r"^greet(?:\s+(?P<whom>.+))?$", re.I)
# A "say" whose text asks something is a question for the library: "say how many bats are left".
_QUESTION = re.compile(r"^(?:how|what|where|which|who|whom|whose|when|why|whether|if)\b", re.I)
_TO_WHOM = re.compile(r"^(?P<text>.+?)\s+to\s+(?P<whom>me|you|the player|us|him|her|"
                      rf"everyone|everybody|(?:the\s+|all\s+the\s+|all\s+)?{_THING})$", re.I)
_ME = re.compile(r"^(?:me|you|the player|us|him|her)$", re.I)

# Quoted text stays whole: nothing inside quotes splits or is taken for filler.
QUOTED = re.compile(r'"([^"]*)"|“([^”]*)”|‘([^’]*)’|(?<![\w])\'([^\']+)\'(?![\w])')
_MARK = "\x00{}\x00"
_MARKS = re.compile("\x00(\\d+)\x00")

_SENTENCE = re.compile(r"(?<=[.!?;])\s+|[.!?;]+$")

# Reorderings within one sentence.
_BUT_FIRST = re.compile(r"^(?P<x>.+?),?\s+but\s+(?:first\s+)?(?P<y>.+?)(?:,?\s+first)$|"
                        r"^(?P<x2>.+?),?\s+but\s+first,?\s+(?P<y2>.+)$", re.I)
_BEFORE_LEAD = re.compile(r"^before\s+(?:you\s+)?(?P<x>.+?),\s*(?P<y>.+)$", re.I)
# "once you've done that" is a joiner, not a reordering.
_AFTER_LEAD = re.compile(r"^(?:after|once)\s+you(?:'ve| have)?\s+(?!done\b|finished\b)"
                         r"(?P<y>.+?),\s*(?P<x>.+)$", re.I)
_AFTER_TAIL = re.compile(r"^(?P<x>.+?),?\s+(?:after|once)\s+you(?:'ve| have)?\s+"
                         r"(?!done\b|finished\b)(?P<y>.+)$", re.I)
_BEFORE_TAIL = re.compile(r"^(?P<x>.+?),?\s+before\s+(?:you\s+)?(?P<y>.+)$", re.I)
# Past forms after "once you've ..." read as orders again.
_PRESENT = {"got": "get", "gotten": "get", "grabbed": "grab", "picked": "pick", "taken": "take",
            "took": "take", "fetched": "fetch", "collected": "collect", "killed": "kill",
            "shot": "shoot", "slain": "slay", "brought": "bring", "found": "find",
            "gathered": "gather", "defeated": "defeat", "attacked": "attack"}

_PRONOUN = re.compile(r"\b(?:it|them)\b", re.I)
# "it" is a thing only after verbs that take one: "bring it to me", not "hightail it back".
_THING_VERB = re.compile(r"^(?:go\s+(?:and\s+)?)?(?:get|grab|pick|take|collect|fetch|gather|bring|"
                         r"hand|give|deliver|pass|carry|kill|attack|shoot|slay|fight|defeat|hunt|"
                         r"destroy|finish|find|retrieve)\b", re.I)
_ANOTHER = re.compile(r"\b(another|one more|the other)(?: one)?\b", re.I)


@dataclass(frozen=True, slots=True)
class Clause:
    """One step's words. ``say`` is the text to say for a "say X" clause, else None;
    ``borrowed``: the verb is the clause before's ("an arrow" in "bring me the sword and an
    arrow"), so it asks for the same kind of step."""

    text: str
    say: str | None = None
    borrowed: bool = False


def split(order: str) -> list[Clause]:
    """The order's clauses in the order they should be carried out."""
    quoted: list[str] = []

    def protect(m: re.Match[str]) -> str:
        quoted.append(next(g for g in m.groups() if g is not None))
        return _MARK.format(len(quoted) - 1)

    text = " ".join(QUOTED.sub(protect, order).split())
    pieces: list[str] = []
    for sentence in _SENTENCE.split(text):
        for part in _reorder(sentence.strip()):
            for joined in _JOINER.split(part):
                for piece in _split_commas(joined):
                    pieces += _split_and(piece)
    while len(pieces) > 1 and STOP_ALONE.match(_strip_filler(pieces[0])):
        pieces.pop(0)  # "stop what you're doing, then explore": the stopping is the new order's
    clauses = [c for c in (_clause(p, quoted) for p in pieces) if c is not None]
    return _borrow_verbs(_resolve(clauses))


def say_text(clause: str) -> str | None:
    """The words a "say X" clause asks the companion to say, or None if it is no such clause."""
    clause = clause.strip().rstrip(". ")
    if m := _GREET.match(clause):
        whom = (m.group("whom") or "").strip()
        if not whom or _ME.match(whom):
            return "Hello!"
        return f"Hello, {_bare(whom)}!"
    m = _SAY.match(clause) or _TELL.match(clause)
    if m is None:
        return None
    text = m.group("text").strip()
    if _QUESTION.match(text) and not text.startswith("\x00"):
        return None
    if to := _TO_WHOM.match(text):
        text = to.group("text") if _ME.match(to.group("whom")) else (
            f"{to.group('text')}, {_bare(to.group('whom'))}")
    return text


def _bare(whom: str) -> str:
    return re.sub(r"^(?:all\s+the|all|the)\s+", "", whom.strip(), flags=re.I)


def _reorder(sentence: str) -> list[str]:
    """A sentence as parts in the order they happen: "X, but Y first" is [Y, X]."""
    if not sentence:
        return []
    if m := _BUT_FIRST.match(sentence):
        x, y = (m.group("x"), m.group("y")) if m.group("x") else (m.group("x2"), m.group("y2"))
        return [*_reorder(y), *_reorder(x)]
    # Each form reorders only when both sides are steps: "kill the bat before it reaches me"
    # stays one clause.
    for pattern, first, then in ((_BEFORE_LEAD, "y", "x"), (_AFTER_LEAD, "y", "x"),
                                 (_AFTER_TAIL, "y", "x"), (_BEFORE_TAIL, "x", "y")):
        m = pattern.match(sentence)
        if m and _is_step(_present(m.group("x"))) and _is_step(_present(m.group("y"))):
            return [*_reorder(_present(m.group(first))), *_reorder(_present(m.group(then)))]
    return [sentence]


def _present(clause: str) -> str:
    words = clause.split(" ", 1)
    verb = _PRESENT.get(words[0].lower())
    return clause if verb is None else " ".join([verb, *words[1:]])


def _split_commas(part: str) -> list[str]:
    """Split at commas between steps. Words that are no step stay with the clause before
    ("get out of there, it's dangerous") or, first in the part, the one after ("I need the
    sword, bring it here"); so does anything after a "say" but a new step ("say hello, friend")."""
    out: list[str] = []
    pending = ""
    for piece in (p.strip() for p in part.split(",")):
        if not piece:
            continue
        if out and (not _is_step(piece) or (_is_say(out[-1]) and not _starts_with_action(piece))):
            out[-1] = f"{out[-1]}, {piece}"
        elif not out and not _is_step(piece) and not _REPORT.match(_strip_filler(piece)):
            pending = f"{pending}{piece}, "
        else:
            out.append(pending + piece)
            pending = ""
    if pending:
        out.append(pending.rstrip(", "))
    return out


def _split_and(piece: str) -> list[str]:
    """Split at "and" where it joins two objects of one verb or two steps; else keep it whole."""
    parts = re.split(r"\s+and\s+", piece, flags=re.I)
    out = [parts[0]]
    for right in parts[1:]:
        left = out[-1]
        if _is_say(left):
            split_here = _starts_with_action(right)
        elif _is_object_only(right):
            # "the sword and an arrow": the second object borrows the verb (_borrow_verbs).
            split_here = _is_step(left) and bool(OBJECT.search(left))
        else:
            split_here = (_is_step(left) and _starts_with_action(right)
                          and not _only_pronoun(right)) or bool(_REPORT.match(_strip_filler(right)))
        if split_here:
            out.append(right)
        else:
            out[-1] = f"{left} and {right}"
    return out


def _is_step(text: str) -> bool:
    """Whether words could be a step of their own: they start with an action, or are only an
    object that borrows the verb before them ("then an arrow"), or are quoted words to say.
    "I need the sword", "it's dangerous" or "go" alone ("go and get the sword") are not."""
    text = _strip_filler(text)
    words = text.lower().split()
    if not words:
        return False
    if _is_object_only(text) or _MARKS.search(text):
        return True
    return words[0] in ACTION_VERBS and not (len(words) == 1 and words[0] in ("go", "come"))


def _is_object_only(text: str) -> bool:
    m = _ONLY_OBJECT.match(text)
    return m is not None and _OBJECT_TAIL.match(m.group("rest").strip()) is not None


def _starts_with_action(text: str) -> bool:
    words = _strip_filler(text).lower().split()
    return bool(words) and words[0] in ACTION_VERBS


def _only_pronoun(text: str) -> bool:
    """ "take it", "bring it to me": the same thing as the clause before, not a new step."""
    return not OBJECT.search(text) and bool(_PRONOUN.search(text))


def _strip_filler(text: str) -> str:
    text = text.strip(" ,")
    while True:
        shorter = _FILLER_END.sub("", _FILLER_START.sub("", text)).strip(" ,")
        if shorter == text:
            return text
        text = shorter


def _is_say(text: str) -> bool:
    return say_text(_strip_filler(text)) is not None


def _clause(piece: str, quoted: list[str]) -> Clause | None:
    text = _strip_filler(piece.rstrip(".!; "))
    if not text or _REPORT.match(text):
        return None

    def restore(s: str) -> str:
        return _MARKS.sub(lambda m: quoted[int(m.group(1))], s)

    say = say_text(text)
    if say is not None:
        return Clause(restore(text), restore(say))
    return Clause(restore(text))


def _resolve(clauses: list[Clause]) -> list[Clause]:
    """ "it" / "them" in a clause that names nothing is the last thing named before it, and
    "another one" another of it."""
    out: list[Clause] = []
    last: str | None = None
    for clause in clauses:
        if clause.say is not None:
            out.append(clause)
            continue
        found = [m.group(0) for m in OBJECT.finditer(clause.text)]
        if found:
            last = found[-1].split()[-1]
        elif last is not None:
            text = _ANOTHER.sub(rf"\1 {last}", clause.text)
            if text == clause.text and _THING_VERB.match(text):
                text = _PRONOUN.sub(f"the {last}", text, count=1)
            clause = Clause(text)
        out.append(clause)
    return out


def _borrow_verbs(clauses: list[Clause]) -> list[Clause]:
    """A clause that is only an object ("then an arrow") takes the verb of the clause before."""
    out: list[Clause] = []
    for clause in clauses:
        previous = out[-1] if out else None
        if (previous is not None and previous.say is None and clause.say is None
                and _is_object_only(clause.text)):
            m = OBJECT.search(previous.text)
            prefix = previous.text[: m.start()] if m else ""
            clause = Clause(f"{prefix}{clause.text}", borrowed=True)
        out.append(clause)
    return out
