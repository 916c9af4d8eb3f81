"""Whether a restatement drops a step the reader read from the player's words. An order the
reader reads in part goes to the restater; what the reader did read is the player's own, so a
restatement must keep it: a thing an errand read whole picks by where it lies comes through
picked the same way ("that arrow on the left. get it, then come back here. then the bow, same thing"
restated as "pick up the arrow, then come back to me, then pick up the bow": the arrow on the
left lost), and a piece left unread whose verb names an errand ("if you have the sword go hit
the gorgon if not go get it first and then hit it": "hit it" unread) needs one more errand of
that family than the reader read ("if you carry the sword, attack the gorgon, otherwise pick up
the sword" fights once, as the reader's part alone does). A restatement that drops either is
not used (``checks.check``), as one that drops the order's condition is not (``kept_condition``).
Nor is one that does both of two things the order offers as a choice ("the sword or the bow, get
it" restated as "pick up the sword, then pick up the bow"): which one is the player's to say, or
the nearer's, never both. Nor one that asks only of the map where the order asks of what one of
us holds ("an itemised list of the items currently in your possession" restated as "tell me how
many items are left": the ones on the ground, not the companion's).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace

from agent.house.kept_condition import DROPS_CONDITION, drops_condition
from agent.reading import (
    asides,
    lexicon as lx,
    lexicon_parts as lp,
    meaning as m,
    read as reader_read,
)
from agent.reading.fought import unfought

DROPS_STEP = "the restatement drops a step of the order"
TAKES_PROMISED = "the restatement takes what the order says not to take"
FIGHTS_PROMISED = "the restatement may fight what the order says not to touch"
DOES_BOTH = "the restatement does both of two things the order offers as a choice"
ASKS_ELSEWHERE = "the order asks of what is held, which the restatement asks of the map"
ASKS_HELD = "the order asks of the map, which the restatement asks of what is held"
# What one of us holds, as an order asks of it: "in your possession", "what you're carrying",
# "your inventory", "on you", "your belongings"; the companion named in the third person as well
# ("all items presently in its possession", "what the Companion carries"), and things said held
# ("arrows held", "the items carried", "arrows on hand").
_HELD = re.compile(
    r"\b(?:in (?:your|my|our|its|the companion's) (?:possession|inventory|hands|bag|pack"
    r"|pockets?|backpack)"
    r"|(?:you|i|we|it|the companion)(?:'re|'m| are| am| is)? (?:carrying|holding|carry|hold"
    r"|have on|carries|holds)"
    r"|inventory|on (?:you|me|itself|its person|hand)\b"
    r"|(?:your|my|our|its) (?:items|belongings|stuff|gear|things)"
    r"|\w+s (?:(?:are|being) )?(?:held|carried)\b)",
    re.I,
)


def _families(acts: tuple[m.Act, ...]) -> Counter[str]:
    from agent.house import checks

    return Counter(checks._FAMILIES.get(a.action, a.action) for a in acts)


def served(order: str, read: m.Meaning) -> tuple[m.Meaning | None, str]:
    """The restatement ``read`` as it may serve ``order``, the order's promises not to take or
    touch a thing put back where it drops them ("go to the bow but don't take it" restated as
    "go to the bow": the bow kept off too), else None and why (``dropped``, or it takes such a
    thing or may fight such a monster)."""
    if why := dropped(order, read):
        return None, why
    if any(lx.is_monster(k) for k in _not_taken(order)):
        # "go to the gorgon, don't touch it" restated as "go to the gorgon": kept from the
        # fight, as the reader reads it; "attack the gorgon": turned back
        steps = unfought(read.steps, order)
        if steps is None:
            return None, FIGHTS_PROMISED
        read = replace(read, steps=steps)
    return (kept, "") if (kept := kept_promise(order, read)) is not None else (None, TAKES_PROMISED)


def dropped(order: str, read: m.Meaning) -> str:
    """Why the restatement ``read`` may not serve ``order`` for what it drops of it (a step
    read, the order's condition); "" when it drops neither."""
    if drops_step(order, read):
        return DROPS_STEP
    if does_both(order, read):
        return DOES_BOTH
    if asks_elsewhere(order, read):
        return ASKS_ELSEWHERE
    if asks_held(order, read):
        return ASKS_HELD
    return DROPS_CONDITION if drops_condition(order, read) else ""


def asks_elsewhere(order: str, read: m.Meaning) -> bool:
    """Whether the order asks of what one of us holds and the restatement only asks questions,
    none of them of what anyone holds (a count of the items on the ground)."""
    asks = [s for s in read.walk() if isinstance(s, m.Ask)]
    if not asks or len(asks) != len(read.steps) or not _HELD.search(order):
        return False
    return not any(a.asks in (m.CARRYING, m.HAS) or _of_held(a) for a in asks)


# Things on the map, as an order asks of them: "on the ground", "lying around", "on the map".
_ON_MAP = re.compile(r"\b(?:on the (?:ground|floor|map)|lying (?:around|about))\b", re.I)


def asks_held(order: str, read: m.Meaning) -> bool:
    """Whether the order asks of what lies on the map, never of what is held, and the
    restatement only asks questions, all of them of what someone holds ("how many arrows are
    lying around?" restated as "tell me how many arrows you carry")."""
    asks = [s for s in read.walk() if isinstance(s, m.Ask)]
    if not asks or len(asks) != len(read.steps) or _HELD.search(order):
        return False
    return bool(_ON_MAP.search(order)) and all(
        (a.asks in (m.CARRYING, m.HAS) or _of_held(a)) and not _of_map(a) for a in asks)


def _of_map(node: object) -> bool:
    """Whether a question counts what lies on the map (or the monsters alive)."""
    if isinstance(node, m.CountOf) or (isinstance(node, m.Ask) and node.asks == m.COUNT):
        return True
    if isinstance(node, tuple):
        return any(_of_map(part) for part in node)
    return hasattr(node, "__dataclass_fields__") and any(
        _of_map(getattr(node, name)) for name in node.__dataclass_fields__)


def _of_held(node: object) -> bool:
    """Whether a question's numbers or condition speak of what a party carries."""
    if isinstance(node, (m.Carried, m.Has)):
        return True
    if isinstance(node, tuple):
        return any(_of_held(part) for part in node)
    return hasattr(node, "__dataclass_fields__") and any(
        _of_held(getattr(node, name)) for name in node.__dataclass_fields__)


def drops_step(order: str, read: m.Meaning) -> bool:
    """Whether the reader's reading of ``order`` holds an errand the restatement ``read`` does
    not, or an unread piece naming an errand the restatement does not add."""
    from agent.house.checks import named_families

    mine = reader_read(order)
    unread = mine.unknown
    if not unread:
        return False
    kept = read.acts
    things = {act.thing for act in kept}
    if any(
        act.thing is not None and act.thing.pick and act.thing not in things for act in mine.acts
    ):
        return True
    said, have = _families(mine.acts), _families(kept)
    return any(
        have[family] <= said[family]
        for piece in unread
        if piece.reason is not m.Reason.CANNOT_PROMISE  # what not to do: checked elsewhere
        for family in named_families(_opening(piece.words)) - {"go"}  # going: any errand's
    )


# What an order says not to take, and the thing: "don't pick it up", "without touching the
# bow", "leave the sword where it lies", "hands off it", "don't pick anything up"; the old way of
# saying it, "touch it not", "take not the bow".
_TAKE = lx.alternatives(w for w in lp.TAKE_VERBS if w != "get")
_NOT_TAKEN = re.compile(
    r"\b(?:(?:without|don'?t|do not|never)\s+(?:ever\s+|even\s+|actually\s+)?"
    rf"(?:{_TAKE})(?:\s+up)?"
    r"|hands\s+off(?:\s+of)?"
    r"|(?P<leave>leave))\s+(?:the\s+|that\s+|this\s+|an?\s+|any\s+)?(?P<what>[a-z]+)"
    r"(?(leave)\s+(?:alone|be\b|where|on\s+the|lying|in\s+place|there)|)"
    rf"|\b(?:{_TAKE})(?:\s+up)?\s+(?:(?:the\s+|that\s+|this\s+)?(?P<before>[a-z]+)\s+not"
    r"|not\s+(?:up\s+)?(?:the\s+|that\s+|this\s+|an?\s+|any\s+)?(?P<after>[a-z]+))\b", re.I)
_IT = frozenset(("it", "them", "both"))
_ANYTHING = frozenset(("anything", "something", "nothing", "any", "items", "stuff"))


def _not_taken(order: str) -> set[str]:
    """The kinds of thing ``order`` says not to take or touch ("go to the bow but don't take
    it": the bow; "go to the gorgon, touch it not": the gorgon; "don't pick anything up": every
    item, ``meaning.ANY_ITEM``)."""
    from agent.reading.pronouns import thing_named_last

    kinds: set[str] = set()
    for found in _NOT_TAKEN.finditer(order):
        what = (found.group("what") or found.group("before") or found.group("after")).lower()
        named = thing_named_last(order[:found.start()]) if what in _IT else what
        kind = m.ANY_ITEM if what in _ANYTHING else lx.kind_of(named.split()[0]) if named else None
        if kind is not None:
            kinds.add(kind)
    return kinds


def promised(order: str) -> set[str]:
    """The kinds of item ``order`` says not to take ("go to the bow but don't take it": the
    bow; "don't pick anything up": every item, ``meaning.ANY_ITEM``); a monster not to be
    touched is not to be fought, no item (``unfought``)."""
    return {k for k in _not_taken(order) if k == m.ANY_ITEM or lx.is_item(k)}


def kept_promise(order: str, read: m.Meaning) -> m.Meaning | None:
    """The restatement ``read`` with the order's promises not to take an item kept ("go to the
    bow but don't take it" restated as "go to the bow": "leave the bow where it lies" put
    first, as the reader would; "it" the very item the restatement goes by, one picked by where
    it lies that one alone), or None when it takes such an item, or one it keeps off itself."""
    kept = {a.thing.kind for a in read.acts if a.action is m.Action.KEEP_OFF and a.thing}
    taken = {k for a in read.acts for k in asides.taken(a)}
    missing = [k for k in sorted(promised(order)) if not kept & {k, m.ANY_ITEM}]
    if any(taken & set(lx.concrete(k)) for k in (*missing, *kept)):
        return None
    added = {t: m.Act(m.Action.KEEP_OFF, t, words=order) for k in missing
             for t in _gone_by(read, k)}
    return replace(read, steps=(*added.values(), *read.steps)) if added else read


def _gone_by(read: m.Meaning, kind: str) -> list[m.Thing]:
    """The items of ``kind`` the restatement's acts go by, each picked one as picked ("guard the
    nearest arrow": that arrow), else every one of the kind."""
    if kind == m.ANY_ITEM:
        return [m.Thing(m.ANY_ITEM)]
    things = [t for a in read.acts for t in (a.thing, *(p.thing for p in (a.place, a.other) if p))
              if t is not None and t.kind == kind and (t.pick or t.origin != m.COMPANION)]
    return [replace(t, quantity=1, besides=None) for t in things] or [m.Thing(kind)]


# A piece's opening words before its verb: "and then hit it", "then kill it".
_CONNECTIVES = frozenset(("and", "then", "also", "after", "that", "first", "next", "so", "now"))


def _opening(words: str) -> str:
    """The piece's words when its verb opens it (after "and", "then" ...), else nothing: a verb
    inside a piece ("the sword, i'd like it over here") is no errand left unread."""
    said = words.lower().replace(",", " ").split()
    while said and said[0] in _CONNECTIVES:
        said.pop(0)
    text = " ".join(said)
    from agent.house.checks import _VERB_PHRASE

    return text if _VERB_PHRASE.match(text) else ""


# Words between "or" and the thing it offers: "the sword or the bow", "an arrow or else the bow".
_BEFORE_THING = frozenset(("the", "a", "an", "that", "this", "either", "else", "maybe", "perhaps"))


def offered(order: str) -> list[tuple[str, str]]:
    """The pairs of kinds the order offers as a choice, a thing's word on each side of an "or"
    ("the sword or the bow": sword and bow), different kinds only."""
    words = [w.strip(".,;:!?") for w in order.lower().split()]
    pairs = []
    for i, word in enumerate(words):
        if word != "or" or i == 0:
            continue
        after = next((w for w in words[i + 1 :] if w not in _BEFORE_THING), "")
        a, b = lx.kind_of(words[i - 1]), lx.kind_of(after)
        if a is not None and b is not None and a != b:
            pairs.append((a, b))
    return pairs


def does_both(order: str, read: m.Meaning) -> bool:
    """Whether the restatement ``read`` acts on both kinds of a choice the order offers, however
    its conditions turn out (a choice between them is what the order asks)."""
    choices = offered(order)
    if not choices:
        return False
    done = surely_done(read.steps)
    return any(a in done and b in done for a, b in choices)


def surely_done(steps: tuple[m.Step, ...]) -> set[str]:
    """The kinds the steps act on whichever way their choices go: each step's, a choice's on
    both of its branches, a watch's or a repetition's inside."""
    kinds: set[str] = set()
    for step in steps:
        if isinstance(step, m.Act):
            kinds.update(th.kind for th in (step.thing,) if th is not None)
        elif isinstance(step, m.Choice):
            kinds |= surely_done(step.then) & surely_done(step.otherwise)
        elif isinstance(step, m.Watch):
            kinds |= surely_done(step.then) | surely_done(step.during)
        elif isinstance(step, m.Repeat):
            kinds |= surely_done(step.body)
    return kinds
