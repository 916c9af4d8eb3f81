"""Whether a restatement may serve an order (``check``): what the order names in the game's
words — its kinds, numbers, verbs, the player, what not to do — set beside what the restatement
means, and the words of the game's orders (``GameWords``), beyond which a word may ask for
something the game cannot do. ``agent.house.restate`` asks the restaters and checks their
sentences here.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from agent.house.corrected import taken_back
from agent.house.kept_steps import served
from agent.house.language import HOUSE, ITEMS, MONSTERS
from agent.house.named_places import named_places
from agent.house.said_not import HEDGE_NOT, NEGATION, in_plain_not
from agent.house.tile_numbers import said_otherwise
from agent.reading import lexicon as lx, lexicon_parts as lp, meaning as m
from agent.reading.patterns import longest_first
from agent.reading.question_rows import WALKED
from agent.reading.text import strip_filler
from agent.training.restating_idioms import words as idiom_words
from game.world import NEEDS

CONCRETE = (*ITEMS, *MONSTERS)
_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?|\d+")
# "I took that as: ..." in the status line; longer restatements are refused.
MAX_SENTENCE_CHARS = 200


# -- what an order names ------------------------------------------------------------------------


def words_of(text: str) -> list[str]:
    return _WORD.findall(text.lower().replace("\u2019", "'"))


def named_kinds(text: str) -> list[str]:
    """The concrete kinds of things an order names, in order ("blades" is the sword)."""
    out = []
    for w in words_of(text):
        kind = lx.kind_of(w)
        if kind in CONCRETE:
            out.append(kind)
    return out


def named_numbers(text: str) -> list[int]:
    out = []
    for w in words_of(text):
        n = lx.number(w)
        if n is None:
            n = lx.TIMES_WORDS.get(w)
        if n is not None and n != 0:
            out.append(n)
    return out


# Numbers a restatement may say that the order need not: the reader's own for words without
# a number (next to: 1 tile, near: 3, in sight: 5, none left: 0).
DEFAULT_NUMBERS = frozenset((0, 1, 3, 5))
_SAID_NUMBERS = {"couple": 2, "pair": 2, "both": 2, "half": 2, "double": 2, "twice": 2,
                 "few": 3, "triple": 3, "dozen": 12, "doubled": 2, "doubling": 2, "halve": 2,
                 "halved": 2, "tripled": 3, "tripling": 3}


# "till there's none left", "until zero remain": a comparison with no number but nought.
_NONE = re.compile(r"\b(?:none|zero|nothing|nobody|no more|no (?:\w+ )?left)\b", re.I)


def _compared_with(meaning: m.Meaning) -> set[float]:
    """The numbers the meaning's comparisons say ("... is exactly 0")."""
    return {n.value for c in _values(meaning, m.Compare) for n in _values(c, m.Number)}


def kept_numbers(text: str) -> set[int]:
    """The numbers a restatement must keep: those the order names, but "one" said as a word
    ("the one after it", "is there just the one gorgon", "grab one"), as often a pronoun or an
    article as a number."""
    said = set(named_numbers(text))
    words = words_of(text)
    if 1 in said and "1" not in words and (
            "one" in words or _EVERY_SINGLE.search(text) or _ONCE_WHEN.search(text)):
        said.discard(1)
    return said


# "every single bat", "not a single bat": each of them, or none; no number of them.
_EVERY_SINGLE = re.compile(r"\b(?:every|each|a|no)\s+single\b", re.I)
# "once I start walking", "once the bat is dead": when, not one time.
_ONCE_WHEN = re.compile(r"\bonce\s+(?:i|i'm|you|you're|we|they|it|it's|there|the|a|an|my|your|"
                        r"every|all|any|no|none)\b", re.I)


def allowed_numbers(text: str) -> set[int]:
    """Every number a restatement of the order may say: those it names, in digits, words or
    phrases ("a couple", "triple it"), and the reader's defaults."""
    words = set(words_of(text))
    return (set(named_numbers(text)) | DEFAULT_NUMBERS
            | {n for w, n in _SAID_NUMBERS.items() if w in words})


