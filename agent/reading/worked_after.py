"""A number asked, then worked on or asked to be said in words after it: "How many arrows are
there? Double it and tell me.", "1) count the arrows 2) multiply by 2 3) say the answer" (the
count times 2, one answer), "count the arrows, add the bats, and tell me the total" (the sum,
said once), "1) how many monsters are there 2) how many of them are bats 3) subtract the second
from the first" (the first count less the second). Before, the words after the count were not
understood, or "say the answer" said the words "the answer".

Worked on only where the words after are arithmetic alone (``numbers.worked_out`` reads them:
"double it", "multiply that by 3", "add the bats", "take away 1"), with at most a wish to be told
after them ("..., and tell me"); the words of a report alone ("tell me the total", "say the
answer", "how many is that?") after a number asked are that number said, no step of their own.
Anything else after a number ("double it and get the bow", "say hello") is read as it was.
After one question that counts two kinds or more ("how many bats and gorgons are there? double
it"), "it" is the sum where the words say so ("double the total"), else refused as ambiguous in
words (the sum, or each count?): never the last kind named alone."""

from __future__ import annotations

import re
from dataclasses import replace

from agent.reading import lexicon as lx, lexicon_parts as lp, meaning as m
from agent.reading.numbers import worked_out
from agent.reading.patterns import lazy

# What the number asked is called after it: "it", "that", "the answer", "the total".
_IT = r"(?:it|that|this|the (?:answer|result|total|number|count|figure))"
_IT_SAID = frozenset(("it", "that", "this"))
# After one question counting two kinds or more, "them" as well ("double them": each, or all?).
_THEM_SAID = _IT_SAID | {"them", "those", "these"}
# The words that say the counts are added ("double the total"): lexicon_parts.ADDED_UP.
_ADDED = lazy(rf"\b{lx.alt(lp.ADDED_UP)}\b")
WHICH_NUMBER = ("I don't know which number you mean: each count you asked for, or all of them"
                 ' together ("in all")')
# A wish to be told the number, alone or after the arithmetic ("..., and tell me").
_COMES = lx.alt(lp.COMES_TO)
_REPORT = (rf"(?:(?:tell|give|{lx.alt(lx.SAY_VERBS)}|report)(?: me| it| us| that| to me)*"
           rf"(?: {_IT})?(?: to me)?|what(?:'s| is) {_IT}|how (?:many|much) (?:is|does) (?:that|it)"
           rf"(?: {_COMES})?|what do(?:es)? (?:you|that|it) {_COMES})")
_REPORT_ALONE = lazy(rf"^{_REPORT}$")
_REPORT_AFTER = lazy(rf"^(?P<body>.+?)(?: and| then| so)* {_REPORT}$")
# What the words are lower-cased to: no marks, no "please", no joiners before them.
_MARKS = re.compile(r"[^a-z0-9' ]+")
_FILLER = re.compile(r"\b(?:please|now|ok|okay|so|then)\b")
_LEADING_AND = re.compile(r"^(?:and|then|after that|next|finally)\s+")
# The words arithmetic on the number asked may hold besides its verbs, numbers and kinds.
_OPERAND_WORDS = frozenset(("it", "that", "this", "the", "answer", "result", "total", "number",
                            "count", "sum", "by", "to", "from", "with", "of", "up", "and",
                            "them", "all", "on", "onto"))
_ARITH_WORDS = frozenset(w for phrase in lp.ARITH_WORDS for w in phrase.split())
# The second of two counts taken from the first ("subtract the second from the first"; the
# reader keeps "first" at the end as the step's place in turn, so it may be gone), or the first
# from the second.
_TAKEN = lx.alt(lp.SUBTRACTING)
_SECOND_FROM_FIRST = lazy(rf"^{_TAKEN} the second(?: one)?(?: away)? from the(?: first(?: one)?)?$")
_FIRST_FROM_SECOND = lazy(rf"^{_TAKEN} the first(?: one)?(?: away)? from the second(?: one)?$")


def worked_after(steps: list[m.Step]) -> list[m.Step]:
    """``steps`` with each number asked and the words after it that work on it or ask it said
    made the one number asked."""
    if not any(isinstance(s, (m.Unknown, m.Say)) or _on_it(s, _THEM_SAID) for s in steps):
        return steps  # most orders: nothing after a number to look at
    out: list[m.Step] = []
    for step in steps:
        together = _asked_together(out)
        said = _plain(step.words) if isinstance(step, (m.Unknown, m.Say)) or _on_it(
            step, _THEM_SAID if together or _a_sum(out) else _IT_SAID) else ""
        asked = _number(out[-1]) if said and out else None
        if asked is not None and together and (on_all := _on_all(step, said, out[-together:])):
            out[-together:] = on_all  # "how many bats and gorgons are there? double it"
        elif asked is None:
            out.append(step)
        elif _REPORT_ALONE.match(said):
            out[-1] = replace(out[-1], words=f"{out[-1].words} {step.words}")  # "... the total"
        elif (two := _two_taken(said, out)) is not None:
            out[-2:] = [_asked(out[-1], two, f"{out[-2].words} {out[-1].words} {step.words}")]
        elif (worked := _worked(said, asked, step.words)) is not None:
            out[-1] = _asked(out[-1], worked, step.words)  # "... double it and tell me"
        else:
            out.append(step)
    return out


