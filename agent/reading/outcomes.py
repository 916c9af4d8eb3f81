"""Outcomes wished: a player who says what they want to be so, or to know, rather than what to
do ("I want the sword in my hands", "make sure the top-right bat is dead", "I'd like to know
where the sword is").

Each sentence that opens with a wish (``WISH``: "I want", "I'd like", "I need", "make sure",
"see to it that", "my goal:") or says what a thing should come to ("the bow should end up with
me", "the gorgon has to go") is said again as the order that brings it about, in the words the
reader already reads, and read as that order:

- a wish to know is the question: "I'd like to know X", "I need to know X", "I want to hear X"
  with X a question put indirectly ("how much health you've got left", "where the sword is",
  "whether the bow or the sword is closer to me"): "tell me X" ("is A or B closer ...?" for
  "whether A or B is ...");
- a monster dead or gone is a fight ("I want the gorgon dead", "make sure the top-right bat is
  dead", "the gorgon has to go"; "..., and I want it done with the bow" the fight with that
  weapon, which the reader refuses where it cannot defeat the monster);
- a thing in the player's hands or with them is brought ("I want the sword in my hands", "I'd
  like to end up holding the bow and an arrow"); in the companion's bag, fetched ("I'd like two
  arrows in your bag", "the arrow in the bottom left should end up in your pack");
- a thing guarded is guarded ("I want the bow guarded");
- the companion doing something is that order ("I want you standing between me and the bat",
  "I want you pacing back and forth ..."); somewhere, going there ("I need you next to me", "be
  at the middle of the map when I get there", "I want you right where you are", "I'd like you
  well clear of the gorgon"); within bounds of the player ("you never closer than 3 tiles to me
  and never more than 6 away");
- the map explored is exploring; no items left lying around, every one picked up; no monsters
  left, every one fought; a thing left where it is with the companion next to it, going next to
  it without picking it up.

What the restated order cannot read stays refused as the reader refuses it ("I want four swords
in my pack": four swords); a wish about the player's own place ("I want to be standing next to
the sword") is no outcome the companion brings about and is left as said (refused). Called from
``sequence.sentences`` on every sentence of an order; gated on the sentence's first words.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from agent.reading import lexicon as lx, lexicon_parts as lp, meaning as m
from agent.reading.patterns import lazy
from agent.reading.text import gerund_verb

# The first words of a sentence that may state an outcome: cheap to test before any pattern.
_OPENS = (
    "i ",
    "i'",
    "make sure",
    "see to it",
    "ensure",
    "my goal",
    "the goal",
    "what i want",
    "the ",
    "no ",
    "not ",
    "be ",
    f"{lx.TELL_ME[0]}, i",
)
# The wish itself, with the contraction as typed or spelt out.
_WISH = (
    r"(?:i(?: (?:really |just )?(?:want|need|would like|would love)|'d (?:like|love))"
    r"|make sure(?: that)?|see to it that|ensure(?: that)?"
    r"|(?:my|the) goal(?: is)?(?: that| for| to have)?\s*:?|what i want is(?: for)?)"
)
_ME_WISH = r"i(?: (?:really |just )?(?:want|need|would like|would love)|'d (?:like|love))"
_TO_KNOW = lazy(
    rf"^(?:{lx.TELL_ME[0]},? )?{_ME_WISH} to (?:know|hear|find out|learn)\s+"
    r"(?P<q>(?:how|what|where|which|who|whether|if)\b.+)$"
)
_WHETHER_IF = lazy(r"^whether ")
_WHETHER = lazy(r"^(?:whether|if) (?P<subject>.+?) (?P<verb>is|are) (?P<rest>.+)$")
# How a thing comes to be: "is", "to be", "ends up", "should end up" ... or nothing.
_COMES = (
    r"(?:(?:is|are|be|to be|ends up|end up|to end up"
    r"|should|must|has to|have to|needs to|need to)\s+)*"
)
# What says a state is to come about, where no wish opens the sentence ("the gorgon has to go").
_MODAL = lazy(r"\b(?:should|must|has to|have to|needs to|need to)\b")
_DEAD = (
    "dead",
    "killed",
    "gone",
    "defeated",
    "slain",
    "destroyed",
    "dealt with",
    "taken care of",
    "taken out",
    "finished off",
    "out of the way",
    "go",
    "die",
)
_MINE = (*(f"in my {held}" for held in lp.HANDS), "in my hand", "with me", "in my possession")
_YOURS = (*(f"in your {held}" for held in lp.HANDS), "in your hand", "with you")
_GUARDED = ("guarded", "protected", "watched over", "kept safe")
_STATE = lazy(
    rf"^(?P<wish>{_WISH} )?(?P<x>(?:the|a|an|all|every|both|{lx.NUMBER_RE}) .+?)"
    rf" (?P<comes>{_COMES})"
    rf"(?P<state>{lx.alt(_DEAD, _MINE, _YOURS, _GUARDED)})"
    r"(?P<how>,? and (?:i want )?(?:it|that|this) done with .+)?$"
)
_HOLDING = lazy(rf"^{_ME_WISH} to (?:end up |be )?(?:holding|carrying|with) (?P<x>.+)$")
_YOU = lazy(
    rf"^{_WISH} you(?: are|'re| to be| be| end up| to end up)? (?P<rest>(?!to |at least"
    r" |at most ).+)$"
)
# The companion having a thing: "I want you holding the sword", "make sure you have the bow".
_HAVING = lazy(
    rf"^{_WISH} you(?:'ve got| have got| to have| have| to be holding| to be carrying"
    r"| holding| carrying| to end up with| end up with) (?P<x>(?!me\b|you\b).+)$"
)
_GOING = lazy(
    r"^(?:right |just |close |somewhere )?(?P<how>next to|beside|by|near|close to|with|at"
    r"|in|on) (?P<place>.+)$"
)
_STAYING = lazy(
    r"^(?P<rest>(?:right |just )?(?:where you are|here|there|where you are standing))(?: now)?$"
)
_CLEAR = lazy(r"^(?P<rest>(?:well |far |safely )?(?:clear of|away from) .+)$")
_BOUNDS = lazy(
    rf"^(?:never|no) (?P<closer>{lx.alt(lx.NEARER)}) than (?P<least>.+?) and (?:never|no)"
    rf" (?P<most>(?:more|{lx.alt(lx.FARTHER)}) than .+)$"
)
_EXPLORED = lazy(
    rf"^(?:{_WISH} )?(?:as much of the {lx.alt(lx.DUNGEON_WORDS)} (?:as possible )?|the (?:whole"
    rf" |entire )?{lx.alt(lx.DUNGEON_WORDS)} )(?:to be |is |be )?explored(?: as (?:you can"
    r"|possible)(?: manage)?)?$"
)
_NONE_LEFT = lazy(
    rf"^(?:{_WISH} )?no (?P<x>\w+) (?:are |is )?left(?P<where> (?:lying )?"
    r"(?:around|about|on the (?:ground|floor))| lying around| alive| standing)?$"
)
_BE_AT = lazy(
    r"^be (?P<how>at|in|next to|by) (?P<place>.+?)(?: (?:when|by the time|before) i "
    rf"{lx.alt(lp.REACHES)}(?: there| here)?)?$"
)
# Verbs of a thing kept where it lies ("the sword should stay where it is"): one word of staying.
_STILL = tuple(verb for verb in lx.STAY_VERBS if " " not in verb)
_LEFT_BY = lazy(
    r"^(?:the )?(?P<x>\w+) (?:should |must |has to |needs to |is to )?(?:be left|lie"
    rf"|{lx.alt(_STILL)}) where it (?:is|lies)\s*,? (?:with|and) you (?:standing |staying "
    r"|waiting )?(?P<how>right next to|next to|beside|by|near) it$"
)
# A wish denied or a thing said not to be so: no outcome is read from it ("make sure the bow is
# not in your bag", "I want the bat not dead"), but a question, "no bats left" and bounds are.
NEGATED = lazy(r"\b(?:not|never|nobody|nothing|neither|nor|no longer|no one)\b|n't\b")
_PLEASE = lazy(rf"[\s,]*\b(?:please|{lx.alt(lx.THANKS)})\s*$")
_PICKED_SIDE = lazy(r"\bthe (?P<side>(?:top|bottom)[- ](?:left|right)) (?P<x>\w+)")


def wished(said: list[str]) -> list[str]:
    """The sentences, each wish among them said as the order that brings it about."""
    out: list[str] = []
    for sentence in said:
        plain = sentence.strip().rstrip(".!").lower()
        if not plain.startswith(_OPENS):
            out.append(sentence)
            continue
        plain = _PLEASE.sub("", plain)
        order = _as_order(plain)
        if (
            order is None
            and out
            and plain in ("not moving", "no moving")
            and out[-1].startswith(f"{m.STAY} ")
        ):
            continue  # "I want you right where you are. Not moving.": said again
        out.append(sentence if order is None else order)
    return out


def _as_order(plain: str) -> str | None:
    negated = NEGATED.search(plain) is not None  # "I want the bat not dead": no outcome read
    for read in _READERS:
        if negated and read not in _SAID_WITH_NO:
            continue
        if (order := read(plain)) is not None:
            return order
    return None


def _to_know(plain: str) -> str | None:
    """ "I'd like to know where the sword is": "tell me where the sword is"."""
    if (found := _TO_KNOW.match(plain)) is None:
        return None
    asked = found.group("q")
    if (whether := _WHETHER.match(asked)) is not None and " or " in whether.group("subject"):
        return f"{whether['verb']} {whether['subject']} {whether['rest']}?"
    return f"{lx.TELL_ME[0]} {_WHETHER_IF.sub('if ', asked)}"


def _state(plain: str) -> str | None:
    """A thing come to a state: "I want the gorgon dead", "the bow should end up with me"."""
    if (found := _STATE.match(plain)) is None:
        return None
    thing, state = _sided(found.group("x")), found.group("state")
    if not found.group("wish") and not _MODAL.search(found.group("comes")):
        return None  # "the bow is with me": said of the moment, no wish
    if not (kinds := _names_a_thing(thing)):
        return None
    monsters = kinds <= lx.MONSTER_SET
    if state in _DEAD:
        if not monsters:
            return None
        how = found.group("how")
        weapon = f" with {how.split(' done with ', 1)[1]}" if how else ""
        return f"{m.ATTACK} {thing}{weapon}"
    if found.group("how") or monsters:
        return None
    if state in _GUARDED:
        return f"guard {thing}"
    return f"bring me {thing}" if state in _MINE else f"{m.FETCH} {thing}"


def _holding(plain: str) -> str | None:
    """ "I'd like to end up holding the bow and an arrow": brought to the player."""
    found = _HOLDING.match(plain)
    return None if found is None else f"bring me {found.group('x')}"


def _you(plain: str) -> str | None:
    """The companion doing something or somewhere: "I want you standing between me and the
    bat", "I need you next to me", "I'd like you well clear of the gorgon"."""
    if (having := _HAVING.match(plain)) is not None and _names_a_thing(having.group("x")):
        return f"{m.FETCH} {_sided(having.group('x'))}"
    if (found := _YOU.match(plain)) is None:
        return None
    rest = found.group("rest")
    first, _, after = rest.partition(" ")
    if first.endswith("ing") and (verb := gerund_verb(first)) is not None:
        return f"{verb} {_sided(after)}".strip()
    if (staying := _STAYING.match(rest)) is not None:
        return f"{m.STAY} {staying.group('rest')}"
    if (clear := _CLEAR.match(rest)) is not None:
        return f"keep {clear.group('rest')}"
    if (going := _GOING.match(rest)) is not None:
        place = going.group("place")
        if place in ("me", "my side"):
            return f"{m.STAY} {going.group('how')} {place}"
        if going.group("how") == "with":
            return None  # "I want you with the bow": holding it or by it, not said
        return f"go {'to' if going.group('how') in ('at', 'in', 'on') else going['how']} {place}"
    return None


