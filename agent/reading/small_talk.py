"""Small talk around an order, left out before it is read: a chatty player's thanks and praise
("thanks for earlier!!", "appreciate it a ton", "you're doing awesome btw!!"), what they say of
a fight gone by or of their day ("haha that last fight was rough lol.", "hey buddy, long day
huh."), of themselves ("I keep losing count honestly", "I can't find it anywhere", "I just
realized I've got nothing to fight with lol", "ugh I need a breather", "I'll catch up with you
later"), their hedges ("no rush", "when you get a sec", "just curious haha", "whichever ones,
doesn't matter", "cool? cool"), good wishes ("I trust you, have fun out there!"), a hint that
names what the fight takes anyway ("you'll need the sword I think", after the gorgon), and
words that only open or restate ("anyway, ...", "honestly just go explore", "like stay close
and watch my back", "take like 4 steps down").

Only what is plainly talk goes: a sentence or a piece after a comma that is wholly one of these,
never the first piece of a sentence that is not, and never the whole order (talk alone is
answered as talk, ``talk.ROWS``). A remark of the player's own doing that could be an order for
the companion ("I'll get the sword", "go look around") is not here, and a sentence that says
"you" do something is kept ("I just realized you should get the bow"). Pure text work, once an
order (``reader.read``), gated on the words of the order.
"""

from __future__ import annotations

import re

from agent.reading import (
    lexicon as lx,
    lexicon_closers as lcl,
    lexicon_duties as ldu,
    lexicon_parts as lp,
    lexicon_venting as lv,
    worries,
)
from agent.reading.patterns import lazy
from agent.reading.text import words_in
from game.world import NEEDS, WEAKNESS

# The words one of the phrases below holds; an order with none of them is looked at no further.
_GATE = frozenset(
    (
        "thank",
        "appreciate",
        "appreciated",
        "awesome",
        "amazing",
        "best",
        "great",
        "fantastic",
        "brilliant",
        "trust",
        "fun",
        "luck",
        "rush",
        "hurry",
        "pressure",
        "sec",
        "second",
        "chance",
        "moment",
        "minute",
        "curious",
        "wondering",
        "cool",
        "whichever",
        "matter",
        "was",
        "day",
        "losing",
        "find",
        "realized",
        "realised",
        "noticed",
        "breather",
        "break",
        "catch",
        "anyway",
        "anyways",
        "honestly",
        "btw",
        "dude",
        "like",
        "need",
        "careful",
        "took",
        "haha",
        "lol",
        "omg",
        "ugh",
        "phew",
        "huh",
        "mind",
        "wonder",
        "basically",
        "tbh",
        "pal",
        "dear",
        "sport",
        "doll",
        "job",
        "sweet",
        "neat",
        "nice",
        "perfect",
        "love",
        "bravo",
        "later",
        "tho",
        "though",
        "suits",
        "hate",
        "leisure",
    )
)