# What an order's verb says is done, as families of errands: a restatement must do something of
# the family ("pace between the bow and me" is no fetching, "kill the bat" no keeping away).
# Verbs of many senses ("get back", "take a look", "run away", "come here", "hand me") name none.
_FAMILIES = {m.ATTACK: "fight", m.FETCH: "take", m.BRING: "take", m.HAND_OVER: "take",
             m.GUARD: "near", m.PROTECT: "near", m.PATROL: "near", m.FOLLOW: "near",
             m.STAY: "near", m.KEEP_DISTANCE: "near", m.COME_BACK: "near", m.GO_TO: "near",
             m.KEEP_AWAY: "away", m.FLEE: "away", m.EXPLORE: "explore"}
_MANY_SENSES = frozenset(("get", "take", "hand", "give", "carry", "pass", "come", "run", "look",
                          "map", "hide", "stand", "stop", "cancel", "handle", "beat", "pick"))
# A question: asked with "?", or opening with a word only questions open with ("should the
# gorgon yet live, ..." and "when a bat comes, ..." open conditions; "can you ..." a request).
_QUESTION = re.compile(r"^\W*(?:what|wat|wut|wot|whats|which|how|hw|who|where|why)\b|\?\s*$",
                       re.I)


# "pick it up", "pick the bow up": taking, though "pick" alone may choose.
_PICK_UP = re.compile(r"\b(?P<no>(?:without|don'?t|do not|never|not)\s+)?pick(?:s|ed|ing)?\s+"
                      r"(?:\w+\s+){0,3}?up\b")


# An order's sentences, each with its stop ("what beats a bat?", "go get it.").
_SENTENCES = re.compile(r"[^.!?;]+[.!?;]*")
# "take it down", "take the bat out", "knock the gorgon out": a fight, its object inside.
_FIGHT_AROUND = re.compile(r"\b(?:(?:take|took|taking)\s+(?:\w+\s+){1,3}?(?:down|out)|knock\s+"
                           r"(?:\w+\s+){1,3}?out|finish\s+(?:\w+\s+){1,3}?off|wipe\s+(?:\w+\s+){1,3}?"
                           r"out|(?:cut|mow)\s+(?:\w+\s+){1,3}?down)\b(?!\s+of\b)")


def named_families(text: str) -> set[str]:
    """The families of errands the order's verbs name on their own (a verb of one family), in
    its sentences that ask no question ("what beats a bat? go get it": the getting)."""
    low = " ".join(s for s in _SENTENCES.findall(text.lower()) if not is_question(s))
    picked = [f for f in _PICK_UP.finditer(low) if not f.group("no")]
    found = {"take"} if picked else set()
    if _FIGHT_AROUND.search(low):
        found.add("fight")
    # The longest verb phrase wins ("stay away from": keeping away, not staying).
    for said in _VERB_PHRASE.finditer(low):
        families = _VERB_FAMILIES[said.group(0)]
        if said.group(0) not in _MANY_SENSES and len(families) == 1:
            found |= families
    return found


# Going somewhere ("head over to the bow and take it") is part of any errand but keeping away
# and exploring: what the order's going-to verbs name is met by any of those.
_GOING = "go"
_VERB_FAMILIES: dict[str, set[str]] = {}
for _phrases, _action in lx.VERBS:
    for _p in _phrases:
        if _action in _FAMILIES:
            _VERB_FAMILIES.setdefault(_p, set()).add(
                _GOING if _action == m.GO_TO else _FAMILIES[_action])
_VERB_PHRASE = re.compile(r"\b(?:" + "|".join(re.escape(p) for p in longest_first(
    _VERB_FAMILIES)) + r")\b")


def is_question(text: str) -> bool:
    return _QUESTION.search(text.strip()) is not None


