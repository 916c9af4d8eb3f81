"""Outcomes wished: a player who says what they want to be so, or to know, rather than what to
do. A sentence that opens with a wish (``WISH``: "I want", "I'd like", "make sure", "my goal:")
or says what a thing should come to ("the gorgon has to go") is read as what brings it about.
Read on the player's own words (``read_wish``, from ``readers_ahead.ahead``; the steps' words
are the player's, without the wish):

- a wish to know is the question put indirectly ("I'd like to know how much health you've got
  left": ``questions.read_questions``), whether X the condition X (``conditions.condition_of``);
- a monster dead or gone is a fight ("make sure the top-right bat is dead"; "..., and I want it
  done with the bow" with that weapon, refused where it cannot defeat the monster); a thing in
  the player's hands or with them is brought ("I'd like to end up holding the bow and an
  arrow"); in the companion's bag, fetched; guarded, guarded; no items left lying around, every
  one picked up; no monsters left, every one fought (the verb on the words naming the thing:
  ``errands.errand_on``); the map explored is exploring;
- the companion doing something or somewhere, wished with "I want you", "I need you" ...: the
  verb it stands for on the words after it (``verb_forms.read_on``): "I want you standing
  between me and the bat", "I want you holding the sword", "I need you next to me"; a walk on
  the way after it (``verb_forms.walked_on``): "I want you walking 3 steps left"; a place gone
  to, as the place rows read one named alone (``places.read_post``): "I want you close to the
  sword", "I want you at row 8 col 12", "be at the middle of the map when I get there"; a thing
  left where it is with the companion next to it, gone next to ("the sword should stay where it
  is, with you standing right next to it").

The companion wished in words the reader takes for an order's lead ("make sure you have the
sword", "I'd like you to have the bow") keeps its lead for ``read_wish`` (``lead_kept``); a wish
to know whether A or B is ... is the question of which; bounds of the player are the distance
rows' two bounds; a place the place rows do not read alone ("I want you at row eight col
twelve") is refused on the player's words. No wish is said again as an order and read again. What
cannot be read stays refused; a wish about the player's own place ("I want to be standing next
to the sword") is no outcome the companion brings about.
"""

from __future__ import annotations

import re
from dataclasses import replace

from agent.reading import (
    lexicon as lx,
    lexicon_duties as ldu,
    lexicon_parts as lp,
    lexicon_voices as lv,
    meaning as m,
)
from agent.reading.patterns import lazy
from agent.reading.text import gerund_verb, strip_filler

