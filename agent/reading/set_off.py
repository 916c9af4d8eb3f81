"""Words set off at a clause's edge that carry no order, in any voice (a row of ``voices.VOICES``
after "address", whose names it leaves to that row): what the player calls the companion ("Minion!
...", "You pathetic lackey, ...", "..., you spineless toad.", "Report, minion: ..."), a sound of
no language or a call for quiet ("MWAHAHA!", "Shh...", "Silence, please."), a likening of the
companion to a good one of any kind at a clause's end ("..., like a good sentry", "..., as a good
attendant does on rounds"), and a sentence that only remarks ("It's ever so noisy.", "It's been
terribly disruptive.", "Quietly."): each left out where another sentence of the order names
something of the game.

What is left out names nothing of the game and nothing that could change what the order means:
a sentence or a piece that holds an action's verb, a thing, a place, a number, one of us, "it",
a ban, a condition or a limit (``lexicon_address.CHANGES_MEANING``), or a word that may be a
slip of one (no English word), is kept and read as today ("Get the bow. Dance!" refuses the
dance; "..., I don't like them" is refused). A sentence that opens as an order the game has no
verb for is kept too: only a sentence opened as a remark ("it's", "that's", "my ...": ``
lexicon_address.REMARK_OPENS``), words of manner alone ("Quietly."), an address or a sound is
left out. Pure text work, once an order, before anything else reads it.
"""

from __future__ import annotations

import re
from functools import cache

from agent.reading import (
    lexicon as lx,
    lexicon_address as la,
    lexicon_closers as lcl,
    lexicon_duties as ldu,
    lexicon_idioms as li,
    lexicon_parts as lp,
    lexicon_typed as lt,
    remarked,
    spelling,
)
from agent.reading.patterns import SPACES, lazy

# The end of a sentence: what follows its mark.
_SENTENCE = lazy(r"(?<=[.!?…])\s+(?=\S)")
# What may open a sentence before its mark: a few words, then a comma, a colon or a dash.
_OPENING = lazy(r"^(?P<said>[^\W\d][\w' ]{0,40}?)\s*(?:,|:|\s-\s)\s*(?P<rest>\S.*)$")
# A piece set off after a comma, up to the next mark or the sentence's end.
_PIECE = lazy(r",\s*(?P<said>[^\W\d][\w' ]{0,40}?)\s*(?=[,:;.!?…]|$)")
# Likening the companion to a good one of a kind at a clause's end.
_LIKENED = lazy(rf"[\s,]+(?:like|as)\s+(?:a|an)\s+{lx.alt(la.GOOD_ONES)}\s+"
                r"(?P<kind>[\w' ]{1,40}?)(?=\s*(?:[.!?;,]|$))")
# A sound of no language: a laugh, a hush, a grumble ("mwahaha", "shhh", "hmph", "argh").
_SOUND = lazy(r"^(?:[bmn]?[wu]?a?h?(?:ah|ha|he)+h*|mu?a?h?(?:ha)+h*|s?h{2,}|sh+|hm+p?h?|pf+t*"
              r"|a+r+g+h*|z{2,})$")
# A name, written with a capital: one word of letters ("Jenkins").
_NAME = lazy(r"[A-Z][a-z]{2,}")
# What names one of us as the one called: "you" or "my", then what they are called.
_CALLER = ("you", "ye")
_WORD = lazy(r"[\w']+")
# A mark that may set words off, or end a sentence.
_SET_OFF_BY = lazy(r"[,:!?.…-]")
# A limit said after the order (``lexicon_address.LIMITS_SAID``): a sentence of its own ("Nothing
# more, nothing less."), or the order's last piece ("..., only that", "... and that's it").
_JOINED = r"\s*,?\s*(?:(?:and|but|or)\s+)?"
_TAIL = rf"(?:\s*,?\s*{lx.alt(la.LIMIT_TAILS)})?"
_SAID = lx.alt(la.LIMITS_SAID, gap=SPACES)
_BOUNDED = lx.alt(la.LIMITS_SAID, la.LIMITS_BOUNDS, lt.BAN_NO_MORE, lt.BAN_NO_FEWER, gap=SPACES)
_LIMIT = lazy(rf"^(?:and\s+|but\s+)?{_BOUNDED}(?:{_JOINED}{_BOUNDED})*{_TAIL}$", re.I)
_LIMIT_END = lazy(rf"(?:\s*[,;:]\s*(?:(?:and|but)\s+)?|\s+(?:and|but)\s+|\s+-+\s+){_SAID}"
                  rf"(?:{_JOINED}{_SAID})*{_TAIL}(?P<mark>\s*[.!…]*)\s*$", re.I)
