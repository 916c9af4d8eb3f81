"""Order text made regular before it is read: quotes, apostrophes, spacing, contractions, and the
politeness around the words that matter.

Quoted text is replaced by a mark (``\\x00N\\x00``) while the order is read, so nothing inside
quotes is split, taken for filler or read as a word; ``restore`` puts it back as typed.
"""

from __future__ import annotations

import re

from agent.reading import (
    lexicon as lx,
    lexicon_closers as lcl,
    lexicon_parts as lp,
    lexicon_staying as lstay,
    lexicon_typed as lt,
)
from agent.reading.asked_times import asked_times
from agent.reading.lexicon import ACTION_VERBS
from agent.reading.lexicon_idioms import THINKING, UNLESS_FORCED
from agent.reading.listed_lines import as_sentences
from agent.reading.memo import per_order
from agent.reading.patterns import as_trees, lazy, together
from agent.reading.tiles_spelt import tiles_in_digits

# "...", “...”, ‘...’ and '...' (an apostrophe inside a word is no quote).
QUOTED = lazy(r'"([^"]*)"|“([^”]*)”|‘([^’]*)’|(?<![\w])\'([^\']+)\'(?![\w])')
MARK = "\x00{}\x00"
MARKS = lazy("\x00(\\d+)\x00")


# Shorthand players type, and slips of "please", spelt out for reading (quoted text is marked
# before this applies); phrases whose meaning is another's: the player is the one told either
# way, "if and only if" is "if".
_PHRASES = {"let us know": "let me know", "if and only if": "if", "but only if": "if",
            "only if": "if"}
_SPELT = {**lt.SHORTHAND, **dict.fromkeys(("plaese", "pleaes", "plese", "pleas", "pelase",
                                           "lpease", "pleade", "pleasr"), "please"), **_PHRASES}
_SHORTHAND = lazy(rf"\b{lx.alt(tuple(_SPELT))}\b", re.I)
# The shorthand, and the word each opens with ("wer is": where is), one of which a text must have
# for them to be looked for.
_SPELT_OPENS = frozenset((*_SPELT, *(said.split()[0] for said in lt.SHORTHAND)))
_PAUSE = lazy(r"\s*(?:\.{2,}|\u2026)\s*(?=\S)")
# "hold on, let me think... ok. wait 3 turns": the thought ends there (musings).
_THOUGHT_PAUSE = lazy(rf"(?P<thought>\b{lx.alt(THINKING)})\s*(?:\.{{2,}}|\u2026)\s*(?=\S)", re.I)


def clean(order: str) -> str:
    """One space between words, straight apostrophes, no control characters."""
    order = order.replace("\u2019", "'").replace("\u02bc", "'")
    # "get the bow... and an arrow": a pause, not the end of a sentence
    if ".." in order or "\u2026" in order:  # a moment's thought is a sentence of its own
        order = _PAUSE.sub(", ", _THOUGHT_PAUSE.sub(r"\g<thought>. ", order))
    if not order.isprintable():  # each character looked at only when one is not
        order = "".join(ch if ch.isprintable() or ch in "\n\x00" else " " for ch in order)
    return " ".join(as_sentences(order).split())  # "1. get the bow\n2. ...", "- ..."