_GATE |= frozenset(said.split()[0] for said in lx.THANKS)  # "thank" of "thank you"
_GATE |= frozenset(said.split()[1] for said in lv.OWN_WOES)  # "getting" of "keep getting hit"
_GATE |= frozenset(said.split()[0] for said in (*lx.PRAISE, *lx.PRAISING))  # "spot on"
_GATE |= worries.GATE  # an anxious player's worries: "it's dangerous", "nothing can get you there"
_GATE |= frozenset(said.split()[-1] for said in lcl.CALL_RECORDS)  # "per our records ..."
_JOKING = frozenset(("jk", "kidding", "joking", "joke"))
# What may open or close a piece of talk and says nothing itself ("haha", "lol", "hey buddy").
_AROUND = (
    r"(?:haha+|hah|lol|lmao|omg|ugh+|phew|whew|oof|hmm+|um+|uh+|ok(?:ay)?|so|well|dude|yes|yep|yup"
    r"|man|yeah|alright|anyway|anyways|honestly|btw|by the way|tbh|huh|really|"
    + "|".join(map(re.escape, (*lx.GREETINGS, *lx.ADDRESS)))
    + r")"
)
_OPENS = lazy(rf"^(?:{_AROUND}\b[\s,.!:;]*)+", re.I)
# What opens a sentence of a chatty player's only and is left out of it ("anyway, where's the
# sword at?", "honestly just go explore"); "ok", "so", "hmm" and the like are the reader's own.
_CHAT_OPENS = lazy(
    r"^(?P<keep>(?:(?:ok|okay|so|um+|uh+|well|yeah)[\s,]+)*)(?:(?:anyway|anyways|honestly|btw"
    rf"|by the way|dude|tbh|basically|{lx.alt(lcl.CALL_RECORDS)})\b[\s,.!:;]*)+",
    re.I,
)
# ... and what only closes one ("get the bow btw"), and "like" said between "maybe" and the verb
# ("could you maybe like grab the bow?"), and a friend's favour asked ("be a pal and ...").
_CHAT_CLOSES = lazy(r"[\s,]+(?:btw|by the way|tbh|tho|though)(?=[\s.!?]*$)", re.I)
_LIKE_VERB = lazy(r"\b(?P<lead>maybe|um+|uh+|basically)\s+like\s+(?=[a-z])", re.I)
_FAVOUR = lazy(rf"\bbe\s+a\s+(?:{lx.alt(lx.ADDRESS)}|dear|sport|doll)\s+and\s+(?=[a-z])", re.I)
_CLOSES = lazy(rf"(?:[\s,.!:;]*\b{_AROUND})+$")

