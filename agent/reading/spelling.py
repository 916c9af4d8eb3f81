"""Slips of the keyboard mended before an order is read: "figgt the bat, aftrewards get the
lognbows" is "fight the bat, afterwards get the longbows". Before, a slipped word was a part not
understood at best ("figgt the bat"); a slipped joiner hid the step after it ("scoop up the bolt,
aftrewards steer clear of the bats" fetched the arrow and said nothing of the rest).

A word is mended only when it is no English word and not one the reader knows, and an English
word one slip away (a letter added, left out, changed, or two swapped: pyspellchecker's edits)
is one the reader knows: "rat", "fellow" or "narrow" stay what they are, and a slip into a word
the game has no use for is left to be said back as not understood.
"""

from __future__ import annotations

import ast
import re
import string
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from agent.reading import lexicon as lx, lexicon_parts as lp, lexicon_typed as lt, meaning as m
from agent.reading.heard import heard
from agent.reading.patterns import lazy, together
from agent.reading.text import words_in
from game.world import ITEM_NAMES, MONSTER_KINDS

if TYPE_CHECKING:
    from spellchecker import SpellChecker

# Shorter words have too many neighbours one slip away ("bta": bat, bra, eta...).
_SHORTEST = 4
# A word, with what an apostrophe joins to it ("wouldn't" is one word: its "wouldn" is no slip
# of "would", which made "you shouldn't go" read as "you should't go", the "not" lost).
_WORD = lazy(r"[A-Za-z]+(?:'[A-Za-z]+)*")


def modern(text: str) -> str:
    """Older English in today's words ("Betake thyself to the bottom left corner": go to the
    bottom left corner; "where lieth the bow": where lies the bow; "stir not": do not move;
    "and there halt": and halt there), the forms of address said to the companion left out
    ("Fetch me yon blade, good squire, and be quick": fetch me that blade, and be quick), and a
    role-player's words for a monster ("the winged devils": the bats; "the foul bats": the
    bats)."""
    low = text.lower()
    if text.isascii() and "eth" not in low and _OLD_WORDS.isdisjoint(words_in(low)):
        return text  # no word of old English, nor a form of address: most orders
    if _NAMED.search(text) is not None:
        text = _NAMED.sub(_named, text)
    if _OLD.search(text) is None:
        return text
    text = _THOU_VERB.sub(_verb_today, _ADDRESSED.sub("", text))
    text = _OLD.sub(_today, _BIDDEN.sub(r"\g<lead>\g<verb>", text))
    for pattern, said in _turned():
        text = pattern.sub(said, text)
    # an idiom whose words were old, or turned about ("lay not a finger upon it"): today's
    return " ".join(_OLD.sub(_today, text).split())


# "Go thou and stand beside the bow", "else stay thou by my side": a bidding, "thou" after its
# verb ("thou carriest" is "thou" before its verb: _THOU_VERB).
_BIDDEN = lazy(r"(?P<lead>^\s*|[,;.!?]\s*|\b(?:and|else|otherwise|then|but|or)\s+)"
               r"(?!(?:what|where|which|who|how|why|when|if|that|as|than|whither|whence|art|hast"
               r"|dost|wilt|canst|shalt|wouldst|shouldst|couldst|mayst)\s)"
               r"(?P<verb>[a-z]+)\s+thou\b", re.I)
# "thou carriest", "thou lookest": the verb after "thou" (lt.OLD_VERB_ENDINGS).
_THOU_VERB = lazy(rf"\bthou\s+(?P<verb>[a-z]+?){lx.alt(lt.OLD_VERB_ENDINGS)}\b", re.I)