def spell_out(text: str) -> str:
    """Shorthand spelt out: "can u get me teh sword" -> "can you get me the sword"; "plaese"
    is "please"."""
    plain = text.isascii()  # beyond ASCII, letters match other letters when case is ignored
    low = text.lower()
    if not plain or not _SPELT_OPENS.isdisjoint(words_in(low)) or any(
            phrase in low for phrase in ("let us know", "only if")):
        text = _SHORTHAND.sub(lambda found: _SPELT[found.group(0).lower()], text)
    if not plain or ("," in low and any(few in low for few in lstay.A_FEW)):
        text = _ROUGHLY.sub(r"\g<n> \g<unit>", text)
    if " 2 " in text:
        text = _TO_SOMEONE.sub("to", _TWO_FOR_TO.sub(r"\1 to", text))
    if " 4 " in text:  # "follow me 4 a bit"
        text = _FOUR_FOR.sub("for", text)
    if "specimen" in low or "sample" in low:  # "the sword specimen": the sword
        text = _SPECIMEN.sub(_named_only, text)
    if not _BESIDE_GATE.isdisjoint(words := words_in(low)) and not _TILE_GATE.isdisjoint(words):
        text = _A_TILE_BESIDE.sub(  # "go to a tile next to me": to me; "on a tile by": next to
            lambda found: "to" if found["on"].lower() == "to" else "next to", text)
    if "proceed" in low or " to " in low:  # "proceed to terminate the gorgon": terminate it
        text = _PROCEED.sub("", text)
    if "/" in text:  # "come w/ me"
        text = _SIGNED.sub(lambda found: lt.SIGNED[found.group(0).lower()], text)
    if plain and _numbered(low) and _GRID.search(text) is not None:  # "goto r8 c12"
        text = _GRID.sub(r"row \g<row> column \g<col>", text)
    if not plain or any(tens in low for tens in lx.TENS):  # "twenty-five tiles": 25 tiles
        text = _TENS_AND_ONES.sub(_in_digits, text)
    if "+" in text or " or more" in low:  # "keep 5+ tiles off every mob": at least 5 tiles
        text = _OR_MORE.sub(lambda found: f"{lstay.AT_LEAST_SAID} {found['n'] or found['n2']}"
                            f"{found['unit'] or ''}", text)
    return spell_signs(tiles_in_digits(text, low))


# A number and "+" before a word or at the end, or "or more" before or after a unit: that many or
# more ("6+ tiles", "5 or more tiles", "6 tiles or more from it").
_OR_MORE = lazy(r"\b(?P<n>\d+)\s?\+(?=\s+[a-z]|\s*[,.!?]|\s*$)"
                r"|\b(?P<n2>\d+)(?:\s+or\s+more(?=\s+(?:tiles|steps|squares|spaces|blocks)\b)|"
                r"(?P<unit>\s+(?:tiles|steps|squares|spaces|blocks))\s+or\s+more\b)", re.I)
_TENS_AND_ONES = lazy(rf"\b(?P<tens>{lx.alt(lx.TENS)})(?:\s*-\s*|\s+)(?P<ones>{lx.alt(lx.ONES)})\b",
                      re.I)


def _in_digits(found: re.Match[str]) -> str:
    """ "twenty-five" -> "25"."""
    return str(lx.NUMBER_WORDS[found.group("tens").lower()]
               + lx.NUMBER_WORDS[found.group("ones").lower()])


_DIGIT = lazy("[0-9]")


def _numbered(low: str) -> bool:
    """Whether a text has a digit (one search in C, not ten looks from a generator)."""
    return _DIGIT.search(low) is not None


_SIGNED = lazy(rf"(?<!\w){lx.alt(tuple(lt.SIGNED))}(?=\W|$)", re.I)
# "goto r8 c12", "r8,c12": a row and a column in short.
_GRID = lazy(r"\br(?P<row>\d{1,2})\s*,?\s*c(?P<col>\d{1,2})\b", re.I)


# "go 2 the bow", "go 2 top left": "2" typed for "to" before a thing or a place (not "go 2 steps")
_TWO_FOR_TO = lazy(rf"\b({lx.alt(lp.GOING)}) 2(?= (?:the|me|my|you|your|top|bottom|middle|row"
                   r"|column|col|tile|spot|position|corner|center|centre)\b)", re.I)


_SPECIMEN = lazy(rf"\b(?P<noun>{lx.noun_pattern()})\s+{lx.alt(lt.SPECIMEN)}(?P<many>s?)\b", re.I)
_PROCEED = lazy(rf"(?:^|(?<=[.!?:;,]\s)|(?<=\bthen\s)|(?<=\band\s))\s*{lx.alt(lt.PROCEED_TO)}\s+"
                rf"(?={lx.alt(tuple(lx.ACTION_VERBS))}\b)", re.I)