# A tag after the order's last word ("..., stay within two tiles k").
_TAG_END = lazy(rf"(?<=[\w'])\s*,?\s+{lx.alt(la.TAGS_AT_END, gap=SPACES)}(?P<mark>\s*[.!…]*)\s*$",
                re.I)
# The last word of each limit and of each tag said at an order's end (``_LIMIT_END``,
# ``_TAG_END``): an ASCII text whose last word, past the marks that close it, is none of them has
# neither (``_ends``), and is spared their searches, which try every place of the text.
_LIMIT_LAST = tuple(sorted({said.split()[-1] for said in (*la.LIMITS_SAID, *la.LIMIT_TAILS)}))
_TAG_LAST = tuple(sorted({said.split()[-1] for said in la.TAGS_AT_END}))
# A likening of how at a clause's end, after a comma or a word ("..., like the statue you are",
# "guard the bow like a hawk"), its words read by ``_idle_likening``.
_LIKENING = lazy(r"(?P<before>\b[\w']+)(?:\s*,\s*|\s+)like\s+"
                 rf"(?P<kind>(?:{lx.alt(la.LIKENED_OPENS)}|[a-z]+ing)\b[\w' ]{{0,40}}?)"
                 r"(?=\s*(?:[.!?;,]|$))", re.I)
# A sentence likening what a guarding guards, after it ("Treat it like the company safe.").
_TREATED = lazy(rf"^(?:and\s+|just\s+)?{lx.alt(la.TREAT_IT)}\s+(?:like|as)\s+(?P<kind>.+)$", re.I)
_GUARDING = lazy(rf"^(?:please\s+|kindly\s+|now\s+)?{lx.alt(ldu.GUARD_VERBS, ldu.PROTECT_VERBS)}\b",
                 re.I)
# A verb of saying told to the companion, not said of one of us ("until I say otherwise").
_SAYING = lazy(rf"(?<!\bi\s)(?<!\bwe\s)(?<!\byou\s)(?<!\bthey\s)\b{lx.alt(lx.SAY_VERBS)}\b", re.I)


def tried(text: str) -> bool:
    """Whether the order may hold words set off: it has more than one sentence, an address
    opening it or set off after a comma, a likening or a limit at its end ("kill the bat, then
    run" has none)."""
    if _SET_OFF_BY.search(text) is None and " like " not in text and " as " not in text:
        return ((" and " in text or " but " in text) and _ends(text, _LIMIT_END, _LIMIT_LAST)) or (
            _ends(text, _TAG_END, _TAG_LAST))
    sentence = text.strip()
    if (_SENTENCE.search(sentence) is not None or _ends(sentence, _TAG_END, _TAG_LAST)
            or _LIKENED.search(sentence) is not None
            or _ends(sentence, _LIMIT_END, _LIMIT_LAST) or _LIKENING.search(sentence) is not None):
        return True
    opened = _OPENING.match(sentence)
    return (opened is not None and _opens_called(opened)) or any(
        _called_after(found.group("said")) for found in _PIECE.finditer(sentence))


