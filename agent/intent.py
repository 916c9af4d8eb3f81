"""What an order asks for, read from its words: questions to answer and errands to run.

The acceptance check (``agent.acceptance``) judges a dry run against this reading, so it only
needs the gist: whether the order asks for information (and what kind of answer would do), or
for action (and which items, monsters or the player it is about). An order is read clause by
clause, so "grab the bow, then shoot a bat" is two errands and "find the sword and tell me where
it is" is one question. An order this module cannot read yields no parts, and the acceptance
check then judges only what it always did (errors, refused moves, idleness).

The nouns are the game's own (``game.world``) plus the words players use for them; the shipped
library entries' synonyms are among them (a unit test keeps the two in step).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from agent.plain_steps import place_calls
from agent.split import QUOTED, STOP_ALONE
from game.world import ARROW, BAT, BOW, GORGON, ITEM_NAMES, MONSTER_KINDS, SWORD

# Question kinds: what a status must hold to answer them (agent.answers.answers).
COUNT = "count"  # how many: a number
WHERE = "where"  # a position, or who carries it, or that there is none
DISTANCE = "distance"  # how far: a number
HEALTH = "health"  # a health figure (or how the companion feels)
WHAT = "what"  # what / which: an item or monster name, or "nothing"
YES_NO = "yes_no"  # is there / do you have: yes, no, a number or a name
SAY = "say"  # say X: the words asked for
TELL = "tell"  # anything else asked: any status that is not filler

# Errand actions.
FETCH = "fetch"
BRING = "bring"
ATTACK = "attack"
FOLLOW = "follow"
COME_BACK = "come_back"
GO_TO = "go_to"
MOVE = "move"  # walk somewhere no thing marks: "go to the bottom left corner"
EXPLORE = "explore"
FLEE = "flee"
STAY = "stay"

# "find the sword": fetch it, unless the order goes on to ask where it is.
_LOCATE = "locate"

ANY_ITEM = "item"  # "pick everything up": any item
ANY_MONSTER = "monster"  # "kill the monster": any kind

# Words for the game's things, singular; plurals are derived.
ITEM_WORDS = {
    SWORD: SWORD, "blade": SWORD, "longsword": SWORD,
    BOW: BOW, "longbow": BOW,
    ARROW: ARROW, "bolt": ARROW,
    "item": ANY_ITEM, "thing": ANY_ITEM, "everything": ANY_ITEM, "loot": ANY_ITEM,
    "weapon": ANY_ITEM, "stuff": ANY_ITEM,
}
MONSTER_WORDS = {
    GORGON: GORGON, "medusa": GORGON,
    BAT: BAT,
    "monster": ANY_MONSTER, "enemy": ANY_MONSTER, "creature": ANY_MONSTER, "foe": ANY_MONSTER,
    "beast": ANY_MONSTER,
}
PLAYER_WORDS = ("me", "player", "us")

# Errand phrases, most specific first: "get over here" is not "get", "stay close" is not "stay".
_ERRAND_PHRASES: tuple[tuple[str, str], ...] = (
    # follow
    (r"follow|stay (?:close|near|with|by|behind|beside)|keep (?:up|close|near)"
     r"|stick (?:with|close|by)|tag along|walk (?:with|beside|alongside)"
     r"|don'?t leave my side|do not leave my side"
     r"|accompany|come along|come with me|go where i go|shadow me|escort me|stay at my side"
     r"|(?:go for|take) a (?:walk|stroll) with (?:me|us)",
     FOLLOW),
    # flee
    (r"run away|get out|scram|flee|escape|keep (?:away|clear|your distance)|stay (?:away|clear)"
     r"|steer clear|get away|keep off|stay out of"
     r"|(?:don'?t|do not|never) (?:get|go|come|walk) (?:near|close)"
     r"|avoid|hide|retreat", FLEE),
    # come back
    (r"get (?:yourself |your \w+ )?(?:over )?(?:here|back)"
     r"|come back|come here|come to me|come over|get over here|go back to (?:me|the player)"
     r"|head back|return to me|return|regroup|rejoin|find me|back to me|over here", COME_BACK),
    # stay
    (r"stay put|don'?t go anywhere|do not go anywhere"
     r"|stay|wait|hold (?:your |the )?(?:position|ground|on|still|it)|stand (?:still|guard|by|here)"
     r"|guard|don'?t (?:move|budge)|do not (?:move|budge)|stop|remain|keep still|halt|freeze"
     r"|sit tight|stand", STAY),
    # attack
    (r"kill|attack|fight|slay|defeat|shoot|take (?:out|down)|destroy|hunt|finish off|murder"
     r"|eliminate|dispatch|slaughter|clear (?:out|the|up)|wipe out|get rid of|exterminate"
     r"|strike|stab|battle"
     r"|deal with", ATTACK),
    # bring
    (r"bring|hand (?:me|over|(?:it|them|that|the \w+) (?:to|over))"
     r"|give (?:me|the player|it|them|that)|deliver|pass me"
     r"|carry (?:it|them|that|the \w+) (?:to|back)|get me|fetch me|grab me", BRING),
    # explore
    (r"explore|look around|have a look|take a look|walk around|check out|wander|scout|map out"
     r"|take a (?:walk|stroll|wander)|go for a (?:walk|stroll|wander)|stroll"
     r"|roam|go exploring|search the|search around|patrol", EXPLORE),
    # fetch
    (r"take (?:\w+ )?steps?|walk in|walk (?:up|down|left|right)|move (?:up|down|left|right)"
     r"|step (?:up|down|left|right)", MOVE),
    (r"pick up|pick|get|grab|fetch|collect|take|gather|obtain|retrieve|loot|equip|nab"
     r"|hoover up|scoop up|sweep up"
     r"|arm (?:yourself|up)|snag|acquire", FETCH),
    (r"find|look for|search for|locate|track down", _LOCATE),
    # go to a thing
    (r"go to|walk to|move to|head to|head for|run to|go over to|approach|go near", GO_TO),
)
# "keep following me", "go exploring" ask too; "before the gorgon gets you" does not.
_ERRAND_RES = tuple(
    (re.compile(rf"\b(?:{p})(?:ing)?\b"), action) for p, action in _ERRAND_PHRASES
)
_BY_RE = re.compile(r"\b(?:next to|by|near|beside|at|on top of|close to)\b")
_FOR_ME_RE = re.compile(r"\bfor (?:me|us|the player)\b")
_INVENTORY_RE = re.compile(
    r"\b(?:(?:you|i|we) (?:have|carry|hold|got)|(?:you|i|we)'?(?:ve| have) got"
    r"|(?:you|i|we) are (?:carrying|holding)|on you|in (?:your|my) (?:bag|inventory|pack|hands?))\b"
)
_PLACE_RE = re.compile(
    r"\b(?:corner|middle|centre|center|top|bottom|left|right|edge|end|start|row|column)\b"
)
_GOING_RE = re.compile(r"\b(?:go|walk|move|head|run)\b")
_EVERY_RE = re.compile(
    r"\b(?:all|every|each|everything|wipe out|exterminate|clear (?:out|the \w+ of))\b"
)

# Words before the real verb of a clause: politeness, sequencing.
_PREFIX_RE = re.compile(
    r"^(?:(?:please|now|ok|okay|hey|so|then|and|also|first|firstly|next|finally|afterwards"
    r"|after that|just|quickly|can you|could you|would you mind|would you|will you|won'?t you"
    r"|why don'?t you|how about you|maybe you could"
    r"|i want you to|i need you to|i'?d like you to|you should|you must|you need to|go ahead and"
    r"|go and|let'?s|let us|try to|try and|be sure to|make sure to|companion|buddy|ai)\b[ ,]*)+"
)
# "tell me when you have it" asks to be told later: it adds nothing to judge now.
_NOTIFY_RE = re.compile(
    r"^(?:tell me|let me know|report|say so|shout|say|tell the player)\s+"
    r"(?:when|once|if|after|as soon as|whether you)\b"
)
_SAY_RE = re.compile(
    r"^(?:say|shout|whisper|tell (?:me|the player|them|the \w+)\s+(?=[\"']))\s*(.*)$"
)
_GREET_RE = re.compile(r"^(?:greet|wave|say hi|say hello)\b")

_QUESTION_START_RE = re.compile(
    r"^(?:how|where|what|which|who|whose|why|when|is|are|am|do|does|did|have|has|can|could"
    r"|will|would|should|was|were|report|any)\b"
)
_QUESTION_KINDS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\b(?:health|hp|hit points|how are you|how're you|how do you feel"
                r"|how are you feeling"
                r"|are you (?:ok|okay|alright|all right|hurt|injured|wounded|fine|alive)"
                r"|how is it going|how'?s it going|how are things)\b"), HEALTH),
    # Before counting: "how many steps to the sword?" asks how far.
    (re.compile(r"\b(?:how far|distance|how close|how long a walk"
                r"|how many (?:steps|tiles|moves|squares|paces)(?: away)? (?:to|from|is|are))\b"),
     DISTANCE),
    (re.compile(r"\b(?:how many|how much|count|number of|are there any|is there any|any \w+ left"
                r"|tally|total)\b"), COUNT),
    (re.compile(r"\b(?:where|location|whereabouts|position)\b"), WHERE),
    (re.compile(r"\b(?:what|which|who)\b"), WHAT),
)
# Clauses that ask although they start like an errand ("give me a monster count").
_ASK_RE = re.compile(
    r"^(?:count|list|describe|name|tell me|let me know|show me"
    r"|check(?= (?:how|what|where|which|whether|if)\b)"
    r"|give me\b.*\b(?:count|number|report|status|update|answer|tally|total|figure))\b"
)
# The asker is not what the question is about: "tell me where the sword is".
_ASKER_RE = re.compile(r"\b(?:tell|let|show|give) me\b")
_WH_START_RE = re.compile(r"^(?:how|what|which|who|whose|why|when|where)\b")
_YES_NO_START_RE = re.compile(
    r"^(?:is|are|am|do|does|did|have|has|was|were|can|could|will|would)\b"
)

# Split points between clauses: punctuation, "then", "after that", "and" ...
_SPLIT_RE = re.compile(
    r"[.;!?]+\s*|,\s*(?:and\s+)?(?:then\s+|after that\s*,?\s*|afterwards\s*,?\s*|next\s*,?\s*)?"
    r"|\s+(?:and\s+)?then\s+|\s+after that\s*,?\s*|\s+afterwards\s*,?\s*"
    r"|\s+once (?:that'?s|that is|you'?re|you are) (?:done|finished)\s*,?\s*"
    r"|\s+and\s+|\s+but\s+|\s+before\s+"
)
_STOP_WORDS = frozenset(
    "a an the to of and or for in on at with that this it is are am be i you me my your we us"
    " our them they he she his her please".split()
)


@dataclass(frozen=True, slots=True)
class Part:
    """One thing the order asks: a question (``question`` set) or an errand (``action`` set)."""

    question: str = ""
    action: str = ""
    items: tuple[str, ...] = ()  # item kinds named (ANY_ITEM: any)
    monsters: tuple[str, ...] = ()  # monster kinds named (ANY_MONSTER: any)
    player: bool = False  # the player is named ("me")
    every: bool = False  # "all", "every": the whole kind, not one
    words: tuple[str, ...] = ()  # for SAY: the words the answer must contain

    @property
    def is_question(self) -> bool:
        return bool(self.question)


@dataclass(frozen=True, slots=True)
class Intent:
    order: str
    parts: tuple[Part, ...] = ()

    @property
    def first(self) -> Part | None:
        return self.parts[0] if self.parts else None

    @property
    def questions(self) -> tuple[Part, ...]:
        return tuple(p for p in self.parts if p.is_question)

    @property
    def errands(self) -> tuple[Part, ...]:
        return tuple(p for p in self.parts if not p.is_question)


def _plural_forms(word: str) -> set[str]:
    forms = {word, word + "s", word + "es"}
    if word.endswith("y"):
        forms.add(word[:-1] + "ies")
    return forms


def _vocab(words: dict[str, str]) -> dict[str, str]:
    return {form: value for word, value in words.items() for form in _plural_forms(word)}


_ITEM_VOCAB = _vocab(ITEM_WORDS)
_MONSTER_VOCAB = _vocab(MONSTER_WORDS)
_ITEM_VOCAB.pop("everythings", None)


# The game's other words for its things ("blade", "medusas"), each with the name the API knows.
_SYNONYMS = {word: name for word, name in {**ITEM_WORDS, **MONSTER_WORDS}.items()
             if word != name and name in (*ITEM_NAMES, *MONSTER_KINDS)}
_SYNONYM = re.compile(
    r"\b(?P<article>an?\s+)?(?P<word>" + "|".join(sorted(_SYNONYMS, key=len, reverse=True))
    + r")(?P<plural>e?s)?\b", re.IGNORECASE)


def in_game_words(order: str) -> str:
    """The order with the game's synonyms for its things written as the API names them
    ("bring me the blades" -> "bring me the swords"); everything else as typed."""

    def name(m: re.Match[str]) -> str:
        thing = _SYNONYMS[m.group("word").lower()]
        typed = m.group("article") or ""
        article = ""
        if typed:  # "a bolt" -> "an arrow", "A bolt" -> "An arrow"
            article = "an" if thing[0] in "aeiou" else "a"
            article = (article.capitalize() if typed[0].isupper() else article) + typed[
                len(typed.rstrip()):]
        return article + thing + ("s" if m.group("plural") else "")

    return _SYNONYM.sub(name, order)


def words_of(text: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", text.lower())


def things_named(text: str) -> tuple[tuple[str, ...], tuple[str, ...], bool]:
    """The item kinds, monster kinds (each once, in order) and whether the player is named."""
    items: list[str] = []
    monsters: list[str] = []
    player = False
    for word in words_of(text):
        if (item := _ITEM_VOCAB.get(word)) and item not in items:
            items.append(item)
        elif (monster := _MONSTER_VOCAB.get(word)) and monster not in monsters:
            monsters.append(monster)
        elif word in PLAYER_WORDS:
            player = True
    return tuple(items), tuple(monsters), player


def normalise(order: str) -> str:
    text = order.lower().replace("\u2019", "'").replace("\u2018", "'")
    text = text.replace("\u201c", '"').replace("\u201d", '"')
    return re.sub(r"\s+", " ", text).strip()


def read_order(order: str) -> Intent:
    """The order's parts, in the order they are asked."""
    text = normalise(order)
    if not text:
        return Intent(order)
    # A quoted text belongs to one "say" and must not be split at its commas or "and"s.
    quoted: list[str] = []

    def hide(match: re.Match[str]) -> str:
        quoted.append(next(g for g in match.groups() if g is not None))
        return f" \"{len(quoted) - 1}\" "

    text = QUOTED.sub(hide, text)  # "...", '...' and curly quotes, as the splitter reads them
    asked = order.strip().endswith("?")
    parts: list[Part] = []
    pending: tuple[tuple[str, ...], tuple[str, ...], bool] = ((), (), False)
    raws = _SPLIT_RE.split(text)
    for raw in raws:
        clause = _PREFIX_RE.sub("", raw.strip(" ,")).strip(" ,")
        if not clause:
            continue
        if len(raws) > 1 and STOP_ALONE.match(clause):
            continue  # "stop what you're doing and come back": the new order stops the old
        if _NOTIFY_RE.match(clause):
            continue
        part = _place_part(clause) or _read_clause(clause, quoted, asked)
        arrived = bool(parts) and parts[-1].action in (GO_TO, MOVE)
        if arrived and part is not None and part.action == STAY and not part.items + part.monsters:
            continue  # "go to the corner and wait there": staying is what arriving ends in
        if part is None:
            # No verb: the clause adds its nouns (or, after a say, its words) to its neighbour.
            items, monsters, player = things_named(clause)
            if parts and parts[-1].question == SAY:
                parts[-1] = _with_words(parts[-1], _content_words(clause))
            elif parts and (items or monsters):
                parts[-1] = _with_things(parts[-1], items, monsters, player, clause)
            else:
                pending = (pending[0] + items, pending[1] + monsters, pending[2] or player)
            continue
        if not (part.items or part.monsters) and (pending[0] or pending[1]):
            part = _with_things(part, *pending, clause="")  # "I need the sword, bring it here"
        pending = ((), (), False)
        parts.append(part)
    if not parts and asked:
        # "the sword?": a question all the same, about what it names.
        items, monsters, player = things_named(text)
        kind = WHAT if items or monsters or player else TELL
        parts = [Part(question=kind, items=items, monsters=monsters, player=player)]
    return Intent(order, _merge(parts))


