"""Order text made regular before it is read: quotes, apostrophes, spacing, contractions, and the
politeness around the words that matter.

Quoted text is replaced by a mark (``\\x00N\\x00``) while the order is read, so nothing inside
quotes is split, taken for filler or read as a word; ``restore`` puts it back as typed.
"""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_parts as lp
from agent.reading.lexicon import ACTION_VERBS
from agent.reading.memo import per_order
from agent.reading.patterns import lazy, together

# "...", “...”, ‘...’ and '...' (an apostrophe inside a word is no quote).
QUOTED = lazy(r'"([^"]*)"|“([^”]*)”|‘([^’]*)’|(?<![\w])\'([^\']+)\'(?![\w])')
MARK = "\x00{}\x00"
MARKS = lazy("\x00(\\d+)\x00")


# Shorthand players type, and slips of "please", spelt out for reading (quoted text is marked
# before this applies); phrases whose meaning is another's: the player is the one told either
# way, "if and only if" is "if".
_PHRASES = {"let us know": "let me know", "if and only if": "if", "but only if": "if",
            "only if": "if"}
_SPELT = {**lx.SHORTHAND, **dict.fromkeys(("plaese", "pleaes", "plese", "pleas", "pelase",
                                           "lpease", "pleade", "pleasr"), "please"), **_PHRASES}
_SHORTHAND = lazy(rf"\b{lx.alt(tuple(_SPELT))}\b", re.I)


_PAUSE = lazy(r"\s*(?:\.{2,}|\u2026)\s*(?=\S)")


def clean(order: str) -> str:
    """One space between words, straight apostrophes, no control characters."""
    order = order.replace("\u2019", "'").replace("\u02bc", "'")
    # "get the bow... and an arrow": a pause, not the end of a sentence
    if ".." in order or "\u2026" in order:
        order = _PAUSE.sub(", ", order)
    if not order.isprintable():  # each character looked at only when one is not
        order = "".join(ch if ch.isprintable() or ch in "\n\x00" else " " for ch in order)
    return " ".join(order.split())


def spell_out(text: str) -> str:
    """Shorthand spelt out: "can u get me teh sword" -> "can you get me the sword"; "plaese"
    is "please"."""
    plain = text.isascii()  # beyond ASCII, letters match other letters when case is ignored
    low = text.lower()
    if not plain or not _SPELT.keys().isdisjoint(_WORD.findall(low)) or any(
            phrase in low for phrase in ("let us know", "only if")):
        text = _SHORTHAND.sub(lambda found: _SPELT[found.group(0).lower()], text)
    if not plain or ("," in low and any(few in low for few in lp.A_FEW)):
        text = _ROUGHLY.sub(r"\g<n> \g<unit>", text)
    if " 2 " in text:
        text = _TWO_FOR_TO.sub(r"\1 to", text)
    if "/" in text or "<" in text:  # "come w/ me", "patrol bow<->here"
        text = _SIGNED.sub(lambda found: lx.SIGNED[found.group(0).lower()], text)
    return text


_SIGNED = lazy(rf"(?<!\w){lx.alt(tuple(lx.SIGNED))}(?=\W|$)|<->|<>", re.I)


# "go 2 the botom left corner": "2" typed for "to" before where to go (not "go 2 steps")
# "go 2 the bow", "go 2 top left": "2" for "to" before a thing or a place
_TWO_FOR_TO = lazy(rf"\b({lx.alt(lp.GOING)}) 2(?= (?:the|me|my|you|your|top|bottom|middle)\b)",
                   re.I)


# "wait a few ticks, say 6, then ...", "some turns, like five": the number said after a vague
# amount is the amount (not words to say).
_ROUGHLY = lazy(rf"\b{lx.alt(lp.A_FEW)}\s+(?P<unit>[a-z]+)\s*,\s*{lx.alt(lp.ROUGHLY)}"
                rf"\s+(?P<n>\d+|{lx.alt(tuple(lx.NUMBER_WORDS))})\b\s*(?:,|$)", re.I)


# A word as the patterns' \b sees one (in ASCII text).
_WORD = lazy(r"[\w']+")


def protect(text: str) -> tuple[str, list[str]]:
    """The text with each quoted part replaced by a mark, and the quoted parts as typed, their
    quotes included."""
    quoted: list[str] = []
    text = text.replace("\x00", " ")  # a mark is made here only, never typed
    if '"' not in text and "'" not in text and "“" not in text and "‘" not in text:
        return text, quoted  # no quote to look for: most orders

    def mark(found: re.Match[str]) -> str:
        quoted.append(found.group(0))
        return MARK.format(len(quoted) - 1)

    return QUOTED.sub(mark, text), quoted


