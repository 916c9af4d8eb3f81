"""Orders read from their words as typed, before any step is looked for: a say of words that
look like code ('say ]] .. os.exit() .. [['), said exactly as typed and never split into steps;
and code to run, outside what the order has said ("run os.execute('rm -rf /') for me"),
refused as outside the game rather than read as its first verb (it had fled); and the player
carried (``carried``): an order to carry, lift or move the player ("Carry me on your back to the
sword, boy!", "carry me to the bow", "give me a ride to the corner", "pick me up and take me to
the sword", "let me ride on your back"). The companion cannot move the player, so the whole order
is refused as beyond the game, in words that say so and what the companion can do instead, and
never restated (before, "carry me ... to the sword" was not understood, so the model restated it
as a fetch of the sword, which ran). "Take me to the sword" is leading the way (going there, the
player following) and is read as before; "carry me an arrow", "pick me up the bow" are errands for
the player, read as before."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_typed as lt, meaning as m
from agent.reading.lexicon_idioms import OTHER_GAME_GATE, OTHER_LEVEL_GATE
from agent.reading.listed_lines import as_sentences
from agent.reading.other_language import other_language
from agent.reading.patterns import lazy
from agent.reading.pseudocode import read_as_code
from agent.reading.real_world import GATE as REAL_WORLD, other_game, other_level, real_world
from agent.reading.side_of_me import GATE as BESIDE, beside
from agent.reading.stream import Gated, stream
from agent.reading.text import MARKS, holds_any, protect

# A say whose words look like code or markup: said exactly as typed, to the end of the order.
_LITERAL_SAY = lazy(rf"^(?:please\s+)?(?:{lx.alt(lx.SAY_VERBS)}"
                    r"|tell me|tell the player)\s*:?\s+(?P<text>\S.*)$", re.I | re.S)
_CODE_LIKE = lazy(r"[\[\]{}()=;\\<>`|$#]|\.\.|--|\bend\b.*\bend\b|\n|^[^\"]*\"[^\"]*$")
# Code to run, outside the words an order has said (what it quotes is marked first).
_CODE_CALL = lazy(r"\b[a-z_]\w*\.[a-z_]\w*\s*\(|\bprint\s*\(|\brm\s+-rf\b"
                  r"|\b(?:loadstring|loadfile|dofile|[gs]etfenv)\b", re.I)
# What each of those has (in ASCII text, lower-cased): an order with none of them is spared the
# search.
_CODE_WORDS = ("(", "-rf", "loadstring", "loadfile", "dofile", "etfenv")


def as_typed(order: str) -> m.Meaning | None:
    """The order's meaning when its words are taken as typed, else None."""
    if as_sentences(order) == order and (coded := read_as_code(order)) is not None:
        return coded  # "goto(bow)", "print(count(monsters))": code of the game's verbs (a list
        # typed as lines is no code: "if you have the sword:\n- kill the gorgon\nif not: ...")
    literal = _LITERAL_SAY.match(order.strip())
    if literal and _CODE_LIKE.search(MARKS.sub(" ", protect(literal.group("text"))[0])):
        return m.Meaning(order, (m.Say(literal.group("text").strip(), words=order),))
    low = order.lower()
    if (not order.isascii() or holds_any(low, _CODE_WORDS)) and (
            _CODE_CALL.search(protect(order)[0])):
        return m.Meaning(order, (m.Unknown(order.strip(), m.Reason.OUTSIDE),))
    for by in _WHOLE.tried(order):  # "come stand right next to me, on my right side"; "carry
        if (got := by(order)) is not None:  # me to the bow": refused whole (``carried``)
            return got
    return None


# -- the player carried ------------------------------------------------------------------------

# Where "carry me", "pick me up" end when the player is what is carried: the end, or a word of
# where to or how ("to the sword", "on your back", "over there"), never a thing ("carry me an
# arrow" brings one).
_AFTER = (
    r"(?=\s*(?:$|[,.!;?]|(?:to|towards?|over|across|on|onto|upon|in|into|back|there|"
    r"home|along|around|round|with|and|then|all|please|now|off|out|down|away)\b))"
)
_CARRIED = lazy(
    rf"\b(?:{lx.alt(lt.CARRY_PLAYER)})\s+me(?:\s+up)?{_AFTER}"
    rf"|\b{lx.alt(lt.GIVE_A_RIDE)}\s+me\s+(?:a\s+)?{lx.alt(lt.A_RIDE)}\b"
    rf"|\b{lx.alt(lt.RIDE_ON)}\s+(?:on|onto|upon)\s+(?:your\s+back|you)\b"
    rf"|\bme\s+on\s+your\s+back\b",
    re.I,
)
_BANNED = lazy(r"(?:\bnot|n't|\bnever|\bno)\s+$")
# What one of those has: a verb of carrying before "me", a word of a ride, or "your back"; an
# order with none of them is spared the search.
_VERBS = frozenset(lt.CARRY_PLAYER)
_RIDES = (
    frozenset(w for ride in (*lt.A_RIDE, *lt.RIDE_ON) for w in ride.split())
    - frozenset(lt.GIVE_A_RIDE)
    - frozenset(lt.NOT_A_RIDE)
)

WHY = lt.CANNOT_CARRY


def carried(order: str) -> m.Meaning | None:
    """The order refused whole when it asks the companion to carry or move the player, else
    None."""
    said = stream(order)
    low, words = said.low, said.words
    if (
        words.isdisjoint(_RIDES)
        and "your back" not in low
        and not ("me" in words and any(f"{verb} me" in low for verb in words & _VERBS))
    ):
        return None
    found = _CARRIED.search(low)
    if found is None or _BANNED.search(low[: found.start()]):
        return None  # "don't push me away": a ban the companion keeps
    return m.Meaning(order, (m.Unknown(order.strip(), m.Reason.CANNOT, WHY),))


# The readers of an order whole after code and words to say, with their gates: runs of letters
# one of which every order each reads holds (the player carried: a verb or a word of a ride, or
# "back" of "on your back").
_CARRIED_GATE = frozenset(
    run for said in (*lt.CARRY_PLAYER, *lt.A_RIDE, *lt.RIDE_ON, "back") for run in
    said.replace("-", " ").split())
_WHOLE = Gated((beside, BESIDE), (carried, _CARRIED_GATE), (other_language, None),
               (real_world, REAL_WORLD), (other_level, OTHER_LEVEL_GATE),
               (other_game, OTHER_GAME_GATE), by_letters=True)