_SAID_NOT = re.compile(r"\b(?:not|no|nothing)\b")
# Words for "not" that a restatement keeps in other words: the other branch ("if not, ...",
# "if you're not, ..."), kept by "otherwise"; not moving ("don't budge"), kept by staying; not
# taking a thing ("without picking it up"), kept by an errand that takes nothing.
_ELSE_NOT = re.compile(r"\b(?:if|or)\s+(?:(?:i|you|it|they|we)(?:'m|'re|'s|\s+am|\s+are|\s+is)"
                       r"?\s+)?not\b|\bif it isn'?t\b", re.I)
_STILL_NOT = re.compile(r"\b(?:don'?t|do not|never)\s+(?:move|budge|go anywhere|wander|leave|"
                        r"go wandering|stray|take a (?:single )?step|run off|go off)\b", re.I)
# Not losing the player ("don't lose me", "don't fall behind"), kept by following or guarding
# the player; not letting a monster near ("don't let any bat get close to you", "don't get near
# the bats"), kept by keeping away from it.
_FOLLOW_NOT = re.compile(r"\b(?:don'?t|do not|never)\s+(?:lose me|fall behind|lag(?: behind)?|"
                         r"leave my side|let me out of your sight|get left behind)\b", re.I)
_AWAY_NOT = re.compile(r"\b(?:don'?t|do not|never)\s+(?:let\s+(?:any|the|a|those)\s+\w+\s+"
                       r"(?:(?:get|come)\s+)?(?:close|near)|let\s+(?:any|the|a|those)\s+\w+\s+reach|"
                       r"get\s+(?:close|near)|go\s+(?:anywhere\s+)?near)\b", re.I)
# Not one of a kind to be left ("not one bat should be left standing", "leave no arrow
# behind"), kept by an errand on every one of them.
_NONE_LEFT_NOT = re.compile(r"\b(?:not (?:one|a single)|no)(?:\s+\w+)?\s+(?:(?:should|must|may|"
                            r"can|is to|gets? to)\s+)?(?:be\s+)?(?:left|remains?|survives?|"
                            r"standing|lives?|make it out)\b"
                            r"|\bleave no\s+\w+\s+(?:behind|standing|alive)\b", re.I)


def _acting_on(actions: frozenset[str], *, every: bool = False) -> Callable[[m.Meaning], bool]:
    """Whether a restatement's every act is one of ``actions`` (on every one of its kind, with
    ``every``)."""
    def keeps(read: m.Meaning) -> bool:
        acts = read.acts
        return bool(acts) and all(a.action in actions and (
            not every or (a.thing is not None and a.thing.quantity is None)) for a in acts)
    return keeps


# (what the order says not to do, whether a restatement keeps it)
_NOT_KEPT_BY = ((_FOLLOW_NOT, _acting_on(frozenset({m.FOLLOW, m.GUARD, m.PROTECT}))),
                (_AWAY_NOT, _acting_on(frozenset({m.KEEP_AWAY, m.FLEE}))),
                (_NONE_LEFT_NOT, _acting_on(frozenset({m.ATTACK, m.FETCH}), every=True)))
_TAKE_NOT = re.compile(r"\b(?:without|don'?t|do not|never)\s+(?:picking|taking|grabbing|"
                       r"touching|pick|take|grab|touch)\b"
                       # the old way of saying it: "touch it not", "take not the bow"
                       r"|\b(?:pick|take|grab|touch)(?:\s+up)?\s+(?:(?:the\s+|that\s+|this\s+)?"
                       r"[a-z]+\s+)?not\b", re.I)
# The player as what is carried or moved ("carry me over to the sword", "pick me up", "drag me
# out"): only the player moves the player, so no errand of the game serves it ("throw me the
# bow" names a thing after "me": the player receives it).
_MOVES_PLAYER = re.compile(
    r"\b(?:carry|drag|lift|push|pull|throw|toss|pick|hoist|haul|shove|fling|walk|move|put|send"
    r"|place|bring|teleport|transport|get)\s+me\s+(?:over|to|"
    r"across|up|into|onto|out|through|along|away|down|off|inside)\b|\b(?:carry|drag|lift|push|"
    r"pull|hoist|haul|shove|fling)\s+me\s*[.!?]*\s*$", re.I)