def restore(text: str, quoted: list[str], *, typed: bool = False) -> str:
    """The text with its marks replaced by the quoted words: inside their quotes, or as typed,
    quotes and all (``typed``: words said back to the player)."""
    return MARKS.sub(lambda found: _inside(quoted[int(found.group(1))], typed), text)


def _inside(quoted: str, typed: bool) -> str:
    if typed:
        return quoted
    found = QUOTED.fullmatch(quoted)
    return next(g for g in found.groups() if g is not None) if found else quoted


# Contractions, for reading (never for what is said).
_CONTRACTIONS = (
    (r"\bcan't\b", "can not"), (r"\bcannot\b", "can not"), (r"\bwon't\b", "will not"),
    (r"\bshan't\b", "shall not"), (r"\bain't\b", "is not"), (r"\blet's\b", "let us"),
    (r"\b(\w+)n't\b", r"\1 not"),
    (r"\b(i)'m\b", r"\1 am"),
    (r"\b(you|we|they|who|what)'re\b", r"\1 are"),
    (r"\b(i|you|we|they|who|what)'ve\b", r"\1 have"),
    (r"\b(i|you|we|they|he|she|it|who|that|there)'ll\b", r"\1 will"),
    (r"\b(i|you|we|they|he|she|who|what)'d\b", r"\1 would"),
    (r"\b(it|that|there|here|what|where|who|how|which|he|she|when|why|this)'s\b", r"\1 is"),
    (rf"\b({lx.noun_pattern()})'s(?= (?:{lx.alt(lp.IS_AFTER_NOUN)})\b)", r"\1 is"),
)


@together
def _contraction_res() -> tuple[tuple[re.Pattern[str], str, str], ...]:
    """Each contraction compiled for lower-case ASCII text, with what it cannot match without
    ("n't", "'re", "cannot"; no replacement makes one): most text has none of them, and is only
    lower-cased."""
    return tuple((re.compile(p), r, found.group() if (
        found := re.search(r"\w*'\w+", p.replace(r"\b", " "))) else "cannot")
                 for p, r in _CONTRACTIONS)


@per_order
def expand(text: str) -> str:
    """Lower case, contractions spelt out ("what's" -> "what is", "don't" -> "do not"); a noun's
    "'s" stays (the gorgon's weakness)."""
    text = text.lower()
    if "'" in text or "cannot" in text:
        plain = text.isascii()  # beyond ASCII, letters match other letters when case is ignored
        for pattern, replacement, needed in _contraction_res():
            if plain and needed in text:
                text = pattern.sub(replacement, text)
            elif not plain and (needed if needed == "cannot" else "'") in text:
                text = re.sub(pattern.pattern, replacement, text, flags=re.I)
    return " ".join(text.split())