def errand_leads(order: str) -> bool:
    """Whether the order's first clause opens with its errand's verb (one word before it at
    most: "go get the bow"), as an order to do something does; "check how many monsters
    remain" has an errand's word ("remain") deep inside a question."""
    for raw in _SPLIT_RE.split(normalise(order)):
        clause = _PREFIX_RE.sub("", raw.strip(" ,")).strip(" ,")
        if clause:  # "hey buddy, fetch the bow": the first clause with words left
            found = _errand_at(clause)
            return found is not None and len(clause[: found[1]].split()) <= 1
    return False


def _read_clause(clause: str, quoted: list[str], asked: bool) -> Part | None:
    items, monsters, player = things_named(_ASKER_RE.sub(" ", clause))
    every = bool(_EVERY_RE.search(clause))
    say = _SAY_RE.match(clause)
    if say:
        return Part(question=SAY, words=_say_words(say.group(1), quoted))
    if _GREET_RE.match(clause):
        return Part(question=SAY)
    errand = _errand_at(clause)
    starts_with_errand = errand is not None and errand[1] == 0 and not _ASK_RE.match(clause)
    opens_a_question = _QUESTION_START_RE.match(clause) or _ASK_RE.match(clause)
    if not starts_with_errand and (opens_a_question or asked or errand is None):
        kind = next((k for pattern, k in _QUESTION_KINDS if pattern.search(clause)), None)
        if kind is None and _YES_NO_START_RE.match(clause) and asked:
            kind = YES_NO
        if kind is None and _WH_START_RE.match(clause):
            kind = WHAT  # "how do I kill a bat?"
        if kind is None and re.match(r"^(?:tell me|let me know|show me|report)\b", clause):
            kind = WHAT if items or monsters else TELL
        if kind == WHAT and not (items or monsters or player):
            kind = TELL  # "what time is it?": nothing in the game to name
        if kind == COUNT and _INVENTORY_RE.search(clause):
            kind = WHAT  # "how many arrows do you have?" asks what is carried
        if kind is not None:
            return Part(question=kind, items=items, monsters=monsters, player=player, every=every)
    if errand is None:
        return None
    action = errand[0]
    if re.search(r"\b(?:don'?t|do not|never)\s*$", clause[: errand[1]]):
        return None  # "don't attack the bat" asks for no errand this module could judge
    if action in (FETCH, _LOCATE) and not items and monsters:
        action = ATTACK  # "take the gorgon", "get the bats", "track down the bat"
    if action == FETCH and items and _FOR_ME_RE.search(clause):
        action = BRING  # "fetch the bow for me": it is for the player to have
    if action == GO_TO and not items and monsters:
        action = ATTACK  # walking up to a monster starts the fight
    if action == GO_TO and player and not items:
        action = COME_BACK
    if action in (STAY, GO_TO) and _BY_RE.search(clause) and (items or monsters):
        action = GO_TO  # "wait by the sword": get there first
    elif action == GO_TO and not (items or monsters) and _PLACE_RE.search(clause):
        action = MOVE  # "go to the bottom left corner"
    elif action == STAY and _PLACE_RE.search(clause) and _GOING_RE.search(clause):
        action = MOVE  # "go stand in the middle of the map"; "stay in the corner" stays
    if action == GO_TO and not items and not monsters:
        return None  # "go to sleep": nothing in the game to go to
    if action == _LOCATE and player and not items and not monsters:
        action = COME_BACK  # "find me"
    return Part(action=action, items=items, monsters=monsters, player=player, every=every)


