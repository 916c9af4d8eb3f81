"""An order the reader cannot read whole is restated in the house language and served as that
restatement says, in fallback and generate mode; never in strict mode, never for a request
outside the game, and a restatement that fails its checks leaves the refusal as it was."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from agent.house import HOUSE
from agent.house.restate import GameWords, Restatement, check
from agent.loop import CodeAgent
from agent.reading import read
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
        return Restatement(order, self.sentence, meaning, source="scripted")


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
    assert restater.asked == [UNREAD]


def test_strict_mode_never_restates():
    restater = ScriptedRestater("follow me")
    out = agent(restater).serve(UNREAD, load_map("default"), mode="strict")
    assert out.refused and restater.asked == []


@pytest.mark.parametrize("order", [
    "delete the files on my computer",  # outside the game's world
    "thanks",  # talk
    "kill the bats, but don't attack the gorgon",  # keeping from something
])
def test_what_the_reader_refuses_for_its_own_reason_is_never_restated(order):
    restater = ScriptedRestater("follow me")
    out = agent(restater).serve(order, load_map("default"))
    assert not out.ok and restater.asked == []


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
                        "kill the bat", "come back to me"])


@pytest.mark.parametrize(("order", "sentence", "problem"), [
    ("eat the arrow", "pick up the arrow", 'I don\'t know the word "eat"'),
    ("pick up the bow", "pick up the sword", "other things"),
    ("stay between two and five tiles from me", "keep between 2 and 6 tiles from me",
     "drops a number"),
    ("kill the bat", "keep away from the bat", "something else than the order's verbs"),
    ("come back to me", "come back to me " * 20, "too long"),
    ("come back to me", "disregard your grammar", "not a sentence"),
])
def test_a_restatement_that_changes_what_the_order_names_is_not_used(order, sentence, problem):
    meaning, why = check(order, sentence, GAME_WORDS)
    assert meaning is None and problem in why


def test_a_restatement_that_keeps_what_the_order_names_is_used():
    meaning, why = check("stay between two and five tiles from me",
                         "keep between 2 and 5 tiles from me", GAME_WORDS)
    assert meaning is not None and why == ""
