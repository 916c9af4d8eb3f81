"""What not to do, said beside an order whose own steps never do it anyway: the order is the
steps. "Stand still. Don't follow me, whatever I do." stays; "Come here, but keep the sword.
Don't give it to me." comes back (coming back hands nothing over); "Don't shoot anything. Just
tell me: what do you need to kill a bat?" asks; "walk two steps left, and not one more" walks
two steps; "stay put for 6 turns, not fewer" stays 6 turns; "go to the bottom right corner, and
don't stop for anything on the way" goes there; "Tell me where the gorgon is. I don't care
about the bats." asks; "Guard the bow, but don't you dare pick it up." is "don't pick it up".

The order is read once. As it stands, the bans found in its words as data
(``refused_in_place``): where every refusal among its steps is one of them, the other steps are
kept where every ban is one they keep (a follow is no stay, a bring hands the thing over, a fight
is no question: ``Banned.kept``); else what it refuses stays refused as an order not to do
something (a ban the companion could break). Or, where a ban is one the reading as it stands
cannot part from its steps, the ban is found and set aside before reading (``aside``: "walk two
steps left, no more", "Don't crowd me: keep at least 4 tiles off", "don't attack anything, just
tell me ..."), and the rest is read, kept where it keeps the bans, else with each refused in its
words (``Banned.refused``); "it" after a thing not taken first is that thing as data
(``pointing_at``), no longer written out. Before, such an order was read as it stands, then
again without its bans.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from agent.reading import (
    lexicon as lx,
    lexicon_closers as lcl,
    lexicon_typed as lt,
    lexicon_voices as lv,
    meaning as m,
)
from agent.reading.patterns import lazy
from agent.reading.text import expand, words_in
from agent.reading.tokens import ThingPhrase

A = m.Action
# The words of a ban are looked for only where one of these is among the order's words.
_DONT = r"(?:do not|don't|dont|never)"
_DARE = lazy(rf"\b{_DONT}\s+you\s+(?:dare|even|ever)\s+", re.IGNORECASE)
_JOIN = (r"(?:^|(?<=[,.;:!?])|\s*,?\s*(?:\band\b|\bbut\b|\bjust\b)\s)\s*"
         rf"(?:{lx.alt(lt.BAN_ASKED)}\s+)?")
# the end of a ban's words, a word of contrast with them ("Don't give it to me, though.")
_END = rf"(?:\s*,?\s*{lx.alt(lcl.CONTRAST_AFTER)})?\s*(?=[,.;:!?]|$)"
_ITEM = rf"(?:{lx.noun_pattern(lx.ITEM_NAMES)})"
_MONSTER = rf"(?:{lx.noun_pattern((*lx.MONSTER_KINDS, m.ANY_MONSTER))})"


def _steps(steps: list[m.Step]) -> list[m.Step]:
    return list(m.walk(tuple(steps)))


def _acts(steps: list[m.Step]) -> list[m.Act]:
    return [s for s in _steps(steps) if isinstance(s, m.Act)]


def _to_me(act: m.Act) -> bool:
    return (act.thing is not None and act.thing.kind == m.PLAYER) or act.action in (
        A.FOLLOW,
        A.COME_BACK,
        A.BRING,
        A.HAND_OVER,
    )


def _no_follow(steps: list[m.Step]) -> bool:
    """Nothing goes after the player: no following, coming back, bringing or duty by them."""
    return any(a.action == A.STAY for a in _acts(steps)) and not any(
        _to_me(a) for a in _acts(steps)
    )


def _no_fight(steps: list[m.Step]) -> bool:
    """Nothing moves: questions, words, standing still; or away from every monster, the fights
    of the game being with a monster beside ("keep away from all the monsters. don't fight
    anything")."""
    return all(
        isinstance(s, m.Ask | m.Say)
        or isinstance(s, m.Act) and (s.action == A.STAY or _clear_of_every_monster(s))
        for s in _steps(steps)
    )


def _clear_of_every_monster(act: m.Act) -> bool:
    """Keeping away from every monster, or at least 2 tiles from each: never beside one."""
    return act.thing is not None and act.thing.kind == m.ANY_MONSTER and (
        act.action == A.KEEP_AWAY or act.action == A.KEEP_DISTANCE and act.least >= 2)


def _no_giving(steps: list[m.Step]) -> bool:
    acts = _acts(steps)
    return bool(acts) and not any(a.action in (A.BRING, A.HAND_OVER) for a in acts)


def _guarding(steps: list[m.Step]) -> bool:
    """A guard or a standing between among the steps, which keeps monsters off anyway."""
    return any(a.action in (A.GUARD, A.PROTECT) for a in _acts(steps))


def _counted_walk(steps: list[m.Step]) -> bool:
    """A walk of so many steps among the steps ("walk 5 steps down, no more, then come back",
    "..., then stop, no further")."""
    return any(a.action == A.WALK and a.steps > 0 for a in _acts(steps))


def _counted_turns(steps: list[m.Step]) -> bool:
    return any(isinstance(s, m.Repeat) and s.turns > 0 for s in _steps(steps))


def _waits_first(steps: list[m.Step]) -> bool:
    first = steps[0] if steps else None
    return isinstance(first, m.Repeat) and first.turns > 0 and not first.body


def _never_stops(steps: list[m.Step]) -> bool:
    """Errands that end by arriving: nothing on the way stops them."""
    return bool(steps) and all(
        isinstance(s, m.Act) and s.action in (A.GO_TO, A.WALK, A.FETCH, A.BRING, A.COME_BACK)
        for s in steps
    )


def _squared(steps: list[m.Step]) -> bool:
    """A square walked last, which ends where it began."""
    acts = _acts(steps)
    return bool(acts) and acts[-1].action == A.SQUARE


def _asked_only(steps: list[m.Step]) -> bool:
    return bool(steps) and all(isinstance(s, m.Ask | m.Say) for s in _steps(steps))


@dataclass(frozen=True, slots=True)
class _Ban:
    """A ban's words (a part of a sentence, or one of its own) and whether steps keep it."""

    needs: frozenset[str]  # one of these words is in an order that says it
    words: re.Pattern[str]
    kept: Callable[[list[m.Step], frozenset[str]], bool]  # the steps, the kinds the ban named
    # whether the ban found (in the order) is set aside before the order is read (``aside``);
    # None: read where it stands and refused in place (``refused_in_place``)
    aside: Callable[[str, re.Match[str]], bool] | None = None


def _ban(
    needs: Iterable[str],
    pattern: str,
    kept: Callable[[list[m.Step]], bool],
    aside: Callable[[str, re.Match[str]], bool] | None = None,
) -> _Ban:
    firsts = frozenset(w.split()[0] for w in needs)
    return _Ban(firsts, lazy(pattern, re.IGNORECASE), lambda steps, _: kept(steps), aside)


def _kept_away(steps: list[m.Step]) -> bool:
    """A distance kept from the player, at least 2 tiles: never crowding them."""
    return any(
        a.action == A.KEEP_DISTANCE
        and a.thing is not None
        and a.thing.kind == m.PLAYER
        and a.least >= 2
        for a in _acts(steps)
    )


def _named(steps: list[m.Step], kinds: frozenset[str]) -> bool:
    """ "Not the bats, just the gorgon": the steps' things are the one named."""
    things = {
        t.kind
        for s in _steps(steps)
        for t in (
            (s.thing,)
            if isinstance(s, m.Act) and s.thing
            else s.things
            if isinstance(s, m.Ask)
            else ()
        )
    }
    return bool(things) and things <= kinds


# Set aside before reading (``_Ban.aside``): a count said to be exact after the count ("walk 3
# steps east, no more", "stay put for 6 turns, not fewer"; "no more, no less" are a distance's
# two bounds), the player not to be crowded before a distance kept off no one ("Don't crowd me:
# keep at least 4 tiles off"), the thing meant after a thing left out ("Not the bats, they don't
# matter, just the gorgon"), any other ban with steps after it in its sentence joined by a mark
# alone ("don't attack anything, just tell me ...", "Wait, don't leave yet: stay put ...").
_COUNT = lazy(rf"\b{lx.NUMBER_RE}\b", re.IGNORECASE)
_BOUNDS = lx.alt(lt.BAN_NO_MORE, lt.BAN_NO_FEWER)
_BOUND = lazy(
    rf"\b(?:{_BOUNDS})\s*,?\s*(?:and\s+|but\s+)?no\s+\w+|\bno\s+\w+\s*,?\s*(?:and\s+|but\s+)?"
    rf"(?:{_BOUNDS})\b",
    re.IGNORECASE,
)
_JOINED_PART = lazy(r"\s*,?\s*(?:and|but)\b", re.IGNORECASE)
_NOT_OPENS = lazy(
    rf"(?:^|[.;:!?]\s*)not\s+(?:the\s+|an?\s+|any\s+)?(?:{lx.noun_pattern()})\b", re.IGNORECASE
)


def _after_count(order: str, found: re.Match[str]) -> bool:
    """Whether a count said exact comes right after the count, not as a part of its own ("...,
    and not one more" is refused in its place), nor as one of two bounds."""
    start = max(order.rfind(mark, 0, found.start()) for mark in ".;:!?")
    return (
        _COUNT.search(order, start + 1, found.start()) is not None
        and _JOINED_PART.match(found.group(0)) is None
        and not _BOUND.search(order)
    )


def _steps_follow(order: str, found: re.Match[str]) -> bool:
    """Whether steps follow the ban in its sentence, joined to it by a mark alone ("don't
    attack anything, just tell me ...", "Wait, don't leave yet: stay put ..."); a ban that ends
    its sentence or is a part of its own ("..., but don't attack the gorgon") is refused in its
    place."""
    rest = re.split(r"[.!?]", order[found.end() :], maxsplit=1)[0]
    return _JOINED_PART.match(found.group(0)) is None and re.search(r"\w", rest) is not None


def _kept_said(order: str, found: re.Match[str]) -> bool:
    """Whether a ban on giving is set aside before reading: where steps follow it in its
    sentence, where it keeps a thing by a verb a stay opens ("come back, but hang on to the
    bow": no wait, "to the bow" left unread), or after a comma inside its sentence ("come stand
    next to me with it, don't give it to me yet"); else it is refused in place."""
    return _steps_follow(order, found) or _HUNG_ON.search(found.group(0)) is not None or (
        found.group(0).lstrip().startswith(",") or order[:found.start()].rstrip().endswith(","))


_HUNG_ON = lazy(rf"\b{lx.alt(tuple(v for v in lt.BAN_KEEP if v.split()[0] in ('hang', 'hold')))}\b",
                re.I)


def _on_any_follow(order: str, found: re.Match[str]) -> bool:
    """A fight banned on any one, steps after it ("don't attack anything, just tell me ..."); a
    fight banned on the thing named ("Do not fight the gorgon, just go near it") is read in its
    place, the thing the steps' "it"."""
    return re.search(r"\bany", found.group(0), re.IGNORECASE) is not None and _steps_follow(
        order, found
    )


def _crowding(order: str, found: re.Match[str]) -> bool:
    """ "Don't crowd me: keep at least 4 tiles off", "don't crowd me, keep 4 to 7 tiles from me":
    steps after it, a distance kept off no one said being off the player; "don't get too close
    to me" is read in its place, as a distance kept."""
    return "close" not in found.group(0).lower() and (
        _steps_follow(order, found) or _OFF.search(order, found.end()) is not None
    )


def _after_not(order: str, found: re.Match[str]) -> bool:
    return _NOT_OPENS.search(order, 0, found.start()) is not None


_CROWD = _ban(
    lt.BAN_CROWD,
    rf"{_JOIN}{_DONT}\s+{lx.alt(lt.BAN_CROWD)}\s+me{_END}",
    _kept_away,
    _crowding,
)
_OR_SO = (
    r"(?:\s*,?\s*(?:(?:whatever|wherever)\s+(?:i do|happens|i go)"
    r"|no matter what(?:\s+(?:i do|happens))?))?"
)
_THEN = r"\s*,?\s*(?:and\s+)?"
BANS = (
    _ban(
        (*lt.BAN_AFTER_ME, *lt.BAN_ALONG),
        rf"{_JOIN}(?:{lx.alt(lt.BAN_NEED_NOT)}|{_DONT})\s+(?:{lx.alt(lt.BAN_AFTER_ME)}\s+me"
        rf"|{lx.alt(lt.BAN_ALONG)}){_OR_SO}{_END}",
        _no_follow,
        _steps_follow,
    ),
    _ban(
        lx.ATTACK_VERBS,
        rf"{_JOIN}{_DONT}\s+{lx.ATTACKING}\s+(?:anything|anyone|any\s+{_MONSTER}|{_MONSTER}"
        rf"|the\s+{_MONSTER})(?:\s+(?:yet|at all))?{_END}",
        _no_fight,
        _on_any_follow,
    ),
    _ban(
        (*lt.BAN_KEEP, "give", "hand"),
        rf"{_JOIN}(?:{_DONT}\s+(?:give|hand)\s+(?:me\s+)?(?:it|that|them|the\s+{_ITEM})"
        rf"(?:\s+(?:to me|over|back))?(?:\s+yet)?"
        rf"|{lx.alt(lt.BAN_KEEP)}\s+(?:it|the\s+{_ITEM})){_END}",
        _no_giving,
        _kept_said,
    ),
    _ban(
        ("more", "further"),
        rf"{_THEN}{lx.alt(lt.BAN_NO_MORE)}{_END}",
        _counted_walk,
        _after_count,
    ),
    _ban(
        ("let",),
        rf"{_JOIN}{_DONT}\s+(?:you\s+)?let\s+{lx.alt(lt.BAN_LET_WHO)}\s+{lx.alt(lt.BAN_LET_NEAR)}"
        rf"\s+{lx.alt(lt.BAN_LET_WHOM)}{_END}",
        _guarding,
    ),
    _ban(
        tuple({phrase.split()[-1] for phrase in lt.BAN_TOO_FAR}),
        rf"{_JOIN}{_DONT}\s+{lx.alt(lt.BAN_TOO_FAR)}(?:\s+{lx.alt(lv.SINGLISH_PARTICLES)})?{_END}",
        _counted_walk,
        _after_count,
    ),
    _ban(
        ("fewer", "less"),
        rf"{_THEN}{lx.alt(lt.BAN_NO_FEWER)}(?:\s+than that)?{_END}",
        _counted_turns,
        _after_count,
    ),
    _ban(
        ("before", "sooner", "earlier"),
        rf"{_JOIN}{lx.alt(lt.BAN_NOT_BEFORE)}{_END}",
        _waits_first,
    ),
    _ban(
        ("yet",),
        rf"{_JOIN}{_DONT}\s+(?:leave|go|move)\s+yet{_END}",
        _waits_first,
        _steps_follow,
    ),
    _ban(
        (*lt.BAN_STOP, "stopping"),
        rf"{_JOIN}(?:{_DONT}\s+{lx.alt(lt.BAN_STOP)}(?:\s+for\s+(?:anything|anyone))?"
        rf"(?:\s+(?:on|along)\s+the\s+way)?|{lx.alt(lt.BAN_UNSTOPPED)}){_END}",
        _never_stops,
        _steps_follow,
    ),
    _ban(
        ("care",),
        rf"{_JOIN}i\s+(?:don't|do not)\s+care\s+about\s+(?:the\s+)?{_MONSTER}{_END}",
        _asked_only,
        _steps_follow,
    ),
    _ban(
        tuple({phrase.split()[0] for phrase in lt.BAN_BACK_AT_START}),
        rf"{_JOIN}(?:then\s+)?{lx.alt(lt.BAN_BACK_AT_START)}(?:\s+again)?{_END}",
        _squared,
        lambda order, found: True,  # set aside: "come back to this spot" reads in part
    ),
    _CROWD,
    _Ban(
        frozenset(("just", "only")),
        lazy(
            rf"{_JOIN}(?:(?:they|it)\s+(?:don't|do not|doesn't|does not)\s+matter\s*,?\s*)?"
            rf"(?:just|only)\s+the\s+(?P<named>{lx.noun_pattern()}){_END}",
            re.IGNORECASE,
        ),
        _named,
        _after_not,
    ),
)
# "keep at least 4 tiles off" after "don't crowd me": off me.
_OFF = lazy(
    r"\b((?:tiles?|squares?|steps?|spaces?)\s+off)\b(?!\s+(?:me|of|the|you|it|from))", re.IGNORECASE
)


# The words an order must hold for a ban to be looked for at all.
GATE = frozenset(w for ban in BANS for w in ban.needs) | {"dare", "otherwise", "else"}


# "If your health is below 3, don't go for the sword; stay put. Otherwise get it.": a thing not
# to be taken in the first branch of a choice, whose "it" the other branch takes.
_NOT_TAKEN = lazy(
    rf",\s*{_DONT}\s+(?:go for|{lx.alt(lx.FETCH_VERBS)})\s+the\s+(?P<item>{_ITEM})\s*[;,]\s*",
    re.IGNORECASE,
)
_OTHERWISE = lazy(r"(?:^|(?<=[.;,]))\s*(?:otherwise|else|if not)\b", re.IGNORECASE)
_THING = lazy(rf"\b(?:{lx.noun_pattern()})\b", re.IGNORECASE)
_IT = lazy(r"\bit\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Banned:
    """An order's words without a ban it says (``said``), and what its steps must keep: the bans
    (``bans``, on the kinds they name, ``kinds``), or a choice whose first branch never takes
    the thing "it" in the other is (``it``: ``_not_taken_first``)."""

    said: str
    bans: tuple[_Ban, ...] = ()
    kinds: frozenset[str] = frozenset()
    it: ThingPhrase | None = None
    words: tuple[str, ...] = ()  # each ban's words as said, for a refusal (``refused``)

    def refused(self) -> tuple[m.Unknown, ...]:
        """Each ban set aside, refused in its own words: steps that do not keep it."""
        return tuple(m.Unknown(words, m.Reason.CANNOT_PROMISE) for words in self.words)

    def kept(self, steps: tuple[m.Step, ...]) -> bool:
        """Whether ``steps`` (``said`` read) keep every ban."""
        if self.it is not None:  # the choice, its first branch only standing still or asking
            choice = steps[0] if len(steps) == 1 else None
            return (
                isinstance(choice, m.Choice)
                and not m.Meaning(self.said, steps).unknown
                and bool(choice.then)
                and _no_fight(list(choice.then))
            )
        if not steps or any(isinstance(s, m.Unknown) for s in m.walk(steps)):
            return False
        return all(b.kept(list(steps), self.kinds) for b in self.bans)


def _not_taken_first(order: str) -> Banned | None:
    """ "If your health is below 3, don't go for the sword; stay put. Otherwise get it.": the
    order without the thing not taken first, "it" in the other branch that thing; else None."""
    found = _NOT_TAKEN.search(order)
    other = found and _OTHERWISE.search(order, found.end())
    if not found or not other:
        return None
    after = order[other.end() :]
    it = _IT.search(after)
    if (
        it is None
        or _THING.search(order, found.end(), other.start())
        or _THING.search(after, 0, it.start())
    ):
        return None
    rest = f"{order[: found.start()]}, {order[found.end() :]}"
    thing = ThingPhrase(m.Thing(lx.kind_of(found.group("item")) or ""), False, False, None)
    return Banned(rest, it=thing, words=(_said(found),))


def said(order: str, words: frozenset[str]) -> bool:
    """Whether ``order`` (its ``words``) says a ban this module reads (each ban's words looked
    for only where one of the words it needs is among the order's)."""
    if not words.isdisjoint(("otherwise", "else")) and _NOT_TAKEN.search(order):
        return True
    if "dare" in words and _DARE.search(order) is not None:
        return True
    for ban in BANS:  # a loop: any() of a generator takes twice as long
        if not ban.needs.isdisjoint(words) and ban.words.search(order):
            return True
    return False


def banned(order: str) -> list[Banned]:
    """The order without the bans it says, to be read and kept (``Banned.kept``): first without
    a thing not taken in a choice's first branch, then without every ban found."""
    first = [] if (taken := _not_taken_first(order)) is None else [taken]
    text = _DARE.sub("don't ", order)  # "don't you dare pick it up": "don't pick it up"
    kept: list[_Ban] = []
    named: set[str] = set()
    for ban in BANS:
        for found in ban.words.finditer(text):
            if "named" in found.groupdict() and (kind := lx.kind_of(found.group("named"))):
                named.add(kind)
        text, n = ban.words.subn("", text)
        if n:
            kept.append(ban)
    if not kept and text == order:
        return first
    rest = _tidied(text, _CROWD in kept)
    return [*first, Banned(rest, tuple(kept), frozenset(named))] if rest else first


_LIST_MARK_ALONE = lazy(r"(?m)^\s*(?:\d+[.)]|[-*\u2022])\s*$")


def _tidied(text: str, crowded: bool) -> str:
    """The words left once bans are cut out, their marks made whole again."""
    if crowded:
        text = _OFF.sub(r"\1 me", text)  # "Don't crowd me: keep at least 4 tiles off"
    text = re.sub(r"([,;:])(?:\s*[,;:])+", r"\1", text)  # "Wait,: stay put": "Wait, stay put"
    text = re.sub(r"([.!?])\s*[.!?]+", r"\1", text)
    text = _LIST_MARK_ALONE.sub("", text)  # "1. walk a square\n2. ...\n3. end up back here"
    lines = (" ".join(re.sub(r"(?:^|(?<=[.!?]))\s*[,;:]\s*", " ", line).split())
             for line in text.split("\n"))  # a list's lines kept apart
    return "\n".join(line for line in lines if line).strip()


def _said(found: re.Match[str]) -> str:
    """A ban's words as the player said them, without the marks and the word joining them."""
    return _JOINING.sub("", " ".join(found.group(0).strip(" ,;:.!?-").split()), count=1)


def aside(order: str) -> Banned | None:
    """The bans ``order`` says that are set aside before it is read (``_Ban.aside``: a count said
    exact after it, crowding the player, the thing meant after one left out), with its words
    without them, to be read once and kept (``Banned.kept``) or refused in words
    (``Banned.refused``); first a thing not taken in a choice's first branch. None where no ban
    is set aside: the order is read as it stands, its bans refused in place."""
    if (taken := _not_taken_first(order)) is not None:
        return taken
    words = words_in(order.lower())
    text, kept, named, said = order, list[_Ban](), set[str](), list[str]()
    for ban in BANS:
        if ban.aside is None or ban.needs.isdisjoint(words):
            continue
        cut = [f for f in ban.words.finditer(text) if ban.aside(text, f)]
        for found in reversed(cut):
            if "named" in found.groupdict() and (kind := lx.kind_of(found.group("named"))):
                named.add(kind)
            said.insert(0, _said(found))
            text = text[: found.start()] + text[found.end() :]
        kept += [ban] if cut else []
    rest = _tidied(text, _CROWD in kept) if kept else ""
    return Banned(rest, tuple(kept), frozenset(named), words=tuple(said)) if rest else None


def refused_in_place(order: str, steps: tuple[m.Step, ...]) -> tuple[m.Step, ...] | None:
    """The order read once as it stands (``steps``), its bans found in its words as data: where
    every refusal among its steps is one of its bans, the other steps where they keep every ban
    ("Stand still. Don't follow me, whatever I do.": the stay), else the steps as read ("kill the
    bats, but don't attack the gorgon": the ban refused in its place); the steps where none is
    refused. None where a refusal is no ban ("walk two steps left, no more": read without it)."""
    refused = [s for s in m.walk(steps) if isinstance(s, m.Unknown)]
    if not refused:
        return steps
    text = _DARE.sub("don't ", order)
    said = {_plain(f.group(0)) for ban in BANS for f in ban.words.finditer(text)}
    if not all(_plain(s.words) in said for s in refused):
        return None
    rest = tuple(s for s in steps if not isinstance(s, m.Unknown))
    kept = rest and any(b.kept(rest) for b in banned(order) if b.it is None)
    return rest if kept else steps


_JOINED = lazy(rf"^(?:and|but|just|then|{lx.alt(lt.BAN_ASKED)})\s+")
_JOINING = lazy(r"^(?:and|but)\s+", re.IGNORECASE)  # "..., and not one more": "not one more"
_DON_T = lazy(r"\bdon t\b")  # "don't" as a refusal's words may hold it, its mark gone
_CONTRAST_END = lazy(rf"\s+{lx.alt(lcl.CONTRAST_AFTER)}$")  # "don't follow me, though"


def _plain(words: str) -> str:
    """A ban's words as compared: lower case, "don't" spelt out, no marks, no word joining it."""
    said = _DARE.sub("do not ", expand(words))  # "don't you dare follow me": do not follow me
    plain = " ".join(re.sub(r"[^a-z0-9 ]", " ", said).split())
    return _CONTRAST_END.sub("", _JOINED.sub("", _DON_T.sub("do not", plain)))