# Thanks: "thanks for earlier", "appreciate it a ton", "thank you thank you".
_THANKS = (
    rf"(?:{lx.alt(lx.THANKS)}|(?:i(?:'d|\s+would)?\s+)?(?:really\s+|truly\s+|so\s+)?"
    r"appreciate\s+(?:it|that|this|you))(?:\s+(?:so much|a lot|a ton|a bunch|heaps|tons|again"
    r"|very much|ever so much|so very much|kindly|very kindly|in advance"
    r"|for (?:earlier|before|that|this|(?:the|your|all the) help"
    rf"|helping(?: me)?(?: out)?|being here|{lx.alt(lcl.CALL_THANKED_FOR)})))*"
)
# Praise of the companion: "you're doing awesome", "you've been great", "you're the best".
_PRAISE = (
    r"(?:you(?:'re| are)|you(?:'ve| have) been|ur)\s+(?:doing\s+)?(?:(?:so|really|super"
    r"|honestly|just|totally|absolutely|the)\s+)*(?:awesome|amazing|great|fantastic"
    r"|brilliant|incredible|wonderful|best|a star|a legend|a lifesaver|so good|good"
    r"|killing it|crushing it)(?:\s+(?:at this(?: game)?|today|so far))*"
)
# Good wishes and hedges: "I trust you", "have fun out there", "no rush", "just curious".
_WISHES = (
    r"(?:i trust you|have fun(?: out there)?|good luck(?: out there)?|be careful"
    r"(?: out there)?|(?:there(?:'s| is) )?no (?:rush|hurry|pressure)(?: at all)?"
    r"|just (?:curious|wondering|asking)"
    r"|when(?:ever)? it suits you|at your leisure|in your own time"
    r"|i(?:'d| would) hate for you to (?:\w+ )?(?:hurt|killed|lost)"  # "... to get hurt"
    r"|cool(?: cool)?|sounds good|whichever(?: one| ones)?(?:,?\s*(?:it\s+)?(?:doesn't"
    r"|does not) matter)?|(?:it\s+)?(?:doesn't|does not) matter(?: which(?: ones?)?)?"
    r"|(?:only |just )?when(?:ever)? you (?:\w+ )?a (?:sec|second|chance|moment|minute)"
    r"|if (?:that's|that is|it's|it is) (?:ok|okay|cool|alright|all right|fine)(?: with you)?"
    # praise of a deed: "great job with the bat!", "sweet", "nice one"
    rf"|(?:(?:really|very|so)\s+)?{lx.alt(lx.PRAISING)}\s+{lx.alt(lx.PRAISED_DEEDS)}(?:\s+(?:with|on)"
    rf"\s+(?:the|that)\s+\w+)?|{lx.alt(lx.PRAISE)}|sweet|neat)"
)
# A fight gone by, or the player's day: "that last fight was rough", "long day huh".
_PAST = (
    r"(?:(?:that|the|this)\s+(?:last\s+|whole\s+)?\w+"
    r"(?:\s+with\s+the\s+\w+)?(?:\s+(?:earlier|before|back there))?\s+was\s+(?:(?:so|really"
    r"|pretty|kind of|kinda|super|way too|too)\s+)?(?:rough|hard|tough|crazy|wild|hilarious"
    r"|funny|intense|scary|fun|great|awesome|insane|epic|nuts|brutal|weird)"
    r"|(?:long|rough|tough) day|what a day)"
)
# The player of themselves: "I keep losing count", "I can't find it anywhere", "I need a
# breather", "I just realized I've got nothing to fight with", "I'll catch up with you later",
# "I think you took a hit earlier" (the player's own coming back: a class of the lexicon's).
_OWN = (
    r"(?:i\s+(?:keep\s+(?:losing|forgetting)\s+(?:count|track)"
    rf"|{lx.alt(lv.OWN_WOES)}"  # "i keep getting hit"
    r"|(?:can't|cannot|can not|couldn't)\s+(?:find|see)\s+(?:it|them|that|the \w+)"
    r"(?:\s+anywhere)?"
    r"|(?:really\s+)?need\s+(?:a breather|a break|a minute|a sec|some space|space)"
    r"(?:\s+but not too much)?"
    r"|(?:just\s+)?(?:realized|realised|noticed)\s+(?!.*\byou)[^?]*"
    r"|think you (?:took|got|were) [\w ]+? (?:earlier|before|back there))"
    rf"|i(?:'ll|\s+will)\s+{lx.alt(ldu.COME_BACK_VERBS)}(?:\s+(?:with|to)\s+you)?"
    r"(?:\s+(?:later|soon|in a bit))?"
    r"|see you (?:later|soon|in a bit))"
)
# A warning that only asks for care: "the gorgon's right there so be careful ok".
_CAREFUL = (
    r"(?:the|that)\s+\w+(?:'s|\s+is|\s+are)\s+(?:right\s+|just\s+)?(?:there|over there"
    r"|close(?: by)?|nearby|near(?: it)?|around)\s*,?\s+so\s+be\s+careful"
)
# ... one piece or several of them, each after a comma ("Great, you nailed it.")
_PIECE = rf"(?:{_THANKS}|{_PRAISE}|{_WISHES}|{_PAST}|{_OWN}|{_CAREFUL})"
_TALK = lazy(rf"^{_PIECE}(?:[\s,]+{_PIECE})*$")

# A hint of what the fight takes: "you'll need the sword I think" (checked against the monsters
# the order names: the hint goes only where it names what defeats every one of them).
_HINT = lazy(
    r"^you(?:'ll| will| would)?\s+(?:need|want)\s+(?:the|a|an|some)\s+(?P<item>\w+)"
    r"(?:\s+(?:too|as well))?(?:\s+(?:i think|i guess|probably|i bet|for it))*$"
)
_MONSTER = lazy(rf"\b(?:{lx.noun_pattern(lx.MONSTER_KINDS)})\b")
_ITEM = lazy(rf"\b(?:{lx.noun_pattern(lx.ITEM_NAMES)})\b")
# Whether the companion has what a fight takes, asked and answered by the player at once ("got
# what you need for it? good. kill it"): only where the order names a monster, whose fight
# fetches what it takes anyway.
_SELF_ANSWERED = lazy(
    r"(?:^|(?<=[.!?]\s))(?:have\s+you\s+|you\s+)?got\s+(?:what|all)\s+you\s+need"
    r"(?:\s+for\s+(?:it|that|them|this))?\s*\?+\s*(?:(?:good|great|ok|okay|alright"
    r"|perfect|nice|cool)\b[\s.!,]*)+(?=\S)",
    re.I,
)