def _place_part(clause: str) -> Part | None:
    """A clause the skills read as a place or a walk (agent.plain_steps): going next to an item
    or the player, or moving where no thing marks the way."""
    calls = place_calls(clause)
    if calls is None:
        return None
    first = calls[0]
    if first.skill == "go_to" and first.arg in ITEM_NAMES:
        return Part(action=GO_TO, items=(first.arg,))
    if first.skill == "go_to" and first.arg == "player":
        return Part(action=COME_BACK, player=True)
    return Part(action=MOVE)


def _errand_at(clause: str) -> tuple[str, int] | None:
    """The errand the clause's earliest errand phrase names, and where it starts."""
    best: tuple[str, int] | None = None
    for pattern, action in _ERRAND_RES:
        found = pattern.search(clause)
        if found and (best is None or found.start() < best[1]):
            best = (action, found.start())
    return best


def _say_words(rest: str, quoted: list[str]) -> tuple[str, ...]:
    hidden = re.search(r"\"(\d+)\"", rest)
    if hidden:
        return _content_words(quoted[int(hidden.group(1))]) or tuple(
            words_of(quoted[int(hidden.group(1))])
        )
    rest = re.sub(r"^(?:that|the words?|something like|out loud|aloud)\s+", "", rest)
    # "say good night to the bats": the words are the greeting, not whom it is for.
    rest = re.split(r"\s+to\s+(?:me|the|my|your|all|everyone|everybody|them|us)\b", rest)[0]
    return _content_words(rest)


