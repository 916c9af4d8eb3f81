"""Families of orders by other hands (bench/fresh_orders_30.toml and after) that were said back
and are read now: a counted walk said from where the companion stands ("six steps east from
where you stand", agent/reading/places.py, ``FROM_HERE``); "make for" a place, a going as "head
for" is (``lexicon_duties.GO_TO_VERBS``, ``lexicon_parts.MOVE_VERBS``); a word of care or thanks
as a sentence of its own beside the order ("... Careful footing.", "... Ta.",
agent/reading/talk.py); a stay or a held wait of some turns with what goes on meanwhile ("hold
for two turns while we run diagnostics", agent/reading/repeats.py, agent/reading/delays.py); a
monster brought, shot or taken down or out: fought (agent/reading/errands.py, ``_on``); packing
an item: taking it (``lexicon.FETCH_VERBS``); a lasting duty "for the rest of the game" or "at all
times", as it lasts anyway (``lexicon_closers.ALWAYS``); the answer a question is to be given
with, said after it ("Where's the gorgon? Give me the spot.", agent/reading/talk.py), and a sum
asked for after a comma ("add up the bats and the arrows, what do you get?",
agent/reading/sequence.py, ``sentences``); a guard said again as what it keeps off ("Guard the
bow. Nobody gets near it.", agent/reading/repeats.py, ``again``); the order said to be all, or
asked to be understood ("... That's the whole thing.", "... Understand?",
``lexicon_parts.CLOSERS_ALONE``); minding a thing, as looking after it ("Mind the sword for me.",
``lexicon_duties.GUARD_VERBS``); standing between the player and "the nearest" monster: the one
nearest the player, rows plus columns, as every "nearest" is (agent/reading/duties.py,
``_shielded``; protect's own pick, "the bat", is the one the player's walk reaches first); health
handed over, refused for its reason, never read as a handing over of what is carried ("hand me
all your health" had handed over every item: done wrong; agent/reading/question_rows.py,
``health_given``); the bounds of a distance said again as a sentence of its own ("Not closer,
not further.", ``lexicon_address.LIMITS_BOUNDS``), the order asked to be done as said ("Make it
so.", "... Keep it that way."), "if there ain't" as otherwise (agent/reading/conditions.py,
agent/reading/afterthoughts.py), "whatcha" as "what are you", stepping in between as standing
between (``lexicon_duties.PROTECT_VERBS``); so many tiles "clear of" a monster as away from it
(agent/reading/requests.py); the steps said to be done "in that order", which they are
(``lexicon_closers.FILLER_END``); a number or distance asked without a verb or "?" ("number of
arrows in the field", "Distance from you to the nearest arrow.", agent/reading/questions.py,
``QUESTION_START``).
Each row an order and its reading in the gist notation of tests/unit/gist.py; the near-misses
are read as before."""

from __future__ import annotations

import pytest

from agent.reading import rows
from agent.reading.talk import ASKED_FOR
from tests.unit.readings import reading

# A counted walk with where it starts from, which it does anyway.
WALKED_FROM_HERE = [
    ("Six steps east from where you stand. Careful footing.", "walk east 6"),
    ("walk 4 tiles left from here", "walk left 4"),
    ("go two steps up from your position", "walk up 2"),
]
# "3 steps left" alone may be how many are left: said back, as before.
WALKED_AS_BEFORE = [
    ("3 steps left", 'unknown[not understood] "3 steps left"'),
    ("walk six steps east", "walk east 6"),
]
# "make for" a place or a thing: going there, as "head for" it.
MADE_FOR = [
    ("First make for row 2 column 14, then drop down to row 4 column 12.",
     "go_to 2,14; go_to 4,12"),
    ("make for the top left corner", "go_to top left"),
    ("make for the gorgon", "go_to gorgon"),
    ("head for the gorgon", "go_to gorgon"),
]
# Care and thanks as a sentence beside the order: nothing to do (every errand walks round the
# monsters anyway); alone, talk answered in words.
CARE_BESIDE = [
    ("get the sword. Watch your step!", "fetch sword"),
    ("fetch the arrow. Easy does it.", "fetch arrow"),
    ("Could you fetch the sword and bring it back to me? Ta.", "fetch sword; bring sword"),
    ("Careful now.", 'unknown[talk] "Careful now."'),
    ("Ta.", 'unknown[talk] "Ta."'),
]
# A stay or a held wait of some turns, with what the player does meanwhile.
HELD_MEANWHILE = [
    ("Hold for two turns while we run diagnostics. After that, grab the bow.",
     "repeat 0x 2t: ; fetch bow"),
    ("stay here for 3 turns while I explore", "repeat 0x 3t: stay"),
    ("hold 2 turns and then get the bow", "repeat 0x 2t: ; fetch bow"),
]
# "that spot" may be one said before ("go to row 8 column 7 and stand on that tile"): a stay on
# it is never taken for a stay where the companion is.
THAT_SPOT_SAID_BACK = [
    ("stay exactly on that spot", 'stay; unknown[not understood] "exactly on that spot"'),
    ("could you go to row 8 column 7 and stand on that tile", "go_to 8,7; stay"),
]

