"""The one lexicon: every word the reader knows for the game's things, the parties, numbers and
the skills' actions (the verb phrases of the duties and of going are in ``lexicon_duties``).

The things' names come from the game (``game.world``) and the actions from the skill registry
(``sandbox_worker.api``); the words players use for them are listed here once, and every part of
the agent that needs them asks this module.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache, lru_cache

from agent.reading import (
    lexicon_duties as ldu,
    lexicon_idioms as li,
    meaning as m,
)
from agent.reading.patterns import lazy, longest_first
from game.world import ARROW, BAT, BOW, GORGON, ITEM_NAMES, MONSTER_KINDS, SWORD
from sandbox_worker import api

# -- things -------------------------------------------------------------------------------------

# Singular words for each thing; plurals are derived (``_plural_forms``).
ITEM_WORDS: dict[str, str] = {
    SWORD: SWORD, "blade": SWORD, "longsword": SWORD, "sabre": SWORD, "saber": SWORD,
    BOW: BOW, "longbow": BOW,
    ARROW: ARROW, "bolt": ARROW, "ammunition": ARROW, "ammo": ARROW, "projectile": ARROW,
    "item": m.ANY_ITEM, "thing": m.ANY_ITEM, "object": m.ANY_ITEM, "weapon": m.ANY_ITEM,
    "loot": m.ANY_ITEM, "stuff": m.ANY_ITEM, "everything": m.ANY_ITEM, "gear": m.ANY_ITEM,
}
MONSTER_WORDS: dict[str, str] = {
    GORGON: GORGON, "medusa": GORGON,
    BAT: BAT, **li.MONSTER_WORDS,
    "monster": m.ANY_MONSTER, "enemy": m.ANY_MONSTER, "creature": m.ANY_MONSTER,
    "foe": m.ANY_MONSTER, "beast": m.ANY_MONSTER, "baddie": m.ANY_MONSTER, "mob": m.ANY_MONSTER,
    # a radio voice's: "request count of hostiles", "engage the tangos"
    "hostile": m.ANY_MONSTER, "tango": m.ANY_MONSTER, "bandit": m.ANY_MONSTER,
}
# The words for any item ("the thing that kills bats", "the weapon").
ANY_ITEM_WORDS = tuple(w for w, k in ITEM_WORDS.items() if k == m.ANY_ITEM)
# Words for the parties, as objects ("follow me") and as owners ("my health").
PLAYER_WORDS = ("me", "player", "us", "myself", "i")
COMPANION_WORDS = ("you", "yourself", "companion")
OWNER_WORDS = {"my": m.PLAYER, "mine": m.PLAYER, "me": m.PLAYER, "i": m.PLAYER,
               "the player's": m.PLAYER, "player's": m.PLAYER, "your": m.COMPANION,
               "yours": m.COMPANION, "you": m.COMPANION, "companion's": m.COMPANION}

# The closed classes of English and the fillers of typed speech: words that name no action,
# thing or place of their own ("whichever", "somewhere", "already", "uh", "pls"). A word of an
# order that is none of these and no word of the game's orders may ask for something the game
# does not have, so such an order is not restated (agent/house/restate.py).
FUNCTION_WORDS = frozenset("""
    a an the this that these those my your his her its our their me you him it us them i we he
    she they myself yourself itself ourselves themselves mine yours ours theirs who whom whose
    which what whatever whichever whoever wherever whenever however where when why how there
    here then than so too very really just only also even still already yet again ever never
    always sometimes often soon now later once twice and or but nor if unless until till while
    because since though although as of to in on at by for with without from into onto off out
    over under up down about around across along through between behind beside near past after
    before toward towards within upon is am are was were be been being do does did done have
    has had having will would shall should can could may might must not no yes all any some
    every each both either neither none much many more most few less least lot lots other
    another such same own one ones thing things something anything everything nothing
    somewhere anywhere everywhere nowhere someone anyone everyone bit kind sort like okay ok
    please thanks thank hey hi hello oh uh um hmm yo well right alright sure maybe perhaps
    quite rather pretty literally actually basically simply kinda sorta gonna wanna gotta lemme
    gimme dont don't can't cant won't wont isn't aren't i'm im you're youre ur u ya n em pls plz
    thx ty lol asap k cuz cos i'll you'll we'll it's that's there's what's let's let
