"""The agent loop with a scripted model: retries carry the error, modes behave, nothing leaks."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field

import pytest

from agent.errors import Cancelled, PromptTooLong
from agent.loop import CodeAgent
from agent.outcome import Check, Generation
from base.token_counts import TokenCounts
from game.maps import load_map

GOOD = 'function update_func(player, ai, monsters, items)\n  return "Done"\nend'
BROKEN = 'function update_func(player, ai, monsters, items)\n  return "Done"'  # fixed by extraction
WRONG = 'function update_func(player, ai, monsters, items)\n  ai:find_path_to("sword")\nend'


@dataclass
class ScriptedModel:
    answers: list[str]
    calls: list[list[dict]] = field(default_factory=list)
    drafts: list[str] = field(default_factory=list)
    temperatures: list[float | None] = field(default_factory=list)

    def generate(self, messages, *, seed, on_token, draft="", temperature=None):
        self.calls.append(messages)
        self.drafts.append(draft)
        self.temperatures.append(temperature)
        text = self.answers[len(self.calls) - 1]
        for ch in text[:40]:
            on_token(ch)
        return Generation(text=text, tokens=TokenCounts(prompt_tokens=100,
                                                           completion_tokens=len(text) // 4),
                          ms=5.0)


class RuleValidator:
    """Refuses code that passes a string to find_path_to, like the real sandbox does."""

    def __init__(self):
        self.seen = []

    def validate(self, code, world, ticks=None, meaning=None):
        self.seen.append(code)
        if 'find_path_to("' in code:
            return Check(False, "runtime",
                         "line 2: find_path_to expects a position {row, col} or an entity, "
                         'got string "sword"; use item.position')
        return Check(True)


@dataclass
class FakeMatch:
    entry_id: str
    score: float
    code: str
    params: dict = field(default_factory=dict)
    description: str = "walk to the sword"


class OneEntryLibrary:
    def __init__(self, code=GOOD):
        self.code = code

    def match(self, order, world, meaning=None):
        return FakeMatch("get_item", 0.9, self.code) if "sword" in order else None

    def nearest(self, order, k=3):
        return [FakeMatch("get_item", 0.5, self.code)][:k]


def agent(model, library=None, attempts=3, retry="repair"):
    from agent.loop import AgentLimits
    return CodeAgent(model=model, validator=RuleValidator(), library=library,
                     api_text="API: ai:move(dir)",
                     limits=AgentLimits(max_attempts=attempts, retry=retry))


def test_first_answer_broken_second_fixed_and_the_error_reaches_the_model():
    model = ScriptedModel([WRONG, GOOD])
    out = agent(model).serve("go get the sword", load_map(), mode="generate")
    assert out.ok and out.served_by == "generated" and out.code == GOOD
    assert [a.error_kind for a in out.attempts] == ["runtime", ""]
    retry_prompt = model.calls[1][1].content
    assert "use item.position" in retry_prompt and 'find_path_to("sword")' in retry_prompt
    # The system prompt is byte-identical across attempts (the model service caches it).
    assert model.calls[0][0] == model.calls[1][0]


def test_a_tuned_model_is_shown_the_failure_then_asked_afresh_and_sampled_wider():
    # A model tuned on first questions alone often writes the same wrong program again on a
    # repair prompt it never learnt: the second attempt shows it the failure, the third asks
    # the first question again at the retry temperature, and so on in turn.
    from agent.loop import ALTERNATE
    model = ScriptedModel([WRONG, WRONG, WRONG.replace("sword", "bow"), GOOD])
    out = agent(model, attempts=4, retry=ALTERNATE).serve("go get the sword", load_map(),
                                                         mode="generate")
    assert out.ok and len(out.attempts) == 4
    assert 'find_path_to("sword")' in model.calls[1][1].content
    assert model.calls[2] == model.calls[0]
    assert 'find_path_to("bow")' in model.calls[3][1].content
    assert model.temperatures == [None, None, 0.8, None]
    assert [a.temperature for a in out.attempts] == [None, None, 0.8, None]
    # The repair prompt's way: the same model's own temperature, the failure shown each time.
    model = ScriptedModel([WRONG, WRONG, GOOD])
    agent(model).serve("go get the sword", load_map(), mode="generate")
    assert model.temperatures == [None, None, None]
    assert all('find_path_to("sword")' in call[1].content for call in model.calls[1:])


def test_an_answer_afresh_that_repeats_an_earlier_program_is_asked_in_the_player_s_words():
    # The tuned model, asked the same sentence again at 0.8, often writes the very program of its
    # first try: judged on the same world, it fails the same way. It is asked once more, in the
    # player's own words: another sentence, another program, judged against the same meaning.
    from agent.loop import ALTERNATE
    model = ScriptedModel([WRONG, WRONG.replace("sword", "bow"), WRONG, GOOD])
    out = agent(model, retry=ALTERNATE).serve("yo go get the sword", load_map(), mode="generate")
    assert out.ok and len(out.attempts) == 3 and len(model.calls) == 4
    assert 'Order: "pick up the sword"' in model.calls[0][1].content
    assert model.calls[2] == model.calls[0]
    assert model.calls[3][1].content == model.calls[0][1].content.replace(
        'Order: "pick up the sword"', 'Order: "yo go get the sword"')
    assert model.temperatures[2:] == [0.8, 0.8]
    # A new program afresh is judged as it is, and a repeat said in the same words is not asked
    # again.
    for order, answers in (("yo go get the sword", [WRONG, WRONG, BROKEN]),
                           ("pick up the sword", [WRONG, WRONG, WRONG])):
        model = ScriptedModel(answers)
        agent(model, retry=ALTERNATE).serve(order, load_map(), mode="generate")
        assert len(model.calls) == 3


def test_the_model_is_asked_for_the_order_as_it_was_read():
    # In the house language where that says it: the words the model learnt, the meaning the
    # code is judged against; the player's slips and slang are for the reader.
    model = ScriptedModel([GOOD])
    agent(model).serve("fetch me an arow pls", load_map(), mode="generate")
    asked = model.calls[0][1].content
    assert "bring me the arrow" in asked and "arow" not in asked
    # what the house language does not say goes in the player's words
    model = ScriptedModel([GOOD])
    agent(model).serve("how many arrows have I got", load_map(), mode="generate")
    assert "how many arrows have I got" in model.calls[0][1].content


def test_an_order_no_program_serves_is_refused_before_the_model_writes():
    # "if the sword is closer than the sword": undecidable in every mode; in generate mode the
    # model's three tries were each turned down and the order failed instead of being refused
    model = ScriptedModel([GOOD])
    out = agent(model).serve("If the sword is closer than the sword, grab the bow.", load_map(),
                             mode="generate")
    assert out.refused and not out.ok and model.calls == []
    assert "compares the distance from me to the sword with itself" in out.message


def test_a_missing_end_is_repaired_without_a_retry():
    out = agent(ScriptedModel([BROKEN])).serve("say done", load_map(), mode="generate")
    assert out.ok and len(out.attempts) == 1


def test_all_attempts_failing_says_so_in_plain_words():
    out = agent(ScriptedModel(["I can't", WRONG]), attempts=2).serve(
        "explore the dungeon", load_map(), mode="generate"
    )
    assert not out.ok and out.served_by == "none"
    assert [a.error_kind for a in out.attempts] == ["extract", "runtime"]
    # What was asked, in words, and what went wrong last.
    assert out.message.startswith("I couldn't write code to explore (2 tries; last problem: "
                                  "runtime:")
    assert "keep doing what I was doing" in out.message


def test_library_first_in_fallback_and_the_model_is_not_called():
    model = ScriptedModel([])
    out = agent(model, OneEntryLibrary()).serve("fetch the sword", load_map(), mode="fallback")
    assert out.ok and out.served_by == "library" and out.entry_id == "get_item"
    assert model.calls == []


def test_fallback_generates_when_nothing_matches_with_library_examples_in_the_prompt():
    model = ScriptedModel([GOOD])
    out = agent(model, OneEntryLibrary()).serve("explore", load_map(), mode="generate")
    assert out.served_by == "generated"
    assert "Working functions for similar orders" in model.calls[0][1].content


def test_strict_mode_refuses_an_unknown_order():
    model = ScriptedModel([GOOD])
    out = agent(model, OneEntryLibrary()).serve("dance", load_map(), mode="strict")
    assert not out.ok and out.refused and model.calls == []
    assert out.message == "I don't know how to dance."


def test_generate_mode_skips_the_library():
    model = ScriptedModel([GOOD])
    out = agent(model, OneEntryLibrary()).serve("get the sword", load_map(), mode="generate")
    assert out.served_by == "generated" and len(model.calls) == 1


def test_the_model_is_given_the_composers_program_for_the_order_as_a_draft():
    """The model checks the program the order's reading composes to (the tuned model learnt
    the composer's programs) instead of writing it token by token; a repair of code that
    failed in play has none."""
    from agent.compose import compose
    from agent.reading import read

    world = load_map()
    model = ScriptedModel([WRONG, GOOD])
    out = agent(model).serve("go get the sword", world, mode="generate")
    assert out.ok and len(model.calls) == 2
    program = compose(read("go get the sword"), world).code
    assert 'fetch("sword")' in program
    assert model.drafts == [program, program]  # the retry is given it too

    model = ScriptedModel([GOOD])
    agent(model).repair("go get the sword", world, WRONG, PLAY_ERROR)
    assert model.drafts == [""]


def test_a_library_entry_failing_validation_falls_back_to_the_composer_then_generation():
    model = ScriptedModel([GOOD])
    # The reader reads this order: the composer serves it when the entry fails its dry run.
    out = agent(model, OneEntryLibrary(code=WRONG)).serve(
        "get the sword", load_map(), mode="fallback"
    )
    assert out.served_by == "composed" and out.attempts[0].error_kind == "runtime"
    assert model.calls == []

    class OnlyGood(RuleValidator):
        def validate(self, code, world, ticks=None, meaning=None):
            return Check(code == GOOD, "" if code == GOOD else "runtime", "not the good one")

    # The composed code failing its dry run too: only the model is left.
    out = CodeAgent(model=model, validator=OnlyGood(), library=OneEntryLibrary(code=WRONG),
                    api_text="API").serve("get the sword", load_map(), mode="fallback")
    assert out.served_by == "generated" and len(model.calls) == 1
    assert [a.error_kind for a in out.attempts] == ["runtime", "runtime", ""]


def test_an_order_that_falls_to_the_model_is_composed_once_and_that_program_is_the_draft(
        monkeypatch):
    import agent.loop

    composed = []

    def counting(meaning, world):
        composed.append(meaning)
        return compose(meaning, world)

    from agent.compose import compose
    monkeypatch.setattr(agent.loop, "compose", counting)

    class OnlyGood(RuleValidator):
        def validate(self, code, world, ticks=None, meaning=None):
            return Check(code == GOOD, "" if code == GOOD else "runtime", "not the good one")

    model = ScriptedModel([GOOD])
    out = CodeAgent(model=model, validator=OnlyGood(), library=None, api_text="API").serve(
        "get the sword", load_map(), mode="fallback")
    assert out.served_by == "generated" and len(composed) == 1
    assert model.drafts == [out.attempts[0].code] and 'fetch("sword")' in model.drafts[0]


def test_cancel_stops_the_order():
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Cancelled):
        agent(ScriptedModel([GOOD])).serve("explore", load_map(), mode="generate", cancel=cancel)


def test_a_cancel_is_seen_while_the_model_still_reads_the_prompt():
    cancel = threading.Event()

    class SlowReader:
        def generate(self, messages, *, seed, on_token, draft="", temperature=None):
            for waited in range(50):  # no token yet: the model service says "" now and then
                if waited == 3:
                    cancel.set()  # the player gives another order
                on_token("")
            raise AssertionError("the cancel was not seen before the first token")

    with pytest.raises(Cancelled):
        agent(SlowReader()).serve("explore", load_map(), mode="generate", cancel=cancel)


def test_waiting_is_not_counted_as_tokens_written():
    stages = []

    class ReadsThenWrites(ScriptedModel):
        def generate(self, messages, *, seed, on_token, draft="", temperature=None):
            for _ in range(40):
                on_token("")
            return super().generate(messages, seed=seed, on_token=on_token)

    agent(ReadsThenWrites([GOOD])).serve(
        "explore", load_map(), mode="generate",
        progress=lambda stage, detail: stages.append(detail))
    counts = [d for d in stages if d.endswith(" tokens")]
    assert counts == ["attempt 1: 16 tokens", "attempt 1: 32 tokens"]  # GOOD's first 40 pieces


def test_the_world_given_is_not_changed():
    world = load_map()
    before = world.to_wire()
    agent(ScriptedModel([WRONG, GOOD])).serve("get the sword", world, mode="generate")
    assert world.to_wire() == before


def test_library_examples_stop_at_the_size_budget():
    from agent.loop import AgentLimits

    class BigLibrary(OneEntryLibrary):
        def nearest(self, order, k=3):
            return [FakeMatch("a", 0.5, "-- a\n" + "x" * 4000),
                    FakeMatch("b", 0.4, "-- b\n" + "y" * 1000)][:k]

    model = ScriptedModel([GOOD])
    CodeAgent(model=model, validator=RuleValidator(), library=BigLibrary(), api_text="API",
              limits=AgentLimits(examples=2, max_example_chars=4500)).serve(
                  "explore", load_map(), mode="generate")
    user = model.calls[0][1].content
    assert "-- a" in user and "-- b" not in user


# -- cut off at max_tokens --------------------------------------------------------------------


@dataclass
class CutOffFirst(ScriptedModel):
    """The first reply ran into max_tokens: the text stops mid-function."""

    def generate(self, messages, *, seed, on_token, draft="", temperature=None):
        gen = ScriptedModel.generate(self, messages, seed=seed, on_token=on_token)
        if len(self.calls) == 1:
            return Generation(text=gen.text, tokens=TokenCounts(completion_tokens=160),
                              finish_reason="length")
        return gen


def test_a_reply_cut_off_at_max_tokens_is_its_own_failure_and_asks_for_less():
    # Extraction would close this with an `end`; being cut off, it is not accepted anyway.
    cut = 'function update_func(player, ai, monsters, items)\n  local path = ai:find_path_to('
    model = CutOffFirst([cut, GOOD])
    out = agent(model).serve("walk around", load_map(), mode="generate")
    assert out.ok and [a.error_kind for a in out.attempts] == ["cut_off", ""]
    assert out.attempts[0].error == (
        "your code was cut off at 160 tokens; write a shorter function")
    retry = model.calls[1][1].content
    assert "cut off at 160 tokens; write a shorter function" in retry and cut in retry


# -- repair in play ---------------------------------------------------------------------------

PLAY_ERROR = "[runtime] line 2: find_path_to expects a position {row, col}; use item.position"


def test_repair_sends_the_failing_code_and_its_error_and_accepts_the_fix():
    model = ScriptedModel([GOOD])
    world = load_map()
    world.companion.position = (4, 2)  # the world when it failed, not when the order was given
    out = agent(model).repair("go get the sword", world, WRONG, PLAY_ERROR)
    assert out.ok and out.served_by == "generated" and out.code == GOOD
    assert out.message == "I fixed my code. On it." and out.mode == "repair"
    first = model.calls[0][1].content
    assert WRONG.splitlines()[1].strip() in first and "use item.position" in first
    assert "Write the corrected function." in first and "ai at [4, 2]" in first
    assert out.repair_of and out.code_id and out.repair_of != out.code_id


def test_repair_attempts_are_bounded_and_a_failed_repair_says_so():
    from agent.loop import AgentLimits

    model = ScriptedModel([WRONG, WRONG, WRONG])
    fixer = CodeAgent(model=model, validator=RuleValidator(), library=None, api_text="API",
                      limits=AgentLimits(max_attempts=3, repair_attempts=2))
    out = fixer.repair("go get the sword", load_map(), WRONG, PLAY_ERROR)
    assert not out.ok and len(model.calls) == 2
    assert out.message.startswith("My code failed and I couldn't fix it in 2 tries")
    assert out.message.endswith("I stopped.")


def test_repair_without_a_model_says_there_is_none():
    out = CodeAgent(model=None, validator=RuleValidator(), library=None,
                    api_text="API").repair("dance", load_map(), WRONG, PLAY_ERROR)
    assert not out.ok and "no model is available" in out.message


class NoRoomForExamples(ScriptedModel):
    """A model whose context holds the order but not the library's examples as well."""

    def generate(self, messages, *, seed, on_token, draft="", temperature=None):
        if "Working functions for similar orders" in messages[1].content:
            self.calls.append(messages)
            raise PromptTooLong("the prompt is 3606 tokens and max_tokens is 512: over 4096")
        return super().generate(messages, seed=seed, on_token=on_token)