def _verb_today(found: re.Match[str]) -> str:
    """ "thou carriest" -> "you carry", "thou lookest" -> "you look"; "thou art", "thou hast"
    and a word that is no verb with "-est" taken off, as they were."""
    said = found.group(0).split()[-1].lower()
    if said in lt.ARCHAIC:
        return found.group(0)  # "thou hast", "thou dost", "thou goest": the lexicon's
    stem = found.group("verb").lower()
    stem = stem[:-1] + "y" if stem.endswith("i") else stem
    english, known = _checkers()
    for verb in (stem, stem + "e", stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2] else ""):
        if len(verb) > 2 and (verb in known or english.known([verb])):
            return f"you {verb}"
    return found.group(0)


@together
def _turned() -> tuple[tuple[re.Pattern[str], str], ...]:
    """Old English turned about into today's order of words, once its words are today's: "move
    not one step" (from "stir not"): do not move one step; "and there halt": and halt there;
    "stay ever within three paces of me": stay within three paces of me. (A why, "..., lest they
    bite you", is left out by ``requests``; "bring to me the bow", from "unto me", is one of
    ``regular``'s forms.)"""
    lead = r"(?P<lead>^\s*|[,;.!?]\s*|\b(?:and|but|else|otherwise|then|or)\s+)"
    return (
        (re.compile(rf"{lead}(?P<verb>{lx.alt(lt.OLD_NEGATED)})\s+not\b", re.I),
         r"\g<lead>do not \g<verb>"),
        (re.compile(rf"{lead}there\s+(?P<verb>{lx.alt(lt.OLD_PLACED_FIRST)})\b", re.I),
         r"\g<lead>\g<verb> there"),
        (re.compile(r"\bever\s+(?=(?:within|by|at|beside|near|close|next)\b)", re.I), ""),
    )


# Words said of a monster or of the dungeon that change nothing of which ("the foul bats",
# "this accursed dungeon", "the pesky bat"): left out before the word they are said of.
EPITHETS = ("foul", "accursed", "cursed", "vile", "wretched", "loathsome", "dread", "dreaded",
            "wicked", "evil", "hideous", "infernal", "damned", "blasted", "pesky", "nasty",
            "filthy", "fearsome", "fell", "ugly", "horrid", "horrible", "dreadful", "beastly",
            "godforsaken", "stupid", "annoying", "dang", "darn", "bloody", "stinking")
ADDRESSES = ("squire", "good squire", "loyal squire", "faithful squire", "trusty squire",
             "my squire", "young squire", "good sir", "my lord", "my liege", "knave",
             "good knight", "my good man")

# A role-player's word for a monster (lt.KENNINGS), and a word said of a monster or the dungeon
# before it (EPITHETS), which is left out.
_NAMED = lazy(rf"(?<![\w'-])(?:(?P<kenning>{lx.alt(tuple(lt.KENNINGS))})(?P<plural>s)?(?![\w'-])"
              rf"|{lx.alt(EPITHETS)}\s+(?=(?:{lx.noun_pattern(lx.MONSTER_SET)}"
              rf"|{lx.alt(lx.DUNGEON_WORDS, lx.AREA_WORDS)}s?)\b))", re.I)


def _named(found: re.Match[str]) -> str:
    kenning = found.group("kenning")
    if kenning is None:
        return ""
    kind = lt.KENNINGS[kenning.lower()]
    return kind + "s" if found.group("plural") else kind


def _gate_word(said: str) -> str:
    words = said.split()
    return words[0] if words[-1] in lx.FUNCTION_WORDS or words[-1] == "hands" else words[-1]


_OLD = lazy(rf"(?<![\w'])(?:{lx.alt(tuple(lt.ARCHAIC))}|[a-z]+eth|"
            rf"{lx.alt(ADDRESSES)})(?![\w'])", re.I)
# The last word of each of them (the first of a monster's other name, as a word is seen below:
# "winged", "snake" of "snake-haired"; of an idiom that ends in a common word, "lay a finger on",
# "lay it in my hands": "lay"), and a word as those patterns see one (in ASCII text).
_OLD_WORDS = frozenset(_gate_word(said) for said in (*lt.ARCHAIC, *ADDRESSES, *EPITHETS)
                       ) | {re.split(r"[\s-]", said)[0] for said in lt.KENNINGS}