# A request said without "would you": "mind heading down to the corner?".
_MIND = lazy(r"^mind\s+(?=\w+ing\b)", re.I)
# "like" that only hedges: before a count ("take like 4 steps down") or opening a restatement.
_LIKE_COUNT = lazy(
    r"(?<!'d )(?<!would )(?<!\bi )(?<!\bwe )(?<!you )(?<!\bto )(?<!, )\blike\s+(?=(?:\d+|"
    + lx.alt(tuple(w for w in lx.NUMBER_WORDS if len(w) > 2))
    + r")\b)",
    re.I,
)
# An exploring just before such a "like" ("check out like 25 different tiles", "wander around
# for like ten tiles"): the hedge is kept, the number being about so many, not that many and no
# more (``explored.explored_enough``).
_EXPLORING_BEFORE = lazy(
    rf"\b{lx.alt(ldu.EXPLORE_VERBS)}(?:\s+{lx.alt(lp.ALL_AROUND)})?(?:\s+for)?\s+$", re.I)


def _like_dropped(found: re.Match[str]) -> str:
    """A hedging "like" before a count left out, kept after an exploring."""
    return found.group(0) if _EXPLORING_BEFORE.search(found.string[: found.start()]) else ""


_LIKE_OPENS = lazy(
    r"^like\s+(?!(?:what|how|where|which|who|why|when|if|i|you|that|this)\b)"
    r"(?=[a-z])",
    re.I,
)
# A question put as what the player wonders: "I wonder how far that bow is from you?".
_WONDER = lazy(
    r"^(?:(?:hmm+|um+|so|ok|okay|well)\W+)*i\s+(?:just\s+)?wonder\s+(?=(?:how|where|what|which|who)\b)",
    re.I,
)
# A wish put as a question, then what is wished: "you know what would be great? if you stood
# guard by the sword" (what if you stood guard by the sword).
_WISHED = lazy(
    r"(?:^|(?<=[.!?]\s))(?:(?:you know\s+)?what would be (?:great|awesome|nice|cool"
    r"|amazing|perfect|helpful)\?+\s+|(?:it|that)(?:'d| would) be (?:great|awesome|nice|cool"
    r"|amazing|perfect|helpful)\s+|i(?:'d| would) (?:love|like|appreciate) it\s+)if you\b",
    re.I,
)
# "when you get a sec" closing a request ("could you grab the sword when you get a sec?").
_WHEN_FREE = lazy(
    r"\s+when(?:ever)?\s+you\s+(?:\w+\s+)?a\s+(?:sec|second|chance|moment"
    r"|minute)\b",
    re.I,
)
_SENTENCE = lazy(r"(?<=[.!?])\s+")


def without_small_talk(text: str) -> str:
    """``text`` with its small talk left out; as it is where it has none, or where it is nothing
    else."""
    low = text.lower()
    words = words_in(low)
    if (more := worries.carried_more(text, words)) is not text:  # "you've got an arrow, ..."
        text, low = more, more.lower()
    if (
        _GATE.isdisjoint(words)
        and not (
            worries.premised(words) and _MONSTER.search(low)  # "you have a bow. kill the bat"
        )
        or not _JOKING.isdisjoint(words)
    ):
        return text  # a joke taken back is ``afterthoughts``' ("lol jk, get the bow")
    text = _WISHED.sub("what if you", text)
    if "need" in words and _MONSTER.search(low):  # "got what you need for it? good. kill it"
        text = _SELF_ANSWERED.sub("", text)
    sentences = _SENTENCE.split(text.strip())
    said = [_sentence(s, low, len(sentences) > 1) for s in sentences]
    for at, sentence in enumerate(sentences):
        if (
            not said[at]
            and _THING.search(sentence)
            and any(_POINTING.search(later) for later in said[at + 1 :] if later)
            and not worries.carried_said(_bare(sentence))  # "You have a bow. The bat, shoot it"
        ):
            said[at] = sentence  # "I noticed a bat near the bow. kill it": the bat
    kept = [s for s in said if s]
    return " ".join(kept) if kept else text