def _ends(text: str, end: re.Pattern[str], lasts: tuple[str, ...]) -> bool:
    """Whether ``end`` (``_LIMIT_END``, ``_TAG_END``: words, then only spaces and the marks that
    close a sentence) is found in ``text``, where its words' last word is one of ``lasts``: in
    ASCII text, that word ends the text before those marks and spaces, or ``end`` is not there."""
    if text.isascii() and not text.rstrip().rstrip(".!").rstrip().lower().endswith(lasts):
        return False
    return end.search(text) is not None


def _opens_called(opened: re.Match[str]) -> bool:
    """Whether what opens a sentence before its comma or colon is only what the companion is
    called: an address, or a name ("Jenkins, ...") before words that go on as an order, not
    before another address nor a word joining it to them ("Dance, minion!", "Dance, then ...":
    a verb the game has not)."""
    said, rest = opened.group("said"), opened.group("rest")
    if addressed(said):
        return True
    after = _WORD.findall(rest.lower())
    return (named(said) and len(after) > 1 and not addressed(rest)
            and after[0] not in la.NOT_NAMED_BEFORE)


def _called_after(said: str) -> bool:
    """Whether a piece set off after a comma is only what the companion is called: an address or
    a name ("..., Jenkins.")."""
    return addressed(said) or named(said)


def named(said: str) -> bool:
    """Whether ``said`` is a name the companion is called by: one word written with a capital
    ("Jenkins"), none the reader knows nor a slip of one, nor a word of the game's, that could
    change an order or of manner ("Secondly")."""
    word = said.strip(" ,.!?:;…")
    if _NAME.fullmatch(word) is None:
        return False
    low = word.lower()
    return (low not in spelling.vocabulary() and not spelling.slipped(low)
            and low not in _game_words() and low not in _meaning_changers()
            and not low.endswith(la.NOT_NAMED_ENDS))


# A sign-off with the player's name, the last sentence or line after another ("..., the bow?
# Love, Nana", "... Cheers, Sam x"), up to the message's end.
_SIGNED = lazy(rf"(?<=[.!?…\n])\s*(?:{lx.alt(lcl.SIGN_OFFS)})\s*[,.!-]*\s+(?:from\s+)?"
               rf"(?:(?:{lx.alt(lcl.SIGNED_AS)})\s+)?(?P<name>[a-z]+)(?:\s+x+)?[\s.!]*$", re.I)


def signed(text: str) -> bool:
    """Whether the order is signed off with a name (``signed_off``)."""
    return _signed(text) is not None


def signed_off(text: str, words: frozenset[str]) -> str:
    """``text`` without the sign-off and name it ends with ("Love, Nana"); as it was where it
    ends with none."""
    del words
    found = _signed(text)
    return text if found is None else text[:found.start()].rstrip()


def _signed(text: str) -> re.Match[str] | None:
    """The sign-off the text ends with, where its name is none of the game's words nor one that
    may change an order's meaning, nor "you" or "me" ("Thanks. Love you")."""
    found = _SIGNED.search(text)
    if found is None:
        return None
    name = found["name"].lower()
    return None if (name in _game_words() or name in lx.FUNCTION_WORDS
                    or name in _meaning_changers()) else found


def unsaid(text: str, words: frozenset[str]) -> str:
    """``text`` without what is set off and carries no order; as it was where nothing is or where
    nothing of the game would be left."""
    del words
    said = [sentence if _as_typed(sentence) else _unaddressed(sentence)
            for sentence in _SENTENCE.split(text.strip())]
    kept = [sentence for sentence in said if _as_typed(sentence) or not _idle(sentence)]
    kept = _remarks_beside(kept)
    kept = [sentence for at, sentence in enumerate(kept) if _LIMIT.match(_core(sentence)) is None
            and not (at and _treated(sentence, kept[at - 1]))]
    if kept and not _as_typed(kept[-1]):  # "..., only that": the limit is the last piece
        kept[-1] = _LIMIT_END.sub(lambda found: found["mark"], kept[-1])
        kept[-1] = _TAG_END.sub(lambda found: found["mark"], kept[-1])
    if not any(_names_game(sentence) for sentence in kept):
        return text
    return " ".join(kept)