_TOKEN = lazy(r"[\w']+")
# A form of address at the start or after a comma: "Good squire, bring ...", "..., good squire."
_ADDRESSED = lazy(rf"^\s*(?:{lx.alt(ADDRESSES)})\s*[,:!]\s*"
                  rf"|\s*,\s*(?:{lx.alt(ADDRESSES)})\s*(?=[,.;:!?]|$)", re.I)


def _today(found: re.Match[str]) -> str:
    word = found.group(0)
    low = word.lower()
    if (said := lt.ARCHAIC.get(low)) is not None:
        return said
    if low in ADDRESSES:
        return word
    stem = low[:-3]
    stem = stem[:-1] + "y" if stem.endswith("i") else stem
    _, known = _checkers()
    if len(stem) < 3 or stem not in known:
        return word
    return stem + "s"  # "where goeth the bat": where goes the bat


def mend(text: str) -> str:
    """``text`` with each slipped word replaced by the word the reader knows that it slipped
    from, and a learner's and a gamer's forms made regular (``regular``); every other character
    as it was."""
    text = heard(text)  # a speech recogniser's words (heard.py)
    if text.isascii() and _as_typed().issuperset(_WORD.findall(text.lower())):
        return regular(text)  # every word one the reader knows, or too short to mend
    text = _MANY.sub(_counted, text)  # "get thre arrows": three, not "thee" (nor "there")
    return regular(_WORD.sub(lambda found: _mended(found.group(0)), text))


# A word before the plural of a thing of the game ("thre arrows", "fve bats", "tow swords"):
# where the reader does not know it, a slip of a number word if one is a slip away.
_PLURALS = tuple(sorted(w for w in lx.NOUN_WORDS if w.endswith("s")))
_MANY = lazy(rf"\b(?P<n>[A-Za-z]{{3,}})(?=\s+{lx.alt(_PLURALS)}\b)", re.I)


def _counted(found: re.Match[str]) -> str:
    word = found.group("n")
    if word.lower() in _as_typed():
        return word
    english, _ = _checkers()
    near = [w for w in english.candidates(word.lower()) or () if w in _COUNTS]
    return near[0] if len(near) == 1 else word


# The number words a count of more than one is said with, of three letters or more.
_COUNTS = frozenset(w for w, n in lx.NUMBER_WORDS.items() if w.isalpha() and len(w) >= 3
                    and n > 1)


@lru_cache(maxsize=1)
def _as_typed() -> frozenset[str]:
    """Words never mended, in lower case: the reader's own, and those of one or two letters."""
    letters = string.ascii_lowercase
    return vocabulary() | set(letters) | {a + b for a in letters for b in letters}


@lru_cache(maxsize=8192)  # a word is mended the same way every time
def _mended(word: str) -> str:
    low = word.lower()
    if "'" in low:
        # a possessive's word may have slipped ("the sowrd's"); a contraction is the reader's
        stem = word.partition("'")[0]
        return _mended(stem) + word[len(stem):] if low.endswith("'s") else word
    if len(low) < _SHORTEST - 1:
        return word
    english, known = _checkers()
    if low in known or english.known([low]):
        return word
    if len(low) < _SHORTEST:  # "kil": a short word is mended only into its doubled letter,
        # or a way with a letter left out where it is the only one ("walk up and dwn": down)
        ways = [w for w in english.candidates(low) or () if w in lx.WAYS and len(w) > len(low)]
        fallback = ways[0] if len(ways) == 1 else word
        return next((w for w in _doubled(low) if w in known), fallback)
    near = [w for w in english.candidates(low) or () if w in known]
    if not near:
        return word
    # Two letters swapped is the commonest slip ("thne": then, not the), then a letter struck
    # for another ("wgere": where, not were; "shpot": shoot, not spot), then a doubled letter
    # typed once ("arow": arrow, not row); then the commoner word. Before those, the game's own
    # nouns: a word the reader uses elsewhere never takes a noun's slip ("moster": monster, not
    # master; "sords": swords, not words), but letters swapped stay first ("tiems": times). Next
    # an ordinal ("secnd": second, not send; "secon": second, not recon; "fith": fifth, not with),
    # and a number word where none of the lexicon's small words is near ("sevn": seven, not seen;
    # "thre", near "there", is not taken for three).
    doubled = _doubled(low)
    swapped = {w for w in near if sorted(w) == sorted(low)}
    counted = _ORDINALS | (frozenset() if lx.FUNCTION_WORDS.intersection(near) else _NUMBERS)
    return max(near, key=lambda w: (w in swapped, not swapped and w in lx.NOUN_WORDS,
                                    w in counted, len(w) == len(low), w in doubled,
                                    english.word_usage_frequency(w), w))


