"""Talk that is no order ("hello", "good job", "help"): the companion answers in words and the
order before it keeps running (``meaning.Unknown.talk``). The rows of ``ROWS`` read the text in
lower case, without ``! . , ; :`` and a trailing ``?``."""

from __future__ import annotations

import re
from collections.abc import Sequence

from agent.reading import lexicon_closers as lcl, lexicon_parts as lp
from agent.reading.lexicon import alt
from agent.reading.rows import Row, Table

HELP = ("Tell me what to do in words: fetch or bring the sword, the bow or arrows; fight the bats "
        "or the gorgon; follow you, stay, guard you or a spot, explore, or go to a place; keep "
        "away from monsters; or ask me how many are left, where something is, or how far. An "
        "order can have a condition: \"if you have the bow, shoot the bat, otherwise get it\"")

# The answer to a warning ("look out, a bat"): what it can do about the monster follows it.
WHAT_TO_DO = "What should I do about it? Tell me to run, to come back to you, or to fight it"

# The answer to the player's own part said alone ("I'll get the sword": clause.PLAYERS_OWN).
PLAYERS_PART = ("All right, that part is yours. I keep doing your last order until you give me "
                "another (\"stop\" stops me)")

_WIN = ("We win when no monster is left: a gorgon falls to the sword, a bat to the bow and an "
        "arrow; you lose at 0 health. " + HELP)
_ADVICE = ("We win when no monster is left: the sword defeats the gorgon, the bow and an arrow a "
           "bat. " + HELP)
_PRAISED = "Thanks! Ready for the next order"
_GOES_ON = "I keep doing your last order until you give me another"
_GREETED = "Hello! " + HELP
# The answer to a wish to be told said alone ("let me know", "tell me"): nothing to tell.
_NOTHING_TO_TELL = ("Tell you what? Ask me a question (\"how many bats are left?\"), or give me "
                    "an order and ask to hear when it is done")