def test_a_prompt_too_long_for_the_model_is_sent_again_without_the_examples():
    model = NoRoomForExamples(["", GOOD])
    out = agent(model, OneEntryLibrary()).serve("explore", load_map(), mode="generate")
    assert out.ok and out.served_by == "generated"
    assert [a.error_kind for a in out.attempts] == ["prompt_too_long", ""]
    assert "Working functions" not in model.calls[1][1].content


def test_a_prompt_too_long_even_without_examples_fails_with_that_reason():
    class NoRoomAtAll(ScriptedModel):
        def generate(self, messages, *, seed, on_token, draft="", temperature=None):
            self.calls.append(messages)
            raise PromptTooLong("the prompt is 5000 tokens: over the context of 4096")

    model = NoRoomAtAll([])
    out = agent(model, None).serve("explore", load_map(), mode="generate")
    assert not out.ok and len(model.calls) == 1
    assert "prompt_too_long" in out.message and "4096" in out.message


def test_an_order_with_logic_the_model_cannot_write_says_which_part_in_words():
    from agent.outcome import Check

    class LogicRefusing:
        def validate(self, code, world, ticks=None, meaning=None):
            return Check(False, "no_logic", "the code checks no condition")

    agent = CodeAgent(model=ScriptedModel([GOOD, GOOD, GOOD]), validator=LogicRefusing(),
                      library=None, api_text="API")
    out = agent.serve("if you have the sword, kill the gorgon", load_map(), mode="generate")
    assert not out.ok and len(out.attempts) == 3
    assert out.message == ("I couldn't write code that does what you asked depending on whether "
                           "I have the sword (3 tries). I'll keep doing what I was doing.")


def test_a_failed_order_on_a_condition_is_said_whole_words_and_grammatical():
    """ "I couldn't write code to if the distance ... otherwise  (3 tries": the words of a step on
    a condition follow "for this:", and what is too long is cut at a word and marked."""
    from agent.outcome import Check

    class Erroring:
        def validate(self, code, world, ticks=None, meaning=None):
            return Check(False, "runtime", "attempt to call a nil value " + "x" * 300)

    agent = CodeAgent(model=ScriptedModel([GOOD, GOOD, GOOD]), validator=Erroring(),
                      library=None, api_text="API")
    out = agent.serve("if there are more than 2 bats left, get the bow, otherwise "
                      "get an arrow and then come back to me and explore the dungeon", load_map(),
                      mode="generate")
    assert not out.ok
    assert out.message.startswith("I couldn't write code for this: if "), out.message
    assert "  " not in out.message and "x" * 130 not in out.message
    assert out.message.endswith("then explore (3 tries; last problem: runtime: attempt to call a "
                                "nil value …). I'll keep doing what I was doing.")