_A_TILE_BESIDE = lazy(
    rf"\b(?P<on>{lx.alt(lt.ON_A_TILE)})\s+{lx.alt(lt.A_TILE)}\s+(?:{lx.alt(lt.TILE_FREE)}\s+)?"
    rf"{lx.alt(lt.TILE_WORDS)}\s+(?:{lx.alt(lt.TILE_CLOSE)}\s+)?{lx.alt(lt.BESIDE)}\b", re.I)
_BESIDE_GATE, _TILE_GATE = frozenset(p.split()[0] for p in lt.BESIDE), frozenset(lt.TILE_WORDS)


def _named_only(found: re.Match[str]) -> str:
    """The thing's name alone, said in the plural where its specimens are."""
    noun = found.group("noun")
    many = found.group("many") and noun.lower() in lx.SINGULAR and not noun.lower().endswith("s")
    return noun + ("s" if many else "")


_TO_SOMEONE = lazy(rf"(?<=\s)2(?= {lx.alt(lt.TWO_TO_BEFORE)}\b)", re.I)
_FOUR_FOR = lazy(rf"(?<=\s)4(?= {lx.alt(lt.FOUR_FOR_BEFORE)}\b)", re.I)


# "wait a few ticks, say 6, then ...", "some turns, like five": the number said after a vague
# amount is the amount (not words to say).
_ROUGHLY = lazy(rf"\b{lx.alt(lstay.A_FEW)}\s+(?P<unit>[a-z]+)\s*,\s*{lx.alt(lp.ROUGHLY)}"
                rf"\s+(?P<n>\d+|{lx.alt(tuple(lx.NUMBER_WORDS))})\b\s*(?:,|$)", re.I)


# A word as the patterns' \b sees one (in ASCII text).
_WORD = lazy(r"[\w']+")


def holds_any(text: str, words: tuple[str, ...]) -> bool:
    """Whether ``text`` holds one of ``words`` (``word in text``): a loop, as any() of a generator
    takes twice as long (a gate asked of every sentence before its pattern is tried)."""
    for word in words:
        if word in text:
            return True
    return False


@per_order
def words_in(low: str) -> frozenset[str]:
    """The words of lower-case text (``_WORD``), kept for the order: the text is made regular
    in steps (old English, shorthand, a learner's forms) that each ask them of the same text."""
    return frozenset(_WORD.findall(low))


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
    (r"\b(\w+)n't\b", r"\1 not"), (r"\b(i)'m\b", r"\1 am"),
    (r"\b(you|we|they|who|what)'re\b", r"\1 are"),
    (r"\b(i|you|we|they|who|what)'ve\b", r"\1 have"),
    (r"\b(i|you|we|they|he|she|it|who|that|there)'ll\b", r"\1 will"),
    (rf"\b({lx.noun_pattern()})'ll\b", r"\1 will"),  # "how many bats'll be left"
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
_STOP = lx.alt(lstay.STOP_THAT)
# ... but not "never mind the bats" (pay them no heed), which names what to mind
STOP_THAT = (_STOP + r"(?!\s+(?:about\s+)?(?:the|a|an|all|any|every|those|these|my|your)\s)"
             r"(?:\s+(?:now|right now))?\s*[,.;:!]?\s*(?:and then|and|then|instead)?"
             r"(?=\s*[,.;:!]?\s*\w)")
STOP_ALONE = lazy(_STOP + r"(?:\s+(?:now|right now))?[\s,.;:!]*$", re.I)

