"""An impatient, exasperated or sarcastic player's words around an order, left out or said as
the reader reads them (a row of ``voices.VOICES``, once an order, gated on its words;
lexicon_typed's VENTING and the classes after it):

- a sentence that only vents, beside an order ("whatever. just stand between me and the gorgon",
  "can you just bring me the bow. please. for once.", "get the bow. go"), and a rhetorical
  question put to the companion before an order ("are you seriously still standing there?
  follow me", "are you kidding me. the arrow is right there. get it", "how hard is it to stay
  put?? stay. there."): the order alone ("stay. there." is "stay there.");
- a correction of what the companion was about to do before the order ("no. NO. not the bow.
  the SWORD. go get the sword"): the order, where it names the thing the correction names
  ("the SWORD. go get it" keeps the thing for "it"), never a thing the correction ruled out;
- a sentence that only says again what the sentence before it said ("go stand next to the bow.
  NEXT to it.", "3 steps down. three.", "pick up every single arrow. all of them");
- "I literally said 3 steps down" (the order said again), "..., I swear", "... I guess", "go
  explore or something", "and don't take all day" (hurry, no ban), "get away from the monsters
  before you get yourself killed" (the reason, the companion's own good), "if you're not gonna
  fight at least pick up every arrow" (the order after "at least"), "stop hanging around me and
  go explore" (the next order: a duty stopped is what the next order does), "bring the bow to
  wherever I end up" (to me), "keep between me and whatever's closest to me" (the nearest
  monster: standing between is from a monster, and protect's is the one nearest the player).

Whatever is not one of these is left as typed, and an order that is nothing else is left whole
(refused as before): a question with none of these words ("are you still carrying the bow?
follow me") is asked.
"""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_duties as ldu, lexicon_venting as lt
from agent.reading.patterns import SPACES, lazy

_SENTENCES = lazy(r"(?<=[.!?])\s+")
_GAP = SPACES
# The words a sentence that only vents is made of, in lower case without its marks.
_VENTING = frozenset(lt.VENTING)
# A rhetorical question put to the companion: "are you seriously still standing there?"
_RHETORICAL = lazy(
    rf"^(?:{lx.alt(lt.OATHS)}\s+)?(?:(?:are|r)\s+(?:you|u)\b.*\b{lx.alt(lt.RHETORICAL_YOU)}\b"
    rf"|{lx.alt(lt.HOW_HARD, lt.ASKED_BEFORE, lt.RHETORICAL_WHOLE)}\b"
    rf"|{lx.alt(lt.WHY_YOU)}\s+(?:(?:just|still|even)\s+)*{lx.alt(lt.IDLING, lt.DUTY_ON_ME)}\b)",
    re.I,
)
# "I've asked like five times."
_ASKED_N = lazy(rf"^{lx.alt(lt.ASKED_TIMES)}\s+(?:(?:like|about|maybe|at least)\s+)?"
                rf"{lx.NUMBER_RE}\s+times(?:\s+(?:already|now))?$", re.I)