# Ordinals and number words of one word, which a slip is mended into before a commoner word.
_ORDINALS = frozenset(w for w in (*lt.ORDINALS, "first") if w.isalpha())
_NUMBERS = frozenset(w for w in lx.NUMBER_WORDS if w.isalpha() and len(w) >= _SHORTEST)


def _doubled(word: str) -> list[str]:
    """``word`` with one of its letters typed twice: "kil" -> "kkil", "kiil", "kill"."""
    return [word[:i + 1] + word[i:] for i in range(len(word))]


def known_word(word: str) -> bool:
    """Whether a lower-case word is English or the reader's ("don't": "don")."""
    english, known = _checkers()
    stem = word.split("'")[0]
    return stem in known or bool(english.known([stem]))


def warm() -> None:
    """Load the dictionaries now (about 0.4 s), not at the first order."""
    _checkers()


@lru_cache(maxsize=1)
def _checkers() -> tuple[SpellChecker, frozenset[str]]:
    from spellchecker import SpellChecker  # with its dictionaries, not when the reader is imported

    english = SpellChecker(distance=1)
    # "medusas", "longbows": the game's own words are words too (the reader's other words are
    # not all English: its patterns spell out slips of their own, "plese", which no slip is
    # mended into)
    english.word_frequency.load_words(lx.NOUN_WORDS)
    return english, vocabulary()


@lru_cache(maxsize=1)
def vocabulary() -> frozenset[str]:
    """Every word the reader's own texts use (its word lists and patterns, not its docstrings),
    and the game's nouns, plurals too."""
    words: set[str] = set()
    for path in sorted(Path(__file__).parent.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = {id(node.body[0].value) for node in ast.walk(tree)
                if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef))
                and node.body and isinstance(node.body[0], ast.Expr)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and (
                    id(node) not in docs):
                words.update(w.lower() for w in _WORD.findall(node.value) if len(w) > 1)
    return frozenset(words | set(lx.NOUN_WORDS))


# -- a learner's English and a gamer's jargon, made regular ---------------------------------------

# A learner's forms with no word of the lexicon's classes (lt.LEARNER_PHRASES holds the others):
# "near of the bow", "far of the gorgon", "every time when I walk away", "three steps to right".
_PLAIN = {"near of": "near", "close of": "close to", "far of": "far from",
          "far away of": "far away from", "every time when": "every time",
          "each time when": "each time", "always when": "whenever", "away of": "away from",
          "next of": "next to", **{f"{unit}{s} to {side}": f"{unit}{s} to the {side}" for unit in
                                   ("step", "tile", "square", "pace") for s in ("", "s")
                                   for side in ("left", "right")}}
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
                  "over and over again", "again and again", "repeatedly")
# Verbs said of the companion as it is after "you" ("you carry the bow", "you wander off", "you
# start at the top"), which open no order as a learner's "you stay here" does.
_SAID_OF_YOU = frozenset(("carry", "hold", "back", "at", "close", "round", "turn", "start",
                          "begin", "make", "keep", "report", "name", "list", "count", "describe",
                          "position", "place", "support", "save", "cover", "clear", "lead", "show",
                          "check", "pass", "hang", "fall", "watch", "step", *lx.SAY_VERBS)) | (
    # "you wander off": a verb of exploring alone, not "explore" itself nor one of another errand
    {phrase.split()[0] for phrase in lx.EXPLORE_VERBS[1:]} - {
        phrase.split()[0] for phrases, action in lx.VERBS if action != m.EXPLORE
        for phrase in phrases} - {lx.EXPLORE_VERBS[0]})