def words_of(text: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", text.lower())


# -- politeness and stopping --------------------------------------------------------------------

# "stop what you're doing and come back": every new order stops the last one, so the words that
# say so are filler when another step follows them ("stop that" alone is an order to stay).
_STOP = lx.alt(lp.STOP_THAT)
# ... but not "never mind the bats" (pay them no heed), which names what to mind
STOP_THAT = (_STOP + r"(?!\s+(?:about\s+)?(?:the|a|an|all|any|every|those|these|my|your)\s)"
             r"(?:\s+(?:now|right now))?\s*[,.;:!]?\s*(?:and then|and|then|instead)?"
             r"(?=\s*[,.;:!]?\s*\w)")
STOP_ALONE = lazy(_STOP + r"(?:\s+(?:now|right now))?[\s,.;:!]*$", re.I)

FILLER_START = lazy(
    rf"^(?:{lx.alt(lp.FILLER_START)}|um+|uh+|hmm+"
    r"|only(?= \w+(?: .+)? (?:if|when|once|unless) )|if possible|if you (?:can|could)(?=,)"
    rf"|{lx.alt(lp.WHEN_YOU_CAN)}(?=,)"
    r"|(?:are|would|will|could) you (?:be )?able to|is it possible (?:for you )?to"
    r"|(?:could|can|would|will|won'?t|might) you(?: please| kindly| possibly| maybe)?"
    r"|would you mind|why don'?t you"
    r"|how about you|maybe you could|i(?: would|'d) like you to|i want you to|i need you to"
    r"|i'?d like it if you|go ahead and|you should|you must|you need to|you have to|just|try to"
    # a suggestion is an order: "I think you should", "we should probably", "you might want to"
    r"|i (?:think|guess|reckon|suppose|believe) (?:you|we) (?:should|need to|ought to|must)"
    r"|(?:we|you) (?:should|ought to|need to|must|had better|'d better)(?: probably| really)?"
    r"|you (?:might|may) want to|it would be (?:great|nice|good|cool|awesome) if you (?:could"
    r"|would|can)|probably"
    r"|try and|be sure to|make sure (?:to|you)|be a dear and|do me a favou?r and"
    rf"|{lx.alt(lp.FILLER_ADDRESS)}|quick(?:ly)?|hurry(?: up)?(?=\s*[,!]|\s+and\b)"
    rf"|hurry(?: up)? and|{lx.alt(lp.COME_ON)}|help me(?: to)?(?=\s+\w)|be careful(?: and|,)"
    r"|let'?s|let us(?! know)"
    r"|see (?:if|whether) you can|try (?:if|whether) you can"
    r"|" + STOP_THAT + r")\b[\s,:!]*",
    re.I,
)
FILLER_END = lazy(
    rf"[\s,]*\b(?:{lx.alt(lp.FILLER_END)}"
    r"|(?:(?:and|but) )?(?:be careful|stay safe)|carefully|safely)\s*[.!]*$",
    re.I,
)


# A verb of saying at the end: what politeness would take after it is the words to say.
_SAY_ALONE = lazy(rf"(?:^|[\s,]){lx.alt(lx.SAY_VERBS, ('say it', 'tell me'))}$", re.I)


# "would you mind following me": the verb after it as the order's ("follow me")
_MIND = lazy(r"^(?:would|do|could) you (?:please )?mind (?P<verb>[a-z]+ing)\b", re.I)


def gerund_verb(word: str) -> str | None:
    """The verb of a gerund the game knows ("following" -> "follow", "getting" -> "get",
    "coming" -> "come"), None for another word."""
    stem = word[:-3]
    for verb in (stem, stem + "e", stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2] else stem):
        if verb.lower() in ACTION_VERBS:
            return verb
    return None


@per_order
def strip_filler(text: str, *, keep_first: bool = False) -> str:
    """The words without the politeness around them ("could you get the sword, please" ->
    "get the sword"). ``keep_first``: a trailing "first" says when, so it stays."""
    text = text.strip(" ,")
    if not text.isascii() or "mind" in text.lower():  # "would you mind ..."
        text = _MIND.sub(lambda found: gerund_verb(found.group("verb").lower()) or (
            found.group(0)), text)
    while True:
        shorter = _after_filler_start(text).strip(" ,")
        ended = FILLER_END.sub("", shorter).strip(" ,") if _may_end(shorter, _END_WORDS) else (
            shorter)
        # "say thank you", "shout please": the words to say, not politeness
        if ended != shorter and not _SAY_ALONE.search(ended):
            shorter = ended
        if not keep_first and _may_end(shorter, ("first",)):
            shorter = _FIRST_LAST.sub("", shorter).strip(" ,")
        if shorter == text:
            return text
        text = shorter


def _after_filler_start(text: str) -> str:
    """The text after the politeness it opens with ("could you please get the sword": "get the
    sword"); ASCII text lower-cased and matched with case kept, four times as fast."""
    found = (_FILLER_START_LOWER.match(text.lower()) if text.isascii()
             else FILLER_START.match(text))
    return text[found.end():] if found is not None else text


_FILLER_START_LOWER = lazy(FILLER_START.pattern)
# The last words FILLER_END can take away.
_END_WORDS = ("please", "thanks", "you", "too", "well", "away", "asap", "can", "could",
              "possible", "careful", "safe", "carefully", "safely")
_FIRST_LAST = lazy(r"[\s,]*\bfirst\s*$", re.I)
# What may follow them: white space as the patterns know it, and "." and "!".
_TRAILING = "".join(chr(c) for c in range(128) if chr(c).isspace()) + ".!"


def _may_end(text: str, words: tuple[str, ...]) -> bool:
    """Whether ``text`` may end with one of ``words`` (before spaces, "." and "!"), as a pattern
    anchored at the end would find it; False spares the pattern's search, which tries every
    place in the text. Text beyond ASCII (where letters match other letters when case is
    ignored) is left to the pattern."""
    return not text.isascii() or text.rstrip(_TRAILING).lower().endswith(words)