ROWS = (
    Row("greeting", "{GREETINGS} [there|{ADDRESS}|companion]", _GREETED,
        ("hello", "Hi there!", "good morning buddy")),
    Row("thanks", "{THANKS} [a lot|so much|{ADDRESS}]", "You're welcome",
        ("thanks", "thank you so much!", "cheers mate")),
    Row("praise for the work", "[very|really] {PRAISING} {PRAISED_DEEDS}", _PRAISED,
        ("good job", "really nice work")),
    Row("praise", "{PRAISE}", _PRAISED, ("well done!", "bravo", "you rock")),
    Row("what's up", "(what's up|whats up|what is up|sup|wassup|how goes it) [{ADDRESS}]",
        _GREETED, ("what's up?", "sup")),
    Row("are you there", "([are] you (there|listening|awake|with me)|can you hear me"
        "|anybody there|anyone there) [{ADDRESS}]", "I'm here. " + HELP,
        ("you there?", "are you listening?", "can you hear me?")),
    Row("help", "(help|help me|what can you do|what can i (say|ask|tell you)|what do you (do|know)"
        "|how does this work|commands|what are your commands|what are (my|our|the) options"
        "|options|what orders can i give [you])", HELP,
        ("help", "what can you do?", "what are my options?")),
    Row("how to win", "(how do {ASKERS} win|{WHAT_IS} the (goal|objective)"
        "|what do {ASKERS} (have|need) to do to win|how does the game end)", _WIN,
        ("how do I win?", "what's the goal", "what do we need to do to win?")),
    Row("who the companion is", "(who are you|what are you|what is your name|what's your name"
        "|who am i talking to)", "I'm your companion in this dungeon. " + HELP,
        ("who are you?", "what's your name?")),
    Row("advice", "(what (should|do|can) {ASKERS} do [now|next]|what (now|next)|what's next"
        "|(where|which way) (should|do|shall) {ASKERS} go [now|next|from here]|what is next"
        "|{WHAT_IS} the plan|[give me|any] [a] {HINTS}s?|(any|got any) (advice|ideas|suggestions)"
        "|i'?m stuck|i am stuck|how do i play)", _ADVICE,
        ("what should I do now?", "any hints?", "I'm stuck", "which way should we go from here")),
    Row("are you ready", "(are you {FEARS}|you ready)",
        "Ready when you are: I keep clear of what I can't defeat. Tell me what to do",
        ("are you scared?", "you ready?")),
    Row("again", "(again|do (it|that) again|repeat (it|that)|same again|one more time"
        "|do (it|that) (once more|twice|{NUMBER} times|two times|three times)"
        "|do the same [thing] [again]|same thing again)",
        "Tell me the order itself again in words: I read each order on its own",
        ("do it again", "one more time", "do that 3 times")),
    Row("carry on", "(carry on|continue|keep going|keep it up|keep at it|go on|as you were|resume"
        "|keep doing (that|it|what you're doing|what you are doing)"
        "|go back to what you were doing)", _GOES_ON,
        ("carry on", "keep going!", "keep doing what you're doing")),
    # beside a question ("is the sword farther? answer yes or no"), which is answered anyway
    Row("how to answer", "([just|please] [{ANSWER_WITH}] [with|in] [a|just|only] yes or [a] no"
        " [for (that|this) [one|question]] [please|only]|be honest"
        "|(short|quick|straight|honest) answer [please]"
        "|give me a (short|quick|straight|honest) answer"
        "|[and] [then] [just|please] (tell|give) me (the|that) (number|total|sum|answer|result"
        "|product|figure) [please|then|thereof]"
        "|[and] [then] [just] (tell|show) me what (it|that) is [please]"
        "|[just] [in] [the|a] (one|single) word [answer] [please|only]|in a word"
        "|speak [up] [now]|out with it|keep it (short|brief)|be brief"
        # "Sum the bats and the arrows. What's the total?": the sum, said
        "|[so] ({WHAT_IS}|what was) the (total|sum|difference|result|answer|figure|product)"
        " [then]"
        "|what (figure|number|total|answer|result) do (you|we|i) {COMES_TO} [then]"
        "|what (do|does|did|would|will) (you|we|i|that|it|this) {SUMS_TO} [then]"
        "|(what's|whats|what is|what has) (that|it|this) {SUMS_TO} [then]"
        # "Where is the bow? Whisper it.": the answer, said
        "|[and] [then] [just] {SAY_VERBS} (it|that|the answer) [to me]"
        " [{SAID_SO}] [please])",
        "Ask me something about the game and I'll answer it in words",
        ("answer yes or no", "just yes or no please", "be honest", "quick answer",
         "just the one word, please", "speak up", "keep it short")),
    Row("undo", "(undo [it|that]|take (it|that) back)",
        "I can't undo what is done: tell me what to do now", ("undo that", "take it back")),
    Row("what the companion is at", "((what are you (doing|up to)|where are you (going|headed)"
        "|{WHAT_IS} your plan|are you done [yet]|are you finished|what did you (do|just do)"
        "|why did you do that|what happened|what are you waiting for|are you busy"
        "|why are you (doing that|waiting|standing there|stopped)"
        "|are you [still] ({DUTIES_DONE}) [me|it|that|the {LETTERS}]) [right now|now"
        "|at the moment])",
        "I'm at your last order: the \"Companion:\" line under the map says what I'm doing now. "
        "Give me a new order to change it",
        ("what are you doing?", "where are you going?", "are you done?")),
    Row("care", "(be careful|stay safe|be safe|take care [of yourself]|do not die|don't die"
        "|watch yourself|keep safe|careful (now|there|footing)|(watch|mind) your (step|footing)"
        "|mind how you go|easy does it|(steady|slow and steady) (now|on|as you go)"
        "|nice and (easy|steady)) [out there|now|{ADDRESS}]",
        "I will: fetching, bringing and coming back I walk round every monster's reach, and I "
        "fight only when you tell me to", ("be careful", "take care of yourself", "stay safe pal")),
    Row("nothing to tell", "[ok|okay|so|and|just|then]"
        " ({TELL_ME}|{WARN_ME}|{TOLD_LOOSELY}|keep me posted)"
        " [when (you're|you are) (done|finished)|when done|once done] [{ADDRESS}]",
        _NOTHING_TO_TELL, ("keep me posted", "ok, keep me posted!", "just keep me posted pal")),
    Row("warning", "(look out|watch out|careful|be careful|heads up|danger)"
        " [for {THING_NOT_US}|[there's|theres|there is] [a|an|the] {WARNED}s? [{WARNED_WHERE}]]",
        WHAT_TO_DO, ("look out, a bat", "watch out for the gorgon", "careful!", "danger")),
    Row("warning that a monster is near", "(there's|theres|there is) [a|an|the] {WARNED}"
        " {WARNED_WHERE}", WHAT_TO_DO, ("there's a bat behind you", "there is a gorgon coming")),
)