# A learner's verb with "you" for "yourself" before where ("stand you between me and the gorgon",
# "keep you far of the gorgon").
_YOURSELF = frozenset((*{phrase.split()[0] for phrase in lx.STAY_VERBS}, *lp.MOVE_VERBS, "keep"))
_PLACED = ("far", "near", "close", "away", "between", "next", "behind", "beside", "by", "here",
           "there", "in", "at", "on")
# The words a condition opens with ("if", "whenever", "every time"), and the last words of one
# said with no comma before a learner's step ("if you have the bow you kill one bat").
_COND_OPENS = tuple(lead for lead, kind in lx.LEADS.items() if kind in ("if", "when", "whenever"))
# A step's end said as a condition ("once that's done, ..."), which joins steps.
_DONE = r"(?:that(?:'s|\s+is)|you(?:'re|\s+are|'ve|\s+have))?\s*(?:done|finished)\b"
# The duties that go on until the next order ("stay here", "follow me", "guard the bow").
_DUTIES = (*lx.STAY_VERBS, *lx.FOLLOW_VERBS, *lx.GUARD_VERBS, *lx.EXPLORE_VERBS,
           *lx.PATROL_VERBS, *lx.PROTECT_VERBS, *lx.KEEP_AWAY_VERBS)
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
              if phrase.endswith(" for") and phrase.split()[0] in lx.EXPLORE_VERBS)
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


def _and_when(found: re.Match[str]) -> str:
    """ "stay here, when I go away, follow me": a duty's step, and the condition after it."""
    if _DUTY.match(found.group("step")) is None:
        return found.group(0)
    return found.group("duty") + ", and "


_DUTY = lazy(rf"(?:please\s+)?{lx.alt(_DUTIES)}\b", re.I)


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
        (_OVER_AND_OVER, re.compile(rf"(?P<patrol>\b{lx.alt(lx.PATROL_VERBS)}\b[^.;!?]*?)\s*,?"
                                    rf"\s+{_phrases(_OVER_AND_OVER)}(?=\s*(?:[.!;]|$))", re.I),
         r"\g<patrol>"),
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
        (("within",), re.compile(rf"\b(?P<kept>{lx.alt(lp.KEEP_FROM)})(?:\s+close)?\s*,?\s*within"
                                 rf"\s+(?P<n>{lx.NUMBER_RE})(?P<u>\s+(?:tile|step|square|space|pace)s?)?"
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
        *_by_the_way(),
    )


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


def _misplaced() -> tuple[_Form, ...]:
    """A learner's words in another tongue's place: "give me please the bow" (please), "go until
    the bow" (to it), "bring it at me" (to me), "search the sword" (for it), "go to kill the bat"
    (go and kill)."""
    thing = rf"(?=(?:(?:the|that|this|my|your|an?|one)\s+)?(?:{lx.noun_pattern(_CONCRETE)})\b)"
    return (
        (("please",), re.compile(r"\b(?P<before>\w+)\s+please\s+(?=(?:the|an?|my|your|one|two"
                                 r"|three)\b)", re.I),
         lambda found: found.group(0) if found.group("before").lower() in lx.SAY_VERBS
         else found.group("before") + " "),
        (("until", "till"), re.compile(rf"\b(?P<verb>{lx.alt(lp.MOVE_VERBS)})\s+(?:until|till)\s+"
                                       rf"{thing}", re.I), r"\g<verb> to "),
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
        (("you",), re.compile(rf"{_OPENS}you\s+{_VERB_NEXT}", re.I), _ordered(r"\g<lead>")),
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