""".split())

# Words of a way to go that open a phrase but are no verb ("back to where I'm standing").
WAY_WORDS = frozenset("back away forward forwards home along aside ahead".split())


def _plural_forms(word: str) -> set[str]:
    forms = {word + "s", word + "es"}
    if word.endswith("y"):
        forms.add(word[:-1] + "ies")
    if word == "medusa":
        forms.add("medusae")
    return forms


def _plural_vocab(words: dict[str, str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for word, value in words.items():
        if word in ("everything", "stuff", "loot", "gear"):
            continue
        for form in _plural_forms(word):
            out.setdefault(form, value)
    return out


SINGULAR: dict[str, str] = {**ITEM_WORDS, **MONSTER_WORDS}
PLURAL: dict[str, str] = {**_plural_vocab(ITEM_WORDS), **_plural_vocab(MONSTER_WORDS)}
NOUN_WORDS: dict[str, str] = {**PLURAL, **SINGULAR}
ITEM_KINDS = frozenset((*ITEM_NAMES, m.ANY_ITEM))
MONSTER_SET = frozenset((*MONSTER_KINDS, m.ANY_MONSTER))
# What "a weapon" is: the sword and the bow (an arrow is what the bow shoots).
WEAPONS = (SWORD, BOW)


# A word's kind is looked up once (the slips are tried against every long noun).
@lru_cache(maxsize=8192)
def kind_of(word: str) -> str | None:
    """The kind a word names ("blades" -> "sword", "gorgon's" -> "gorgon", "sowrd" -> "sword"),
    or None."""
    word = word.lower()
    if word.endswith("'s") or word.endswith("s'"):
        word = word[:-2] if word.endswith("'s") else word[:-1]
    found = NOUN_WORDS.get(word)
    if found is None and len(word) >= 5:
        found = next((k for w, k in _SLIPPABLE.items() if one_slip(w, word)), None)
    return found


# Words long and rare enough that one slip of the keyboard still names them ("sowrd"); short
# or common words ("bat", "foe", "beast") would turn ordinary English into things.
_SLIPPABLE = {w: k for w, k in NOUN_WORDS.items()
              if len(w) >= 5 and w.rstrip("s") in ("sword", "arrow", "gorgon", "medusa",
                                                   "longbow", "monster", "enemie", "weapon")}


def one_slip(word: str, typed: str) -> bool:
    """``typed`` is ``word`` with one letter changed or two neighbours swapped (a slip of the
    keyboard), and both are at least four letters long."""
    if len(word) != len(typed) or word == typed or len(word) < 4:
        return False
    diff = [i for i, (a, b) in enumerate(zip(word, typed, strict=True)) if a != b]
    if len(diff) == 1:
        return True
    return (len(diff) == 2 and diff[1] == diff[0] + 1 and word[diff[0]] == typed[diff[1]]
            and word[diff[1]] == typed[diff[0]])


def is_plural(word: str) -> bool:
    return word.lower() in PLURAL and word.lower() not in SINGULAR


def is_item(kind: str) -> bool:
    return kind in ITEM_KINDS


def is_monster(kind: str) -> bool:
    return kind in MONSTER_SET


def concrete(kind: str) -> tuple[str, ...]:
    """The game's kinds a kind stands for: ANY_ITEM every item, ANY_MONSTER every monster."""
    if kind == m.ANY_ITEM:
        return ITEM_NAMES
    if kind == m.ANY_MONSTER:
        return MONSTER_KINDS
    if kind == m.ANYTHING:
        return (*ITEM_NAMES, *MONSTER_KINDS)
    return (kind,)


def noun_pattern(kinds: Iterable[str] | None = None, *, plurals: bool = True) -> str:
    """A regular expression alternative of every word (and plural) for these kinds (all
    kinds when None), longest first."""
    kinds = None if kinds is None else frozenset(kinds)  # a generator is read once, not per word
    words = [w for w, k in NOUN_WORDS.items() if (kinds is None or k in kinds)
             and (plurals or w in SINGULAR)]
    return "|".join(re.escape(w) for w in longest_first(words))


# The game's other words for its things, each with the name the API knows ("blade" -> "sword").
SYNONYMS: dict[str, str] = {w: k for w, k in SINGULAR.items()
                            if w != k and k in (*ITEM_NAMES, *MONSTER_KINDS)}

_SYNONYM_RE = lazy(
    r"\b(?P<article>an?\s+)?(?P<word>" + "|".join(longest_first(SYNONYMS))
    + r")(?P<plural>e?s)?\b", re.IGNORECASE)