# Ways of moving the game does not have (it walks, a tile a tick, round the walls): an order
# that asks to fly, jump or teleport somewhere is not served by a walk there.
_NOT_WALKING = re.compile(
    r"\b(?:fl(?:y|ies|ying|ew)|swim(?:s|ming)?|swam|teleport(?:s|ing)?|jump(?:s|ing)?|"
    r"leap(?:s|ing)?|climb(?:s|ing)?|levitat(?:e|es|ing)|float(?:s|ing)?|dig(?:s|ging)?|"
    r"tunnel(?:s|ling)?|warp(?:s|ing)?|vault(?:s|ing)?|through the walls?)\b", re.I)
_BATS_FLY = re.compile(r"\bbats?\b(?:\s+(?:that's|that|which|who|is|are))?\s*$", re.I)


# A monster made to do something ("make the gorgon walk over to the bats"): monsters go their own
# way; and two ways at once ("go left and right at the same time").
_MONSTER_MADE = re.compile(
    r"\b(?:make|let|have|get|tell|order|force|command)\s+(?:the |a |an |that |those |all the |"
    r"every |each )?(?:gorgon|bat|monster|medusa)s?\s+(?:to\s+)?(?:walk|go|move|come|run|fly|"
    r"follow|attack|fight|kill|leave|stay|sit|stop|turn|flee)\b", re.I)
_AT_ONCE = re.compile(r"\b(?:at the same time|simultaneously|both at once|all at the same time)"
                      r"\b", re.I)
# A place on, under or inside a monster ("stand on top of the gorgon"): no tile of the game.
_ON_A_MONSTER = re.compile(
    r"\b(?:stand|sit|step|get|hop|climb|lie|hide|perch|be|stay|wait|go)\s+(?:\w+\s+){0,2}?"
    r"(?:on top of|on|onto|upon|under|underneath|beneath|inside|in)\s+(?:the |a |an |that |this "
    r"|any )?(?:gorgon|bat|monster|medusa)s?\b", re.I)


def _unwalked(order: str) -> str:
    """The words of a way of moving the game does not have, asked of the companion ("fly over
    to the sword"); "" when none (a bat that flies is a bat)."""
    for found in _NOT_WALKING.finditer(order):
        if not _BATS_FLY.search(order[:found.start()]):
            return found.group(0)
    return ""


# A thing thrown at something: the game has no throwing (a bow shoots its arrows by itself when
# the companion fights a bat); "throw me the bow" hands it over.
_THROWN_AT = re.compile(r"\b(?:throw|toss|hurl|fling|chuck|lob)\b(?:\s+\w+){1,3}?\s+(?:at|into|"
                        r"towards?)\b", re.I)
# Putting a thing down ("drop an arrow right here"): the game has no way to, as the reader says
# (lexicon_parts.DROP_VERBS; a dump onto the player is handing over, which the reader reads).
_DROPPED = re.compile(
    rf"(?<!n't )(?<!not )(?<!never )\b{lx.alt(tuple(v for v in lp.DROP_VERBS if v != 'dump'))}"
    r"\s+(?:an?|the|your|my|it|them|that|this|those|every|all|one|some)\b", re.I)
_STILL_ACTIONS = frozenset({m.STAY, m.GUARD})
_TAKING_ACTIONS = frozenset({m.FETCH, m.BRING, m.HAND_OVER})

# What no restatement serves, whatever it says, and why (rows: a pattern over the order, words).
_NEVER_SERVED = (
    (_MOVES_PLAYER, "the order moves the player, which only the player does"),
    (_THROWN_AT, "it asks to throw something, which the game does not have"),
    (_ON_A_MONSTER, "it asks for a place on a monster, which no tile of the game is"),
    (_MONSTER_MADE, "it asks a monster to do something, and monsters go their own way"),
    (_AT_ONCE, "it asks for two things at the same time, and I do one at a time"),
    (_DROPPED, "it asks to put something down, which the game does not have"),
)

