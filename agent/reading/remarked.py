"""Sentences said around an order that carry none, in any voice, read by ``set_off``: a heading
naming the job ("Mission complete!", "Cardio block!", "End of shift.", "A three-part mission!"),
an exclamation ("Holy bats!"), urging to try hard ("Leave nothing in the tank!"), a cue of
manner ("Nice and controlled on the way back."), a danger remarked as a reason ("It's far too
dangerous up close!"), how a thing is found ("That gorgon is most disagreeable."), what the
player needs it for ("I need a grid reference for the paperwork.") and a role of keeping the
player safe beside an order to guard ("Be my shield!"). Each is known by its shape and the
lexicon's tables (``lexicon_address``), never by its words alone: a sentence that names a verb
of the game first, a number, a condition or a limit is no heading ("Patrol!", "Job one.",
"Dance!" are read as typed)."""

from __future__ import annotations

import re
from collections.abc import Callable

from agent.reading import lexicon as lx, lexicon_address as la, spelling
from agent.reading.patterns import SPACES, lazy

_WORD = lazy(r"[\w']+(?:-[\w']+)*")
_SPACES = SPACES
_EFFORT = lazy(rf"^{lx.alt(la.EFFORT_SAID, gap=_SPACES)}$", re.I)
_MANNER = lazy(rf"^{lx.alt(la.MANNER_CUES, gap=_SPACES)}\s+[a-z]+(?:ly)?"
               rf"(?:\s*,?\s+{lx.alt(la.MANNER_LEGS, gap=_SPACES)})?$", re.I)
_DANGER = lazy(rf"^{lx.alt(la.REMARK_OPENS, gap=_SPACES)}\s+(?:{lx.alt(la.DANGER_HOW)}\s+)?"
               rf"{lx.alt(la.DANGER_WORDS)}(?:\s+{lx.alt(la.DANGER_WHERE, gap=_SPACES)})?$", re.I)
_OPINION = lazy(rf"^{lx.alt(la.OPINION_POINTS)}\s+(?P<thing>[a-z]+)\s+"
                rf"{lx.alt(la.OPINION_IS, gap=_SPACES)}\s+"
                rf"(?:{lx.alt(la.OPINION_HOW, gap=_SPACES)}\s+)?"
                r"(?P<how>[a-z][a-z' ]*)$", re.I)
_NEEDED = lazy(rf"^{lx.alt(la.NEEDED_FOR, gap=_SPACES)}\s+{lx.alt(la.NEEDED_WHAT)}\s+"
               r"(?P<what>[a-z][a-z' ]*)$", re.I)
_ROLE = lazy(rf"^(?:now\s+|just\s+)?{lx.alt(la.ROLE_OPENS, gap=_SPACES)}\s+"
             rf"{lx.alt(la.PROTECTOR_ROLES, gap=_SPACES)}$", re.I)
_AWAITS = lazy(rf"^{lx.alt(la.OPINION_POINTS)}\s+(?P<thing>[a-z]+)(?:\s+of\s+[a-z' ]+?)?\s+"
               rf"{lx.alt(la.AWAITS, gap=_SPACES)}$", re.I)
_OUTING = lazy(rf"^{lx.alt(la.OUTING_OPENS, gap=_SPACES)}\s+(?:{lx.alt(la.OUTING_HOW, gap=_SPACES)}"
               rf"\s+)?(?:a|an)\s+(?:{lx.alt(la.OUTING_SIZES)}\s+)?"
               rf"{lx.alt(la.OUTINGS, gap=_SPACES)}$", re.I)
_BOUNDS_AGAIN = lazy(rf"^{lx.alt(la.BOUNDS_SAID_AGAIN, gap=_SPACES)}$", re.I)
_FRAME = lazy(rf"^{lx.alt(la.HEADING_FRAMES, gap=_SPACES)}\s+", re.I)


def remark(core: str, names_game: Callable[[str], bool], changes: frozenset[str]) -> bool:
    """Whether a sentence's words (its marks taken off) carry no order: a heading, an
    exclamation, urging, a cue of manner, a danger, the player's walk or a need, each naming
    nothing of the game that could change the order."""
    if (_EFFORT.match(core) or _MANNER.match(core) or _DANGER.match(core)
            or _OUTING.match(core)):
        return True
    words = _WORD.findall(core.lower())
    if 2 <= len(words) <= 3 and words[0] in la.EXCLAIMED:
        return True
    if (found := _NEEDED.match(core)) is not None:
        return _idle_words(found["what"], names_game, changes)
    return heading(core, names_game, changes)


def heading(core: str, names_game: Callable[[str], bool], changes: frozenset[str]) -> bool:
    """Whether a short sentence only names the job ("Cardio block", "End of shift", "A
    three-part mission"): two to four words, one naming a job, none a thing, place or number of
    the game, a condition or a limit, and a verb of the game only after its first word ("Stock
    take"; "Set the pace" is an order)."""
    rest = _FRAME.sub("", core)
    words = _WORD.findall(rest.lower())
    if words and words[0] in la.HEADING_ARTICLES:
        words = words[1:]
    if not 1 <= len(words) <= 4 or len(_WORD.findall(core)) < 2:
        return False
    if words[0] in lx.ACTION_VERBS or not any(
            word.split("-")[-1] in la.HEADING_NOUNS for word in words):
        return False
    return all(_heading_word(word, at, names_game, changes) for at, word in enumerate(words))


def _heading_word(word: str, at: int, names_game: Callable[[str], bool],
                  changes: frozenset[str]) -> bool:
    """Whether a heading's word names nothing that could change the order: a word of English
    (or none a slip of one), of no thing, place, number or condition of the game; a verb of the
    game after the first word; a number joined to a word that is none ("three-part")."""
    parts = word.split("-")
    if len(parts) == 2 and parts[0] in lx.NUMBER_WORDS:
        parts = parts[1:]  # "three-part": how the job is, no count
    for part in parts:
        if part in changes or not (spelling.known_word(part) or not spelling.slipped(part)):
            return False
        if names_game(part) and not (at and part in lx.ACTION_VERBS):
            return False
    return True


def _idle_words(said: str, names_game: Callable[[str], bool], changes: frozenset[str]) -> bool:
    """Whether words name nothing of the game nor what could change an order: words of
    English, none of the game's."""
    words = _WORD.findall(said.lower())
    return bool(words) and not names_game(said) and all(
        spelling.known_word(word) and word not in changes for word in words)


def opinion(core: str, names_game: Callable[[str], bool],
            changes: frozenset[str]) -> str | None:
    """The kind of thing a sentence only says how it is found of ("That gorgon is most
    disagreeable": gorgon), in words naming nothing of the game; None for any other. Left out
    only where another sentence names that kind again: what it is called there ("the
    creature") may point back at it."""
    if (waits := _AWAITS.match(core)) is not None:  # "The blade of justice awaits."
        return lx.kind_of(waits["thing"].lower())
    found = _OPINION.match(core)
    if found is None or not _idle_words(found["how"], names_game, changes):
        return None
    return lx.kind_of(found["thing"].lower())


def bounds_again(core: str) -> bool:
    """Whether a sentence only says a distance's bounds again ("Not too close and not too
    far."), left out beside one that names them."""
    return _BOUNDS_AGAIN.match(core) is not None


def role(core: str) -> bool:
    """Whether a sentence only names a role of keeping the player safe ("Be my shield")."""
    return _ROLE.match(core) is not None