def in_game_words(order: str) -> str:
    """The order with the game's synonyms for its things written as the API names them
    ("bring me the blades" -> "bring me the swords"); everything else as typed."""

    def name(found: re.Match[str]) -> str:
        thing = SYNONYMS[found.group("word").lower()]
        typed = found.group("article") or ""
        article = ""
        if typed:  # "a bolt" -> "an arrow", "A bolt" -> "An arrow"
            article = "an" if thing[0] in "aeiou" else "a"
            article = (article.capitalize() if typed[0].isupper() else article) + typed[
                len(typed.rstrip()):]
        return article + thing + ("s" if found.group("plural") else "")

    return _SYNONYM_RE.sub(name, order)


# -- numbers ------------------------------------------------------------------------------------

NUMBER_WORDS: dict[str, int] = {
    "zero": 0, "no": 0, "none": 0, "one": 1, "a": 1, "an": 1, "single": 1, "two": 2,
    "a couple of": 2, "a couple": 2, "couple of": 2, "a pair of": 2, "both": 2, "three": 3,
    "a few": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "eleven": 11, "twelve": 12, "a dozen": 12, "dozen": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90, "hundred": 100, "a hundred": 100,
}
# A number of tens and ones said in two words ("twenty-five", "thirty two"): text.spell_out
# writes it in digits, as the player would have typed it.
TENS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
ONES = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
TIMES_WORDS: dict[str, int] = {"once": 1, "twice": 2, "thrice": 3}
# Said after how often a walk is done again, asking nothing more ("walk 2 steps east, three
# times over", "twice in a row").
TIMES_OVER = ("over", "in a row", "in succession", "in total", "total", "in all", "all told",
              "altogether")
# Numbers as words that stand alone as a quantity ("no", "a", "an" do so only before a noun).
_BARE_NUMBER_WORDS = {w: n for w, n in NUMBER_WORDS.items() if w not in ("no", "a", "an")}


def number(word: str) -> int | None:
    """The whole number a word or digits stand for, else None."""
    word = word.lower().strip()
    if word.isdigit():
        return int(word)
    return _BARE_NUMBER_WORDS.get(word)


NUMBER_RE = r"(?:\d+|" + "|".join(
    re.escape(w) for w in longest_first(_BARE_NUMBER_WORDS)) + ")"

# -- the dungeon --------------------------------------------------------------------------------

# Words for the whole dungeon, which is one room of one level ("explore the maze", "the left side
# of the map", "how many bats are in the dungeon?", "clear the level").
DUNGEON_WORDS = ("dungeon", "maze", "map", "level", "room")
# Words a player may name the whole of it by, in their own terms, after a spot of it ("the bottom
# left corner of the hall", "the middle of the whole estate"): of the map, never a place of its own.
WHOLE_WORDS = ("board", "grid", "screen", "world", "cave", "cavern", "lair", "estate", "grounds",
               "garden", "arena", "floor", "field", "pitch", "court", "hall", "chamber", "zone",
               "realm", "scene", "lab", "site", "dig", "sale floor", "stage", "playing field",
               "land", "pool", "kitchen", "ground")
# Words for a stretch of it about where one is ("patrol this area", "around the corridor").
AREA_WORDS = ("area", "place", "corridor", "hall", "passage")
# The map by any of its names, and the ground: the map or a stretch of it ("clear the pool of that
# gorgon", "explore the rest of the area"). Patterns name these, not a union of their own.
MAP_WORDS = (*DUNGEON_WORDS, *WHOLE_WORDS)
GROUND_WORDS = (*DUNGEON_WORDS, *AREA_WORDS, *WHOLE_WORDS)
# Where a thing is, said of the whole dungeon, which names no place ("the arrows in the maze").
IN_THE_DUNGEON = tuple(f"{on} {whose} {w}" for on in ("in", "on", "around", "lying around")
                       for whose in ("the", "my", "this", "our")
                       for w in MAP_WORDS)
# The compass's points, each beside the side of the map it names (row 1 is north, the top;
# column 1 west, the left): "go north", "the east half of the map", "how many rows south".
COMPASS = {"north": "top", "south": "bottom", "east": "right", "west": "left"}
# The same points said as adjectives ("the northern part", "the eastern half"): the same sides.
COMPASS_ADJECTIVES = {"northern": "top", "southern": "bottom", "eastern": "right",
                      "western": "left"}