# The first words of a sentence that may state an outcome: cheap to test before any pattern.
_OPENS = (
    *"i |i'|make sure|see to it|ensure|my goal|the goal|what i want|the |no |not |be ".split("|"),
    "that ",  # "that bat could do with a proper wallop": a blow it needs
    "those ",
    f"{lx.TELL_ME[0]}, i",
)
# The wish itself, with the contraction as typed or spelt out.
_WISH = (
    r"(?:i(?: (?:really |just )?(?:want|need|would like|would love)|'d (?:like|love))"
    r"|i(?:'d| would) feel (?:a lot |much |so |way )?(?:safer|better|happier) with"
    r"|make sure(?: that)?|see to it that|ensure(?: that)?"
    r"|(?:my|the) goal(?: is)?(?: that| for| to have)?\s*:?|what i want is(?: for)?)"
)
_WISHED = lazy(rf"^\s*{_WISH}\s*", re.I)
_ME_WISH = r"i(?: (?:really |just )?(?:want|need|would like|would love)|'d (?:like|love))"
_TO_KNOW = lazy(
    rf"^(?:{lx.TELL_ME[0]},? )?{_ME_WISH} to (?:know|hear|find out|learn)\s+"
    r"(?P<q>(?:how|what|where|which|who|whether|if)\b.+)$"
)
_WHETHER_IF = lazy(r"^(?:whether|if) ")
_WHETHER_OR = lazy(r"^whether .+? or .+? (?:is|are) ")  # of two, asked as "which" is
# How a thing comes to be: "is", "to be", "ends up", "should end up" ... or nothing.
_COMES = (
    r"(?:(?:is|are|be|to be|ends up|end up|to end up"
    r"|should|must|has to|have to|needs to|need to)\s+)*"
)
# What says a state is to come about, where no wish opens the sentence ("the gorgon has to go").
_MODAL = lazy(r"\b(?:should|must|has to|have to|needs to|need to)\b")
_DEAD = (*lp.DEFEATED, *"dead|gone|dealt with|taken care of|out of the way|go|die".split("|"))
_MINE = (*(f"in my {held}" for held in lp.HANDS), "in my hand", "with me", "in my possession")
_YOURS = (*(f"in your {held}" for held in lp.HANDS), "in your hand", "with you")
_GUARDED = ("guarded", "protected", "watched over", "kept safe")
_STATE = lazy(
    rf"^(?P<wish>{_WISH} )?(?P<x>(?:the|a|an|all|every|both|{lx.NUMBER_RE}) .+?)"
    rf" (?P<comes>{_COMES})"
    rf"(?P<state>{lx.alt(_DEAD, _MINE, _YOURS, _GUARDED)})"
    r"(?P<how>,? and (?:i want )?(?:it|that|this) done with .+)?$"
)
# A blow a monster is said to need ("the big scary gorgon needs a bonk with the sword", "that bat
# could do with a good whack"): the fight with it, with the weapon said.
_BLOWN = lazy(
    rf"^(?P<x>(?:the|that|those|all the|every|both|{lx.NUMBER_RE}) .+?)"
    rf" (?:{lx.alt(lv.BLOW_NEEDED)}) an? (?:(?:{lx.alt(lv.BLOW_HOW)}) )*"
    rf"(?:{lx.alt(lv.BLOWS)})(?P<how> with .+)?$"
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
_GONE = lazy(r"^(?:to|next to|beside|by|near|close to) (?P<place>.+)$")  # where ``_doing`` goes
_STAYING = lazy(
    r"^(?P<rest>(?:right |just )?(?:where you are|here|there|where you are standing))(?: now)?$"
)
_CLEAR = lazy(r"^(?P<rest>(?:well |far |safely )?(?:clear of|away from)|far from) .+$")
# Not wished near a thing: kept away from it ("I don't want you anywhere near the gorgon").
_NOT_NEAR = lazy(r"^i (?:do not|don't|dont) want you (?:anywhere |to be |to go )?(?:near|close to)"
                 r" (?P<x>.+)$")
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
_STILL = tuple(verb for verb in ldu.STAY_VERBS if " " not in verb)
_LEFT_BY = lazy(
    r"^(?:the )?(?P<x>\w+) (?:should |must |has to |needs to |is to )?(?:be left|lie"
    rf"|{lx.alt(_STILL)}) where it (?:is|lies)\s*,? (?:with|and) you (?:standing |staying "
    r"|waiting )?(?P<how>right next to|next to|beside|by|near) it$"
)
# A wish denied or a thing said not to be so: no outcome is read from it ("make sure the bow is
# not in your bag", "I want the bat not dead"), but a question, "no bats left" and bounds are.
NEGATED = lazy(r"\b(?:not|never|nobody|nothing|neither|nor|no longer|no one)\b|n't\b")
_PLEASE = lazy(rf"[\s,]*\b(?:please|{lx.alt(lx.THANKS)})\s*$")


def lead_kept(sentence: str) -> str:
    """The sentence without its politeness (``text.strip_filler``), but with its lead where it
    wishes the companion doing something or somewhere ("make sure you have the sword", "I'd like
    you to have the bow"): ``read_wish`` reads it whole, where the lead taken for an order's
    would leave "have the sword"."""
    if (plain := _plain(sentence)) is not None and _doing(plain) is not None:
        return sentence.strip(" ,")
    return strip_filler(sentence, keep_first=True)


def read_wish(text: str, asked: bool) -> list[m.Step] | None:
    """What a sentence wishing an outcome asks for, read on the player's words: a thing come to a
    state (the verb the state asks for on the words naming the thing), the map explored, a
    question put indirectly, the companion doing something; None for any other sentence."""
    if (plain := _plain(text)) is None:
        return None
    if (known := _TO_KNOW.match(plain)) is not None:  # "I'd like to know where the sword is"
        from agent.reading.questions import read_questions  # it reads clauses with this module

        if (held := _held(known["q"])) is not None:  # "... if you have the bow": yes or no
            return [m.Ask(m.CHECK, check=held, words=known["q"])]
        if _WHETHER_IF.match(known["q"]) and not _WHETHER_OR.match(known["q"]):
            return [m.Unknown(text)]  # "... whether the bat is asleep": no condition read
        return list(read_questions(known["q"], asked)) or None  # "... whether A or B is nearer"
    negated = NEGATED.search(plain) is not None  # "I want the bat not dead": no outcome read
    said = _WISHED.sub("", text)  # a step "I want ..." is a wish dropped beside others (tidy)
    if not negated and _EXPLORED.match(plain):  # "I want the whole map explored"
        return [m.Act(m.EXPLORE, words=said)]
    for read in (_none_left, _holding, _state, _blown):
        if (not negated or read is _none_left) and (found := read(plain)) is not None:
            from agent.reading.clause import with_rest  # it reads sentences with this module
            from agent.reading.errands import errand_on

            steps = with_rest(*errand_on(*found, said), asked)
            return [replace(s, words=text) if isinstance(s, m.Unknown) else s for s in steps]
    if (doing := _read_doing(plain, said, asked)) is None:
        return None
    return [replace(s, words=text) if isinstance(s, m.Unknown) else s for s in doing]


def _read_doing(plain: str, said: str, asked: bool) -> list[m.Step] | None:
    """The companion doing something or somewhere, wished with "I want you", "I need you" ...
    (not "... you to", which the reader takes as an order's lead), or told to be somewhere by the
    time the player gets there, read on the verb it stands for (``verb_forms.read_on``), the way
    walked or the place gone to; None where that is none of them."""
    if (at := _BE_AT.match(plain)) is not None:  # "be at the middle of the map when I get there"
        return _gone_to(at["place"], said)
    if (kind := _left_by(plain)) is not None:  # "the sword should stay where it is, with you ..."
        return [m.Act(m.GO_TO, place=m.Place(thing=m.Thing(kind)), words=said)]
    if (bounded := _bounded(plain, said)) is not None:
        return bounded  # "my goal: you never closer than 3 tiles to me and never more than 6 ..."
    if (far := _NOT_NEAR.match(plain)) is not None:
        plain = f"i want you away from {far['x']}"  # "I don't want you anywhere near the gorgon"
    if NEGATED.search(plain) or (doing := _doing(plain)) is None:
        return None
    from agent.reading.verb_forms import read_on  # it reads sentences with this module

    read = read_on(doing[0], f" {doing[1]}", said, asked, alone_first=False)
    read = read or _walked(doing[0], doing[1], asked)  # "I want you walking 3 steps left"
    if read is None and doing[0] == "go" and (gone := _GONE.match(doing[1])) is not None:
        return _gone_to(gone["place"], said)  # "I want you close to the sword"
    return None if read is None else list(read)


def _walked(verb: str, way: str, asked: bool) -> tuple[m.Step, ...] | None:
    """The walk a way said after the verb's "-ing" ("I want you walking 3 steps left"), and what
    the sentence says after it ("... and then come back"); a count more than one walk takes
    refused (``verb_forms.walked_on``); None where no way opens the words."""
    from agent.reading.clause import with_rest  # it reads sentences with this module
    from agent.reading.verb_forms import walked_on

    words = way.split()
    for n in range(min(len(words), 5), 0, -1):
        if (walk := walked_on(verb, " ".join(words[:n]), refused=True)) is not None:
            return with_rest(walk[0], " ".join(words[n:]), asked)
    return None


def _bounded(plain: str, said: str) -> list[m.Step] | None:
    """The companion wished between two bounds ("you never closer than 3 tiles to me and never
    more than 6 away"): the distance kept, as the distance rows read the bounds."""
    if (you := _YOU.match(plain)) is None or not _BOUNDS.match(you["rest"]):
        return None
    from agent.reading.distances_kept import read_distance  # it reads sentences with this module

    return None if (kept := read_distance(you["rest"])) is None else [replace(kept, words=said)]


def _gone_to(place: str, said: str) -> list[m.Step]:
    """Going to a place named alone ("row 8 col 12", "the middle of the map", "the sword"), as
    the place rows read it (``places.read_post``); refused where they do not ("row eight col
    twelve", "the dragon")."""
    from agent.reading.places import read_post  # it reads sentences with this module

    at = read_post(place)
    return [m.Act(m.GO_TO, place=at, words=said) if at is not None else m.Unknown(said)]


def _plain(sentence: str) -> str | None:
    """A sentence in lower case without politeness, where it may state an outcome; else None."""
    plain = sentence.strip().rstrip(".!").lower()
    return _PLEASE.sub("", plain) if plain.startswith(_OPENS) else None


def _held(asked: str) -> m.Cond | None:
    """The condition a wish to know whether asks ("if you have the bow"), read whole."""
    from agent.reading.conditions import condition_of  # it reads sentences with this module

    if not _WHETHER_IF.match(asked) or (read := condition_of(asked.split(" ", 1)[1])) is None:
        return None
    return None if read.changing or read.seeing else read.cond


def _state(plain: str) -> tuple[str, str] | None:
    """A thing come to a state: "I want the gorgon dead", "the bow should end up with me"."""
    if (found := _STATE.match(plain)) is None:
        return None
    thing, state = found.group("x"), found.group("state")
    if not found.group("wish") and not _MODAL.search(found.group("comes")):
        return None  # "the bow is with me": said of the moment, no wish
    if not (kinds := _names_a_thing(thing)):
        return None
    monsters = kinds <= lx.MONSTER_SET
    if state in _DEAD:
        if not monsters:
            return None
        how = found.group("how")  # "..., and I want it done with the bow": with the bow
        return m.ATTACK, f"{thing} {how[how.index(' done with ') + 6 :]}" if how else thing
    if found.group("how") or monsters:
        return None
    return m.GUARD if state in _GUARDED else m.BRING if state in _MINE else m.FETCH, thing


def _blown(plain: str) -> tuple[str, str] | None:
    """A blow a monster needs: "the gorgon needs a bonk with the sword" (a fight, with it)."""
    found = _BLOWN.match(plain) if " a" in plain else None
    if found is None or not (kinds := _names_a_thing(found["x"])) or not kinds <= lx.MONSTER_SET:
        return None
    said = found["x"].split()  # "the big scary gorgon": the gorgon
    foe = f"{said[0]} {said[-1]}" if lx.NOUN_WORDS.get(said[-1]) in kinds else found["x"]
    return m.ATTACK, foe + (found["how"] or "")


def _holding(plain: str) -> tuple[str, str] | None:
    """ "I'd like to end up holding the bow and an arrow": brought to the player."""
    found = _HOLDING.match(plain)
    return None if found is None else (m.BRING, found.group("x"))


def _having(plain: str) -> tuple[str, str] | None:
    """ "I want you holding the sword", "make sure you have the bow": fetched."""
    found = _HAVING.match(plain)
    return None if found is None or not _names_a_thing(found.group("x")) else (m.FETCH, found["x"])


def _doing(plain: str) -> tuple[str, str] | None:
    """The verb of the companion doing something or somewhere, and the words it is said on: "I
    want you standing between me and the bat" (stand), "I need you next to me" (stay), "I'd like
    you well clear of the gorgon" (keep), "I want you holding the sword" (fetch)."""
    if (having := _having(plain)) is not None:
        return having
    if (found := _YOU.match(plain)) is None:
        return None
    rest = found.group("rest")
    first, _, after = rest.partition(" ")
    if first.endswith("ing") and (verb := gerund_verb(first)) is not None:
        return verb, after
    if (staying := _STAYING.match(rest)) or _CLEAR.match(rest):
        return (m.STAY, staying["rest"]) if staying else ("keep", rest)
    if rest.startswith(("between ", "right between ")):
        return "stand", rest  # "I want you between me and the gorgon"
    if (going := _GOING.match(rest)) is None:
        return None
    if going["place"] in ("me", "my side"):
        return m.STAY, rest[going.start("how") :]
    if going["how"] == "with":
        return None  # "I want you with the bow": holding it or by it, not said
    return "go", f"{'to' if going['how'] in ('at', 'in', 'on') else going['how']} {going['place']}"


def _none_left(plain: str) -> tuple[str, str] | None:
    """ "no arrows left lying around": every one picked up; "no bats left": every one fought."""
    if (found := _NONE_LEFT.match(plain)) is None:
        return None
    kind, where = lx.PLURAL.get(found.group("x")), (found.group("where") or "").strip()
    if kind is None:
        return None
    if kind in lx.MONSTER_SET:
        return None if "lying" in where or "on the" in where else (m.ATTACK, found["x"])
    return None if where in ("alive", "standing") else (m.FETCH, found["x"])


def _left_by(plain: str) -> str | None:
    """ "the sword should stay where it is, with you standing right next to it": the kind of the
    thing gone next to (and not taken)."""
    return None if (found := _LEFT_BY.match(plain)) is None else lx.SINGULAR.get(found["x"])


def _names_a_thing(words: str) -> set[str]:
    """The kinds of the game's things the words name ("the bow and an arrow": bow, arrow)."""
    return {lx.NOUN_WORDS[w] for w in re.findall(r"[a-z]+", words) if w in lx.NOUN_WORDS}