FILLER_START = lazy(
    rf"^(?:{lx.alt(lcl.FILLER_START)}|um+|uh+|hmm+"
    rf"|{lx.alt(lcl.EMPHATIC)}(?= {lx.alt(ACTION_VERBS, lx.ERRAND_PHRASES, lt.BAN_KEEP)}\b)"
    r"|only(?= \w+(?: .+)? (?:if|when|once|unless) )|if possible|if you (?:can|could)(?=,)"
    rf"|{lx.alt(lcl.WHEN_YOU_CAN)}(?=,)"
    r"|(?:are|would|will|could) you (?:be )?able to|is it possible (?:for you )?to"
    # "couldn't you get the bow?", "can't you kill the bat?": asked as "could you", not a
    # question of what the companion cannot do
    r"|(?:could|can|would|will|won'?t|can'?t|couldn'?t|wouldn'?t|might) you"
    r"(?: please| kindly| possibly| maybe)?"
    r"|would you mind|why don'?t you"
    r"|how about you|maybe you could|i(?: would|'d) like you to|i want you to|i need you to"
    r"|i'?d like it if you|go ahead and|you should|you must|you need to|you have to|just|try to"
    # a suggestion is an order: "I think you should", "we should probably", "you might want to"
    r"|i (?:think|guess|reckon|suppose|believe) (?:you|we) (?:should|need to|ought to|must)"
    r"|(?:we|you) (?:should|ought to|need to|must|had better|'d better)(?: probably| really)?"
    r"|you (?:might|may) want to|it would be (?:great|nice|good|cool|awesome) if you (?:could"
    r"|would|can)|probably"
    # the player unsure before an order ("if not, I suppose get the sword instead")
    r"|i (?:guess|suppose|reckon)(?= (?!(?:you|we|i|it|that|this|the|there|they|so|not|a|an)\b))"
    r"|try and|be sure to|make sure (?:to|you)|be a dear and|do me a favou?r and"
    rf"|{lx.alt(lcl.FILLER_ADDRESS)}|quick(?:ly)?|hurry(?: up)?(?=\s*[,!]|\s+and\b)"
    rf"|hurry(?: up)? and|{lx.alt(lcl.COME_ON)}|help me(?: to)?(?=\s+\w)|be careful(?: and|,)"
    r"|let'?s|let us(?! know)"
    r"|see (?:if|whether) you can|try (?:if|whether) you can"
    r"|" + STOP_THAT + r")\b[\s,:!]*",
    re.I,
)
FILLER_END = lazy(
    rf"[\s,]*\b(?:{lx.alt(lcl.FILLER_END)}|{lx.alt(UNLESS_FORCED)}"
    r"|(?:(?:and|but) )?(?:be careful|stay safe)|carefully|safely)\s*[.!]*$",
    re.I,
)


# A verb of saying at the end: what politeness would take after it is the words to say.
_SAY_ALONE = lazy(rf"(?:^|[\s,]){lx.alt(lx.SAY_VERBS, ('say it', 'tell me'))}$", re.I)


_MIND = lazy(rf"^(?:would|do|could) you (?:please )?mind (?:{lx.alt(lcl.MINDED)} )?"
             r"(?P<verb>[a-z]+ing)\b", re.I)  # "would you mind following me": "follow me"
_MIND_THEN = lazy(r"\b(?P<join>(?:and|then|and then)[,]? )(?P<verb>[a-z]+ing)\b", re.I)  # then


def gerunds_as_verbs(text: str) -> str:
    """Each gerund after "and" or "then" as its verb ("..., and bringing it": "and bring it")."""
    return _MIND_THEN.sub(lambda found: found.group("join") + (gerund_verb(
        found.group("verb").lower()) or found.group("verb")), text)


def minded(text: str) -> str:
    """ "would you mind finding an arrow and bringing it": "find an arrow and bring it"."""
    said = _MIND.sub(lambda found: gerund_verb(found.group("verb").lower()) or found.group(0), text)
    return gerunds_as_verbs(said) if said != text else text


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
        text = minded(text)
    while True:
        shorter = _after_filler_start(text).strip(" ,")
        end = _end_of(shorter)  # may_end, written out: asked twice of most texts
        ended = FILLER_END.sub("", shorter).strip(" ,") if end is None or end.endswith(
            _END_WORDS) else shorter
        # "say thank you", "shout please": the words to say, not politeness
        if ended != shorter and not _SAY_ALONE.search(ended):
            shorter, end = ended, _end_of(ended)
        if not keep_first and (end is None or end.endswith("first")):
            shorter = _FIRST_LAST.sub("", shorter).strip(" ,")
        if shorter == text:
            return text
        text = shorter


def _after_filler_start(text: str) -> str:
    """The text after the politeness it opens with ("could you please get the sword": "get the
    sword"); ASCII text lower-cased and matched with case kept, four times as fast."""
    found = (_filler_start_lower().match(text.lower()) if text.isascii()
             else FILLER_START.match(text))
    return text[found.end():] if found is not None else text