# The one lying farthest that way, said by the compass ("the westernmost arrow"): as "leftmost".
COMPASS_MOST = {f"{point}most": side for point, side in COMPASS_ADJECTIVES.items()}
# A tile's way from a thing said without "of" ("two squares below me"), as WAYS' words (offsets).
ABOVE_BELOW = {"above": "up", "below": "down"}
# The one lying farthest to a side of the map, said by the side (row 1 is the top: "the highest
# arrow" lies nearest it): no pick of the meaning's, said back (agent.reading.map_picks).
SIDE_MOST = {"leftmost": "left", "rightmost": "right", "topmost": "top", "uppermost": "top",
             "upmost": "top", "bottommost": "bottom", "lowermost": "bottom", "highest": "top",
             "lowest": "bottom"}

# -- health -------------------------------------------------------------------------------------

# Words for a party's health ("your health", "my hit points", "how much life do you have").
HEALTH_WORDS = ("health points", "hit points", "health", "hp", "life", "hitpoints")

# -- near and far -------------------------------------------------------------------------------

# Which of a kind by its distance ("the nearest bat", "the farthest arrow"), and which of two
# ("the closer one", "is the bow farther than the sword?").
NEAREST = ("nearest", "closest")
FARTHEST = ("farthest", "furthest")
NEARER = ("nearer", "closer")
FARTHER = ("farther", "further")
# Nearer and farther said of the way there ("which is the shorter walk, the bow or the sword?").
SHORTER_WAY = tuple(f"{a} {w}" for a in ("shorter", "quicker") for w in (
    "walk", "run", "trip", "way", "journey", "distance", "route"))
LONGER_WAY = tuple(f"longer {w}" for w in ("walk", "run", "trip", "way", "journey", "distance",
                                            "route"))
# Every word of them: a thing picked by its distance.
BY_DISTANCE = (*NEAREST, *FARTHEST, *NEARER, *FARTHER)
# The nearest said of the walk there, as the skills pick one anyway ("the arrow that's easiest to
# get to", "the quickest arrow to reach"): read as the nearest.
EASIEST = ("easiest", "quickest", "fastest", "simplest")
REACHED = ("get to", "reach", "get at", "walk to")
EASIEST_REACHED = tuple(f"{easy} to {reach}" for easy in EASIEST for reach in REACHED)

# -- places and directions (the go_to and walk skills' own words) -------------------------------

WAYS = api.WAYS
PLACES = api.PLACES
MAX_WALK = api.MAX_WALK
MAX_SQUARE = api.MAX_SQUARE
# The most a counted repetition, a wait or a count in an order may ask for.
MAX_TIMES = 100
MAX_TURNS = 1000

# -- actions ------------------------------------------------------------------------------------

# Verb phrases that open an errand, with the action they ask for, most specific first: "take out"
# is not "take", "stay close" is not "stay". A phrase ending in a space takes an object after it.
FETCH_VERBS = ("pick up", "pick", "get", "grab", "fetch", "collect", "take", "gather", "obtain",
               "retrieve", "loot", "equip", "nab", "snag", "acquire", "hoover up", "scoop up",
               "sweep up", "round up", "go get", "arm yourself with", "arm up with", "procure",
               "secure", "claim", "snatch", "grab hold of", "get hold of", "lay your hands on",
               "go grab", "pocket", "bag", "grab yourself", "seize", "seize hold of",
               "take possession of", "bring in", "pack")
LOCATE_VERBS = ("find", "look for", "search for", "locate", "track down", "seek out", "hunt for")
BRING_VERBS = ("bring", "hand", "give", "deliver", "pass", "carry", "get me", "fetch me", "grab me",
               "hand over", "throw me", "toss me", "chuck me", *li.LET_ME_HAVE, "transfer",
               "serve")
ATTACK_VERBS = ("kill", "attack", "fight", "slay", "defeat", "shoot", "take out", "take down",
                "destroy", "hunt down", "hunt", "finish off", "murder", "eliminate", "dispatch",
                "slaughter", "clear out", "wipe out", "get rid of", "exterminate", "strike", "stab",
                "battle", "deal with", "handle", "go after", "beat", "vanquish", "smite",
                "knock out", "take care of", "put down", "neutralize", "neutralise", "hit", "punch",
                "kick", "slash", "smack", "whack", "bash", "shoot at", "fire at", "fire on",
                "fire an arrow at", "shoot an arrow at", "take a shot at", "take a swing at",
                "tank", "nuke", "solo", "annihilate", "obliterate", "eradicate", "liquidate",
                "crush", "weed out", "root out", *li.ATTACK,
                # a radio voice's: "engage the gorgon"
                "engage", "engage with")