def not_said_otherwise(words: str) -> bool:
    """Whether words that say what not to do say a duty in other words ("don't lose me": follow;
    "don't let any bat get close to you": keep away): a restatement may say that duty, where
    other promises not to do something have no sentence in the house language."""
    return any(said.search(words) for said, _keeping in _NOT_KEPT_BY)


def not_taking(words: str) -> bool:
    """Whether words say only not to take something ("don't take it", "without picking it
    up"), which an errand that takes nothing keeps (``says_what_not_to_do``)."""
    return _TAKE_NOT.search(words) is not None


def says_what_not_to_do(order: str, sentence: str, read: m.Meaning) -> bool:
    """Whether the order says what not to do in words the restatement does not keep."""
    if _SAID_NOT.search(sentence):
        return False
    order = HEDGE_NOT.sub(" ", in_plain_not(order))
    if ", otherwise " in sentence:
        order = _ELSE_NOT.sub(" ", order)
    actions = {a.action for a in read.acts}
    if actions and actions <= _STILL_ACTIONS:
        order = _STILL_NOT.sub(" ", order)
    if not actions & _TAKING_ACTIONS or m.Action.KEEP_OFF in actions:
        order = _TAKE_NOT.sub(" ", order)  # taking nothing, or keeping it off (``served``)
    for said, keeps in _NOT_KEPT_BY:
        if keeps(read):
            order = said.sub(" ", order)
    return bool(NEGATION.search(order))


# Words that only say the answer goes to the player ("tell me how many"), or lead an order
# ("I want you at row 8"): no part of what is asked.
_TOLD = re.compile(r"\b(?:tell|show|give|let) me(?: know)?\b(?=\s+(?:the|how|what|where|which"
                   r"|whether|if|when|your|my)\b|\W|$)|\btell me\b")
_ADDRESSED = re.compile(r"^\s*i(?: want| need|'d like| would like) you\b")
_PLAYER = frozenset({w for w, who in lx.OWNER_WORDS.items() if who == m.PLAYER}
                    | set(lx.PLAYER_WORDS)) - {"player", "us"}
# Actions that go to or with the player without naming it as a thing.
_WITH_PLAYER = frozenset({m.FOLLOW, m.COME_BACK, m.HAND_OVER, m.BRING})


def names_player(order: str) -> bool:
    """Whether the order names the player in what it asks ("i'd like that bow", "add your
    health to mine"), past its lead, a "tell me" and what the player says of their own mind
    ("I'm not sure where it is")."""
    rest = HEDGE_NOT.sub(" ", _TOLD.sub(" ", _ADDRESSED.sub(" ", strip_filler(order.lower()))))
    return any(w in _PLAYER or w.split("'")[0] == "i" for w in words_of(rest))


def involves_player(meaning: m.Meaning) -> bool:
    """Whether the meaning has the player in it: as a thing, an owner, where a distance is
    measured from, or where an errand goes (following, coming back, handing over, bringing)."""
    return m.PLAYER in set(_values(meaning, str)) or any(
        isinstance(s, m.Act) and s.action in _WITH_PLAYER for s in m.walk(meaning.steps))


def hands_over_all(meaning: m.Meaning) -> bool:
    """Whether the meaning only hands over what the companion holds: the items an order names
    ("those arrows you have") are among it, as handing over gives everything."""
    return bool(meaning.steps) and all(isinstance(s, m.Act) and s.action == m.HAND_OVER
                                       for s in meaning.steps)


def asks_what_defeats(meaning: m.Meaning) -> bool:
    """Whether the meaning only asks what defeats a monster: the player who asks it ("what do
    i need to kill bats") is no part of the answer."""
    return bool(meaning.steps) and all(isinstance(s, m.Ask) and s.asks == m.WEAKNESS
                                       for s in meaning.steps)


def wielded(meaning: m.Meaning) -> set[str]:
    """The weapons that defeat the monsters the meaning attacks: an attack takes one up itself
    (skills.lua), so an order that names it ("kill the gorgon, use the sword") is kept by the
    attack alone; another weapon ("the bat with the sword") is not."""
    return {weapon for act in meaning.acts if act.action == m.ATTACK and act.thing is not None
            for weapon in NEEDS.get(act.thing.kind, ())}