_NO = frozenset(("no", "nope", "nah", "noo", "nooo"))
# "not the bow" (and what it is said instead: ", the sword"): what a correction rules out.
_NOT = lazy(
    rf"^not\s+(?:the|that|a|an)\s+(?P<x>{lx.noun_pattern()})(?:\s+one)?"
    rf"(?:\s*,\s*(?:the|a|an)\s+(?P<y>{lx.noun_pattern()}))?$",
    re.I,
)
_THE = lazy(rf"^(?:the|a|an)\s+(?P<y>{lx.noun_pattern()})$", re.I)
_NOUN = lazy(rf"\b(?P<n>{lx.noun_pattern()})\b", re.I)
_ME = lazy(r"\bme\b", re.I)
_POINTING = lazy(r"\b(?:it|them|that one)\b", re.I)
# Within a sentence.
_CLOSES = lazy(rf"(?:(?:\s*,)?\s+{lx.alt(lt.VENT_CLOSES)}\b)+(?=\s*[.!?]*\s*$|\s*,)", re.I)
_HURRY = lazy(rf"(?:\s*,)?(?:\s+and)?\s+{lx.alt(lt.HURRY_NO_BAN, gap=_GAP)}(?=\s*[.!?]*\s*$)", re.I)
_HURRY_ALONE = lazy(rf"^(?:and\s+)?{lx.alt(lt.HURRY_NO_BAN, gap=_GAP)}[\s.!?]*$", re.I)
_OWN_GOOD = lazy(rf"(?:\s*,)?\s+{lx.alt(lt.OWN_GOOD, gap=_GAP)}(?=\s*[.!?]*\s*$)", re.I)
_SAID_BEFORE = lazy(
    rf"^{lx.alt(lt.SAID_BEFORE, gap=_GAP)}\s*,?\s+(?:to\s+)?"
    r"(?!(?:i|we|that|it|you|so|no|not)\b)",
    re.I,
)
_AT_LEAST = lazy(
    r"^if\s+(?:you're|you\s+are|ur|you)\s+(?:not\s+(?:gonna|going\s+to)|won't|will\s+not"
    r"|aren't\s+(?:gonna|going\s+to))\s+(?:\w+)(?:\s+(?:anything|anyone|at\s+all))?\s*,?\s+"
    r"(?:then\s+)?at\s+least\s+(?=\w)",
    re.I,
)
_VENT_OPENS = lazy(
    rf"^(?:{lx.alt(lt.VENT_OPENS, gap=_GAP)}\s*[,!.]*\s+(?!(?:why|what|how|where|who|which)\b)"
    rf"|{lx.alt(lt.VENT_OPENS_ASKED, gap=_GAP)}\s*[,!.]*\s+)(?=\w)",
    re.I,
)
_STOPPED = lazy(
    rf"^{lx.alt(lt.STOP_DOING)}\s+{lx.alt(lt.DUTY_ON_ME, lt.IDLING, gap=_GAP)}\s*,?\s+and\s+"
    r"(?:then\s+)?(?=\w)",
    re.I,
)
# "stop hanging around me." before the next order in a sentence of its own.
_STOPPED_ALONE = lazy(rf"^{lx.alt(lt.STOP_DOING)}\s+{lx.alt(lt.DUTY_ON_ME, lt.IDLING)}$")
_WHEREVER = lazy(rf"\bto\s+{lx.alt(lt.WHEREVER_I, gap=_GAP)}(?=\s*(?:[,.!?]|$))", re.I)
_WHATEVER_CLOSEST = lazy(
    r"\bbetween\s+me\s+and\s+(?:whatever(?:'s|\s+is)|whatever's\s+|whoever(?:'s|\s+is)"
    rf"|whichever\s+(?:one\s+)?is)\s*{lx.alt(lx.NEAREST)}\s+to\s+me\b",
    re.I,
)
_NO_EXCUSE = lazy(
    r"^you(?:'ve|\s+have)?\s+(?:got|have|are\s+carrying|'re\s+carrying)\s+[\w\s]+?\s+"
    rf"(?:so\s+)?(?:there(?:'s|\s+is|\s+are)\s+)?{lx.alt(lt.HAS_NO_EXCUSE)}$"
)
# "wait where I am": a stay at the player's tile, which no step names (stay, and the place said
# back), never a question of where the player is.
_WAIT_WHERE_I_AM = lazy(
    rf"^(?:{lx.alt(ldu.STAY_VERBS)})(?=\s+(?:right\s+)?where\s+i(?:'m|\s+am)\b)", re.I
)
# "stay. there.": a stay said, then where, in a sentence of its own.
_THERE = lazy(r"^(?:right\s+)?(?:there|here)$|^right$", re.I)  # "stay. right. there."
_STAYS = lazy(rf"\b{lx.alt(ldu.STAY_VERBS)}(?:\s+right)?$", re.I)
# Words an echo may hold beside those of the sentence before it.
_ECHO_FREE = frozenset(
    "it them the a right just exactly i mean single every all of one last".split()
)
_EVERY = frozenset(("every", "all", "each"))