# The verbs of a fight that name its weapon ("shoot the gorgon": with the bow; "stab the bat":
# with the sword): a fight so said that the weapon cannot win is refused, as "kill the gorgon
# with the bow" is.
FOUGHT_BY_VERB = {BOW: ("shoot", "shoot at", "fire at", "fire on", "fire an arrow at",
                        "shoot an arrow at", "take a shot at", "snipe", "snipe at"),
                  SWORD: ("stab", "slash", "take a swing at")}
KEEP_AWAY_VERBS = ("keep away from", "stay away from", "avoid", "keep clear of", "stay clear of",
                   "steer clear of", "keep your distance from", "keep your distance", "keep off",
                   "stay out of", "do not go near", "do not get near", "do not go close to",
                   "do not get close to", "never go near", "keep well away from", "keep out of",
                   "stay well away from", "keep away", "stay away", "stay clear", "do not approach",
                   "never approach", "stay far from", "keep far from", "go far from",
                   "go far away from", "do not go anywhere near",
                   "do not get too close to", "keep a safe distance from", "keep well clear of",
                   "stay well clear of", "get clear of", "get well clear of",
                   "steer well clear of",
                   "keep out of the reach of", "stay out of the reach of",
                   "get out of the reach of", "keep out of reach of", "stay out of reach of",
                   "get out of reach of", "keep out of range of", "stay out of range of",
                   "get out of range of",
                   # far, and far away: "stay far away from the bats", "keep far away from it"
                   *(f"{keep} far away from" for keep in ("stay", "keep", "remain")))
# Bring verbs that, with no one to bring the thing to, have the companion carry it ("you carry
# the sword", "carry the bow": take it; "carry the bow to me", "carry me the bow": bring it).
CARRY_VERBS = ("carry",)
LOCATE = "locate"  # "find the sword": fetching it, unless the order asks where it is
# Each errand's phrases, in the order they are tried (the longest phrase wins at a place).
VERBS: tuple[tuple[tuple[str, ...], str], ...] = (
    (ldu.HAND_OVER_VERBS, m.HAND_OVER), (ldu.GUARD_VERBS, m.GUARD), (ldu.PROTECT_VERBS, m.PROTECT),
    (ldu.PATROL_VERBS, m.PATROL), (ldu.FOLLOW_VERBS, m.FOLLOW), (KEEP_AWAY_VERBS, m.KEEP_AWAY),
    (ldu.GO_TO_VERBS, m.GO_TO), (ATTACK_VERBS, m.ATTACK), (BRING_VERBS, m.BRING),
    (CARRY_VERBS, m.FETCH), (FETCH_VERBS, m.FETCH), (LOCATE_VERBS, LOCATE),
    (ldu.EXPLORE_VERBS, m.EXPLORE),
    (ldu.FLEE_VERBS, m.FLEE), (ldu.COME_BACK_VERBS, m.COME_BACK), (ldu.STAY_VERBS, m.STAY),
)
# Words that open a step: every errand phrase's first word, and the other verbs of orders.
ACTION_VERBS = frozenset(({p.split()[0] for phrases, _ in VERBS for p in phrases} | set("""
    say tell greet shout yell whisper announce loiter park post circle loop hop scoot shuffle
    sprint dash march jog proceed trace list count describe name repeat
""".split())) - {"do", "be", "never", "over", "have", "put", "let", "see", "at"})
# Every errand's phrases, whole ("see off" opens an errand; "see" alone opens none).
ERRAND_PHRASES = tuple(p for phrases, _ in VERBS for p in phrases)


def alternatives(words: Iterable[str]) -> str:
    return "|".join(re.escape(w) for w in longest_first(set(words)))


@cache
def alt(*classes: tuple[str, ...] | frozenset[str], gap: str = r"\ ") -> str:
    """The words of these classes as one regular expression group, longest first, escaped: a
    pattern names a class (``rf"^{lx.alt(lp.FETCH_PLAIN)}\\b"``) instead of retyping its words
    (made once a class: a pattern made in a function asks again). ``gap`` is what matches the
    space between the words of a phrase (``r"\\s+"``: any run of spaces)."""
    words = longest_first(dict.fromkeys(w for words in classes for w in words))
    return "(?:" + "|".join(re.escape(w).replace(r"\ ", gap) for w in words) + ")"


# The attack verbs as one regular expression group, longest first.
ATTACKING = alt(ATTACK_VERBS)


def action_names() -> tuple[str, ...]:
    """The skills an errand may name: the registry's, checked against the meaning's actions."""
    skills = {e.name for e in api.entries("skill")}
    missing = [a for a in m.ACTIONS if a not in skills]
    if missing:  # a renamed skill must be renamed here too
        raise RuntimeError(f"actions without a skill: {missing}")
    return m.ACTIONS