# What a pattern may name that is no word class: a number in digits, and a word for a thing
# after "for" that is not the player ("watch out for me" guards the player).
PIECES = {"NUMBER": r"\d+", "THING_NOT_US": r"(?!me$|us$)(?:the |a |an )?[a-z]+",
          "LETTERS": r"[a-z]+",
          # what the companion may be at when asked ("are you still following me?")
          "DUTIES_DONE": ("following", "guarding", "protecting", "waiting", "coming",
                          "patrolling", "exploring", "doing that", "doing it", "on it")}
TABLE = Table(ROWS, PIECES)
_MARKS = str.maketrans("!.,;:", "     ")


def talk_row(order: str) -> Row[str] | None:
    """The row that reads the whole order as talk, else None."""
    text = " ".join(order.lower().translate(_MARKS).split())  # marks as spaces, one between words
    text = text[:-1].rstrip() if text.endswith("?") else text
    found = TABLE.first(text)
    return found[0] if found is not None else None


def reply_to_talk(order: str) -> str | None:
    """The companion's answer when the whole order is talk, else None."""
    row = talk_row(order)
    return row.makes if row is not None else None


# Talk that asks nothing beside an order or a question ("Hello! Where is the bow?", "Thanks!
# Now get the sword.", "... Answer yes or no.", "... Careful footing."): no step of its own.
# (The first four rows: greeting, thanks and praise.)
_BESIDE = frozenset((*(row.name for row in ROWS[:4]), "how to answer", "are you there",
                     "care"))


def answer_how(sentence: str, parts: Sequence[str], at: int) -> bool:
    """Whether the sentence (``parts[at]`` of the order's) is only talk beside the order: how to
    answer ("answer yes or no", "be honest"), a greeting, thanks or praise ("Hello!",
    "Thanks!"): nothing to do; or, after a question, the answer it asks for ("Give me the
    spot.")."""
    if len(parts) < 2:
        return False
    row = talk_row(sentence)
    return row.name in _BESIDE if row is not None else _asked_for(sentence) and any(
        _QUESTION.search(said) for said in parts[:at])


# What a question just asked is to be answered with, said after it (``answer_how``): answered
# anyway; after no question, or alone, read as any order is (said back, or "look closely" an
# exploring).
ASKED_FOR = Table((
    Row("the answer asked for", "([just|now|so] {ANSWER_GIVEN} [me|us]"
        " (the|its|their|your) ({WHEREABOUTS}|{ANSWER_ASKED})"
        " [please|then|now]|[just] (a|the) number [will do|is fine|please|only]"
        "|i (want|need) (its|their|the) {WHEREABOUTS}"
        " [before (we|i) (move|go|set off)]|{LOOKED_HARD} [now]|make it known{TOLD_TO})",
        "Ask me something about the game and I'll answer it in words",
        ("give me the spot", "a number will do", "i want its position before we move",
         f"{lcl.ANSWER_GIVEN[2]} its {lcl.ANSWER_ASKED[0]}", "give us the number",
         "make it known to the court",
         lp.LOOKED_HARD[0])),
), {"TOLD_TO": r"(?: (?:to|unto) (?:the |my |our )?[a-z]+)?"})


def _asked_for(sentence: str) -> bool:
    text = " ".join(sentence.lower().translate(_MARKS).split())
    return ASKED_FOR.first(text[:-1].rstrip() if text.endswith("?") else text) is not None


_QUESTION = re.compile(r"\?\s*$|\b(?:how|what|where|which|who|number of|count of|distance)\b",
                       re.I)
# Words of a sentence that say "it" of something before, or open a supposition: the talk after
# its comma is kept with it ("Bats plus arrows. Add 'em up for me, what's the total?", "if you
# add the arrows to the bats, what would you get?").
_KEPT_WHOLE = re.compile(r"\b(?:it|them|'em|em|those|these|that|this)\b|^\W*"
                         + alt(lp.SUPPOSE) + r"\b", re.I)


def answer_after(sentence: str) -> tuple[str, str] | None:
    """A sentence and talk after its last comma that ``answer_how`` leaves out, as two ("add up
    the bats and the arrows, what do you get?"); None where no such talk ends it."""
    head, comma, tail = sentence.rpartition(",")
    if not comma or not head.strip() or _KEPT_WHOLE.search(head):
        return None
    row = talk_row(tail)
    return (head, tail.strip()) if (
        row.name in _BESIDE if row is not None else _asked_for(tail)) else None