@together
def _filler_start_lower() -> re.Pattern[str]:
    """FILLER_START for lower-case text, with case kept, its words tried as trees."""
    return as_trees(FILLER_START.pattern)


# The last words FILLER_END can take away.
_END_WORDS = tuple({said.split()[-1] for said in (*lcl.FILLER_END, *UNLESS_FORCED)} | {
    "you", "away", "careful", "safe", "carefully", "safely"})
_FIRST_LAST = lazy(r"[\s,]*\bfirst\s*$", re.I)
# What may follow them: white space as the patterns know it, and "." and "!".
_TRAILING = "".join(chr(c) for c in range(128) if chr(c).isspace()) + ".!"


def _end_of(text: str) -> str | None:
    """How ASCII ``text`` ends, as ``may_end`` looks at it; None beyond ASCII."""
    return text.rstrip(_TRAILING).lower() if text.isascii() else None


def may_end(text: str, words: tuple[str, ...]) -> bool:
    """Whether ``text`` may end with one of ``words`` (before spaces, "." and "!"), as a pattern
    anchored at the end would find it; False spares the pattern's search, which tries every
    place in the text. Text beyond ASCII (where letters match other letters when case is
    ignored) is left to the pattern."""
    return not text.isascii() or text.rstrip(_TRAILING).lower().endswith(words)


# -- signs --------------------------------------------------------------------------------------

def spell_signs(text: str) -> str:
    """Signs a speedrunner types for words, in the words every reader reads: "sword>gorgon, go"
    -> "get sword, then kill gorgon"; "bow -> arrow -> back" -> "get bow, then get arrow, then
    back to me"; "if hp<2 retreat" -> "if hp less than 2 retreat"; "arrows==bats ? bow : sword"
    -> "if arrows equals bats, get bow, otherwise get sword"; "arrows x2" -> "get 2 arrows",
    "square x2" -> "walk in a square twice"; "patrol bow<->here" -> "patrol between bow and
    here"; "bats + arrows on floor = ?" -> "how many bats plus arrows on floor?". Quoted words
    are marked before this, and code is taken as typed before any of it (as_typed), so neither
    is touched; a sign between words that are not the game's ("x = 2 > 1") stays."""
    compared = _COMPARED_SIGNS.search(text) is not None
    timed = _numbered(text) and _TIMES_SIGNS.search(text) is not None
    ternary = "?" in text and ":" in text
    if not (compared or timed or ternary):
        return text  # no sign: most orders, spared every pattern below
    if "<" in text:
        text = _POSTS.sub(r"between \g<a> and \g<b>", text)
    if ternary:
        text = _TERNARY.sub(_ternary, text)
    if compared:
        text = _routes(_COMPARING.sub(_comparing, text))
    if timed and _TIMES_SIGN.search(text) is not None:
        text = _TYPED_TIMES.sub(lambda f: asked_times(f) or _times(f), _COUNTED_BEFORE.sub(
            r"\g<n> ", _SIZED.sub(r"\g<n> by \g<m>", text)))  # "arrows x2?": a number asked
        # (asked_times), not two fetched; "a 2x2 square": 2 by 2
    if "=" in text and "?" in text:
        text = _ASKED_EQUALS.sub(_asked, text)
    return " ".join(text.split())


# The signs of comparison and of a route ("<", "=", "\u2192"), each looked for as it stands;
# the sign of a count typed with "x" ("x2", "2x"), with a digit beside it.
_COMPARED_SIGNS = lazy("[<>=\u2192\u21d2\u2264\u2265]")
_TIMES_SIGNS = lazy("[xX\u00d7]")
_TIMES_SIGN = lazy(r"\d\s?[xX\u00d7](?![a-zA-Z])|(?<![\w.])[xX\u00d7]\s?\d")


# "patrol bow<->here", "patrol r8 c9 <-> r8 c15": between two posts.
_POSTS = lazy(r"(?P<a>{0})\s*(?:<->|<>)\s*(?P<b>{0})".format(
    r"row\s+\d+\s*,?\s*column\s+\d+|r\d+\s*c\d+|(?:the\s+)?[\w']+"))