def skill_of(action: str, every: bool) -> str:
    """The skill that does ``action`` for one thing or for every one of a kind."""
    if every and action == m.FETCH:
        return "fetch_all"
    if every and action == m.ATTACK:
        return "attack_all"
    return action


# -- things picked out by a clause (agent.reading.relative_clauses) ------------------------------

# Who a clause after a thing may be said of ("the thing you found", "the monster I hate"), and
# the verbs of coming upon a thing, which pick none out ("kill any monster you see").
CLAUSE_SUBJECTS = ("you", "i", "we", "he", "she", "they")
COME_UPON = ("see", "find", "spot", "meet", "encounter", "notice", "come across", "run into",
             "bump into", "come upon", "can see", "can find", "might see", "might find",
             "may see", "may find", "happen to see", "happen to find", "sees", "finds", "spots")

# -- being told ---------------------------------------------------------------------------------

# A wish to be told, in words that ask for nothing else ("get the sword and let me know"): what
# to tell is the condition said with it, or that the order is done.
# "tell us": the player, as Irish and British English say "us" for "me" ("Where's the bow?
# Tell us.").
TELL_ME = ("tell me", "let me know", "inform me", "notify me", "say so", "give me a shout", "shout",
           "tell us")
# A wish to be warned ("explore and warn me when a bat comes").
WARN_ME = ("warn me", "alert me")
# The verbs of saying words ("say hello", "shout 'run!'", "whisper follow me").
SAY_VERBS = ("say", "shout", "yell", "whisper", "announce", "call out", "reply", "exclaim",
             "scream", "shout out", "yell out", "cry out", "sing out")

# -- arithmetic and how a question is asked ------------------------------------------------------

# Verbs that open a product of two numbers, the second after "by" ("multiply the bats by the
# arrows", "if you times the bats by the gorgons"), and a quotient.
MULTIPLY_BY = ("multiply", "times")
DIVIDE_BY = ("divide",)
# Verbs that sum what they name, one kind or more ("tally up the arrows": how many; "sum the
# bats and the arrows"), and with "add" those that open a sum of two counts ("add the bats and
# the arrows", "tally up the bats and the gorgons"; "add the arrows" after a count: to it).
SUM_UP = ("add up", "sum", "sum up", "total up", "tally", "tally up")
ADD_UP = ("add", *SUM_UP)
# A question's tag asking the companion's estimate, after "would you" / "do you" ("how far is the
# bow, would you say?"): no request of its own (agent.reading.requests).
ESTIMATE_ASKED = ("say", "guess", "think", "reckon", "estimate", "suppose")
# How exact an answer is asked to be, before "how" ("Roughly how far is the bow?"): a question.
ROUGH_ASKED = ("roughly", "approximately", "exactly", "precisely", "more or less", "about")
# How an answer is to be said ("Whisper it quietly.", "say it out loud"): as any answer is.
SAID_SO = ("quietly", "softly", "out loud", "aloud", "loudly", "clearly", "in words")

# -- reasons (agent.reading.reasons_given) -------------------------------------------------------

# Words that open why an order is given ("since the gorgon only dies to the sword, ..."); "as"
# only before a state (REASON_STATES: "as I'm low on health", not "as soon as", "as you walk").
REASON_OPENS = ("since", "because", "as", "seeing as", "seeing that", "given that", "cuz", "cos")
REASON_STATES = ("am", "is", "are", "was", "were", "have", "has", "had", "can", "cannot", "could",
                 "will", "would", "might", "may", "must", "should", "need", "needs", "only",
                 "already", "still", "do not", "does not", "keep", "keeps")
# Why said after the order ("go get the bow, because I'll need it", "... so we each have a
# weapon"): the word, then who or what the reason is about.
REASON_AFTER = ("so", "since", "because", "cuz", "cos")
REASON_SUBJECTS = ("i", "we", "you", "it", "they", "the", "there", "that", "this", "each",
                   "both", "every", "nothing", "my", "your", "our")
# What an order may open with after a reason besides a verb (a condition, a question), and what
# a statement before "so" may not (then it is no statement: "if the bat is near so run").
REASON_THEN = ("if", "unless", "when", "whenever", "once", "until", "till", "while", "as soon as",
               "as long as", "in case", "how", "what", "where", "which", "who", "whose", "is",
               "are", "do", "does", "can", "could", "would", "will", "never", "always",
               "do not", "don't", "be", "please", "just", "first", "now")