def meaning_kinds(meaning: m.Meaning) -> set[str]:
    return {k for k in _values(meaning, str) if k in CONCRETE}


def _crow_flies(meaning: m.Meaning) -> bool:
    """Whether a distance of the meaning is rows plus columns ("how far is the sword"), none
    of it the steps of a walk ("the walking distance from you to the sword")."""
    lines = [s for s in meaning.walk() if isinstance(s, m.Ask) and s.asks == m.DISTANCE]
    walks = [d.walk for d in _values(meaning, m.DistanceTo)]
    return (bool(lines) or False in walks) and True not in walks


# The ways of the map, and the words an order says them with: a restatement may go, walk or pick
# no way the order does not say ("hop 2 steps to the right" is no "walk 2 steps left", "scoot to
# my left" no "the tile 2 east of me"). Words of other senses ("how many are left", "pick up",
# "right away") only allow more.
_WAYS = {
    "west": ("left", "west", "western", "westward", "westwards", "leftmost", "westernmost", "nw",
             "sw"),
    "east": ("right", "east", "eastern", "eastward", "eastwards", "rightmost", "easternmost",
             "ne", "se"),
    "north": ("up", "north", "northern", "northward", "northwards", "above", "top", "upper",
              "topmost", "northernmost", "highest", "higher", "upward", "upwards", "nw", "ne"),
    "south": ("down", "south", "southern", "southward", "southwards", "below", "bottom", "lower",
              "lowest", "bottommost", "southernmost", "downward", "downwards", "beneath",
              "under", "underneath", "sw", "se"),
}
_WAY_OF = {w: {way for way, words in _WAYS.items() if w in words}
           for words in _WAYS.values() for w in words}  # "nw": west and north


def order_ways(text: str) -> set[str]:
    """The ways of the map an order's words say (any sense of "left", "up" ... counts)."""
    return {way for w in re.findall(r"[a-z]+", text.lower()) for way in _WAY_OF.get(w, ())}


def meaning_ways(meaning: m.Meaning) -> set[str]:
    """The ways a meaning goes or picks by: a walk's way, a tile counted one way from a thing,
    a side, corner or spot of the map."""
    ways = {way for s in _values(meaning, str) for w in re.findall(r"[a-z]+", s)
            for way in _WAY_OF.get(w, ())}
    for o in _values(meaning, m.Offset):
        ways |= {"north" if o.rows < 0 else "south"} if o.rows else set()
        ways |= {"west" if o.cols < 0 else "east"} if o.cols else set()
    return ways


def placed_ways(text: str) -> set[str]:
    """The ways of the corners and sides of the map the order names ("the bottom left corner":
    south and west): a restatement that keeps none of them picks another thing or goes
    elsewhere ("bring me the arrow": the nearest one)."""
    return {way for place in named_places(text) for way in order_ways(place)}


def meaning_numbers(meaning: m.Meaning) -> set[int]:
    """The numbers a meaning says, as words say them: a tile 3 north of a thing is 3 rows up
    (``Offset.rows`` -3)."""
    return {abs(int(n)) for n in _values(meaning, int) if not isinstance(n, bool)}


def _values(value: Any, kind: type) -> Iterable[Any]:
    """Every value of a type anywhere in a meaning's tree."""
    if isinstance(value, kind):
        yield value
    elif isinstance(value, tuple):
        for v in value:
            yield from _values(v, kind)
    elif hasattr(value, "__dataclass_fields__"):
        for name, f in value.__dataclass_fields__.items():
            if f.compare:
                yield from _values(getattr(value, name), kind)


# -- the game's words ---------------------------------------------------------------------------