# "arrows==bats ? bow : sword": a condition, what to do if it holds, what to do if not.
_TERNARY = lazy(r"(?P<cond>[^.?!:;,]+?)(?P<gap>\s*)\?\s*(?P<then>[^.?!:;]+?)\s*:\s*"
                r"(?P<other>[^.?!:;]+)")
# A condition's first word, which a ternary's condition may be said with ("if bats>0 ? ...").
_LEAD = lazy(rf"^\s*{lx.alt(tuple(lx.LEADS))}\s+", re.I)


def _ternary(found: re.Match[str]) -> str:
    cond = found.group("cond").strip()
    if not found.group("gap") and _COMPARING.search(cond) is None:
        return found.group(0)  # "where is the bow? tell me: its row": a question, then words
    cond = _LEAD.sub("", cond)
    return (f"if {cond}, {_step(found.group('then'))}, otherwise "
            f"{_step(found.group('other'))}")


# A sign of comparison and the words either side of it (not the signs of a route: "->", ">>").
_COMPARING = lazy(r"(?P<left>[\w']+)?\s*(?<![-=<>!])(?P<op><=|>=|=<|=>|==|\u2264|\u2265|<|>|=)"
                  r"(?![=<>])\s*(?P<right>[\w']+)?")
# Whether a sign is said in a condition: a condition's first word before it in its clause.
_IN_CONDITION = lazy(rf"\b{lx.alt(tuple(lx.LEADS))}\b(?:(?!\b(?:then|else|otherwise)\b)"
                     r"[^.;!?,])*$", re.I)


def _comparing(found: re.Match[str]) -> str:
    """ "if hp<2" -> "if hp less than 2": a sign in a condition between words of the game; any
    other sign as typed (a route's ">", an "=" that asks: "bats + arrows = ?")."""
    left, op, right = found.group("left"), found.group("op"), found.group("right")
    said = lt.COMPARED[{"\u2264": "<=", "\u2265": ">="}.get(op, op)]
    if left is None or right is None or not all(map(_of_the_game, (left, right))):
        return found.group(0)  # "x = 2": no sign of an order
    numbered = [lx.number(w) is not None for w in (left, right)]
    if _IN_CONDITION.search(found.string, 0, found.start()) is None or all(numbered) or (
            op == "=>" and not any(numbered)):
        return found.group(0)  # "kill the bats <3", "bow=>arrow": no comparison
    return f"{left} {said} {right}"


def _of_the_game(word: str) -> bool:
    """Whether a word beside a sign may be an order's: a number, a thing, health ("hp<2")."""
    low = word.lower()
    return (lx.number(low) is not None or lx.kind_of(low) is not None
            or low in lx.HEALTH_WORDS or low in lp.LEFT_AFTER)  # "if bats alive > 2"


# A sign of a route between its steps.
_ROUTE_SIGN = lazy(rf"\s*(?:{lx.alt(lt.ROUTE)}|(?<![<=>-]){lt.ROUTE_OR_MORE}(?![=>]))\s*")
# A way to go the route ends with, said as one word: "sword>gorgon, go".
_GO_AT_END = lazy(r"\s*,?\s*\bgo\s*[.!]*$", re.I)
# A thing named alone, with how many of it ("bow", "2 arrows", "the gorgon").
_BARE = lazy(rf"^(?:(?:the|a|an|all|all the|every|{lx.NUMBER_RE})\s+)?(?P<noun>"
             rf"{lx.noun_pattern()})$", re.I)


def _routes(text: str) -> str:
    """ "bow>arrow>bat": each step of the route in turn, a thing named alone done with as the
    route does (lt.ROUTE_ITEM, lt.ROUTE_MONSTER)."""
    parts = _ROUTE_SIGN.split(text)
    if len(parts) == 1:
        return text
    out = []
    for at, part in enumerate(parts):
        head, core, tail = "", part, ""
        if at == 0 and (begun := _ENDS_BEFORE.match(part)) is not None:
            head, core = begun.group("head") or "", begun.group("core")  # "ok. bow": after it
        if at == len(parts) - 1 and (ended := _ENDS_AFTER.match(core)) is not None:
            core, tail = ended.group("core", "tail")  # "gorgon, go": the route ends at the comma
        core = _IN_TURN.sub("", core)  # "first wait 2 turns -> then come next to me"
        if not _a_step(core):
            return text  # "2 > 1", "</order> new instructions": no route
        out.append(head + _step(core) + tail)
    return _GO_AT_END.sub("", ", then ".join(out))


