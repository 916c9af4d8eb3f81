"""The two prompt layouts a tuned model can be trained in, and the agent sending the one its
adapter's card names: INSTRUCTION_LAST (the order, the instruction, the program's first line
given to read) and ORDER_LAST (the order is the last thing read; the first line is added to the
answer unread). What a player waits for after typing an order is what the model reads after its
first word: ORDER_LAST cuts that from the instruction, the turn's end and the 13-token first
line to the turn's end alone."""

from __future__ import annotations

import json
import logging
import shutil
from pathlib import Path

import pytest

from agent.loop import CodeAgent
from agent.prompt import UPDATE_FUNC_HEADER, user_message, user_message_ahead
from agent.reading.lexicon import in_game_words
from agent.training.dataset import (
    CHANGES_LAST,
    END,
    INSTRUCTION_LAST,
    LAYOUTS,
    META,
    ORDER_LAST,
    TRAIN,
    answer,
    completion,
    read_meta,
    read_pairs,
)
from agent.training.generate import generate
from base.protocol import LlmResult, LlmTimings
from config.settings import Config, load_config
from game.maps import load_map
from game.world import World
from sandbox_worker import api
from services.agent_server.wiring import (
    ServiceModel,
    agent_implied_prefix,
    agent_limits,
    agent_prompt_layout,
    agent_reply_prefix,
    agent_system_prompt,
)
from services.llm_server.adapters import read_card, resolve_adapter, shipped_adapter_path
from tests.unit.test_agent_compose import StepLibrary, Validator
from tests.unit.test_agent_loop import ScriptedModel

WORLD = load_map("default", seed=0)


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("order-last")
    generate(out, n=12, seed=5, n_test=0, layout=ORDER_LAST)
    return out


def adapter_with_layout(folder: Path, layout: str | None) -> Config:
    """A copy of the shipped adapter whose card names ``layout`` (None: a card without the
    field, as written before layouts were named), configured as a user's own (llm.lora=PATH)."""
    gguf = folder / "mine.gguf"
    shutil.copyfile(shipped_adapter_path(), gguf)
    card = json.loads(shipped_adapter_path().with_suffix(".json").read_text(encoding="utf-8"))
    card.pop("prompt_layout", None)
    if layout is not None:
        card["prompt_layout"] = layout
    (folder / "mine.json").write_text(json.dumps(card), encoding="utf-8")
    return load_config(overrides=[f"llm.lora={gguf}"], environ={})


def test_order_last_data_ends_each_prompt_with_the_order_and_teaches_the_rest_of_the_program(
        data: Path) -> None:
    assert read_meta(data).layout == ORDER_LAST
    pairs = list(read_pairs(data / TRAIN))
    assert len(pairs) == 12
    for pair in pairs:
        assert pair.user.endswith(f'Order: "{in_game_words(pair.order)}"'), pair.user[-120:]
        assert "Write update_func" not in pair.user
        # The model learns the program without its first line, which the agent adds back.
        assert pair.program.startswith(UPDATE_FUNC_HEADER + "\n")
        learnt = completion(pair.program, ORDER_LAST)
        assert learnt.endswith(END) and not learnt.startswith("function")
        assert UPDATE_FUNC_HEADER + "\n" + learnt[:-len(END)] == pair.program.strip()
        # The other layout learns the whole program.
        assert completion(pair.program, INSTRUCTION_LAST) == pair.program.strip() + END


def test_a_data_folder_written_before_layouts_were_named_reads_as_instruction_last(
        data: Path, tmp_path: Path) -> None:
    meta = json.loads((data / META).read_text(encoding="utf-8"))
    del meta["layout"]
    (tmp_path / META).write_text(json.dumps(meta), encoding="utf-8")
    assert read_meta(tmp_path).layout == INSTRUCTION_LAST


def test_both_layouts_share_everything_before_the_order() -> None:
    """The world read while the player types is the same in both: only what follows the order
    differs."""
    order = "get the sword"
    last = user_message(order, WORLD, layout=ORDER_LAST)
    instructed = user_message(order, WORLD, layout=INSTRUCTION_LAST)
    assert last.endswith('Order: "get the sword"')
    assert instructed == last + "\n\nWrite update_func for this order."
    for layout in (ORDER_LAST, INSTRUCTION_LAST):
        assert last.startswith(user_message_ahead(WORLD, layout))
    # A repair always says what to do: the order is followed by the error in either layout.
    repair = user_message(order, WORLD, failed_code="x", error="boom", layout=ORDER_LAST)
    assert repair.endswith("Write the corrected function.")
    with pytest.raises(ValueError, match="unknown prompt layout"):
        user_message(order, WORLD, layout="sideways")