def _on_it(step: m.Step, it: frozenset[str] = _IT_SAID) -> bool:
    """Whether a step is a number worked out on "it" or "that" ("..., then double it"): after a
    number asked, the number it works on is that one, not the last thing named ("add up the
    bats and the gorgons, then double it": the sum doubled, not the gorgons)."""
    return (isinstance(step, m.Ask) and step.asks == m.VALUE
            and not it.isdisjoint(_plain(step.words).split()))


def _a_sum(out: list[m.Step]) -> bool:
    """Whether the number asked last is one number worked out of counts of two kinds or more
    ("add up the bats and gorgons": "them" after it is that number, "then double them" the sum
    doubled, as "then halve them" and "then add 2 to them" were; never the last kind named
    alone)."""
    return bool(out) and (number := _number(out[-1])) is not None and _counts(number) > 1


def _asked_together(out: list[m.Step]) -> int:
    """How many counts the one question asked last asked ("how many bats and gorgons are
    there?": two steps, each with the question's words); 0 for a count asked alone."""
    n = 0
    while n < len(out) and _number(out[-1 - n]) is not None and (
            out[-1 - n].words == out[-1].words):
        n += 1
    return n if n > 1 else 0


def _on_all(step: m.Step, said: str, counts: list[m.Step]) -> list[m.Step] | None:
    """Arithmetic on "it" after one question that counts two or more kinds: on their sum where
    the words say so ("double the total"; "how many ... in all?" is the sum asked already),
    else refused as ambiguous in words (the sum, or each count?); None for other words ("tell
    me the total": each count said, as before)."""
    if _REPORT_ALONE.match(said):
        return None
    total = _summed([value for c in counts if (value := _number(c)) is not None])
    ambiguous = m.Unknown(step.words, m.Reason.AMBIGUOUS, WHICH_NUMBER)
    if (worked := _worked(said, total, step.words)) is None:
        # "double them": worked out already, on the last kind named alone
        return [*counts, ambiguous] if _on_it(step, _THEM_SAID - _IT_SAID) else None
    if _ADDED.search(said) is None:
        return [*counts, ambiguous]
    return [_asked(counts[-1], worked, step.words)]


def _summed(values: list[m.Expr]) -> m.Expr:
    total = values[0]
    for value in values[1:]:
        total = m.Arith("+", total, value)
    return total


def _plain(words: str) -> str:
    said = _FILLER.sub(" ", _MARKS.sub(" ", words.lower().replace("what is", "what's")))
    return _LEADING_AND.sub("", " ".join(said.split()))


def _number(step: m.Step) -> m.Expr | None:
    """The number a step asks: a plain count, what one of us carries of a kind, or a number to
    work out; None for any other step."""
    if not isinstance(step, m.Ask) or step.pick or step.besides:
        return None
    if step.asks == m.VALUE:
        return step.value
    if len(step.things) != 1 or step.things[0].pick or step.things[0].quantity != 1:
        return None
    kind = step.things[0].kind
    if step.asks == m.COUNT and not step.who and step.things[0].besides is None:
        return m.CountOf(kind)
    if step.asks == m.CARRYING and step.who in (m.COMPANION, m.PLAYER) and lx.is_item(kind):
        return m.Carried(step.who, kind)
    return None


def _asked(before: m.Step, value: m.Expr, words: str) -> m.Ask:
    return m.Ask(m.VALUE, value=value, words=f"{before.words} {words}".strip())


def _worked(said: str, asked: m.Expr, words: str) -> m.Expr | None:
    """The number asked worked on as ``said`` says, where it says arithmetic alone (and then
    perhaps a wish to be told); else None."""
    report = _REPORT_AFTER.match(said)
    body = report["body"] if report is not None else said
    if _ARITH_WORDS.isdisjoint(body.split()) or not all(map(_operand_word, body.split())):
        return None
    worked = worked_out(body, asked, words)
    if not isinstance(worked, m.Ask) or worked.value is None:
        return None
    named = sum(lx.kind_of(w) is not None for w in body.split())
    # each kind named is a number worked with ("add the bats"), none a word passed over
    return worked.value if _counts(worked.value) == _counts(asked) + named else None


def _counts(value: m.Expr) -> int:
    """How many counts of a kind a number holds."""
    if isinstance(value, m.Arith):
        return _counts(value.left) + _counts(value.right)
    return isinstance(value, (m.CountOf, m.Carried))


def _operand_word(word: str) -> bool:
    return (word in _ARITH_WORDS or word in _OPERAND_WORDS or lx.number(word) is not None
            or lx.kind_of(word) is not None)


def _two_taken(said: str, out: list[m.Step]) -> m.Expr | None:
    """ "subtract the second from the first" after two numbers asked: the first less the
    second (or the second less the first, as said); None for other words."""
    if len(out) < 2 or (first := _number(out[-2])) is None or (second := _number(out[-1])) is None:
        return None
    if _SECOND_FROM_FIRST.match(said):
        return m.Arith("-", first, second)
    if _FIRST_FROM_SECOND.match(said):
        return m.Arith("-", second, first)
    return None