class GameWords:
    """The words of the game's orders: those of the orders the reader reads whole (the training
    generator's, the library's examples), the house language's and the lexicon's. An order with
    any other word is not restated."""

    def __init__(self, orders: Iterable[str]) -> None:
        words: set[str] = set()
        for order in orders:
            words.update(words_of(order))
        for symbol in HOUSE.symbols():
            for form in HOUSE.forms[symbol]:
                words.update(w for w in words_of(form.pattern) if "{" not in w)
        words.update(lx.NOUN_WORDS)
        words.update(lx.NUMBER_WORDS)
        words.update(w for phrases, _ in lx.VERBS for p in phrases for w in words_of(p))
        words.update(lx.ACTION_VERBS)
        words.update(lx.FUNCTION_WORDS)
        for said in idiom_words():  # what the restater is taught to take as the game's
            words.update(words_of(said))
        self.words = frozenset(words)

    def names_outside(self, order: str) -> bool:
        return bool(self.unknown(order))

    def unknown(self, order: str) -> list[str]:
        """The order's words that are no words of the game's orders (numbers and the game's
        kinds, however spelt, are)."""
        return [w for w in words_of(order) if w not in self.words and not w.isdigit()
                and lx.kind_of(w) is None]


# -- checking a restatement ---------------------------------------------------------------------


UNKNOWN_WORDS = "I don't know the word"
NO_ANSWER = "the model did not answer"


# A word the game does not know stands for a thing when it comes after one of these and before
# a word that says which ("the ammunition nearest the corner", "the sored from you", "a blade
# that cuts") or what it is given with ("give me a clatter with the sword": a blow, no handing
# over of the sword), or right before a word for any thing or monster ("the big monster", "the red
# item"; before a kind it only says more of it: "the scary gorgon").
_THING_SLOT = frozenset(("the", "a", "an", "some", "any", "every", "each", "that", "this", "those",
                         "these", "my", "your", "its", "their", "our", "all"))
_WHICH = frozenset((*lx.NEAREST, *lx.FARTHEST, "next", "near", "by", "beside", "in", "on", "at",
                    "from", "lying", "that", "which", "with"))


def unknown_things(order: str, unknown: Sequence[str]) -> list[str]:
    """The words of ``unknown`` (the order's words the game does not know) that stand where a
    thing is named: a model sure of its restatement may take them for a thing of the game, not
    drop them ("guard the ammunition nearest the corner" is no guard of the corner; "take out
    the big monster" no fight with whichever monster is nearest)."""
    words, strange = words_of(order), set(unknown)
    found = []
    for i, word in enumerate(words):
        if word not in strange:
            continue
        before = i - 1
        while before >= 0 and words[before] in strange:
            before -= 1
        after = words[i + 1] if i + 1 < len(words) else ""
        if lx.kind_of(after) in (m.ANY_ITEM, m.ANY_MONSTER) or (
                before >= 0 and words[before] in _THING_SLOT and after in _WHICH):
            found.append(word)
    return found


def unknown_words(words: Sequence[str]) -> str:
    return UNKNOWN_WORDS + ("s " if len(words) > 1 else " ") + ", ".join(
        f'"{w}"' for w in words[:3])


# Arithmetic asked for in words ("subtract the monsters", "add your health to mine", "triple
# it"): a restatement without a sum is another order ("take the items on the ground and subtract
# the monsters" came back as "pick up every item, then keep away from the monster").
_WORKS_OUT = re.compile(r"\b(?:add(?:s|ed|ing)? (?:up|together|them|it|to)|subtract\w*|"
                        r"minus|(?:take|took|taken|taking) away|multipl\w+|divid\w+|"
                        r"doubl(?:e|ed|es|ing) (?:it|that|them|the)|tripl\w+|halv\w+)\b", re.I)


def _works_out(node: object) -> bool:
    """Whether a sum, product or difference stands anywhere in ``node`` (a meaning or a part)."""
    if isinstance(node, m.Arith):
        return True
    if isinstance(node, tuple):
        return any(_works_out(part) for part in node)
    return hasattr(node, "__dataclass_fields__") and any(
        _works_out(getattr(node, name)) for name in node.__dataclass_fields__)


def _kinds_said(words: str) -> set[str]:
    return set(named_kinds(words))  # "grab the bow, make that the sword": the sword alone


