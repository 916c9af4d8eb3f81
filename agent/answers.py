"""What counts as an answer: whether a status answers a question of the order's meaning, and how
to say what the question asks (with an example status) when it does not.

A question whose answer the world decides — a number worked out, a yes or no about a condition,
which of two things is nearer — must get the right answer, worked out on the world the code saw
(``agent.reading.facts``); the others need a status of the right kind (a number for a count, a
place for "where", ...). Pure rules over statuses; ``agent.acceptance``'s Judge applies them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from agent.reading import facts, lexicon as lx, meaning as m, words
from agent.reading.text import words_of
from game.world import ITEM_NAMES, WEAKNESS, World

_NUMBER_WORDS = (
    r"no|none|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen"
    r"|single|a couple|several|both|all"
)
_NUMBER_RE = re.compile(rf"\d|\b(?:{_NUMBER_WORDS})\b")
_DIGITS_RE = re.compile(r"\d")
_POSITION_RE = re.compile(r"\d+\D{1,24}\d+|\b(?:row|column|col)\s*\d")
_CARRIED_RE = re.compile(
    r"\b(?:with (?:you|me|the player)|you (?:have|carry|hold)|i (?:have|carry|hold)|carr(?:y|ies"
    r"|ying|ied)|holding|in (?:my|your) (?:hands?|inventory|bag|pack))\b"
)
ABSENT_RE = re.compile(
    r"\b(?:can'?t find|cannot find|couldn'?t find|could not find|don'?t see|do not see"
    r"|can'?t see|see no|none (?:left|here|around)|nothing (?:left|here|to)|there (?:is|are) no"
    r"|no (?:\w+ )?(?:left|more|anywhere|around)|isn'?t any|aren'?t any|not any|nowhere"
    r"|no longer|gone)\b"
)
# Who an answer names first: the companion ("I", "me") or the player ("you").
_PARTY_SAID_RE = re.compile(r"\b(?:(?P<me>i|i'm|me|myself|the companion)|you|you're|yourself"
                            r"|the player)\b")
_NOTHING_RE = re.compile(r"\b(?:nothing|none|no|empty|not|nobody|nowhere)\b")
_YES_RE = re.compile(r"\b(?:yes|yeah|yep|true|correct|indeed)\b")
_NO_RE = re.compile(r"\b(?:no|nope|not|false|isn'?t|aren'?t|don'?t|doesn'?t)\b")
# A "no" that answers a yes-or-no question: "No", "no, there are none" (not "no bats left").
_NO_SAID_RE = re.compile(r"^\W*no\b|\bno[,:.]")
_HEALTH_WORDS_RE = re.compile(
    r"\b(?:health|hp|hurt|wounded|injured|healthy|unhurt|unharmed|fine|well|good|great|ok|okay"
    r"|alright|full|dying|weak|strong)\b"
)
_FILLER = frozenset(
    "done ok okay sure working work on it i am i'm will do got it alright thinking think let me"
    " one moment please wait processing hmm yes no fine busy status".split()
)


def answers(ask: m.Ask, status: str, seen: Sequence[World] = ()) -> bool:
    """Whether ``status`` answers ``ask``; ``seen``: the worlds the code may have answered
    about (before and after its tick), for the answers the world decides."""
    text = status.strip().lower()
    if not text or _is_filler(text):
        return False
    kind = ask.asks
    if decided(ask) and seen:
        return any(_right(ask, text, world) for world in seen)
    if kind == m.COUNT:  # "there aren't any bats left" counts too
        return bool(_NUMBER_RE.search(text) or ABSENT_RE.search(text))
    if kind in (m.DISTANCE, m.VALUE):
        return bool(_NUMBER_RE.search(text) or ABSENT_RE.search(text))
    if kind == m.HEALTH:
        return bool(_DIGITS_RE.search(text) or _HEALTH_WORDS_RE.search(text))
    if kind == m.WHERE:
        return _where_said(text)
    if kind == m.WHICH_OF_US:
        return bool(_PARTY_SAID_RE.search(text) or ABSENT_RE.search(text))
    if kind == m.WEAKNESS:
        return _beater_named(ask, text)
    if kind in (m.CARRYING, m.WHICH):
        return _names_a_thing(text) or bool(_NOTHING_RE.search(text) or _DIGITS_RE.search(text))
    if kind in (m.HAS, m.CHECK):
        return _names_a_thing(text) or bool(_YES_RE.search(text) or _NO_RE.search(text)
                                            or _NUMBER_RE.search(text)
                                            or _CARRIED_RE.search(text))
    return True


def _beater_named(ask: m.Ask, text: str) -> bool:
    """Whether a status says what beats the monster asked about (its weapon, named), or what
    monster the item asked about beats (or that it beats none); asked about things in general
    ("which of my things would beat one?"), it names an item or says there is none. Naming only
    the monster asked about ("There is 1 gorgon") answers nothing."""
    named = {k for w in words_of(text) for n in [lx.kind_of(w)] if n
             for k in lx.concrete(n)}
    none = bool(_NOTHING_RE.search(text))
    asked = {k for t in ask.things for k in lx.concrete(t.kind)}
    monsters = asked & set(WEAKNESS)
    if monsters and len(monsters) < len(WEAKNESS):  # one kind of monster: its weapon
        return any(WEAKNESS[k] in named for k in monsters)
    items = asked & set(ITEM_NAMES)
    if items and len(items) < len(ITEM_NAMES):  # one item: the monsters it beats, or none
        return none or any(k in named for k in WEAKNESS)
    return none or bool(named & set(ITEM_NAMES))


def _where_said(text: str) -> bool:
    """Whether a status says where something is: a row and column, who carries it, or none."""
    return bool(_POSITION_RE.search(text) or _CARRIED_RE.search(text)
                or ABSENT_RE.search(text) or _NOTHING_RE.search(text))


# Questions whose answer the world decides: answered right, or wrong; of the kinds after the
# first four, only the questions ``decided`` says (a count of one kind of thing anywhere, "how
# many bats are left?"; whether or how many of a thing a party carries).
DECIDED = (m.VALUE, m.CHECK, m.WHICH, m.WHICH_OF_US, m.HEALTH, m.COUNT, m.HAS, m.CARRYING)


def decided(ask: m.Ask) -> bool:
    """Whether the world decides the answer to ``ask`` (one answer is right, the others
    wrong)."""
    if ask.asks == m.COUNT:
        return _counted(ask) is not None
    if ask.asks == m.CARRYING and not ask.things:
        return True  # "what do I have on me": what that party holds, named
    if ask.asks == m.DISTANCE and len(ask.things) == 1 and ask.things[0].is_party:
        return ask.things[0].kind != (ask.who or m.COMPANION)  # "how far am I from you?"
    if ask.asks in (m.HAS, m.CARRYING, m.DISTANCE):
        return len(ask.things) == 1 and not ask.things[0].is_party
    if ask.asks == m.WHERE:  # "where are you?", "where am I?": the tile one of us is on
        return (not ask.things and ask.who in (m.COMPANION, m.PLAYER)) or _picked(ask) is not None
    return ask.asks in DECIDED
_NUMBER_VALUES = {"no": 0, "none": 0, "zero": 0, "one": 1, "single": 1, "two": 2, "both": 2,
                  "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                  "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "a dozen": 12}
_NUMBER_WORD_RE = re.compile(r"\b(?:" + "|".join(_NUMBER_VALUES) + r")\b")
_COMPARED_RE = re.compile(r"\b(?:nearer|closer|nearest|closest|farther|further|farthest"
                          r"|furthest|same|equal|as far|as near|as close|more|fewer|less"
                          r"|as many|as much)\b")


def gives_answer(ask: m.Ask, status: str) -> bool:
    """Whether ``status`` says an answer to ``ask`` (a question the world decides), right or
    wrong: a number for a value, a yes or no for a check, one of the things (or of us) said to
    be nearer or farther. A progress status ("Checking the bow", "Done") says none."""
    text = status.strip().lower()
    if ask.asks in (m.VALUE, m.DISTANCE):
        return bool(_DIGITS_RE.search(text))
    if ask.asks in (m.COUNT, m.CARRYING):
        return decided(ask) and bool(_DIGITS_RE.search(text) or _NUMBER_WORD_RE.search(text))
    if ask.asks == m.HEALTH:
        return bool(_DIGITS_RE.search(text) or _NUMBER_WORD_RE.search(text))
    if ask.asks == m.HAS:
        return decided(ask) and (_names_a_thing(text) or bool(_YES_RE.search(text)
                                                               or _NO_RE.search(text)))
    if ask.asks == m.CHECK:
        return bool(_YES_RE.search(text) or _NO_SAID_RE.search(text))
    if ask.asks == m.WHICH:
        kinds = [t.kind for t in ask.things] or [m.ANYTHING]
        return any(k in text for k in kinds) and bool(
            _COMPARED_RE.search(text) or _DIGITS_RE.search(text) or len(words_of(text)) <= 3)
    if ask.asks == m.WHICH_OF_US:
        return bool(_PARTY_SAID_RE.search(text) and _COMPARED_RE.search(text))
    return False


def _holdings_named(text: str, world: World, who: str, besides: str = "") -> bool:
    """Whether ``text`` names every kind of item the party holds, or says it holds nothing
    when it does ("You're carrying nothing" for the player holding the sword is wrong); with
    ``besides``, every kind but that one ("what are you carrying, apart from the sword?")."""
    party = world.player if who == m.PLAYER else world.companion
    held = {item.name for item in party.items} - {besides}
    if not held:
        return bool(_NOTHING_RE.search(text))
    return all(re.search(rf"\b{name}", text) for name in held) and not re.search(
        r"\b(?:nothing|empty)\b", text)


def said(text: str, status: str) -> bool:
    """Whether ``status`` says the words of ``text`` (a "say X" order)."""
    wanted = _content_words(text) or tuple(words_of(text))
    got = set(words_of(status))
    return all(_word_in(w, got) for w in wanted)


def _right(ask: m.Ask, text: str, world: World) -> bool:
    """The answer the world decides, said."""
    try:
        counted: m.Expr | None = _counted(ask) if ask.asks == m.COUNT else None
        if ask.asks == m.CARRYING and not ask.things:
            return _holdings_named(text, world, ask.who or m.COMPANION, ask.besides)
        if ask.asks == m.CARRYING and decided(ask):
            counted = m.Carried(ask.who or m.COMPANION, ask.things[0].kind)
        if ask.asks == m.HEALTH:
            # the figure itself ("Done: my health is fine" passed for 2 of 3)
            counted = m.HealthOf(ask.who or m.COMPANION)
        if counted is not None:
            n = facts.value(world, counted)
            words_said = {_NUMBER_VALUES[w] for w in _NUMBER_WORD_RE.findall(text)}
            return _has_number(text, n) or n in words_said or (
                n == 0 and bool(ABSENT_RE.search(text) or _NOTHING_RE.search(text)))
        if ask.asks == m.HAS and decided(ask):
            truth = facts.holds(world, m.Has(ask.who or m.COMPANION, ask.things[0].kind))
            says_no = bool(_NO_RE.search(text) or _NOTHING_RE.search(text))
            return says_no != truth
        if ask.asks == m.VALUE and ask.value is not None:
            if (beyond := _taken_beyond(ask.value, world)) is not None:
                return _none_left_said(text, beyond[0])
            return _value_said(ask.value, text, world)
        if ask.asks == m.DISTANCE and decided(ask):
            # "how far are you from the sword": tiles as the crow flies or steps of the walk;
            # "how far am I from you?": the two of us, measured from either
            thing, origin = ask.things[0], ask.who or m.COMPANION
            if thing.is_party:
                thing, origin = m.Thing(m.PLAYER), m.COMPANION
            there = [m.DistanceTo(thing, origin, walk) for walk in (False, True)]
            return any(_has_number(text, facts.value(world, d)) for d in there) or bool(
                ABSENT_RE.search(text))
        if ask.asks == m.CHECK and ask.check is not None:
            truth = facts.holds(world, ask.check)
            yes, no = bool(_YES_RE.search(text)), bool(_NO_SAID_RE.search(text))
            if yes or no:
                return yes if truth else (no and not yes)
            # "are you hurt?" - "I have 3 health": the fact itself, right, answers it too
            check = ask.check
            if isinstance(check, m.Compare) and isinstance(check.right, m.Number):
                return _has_number(text, facts.value(world, check.left)) or (
                    facts.value(world, check.left) == 0 and bool(ABSENT_RE.search(text)))
            return False
        if ask.asks == m.WHERE and (picked := _picked(ask)) is not None:
            return _picked_place_said(text, world, picked, ask.who or m.COMPANION)
        if ask.asks == m.WHERE and decided(ask):
            # a row and column said must be that one's tile ("row 22, column 23" was said for
            # "where are you?" by a companion at row 2, column 3); "next to you" names none
            row, col = facts.party_entity(world, ask.who).position
            if _POSITION_RE.search(text) is None:
                return _where_said(text)
            return re.search(rf"(?<!\d){row}(?!\d)\D{{1,24}}(?<!\d){col}(?!\d)", text) is not None
        if ask.asks == m.WHICH:
            return _which_named(ask, text, world)
        if ask.asks == m.WHICH_OF_US:
            return _which_of_us_named(ask, text, world)
    except facts.Unknowable:
        return bool(ABSENT_RE.search(text) or re.search(r"\bcan'?t tell\b", text))
    return False


def _picked(ask: m.Ask) -> m.Thing | None:
    """The one thing a where-question picks by rank, nearness or side ("where is the second
    closest arrow?", "where is the top-right bat?"), whose place the world decides; else None."""
    if len(ask.things) != 1 or ask.things[0].is_party or not ask.things[0].pick:
        return None
    return ask.things[0]


def _picked_place_said(text: str, world: World, thing: m.Thing, origin: str) -> bool:
    """Whether an answer gives the picked thing's own tile (another one's row and column is
    wrong), who carries it, or, with none such, that there is none ("I see fewer than 3
    bats")."""
    spot = facts.find(world, thing, origin)
    if spot is None:
        return bool(ABSENT_RE.search(text) or re.search(r"\bfewer than\b", text))
    if spot.carried_by and _CARRIED_RE.search(text):
        return True
    row, col = spot.position
    return re.search(rf"(?<!\d){row}(?!\d)\D{{1,24}}(?<!\d){col}(?!\d)", text) is not None


def _taken_beyond(value: m.Expr, world: World) -> tuple[float, float] | None:
    """How many there are and how many are taken away, when more are taken than there are ("how
    many bats would be left if you killed 4 of them?" with 3 bats: 3 and 4); else None."""
    if not (isinstance(value, m.Arith) and value.op == "-" and isinstance(value.left, m.CountOf)
            and isinstance(value.right, m.Number)):
        return None
    there = facts.value(world, value.left)
    return (there, value.right.value) if there < value.right.value else None


def _none_left_said(text: str, there: float) -> bool:
    """Whether an answer says how many there are (or that there are none) and no number below
    zero: "There are only 3 bats, not 4: none would be left" (-1 was "right" before)."""
    return not re.search(r"(?<![\w-])-\s*\d", text) and (
        _has_number(text, there) or (there == 0 and bool(ABSENT_RE.search(text))))


def _which_named(ask: m.Ask, text: str, world: World) -> bool:
    origin = ask.who or m.COMPANION
    if len(ask.things) == 2:
        spots = [facts.find(world, t, origin) for t in ask.things]
        if any(s is None for s in spots):
            return bool(ABSENT_RE.search(text))
        source = facts.origin_position(world, origin)  # one of us, a thing, a spot, a tile
        if source is None:  # "which is nearer to the bat, ...?" with no bat left
            return bool(ABSENT_RE.search(text))
        d = [abs(s.position[0] - source[0]) + abs(s.position[1] - source[1])
             for s in spots if s is not None]
        if d[0] == d[1]:
            return bool(re.search(r"\b(?:same|equal|just as|both)\b", text))
        first = (d[0] < d[1]) == (ask.pick != m.FARTHEST)
        right, wrong = (ask.things[0].kind, ask.things[1].kind)[:: 1 if first else -1]
        said_right = _first_named(text, (right, wrong))
        # An answer compares the two or is the name alone: "Getting the bow (26 steps away)"
        # is an errand's status, not the answer "the bow".
        return said_right == right and bool(_COMPARED_RE.search(text)
                                            or len(words_of(text)) <= 3)
    kind = ask.things[0].kind if ask.things else m.ANYTHING
    if ask.things and ask.things[0].origin not in m.WHO:
        origin = ask.things[0].origin  # "which bat is closest to the sword?"
    spot = facts.find(world, m.Thing(kind, pick=ask.pick or m.NEAREST, origin=origin), origin)
    if spot is None:
        return bool(ABSENT_RE.search(text))
    numbers = {int(n) for n in re.findall(r"\d+", text)}
    return spot.kind in text and (not numbers or spot.position[0] in numbers
                                  or spot.position[1] in numbers)


def _which_of_us_named(ask: m.Ask, text: str, world: World) -> bool:
    """The one of us nearer to (farther from) the thing, named first: "I am nearer the
    gorgon: ...", "You are ..."; or that we are as far; or that there is none."""
    # facts.Unknowable when there is none: _right takes "there is none" as the answer then
    far = {who: facts.value(world, m.measured(ask, who)) for who in m.WHO}
    if far[m.COMPANION] == far[m.PLAYER]:
        return bool(re.search(r"\b(?:same|equal|just as|both|as far|as near|as close|as many"
                              r"|as much|each)\b", text))
    smaller = far[m.COMPANION] < far[m.PLAYER]
    mine = smaller == (ask.pick in (m.NEAREST, m.FEWER, ""))
    said = _PARTY_SAID_RE.search(text)
    # Numbers said with it are the two distances: "(32 and 1)" is not.
    numbers_right = all(int(n) in far.values() for n in re.findall(r"\d+", text))
    return said is not None and (said.group("me") is not None) == mine and numbers_right


def _counted(ask: m.Ask) -> m.CountOf | None:
    """What a count question counts, when the world decides it: one kind of thing, anywhere
    (not "the bats near you")."""
    if len(ask.things) > 1:
        return None
    thing = ask.things[0] if ask.things else m.Thing(m.ANY_MONSTER)
    if thing.pick or thing.origin != m.COMPANION or thing.is_party:
        return None
    return m.CountOf(thing.kind)


def _first_named(text: str, kinds: tuple[str, ...]) -> str | None:
    places = [(text.find(k), k) for k in kinds if k in text]
    return min(places)[1] if places else None


_NEARER_RE = re.compile(rf"\b{lx.alt(lx.NEARER)}\b")
_AS_FAR_RE = re.compile(r"\b(?:just as far|as far|the same distance|equally far)\b")


def _value_said(value: m.Expr, text: str, world: World) -> bool:
    """A number worked out, said; how much farther one thing is than another ("how much farther
    is the sword than the bow?", distance(sword) - distance(bow)) in words either way too: a
    negative difference as its size nearer ("The sword is 2 tiles nearer than the bow"), none
    as just as far."""
    n = facts.value(world, value)
    if _has_number(text, n):
        return True
    if not (isinstance(value, m.Arith) and value.op == "-" and isinstance(value.left, m.DistanceTo)
            and isinstance(value.right, m.DistanceTo)):
        return False
    if n == 0:
        return bool(_AS_FAR_RE.search(text))
    return n < 0 and _has_number(text, -n) and bool(_NEARER_RE.search(text))


def _has_number(text: str, value: float) -> bool:
    shown = facts.number_text(value)
    found = re.findall(r"-?\d+(?:\.\d+)?", text)
    return any(n == shown or (re.fullmatch(r"-?\d+(?:\.\d+)?", n) and float(n) == value)
               for n in found)


def _names_a_thing(text: str) -> bool:
    return any(lx.kind_of(w) for w in words_of(text))


def _content_words(text: str) -> tuple[str, ...]:
    stop = frozenset("a an the to of and or for in on at with that this it is are am be i you "
                     "me my your we us our them they he she his her please".split())
    return tuple(w for w in words_of(text) if w not in stop and not w.isdigit())


def _word_in(word: str, got: set[str]) -> bool:
    return word in got or word + "s" in got or word.rstrip("s") in got or any(
        s.startswith(word) for s in got if len(word) >= 4)


def _is_filler(text: str) -> bool:
    got = words_of(text)
    return not got or all(w in _FILLER for w in got)


def _value_words(value: m.Expr, world: World | None) -> tuple[str, str]:
    """A number worked out, in words, with what it comes to now where the world is known."""
    got = ""
    if world is not None and (beyond := _taken_beyond(value, world)) is not None:
        there, taken = (facts.number_text(n) for n in beyond)  # no number below zero
        return (f"for {words.expr(value)}, when there are only {there}: the status must say how "
                "many there are and that none would be left, worked out in the code",
                f'return say("There are only " .. n .. ", not {taken}: none would be left")')
    if world is not None:
        try:
            got = f" ({facts.number_text(facts.value(world, value))} now)"
        except facts.Unknowable:
            got = ""
    return (f"for {words.expr(value)}: the status must contain that number{got}, worked out in "
            "the code", 'return say("That is " .. string.format("%g", <the sum>))')


def question_words(ask: m.Ask, names: set[str], world: World | None = None) -> tuple[str, str]:
    """What the order asks, in words, and an example status that would answer it."""
    kind = ask.things[0].kind if ask.things else m.ANY_MONSTER
    thing = {m.ANY_ITEM: "item", m.ANY_MONSTER: "monster", m.ANYTHING: "thing"}.get(kind, kind)
    plural = words.plural(thing)
    if ask.asks == m.COUNT:
        call = f'count("{kind}")' if "count" in names else "n"
        return (f"how many {plural} there are (the status must contain the number)",
                f'return say("There are " .. {call} .. " {plural} left")')
    if ask.asks == m.DISTANCE and ask.things and ask.things[0].is_party:
        return ("how far apart the two of us are (the status must contain the number of tiles "
                "between the companion and the player)",
                'return say("You are " .. ai:distance_to(player) .. " tiles from me")')
    if ask.asks == m.WEAKNESS:
        beaten = kind if lx.is_monster(kind) else m.ANY_MONSTER
        call = f'weapon_for("{beaten}")' if "weapon_for" in names else "<the weapon's name>"
        if lx.is_item(kind) and kind != m.ANY_ITEM:
            return (f"what the {thing} defeats (the status must name the monster, or say it "
                    "defeats none)", f'return say("The {thing} defeats ...")')
        return ("what defeats it (the status must name the weapon, not only the monster)",
                f'return say("You need " .. {call})')
    if ask.asks == m.DISTANCE:
        call = f'how_far("{kind}")' if "how_far" in names else f"ai:distance_to({thing})"
        return (f"how far the {thing} is (the status must contain the number of tiles)",
                f'return say("The {thing} is " .. {call} .. " tiles away")')
    if ask.asks == m.HEALTH:
        return ("about health (the status must contain the health figure)",
                'return say("I have " .. ai.health .. " health")')
    if ask.asks == m.WHERE:
        call = f'where("{kind}")' if "where" in names else (
            f'"row " .. {thing}.position[1] .. ", column " .. {thing}.position[2]')
        return (f"where the {thing} is (the status must give its row and column, or who carries "
                "it, or say there is none)", f'return say("The {thing} is at " .. {call})')
    if ask.asks == m.VALUE and ask.value is not None:
        return _value_words(ask.value, world)
    if ask.asks == m.CHECK and ask.check is not None:
        return (f"whether {words.cond(ask.check)} (the status must say yes or no, and be right)",
                'if <the condition> then return say("Yes, ...") end return say("No, ...")')
    if ask.asks == m.WHICH_OF_US and ask.value is not None:
        return (f"which of us has {words.measure(ask)} (the status must say \"I\" or \"you\" "
                "first, and be right)", 'return say("I have more: " .. mine .. " against your " '
                '.. yours)')
    if ask.asks == m.WHICH_OF_US:
        near = "farther from" if ask.pick == m.FARTHEST else "nearer to"
        return (f"which of us is {near} the {thing} (the status must say \"I\" or \"you\" first,"
                " and be right)", 'return say("I am nearer: " .. mine .. " tiles from me, " .. '
                'yours .. " from you")')
    if ask.asks == m.WHICH:
        return ("which thing is " + (ask.pick or "nearest") + " (the status must name it)",
                'return say("The " .. <the thing>.name .. " is nearer")')
    if ask.asks in (m.CARRYING, m.HAS):
        who = "player" if ask.who == m.PLAYER else "ai"
        call = f"carrying({who})" if "carrying" in names else "names"
        return ("what is carried (the status must name the items, or say nothing)",
                f'return say("{"You carry" if who == "player" else "I carry"} " .. {call})')
    return ("a question (the status must answer it, not only acknowledge it)",
            'return say("<the answer>")')