def _content_words(text: str) -> tuple[str, ...]:
    return tuple(w for w in words_of(text) if w not in _STOP_WORDS and not w.isdigit())


def _with_words(part: Part, words: tuple[str, ...]) -> Part:
    return replace(part, words=part.words + words)


def _with_things(part: Part, items: tuple[str, ...], monsters: tuple[str, ...], player: bool,
                 clause: str) -> Part:
    merged_items = part.items + tuple(i for i in items if i not in part.items)
    merged_monsters = part.monsters + tuple(m for m in monsters if m not in part.monsters)
    every = part.every or bool(clause and _EVERY_RE.search(clause))
    return replace(part, items=merged_items, monsters=merged_monsters,
                   player=part.player or player, every=every)


def _merge(parts: list[Part]) -> tuple[Part, ...]:
    """"Find the sword and tell me where it is" asks where it is: the finding is the asking."""
    # A question about "it" or "them" asks about the thing named just before.
    out: list[Part] = []
    for part in parts:
        # An errand on "it" does the same: "fetch an arrow and give it to me".
        asks_about_it = part.is_question or part.action in (FETCH, BRING, ATTACK)
        if asks_about_it and not (part.items or part.monsters) and out:
            prev = out[-1]
            part = _with_things(part, prev.items, prev.monsters, False, "")
        if not out or part != out[-1]:  # "how are you, health-wise?" asks once
            out.append(part)
    if any(p.is_question for p in out):
        out = [p for p in out if p.action != _LOCATE]
    return tuple(replace(p, action=FETCH) if p.action == _LOCATE else p for p in out)


def kinds(part: Part) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The concrete item and monster kinds a part is about (ANY_* widened to every kind)."""
    items = ITEM_NAMES if ANY_ITEM in part.items else part.items
    monsters = MONSTER_KINDS if ANY_MONSTER in part.monsters else part.monsters
    return tuple(items), tuple(monsters)

