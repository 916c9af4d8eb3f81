"""Talk that is no order: a greeting, thanks, praise, asking for help or who the companion is.
The companion answers in words and nothing runs, so the order before it keeps running (the
answer goes the way of a refusal, ``agent.refusal``, and the game ends the order "answered":
``meaning.Unknown.talk``). Before, "hello" got "I don't know how to
hello", "thanks" got "I didn't hear an order" and "well done" "I don't know how to done"."""

from __future__ import annotations

import re

from agent.reading.patterns import together

HELP = ("Tell me what to do in words: fetch or bring the sword, the bow or arrows; fight the bats "
        "or the gorgon; follow you, stay, guard you or a spot, explore, or go to a place; keep "
        "away from monsters; or ask me how many are left, where something is, or how far. An "
        "order can have a condition: \"if you have the bow, shoot the bat, otherwise get it\"")

# The answer to a warning: what the companion can do about the monster named follows it
# (agent.refusal); no other talk is offered anything.
WHAT_TO_DO = "What should I do about it? Tell me to run, to come back to you, or to fight it"

# The answer to the player's own part said alone ("I'll get the sword": clause.PLAYERS_OWN).
PLAYERS_PART = ("All right, that part is yours. I keep doing your last order until you give me "
                "another (\"stop\" stops me)")

_TALK = (
    (r"(?:hello|hi|hey|hey there|hiya|howdy|greetings|good (?:morning|afternoon|evening)|yo)"
     r"(?: (?:there|buddy|pal|friend|mate|companion))?", "Hello! " + HELP),
    (r"(?:thanks|thank you|thx|ty|cheers|much appreciated)(?: (?:a lot|so much|buddy|pal|friend"
     r"|mate))?", "You're welcome"),
    (r"(?:(?:very |really )?(?:good|great|nice|excellent) (?:job|work|one)|well done|nicely done"
     r"|awesome|perfect|nice|great|bravo|good (?:boy|girl)|you rock)", "Thanks! Ready for the next"
     " order"),
    (r"(?:help|help me|what can you do|what can i (?:say|ask|tell you)|what do you (?:do|know)"
     r"|how does this work|commands|what are your commands|what are (?:my|our|the) options"
     r"|options|what orders can i give(?: you)?)", HELP),
    (r"(?:how do (?:i|we) win|what is the goal|what's the goal|what is the objective|what's the"
     r" objective|what do (?:i|we) (?:have|need) to do to win|how does the game end)",
     "We win when no monster is left: a gorgon falls to the sword, a bat to the bow and an arrow;"
     " you lose at 0 health. " + HELP),
    (r"(?:who are you|what are you|what is your name|what's your name|who am i talking to)",
     "I'm your companion in this dungeon. " + HELP),
    # asking for advice: the way to win, and what the companion can be told to do
    (r"(?:what (?:should|do|can) (?:i|we) do(?: now| next)?|what now|what next|what's next"
     r"|(?:where|which way) (?:should|do|shall) (?:i|we) go(?: now| next| from here)?"
     r"|what is next|what(?:'s| is) the plan|(?:give me |any )?(?:a )?(?:hint|tip|clue)s?"
     r"|(?:any|got any) (?:advice|ideas|suggestions)|i'?m stuck|i am stuck|how do i play)",
     "We win when no monster is left: the sword defeats the gorgon, the bow and an arrow a bat. "
     + HELP),
    (r"(?:are you (?:scared|afraid|frightened|nervous|brave|ready)|you ready)",
     "Ready when you are: I keep clear of what I can't defeat. Tell me what to do"),
    # the order before, again: each order is read on its own, so it is asked for in words
    (r"(?:again|do (?:it|that) again|repeat (?:it|that)|same again|one more time|do (?:it|that)"
     r" (?:once more|twice|\d+ times|two times|three times)|do the same(?: thing)?(?: again)?"
     r"|same thing again)",
     "Tell me the order itself again in words: I read each order on its own"),
    # the order under way goes on by itself: nothing to start
    (r"(?:carry on|continue|keep going|keep it up|keep at it|go on|as you were|resume"
     r"|keep doing (?:that|it|what you(?:'re| are) doing)|go back to what you were doing)",
     "I keep doing your last order until you give me another"),
    (r"undo(?: (?:it|that))?|take (?:it|that) back",
     "I can't undo what is done: tell me what to do now"),
    # what the companion is at: the order under way, whose status the player sees
    (r"(?:what are you (?:doing|up to)|where are you going|where are you headed|what(?:'s| is)"
     r" your plan|are you done(?: yet)?|are you finished|what did you (?:do|just do)|why did you"
     r" do that|what happened|what are you waiting for|why are you (?:doing that|waiting"
     r"|standing there|stopped))",
     "I'm at your last order: the \"Companion:\" line under the map says what I'm doing now. "
     "Give me a new order to change it"),
    # a wish for care, with nothing to do in it
    (r"(?:be careful|stay safe|be safe|take care(?: of yourself)?|do not die|don't die"
     r"|watch yourself|keep safe)(?: (?:out there|now|buddy|pal|friend|mate))?",
     "I will: fetching, bringing and coming back I walk round every monster's reach, and I "
     "fight only when you tell me to"),
    # a warning with nothing to do in it: "look out, a bat" explored, as "look around" does
    (r"(?:(?:look out|watch out|careful|be careful|heads up|danger)"
     r"(?: for (?!me$|us$)(?:the |a |an )?[a-z]+"  # "watch out for me" guards the player
     r"|,? (?:there'?s |there is )?(?:an? |the )?(?:bat|gorgon|monster|medusa)s?"
     r"(?: (?:coming|behind you|nearby|near you|close|here))?)?"
     r"|(?:there'?s|there is) (?:an? |the )?(?:bat|gorgon|monster|medusa) (?:coming|behind you"
     r"|near you|nearby|close|here))",
     WHAT_TO_DO),
)


@together
def _patterns() -> list[tuple[re.Pattern[str], str]]:
    return [(re.compile(rf"^(?:{pattern})$"), reply) for pattern, reply in _TALK]


def reply_to_talk(order: str) -> str | None:
    """The companion's answer when the whole order is talk, else None."""
    text = re.sub(r"\s+", " ", re.sub(r"[!.,;:]+", " ", order.lower())).strip()
    text = re.sub(r"\s*\?$", "", text)
    for pattern, reply in _patterns():
        if pattern.match(text):
            return reply
    return None