def test_the_answer_without_its_first_line_is_empty_for_a_one_line_program() -> None:
    assert answer("function update_func(player, ai, monsters, items) end", ORDER_LAST) == ""


def test_the_agent_sends_the_layout_its_adapters_card_names(tmp_path: Path) -> None:
    last = adapter_with_layout(tmp_path, ORDER_LAST)
    assert agent_prompt_layout(last) == ORDER_LAST
    # Nothing is given to read; the first line is put before what the model writes.
    assert agent_reply_prefix(last) == ""
    assert agent_implied_prefix(last) == UPDATE_FUNC_HEADER + "\n"
    for layout in (INSTRUCTION_LAST, None):  # an older card has no layout: instruction last
        cfg = adapter_with_layout(tmp_path, layout)
        assert agent_prompt_layout(cfg) == INSTRUCTION_LAST
        assert agent_reply_prefix(cfg) == UPDATE_FUNC_HEADER
        assert agent_implied_prefix(cfg) == ""
    # A model without an adapter is told what to write, and given nothing.
    bare = load_config(overrides=["llm.lora="], environ={})
    assert agent_prompt_layout(bare) == INSTRUCTION_LAST
    assert agent_reply_prefix(bare) == agent_implied_prefix(bare) == ""


def test_a_card_with_a_layout_this_program_does_not_know_is_not_trusted(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    cfg = adapter_with_layout(tmp_path, "order_first")
    with caplog.at_level(logging.WARNING):
        adapter = resolve_adapter(cfg.llm)
    assert adapter is not None and adapter.prompt_layout == INSTRUCTION_LAST
    assert ("prompt_layout 'order_first' is not one of instruction_last, order_last, "
            "changes_last" in caplog.text)
    assert read_card(shipped_adapter_path()).prompt_layout in LAYOUTS


def test_an_order_last_agent_ends_the_prompt_with_the_order(tmp_path: Path) -> None:
    cfg = adapter_with_layout(tmp_path, ORDER_LAST)
    program = 'function update_func(player, ai, monsters, items)\n  return fetch("sword")\nend\n'
    model = ScriptedModel([program])
    agent = CodeAgent(model=model, validator=Validator(), library=StepLibrary(),
                      api_text=api.api_reference_text(), limits=agent_limits(cfg),
                      system=agent_system_prompt(cfg), layout=agent_prompt_layout(cfg))
    out = agent.serve("go grab the sword", WORLD, "generate")
    assert out.ok, out.attempts
    system, user = model.calls[0]
    # the order as it was read, in the house language
    assert user.content.endswith('Order: "pick up the sword"')
    # What the model reads while the player types is everything before the order.
    assert user.content.startswith(user_message_ahead(WORLD, ORDER_LAST))


class OneReply:
    """The model service's client, answering every request with ``text``."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.sent: list[dict] = []

    def stream(self, messages, **kwargs):
        self.sent.append(kwargs)
        yield LlmResult(text=self.text, finish_reason="stop", prompt_tokens=30,
                        prompt_tokens_cached=20, completion_tokens=6,
                        timings=LlmTimings(queue_ms=0.0, prompt_ms=1.0, generation_ms=1.0,
                                            total_ms=2.0, prompt_tok_s=0.0,
                                            generation_tok_s=0.0),
                        model="m")


def test_the_implied_first_line_starts_the_answer_and_leaves_the_draft() -> None:
    body = '  return fetch("sword")\nend'
    client = OneReply(body)
    model = ServiceModel(client, implied_prefix=UPDATE_FUNC_HEADER + "\n")  # type: ignore[arg-type]
    draft = f"{UPDATE_FUNC_HEADER}\n{body}\n"
    gen = model.generate([], seed=0, on_token=lambda _t: None, draft=draft)
    assert gen.text == f"{UPDATE_FUNC_HEADER}\n{body}"
    assert gen.tokens.completion_tokens == 6  # only what the model wrote
    # The model is sent nothing to read as the answer's start, and the draft of what it writes.
    assert client.sent[0]["reply_prefix"] == ""
    assert client.sent[0]["draft"] == body + "\n"


def test_an_answer_that_begins_with_the_first_line_itself_does_not_get_it_twice() -> None:
    """A repair prompt ends with the error, not the order: the tuned model may write the whole
    function there, first line and all."""
    whole = f'{UPDATE_FUNC_HEADER}\n  return fetch("sword")\nend'
    model = ServiceModel(OneReply(whole), implied_prefix=UPDATE_FUNC_HEADER + "\n")  # type: ignore[arg-type]
    gen = model.generate([], seed=0, on_token=lambda _t: None)
    assert gen.text == whole


def world_lines(layout: str, world: World) -> list[str]:
    ahead = user_message_ahead(world, layout)
    return ahead[ahead.index("The world now:\n"):].split("\n")[1:-2]  # to the blank line


def moved(world: World, who: str, by: tuple[int, int]) -> World:
    """A copy of ``world`` with the player or the companion one step along."""
    later = world.copy()
    entity = later.player if who == "player" else later.companion
    entity.position = (entity.position[0] + by[0], entity.position[1] + by[1])
    return later


def first_change(a: list[str], b: list[str]) -> int:
    return next(i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y)


@pytest.mark.parametrize(("who", "changed", "before_it"),
                         [("player", 1, 0), ("companion", 2, 1)])
def test_changes_last_reads_again_only_the_lines_a_move_changed(
        who: str, changed: int, before_it: int) -> None:
    """The player walked (or the companion did): in CHANGES_LAST everything before the
    player's line (the companion's too) is what the model read before, and stays in its cache;
    in the layouts before it, the world's first line is the player's and all of it is read
    again."""
    later = moved(WORLD, who, (1, 0) if who == "player" else (0, 1))
    before, after = world_lines(CHANGES_LAST, WORLD), world_lines(CHANGES_LAST, later)
    assert len(before) == len(after) == 11
    assert first_change(before, after) == len(after) - changed
    assert after[-1].startswith("player at ") and after[-2].startswith("ai at ")
    assert first_change(world_lines(ORDER_LAST, WORLD), world_lines(ORDER_LAST, later)) == \
        before_it
    # The same facts in every layout, only in another order.
    for layout in (INSTRUCTION_LAST, ORDER_LAST):
        assert sorted(world_lines(layout, later)) == sorted(after)


def test_changes_last_lists_the_ground_and_the_monsters_by_place() -> None:
    """Neither depends on where the companion stands (the layouts before list the monsters
    nearest the companion first, so its step could reorder them)."""
    lines = world_lines(CHANGES_LAST, WORLD)
    ground = [line for line in lines if " on the ground at " in line]
    monsters = [line for line in lines if "(weakness: " in line]
    assert lines == ground + monsters + lines[-2:]
    places = [json.loads(line[line.rindex(" at ") + 4:].split(" (")[0]) for line in ground]
    assert places == sorted(places) and len(places) == 5
    far = WORLD.copy()
    far.companion.position = (22, 22)
    assert [line for line in world_lines(CHANGES_LAST, far) if "(weakness: " in line] == monsters
    assert world_lines(ORDER_LAST, far)[2:6] != world_lines(ORDER_LAST, WORLD)[2:6]


def test_changes_last_prompts_end_with_the_order_and_teach_the_rest_of_the_program() -> None:
    order = "get the sword"
    last = user_message(order, WORLD, layout=CHANGES_LAST)
    assert last.endswith(f'Order: "{order}"') and last.startswith(
        user_message_ahead(WORLD, CHANGES_LAST))
    program = f'{UPDATE_FUNC_HEADER}\n  return fetch("sword")\nend'
    assert completion(program, CHANGES_LAST) == completion(program, ORDER_LAST)


def test_the_layouts_before_changes_last_render_the_world_as_the_shipped_adapter_learnt_it(
        ) -> None:
    assert world_lines(ORDER_LAST, WORLD) == [
        "player at [2, 2], health 3, carrying []",
        "ai at [2, 3], health 3, carrying []",
        "bat at [2, 23] (weakness: bow)",
        "bat at [12, 18] (weakness: bow)",
        "gorgon at [18, 19] (weakness: sword)",
        "bat at [22, 18] (weakness: bow)",
        "bow on the ground at [6, 10]",
        "arrow on the ground at [10, 2]",
        "arrow on the ground at [16, 8]",
        "arrow on the ground at [22, 5]",
        "sword on the ground at [22, 23]",
    ]
