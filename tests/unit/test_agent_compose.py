"""Composition on the agent's ladder: compound and "say" orders served without the model; an
order with an unknown step goes to the model with its known steps as a worked example."""

from __future__ import annotations

from dataclasses import dataclass, field

from agent.loop import AgentLimits, Check, CodeAgent
from game.maps import load_map
from tests.unit.test_agent_loop import GOOD, ScriptedModel

ENTRY = 'function update_func(player, ai, monsters, items)\n  return "Getting it"\nend'


@dataclass
class StepMatch:
    entry_id: str
    step: str
    params: dict = field(default_factory=dict)
    score: float = 0.8
    code: str = ENTRY
    description: str = ""
    example: str = ""


class StepLibrary:
    """Knows fetching and killing (one skill call each) and the whole order "fetch and kill"."""

    def __init__(self):
        self.asked = []

    def match(self, order, world):
        self.asked.append(order)
        words = order.lower()
        if "sword" in words and "gorgon" in words:
            return StepMatch("kill_monster", "attack(monster)", {"monster": "gorgon"})
        for item in ("sword", "bow", "arrow"):
            if item in words:
                return StepMatch("fetch_item", "fetch(item)", {"item": item})
        for kind in ("gorgon", "bat"):
            if kind in words:
                return StepMatch("kill_monster", "attack(monster)", {"monster": kind})
        return None

    def nearest(self, order, k=3):
        return [StepMatch("fetch_item", "fetch(item)", {"item": "sword"}, 0.4,
                          example="fetch the sword")][:k]


class Validator:
    def __init__(self, refuse=""):
        self.seen = []
        self.refuse = refuse

    def validate(self, code, world, ticks=None, order=""):
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


def test_a_composed_order_names_the_library_entries_of_its_steps():
    out = agent(ScriptedModel([]), StepLibrary()).serve(
        "fetch me the sword from its corner, then go deal with the gorgon", load_map(), "fallback")
    assert out.served_by == "composed"
    assert out.entry_id == "fetch_item+kill_monster" and out.score == 0.8


def test_a_say_order_is_composed_without_the_model():
    model = ScriptedModel([])
    out = agent(model, StepLibrary()).serve("say good night to the bats", load_map(), "strict")
    assert out.ok and out.served_by == "composed" and model.calls == []
    assert '{say, "good night' in out.code


def test_a_single_clause_is_the_library_s_as_before():
    library = StepLibrary()
    out = agent(ScriptedModel([]), library).serve("go get the bow", load_map(), "fallback")
    assert out.served_by == "library" and out.code == ENTRY
    assert library.asked == ["go get the bow"]


def test_a_single_clause_no_entry_reads_is_still_one_skill_when_its_words_name_one():
    model, library = ScriptedModel([]), StepLibrary()
    out = agent(model, library).serve("hightail it back to me", load_map(), "fallback")
    assert out.ok and out.served_by == "composed" and model.calls == []
    assert "{come_back}" in out.code
    assert library.asked == ["hightail it back to me"]  # the library had its chance first


def test_a_single_clause_nothing_reads_goes_to_the_model():
    model = ScriptedModel([GOOD])
    out = agent(model, StepLibrary()).serve("do a little dance", load_map(), "fallback")
    assert out.served_by == "generated" and len(model.calls) == 1


def test_an_unknown_step_goes_to_the_model_with_the_known_steps_as_a_worked_example():
    model = ScriptedModel([GOOD])
    library = StepLibrary()
    out = agent(model, library).serve("get the bow, then do a little dance", load_map(),
                                      "fallback")
    assert out.served_by == "generated" and len(model.calls) == 1
    user = model.calls[0][1].content
    assert 'Order: "get the bow"' in user and '{fetch, "bow"},  -- get the bow' in user
    # The whole order is not given to one entry that would leave the dance undone.
    assert "get the bow, then do a little dance" not in library.asked


def test_strict_mode_names_the_step_it_does_not_know():
    model = ScriptedModel([GOOD])
    out = agent(model, StepLibrary()).serve("get the bow, then do a little dance", load_map(),
                                            "strict")
    assert not out.ok and model.calls == []
    assert out.message == 'I don\'t know how to do that yet: "do a little dance".'


def test_a_composition_failing_its_dry_run_leaves_the_whole_order_to_the_library():
    validator = Validator(refuse="plan(")
    out = agent(ScriptedModel([]), StepLibrary(), validator).serve(
        "get the sword and kill the gorgon", load_map(), "fallback")
    assert out.served_by == "library" and out.entry_id == "kill_monster"
    assert out.attempts[0].error_kind == "idle" and "plan(" in out.attempts[0].code
