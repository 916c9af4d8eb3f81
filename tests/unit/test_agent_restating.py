"""An order the reader cannot read whole is restated in the house language and served as that
restatement says, in fallback and generate mode; never in strict mode, never for a request
outside the game, and a restatement that fails its checks leaves the refusal as it was."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from agent.house import HOUSE
from agent.house.checks import GameWords, check
from agent.house.restate import Restatement
from agent.loop import CodeAgent
from agent.reading import meaning as m, read
from game.maps import load_map
from tests.unit.test_agent_loop import RuleValidator

UNREAD = "uh, hang around somewhere like two to five squares from me"


@dataclass
class ScriptedRestater:
    """Restates every order as one sentence, checked as the real restater checks it."""

    sentence: str
    asked: list[str] = field(default_factory=list)

    def restate(self, order: str) -> Restatement:
        self.asked.append(order)
        meaning = HOUSE.read(self.sentence)
        problem = "" if meaning else "the restatement is not a sentence of the house language"
        return Restatement(order, self.sentence, meaning, problem=problem, source="scripted")


def agent(restater) -> CodeAgent:
    return CodeAgent(model=None, validator=RuleValidator(), library=None, api_text="",
                     restater=restater)


def test_the_order_the_reader_cannot_read_is_served_as_restated():
    assert not read(UNREAD).understood
    restater = ScriptedRestater("keep between 2 and 5 tiles from me")
    out = agent(restater).serve(UNREAD, load_map("default"))
    assert out.ok and out.served_by == "composed"
    assert out.restated == "keep between 2 and 5 tiles from me"
    assert out.message.startswith('I took that as: "keep between 2 and 5 tiles from me".')
    assert "keep_distance" in out.code


@pytest.mark.parametrize("mode", ["fallback", "generate"])
def test_a_restatement_that_did_not_pass_leaves_the_refusal(mode):
    restater = ScriptedRestater("eat the arrow")  # not a sentence of the house language
    out = agent(restater).serve(UNREAD, load_map("default"), mode=mode)
    assert out.refused and not out.ok and out.restated == ""
    assert out.restate_tried == "eat the arrow"  # kept for the history, with why not
    assert "not a sentence" in out.restate_problem
    assert restater.asked == [UNREAD]


def test_a_model_that_does_not_answer_is_said_in_the_refusal(bank):
    from agent.house.restate import ModelRestater, Said

    down = ModelRestater(lambda messages, draft: Said("", answered=False), bank,
                         GameWords([o for o, _ in BANK]))
    order = "stay between the bow and five tiles from me"  # every word one of the game's
    assert not read(order).understood
    out = agent(down).serve(order, load_map("default"))
    assert out.refused and not out.ok and out.restated == ""
    assert out.restate_problem == "the model did not answer"
    assert out.message.endswith("(I could not try it in other words: the model did not "
                                "answer.)")


def test_strict_mode_never_restates():
    restater = ScriptedRestater("follow me")
    out = agent(restater).serve(UNREAD, load_map("default"), mode="strict")
    assert out.refused and restater.asked == []


@pytest.mark.parametrize("order", [
    "delete the files on my computer",  # outside the game's world
    "thanks",  # talk
    "kill every monster, but don't attack the gorgon",  # keeping from something
    "never pick up the sword",  # keeping from something the companion does
    "put the sword down",  # read whole, and the game cannot: no item is ever put down
    "shoot the gorgon with the bow",  # read whole: the bow cannot defeat the gorgon
])
def test_what_the_reader_refuses_for_its_own_reason_is_never_restated(order):
    restater = ScriptedRestater("follow me")
    out = agent(restater).serve(order, load_map("default"))
    assert not out.ok and restater.asked == []


def test_not_taking_beside_an_errand_not_understood_is_restated_and_kept():
    # "don't take it" beside an errand the reader could not read: a restatement that takes
    # nothing keeps it; one that takes the arrow does not
    order = "keep watch over the arrow lying at your feet, don't take it"
    kept = ScriptedRestater("guard the arrow")
    out = agent(kept).serve(order, load_map("default"))
    assert kept.asked == [order] and out.ok and "guard(" in out.code
    meaning, why = check(order, "pick up the arrow", GAME_WORDS, sure=True)
    assert meaning is None and why  # the real restater's check: the arrow is not to be taken


@pytest.mark.parametrize(("order", "sentence", "action"), [
    ("don't lose me, stay on my heels", "follow me", "follow"),
    ("don't let me out of your sight", "follow me", "follow"),
    # ("don't let any bat get close to you": the reader reads it now, keeping away)
])
def test_a_duty_said_as_what_not_to_do_is_restated_as_that_duty(order, sentence, action):
    restater = ScriptedRestater(sentence)
    out = agent(restater).serve(order, load_map("default"))
    assert out.ok and out.restated == sentence and restater.asked == [order]
    assert action in out.code


def test_none_to_be_left_is_kept_by_every_one_and_only_by_that():
    words = GameWords(["attack every bat", "not one bat should be left standing"])
    order = "not one bat should be left standing, get to it"
    assert check(order, "attack every bat", words)[0] is not None
    for sentence in ("attack the bat", "follow me"):
        meaning, problem = check(order, sentence, words)
        assert meaning is None and problem


@pytest.mark.parametrize(("order", "sentence", "kept"), [
    ("get rid of the gorgon, use the sword", "attack the gorgon", True),
    ("go after the bat armed with the bow", "attack the bat", True),
    ("go after the bat armed with the sword", "attack the bat", False),  # not what defeats it
    ("get rid of the gorgon, use the sword", "pick up the sword", False),
    ("every single bat has to die", "attack every bat", True),  # "single" is no number
    ("make sure no bat survives", "attack every bat", True),
    ("make sure no bat survives", "attack the bat", False),
])
def test_what_an_attack_takes_up_and_every_one_of_a_kind_are_kept(order, sentence, kept):
    words = GameWords([order, sentence])
    meaning, problem = check(order, sentence, words)
    assert (meaning is not None) == kept, problem


@pytest.mark.parametrize(("order", "sentence"), [
    # what the meaning grew: the player moving ("once": when, no number), a side of the map, a
    # tile counted from one of us, where the companion started
    ("once I start walking, follow me", "as soon as i move, follow me"),
    ("grab the westernmost arrow", "pick up the nearest arrow to the left side"),
    ("go two tiles to my right pls", "go to the tile 2 east of me"),
    ("explore and then go back to where you started", "explore, then go to where you started"),
])
def test_a_restatement_in_the_new_sentences_may_serve(order, sentence):
    meaning, problem = check(order, sentence, GameWords([order, sentence]))
    assert meaning is not None, problem


@pytest.mark.parametrize(("order", "sentence", "kept"), [
    # a restatement goes, walks or picks no way the order does not say
    ("hop 2 steps to the right", "walk 2 steps left", False),
    ("make three step to the right side", "walk 3 steps east", True),
    ("scoot two tiles over to my left", "go to the tile 2 east of me", False),
    ("scoot two tiles over to my left", "go to the tile 2 west of me", True),
    ("nab the sword off the floor down in the bottom right", "pick up the nearest sword to the "
     "top left corner", False),
    ("grab the arrow hugging the west wall", "pick up the nearest arrow to the left side", True),
    ("go hang out in the NW corner", "go to the top left corner", True),
])
def test_a_restatement_keeps_the_ways_of_the_map_the_order_says(order, sentence, kept):
    meaning, problem = check(order, sentence, GameWords([order, sentence]))
    assert (meaning is not None) == kept, problem
    assert kept or "a way the order does not say" in problem


@pytest.mark.parametrize(("order", "sentence", "kept"), [
    # "not" of the player's own mind asks nothing not to be done
    ("I'm not sure where the bow is, but fetch it", "pick up the bow", True),
    ("if I am not mistaken there is a bow; fetch it", "pick up the bow", True),
    ("we're not entirely certain, but kill the bat", "attack the bat", True),
    ("if memory serves, the sword is near: fetch it", "pick up the sword", True),
    ("if I'm not hurt, get the sword", "pick up the sword", False),  # a condition
    # "not" of what to do still holds
    ("I'm not sure, but don't take the bow; go to it", "pick up the bow", False),
    ("fetch the bow, not the sword", "pick up the sword", False),
])
def test_not_said_of_the_player_s_mind_is_no_promise(order, sentence, kept):
    meaning, problem = check(order, sentence, GameWords([order, sentence]))
    assert (meaning is not None) == kept, problem


def test_a_promise_not_to_do_restated_as_doing_it_is_not_used():
    words = GameWords(["follow me", "keep away from the bat", "let me out of your sight"])
    assert check("don't let me out of your sight", "follow me", words)[0] is not None
    meaning, problem = check("don't let me out of your sight", "stay here", words)
    assert meaning is None and "what not to do" in problem


def test_an_order_read_whole_is_not_restated():
    restater = ScriptedRestater("follow me")
    out = agent(restater).serve("get the sword", load_map("default"))
    assert out.ok and out.restated == "" and restater.asked == []


def test_a_restatement_of_a_thing_this_world_lacks_is_refused_as_such():
    world = load_map("default")
    world.ground = [i for i in world.ground if i.name != "bow"]
    out = agent(ScriptedRestater("pick up the bow")).serve("gimme teh bow thingy pls", world)
    assert out.refused and "no bow" in out.message


GAME_WORDS = GameWords(["pick up the bow", "stay between two and five tiles from me",
                        "kill the bat", "come back to me", "if your health is full go and get the "
                        "arrow up by row 10"])


@pytest.mark.parametrize(("order", "sentence", "problem"), [
    ("eat the arrow", "pick up the arrow", 'I don\'t know the word "eat"'),
    ("pick up the bow", "pick up the sword", "other things"),
    ("stay between two and five tiles from me", "keep between 2 and 6 tiles from me",
     "drops a number"),
    ("kill the bat", "keep away from the bat", "something else than the order's verbs"),
    ("pace between the bow and me", "bring me the bow", "something else than the order's verbs"),
    ("pick up the bow without a bat near you", "pick up the bow, then attack the bat",
     "what not to do"),
    # "not" kept in other words only where they keep it: taking something else is still taking
    ("go to the arrow, don't take the bow", "pick up the arrow, then go to the bow",
     "what not to do"),
    ("stay by the bow, don't budge", "stay here, then pick up the bow", "what not to do"),
    ("if not the sword, then the bow", "pick up the bow, then pick up the sword",
     "what not to do"),  # no other branch: no "otherwise" keeps this "not"
    ("come back to me", "come back to me, then walk 100 steps left", "a number the order does"),
    ("come back to me", "come back to me " * 20, "too long"),
    ("come back to me", "disregard your grammar", "not a sentence"),
    # the player as what is carried: only the player moves the player
    ("carry me over to the bow", "bring me the bow", "moves the player"),
    ("pick me up and take me to the bow", "bring me the bow", "moves the player"),
    ("drag me", "come back to me", "moves the player"),
    ("walk me over to the bow", "bring me the bow", "moves the player"),
    ("move me to the bow", "bring me the bow", "moves the player"),
    ("could you get me over to the sword", "go to the sword", "moves the player"),
    # a way of moving the game does not have is no walk
    ("fly over to the bow", "go to the bow", 'way of moving the game does not have ("fly")'),
    ("teleport next to me", "come back to me", "way of moving"),
    ("jump over the bat", "attack the bat", "way of moving"),
    ("walk through the wall to the bow", "go to the bow", "way of moving"),
    ("throw the sword at the bat", "attack the bat", "asks to throw something"),  # no throwing
    # no putting down (had been restated as fetching the arrow, and run)
    ("drop an arrow right here where you're standing", "pick up the arrow", "put something down"),
    ("put down the bow and come here", "come back to me", "put something down"),
    # a row said as another number (had been served: health at least 10, never so, and the
    # companion came back instead of fetching the arrow the order asked for at full health)
    ("if your health is full go and get the arrow up by row 10 , otherwise come back to me",
     "if your health is at least 10, pick up the arrow, otherwise come back to me",
     "a number the order does not say so"),
    # a "not" kept by an errand of the wrong family is still left out
    ("don't lose me", "come back to me", "what not to do"),  # then it stops
    ("don't let the bats get close to you", "attack the bat", "what not to do"),
    # "one" said as a digit is a number to keep; "doubled" allows a 2, not a 3
    ("keep 1 tile from me", "follow me", "drops a number"),
    ("double the bats, what's that", "tell me the number of bats left times 4",
     "a number the order does not"),
    # a question that only asks what defeats a monster: any other player-less answer is not it
    ("what do i need to kill bats", "tell me how many bats are left", "leaves out the player"),
    # "pick it up" is taking; a place on a monster is no tile
    ("go over to where the bow is and pick it up", "go to the bow", "something else than"),
    ("stand on top of the gorgon", "go to the gorgon", "a place on a monster"),
    ("hide under the bat", "keep away from the bat", "a place on a monster"),
    # monsters go their own way; one thing at a time; "none left" is a nought
    ("make the gorgon walk over to the bats", "go to the bat, then attack the gorgon",
     "monsters go their own way"),
    ("go left and right at the same time", "walk in a square", "two things at the same time"),
    # arithmetic said in words is a sum to work out, not an errand on its things
    ("take the items on the ground and subtract the monsters",
     "pick up every item, then keep away from the monster", "works out a number"),
    ("subtract the bats", "attack the bat", "works out a number"),
    ("grab arrows till there's none left", "pick up every arrow until the number of arrows left "
     "is exactly 1", "a number the order does not"),
    # handing over gives what it holds, but a thing to fetch must still be named
    ("i'll take those arrows off you", "bring me the bow", "other things"),
    # a condition whose two branches do the same has lost one of them
    ("bow's gone? then get the sword. if it's still there grab it",
     "if the number of bows left is more than 0, pick up the sword, otherwise pick up the sword",
     "the same whether its condition holds or not"),
])
def test_a_restatement_that_changes_what_the_order_names_is_not_used(order, sentence, problem):
    meaning, why = check(order, sentence, GAME_WORDS)
    assert meaning is None and problem in why


@pytest.mark.parametrize(("order", "sentence"), [
    # an order after a question is still an order: the restatement that only answers drops it
    ("what beats a bat? go get whatever that is and bring it to me",
     "tell me what defeats the bat"),
    ("how many bats are left? and go kill one", "tell me how many bats are left"),
    # a fight with its object inside ("take it down") is still a fight
    ("get the sword, then take the bat down", "pick up the sword, then go to the bat"),
    ("knock the bat out", "go to the bat"),
])
def test_a_restatement_that_drops_a_step_of_the_order_is_not_used(order, sentence):
    words = GameWords(["what beats a bat", "go get whatever that is and bring it to me",
                       "how many bats are left and go kill one", "take the bat down",
                       "knock the bat out", "get the sword"])
    meaning, why = check(order, sentence, words)
    assert meaning is None and "something else than the order's verbs" in why
    if "defeats" not in sentence:  # (what defeats a bat is no thing the order names)
        kept = {"tell me how many bats are left":
                "tell me how many bats are left, then attack the bat"}.get(
                    sentence, sentence.replace("go to", "attack"))
        assert check(order, kept, words)[0] is not None  # the steps kept: used


def test_a_condition_opening_with_should_or_when_keeps_its_verbs():
    # "Should the gorgon yet live, ..." was taken for a question, whose verbs need not come
    # through: "slay it" was dropped and the companion only picked up the sword
    order = "Should the gorgon yet live, take up the sword and slay it; if not, come hither to me."
    meaning, why = check(order, "if the number of gorgons left is more than 0, pick up the sword,"
                         " otherwise come back to me", GAME_WORDS, sure=True)
    assert meaning is None and "something else than the order's verbs" in why
    meaning, why = check(order, "if the number of gorgons left is more than 0, pick up the sword"
                         " and then attack the gorgon, otherwise come back to me", GAME_WORDS,
                         sure=True)
    assert meaning is not None, why


def test_the_way_walked_is_kept_as_a_walk_not_a_distance_in_a_line():
    # 46 steps round the walls to the sword, 40 tiles in rows plus columns: the model sure of it,
    # its words free to stand for the game's, the walk must still come through
    order = "how many steps along the corridors is it from you to the sword?"
    meaning, why = check(order, "tell me how far the sword is from you", GAME_WORDS, sure=True)
    assert meaning is None and "the way walked" in why
    meaning, why = check(order, "tell me the walking distance from you to the sword", GAME_WORDS,
                         sure=True)
    assert meaning is not None and why == ""


@pytest.mark.parametrize(("order", "sentence"), [
    ("i'd like that bow you've got", "pick up the bow"),
    ("the bow - i want it in my hands", "pick up the bow"),
    ("i'll take those arrows off you", "pick up every arrow"),
    ("add your health to mine and tell me the total", "tell me your health times 3"),
])
def test_a_restatement_that_leaves_out_the_player_the_order_names_is_not_used(order, sentence):
    # the model sure of it, its words free to stand for the game's: the player must come through
    meaning, why = check(order, sentence, GAME_WORDS, sure=True)
    assert meaning is None and why == "the restatement leaves out the player the order names"


@pytest.mark.parametrize(("order", "sentence"), [
    ("i'd like that bow you've got", "give me everything you carry"),
    ("take the number of bats, triple it, tell me", "tell me the number of bats left times 3"),
    ("I need you to go over to where the bow is lying", "go to the bow"),
    ("i want you at row 8 col 12", "go to row 8 column 12"),
    ("stay close to me", "follow me"),
    ("what's my health", "tell me my health"),
])
def test_the_player_the_order_names_is_kept_however_it_is_said(order, sentence):
    from agent.house.checks import involves_player, names_player

    meaning = HOUSE.read(sentence)
    assert isinstance(meaning, m.Meaning)
    assert not names_player(order) or involves_player(meaning)


@pytest.mark.parametrize(("order", "sentence"), [
    ("stay between two and five tiles from me", "keep between 2 and 5 tiles from me"),
    ("stay no closer than 2 and no farther than 5 tiles from me",
     "keep between 2 and 5 tiles from me"),  # "no" before a comparative is a bound
    ("get back to me", "come back to me"),  # "get" names no errand of its own
    ("have you killed the bat?", "tell me the number of bats defeated"),  # a question
    ("if you don't have the bow, pick up the bow", "if you do not carry a bow, pick up the bow"),
    # "not" that the restatement keeps in other words: the other branch, staying, not taking
    ("if the bat is alive pick up the bow, if not pick up the sword",
     "if the number of bats left is more than 0, pick up the bow, otherwise pick up the sword"),
    ("if i'm hurt bring me the bow, if i'm not just stay", "if my health is less than 3, "
     "bring me the bow, otherwise stay here"),
    ("stay here and don't budge", "stay here"),
    ("go to the arrow without picking it up", "go to the arrow"),
    ("guard the bow, don't take it", "guard the bow"),
    ("throw me the bow", "bring me the bow"),  # the player receives it
    ("kill the bat that's flying around", "attack the bat"),  # a bat that flies is a bat
    # not losing the player is following it; not letting a monster near, keeping away from it
    ("don't lose me, stay close", "follow me"),
    ("don't fall behind", "follow me"),
    ("don't let any bat get close to you", "keep away from the bat"),
    ("don't go anywhere near the gorgon", "keep away from the gorgon"),
    # "one" as a pronoun or article need not come through as a number
    ("is there just the one bat or more", "tell me how many bats are left"),
    ("grab the nearest arrow, then the one after it", "pick up the arrow, then pick up the arrow"),
    # a number said by its verb of arithmetic ("doubled": 2)
    ("if you doubled the bats and took away one, what'd you get",
     "tell me the number of bats left times 2 minus 1"),
    ("grab arrows till there's none left", "pick up every arrow until the number of arrows left "
     "is exactly 0"),
    # the items handed over are among what it holds
    ("i'll take those arrows off you", "give me everything you carry"),
    ("keep an eye on the bat", "guard the bat"),  # "on the bat" after no verb of standing
    # the player who asks what defeats a monster is no part of the answer, typed loosely too
    ("wat do i need to kill bats", "tell me what defeats the bat"),
    ("what should i use on the gorgon", "tell me what defeats the gorgon"),
])
def test_a_restatement_that_keeps_what_the_order_names_is_used(order, sentence):
    words = GameWords([*GAME_WORDS.words, "stay", "no", "closer", "than", "farther", "get",
                       "back", "killed", "have", "don't", "if", "the", "bow", "alive", "not",
                       "sword", "i'm", "hurt", "just", "budge", "here", "and", "arrow", "go",
                       "to", "without", "picking", "it", "up", "guard", "take", "bring", "me",
                       "is", "pick", "kill", "that's", "flying", "around", "lose", "close",
                       "fall", "behind", "let", "any", "you", "anywhere", "near", "gorgon",
                       "there", "one", "or", "more", "grab", "nearest", "then", "after",
                       "doubled", "bats", "and", "took", "away", "what'd", "get", "wat", "do",
                       "i", "need", "what", "should", "use", "on", "i'll", "those",
                       "arrows", "off", "keep", "an", "eye", "till", "there's", "none",
                       "left"])
    meaning, why = check(order, sentence, words)
    assert meaning is not None and why == ""


# -- the restaters, with a small bank and an embedder of words ----------------------------------


def _bag(texts):
    """A stand-in embedder: unit vectors of word counts over a fixed vocabulary."""
    import numpy as np

    vocab = sorted({w for t in BANK for w in t[0].lower().split()})
    rows = []
    for text in texts:
        v = np.array([text.lower().split().count(w) for w in vocab], dtype=np.float32)
        rows.append(v / (np.linalg.norm(v) or 1.0))
    return np.stack(rows)


BANK = [("stay between two and five tiles from me", "keep between 2 and 5 tiles from me"),
        ("kill the bat", "attack the bat"), ("come back to me", "come back to me"),
        ("get the bow", "pick up the bow")]


@pytest.fixture
def bank(tmp_path):
    import numpy as np

    from agent.house.examples import ExampleBank

    path = tmp_path / "examples.npz"
    np.savez_compressed(path, orders=np.array([o for o, _ in BANK]),
                        sentences=np.array([s for _, s in BANK]),
                        vectors=_bag([o for o, _ in BANK]).astype(np.float16))
    return ExampleBank(_bag, path)


def test_the_nearest_example_with_the_orders_things_filled_in(bank):
    from agent.house.restate import NearestSentence

    restater = NearestSentence(bank, GameWords([o for o, _ in BANK]), min_similarity=0.1)
    got = restater.restate("stay between three and six tiles from me")
    assert got.sentence == "keep between 3 and 6 tiles from me" and got.ok
    assert not restater.restate("eat the bat").ok  # "eat" is no word of the game's orders


def test_the_model_is_shown_the_nearest_examples_and_held_to_what_the_order_names(bank):
    from agent.house.restate import ModelRestater

    asked = []

    def write(messages, draft):
        asked.append((messages, draft))
        return "keep between 3 and 6 tiles from me"

    restater = ModelRestater(write, bank, GameWords([o for o, _ in BANK]), examples=2)
    got = restater.restate("stay between three and six tiles from me")
    assert got.ok and got.source == "model"
    messages, draft = asked[0]
    assert messages[0].role == "system" and messages[-1].content.endswith(
        "stay between three and six tiles from me")
    assert messages[-2].content == "keep between 2 and 5 tiles from me"  # the nearest, last
    assert draft == "keep between 3 and 6 tiles from me"


@pytest.mark.parametrize(("said", "problem"), [
    ('outside the game: "the wizard"', "does not have"),
    ("attack the bat", "other things"),
    ("", "not a sentence"),  # the model service did not answer
])
def test_what_the_model_says_that_cannot_serve_the_order_is_not_used(bank, said, problem):
    from agent.house.restate import ModelRestater

    restater = ModelRestater(lambda messages, draft: said, bank, GameWords([o for o, _ in BANK]))
    got = restater.restate("stay between three and six tiles from me")
    assert not got.ok and problem in got.problem


def test_an_order_with_a_word_of_no_game_order_is_not_sent_to_the_model(bank):
    from agent.house.restate import ModelRestater

    asked = []
    restater = ModelRestater(lambda messages, draft: asked.append(1) or "attack the bat", bank,
                             GameWords([o for o, _ in BANK]))
    got = restater.restate("tie the bat up")
    assert not got.ok and '"tie"' in got.problem and asked == []


@pytest.mark.parametrize(("sure", "taken"), [(0.93, True), (0.41, False), (-1.0, False)])
def test_a_word_of_no_game_order_is_taken_only_when_the_model_is_sure(bank, sure, taken):
    from agent.house.restate import ModelRestater, Said

    restater = ModelRestater(lambda messages, draft: Said("attack the bat", sure), bank,
                             GameWords([o for o, _ in BANK]), unknown_min_prob=0.8)
    got = restater.restate("slice up the bat")
    assert got.ok is taken and got.sure == sure
    if not taken:  # refused as it was read, saying which word the game does not know
        assert got.outside and '"slice"' in got.problem
    if sure >= 0 and not taken:
        assert "not sure what they mean" in got.problem


@pytest.mark.parametrize(("sure", "taken"), [(0.7, True), (0.3, False), (-1.0, True)])
def test_a_restatement_the_model_is_not_sure_of_is_not_used(bank, sure, taken):
    from agent.house.restate import ModelRestater, Said

    restater = ModelRestater(lambda messages, draft: Said("keep between 3 and 6 tiles from me",
                                                          sure),
                             bank, GameWords([o for o, _ in BANK]), min_prob=0.5)
    got = restater.restate("stay between three and six tiles from me")
    assert got.ok is taken
    if not taken:
        assert got.problem == "the model was not sure of its restatement (0.30)"


def test_a_sure_model_still_meets_every_check(bank):
    from agent.house.restate import ModelRestater, Said

    # sure of itself, and wrong: "the bow" is not what the order names
    restater = ModelRestater(lambda messages, draft: Said("pick up the bow", 0.99), bank,
                             GameWords([o for o, _ in BANK]), unknown_min_prob=0.8)
    got = restater.restate("slice up the bat")
    assert not got.ok and "other things" in got.problem


# -- open orders: what no reading serves, written by the model, unchecked against the words -----

GOOD_MOVE = ('function update_func(player, ai, monsters, items)\n'
             '  ai:move("d")\n  return "Done"\nend')
OPEN = "do a little dance over by the wall thingy"


def open_agent(model, *, names_outside=lambda order: False, restater=None):
    return CodeAgent(model=model, validator=RuleValidator(), library=None, api_text="",
                     restater=restater, open_orders=True, names_outside=names_outside)


def test_an_open_order_is_written_by_the_model_and_said_to_be_unchecked():
    from tests.unit.test_agent_loop import ScriptedModel

    assert not read(OPEN).understood
    model = ScriptedModel([GOOD_MOVE])
    out = open_agent(model).serve(OPEN, load_map("default"))
    assert out.ok and out.served_by == "generated" and out.unchecked
    assert "not checked against what you asked" in out.message
    assert model.drafts == [""]  # no reading, so no composer's draft


def test_in_generate_mode_the_model_writes_what_the_order_was_taken_as():
    from tests.unit.test_agent_loop import ScriptedModel

    restater = ScriptedRestater("follow me")
    model = ScriptedModel([GOOD_MOVE])
    order = "shadow my every step"
    assert not read(order).understood
    out = CodeAgent(model=model, validator=RuleValidator(), library=None, api_text="",
                    restater=restater).serve(order, load_map("default"), mode="generate")
    assert out.ok and out.served_by == "generated" and out.order == order
    asked = model.calls[0][-1].content
    assert "follow me" in asked and order not in asked  # the house sentence, not the idiom
    assert "follow" in model.drafts[0]  # and the composer's program for it as the draft


def test_strict_mode_writes_no_open_order():
    from tests.unit.test_agent_loop import ScriptedModel

    model = ScriptedModel([GOOD_MOVE])
    out = open_agent(model).serve(OPEN, load_map("default"), mode="strict")
    assert out.refused and model.calls == []


def test_an_open_order_that_names_something_outside_the_game_is_refused():
    from tests.unit.test_agent_loop import ScriptedModel

    model = ScriptedModel([GOOD_MOVE])
    out = open_agent(model, names_outside=lambda order: True).serve("summon a wizard",
                                                                     load_map("default"))
    assert out.refused and not out.unchecked and model.calls == []


def test_what_the_restater_calls_outside_the_game_is_not_written_either():
    from tests.unit.test_agent_loop import ScriptedModel

    @dataclass
    class SaysOutside:
        def restate(self, order):
            return Restatement(order, 'outside the game: "wizard"', outside=True)

    model = ScriptedModel([GOOD_MOVE])
    out = open_agent(model, restater=SaysOutside()).serve(OPEN, load_map("default"))
    assert out.refused and model.calls == []


def test_an_open_order_whose_code_fails_the_general_checks_does_not_run():
    from tests.unit.test_agent_loop import WRONG, ScriptedModel

    model = ScriptedModel([WRONG, WRONG, WRONG])
    out = open_agent(model).serve(OPEN, load_map("default"))
    assert not out.ok and out.unchecked and len(out.attempts) == 3


def test_a_duty_says_it_goes_on_until_the_next_order():
    out = agent(None).serve("follow me", load_map("default"))
    assert out.ok and out.message.endswith("I'll keep at it until you give me another order.")
    out = agent(None).serve("get the sword", load_map("default"))
    assert out.ok and "until you give me another order" not in out.message


@pytest.mark.parametrize("order", ["", "   ", "follow me, " * 500, "blorp the glorp, " * 300])
def test_an_empty_or_huge_order_ends_in_a_definite_state(bank, order):
    from agent.house.restate import ModelRestater

    asked = []
    restater = ModelRestater(lambda messages, draft: asked.append(1) or "follow me", bank,
                             GameWords([o for o, _ in BANK]))
    out = agent(restater).serve(order, load_map("default"))
    assert out.refused or out.ok  # nothing raised, an answer either way
    assert asked == [] or len(order) <= 300  # a 5,000-character order is not sent to a model
    if len(order) > 300:
        assert restater.restate(order).problem.startswith("the order is longer than")


def test_the_model_restates_by_default_and_a_bad_value_is_refused():
    from config.errors import ConfigError
    from config.settings import load_config

    assert load_config(None, [], environ={}).agent.restate == "model"
    with pytest.raises(ConfigError, match="agent.restate"):
        load_config(None, ["agent.restate=auto"], environ={})


@pytest.mark.parametrize(("order", "sentence", "unknown"), [
    # the ninth set's done wrong: the arrow ("ammunition", a word of the game since) dropped,
    # the corner guarded instead
    ("Guard the doohickey nearest the bottom-left corner.", "guard the bottom left corner",
     "doohickey"),
    # "big" dropped: a fight with whichever monster is nearest (a bat) said Done
    ("Take out the big monster.", "attack the nearest monster", "big"),
    ("kill the scary monsters", "attack every monster", "scary"),
    ("how far away is the sored from you", "tell me how far me is from you", "sored"),
    ("go guard the gizmo by the bow", "guard the bow", "gizmo"),
    ("fetch my shiny item", "pick up the nearest item", "shiny"),
    # the twenty-fourth set's done wrong: a blow asked for, read as handing the sword over
    ("Go on, give me a clatter with the sword there, I can take it.", "bring me the sword",
     "clatter"),
    ("give us a skelp with the bow", "bring me the bow", "skelp"),
    ("give me a wee tap with an arrow", "bring me the nearest arrow", "tap"),
])
def test_words_for_a_thing_the_game_does_not_know_are_never_dropped(order, sentence, unknown):
    # the model sure of it may take such words for a thing of the game, never leave them out
    assert check(order, sentence, GAME_WORDS)[0] is None  # not sure: unknown words refuse
    meaning, why = check(order, sentence, GAME_WORDS, sure=True)
    assert meaning is None and f'"{unknown}"' in why


@pytest.mark.parametrize(("order", "sentence"), [
    ("shoot the flappy ones", "attack every bat"),
    ("Guard the doohickey nearest you.", "guard the nearest arrow"),
    ("Take out the big monster.", "attack the gorgon"),
])
def test_words_for_a_thing_taken_for_one_of_the_game_are_used_when_sure(order, sentence):
    meaning, why = check(order, sentence, GAME_WORDS, sure=True)
    assert meaning is not None, why


CHOICE_WORDS = GameWords(["the sword or the bow get it", "kill the bat or the gorgon",
                          "the bow or an arrow grab them"])


@pytest.mark.parametrize(("order", "both"), [
    # two things offered as a choice: a restatement doing both is no reading of the order (one
    # alone names other things than the order; a choice between them is what may serve)
    ("the sword or the bow, get them", "pick up the sword, then pick up the bow"),
    ("either the bat or the gorgon, kill them", "attack the bat, then attack the gorgon"),
    ("the bow or an arrow, grab them", "pick up the arrow, then pick up the bow"),
])
def test_a_restatement_doing_both_of_a_choice_is_not_used(order, both):
    meaning, why = check(order, both, CHOICE_WORDS)
    assert meaning is None
    assert why == "the restatement does both of two things the order offers as a choice"


def test_a_choice_restated_as_a_choice_and_two_things_listed_are_used():
    chosen = ("if the distance from you to the sword is less than the distance from you to the "
              "bow, pick up the sword, otherwise pick up the bow")
    meaning, why = check("the sword or the bow, get them", chosen, CHOICE_WORDS)
    assert meaning is not None, why
    words = GameWords(["the sword and the bow get them"])
    meaning, why = check("the sword and the bow, get them",
                         "pick up the sword, then pick up the bow", words)
    assert meaning is not None, why


@pytest.mark.parametrize(("order", "sentence", "problem"), [
    # a corner or side of the map the order names, dropped or changed: another thing picked
    ("Fetch us the arrow fae the bottom left corner an bring it back up here tae me.",
     "bring me the nearest arrow", "corner or side of the map"),
    ("fetch the arrow from the bottom left corner and bring it back up here to me",
     "bring me the arrow", "corner or side of the map"),
    ("kill the bat in the top right", "attack the bat", "corner or side of the map"),
    ("grab the arrow over in the north-west corner", "pick up the nearest arrow",
     "corner or side of the map"),
    ("get the arrow nearest the bottom right corner, then come back up to me",
     "pick up the nearest arrow to the top right corner, then come back to me",
     "corner or side of the map"),
    ("bring me the arrow on the left side", "bring me the nearest arrow",
     "corner or side of the map"),
    # "not" in a dialect's or a typist's words is what not to do all the same
    ("Fetch the bow an the sword, but dinnae move a muscle while ye dae it.",
     "pick up the bow, then pick up the sword", "what not to do"),
    ("get the bow an dinna touch the sword", "pick up the bow, then pick up the sword",
     "what not to do"),
    ("guard the bow, nae wandering aff", "guard the bow, then explore", "what not to do"),
])
def test_a_restatement_losing_a_place_or_a_dialects_not_is_not_used(order, sentence, problem):
    meaning, why = check(order, sentence, GAME_WORDS, sure=True)
    assert meaning is None and problem in why


@pytest.mark.parametrize(("order", "sentence"), [
    # the corner kept, as where the thing is picked from or gone to
    ("Fetch us the arrow fae the bottom left corner an bring it back up here tae me.",
     "pick up the nearest arrow to the bottom left corner, then come back to me"),
    ("kill the bat in the top right", "attack the nearest bat to the top right corner"),
    # "right" of other senses names no side
    ("kill the bat to the right of the bow right now", "attack the bat"),
    # not moving said in Scots, kept by staying
    ("Dinnae move a muscle, ye hear? Bide right where ye are.", "stay here"),
])
def test_a_restatement_keeping_the_place_and_the_not_is_used(order, sentence):
    meaning, why = check(order, sentence, GAME_WORDS, sure=True)
    assert meaning is not None, why