def _ends(phrases: tuple[str, ...]) -> frozenset[str]:
    """The words of these phrases an order seldom says otherwise."""
    return frozenset(word for phrase in phrases for word in phrase.split()) - _COMMON


_COMMON = frozenset(lt.COMMON)


# The words each rule within a sentence needs one of (the rules that search the whole sentence,
# not only its start, are tried only with them), and the gate of the whole voice.
_CLOSES_GATE = _ends(lt.VENT_CLOSES)
_HURRY_GATE = _ends(lt.HURRY_NO_BAN)
_OWN_GOOD_GATE = _ends(lt.OWN_GOOD)
_SAID_GATE = frozenset(("said", "told"))
_OPENS_GATE = frozenset(phrase.split()[0] for phrase in (*lt.VENT_OPENS, *lt.VENT_OPENS_ASKED))
_GATE = (
    _CLOSES_GATE
    | _HURRY_GATE
    | _OWN_GOOD_GATE
    | _SAID_GATE
    | _OPENS_GATE
    | frozenset(lt.STOP_DOING)
    | frozenset(("least", "between", "wherever"))
    | frozenset(("why", "hard", "difficult", "wrong", "spell", "no", "asked"))
)


# Every word the voice may be tried for.
TRIGGERS = _GATE | {"where"}


def corrected(order: str) -> tuple[str, str | None] | None:
    """The words of an order that opens by correcting what the companion was about to do ("no.
    NO. not the bow. the SWORD. go get the sword": "go get the sword"), read once in its place
    before ``exclusions`` takes "not the bow" as a thing left out of it (``exclusions.excluding``),
    and the kind their "it" stands for where they name none ("no. not the bow. the sword. get
    it": the sword); None for any other order, or where the order after it does not name the
    thing said instead."""
    if order.lstrip()[:4].lower().rstrip(" .,!").strip() not in _NO:
        return None
    sentences = _SENTENCES.split(order.strip())
    at = 0
    while at < len(sentences) - 1 and _bare(sentences[at]) in _NO:
        at += 1
    if not at or _NOT.match(_bare(sentences[at])) is None:
        return None
    kept = _opening(sentences)
    if kept is sentences:
        return None
    if kept[0] in sentences:
        return " ".join(kept), None
    return " ".join(kept[1:]), lx.kind_of(kept[0][len("the ") : -1])  # "the sword.": its "it"


def framed(text: str, words: frozenset[str]) -> str:
    """``text`` (whose lower-case words are ``words``) without an exasperated player's asides;
    as it was where it has none, or where they are all it says."""
    several = ". " in text or "? " in text or "! " in text
    if "where" in words and ("i'm" in words or "am" in words):
        text = _WAIT_WHERE_I_AM.sub(lt.STAY_AT_ME[0], text)
    if words.isdisjoint(_GATE) and not several:
        return text
    if not words.isdisjoint(("between", "wherever")):
        text = _WHATEVER_CLOSEST.sub(f"between me and the {lx.NEAREST[0]} monster", text)
        text = _WHEREVER.sub(_to_me, text)
    sentences = (
        [_within(s, words) for s in _SENTENCES.split(text.strip())]
        if several
        else [_within(text.strip(), words)]
    )
    kept = _opening(sentences) if several else sentences
    kept = _closing(kept)
    return " ".join(kept) if kept else text


def _to_me(found: re.Match[str]) -> str:
    """ "to wherever I end up": to me, or nothing where the player is named already ("bring me
    an arrow to wherever I end up")."""
    return "" if _ME.search(found.string, 0, found.start()) else "to me"


def _bare(sentence: str) -> str:
    return " ".join(sentence.lower().strip(" .!?,;:").replace(",", " ").split())


