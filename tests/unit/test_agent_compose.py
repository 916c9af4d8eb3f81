"""Composition on the agent's ladder: an order the reader reads whole and no library entry covers
is composed without the model; one read only in part is refused in every mode, naming what was
not understood, and nothing is run in its place."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from agent.library.coverage import covers, shape
from agent.loop import AgentLimits, CodeAgent
from agent.outcome import Check
from game.maps import load_map
from tests.unit.test_agent_loop import GOOD, ScriptedModel

ENTRY = 'function update_func(player, ai, monsters, items)\n  return "Getting it"\nend'


@dataclass
class EntryMatch:
    entry_id: str
    params: dict = field(default_factory=dict)
    score: float = 0.8
    code: str = ENTRY
    description: str = ""
    example: str = ""


class StepLibrary:
    """One entry, fetching an item, served (as the real library serves it) only for an order
    its examples cover."""

    EXAMPLES = ("get the sword", "pick up an arrow", "go get the bow")

    def __init__(self):
        self.asked = []

    def match(self, order, world, meaning=None):
        self.asked.append(order)
        if meaning is not None and meaning.understood and not covers(self.EXAMPLES,
                                                                     shape(meaning)):
            return None
        for item in ("sword", "bow", "arrow"):
            if item in order.lower():
                return EntryMatch("fetch_item", {"item": item})
        return None

    def nearest(self, order, k=3):
        return [EntryMatch("fetch_item", {"item": "sword"}, 0.4, example="fetch the sword")][:k]


class Validator:
    def __init__(self, refuse=""):
        self.seen = []
        self.refuse = refuse

    def validate(self, code, world, ticks=None, meaning=None):
        self.seen.append((code, ticks))
        if self.refuse and self.refuse in code:
            return Check(False, "idle", "the companion did nothing in 5 ticks")
        return Check(True)


def agent(model, library, validator=None):
    return CodeAgent(model=model, validator=validator or Validator(), library=library,
                     api_text="API", limits=AgentLimits(library_dry_run_ticks=5))


def test_a_compound_order_is_composed_without_the_model():
    model, validator = ScriptedModel([]), Validator()
    out = agent(model, StepLibrary(), validator).serve(
        "grab the bow, then shoot a bat", load_map(), mode="fallback")
    assert out.ok and out.served_by == "composed" and model.calls == []
    assert out.message == "On it."
    assert '{fetch, "bow"}' in out.code and '{attack, "bat"}' in out.code
    # The arrow the bat needs was added, and the code had the library's short dry run.
    assert '{fetch, "arrow"}' in out.code
    assert validator.seen == [(out.code, 5)]
    assert out.params == {"steps": ["fetch the bow", "attack the bat"]}


def test_an_order_with_logic_is_composed_with_its_condition():
    model = ScriptedModel([])
    out = agent(model, StepLibrary()).serve(
        "if you have the sword, kill the gorgon, otherwise get the sword", load_map(), "strict")
    assert out.ok and out.served_by == "composed" and model.calls == []
    assert 'if decide("I have the sword"' in out.code


def test_a_say_order_is_composed_without_the_model():
    model = ScriptedModel([])
    out = agent(model, StepLibrary()).serve("say good night to the bats", load_map(), "strict")
    assert out.ok and out.served_by == "composed" and model.calls == []
    assert 'say("good night, bats")' in out.code


def test_an_order_an_entry_covers_is_the_library_s():
    library = StepLibrary()
    out = agent(ScriptedModel([]), library).serve("go get the bow", load_map(), "fallback")
    assert out.served_by == "library" and out.code == ENTRY
    assert library.asked == ["go get the bow"]


@pytest.mark.parametrize("mode", ["fallback", "generate", "strict"])
def test_an_order_with_a_part_nothing_reads_is_refused_in_words_in_every_mode(mode):
    model = ScriptedModel([GOOD])
    library = StepLibrary()
    out = agent(model, library).serve("get the bow, then do a little dance", load_map(), mode)
    assert not out.ok and out.refused and out.code == ""
    assert out.message == "I don't know how to do a little dance."
    # Neither the model nor an entry is asked to do something else in its place.
    assert model.calls == [] and library.asked == []


def test_strict_mode_names_what_it_does_not_know():
    model = ScriptedModel([GOOD])
    out = agent(model, StepLibrary()).serve("get the bow, then do a little dance", load_map(),
                                            "strict")
    assert not out.ok and model.calls == []
    assert out.message == "I don't know how to do a little dance."


def test_an_order_with_logic_read_only_in_part_is_explained_not_guessed():
    model = ScriptedModel([GOOD])
    out = agent(model, StepLibrary()).serve("if the dragon is near, get the sword", load_map(),
                                            "fallback")
    assert not out.ok and model.calls == []
    assert 'I don\'t know what a "dragon" is' in out.message


def test_a_composition_failing_its_dry_run_goes_to_the_model():
    validator = Validator(refuse="plan(")
    model = ScriptedModel([GOOD])
    out = agent(model, StepLibrary(), validator).serve(
        "get the sword and kill the gorgon", load_map(), "fallback")
    assert out.served_by == "generated" and len(model.calls) == 1
    assert out.attempts[0].error_kind == "idle" and "plan(" in out.attempts[0].code