# A monster brought, shot or taken down (or taken out): fought; with a weapon that cannot win,
# refused as "kill the gorgon with the bow" is; an item so said, as before.
BROUGHT_DOWN = [
    ("a bat is coming. bring it down", "attack bat"),
    ("shoot the bat down with your bow", "attack bat"),
    ("take the gorgon out with the sword", "attack gorgon"),
    ("take the gorgon down with the bow",
     'unknown[cannot be done] "take the gorgon down with the bow"'),
    ("bring the bow down to me", "bring bow"),
    ("take the bow out", 'unknown[does not fit] "take the bow out"'),
    ("bring the bat to me", 'unknown[does not fit] "bring the bat to me"'),
]
PACKED = [
    ("pack two arrows", "fetch 2 arrow"),
    ("pack up and follow me", 'unknown[ambiguous] "pack up"; follow'),
]
# A lasting duty said to last always; an errand that ends, said back.
ALWAYS = [
    ("Keep a minimum separation of five tiles from me for the rest of the day.",
     "keep_distance player 5..-"),
    ("follow me for the rest of the game", "follow"),
    ("follow me at all times", "follow"),
    ("keep away from the bats for the rest of the game", "keep_away bat"),
    ("guard the sword for the rest of the level", "guard sword"),
    ("get the bow for the rest of the game",
     'fetch bow; unknown[not understood] "for the rest of the game"'),
]

# What a question is to be answered with, after it: answered anyway; after no question, said back.
ANSWER_ASKED_FOR = [
    ("Where's the gorgon hiding these days? Give me the spot.", "ask where gorgon"),
    ("how much health do you have? A number will do.", "ask health of companion"),
    ("Where is the nearest bat? I want its position before we move.", "ask where bat"),
    ("okay so where's that sword lying, give me the coordinates", "ask where sword"),
    ("get the bow, give me the spot", 'fetch bow; unknown[not understood] "give me the spot"'),
    # set 31's generate mode explored after answering (done wrong): the answer looked for hard
    ("And what would slay a bat, seeker? Look closely.", "ask weakness bat"),
    ("look closely", "explore"),
    ("give me the spot", 'unknown[not understood] "give me the spot"'),
]
# A sum asked for after a comma; with "'em" before it, read whole as before.
SUM_ASKED_AFTER = [
    ("add up the bats and the arrows, what do you get", "ask value (count(bat) + count(arrow))"),
    ("double the number of monsters, whats that come to", "ask value (count(monster) * 2)"),
    ("Bats plus arrows. Add 'em up for me, what's the total?",
     "ask value (count(bat) + count(arrow))"),
    ("what do you have", "ask carrying of companion"),
]

# A guard said again as what it keeps off: of "it" after a thing, of "me" after the player.
GUARDED_AGAIN = [
    ("Guard the bow. Nobody gets near it.", "guard bow"),
    ("Watch my back. Let nothing near me.", "guard player"),
    ("guard me. nobody gets near it.",
     'guard player; unknown[no such action] "nobody gets near it"'),
    ("get the bow. nobody gets near it.",
     'fetch bow; unknown[no such action] "nobody gets near it"'),
]
SAID_TO_BE_ALL = [
    ("walk six tiles east. thats it. thats the whole thing", "walk east 6"),
    ("guard me. That's your job now.", "guard player"),
    ("get the bow. Understand?", "fetch bow"),
]
MINDED = [
    ("Mind the sword for me.", "guard sword"),
    ("mind the bat", 'unknown[cannot be done] "mind the bat"'),
    ("mind your step", 'unknown[talk] "mind your step"'),
    ("mind you, get the bow", "fetch bow"),
]

