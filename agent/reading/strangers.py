"""A question of where, how far, how many or whether dead or alive, about a thing the game does
not have, in the ways it is asked besides "where is the dragon?" and "how many dragons are
there?" (``question_rows._ABOUT_ONE``): inside another sentence ("tell me where the dragon is",
"do you know where the flurbs are", "tell me how far the dragon is"), with the thing's own verb
("where did the dragon go?", "where is the dragon hiding?"), picked ("where is the nearest
dragon?"), from one of us ("how far away is the unicorn from you?"), counted ("count the
dragons", "tell me how many dragons there are") or as a monster's state ("is the dragon dead?",
"has the wizard been killed yet?", "any chance the dragon is dead?"). The answer names the thing
("I don't know what "dragon" is: the dungeon has ..."); before, some were answered about the two
of us or any thing ("do you know where the flurbs are" said where the companion is, "where is
the nearest dragon?" where the nearest thing is), the rest refused with "I don't know how to
answer that". Each pattern takes the word asked of as ``noun``; a word of the game there, or a
word that names no thing ("one", "player", ``lexicon_parts.NOT_THINGS``), is answered as before.
"""

from __future__ import annotations

from agent.reading import lexicon as lx

_THE = r"(?:the|a|an|any|my|your|that|this|those|these)"
# The word asked of: no word of English's closed classes ("how many are left?": of what?).
_NOUN = rf"(?!{lx.alt(lx.FUNCTION_WORDS)}\b)(?P<noun>[a-z]+)"
# What may come before a question of where or how far inside another sentence.
_ASKED = (r"(?:(?:do|did) you (?:know|see|remember)|(?:have you )?(?:got )?any idea|i wonder"
          r"|i want to know|i need to know|(?:can|could) you (?:find out|see|check)"
          r"|find out|check) ")
_FROM_US = r"(?: away)?(?: from (?:you|me|us|here|the player|yourself))?"
_STATE = (r"(?:(?:is|are|was|were|has been|have been|been) )?(?:still )?(?:dead|alive|gone"
          r"|killed|defeated|slain|destroyed|around|standing|breathing)(?: yet| now| already"
          r"| for good)?")

ASKED_OF_ONE = (
    rf"^(?:{_ASKED})?where {_THE} {_NOUN} (?:is|are|was|were|went|lies|lie|has gone|have gone"
    r"|is hiding|are hiding|could be|might be|can be)$",
    rf"^(?:{_ASKED})?where (?:is|are|was|were) {_THE} {_NOUN} (?:now|right now|hiding"
    r"|lying|sitting|going|at)$",
    rf"^(?:{_ASKED})?where (?:did|does|do|could|would|might|can) {_THE} {_NOUN} (?:go|be|hide"
    r"|run|run off to|end up)$",
    rf"^where (?:is|are) the (?:{lx.alt(lx.NEAREST, lx.FARTHEST)}) {_NOUN}"
    r"(?: to (?:you|me|us))?$",
    rf"^(?:{_ASKED})?how (?:far|close|near)(?: away)? (?:is|are) {_THE} {_NOUN}"
    rf"{_FROM_US}$",
    rf"^(?:{_ASKED})?how (?:far|close|near)(?: away)? {_THE} {_NOUN} (?:is|are)"
    rf"{_FROM_US}$",
    rf"^how many {_NOUN} (?:there are|there is|are there|are left|are still alive|are alive"
    r"|left)$",
    rf"^count (?:all )?(?:the )?{_NOUN}$",
    rf"^(?:.* )?(?:(?:is|are|was|were|has|have) )?{_THE} {_NOUN} {_STATE}$",
)


def not_of_the_game(word: str) -> str:
    """What the companion says of a word a question asks about that names no thing of the game."""
    return (f"I don't know what \"{word}\" is: the {lx.DUNGEON_WORDS[0]} has a sword, a bow, "
            "arrows, bats and a gorgon")