def _a_step(words: str) -> bool:
    """Whether words between the signs of a route may be a step of it: they name a thing of the
    game or open with a verb of an order ("bow", "back to me", "kill the bat")."""
    said = _WORD.findall(words.lower())
    if not said or any(sign in words for sign in "()[]{}"):
        return False  # "count(bat) > 0": code, not a route
    return said[0] in lx.ACTION_VERBS or any(lx.kind_of(word) is not None for word in said)


_IN_TURN = lazy(r"^\s*(?:first|then|and then|next|after that|finally|lastly)\b\s*,?\s*", re.I)
_ENDS_BEFORE = lazy(r"^(?P<head>.*[.,;:!?]\s*)?(?P<core>[^.,;:!?]*)$", re.S)
_ENDS_AFTER = lazy(r"^(?P<core>[^.,;:!?]*)(?P<tail>.*)$", re.S)


def _step(words: str) -> str:
    """The words of a step in a route or a branch: a thing named alone is fetched or fought
    ("bow": get bow; "gorgon": kill gorgon), "back" is coming back; other words as they are."""
    said = words.strip()
    bare = _BARE.match(said)
    if bare is None or (kind := lx.kind_of(bare.group("noun"))) is None:
        return said
    return f"{lt.ROUTE_ITEM if lx.is_item(kind) else lt.ROUTE_MONSTER} {said}"


# "a 2x2 square": a size, 2 by 2.
_SIZED = lazy(rf"\b(?P<n>\d+)\s?[x\u00d7]\s?(?P<m>\d+)(?=\s+{lx.alt(lt.SHAPES)}\b)", re.I)
# "2x arrows": two arrows.
_COUNTED_BEFORE = lazy(rf"\b(?P<n>\d+)\s?[x\u00d7]\s+(?=(?:{lx.noun_pattern()})\b)", re.I)
# "arrows x2": two arrows; "square x2", "do it 2x": twice (lt.TIMES_TYPED); the words before,
# and whether a step begins with them.
_TYPED_TIMES = lazy(r"(?P<start>(?:^|[.,;:!?]|\bthen|\band)\s*)?(?P<what>[\w']+)\s*"
                    r"(?:(?<![\w.])[x\u00d7]\s?(?P<n>\d+)|\s(?P<m>\d+)\s?[x\u00d7])(?![\w])", re.I)


def _times(found: re.Match[str]) -> str:
    what, n = found.group("what"), int(found.group("n") or found.group("m"))
    start = found.group("start")
    if lx.kind_of(what) is not None:
        counted = f"{n} {what}"
        return (start + _step(counted)) if start is not None else counted
    times = lt.TIMES_TYPED.get(n, f"{n} times")
    if start is not None and what.lower() in lt.SHAPES:  # "square x2": walk it twice
        return f"{start}{lt.WALK_SHAPE} {what} {times}"
    return f"{start or ''}{what} {times}"


# "wait 3 then bow": a thing named alone, with no word before it, after "then" at the end of a
# clause, after a wait (a verb that takes a thing lends it: "bring me the sword then bow").
# "bats + arrows on floor = ?": a number asked, "+" said "plus".
_PLUS = lazy(r"(?<=[\w'])\s*\+\s*(?=\w)")
_ASKED_EQUALS = lazy(r"(?P<sum>[^.?!;:=]*[\w'][^.?!;:=]*?)\s*=\s*\?")


def _asked(found: re.Match[str]) -> str:
    said = _PLUS.sub(" plus ", found.group("sum").strip())
    first = said.split()[0]
    return f"how many {said}?" if lx.kind_of(first) is not None else f"what is {said}?"