def _remarks_beside(kept: list[str]) -> list[str]:
    """The sentences without a remark that carries no order beside the others: a role of keeping
    the player safe beside an order to guard ("Be my shield!"), how a thing is found beside a
    sentence naming it again ("That gorgon is most disagreeable. Kill the gorgon."), a distance's
    bounds said again beside a sentence with a number ("Not too close and not too far.")."""
    guarded = any(_GUARDING.match(sentence.strip()) and not remarked.role(_core(sentence))
                  for sentence in kept)
    said = [None if _as_typed(sentence) else remarked.opinion(
        _core(sentence), _names_game, _meaning_changers()) for sentence in kept]
    counted = [any(char.isdigit() for char in sentence) or any(
        word in lx.NUMBER_WORDS for word in _WORD.findall(sentence.lower())) for sentence in kept]
    return [sentence for at, sentence in enumerate(kept) if not (
        guarded and remarked.role(_core(sentence))) and not (said[at] is not None and any(
            said[at] == lx.kind_of(word) for other, others in enumerate(kept) if other != at
            for word in _WORD.findall(others.lower()))) and not (remarked.bounds_again(
                _core(sentence)) and any(counted[:at] + counted[at + 1:]))]


def _core(sentence: str) -> str:
    """A sentence's words without the marks that end it."""
    return sentence.strip().rstrip(".!…").strip().replace("’", "'")


def _as_typed(sentence: str) -> bool:
    """Whether a sentence is left as typed: it says words ("say hello, friend"), quotes them or
    speaks of what is outside the game ("I fixed my code.": refused as that)."""
    return (_SAYING.search(sentence) is not None or lx.OUTSIDE_WORLD.search(sentence) is not None
            or any(mark in sentence for mark in "\"`“”"))


def _unaddressed(sentence: str) -> str:
    """The sentence without an address opening it or set off after a comma, and without a
    likening to a good one at a clause's end."""
    opened = _OPENING.match(sentence)
    if opened is not None and _opens_called(opened):
        sentence = opened.group("rest")
    sentence = _PIECE.sub(lambda found: "" if _called_after(found.group("said"))
                          else found.group(0), sentence)
    sentence = _LIKENED.sub(lambda found: found.group(0) if _names_game(found["kind"]) else "",
                            sentence)
    return _LIKENING.sub(lambda found: found["before"] if _idle_likening(found["kind"]) and (
        found["before"].lower() not in la.LIKE_A_VERB_AFTER) else found.group(0), sentence)


def _idle_likening(kind: str) -> bool:
    """Whether what the companion is likened to names nothing of the game and nothing that could
    change the order: words of English, a number only before a word that is neither ("like
    checking two tills"; "like 20 tiles" is kept)."""
    words = _WORD.findall(kind.lower())
    return bool(words) and all(
        spelling.known_word(word) and word not in _meaning_changers() and (
            word not in _game_words() or word in lx.NUMBER_WORDS and i + 1 < len(words))
        for i, word in enumerate(words))


def _treated(sentence: str, before: str) -> bool:
    """Whether ``sentence`` likens what the guarding ``before`` it guards ("Treat it like the
    company safe."), naming no thing, place or number of the game (any other word is only a
    likening's here: nothing is left to change)."""
    found = _TREATED.match(_core(sentence))
    if found is None or _GUARDING.match(before.strip()) is None:
        return False
    words = _WORD.findall(found["kind"].lower())  # "the company safe": words of a likening
    return all(spelling.known_word(word) and lx.kind_of(word) is None and word not in _placed()
               and word not in lx.NUMBER_WORDS and not word.isdigit() for word in words)


@cache
def _placed() -> frozenset[str]:
    """The words of the game's places and ways."""
    return frozenset(w for phrase in (*lx.PLACES, *lx.WAYS, *lx.DUNGEON_WORDS, *lx.AREA_WORDS)
                     for w in _WORD.findall(phrase.lower()))


@cache
def _meaning_changers() -> frozenset[str]:
    return frozenset(w for phrase in la.CHANGES_MEANING for w in _WORD.findall(phrase))