# -- outside the game ---------------------------------------------------------------------------

# Words that ask for something outside the game's world: the computer, its files and network,
# the code and the prompt behind the companion. An order that asks for them is refused whatever
# the mode, with this sentence; the words a player has the companion say are not read for them.
OUTSIDE_WORLD = lazy(
    r"\b(?:files?|folders?|director(?:y|ies)|disks?|hard ?drives?|computers?|machines?|pc"
    r"|laptops?|servers?|operating system|os\.\w+|io\.\w+|shell|terminal|command line|bash"
    r"|sudo|rm -rf|passwords?|internet|network|web ?sites?|urls?|https?|emails?|download"
    r"|upload|programs?|scripts?|code|python|lua|javascript|sandbox|system prompt|prompts?"
    r"|instructions?|jailbreak|hack(?:s|ing)?|exploits?|malware|virus(?:es)?|databases?"
    r"|delete|format the|reboot|shut ?down|install|execute|require|load(?:string|file)"
    r"|dofile|getfenv|setfenv|debug\.\w+|passwd|the game itself|the real world|your rules"
    r"|the rules|(?<!where )you(?: are|'re) now|pretend to be|pretend you are|role ?play|act as"
    r"|developer mode|weather|news|stock market|real life|outside world|grep|sudo|chmod"
    r"|print\s*\(|function\s*\(|while true|for \w+ ?= ?\d|do .* end)\b"
    r"|&&|\|\||\$\(|`|(?:^|\s)(?:ls|cd|cat|rm|mv|cp|echo)\s+[-~/.$\w]"
    r"|(?:^|\s)[~.]{0,2}/\w+/|[a-z]:\\",  # a path: /etc/..., ~/x/, C:\
    re.IGNORECASE,
)
# An order not to do something: the skills cannot promise it, so it is said back.
KEEP_FROM_WHY = "I can do what you ask, but not keep from doing something"
# A duty that goes on (following, guarding) first: the steps after it would never run.
ENDLESS_FIRST_WHY = "until you give me another order"
# A wait of a moment ("wait a bit, then get the sword"; "hold on, then ..."), in ticks of the game.
BRIEF_TURNS = 3
OUTSIDE_WORLD_WHY = ("I only act inside the dungeon: files, the computer, the network, code and "
                     "my instructions are out of my reach")

# -- how much to explore (agent.reading.explored) ----------------------------------------------

# A least number of tiles said after exploring ("explore at least 25 tiles"), and its units.
EXPLORED_AT_LEAST = ("at least", "a minimum of", "minimum", "no fewer than", "not fewer than",
                     "no less than", "not less than", "exactly", "precisely")
# A little said before how many ("explore a little, like 20 tiles", "go explore a bit, about 20
# tiles"): the tiles said after it.
EXPLORED_A_BIT = ("a bit", "a little", "a little bit", "a while", "some")
# The same said after the number of tiles ("15 tiles at the very least", "ten squares minimum").
EXPLORED_AT_LEAST_AFTER = ("at least", "at the least", "at the very least", "minimum",
                           "at minimum", "at a minimum", "min", "exactly", "precisely")
# "look in at least twelve different spots": a spot or a place explored is a tile.
EXPLORED_UNITS = ("tiles", "squares", "spaces", "cells", "tile", "square", "spots", "places",
                  "locations")
# What the tiles are said to be before their unit ("twenty distinct tiles", "new squares").
EXPLORED_NEW = ("new", "different", "distinct", "unique", "separate")
# Where the tiles are said to lie after their unit ("ten squares around you"): anywhere near.
EXPLORED_NEAR = ("around you", "around here", "round here", "near you", "nearby", "around ya",
                 "around", "about", "in sight", "of floor", "of ground", "of floor in sight",
                 "of the floor", "of floor space")

# -- talk (agent.reading.talk's rows name these) ------------------------------------------------

GREETINGS = ("hello", "hi", "hey", "hey there", "hiya", "howdy", "greetings", "good morning",
             "good afternoon", "good evening", "yo")
THANKS = ("thanks", "thank you", "thx", "ty", "cheers", "much appreciated", "ta")
# Praise said alone ("well done"), and the words that praise a piece of work ("good job").
PRAISE = ("well done", "nicely done", "awesome", "perfect", "nice", "great", "bravo", "good boy",
          "good girl", "you rock", *li.COACHED)
PRAISING = ("good", "great", "nice", "excellent", "lovely", "brilliant", "superb", "fantastic",
            "amazing", "solid", "top", "cracking", "decent")