def _within(sentence: str, words: frozenset[str]) -> str:
    """One sentence without what only opens or closes it, and the order said again said once
    (``words``: the order's, which each rule needs one of)."""
    said = _VENT_OPENS.sub("", sentence) if not words.isdisjoint(_OPENS_GATE) else sentence
    if not words.isdisjoint(_SAID_GATE):
        said = _SAID_BEFORE.sub("", said)
    said = _AT_LEAST.sub("", said) if "least" in words else said
    said = _STOPPED.sub("", said) if not words.isdisjoint(lt.STOP_DOING) else said
    if not words.isdisjoint(_CLOSES_GATE):
        said = _CLOSES.sub("", said)
    if not words.isdisjoint(_HURRY_GATE):
        said = _HURRY.sub("", said)
    if not words.isdisjoint(_OWN_GOOD_GATE):
        said = _OWN_GOOD.sub("", said)
    return said if said.strip(" .!?,") else sentence


def _vents(sentence: str) -> bool:
    bare = _bare(sentence)
    return bare in _VENTING or bare in _NO or _HURRY_ALONE.match(bare) is not None or (
        bool(bare) and set(bare.split()) <= _NO) or _ASKED_N.match(bare) is not None  # "no no NO"


def _opening(sentences: list[str]) -> list[str]:
    """The sentences without those that vent, ask rhetorically or correct before the order."""
    at = 0
    while at < len(sentences) - 1 and (
        _vents(sentences[at])
        or _RHETORICAL.search(bare := _bare(sentences[at])) is not None
        or _STOPPED_ALONE.match(bare) is not None
    ):
        at += 1
    rest = sentences[at:]
    if all(_vents(sentence) for sentence in rest):
        return sentences  # "stop following me. please": nothing after it but venting
    if (
        at
        and rest
        and (named := _NOUN.search(" ".join(sentences[:at])))
        and not _NOUN.search(rest[0])
        and _POINTING.search(rest[0])
    ):
        rest = [f"the {named['n'].lower()}.", *rest]  # "how hard is it to get the bow? get it"
    if at and rest and (not_this := _NOT.match(_bare(rest[0]))) is not None:
        return _corrected(rest, not_this) or sentences
    return rest


def _corrected(rest: list[str], not_this: re.Match[str]) -> list[str] | None:
    """After "no": "not the bow. the sword. go get the sword" the order; None where the order
    does not name the thing said instead, or names the thing ruled out."""
    ruled_out = lx.kind_of(not_this["x"].lower())
    instead, after = not_this["y"], rest[1:]
    if instead is None and after and (the := _THE.match(_bare(after[0]))) is not None:
        instead, after = the["y"], after[1:]
    if not after:
        return None
    named = {lx.kind_of(found["n"].lower()) for s in after for found in _NOUN.finditer(s)}
    if ruled_out in named:
        return None
    if instead is None:
        return after if named else None
    kind = lx.kind_of(instead.lower())
    if kind in named:
        return after
    if not named and _POINTING.search(after[0]) is not None:
        return [f"the {instead.lower()}.", *after]  # "the sword. go get it": the sword's "it"
    return None


def _closing(sentences: list[str]) -> list[str]:
    """The sentences without those after the first that vent or say the one before again, and
    "stay. there." as one."""
    kept: list[str] = sentences[:1]
    for sentence in sentences[1:]:
        bare = _bare(sentence)
        if _vents(sentence) or _echoes(bare, _bare(kept[-1])) or _NO_EXCUSE.match(bare):
            continue
        if _THERE.match(bare) and _STAYS.search(_bare(kept[-1])):
            kept[-1] = f"{kept[-1].rstrip(' .!?')} {sentence}"
            continue
        kept.append(sentence)
    return kept


def _echoes(bare: str, before: str) -> bool:
    """Whether a sentence of a few words, no verb first, says only what the one before said
    ("NEXT to it." after "go stand next to the bow", "three." after "3 steps down", "all of
    them." after "every single arrow")."""
    said = bare.split()
    if not said or len(said) > 4 or said[0] in lx.ACTION_VERBS:
        return False
    earlier = {str(lx.NUMBER_WORDS.get(w, w)) for w in before.split()}
    own = [str(lx.NUMBER_WORDS.get(w, w)) for w in said if w not in _ECHO_FREE]
    if not own:  # "all of them.", "every single one.": after every one of a kind
        return not _EVERY.isdisjoint(before.split()) and not _EVERY.isdisjoint(said)
    return all(w in earlier for w in own)