def _ways_lost(order: str, read: m.Meaning) -> str:
    """Why the restatement's ways are not the order's: it goes or picks one the order does not
    say (or takes back), or it drops or changes a corner or side of the map the order names;
    "" when they are."""
    if not meaning_ways(read) <= order_ways(order) - taken_back(order, order_ways):
        return "the restatement goes or picks a way the order does not say or takes back"
    if not placed_ways(order) - taken_back(order, placed_ways) <= meaning_ways(read):
        return "the restatement drops or changes a corner or side of the map the order names"
    return ""


def check(order: str, sentence: str, game_words: GameWords, *,
          sure: bool = False) -> tuple[m.Meaning | None, str]:
    """The restatement's meaning when it may serve the order, else None and why. ``sure``: the
    model was sure of it, so the order's words the game does not know may stand for things of
    the game ("the flappy ones": the bats); what the order names in the game's words must still
    come through, and every other check holds."""
    if len(sentence) > MAX_SENTENCE_CHARS:
        return None, "the restatement is too long"
    read = HOUSE.read(sentence)
    if not isinstance(read, m.Meaning):
        return None, "the restatement is not a sentence of the house language"
    for asks_for, why in _NEVER_SERVED:
        if asks_for.search(order):
            return None, why
    moving = _unwalked(order)
    if moving:
        return None, f'it asks for a way of moving the game does not have ("{moving}")'
    unknown = game_words.unknown(order)
    if unknown and not sure:
        return None, unknown_words(unknown)
    kinds, named = set(named_kinds(order)) - taken_back(order, _kinds_said), meaning_kinds(read)
    if (things := unknown_things(order, unknown)) and not named - kinds:
        # words for a thing the restatement puts no thing of the game for: left out, not read
        return None, unknown_words(things)
    if hands_over_all(read):  # "i'll take those arrows off you": what it holds, all of it
        kinds -= set(ITEMS)
    kinds -= wielded(read) - named  # "kill the gorgon, use the sword": what the attack takes up
    if not (kinds <= named if unknown else kinds == named):
        return None, "the restatement names other things than the order"
    said = meaning_numbers(read)
    if not kept_numbers(order) <= said:
        return None, "the restatement drops a number of the order"
    if _NONE.search(order) and (compared := _compared_with(read)) and 0 not in compared:
        return None, "the restatement says a number the order does not (it says none)"
    if not said <= allowed_numbers(order) or said_otherwise(order, read, DEFAULT_NUMBERS):
        return None, "the restatement says a number the order does not say so"  # "row 10": no hp
    if why := _ways_lost(order, read):
        return None, why
    if names_player(order) and not involves_player(read) and not asks_what_defeats(read):
        return None, "the restatement leaves out the player the order names"
    families = {_FAMILIES.get(a.action, a.action) for a in read.acts}
    if any(isinstance(s, m.Repeat) and s.turns and not s.body for s in read.walk()):
        families.add("near")  # a wait: staying where it is
    if families - {"away", "explore"}:
        families.add(_GOING)
    if not named_families(order) <= families:
        return None, "the restatement does something else than the order's verbs say"
    if any(isinstance(s, m.Choice) and s.then == s.otherwise for s in read.walk()):
        # "if the bow is still there, pick up the sword, otherwise pick up the sword": one
        # branch of the order lost ("bow's gone? then get the sword. if it's still there grab it")
        return None, "the restatement does the same whether its condition holds or not"
    if is_question(order) and WALKED.search(order.lower()) and _crow_flies(read):
        return None, "the order asks the way walked, which the restatement measures in a line"
    if _WORKS_OUT.search(order) and not _works_out(read):
        return None, "the order works out a number, which the restatement does not"
    if says_what_not_to_do(order, sentence, read):
        # The house language says "not" only in conditions: an order that says what not to do
        # ("go to the arrow, but don't take the bow") has no restatement that keeps that part.
        return None, "the order says what not to do, which the restatement leaves out"
    return served(order, read)  # what it drops of the order, or its promises put back
