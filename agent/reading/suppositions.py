"""A count asked after a change supposed: "how many arrows would be left if you picked one up?",
"if all the bats were gone, how many monsters would remain?", "if you picked up every arrow and
added them to yours, how many would you have?". The answer is the count as it is now with the
change worked in (the number of arrows minus 1), an ``Ask`` of a value that shows its working;
a change the reader cannot weigh ("if you were a dragon") leaves the question to be refused."""

from __future__ import annotations

from dataclasses import dataclass

from agent.reading import (
    lexicon as lx,
    lexicon_inverted as lin,
    lexicon_parts as lp,
    lexicon_voices as lv,
    meaning as m,
)
from agent.reading.narrated import third_person
from agent.reading.patterns import lazy
from agent.reading.text import expand
from game.world import ARROW, BAT, NEEDS

_SUPPOSE = rf"{lx.alt(lp.SUPPOSE)}(?: that)?"
# Who asks, before the supposition: "the stats guys ask: if ...", "tell me, if ...".
ASKED_BY = rf"^(?:(?:{lx.alt(lx.TELL_ME)}|(?:[a-z']+ ){{0,4}}?{lx.alt(lin.ASKING_LEAD)})[:,]? )?"
_IF_FIRST = lazy(rf"{ASKED_BY}{_SUPPOSE} (?P<change>.+?)\s*(?:[,:;]\s*|\s(?:then )?)"
                 r"(?P<asked>how many\b.+)$")
_IF_AFTER = lazy(rf"{ASKED_BY}(?P<asked>how many\b.+?),? (?:if|once|after) (?P<change>.+)$")

# What is asked: how many would be left (on the ground, alive), or how many a party would have.
_LEFT = lazy(
    r"^how many (?:(?P<kind>[a-z]+) )?(?:would|will|are|is)(?: there)?(?: still)?"
    r"(?: be| we (?:still )?have)?"
    rf"(?: still)? {lx.alt(lp.LEFT_AFTER, lin.FLYING)}"
    r"(?: (?:lying )?(?:on the (?:ground|floor)|there|in the dungeon))?$"
    r"|^how many (?:(?P<kind2>[a-z]+) )?would (?:there )?(?:still )?be(?: (?:lying )?on the"
    r" (?:ground|floor)| left)?$"
    # "how many bats (left) after you kill 2", "HOW MANY BATS LEFT IF YOU SHOOT TWO": the count
    r"|^how many (?P<kind3>[a-z]+)(?: still)?(?: (?:left|remaining|alive))?$")
_HAVE = lazy(r"^how many (?:(?P<kind>[a-z]+) )?would (?P<who>you|i) (?:have|carry|hold)"
             r"(?: then| in total| altogether)?$")

# The change: one of us (or each of us) taking things from the ground or defeating monsters,
# monsters gone, or an arrow used on each bat.
_PARTIES = {"you": m.COMPANION, "i": m.PLAYER, "we": m.ANYONE, "you and i": m.ANYONE,
            "you and me": m.ANYONE, **dict.fromkeys(lin.TOLD_OF, m.ANYONE)}
_TAKING = lx.alt(lp.COME_TO_HAVE, ("picked", "taken"))  # "if you picked one up"
# "if he takes out two bats": an attack verb said of one told of
_DEFEATS = tuple(" ".join((third_person(verb.split()[0]), *verb.split()[1:]))
                 for verb in lx.ATTACK_VERBS)
_DEFEATING = lx.alt(lx.ATTACK_VERBS, _DEFEATS, lp.DEFEATED, lp.WHO_DEFEATED, lv.TOOK_OUT)
_CHANGED = lazy(
    rf"^(?:(?P<who>you and i|you and me|we|you|i|{lx.alt(lin.TOLD_OF)}) )?(?:have )?"
    r"(?:(?P<each>each|both) )?"
    rf"(?:(?P<took>{_TAKING})|(?P<fought>{_DEFEATING}))(?: up)?"
    rf" (?:(?P<n>{lx.NUMBER_RE}|a|an|every|all(?: of)?(?: the)?|each|the)\b ?(?:of (?:the )?)?)?"
    r"(?P<kind>(?!up\b)[a-z]+)?"
    r"(?: up)?(?: still)?(?: (?:lying )?(?:from|off|on) the (?:ground|floor))?"
    rf"(?P<per_bat>,? (?:with )?one {ARROW} each)?"
    r"(?: and add(?:ed)? (?:them|those|it) to (?:the ones|those|what|the \w+) you"
    r" (?:already )?(?:carry|have|hold))?$")
_GONE = lazy(r"^(?:all )?(?:of )?(?:the )?(?P<kind>[a-z]+) (?:were|was|are|is) (?:all )?"
             r"(?:gone|dead|killed|defeated|slain)$")
# A fight said in the passive ("if every bat is shot down dead", "once two bats are killed"): the
# companion's.
_PASSIVE = lazy(rf"^(?P<n>{lx.NUMBER_RE}|every|each|all(?: of)?(?: the)?|the)? ?(?P<kind>[a-z]+)"
                rf" (?:is|are|was|were|gets?|got) (?:all )?(?P<fought>{_DEFEATING})"
                r"(?: down)?(?: dead)?$")
