"""A learner's English and a gamer's jargon made regular once, before an order is read
(``regular``, called by ``spelling.mend`` after slips are mended): "near of the bow", "wait me
there", "two time", "minimum five tile", "you stay here", "if no, ...", "go in corner down-left",
"..., after go", "kill for me one bat", "go until the bow"; "camp the bow" a guard, "go mid" the
middle, "on me" a follow. Each form is looked for only where its words are."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from agent.reading import (
    lexicon as lx,
    lexicon_closers as lcl,
    lexicon_duties as ldu,
    lexicon_idioms as li,
    lexicon_parts as lp,
    lexicon_staying as lstay,
    lexicon_typed as lt,
    meaning as m,
)
from agent.reading.patterns import lazy, together
from agent.reading.text import gerund_verb, gerunds_as_verbs, words_in
from game.world import ITEM_NAMES, MONSTER_KINDS

# -- a learner's English and a gamer's jargon, made regular ---------------------------------------

# A word as the forms' gates see one (in ASCII text).
_TOKEN = lazy(r"[\w']+")

# A learner's forms with no word of the lexicon's classes (lt.LEARNER_PHRASES holds the others):
# "near of the bow", "far of the gorgon", "every time when I walk away", "three steps to right".
_PLAIN = {"near of": "near", "close of": "close to", "far of": "far from",
          "before to": "before you", "on floor": "on the floor", "far away of": "far away from",
          "every time when": "every time", "each time when": "each time",
          "always when": "whenever", "away of": "away from", "next of": "next to",
          **{f"{unit}{s} to {side}": f"{unit}{s} to the {side}" for unit in
             ("step", "tile", "square", "pace") for s in ("", "s") for side in ("left", "right")}}
# A learner's bound before a number ("minimum five tile"), and units left singular after one.
_BOUNDS = {"minimum": "at least", "maximum": "at most"}
_UNITS = ("time", "turn", "tile", "step", "square", "space", "move", "pace", "tick", "round")
_PICKS = (*lx.NEAREST, *lx.FARTHEST)  # "grab an arrow, the nearest one": the nearest arrow
_SEVERAL = ("many", "several", "few")  # before a unit, as a number is ("many time")
# A learner's side of a corner ("go in corner down-left": the bottom left corner).
_SIDES = {"up": "top", "down": "bottom", "top": "top", "bottom": "bottom", "upper": "top",
          "lower": "bottom"}
# A gamer's words made plain: "peel for me vs the gorgon" (from it), "go mid" (the middle).
_GAMER = {"me vs": "me from", "me versus": "me from", "us vs": "us from", "us versus": "us from"}
_GAMER_PLACES = {"mid": "to the middle"}
# A repetition said without its number, after a patrol: what a patrol does anyway ("go and come
# between the bow and this place, many time").
_OVER_AND_OVER = ("many times", "lots of times", "a lot of times", "over and over",
                  "over and over again", "again and again", "repeatedly",
                  "again and again and again", "over and over and over")
# Verbs said of the companion as it is after "you" ("you carry the bow", "you wander off", "you
# start at the top"), which open no order as a learner's "you stay here" does.
_SAID_OF_YOU = frozenset(("carry", "hold", "back", "at", "close", "round", "turn", "start",
                          "begin", "make", "keep", "report", "name", "list", "count", "describe",
                          "position", "place", "support", "save", "cover", "clear", "lead", "show",
                          "check", "pass", "hang", "fall", "watch", "step", *lx.SAY_VERBS)) | (
    # "you wander off": a verb of exploring alone, not "explore" itself nor one of another errand
    {phrase.split()[0] for phrase in ldu.EXPLORE_VERBS[1:]} - {
        phrase.split()[0] for phrases, action in lx.VERBS if action != m.EXPLORE
        for phrase in phrases} - {ldu.EXPLORE_VERBS[0]})
# A learner's verb with "you" for "yourself" before where ("stand you between me and the gorgon",
# "keep you far of the gorgon").
_YOURSELF = frozenset((*{phrase.split()[0] for phrase in ldu.STAY_VERBS}, *lp.MOVE_VERBS, "keep"))
_PLACED = ("far", "near", "close", "away", "between", "next", "behind", "beside", "by", "here",
           "there", "in", "at", "on")
# The words a condition opens with ("if", "whenever", "every time"), and the last words of one
# said with no comma before a learner's step ("if you have the bow you kill one bat").
_COND_OPENS = tuple(lead for lead, kind in lx.LEADS.items() if kind in ("if", "when", "whenever"))
# A step's end said as a condition ("once that's done, ..."), which joins steps.
_DONE = r"(?:that(?:'s|\s+is)|you(?:'re|\s+are|'ve|\s+have))?\s*(?:done|finished)\b"
# The duties that go on until the next order ("stay here", "follow me", "guard the bow").
_DUTIES = (*ldu.STAY_VERBS, *ldu.FOLLOW_VERBS, *ldu.GUARD_VERBS, *ldu.EXPLORE_VERBS,
           *ldu.PATROL_VERBS, *ldu.PROTECT_VERBS, *lx.KEEP_AWAY_VERBS)
_COND_LAST = ("it", "them", "here", "there", "away", "back", "near", "close", "dead", "hurt")


def regular(text: str) -> str:
    """A learner's forms of English and a gamer's jargon said as the reader reads them, once:
    "wait me there" -> "wait for me there", "near of the bow" -> "near the bow", "two time" ->
    "two times", "minimum five tile" -> "at least five tiles", "you stay here" -> "stay here",
    "stand you between me and the gorgon" -> "stand between ...", "if no, ..." -> "if not, ...",
    "go in corner down-left" -> "go in the bottom left corner", "..., after go" -> "..., then
    go", "kill for me one bat" -> "kill one bat"; "camp the bow" -> "guard the bow", "go mid" ->
    "go to the middle", "peel for me vs the gorgon" -> "... from the gorgon"."""
    return _regular(text, 0)


def _regular(text: str, first: int) -> str:
    """``text`` made regular by the forms from the one numbered ``first`` on, in order, each
    looked for only where its words are (most orders have none of them)."""
    words = words_in(text.lower())
    keyed, gates = _gates()
    for at in sorted({form for word in keyed.keys() & words for form in keyed[word]}):
        for need in gates[at] if at >= first else ():  # a loop: any() of a generator, slower
            if need <= words:  # the words of one of its phrases: the form is tried
                _, pattern, said = _forms()[at]
                if (made := pattern.sub(said, text)) != text:
                    return _regular(made, at + 1)  # the forms after it, in the words it made
                break
    return text


@lru_cache(maxsize=1)
def _gates() -> tuple[dict[str, tuple[int, ...]], tuple[tuple[frozenset[str], ...], ...]]:
    """For each form, the words each phrase of its gate needs ("wait me": "wait" and "me"; an
    order needs those of one phrase); and by the longest word of each phrase, the forms it
    opens (most orders have none of them: one look at the order's words)."""
    gates = tuple(tuple(frozenset(_TOKEN.findall(phrase)) for phrase in gate)
                  for gate, _, _ in _forms())
    keyed: dict[str, tuple[int, ...]] = {}
    for at, needs in enumerate(gates):
        for word in {max(need, key=len) for need in needs}:
            keyed[word] = (*keyed.get(word, ()), at)
    return keyed, gates


def _said_as(table: dict[str, str]) -> Callable[[re.Match[str]], str]:
    return lambda found: table[" ".join(found.group(0).lower().split())]


def _phrases(table: dict[str, str] | tuple[str, ...]) -> str:
    return lx.alt(tuple(table), gap=r"\s+")


_ORDER_VERBS = lx.ACTION_VERBS - _SAID_OF_YOU
_LAST_OF_COND = frozenset((*lx.NOUN_WORDS, *_COND_LAST))
# Where a step may open: the start, after a mark, after a word that joins steps.
_OPENS = r"(?P<lead>^\s*|[,.;:!?]\s*|\b(?:then|otherwise|else)\s+)"
_VERB_NEXT = r"(?=(?P<verb>[A-Za-z]+)\b)"
_NUMBER_UNIT = rf"\b(?P<n>[A-Za-z0-9]+)\s+(?P<unit>{lx.alt(_UNITS)})(?![\w'-])"
# The game's things by name, not "everything" or "stuff" ("search the sword": for it).
_CONCRETE = (*MONSTER_KINDS, *ITEM_NAMES)
# A verb of looking said of a thing without its "for" ("search the sword", "look the bow").
_SEEK = tuple(phrase.split()[0] for phrase in lx.LOCATE_VERBS
              if phrase.endswith(" for") and phrase.split()[0] in ldu.EXPLORE_VERBS)
# A learner's "more near", "the more near bat": nearer, the nearest bat.
_MORE = {"near": (lx.NEARER[0], lx.NEAREST[0]), "close": (lx.NEARER[1], lx.NEAREST[1]),
         "far": (lx.FARTHER[0], lx.FARTHEST[0])}
# What a learner goes to do ("go to kill the bat": go and kill it).
_GO_TO_DO = lx.alt(tuple({phrase.split()[0] for phrase in (*lx.ATTACK_VERBS, *lx.FETCH_VERBS,
                                                            *lx.BRING_VERBS)} - {"go"}))
# The verbs a learner puts "for me" after ("kill for me one bat", "get for me the bow").
_ERRAND_VERBS = lx.alt(lx.ATTACK_VERBS, lx.FETCH_VERBS, lx.BRING_VERBS)
_Form = tuple[tuple[str, ...], re.Pattern[str], str | Callable[[re.Match[str]], str]]


def _plural_unit(found: re.Match[str]) -> str:
    """ "two time": two times; not "one time", "no time", "a 5 tile radius" (a unit before a
    noun)."""
    said = found.group("n").lower()
    before = found.string[:found.start()].lower().split()[-1:]
    if before in (["a"], ["an"]) and said not in _SEVERAL or (
            said not in _SEVERAL and (lx.number(said) or 0) < 2):
        return found.group(0)
    return f"{found.group('n')} {found.group('unit')}s"


def _corner(found: re.Match[str]) -> str:
    side = _SIDES[found.group("side").lower()]
    return f"the {side} {found.group('way').lower()} corner"


def _for_me(found: re.Match[str]) -> str:
    """ "get for me the bow": get me the bow (brought); "kill for me one bat": kill one bat."""
    verb = found.group("verb")
    return f"{verb} me " if verb.lower() in (*lx.FETCH_VERBS, *lx.BRING_VERBS) else f"{verb} "


def _ordered(said: str) -> Callable[[re.Match[str]], str]:
    """``said`` where the word after the match opens an order, the match as it was else."""
    return lambda found: (found.expand(said) if found.group("verb").lower() in _ORDER_VERBS
                          else found.group(0))


def _under_way(found: re.Match[str]) -> str:
    """The duty whose "-ing" the match says after "you are" ("riding": "ride"), opening the
    step; the match as it was for any other verb ("you are carrying the bow")."""
    ing = found.group("ing").lower()[:-3]
    for lemma in (ing + "e", ing, ing[:-1] if ing[-1:] == ing[-2:-1] else ""):
        if lemma in ldu.UNDER_WAY:
            return found.group("lead") + ldu.UNDER_WAY[lemma]
    return found.group(0)


def _and_when(found: re.Match[str]) -> str:
    """ "stay here, when I go away, follow me": a duty's step, and the condition after it."""
    if _DUTY.match(found.group("step")) is None:
        return found.group(0)
    return found.group("duty") + ", and "


_DUTY = lazy(rf"(?:please\s+)?{lx.alt(_DUTIES)}\b", re.I)


# What the walk there is asked of ("which arrow is easiest to get to?", "is the bow quickest to
# reach?"), in the sentence before it.
_ASKED_BEFORE = lazy(r"(?:\b(?:which|what)\b|(?:^|[.!?;]\s*)(?:is|are)\s)[^.!?;]*$", re.I)


def _asked_of(found: re.Match[str]) -> bool:
    """Whether the words found are asked about: the walk there is no question the reader can
    put, so they stay as said (a request put as a question is no question of it: "could you get
    the arrow that's easiest to get to?")."""
    return bool(_ASKED_BEFORE.search(found.string, 0, found.start()))


def _easiest(whole: str) -> tuple[_Form, _Form]:
    """ "the arrow that's easiest to get to", "the quickest arrow to reach": the nearest."""
    return (
        (lx.EASIEST_REACHED, re.compile(whole.format(_phrases(lx.EASIEST_REACHED)), re.I),
         lambda found: found[0] if _asked_of(found) else lx.NEAREST[0]),
        (lx.EASIEST, re.compile(rf"\b{lx.alt(lx.EASIEST)}\s+(?P<kind>{lx.noun_pattern()})\s+to\s+"
                                rf"{lx.alt(lx.REACHED)}\b", re.I),
         lambda found: found[0] if _asked_of(found) else f"{lx.NEAREST[0]} {found['kind']}"),
    )


def _plainer() -> tuple[_Form, ...]:
    """ "the arrow what is near to you": "what" for "that" after a thing; "stay here and not
    move", "Not stay so near": "not" before a verb, "don't"; "4 tiles far from me": away."""
    return (
        (("what",), re.compile(rf"\b(?P<noun>{lx.noun_pattern()})\s+what\s+(?=(?:is|are|lies|"
                               r"lie|you|i)\b)", re.I), r"\g<noun> that "),
        (("not",), re.compile(rf"(?P<lead>^\s*|[.!?;,]\s*|\b(?:and|but)\s+)not\s+(?=(?:"
                              rf"{lx.alt(tuple(_ORDER_VERBS))})\b)", re.I), r"\g<lead>don't "),
        (("far", "from"), re.compile(rf"\b(?P<n>{lx.NUMBER_RE}\s+(?:{lx.alt(_UNITS)})s?)\s+far\s+"
                                     r"(?=from\b)", re.I), r"\g<n> away "),
    )


def _after_cond(found: re.Match[str]) -> str:
    """ "if you have the bow you kill one bat": a comma for "you" between condition and step."""
    if found.group("last").lower() in _LAST_OF_COND and (
            found.group("verb").lower() in _ORDER_VERBS):
        return found.group("cond") + ", "
    return found.group(0)


@together
def _forms() -> tuple[_Form, ...]:
    """Each form, the words it needs, and what it is said as, in the order they are made
    regular."""
    sides = lx.alt(tuple(_SIDES))
    thing = (rf"(?=(?:(?:the|that|this|my|your|an?|one|{lx.NUMBER_RE})\s+)?"
             rf"(?:{lx.noun_pattern()})\b)")
    whole = r"(?<![\w'-]){}(?![\w'-])"
    return (
        (tuple(lt.LEARNER_PHRASES), re.compile(whole.format(_phrases(lt.LEARNER_PHRASES)), re.I),
         _said_as(lt.LEARNER_PHRASES)),
        (tuple(_PLAIN), re.compile(whole.format(_phrases(_PLAIN)), re.I), _said_as(_PLAIN)),
        *_easiest(whole), _rested(), _to_my_spot(), _another(), *_plainer(),
        (_UNITS, re.compile(_NUMBER_UNIT, re.I), _plural_unit),
        (tuple(_GAMER), re.compile(whole.format(_phrases(_GAMER)), re.I), _said_as(_GAMER)),
        (tuple(_GAMER_PLACES), re.compile(rf"\b(?P<verb>{lx.alt(lp.MOVE_VERBS)})\s+"
                                          rf"{lx.alt(tuple(_GAMER_PLACES))}(?![\w'-])", re.I),
         lambda found: f"{found.group('verb')} "
                       f"{_GAMER_PLACES[found.group(0).split()[-1].lower()]}"),
        (tuple(lt.ON_A_THING_JARGON), re.compile(
            rf"\b{_phrases(lt.ON_A_THING_JARGON)}\s+{thing}", re.I),
         lambda found: lt.ON_A_THING_JARGON[" ".join(found.group(0).lower().split())] + " "),
        # "patrol between the bow and here, many times": what a patrol does
        (_OVER_AND_OVER, re.compile(rf"(?P<patrol>\b{lx.alt(ldu.PATROL_VERBS)}\b[^.;!?]*?)\s*,?"
                                    rf"\s+{_phrases(_OVER_AND_OVER)}(?=\s*(?:[.!;]|$))", re.I),
         r"\g<patrol>"),
        (li.SHUTTLED, re.compile(
            rf"(?:\b{lx.alt(li.PACING)}\s+(?:the\s+{lx.alt(lx.AREA_WORDS)}\s+)?)?\bfrom\s+"
            r"(?P<a>[^.;!?]+?)\s+(?:over\s+)?to\s+(?P<b>[^.;!?]+?)\s*,?\s+(?:and\s+back\s*,?\s+)?"
            rf"{_phrases(li.SHUTTLED)}(?=\s*(?:[.!;,]|$|\s+(?:till|until)\b))", re.I),
         lambda found: f"{ldu.PATROL_VERBS[0]} between {found['a']} and {found['b']}"),
        (tuple(f"{pick} one" for pick in _PICKS), re.compile(
            rf"\b(?:an?|one|the)\s+(?P<kind>{lx.noun_pattern(plurals=False)})\s*,\s*the\s+(?P<which>"
            rf"{lx.alt(_PICKS)})\s+one\b(?:\s*,(?=\s*and\b))?", re.I), r"the \g<which> \g<kind>"),
        # "if no, bring me the bow": if not (not "if no bats are left")
        (("if no",), re.compile(r"\bif\s+no\b(?=\s*(?:[,.;:!?]|$|then\b))", re.I), "if not"),
        (tuple(_BOUNDS), re.compile(rf"\b{lx.alt(tuple(_BOUNDS))}\s+(?={lx.NUMBER_RE}\b)", re.I),
         lambda found: _BOUNDS[found.group(0).split()[0].lower()] + " "),
        # "stay at least 5 off it": a bound's number with no unit, before "off" or "away", tiles
        (("at least", "at most"), re.compile(rf"\b(?P<n>at\s+(?:least|most)\s+{lx.NUMBER_RE})"
                                             r"\s+(?=(?:off|away)\b)", re.I), r"\g<n> tiles "),
        # "stay close, within 2": within 2 tiles, the staying close said by it
        (("within",), re.compile(rf"\b(?P<kept>{lx.alt(lstay.KEEP_FROM)})(?:\s+close)?\s*,?\s*"
                                 rf"within\s+(?P<n>{lx.NUMBER_RE})(?P<u>\s+(?:tile|step|square|space|pace)s?)?"
                                 r"(?=\s*(?:[.!;,]|$|of\b))", re.I),
         lambda found: f"{found['kept']} within {found['n']}{found['u'] or ' tiles'}"),
        *_corners(sides),
        *_misplaced(),
        *_yous(),
        # "stay here, when I go away, follow me": the duty, and when ... (as "and when" reads)
        (tuple(f", {lead}" for lead in _COND_OPENS), re.compile(
            r"(?P<duty>(?:^|[.;:!?])\s*(?P<step>[^,.;:!?]+)),\s+"
            rf"(?={lx.alt(_COND_OPENS)}\s+(?!{_DONE})[^,.;:!?]+,\s*\w)", re.I), _and_when),
        (("for me",), re.compile(rf"\b(?P<verb>{_ERRAND_VERBS})\s+for\s+me\s+{thing}", re.I),
         _for_me),
        # "start by picking up two arrows, then come back": the first step said as a gerund
        (lcl.START_BY, re.compile(rf"{_OPENS}{lx.alt(lcl.START_BY)}\s+(?P<ing>[a-z]+ing)\b"
                                  r"(?P<rest>[^.;!?]*)", re.I), _started),
        *_by_the_way(),
    )


def _rested() -> _Form:
    """ "take a five-turn breather": a wait of five turns, as "take a break for five turns"."""
    return (("turn",), re.compile(
        rf"\b{lx.alt(li.RESTS_TAKEN)}\s+an?\s+(?:{lx.alt(li.RESTS_HOW)}\s+)?"
        rf"(?P<n>{lx.NUMBER_RE})(?:\s*-\s*|\s+)turns?\s+{lx.alt(li.RESTS)}\b", re.I),
        lambda found: li.RESTED.format(n=found["n"]))


_WALKED = ("step", "tile", "square", "space", "pace")  # a walk's units ("another 2 turns" waits)


def _another() -> _Form:
    """ "take another two steps down": two more steps, as "take two more steps down"."""
    return (("another",), re.compile(
        rf"\banother\s+(?P<n>{lx.NUMBER_RE})\s+(?=(?:{lx.alt(_WALKED)})s?\b)", re.I),
        r"\g<n> more ")


def _to_my_spot() -> _Form:
    """ "hand it to me at the belay": to me, wherever the player is (li.TO_MY_SPOT)."""
    return (li.TO_MY_SPOT, re.compile(
        r"\b(?P<me>(?:to|beside)\s+me)\s+at\s+the\s+(?P<spot>[a-z]+(?:\s+[a-z]+)?)"
        r"(?=\s*(?:[.;,!?]|$))", re.I), _my_spot)


def _my_spot(found: re.Match[str]) -> str:
    spot = found["spot"].lower().split()
    kept = _GAME_WORDS.intersection(spot) or li.SPOT_KEPT.intersection(spot)
    return found.group(0) if kept else found["me"]


_GAME_WORDS = frozenset((*lx.NOUN_WORDS, *li.PLACE_WORDS, *lx.GROUND_WORDS, *lx.PLACES))


def _started(found: re.Match[str]) -> str:
    """The first step said as a gerund ("start by getting the bow and bringing it"), as verbs."""
    if (verb := gerund_verb(found["ing"].lower())) is None:
        return found.group(0)
    return f"{found['lead']}{verb}{gerunds_as_verbs(found['rest'])}"


def _by_the_way() -> tuple[_Form, ...]:
    """ "btw" (lt.SHORTHAND: "by the way") between two things is "between" ("stand btw me and
    the gorgon"); else, inside a sentence, an aside ("get the bow btw the sword too": "get the
    bow, the sword too"), never "between"."""
    two = r"(?:me|you|us|it|them|here|there|(?:the|an?|that|this)\s+\w+)\s+and\b"
    return (
        (("by the way",), re.compile(rf"\bby\s+the\s+way\s+(?={two})", re.I), "between "),
        (("by the way",), re.compile(r"(?<=\w)\s*,?\s+by\s+the\s+way\s*,?\s+"
                                     r"(?!(?:you|we|i|they|he|she)\b)(?=\w)", re.I), ", "),
    )


def _corners(sides: str) -> tuple[_Form, ...]:
    """ "go in corner down-left", "the corner of up right", "the down-left corner"."""
    return (
        (("corner",), re.compile(rf"\b(?:the\s+)?corner\s+(?:of\s+)?(?:the\s+)?(?P<side>{sides})"
                                 r"[\s-]*(?P<way>left|right)\b", re.I), _corner),
        (("corner",), re.compile(r"\b(?:the\s+)?corner\s+(?:of\s+)?(?:the\s+)?(?P<way>left|right)"
                                 rf"[\s-]*(?P<side>{sides})\b", re.I), _corner),
        (("corner",), re.compile(r"\b(?:the\s+)?(?P<side>up|down)[\s-]+(?P<way>left|right)\s+"
                                 r"corner\b", re.I), _corner),
    )


_ASKED = ("you have", "you can", "you are", "you carry")


def _asked(found: re.Match[str]) -> str:
    """ "you have the sword?": do you have the sword?; "you can get it?": can you get it?"""
    verb = found.group("verb").lower()
    if verb in ("can", "are"):
        return f"{verb} you{found.group('rest')}"
    return f"do you {verb}{found.group('rest')}"


def _compared(found: re.Match[str]) -> str:
    """ "more near": nearer; "the more near bat", "the bat more near": the nearest bat."""
    than, most = _MORE[found.group("how").lower()]
    the, what = found.group("the"), found.group("what")
    compared = found.string[found.end():].lstrip().lower().startswith("than")
    if the is None or compared:  # "the bow is more near than the sword": nearer
        return " ".join(word for word in (the, what, than) if word)
    return " ".join(word for word in (the, most, what) if word)


# The named places a learner's "until" may go to: a corner, the middle (not a side alone: "go
# until right next to it").
_TILL_PLACES = tuple(place for place in lx.PLACES if " " in place or place == "middle")


def _misplaced() -> tuple[_Form, ...]:
    """A learner's words in another tongue's place: "give me please the bow" (please), "go until
    the bow" (to it), "bring it at me" (to me), "search the sword" (for it), "go to kill the bat"
    (go and kill)."""
    thing = rf"(?=(?:(?:the|that|this|my|your|an?|one)\s+)?(?:{lx.noun_pattern(_CONCRETE)})\b)"
    # a place for "until" too: "go till row 4 column 12", "walk until the bottom left corner"
    place = rf"(?=row\s+\d|(?:the\s+)?{lx.alt(_TILL_PLACES)}\b)"
    return (
        (("please",), re.compile(r"\b(?P<before>\w+)\s+please\s+(?=(?:the|an?|my|your|one|two"
                                 r"|three)\b)", re.I),
         lambda found: found.group(0) if found.group("before").lower() in lx.SAY_VERBS
         else found.group("before") + " "),
        (("until", "till"), re.compile(rf"\b(?P<verb>{lx.alt(lp.MOVE_VERBS)})\s+(?:until|till)\s+"
                                       rf"(?:{thing}|{place})", re.I), r"\g<verb> to "),
        (("at me",), re.compile(rf"\b(?P<verb>{lx.alt(lx.BRING_VERBS)})\s+(?P<it>it|them)\s+at\s+me"
                                r"\b", re.I), r"\g<verb> \g<it> to me"),
        (_SEEK, re.compile(rf"\b(?P<verb>{lx.alt(_SEEK)})\s+{thing}", re.I), r"\g<verb> for "),
        (("go to",), re.compile(rf"\bgo\s+to\s+(?=(?:{_GO_TO_DO})\b)", re.I), "go and "),
        (tuple(f"{verb} to me" for verb in lx.BRING_VERBS), re.compile(
            rf"\b(?P<verb>{lx.alt(lx.BRING_VERBS)})\s+to\s+me\s+{thing}", re.I), r"\g<verb> me "),
        (tuple(f"more {how}" for how in _MORE), re.compile(
            rf"(?:\b(?P<the>the)(?:\s+(?P<what>{lx.noun_pattern(_CONCRETE)}))?\s+)?"
            rf"\bmore\s+(?P<how>{lx.alt(tuple(_MORE))})\b", re.I), _compared),
    )


def _yous() -> tuple[_Form, ...]:
    """ "you" where a learner says it: before where the companion puts itself ("stand you
    between me and the gorgon"), opening a step ("you stay here"; "if you have the bow you kill
    one bat"); "on me" for a step; ", after go" for then."""
    return (
        (tuple(f"you {at}" for at in _PLACED),
         re.compile(rf"\b(?P<verb>[A-Za-z]+)\s+you\s+(?={lx.alt(_PLACED)}\b)", re.I),
         lambda found: (found.group("verb") + " " if found.group("verb").lower() in _YOURSELF
                        else found.group(0))),
        (tuple(f"{lead} you" for lead in _COND_OPENS),
         re.compile(rf"(?P<cond>(?:^|[,.;:!?])\s*{lx.alt(_COND_OPENS)}\s[^,.;:!?]*?\b"
                    rf"(?P<last>[\w'-]+))\s+you\s+{_VERB_NEXT}", re.I), _after_cond),
        # "Jenkins, you will walk the passage ...": a command, as "walk the passage ..."
        (("you will",), re.compile(rf"{_OPENS}you\s+will\s+{_VERB_NEXT}", re.I),
         _ordered(r"\g<lead>")),
        (("you",), re.compile(rf"{_OPENS}you\s+{_VERB_NEXT}", re.I), _ordered(r"\g<lead>")),
        # "you do not leave that tile", "you never move": a stay said as what it does not do
        (("you not", "you never", "you don't", "you dont", "you won't"), re.compile(
            rf"{_OPENS}you\s+(?:do\s+not|don'?t|never|will\s+not|won'?t)\s+"
            rf"(?={lx.alt(ldu.NOT_LEAVING)}\b|get\s+(?:more|further|farther|too|any)\b)", re.I),
         r"\g<lead>do not "),
        # "you are riding along with me", "you are staying here": a duty said as under way,
        # never asked ("you are staying here?")
        (("you are", "you're", "youre"), re.compile(
            rf"{_OPENS}you(?:\s+are|'re|re)\s+(?P<ing>[a-z]+ing)\b(?![^.;!?]*\?)", re.I),
         _under_way),
        (tuple(lt.GAMER_STEPS), re.compile(
            rf"{_OPENS}{_phrases(lt.GAMER_STEPS)}(?=\s*(?:[,.;:!?]|$|then\b|and\b))", re.I),
         lambda found: found.group("lead") + lt.GAMER_STEPS[
             " ".join(found.group(0)[len(found.group("lead")):].lower().split())]),
        # "wait five turns, after go near the bow": then
        (("after",), re.compile(rf"(?P<lead>[,;]\s*(?:and\s+)?|\band\s+)after\s+{_VERB_NEXT}",
                                re.I), _ordered(r"\g<lead>then ")),
        # "I want that you kill the bat", "I want you kill the bat": want you to kill it
        (("want you",), re.compile(rf"\b(?P<lead>i\s+want)\s+(?:that\s+)?you\s+{_VERB_NEXT}",
                                   re.I), _ordered(r"\g<lead> you to ")),
        # "you have the sword?", "you can give me the bow?": asked as a question is
        (_ASKED, re.compile(r"^\s*you\s+(?P<verb>have|can|are|carry)\b(?P<rest>[^.;!?]*\?\s*)$",
                              re.I), _asked),
    )