def addressed(said: str) -> bool:
    """Whether ``said`` is only what the companion is called or a sound: words any player may
    call it ("minion", "my liege"), "you" and what it is called ("you spineless toad": words of
    English, none of the game's), or a sound of no language."""
    low = said.lower().strip(" ,.!?:;…")
    words = _WORD.findall(low)
    if not words or len(words) > 4:
        return False
    if low in _called() or all(word in _called() or _SOUND.match(word) for word in words):
        return True
    rest = words[1:]
    return words[0] in _CALLER and bool(rest) and not any(
        word in _game_words() or word in lx.FUNCTION_WORDS or not spelling.known_word(word)
        for word in rest)


def _idle(sentence: str) -> bool:
    """Whether a sentence carries no order: marks alone, an address or a sound alone, words of
    manner alone ("Quietly."), or a remark naming nothing of the game ("It's ever so noisy.")."""
    core = sentence.strip().rstrip(".!…").strip()
    if not _WORD.search(core):
        return True
    if core.endswith("?"):
        return False
    words = _WORD.findall(core.lower())
    if addressed(core) or _name_alone(core) or (all(word.endswith("ly") for word in words)
                           and not _names_game(core)):
        return True
    low = " ".join(words)
    said = next((c for c in lp.CORRECTION if low.startswith(c + " ")), None)
    if said is not None and (_names_game(rest := low[len(said):]) or any(
            word in lx.WAYS for word in rest.split())):
        return False  # "go left... I mean right": a slip put right, no remark
    opens = next((o for o in la.REMARK_OPENS if low.startswith(o + " ")), None)
    return (opens is not None and not _names_game(low[len(opens):]) and all(
        spelling.known_word(word) for word in words)) or remarked.remark(
        core.replace("’", "'"), _names_game, _meaning_changers())


# How often a word may be seen in English text and still be a name alone as a sentence ("Pip!",
# "Sam."), not a verb the game has not ("Dance!", "Swim!": refused as that).
_NAME_SEEN = 20_000


def _name_alone(core: str) -> bool:
    """Whether a sentence is only a name (``named``) seldom written as a word of English."""
    return named(core) and spelling.counted(core.lower()) < _NAME_SEEN


def _names_game(said: str) -> bool:
    """Whether ``said`` names something of the game or something that could change what an
    order means: a word of the game's or a number."""
    low = said.lower()
    return any(char.isdigit() for char in low) or any(
        word in _game_words() or word.split("'")[0] in _game_words()
        for word in _WORD.findall(low))


@cache
def _called() -> frozenset[str]:
    return frozenset((*la.CALLED, *la.NAMES, *la.INTERJECTIONS)) - frozenset(lx.ADDRESS)


@cache
def _game_words() -> frozenset[str]:
    """The words of the game's orders: its verbs, things, places, ways, amounts and the words
    that change a meaning."""
    phrases = (
        *(phrase for verbs, _ in lx.VERBS for phrase in verbs if phrase not in li.POSTED_GOING),
        *lx.LOCATE_VERBS, *lx.SAY_VERBS, *lx.TELL_ME, *lx.WARN_ME, *lx.COME_UPON,
        *lx.HEALTH_WORDS, *lx.BY_DISTANCE, *lx.DUNGEON_WORDS, *lx.AREA_WORDS, *lx.PLACES,
        *lx.WAYS, *lx.COMPASS, *lx.COMPASS_ADJECTIVES, *lx.SIDE_MOST, *lx.ABOVE_BELOW,
        *lx.EXPLORED_UNITS, *lx.NUMBER_WORDS, *lx.TIMES_WORDS,
    )
    words = {word for phrase in phrases for word in _WORD.findall(phrase.lower())}
    return frozenset((words - lx.FUNCTION_WORDS) | lx.ACTION_VERBS | set(lx.NOUN_WORDS)
                     | {w for phrase in la.CHANGES_MEANING for w in _WORD.findall(phrase)})