_ARROW_EACH = lazy(rf"^(?:you|we|i) (?:used|use|spent|spend|{_DEFEATING}) (?:one|an|a|1)"
                   rf" {ARROW} (?:on|at|for) (?:each|every) {BAT}$")


@dataclass(frozen=True, slots=True)
class _Change:
    """What a supposition takes away: ``gone`` kind -> how many (from the ground or alive),
    and who took the items (``by``)."""

    gone: tuple[tuple[str, m.Expr], ...]
    by: str = ""


def supposed(text: str, asked: bool) -> list[m.Step] | None:
    """The count a supposed change leaves, asked ("if you kill 1 bat, how many monsters are
    left?"); None when ``text`` asks no such question."""
    if "how many" not in text.lower():
        return None  # every sentence part comes here first: most ask no count
    s = expand(text.lower()).strip(" ?!.")
    found = _IF_FIRST.match(s) or _IF_AFTER.match(s)
    if found is None:
        return None
    change = _change(found.group("change").strip(" ,"), found.group("asked"))
    value = _worked_in(found.group("asked").strip(" ,"), change) if change else None
    return None if value is None else [m.Ask(m.VALUE, value=value, words=text.strip(" ?!."))]


def _change(said: str, asked: str) -> _Change | None:
    if _ARROW_EACH.match(said):  # "if you used one arrow on each bat": as many arrows as bats
        return _Change(((ARROW, m.CountOf(BAT)), (BAT, m.CountOf(BAT))))
    if (dead := _GONE.match(said)) is not None:
        kind = lx.kind_of(dead.group("kind"))
        return None if kind is None or not lx.is_monster(kind) else _Change(
            ((kind, m.CountOf(kind)),))
    if (passive := _PASSIVE.match(said)) is not None:  # "if every bat is shot": you shoot them
        said = " ".join(filter(None, ("you", *passive.group("fought", "n", "kind"))))
    if (changed := _CHANGED.match(said)) is None:
        return None
    word = changed.group("kind") or ""
    # "if you picked one up": one of what is asked of
    kind = lx.kind_of(word) if word not in ("", "ones", "them") else _asked_kind(asked)
    if kind is None or (kind in (m.ANY_ITEM, m.ANY_MONSTER) and word not in ("", "ones", "them")):
        return None
    took = changed.group("took") is not None
    if lx.is_item(kind) != took:
        return None  # "if you shot the sword", "if you picked up a bat"
    n = changed.group("n") or ""
    many = _how_many(n, kind, lx.is_plural(word))
    if many is None:
        return None
    who = _PARTIES.get(changed.group("who") or "you", m.COMPANION)
    if changed.group("each") and who == m.ANYONE and isinstance(many, m.Number):
        many = m.Number(many.value * 2)  # "you and I each took one arrow": two
    gone: tuple[tuple[str, m.Expr], ...] = ((kind, many),)
    if (changed.group("per_bat") or _asked_kind(asked) == ARROW) and kind == BAT and (
            ARROW in NEEDS.get(BAT, ())):  # "shot every bat, one arrow each"; arrows asked of
        gone = (*gone, (ARROW, many))  # "how many arrows would be left if you shot every bat"
    return _Change(gone, who if took else "")


def _asked_kind(asked: str) -> str | None:
    found = _LEFT.match(asked) or _HAVE.match(asked)
    word = found and (found.group("kind") or found.groupdict().get("kind2")
                      or found.groupdict().get("kind3"))
    return lx.kind_of(word) if word else None


def _how_many(n: str, kind: str, plural: bool) -> m.Expr | None:
    """How many a quantity word takes ("one", "2", "every", "all the", "the" before a plural
    word): all of them is the count of the kind now."""
    if n.startswith(("every", "all", "each", "the")) and (n != "the" or plural):
        return m.CountOf(kind)
    if n in ("a", "an", "one", "the", ""):
        return m.Number(1) if n else None
    value = lx.number(n)
    return None if value is None else m.Number(value)


def _worked_in(asked: str, change: _Change) -> m.Expr | None:
    """The count asked with the change worked in; None for a count the change says nothing
    of ("if you kill a bat, how many swords are left?")."""
    if (have := _HAVE.match(asked)) is not None:
        who = _PARTIES[have.group("who")]
        kind = lx.kind_of(have.group("kind")) if have.group("kind") else change.gone[0][0]
        taken = [n for k, n in change.gone if k == kind]
        if kind is None or change.by != who or not taken:
            return None
        return m.Arith("+", m.Carried(who, kind), taken[0])
    if (left := _LEFT.match(asked)) is None:
        return None
    word = left.group("kind") or left.group("kind2") or left.group("kind3")
    kind = lx.kind_of(word) if word else change.gone[0][0]
    if kind is None:
        return None
    taken = [n for k, n in change.gone if k == kind or (
        kind == m.ANY_MONSTER and lx.is_monster(k)) or (kind == m.ANY_ITEM and lx.is_item(k))]
    if not taken:
        return None
    value: m.Expr = m.CountOf(kind)
    for n in taken:
        value = m.Arith("-", value, n)
    return value