def _sentence(sentence: str, order: str, before: bool = False) -> str:
    """One sentence without its talk: empty where it is all talk; ``before``: another is beside
    it (only then may it be what the companion is told it carries, before or after the order:
    "Shoot the bat. You've got the bow and an arrow.")."""
    body = _bare(sentence)
    # a premise asked only to be confirmed: "u got da sword rite? go smash da gorgon w/ it"
    premise = before and (not sentence.rstrip().endswith("?") or worries.confirming(body))
    if not body or _talk(body, order, premise):
        return "" if body or _AROUND_ONLY.match(sentence.lower()) else sentence
    said = sentence.strip()
    mark = _MARKS.search(said)
    pieces = [p for p in re.split(r"\s*,\s*", said[: mark.start()] if mark else said) if p]
    kept = pieces[:1] + [p for p in pieces[1:] if not _talk(_bare(p), order)]
    if len(kept) < len(pieces):  # "explore, I trust you, have fun out there!": explore!
        said = ", ".join(kept) + (mark.group(0) if mark else "")
    said = _CHAT_OPENS.sub(r"\g<keep>", said) or said
    if not _REMARK.match(said):  # "that's the long hallway on the left btw": an aside
        said = _CHAT_CLOSES.sub("", said)  # (musings), marked as one
    said = _FAVOUR.sub("", _LIKE_VERB.sub(r"\g<lead> ", said))
    said = _WHEN_FREE.sub("", _LIKE_COUNT.sub(_like_dropped, said))
    said = _MIND.sub("would you mind ", _LIKE_OPENS.sub("", said))
    if said.endswith("?") or len(_SENTENCE.split(order.strip())) == 1:
        said = _WONDER.sub(lx.TELL_ME[0] + " ", said)  # a musing beside an order is ``musings``'s
    return said


_MARKS = lazy(r"[\s.!?]+$")
# A sentence that says what something is or where, no order ("it's down there btw").
_REMARK = lazy(r"^(?:that|it|this|they|there)(?:'s|'re| is| are)\b", re.I)
# A thing named in talk, and a later word that may stand for it: the talk is then kept, for
# what "it" names (``pronouns``).
_THING = lazy(rf"\b(?:{lx.noun_pattern()})\b", re.I)
_POINTING = lazy(r"\b(?:it|its|them|they|one|ones|those)\b", re.I)
_JOINED = lazy(r"^(?:and|but|also)\s+")
_AROUND_ONLY = lazy(rf"^[\W]*(?:{_AROUND}\b[\W]*)+$")


def _bare(piece: str) -> str:
    """The piece in lower case, without what opens or closes it and says nothing."""
    low = piece.lower().strip(" .!?,;:")
    return _CLOSES.sub("", _OPENS.sub("", _JOINED.sub("", low))).strip(" .!?,;:")


def _talk(body: str, order: str, premise: bool = False) -> bool:
    """Whether ``body`` is talk in ``order``; ``premise``: it may be what the companion is told it
    carries, before the order ("YOU HAVE A BOW AND ONE ARROW. TAKE OUT THE BAT"), left out where
    it names the weapon of every monster the order names and nothing else, or a part of it where
    the order names the weapon ("You have an arrow; get the bow, then shoot the bat")."""
    if _TALK.match(body) or worries.worry(body, words_in(order)):
        return True
    hint = _HINT.match(body)
    item = lx.kind_of(hint.group("item")) if hint is not None else None
    items = worries.carried_said(body) if premise and item is None else frozenset()
    if item is None and not items:
        return False
    foes = {lx.kind_of(found.group(0)) for found in _MONSTER.finditer(order)}
    if item is not None:  # a hint of what the fight takes
        return bool(foes) and all(kind in NEEDS and item in NEEDS[kind] for kind in foes)
    named = {lx.kind_of(found.group(0)) for found in _ITEM.finditer(order)}
    return bool(foes) and all(
        kind in WEAKNESS
        and items <= set(NEEDS[kind])
        and (WEAKNESS[kind] in items or WEAKNESS[kind] in named)
        for kind in foes
    )
