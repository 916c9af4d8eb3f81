"""Slips of the keyboard are mended to the words the reader knows, and English words are left
as they are: the orders here are ones the training generator writes with its slips, which the
reader read as something else or not at all."""

from __future__ import annotations

import pytest

from agent.reading.lexicon import NOUN_WORDS
from agent.reading.spelling import known_word, mend
from agent.reading.text import spell_out
from game.world import ITEM_NAMES, MONSTER_KINDS
from tests.unit.gist import gist


@pytest.mark.parametrize(("order", "meaning"), [
    # a slipped joiner hid the step after it
    ("scoop up the bolt, aftrewards steer clear of the bats", "fetch arrow; keep_away bat"),
    ("Defeat the medusa, but fisrt get all the swords", "fetch every sword; attack gorgon"),
    ("whisper good luck, afetr that get back here, buddy", "say 'good luck'; come_back"),
    ("Run away from the monsters, then come back, atfer that keep up with me",
     "flee; come_back; follow"),
    ("kill the gorgon thne come back", "attack gorgon; come_back"),
    # a slipped verb, noun or plural
    ("figgt the bat, defeat the gorgon", "attack bat; attack gorgon"),
    ("give me the longbow and finally hoover up the lognbows", "bring bow; fetch every bow"),
    ("how many hit poitns do you have?", "ask health of companion"),
    ("Fight the bat tahnk you", "attack bat"),
])
def test_a_slip_of_the_keyboard_reads_as_the_word_it_slipped_from(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize("text", [
    "hey fellow, kill the rat",  # "fellow" is no "follow", "rat" no "bat"
    "go down the narrow path",  # no "arrow"
    "say the magic words",  # no "swords"
])
def test_english_words_are_left_as_they_are(text):
    assert mend(text) == text


def test_hey_fellow_is_not_follow_me():
    # one letter from "follow", the verb reader followed the player
    assert gist("hey fellow") == "unknown"


@pytest.mark.parametrize(("slipped", "meant"), [
    ("tell me wgere the bat is", "tell me where the bat is"),  # not "were"
    ("shpot the bat", "shoot the bat"),  # not "spot"
    ("Plesse explore the maze", "please explore the maze"),
    ("hopver up the lognbows", "hoover up the longbows"),  # not "hover"
])
def test_a_letter_struck_for_another_is_preferred_to_one_left_out(slipped, meant):
    assert mend(slipped) == meant


@pytest.mark.parametrize(("slipped", "meant"), [
    ("fetch me an arow", "fetch me an arrow"),  # not "row", the commoner word
    ("go kil the gorgon", "go kill the gorgon"),  # a short word, only into its doubled letter
    ("folow me", "follow me"),
])
def test_a_doubled_letter_typed_once_is_the_word_with_it_doubled(slipped, meant):
    assert mend(slipped) == meant


def _slips(word: str) -> set[str]:
    """``word`` with one letter left out, or two side by side swapped."""
    return {word[:i] + word[i + 1:] for i in range(len(word))} | {
        word[:i] + word[i + 1] + word[i] + word[i + 2:] for i in range(len(word) - 1)}


# The game's things by their own names (a word of four letters or more: shorter ones are mended
# only into a doubled letter), singular and plural.
_NAMES = sorted({n + s for n in (*ITEM_NAMES, *MONSTER_KINDS, "monster", "weapon") if len(n) > 3
                 for s in ("", "s")})


@pytest.mark.parametrize("noun", _NAMES)
def test_a_slip_of_a_things_name_is_mended_to_that_thing(noun):
    # A word the reader uses elsewhere must never take a noun's slip: a word added to a reader's
    # word list joins the corrector's vocabulary ("crow" once made "arow" a crow, "master" made
    # "moster" one, "words" made "sords" one). Singular for plural is the same thing.
    slips = sorted(s for s in _slips(noun) if len(s) > 3 and not known_word(s))
    assert slips
    assert {s: NOUN_WORDS.get(mend(s)) for s in slips} == {s: NOUN_WORDS[noun] for s in slips}


@pytest.mark.parametrize("text", ["kit the bat out", "go to row 8", "the bat can fly"])
def test_short_words_are_mended_only_into_a_doubled_letter(text):
    assert mend(text) == text


@pytest.mark.parametrize(("order", "meaning"), [
    ("wat do i need to kill bats", "ask weakness bat"),
    ("yo can u pick up tha bow", "fetch bow"),
    ("wen u get the sword come back", "fetch sword; come_back"),
])
def test_shorthand_is_spelt_out(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize(("slipped", "meant"), [
    ("you shouldn't go near the gorgon", "you shouldn't go near the gorgon"),  # not "should't"
    ("If you wouldn't mind", "If you wouldn't mind"),
    ("the sowrd's edge", "the sword's edge"),  # a possessive's word may still have slipped
])
def test_a_contraction_is_no_slip_and_keeps_its_not(slipped, meant):
    assert mend(slipped) == meant


@pytest.mark.parametrize(("typed", "meant"), [
    # "not" typed without its apostrophe is spelt out, never mended into an old or another word
    ("you wouldnt go left", "you wouldn't go left"),  # not "wouldst"
    ("shouldnt you go left", "shouldn't you go left"),  # not "shouldst"
    ("couldnt you get the bow", "couldn't you get the bow"),  # not "couldst"
    ("if the gorgon hasnt moved", "if the gorgon hasn't moved"),  # not "hast"
    ("if you wasnt hurt", "if you wasn't hurt"),  # not "want"
    ("if you havent got the sword", "if you haven't got the sword"),
])
def test_not_typed_without_its_apostrophe_is_spelt_out(typed, meant):
    assert spell_out(typed) == meant
    assert mend(spell_out(typed)) == meant


@pytest.mark.parametrize(("order", "meaning"), [
    # a request put with a "not" is asked as "could you" is, not a question of what cannot be
    ("couldnt you get the bow", "fetch bow"),
    ("couldn't you get the bow?", "fetch bow"),
    ("can't you kill the bat", "attack bat"),
    ("wouldnt you get the bow", "fetch bow"),
    ("won't you get the bow", "fetch bow"),
    ("if you havent got the sword, get it", "if not has(companion, sword): fetch sword | "),
    # still refused: what the companion should have done is no order read
    ("you shouldnt attack the gorgon", "unknown"),
    ("you wouldnt go left", "unknown"),
])
def test_a_request_with_not_typed_without_its_apostrophe(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), [
    ("go 2 the botom left corner pls", "go_to bottom left"),  # "2" for "to" before a place
    ("go 2 steps left", "walk left 2"),  # but a number of steps stays one
    ("stay there dont move", "stay"),  # a clause run on without a comma
    ("kill the gorgon u can do it", "attack gorgon"),
    ("I do not know", "unknown"),
])
def test_a_child_typing_fast_is_read(order, meaning):
    assert gist(order) == meaning


# A slip is mended only into a word of the lexicon (its word lists, agent/reading/lexicon*.py)
# or a thing of the game's: before, into any word written anywhere in the reader's modules, its
# sentences and its patterns' escapes too ("\band": "bana" became "band", which was no word of the
# lexicon then; "band" is one now, "hold that band", and "bana" is mended into it as a slip).
@pytest.mark.parametrize(("slipped", "meant"), [
    ("am I badky hurt?", "am I badly hurt?"),  # the lexicon's words of health
    ("how healrhy are you?", "how healthy are you?"),
    ("grab the sowrd", "grab the sword"),
    ("go to the bow and wiat", "go to the bow and wait"),  # not "await", the lexicon's too
    ("kill the moster", "kill the monster"),
    ("hold that bana", "hold that band"),
])
def test_a_slip_is_mended_into_a_word_of_the_lexicon(slipped, meant):
    assert mend(slipped) == meant


@pytest.mark.parametrize("typed", [
    "function update_func() end",  # was "update_fun": "fun" from a sentence of the reader's
    "eval the code",  # was "evil"
    "load default.toml",  # was "tool"
    "how many zorks do you have?",  # was "works", from a pattern's words
    "find_path_astar(ai, player)",  # was "star"
    "bora",  # no "bor" of a pattern's "\bor"
])
def test_no_slip_is_mended_into_a_word_outside_the_lexicon(typed):
    assert mend(typed) == typed