def _bounded(plain: str) -> str | None:
    """ "my goal: you never closer than 3 tiles to me and never more than 6 away"."""
    if (found := _YOU.match(plain)) is None or (
        bounds := _BOUNDS.match(found.group("rest"))
    ) is None:
        return None
    return f"{m.STAY} no {bounds['closer']} than {bounds['least']} and no {bounds['most']}"


def _explored(plain: str) -> str | None:
    return str(m.EXPLORE) if _EXPLORED.match(plain) else None


def _none_left(plain: str) -> str | None:
    """ "no arrows left lying around": every one picked up; "no bats left": every one fought."""
    if (found := _NONE_LEFT.match(plain)) is None:
        return None
    kind, where = lx.PLURAL.get(found.group("x")), (found.group("where") or "").strip()
    if kind is None:
        return None
    if kind in lx.MONSTER_SET:
        return None if "lying" in where or "on the" in where else f"{m.ATTACK} every {kind}"
    return None if where in ("alive", "standing") else f"{m.FETCH} every {kind}"


def _be_at(plain: str) -> str | None:
    """ "be at the middle of the map when I get there": going there now."""
    if (found := _BE_AT.match(plain)) is None:
        return None
    how = found.group("how")
    return f"go {'to' if how in ('at', 'in') else how} {found.group('place')}"


def _left_by(plain: str) -> str | None:
    """ "the sword should stay where it is, with you standing right next to it"."""
    if (found := _LEFT_BY.match(plain)) is None or found.group("x") not in lx.SINGULAR:
        return None
    return f"go {found.group('how')} the {found.group('x')} without touching it"


def _names_a_thing(words: str) -> set[str]:
    """The kinds of the game's things the words name ("the bow and an arrow": bow, arrow)."""
    return {lx.NOUN_WORDS[w] for w in re.findall(r"[a-z]+", words) if w in lx.NOUN_WORDS}


def _sided(thing: str) -> str:
    """ "the top-right bat" as "the bat in the top right", the way the reader reads a corner's
    pick."""
    return _PICKED_SIDE.sub(lambda f: f"the {f['x']} in the {f['side'].replace('-', ' ')}", thing)


_READERS: tuple[Callable[[str], str | None], ...] = (
    _to_know,
    _bounded,
    _explored,
    _none_left,
    _left_by,
    _holding,
    _you,
    _be_at,
    _state,
)
_SAID_WITH_NO = (_to_know, _none_left, _bounded)