NEAREST_SHIELDED = [
    ("Security announcement: stand between me and the nearest bat, and stay there.",
     "protect nearest-from-player bat"),
    ("stand between the nearest bat and me", "protect nearest-from-player bat"),
    ("get between me and the nearest bat bro, block it", "protect nearest-from-player bat"),
    ("stand between me and the bat", "protect bat"),
    ("stand between me and the bat nearest to you", "protect bat"),
]
HEALTH_HANDED = [
    ("hand me all your health", 'unknown[cannot be done] "hand me all your health"'),
    ("Hand over all of your health to me, every last point of it.",
     'unknown[cannot be done] "Hand over all of your health to me, every last point of it"'),
    ("Give me your life force, all of your health, so that my years are long.",
     'unknown[cannot be done] "Give me your life force, all of your health"'),
    ("give me your health", "ask health of companion"),
    ("you stay here and I'll go look around", "stay"),
]

SAID_OF_THE_DUTY = [
    ("Keep a distance of four to six tiles from me. Not closer, not further.",
     "keep_distance player 4..6"),
    ("walk five steps east. Make it so.", "walk east 5"),
    ("move away from the bat. keep it that way.", "flee"),
    ("Step in between me and that gorgon, partner, and stay put there like a wallflower.",
     "protect gorgon"),
    ("Whatcha holdin' in your hands there, partner?", "ask carrying of companion"),
]
THERE_AINT = [
    ("If there's more than one gorgon, grab the sword; if there ain't, go grab the nearest arrow.",
     "if count(gorgon) > 1: fetch sword | fetch arrow"),
    ("If there are bats, kill one. If there aren't, explore.",
     "if count(bat) > 0: attack bat | explore"),
    ("if there is a bat, kill it, if there isn't, come back",
     "if count(bat) > 0: attack bat | come_back"),
]

CLEAR_AND_IN_ORDER = [
    ("get at least five tiles clear of the gorgon", "keep_distance gorgon 5..-"),
    ("fetch the bow, then the arrow, in that order", "fetch bow; fetch arrow"),
    ("get the bow, y'all", "fetch bow"),
    # "explore ten squares": that many, explore(10) (tests/unit/test_explored_tiles.py)
    ("explore ten squares around ya", "explore 10 tiles"),
]

ASKED_WITHOUT_VERB = [
    ("number of arrows in the field", "ask count arrow"),
    ("Distance from you to the nearest arrow.", "ask distance arrow of companion"),
    ("count of monsters", "ask count monster"),
    ("Report.", "ask health of companion; ask carrying of companion; ask count monster"),
]

# A following said beside a distance kept from the player: the distance is the following.
FOLLOWED_WITHIN = [
    ("stay within two tiles of me and follow me", "keep_distance player -..2"),
    ("stay within two tiles of me. don't lose me.", "keep_distance player -..2"),
    ("follow me and stay within two tiles", "keep_distance player -..2"),
    ("get ur butt back over here", "come_back"),
    ("keep at least 4 tiles from me and follow me",
     'unknown[cannot be done] "keep at least 4 tiles from me and follow me"'),
]

# A leisurely walk and a dance caller's steps as moving words (``lexicon_idioms.MOVE``).
DANCED = [
    ("Sashay four steps south and stop right there, partner", "walk south 4; stay"),
    ("Wait till I take a step, then promenade on over to row 2 column 14.",
     "stay once moved(player): go_to 2,14"),
    ("amble over to row 12, column 6", "go_to 12,6"),
    ("promenade to the bow", "go_to bow"),
]


@pytest.mark.parametrize(("order", "meaning"), WALKED_FROM_HERE + WALKED_AS_BEFORE + MADE_FOR
                         + CARE_BESIDE + HELD_MEANWHILE + THAT_SPOT_SAID_BACK + BROUGHT_DOWN
                         + PACKED + ALWAYS + ANSWER_ASKED_FOR + SUM_ASKED_AFTER + GUARDED_AGAIN
                         + SAID_TO_BE_ALL + MINDED + NEAREST_SHIELDED + HEALTH_HANDED
                         + SAID_OF_THE_DUTY + THERE_AINT + CLEAR_AND_IN_ORDER
                         + ASKED_WITHOUT_VERB + FOLLOWED_WITHIN + DANCED)
def test_reading(order, meaning):
    assert reading(order) == meaning


@pytest.mark.parametrize(("name", "said"), rows.examples(ASKED_FOR))
def test_each_answer_asked_for_is_left_out_after_a_question(name, said):
    assert reading(f"Where is the bow? {said}.") == "ask where bow"
    assert reading(f"Where is the bow, {said}") == "ask where bow"


def test_the_answers_asked_for_are_rows_with_names_and_examples():
    assert rows.faults(ASKED_FOR) == []