# What such a word praises ("good job", "nice going", "good effort", "good stuff").
PRAISED_DEEDS = ("job", "work", "one", "effort", "stuff", "going", "try", "show", "move", "shot",
                 "play")
# How a player addresses the companion after a word of talk ("thanks, buddy").
ADDRESS = ("buddy", "pal", "friend", "mate", "y'all", "yall")
# Words that close an order and ask nothing ("get the bow, please", "kill it quickly, buddy").
CLOSERS = ("please", "quickly", "right away", "asap", "thanks", "thank you", "you can do it",
           "you got this", "go for it", "good luck", "that would be lovely",
           "that would be great", "that would be wonderful", "that would be nice",
           # after the things an errand names: them, said again ("bring me the bow and the
           # nearest arrow, both of them, over here")
           "both of them", "the pair of them", "the two of them", *ADDRESS)
# The player's side as the one who asks ("how do I win", "what should we do").
ASKERS = ("i", "we")
WHAT_IS = ("what is", "what's")
HINTS = ("hint", "tip", "clue")
FEARS = ("scared", "afraid", "frightened", "nervous", "brave", "ready")
# The monsters a warning names ("look out, a bat"), each said alone or in the plural.
WARNED = (BAT, GORGON, "monster", "medusa")
# Where a monster is said to be in a warning ("a bat behind you").
WARNED_WHERE = ("coming", "behind you", "nearby", "near you", "close", "here")

# The words that open a condition, each with the kind of condition it opens ("in case" is
# "if", "as soon as" "when", "as long as" "while").
LEADS = {
    "if": "if", "in case": "if", "provided that": "if", "only if": "if", "if ever": "if",
    "provided": "if", "providing": "if", "providing that": "if", "on condition that": "if",
    "assuming": "if", "should": "if",
    "unless": "unless",
    "when": "when", "as soon as": "when", "once": "when", "the moment": "when", "after": "when",
    "soon as": "when", "the instant": "when",
    "whenever": "whenever", "every time": "whenever", "each time": "whenever",
    "any time": "whenever", "anytime": "whenever",
    "while": "while", "as long as": "while", "so long as": "while",
    "until": "until", "till": "until", "until such time as": "until",
}
# The words that open the other branch of a condition said before ("If C, A. Otherwise: B."):
# never a heading before a colon (headings.py), always the branch (afterthoughts.attached).
OTHERWISE = ("otherwise", "else", "or else", "if not", "failing that")
# After "once", "when", "as soon as", "after": the step before is over, and what follows is the
# next step, no condition ("when you're done, ...", "once it's dealt with, come back", "when
# those are up, get the bow": the turns waited). ``reader._JOINER_COND`` names it.
STEP_OVER = (
    "you're done", "you are done", "you're finished", "you are finished", "done", "finished",
    "that's done", "that is done", "that's over", "that is over", "you've done", "you have done",
    "you've finished", "you have finished", "you've got both", "you have both", "you've got it",
    "you have it", "you've got them", "you have them", "it's dealt with", "it is dealt with",
    "it's been dealt with", "it's in your hands", "it is in your hands",
    "they're in your hands", "those are up", "they're up", "time's up", "the time is up",
)
# How far a thing lies that way, said before the way and saying nothing of which one: "the
# sword's only a little way down from you" is the sword below the companion (agent.reading.
# bearings); "just" is not among them ("just below you": the tile below).
SOME_WAY = ("only", "a little way", "a little", "a bit", "a short way", "some way", "a way",
            "further", "farther", "a bit further", "a little further")
# Along a way from someone, said with "from" ("down from you", "up the corridor from me"), as
# "below you", "above me" (agent.reading.regions).
ALONG_WAYS = {"down": "below", "up": "above"}
# One monster named before, as people speak of a beast ("find the gorgon and kill her"); never
# anyone else ("give it all to him" is the player's side, read by the parties).
MONSTER_PRONOUNS = ("him", "her")
# What opens words in brackets that name again a thing just named ("kill the snake lady (he
# means the gorgon)", "(i.e. the sword)"): agent.reading.changes_nothing.glossed.
GLOSS_LEADS = ("i mean", "he means", "she means", "they mean", "we mean", "that is", "that's",
               "i.e.", "meaning", "as in", "namely", "which is")
# That a thing lies somewhere, said after it before where ("the arrow that's below us", "the bat
# which is to your left": agent.reading.bearings).
LIES_SO = ("that's", "that is", "which is", "that are", "which are", "that's lying", "lying",
           "sitting", "that's sitting")
