"""The training data generator: every pair it keeps passes the agent's real validation in a real
lupa sandbox, held-out vocabulary never reaches the training set, and the prompt is the one the
model service renders."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agent.prompt import system_prompt, tuned_system_prompt, user_message
from agent.reading import read
from agent.training.dataset import REPORT, TEST, TRAIN, chat_prompt, read_meta, read_pairs
from agent.training.generate import generate, new_validator, world_states
from agent.training.heldout import Heldout
from agent.training.orders import program_skills
from base.protocol import ChatMessage
from sandbox_worker import api
from services.llm_server.chat_template import ChatTemplate
from services.llm_server.families import detect_family

# The chat template SmolLM2-135M-Instruct's GGUF carries (tokenizer.chat_template).
SMOLLM2_TEMPLATE = (
    "{% for message in messages %}{% if loop.first and messages[0]['role'] != 'system' %}"
    "{{ '<|im_start|>system\nYou are a helpful AI assistant named SmolLM, trained by Hugging "
    "Face<|im_end|>\n' }}{% endif %}{{'<|im_start|>' + message['role'] + '\n' + "
    "message['content'] + '<|im_end|>' + '\n'}}{% endfor %}{% if add_generation_prompt %}"
    "{{ '<|im_start|>assistant\n' }}{% endif %}"
)


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("data")
    generate(out, n=150, seed=3, n_test=40)
    return out


def test_every_kept_pair_passes_the_real_validation(data: Path) -> None:
    validator = new_validator()
    states = dict(world_states(3))
    pairs = list(read_pairs(data / TRAIN)) + list(read_pairs(data / TEST))
    assert len(pairs) == 190
    for pair in pairs:
        world = states[pair.state]
        check = validator.validate(pair.program, world, meaning=read(pair.order))
        assert check.ok, (pair.order, pair.program, check.kind, check.message)
        assert pair.user == user_message(pair.order, world, layout=read_meta(data).layout)


def test_the_data_covers_errands_compounds_questions_logic_and_duties(data: Path) -> None:
    pairs = list(read_pairs(data / TRAIN))
    kinds = {p.kind for p in pairs}
    assert kinds == {"errand", "compound", "question", "logic", "duty"}
    # The companion's duties, alone or after an errand.
    duties = {s for p in pairs if p.kind == "duty" for s in program_skills(p.program)}
    assert len(duties & {"guard", "protect", "keep_distance", "patrol", "hand_over"}) >= 3
    logic = [p for p in pairs if p.kind == "logic"]
    # Conditions decided once and watched, counts: real Lua logic in the programs.
    assert any("if decide(" in p.program for p in logic)
    assert any("watch(" in p.program or "each_time(" in p.program for p in logic)
    assert any("times(" in p.program or "for_turns(" in p.program for p in logic)
    assert any("plan({" in p.program for p in pairs)
    assert any(p.program.strip().splitlines()[1].strip().startswith("return say(") for p in pairs)
    # Places and walks: the go_to, walk and square skills, read from the words as the agent
    # reads them (agent.reading.places).
    places = {s for p in pairs for s in program_skills(p.program)} & {"go_to", "walk", "square"}
    assert places, "no order about a place or a walk"
    report = json.loads((data / REPORT).read_text())
    assert report["kept"] == {"train": 150, "test": 40}
    assert report["dry_runs"] > 0


def test_every_order_reads_as_the_meaning_its_program_was_written_for(data: Path) -> None:
    """The words and the Lua come from one draw; the reader reads the words back the same way,
    so the model is taught no wording the agent itself understands otherwise."""
    from agent.compose import compose

    states = dict(world_states(3))
    for pair in read_pairs(data / TRAIN):
        assert compose(read(pair.order), states[pair.state]).code == pair.program, pair.order


def test_held_out_vocabulary_never_appears_in_training(data: Path) -> None:
    heldout = Heldout.load()
    for pair in read_pairs(data / TRAIN):
        assert heldout.used(pair.order, program_skills(pair.program)) == [], pair.order
    test = list(read_pairs(data / TEST))
    assert all(heldout.used(p.order, program_skills(p.program)) for p in test)
    assert not {p.order.lower() for p in test} & {p.order.lower() for p in read_pairs(data / TRAIN)}


def test_held_out_words_are_found_with_a_slip_or_a_possessive() -> None:
    heldout = Heldout.load()
    assert heldout.words_in("bring the lognbow back to me") == ["longbow"]
    assert heldout.words_in("what's the medusa's weakness?") == ["medusa"]
    assert heldout.words_in("gather all the blots") == ["bolt"]
    assert heldout.words_in("get the bow and the sword") == []
    assert heldout.shapes_in("before you kill the bat, get an arrow") == ["before_lead"]
    assert heldout.pairs_in(("explore", "bring", "flee")) == [("explore", "bring")]


def test_the_prompt_is_the_one_the_model_service_renders(data: Path) -> None:
    meta = read_meta(data)
    # The short prompt by default: the API's names in brief, far fewer tokens than the whole
    # document (--prompt full writes that one).
    assert meta.system == tuned_system_prompt(api.api_summary_text())
    assert len(meta.system) * 4 < len(system_prompt(api.api_reference_text()))
    for skill in api.entries("skill"):
        assert f" {skill.name}(" in meta.system
    pair = next(read_pairs(data / TRAIN))
    family = detect_family("", "smollm2", "SmolLM2-135M-Instruct.Q4_1.gguf", {})
    template = ChatTemplate.for_model(SMOLLM2_TEMPLATE, family, bos_token="<|im_start|>",
                                      eos_token="<|im_end|>")
    rendered = template.render([ChatMessage.system(meta.system), ChatMessage.user(pair.user)])
    assert rendered == chat_prompt(meta.system, pair.user)


def test_a_state_with_monsters_killed_counts_them_as_defeated() -> None:
    # as the game's combat leaves them: the sandbox counts the dead, the check the count kept;
    # with the count left out, "how many monsters have we defeated?" was dropped as unanswered
    states = dict(world_states(0))
    for name in ("gorgon_dead", "one_bat"):
        world = states[name]
        dead = [e for e in world.monsters(alive_only=False) if not e.alive]
        assert dead and sum(world.defeated.values()) == len(dead)


# -- the parts the meaning grew (agent.training.grown_orders) -------------------------------------


def _grown(shape: str) -> str:
    return shape.split("_")[0] if shape.split("_")[0] in ("side", "offset", "moved",
                                                            "whenever") else ""


def test_the_generator_draws_what_the_meaning_grew_and_the_reader_reads_it_back() -> None:
    """Picks from a side of the map, tiles counted from a thing, the player moving and errands
    said "whenever" are drawn now and then, in wordings the reader reads back as drawn, which the
    composer serves and the house language says."""
    import random

    from agent.compose import compose
    from agent.house import HOUSE
    from agent.training.orders import Draft, draw

    rng, states = random.Random(11), world_states(11)
    drawn = [d for i in range(3000) if (d := draw(rng, states[i % len(states)][1])) is not None]
    grown: dict[str, list[Draft]] = {}
    for d in drawn:
        if _grown(d.shape):
            grown.setdefault(_grown(d.shape), []).append(d)
    assert set(grown) == {"side", "offset", "moved", "whenever"}
    assert all(len(ds) >= 15 for ds in grown.values()), {k: len(v) for k, v in grown.items()}
    assert sum(len(ds) for ds in grown.values()) < len(drawn) * 0.08  # the rest as it was
    for kind, ds in grown.items():
        misread = [d.order for d in ds if read(d.order).steps != d.meaning.steps]
        assert len(misread) <= len(ds) * 0.05, (kind, misread)
        for d in ds:
            assert compose(d.meaning, states[0][1]).complete, d.order
            said = HOUSE.render(d.meaning)
            assert said is not None and HOUSE.read(said) == d.meaning, d.order


def test_drawing_what_the_meaning_grew_leaves_the_random_stream_as_it_was() -> None:
    import random

    from agent.training.grown_orders import instead, side_pick

    rng = random.Random(4)
    before = rng.getstate()
    replace = instead(rng, "side", 1.0, side_pick)
    assert rng.getstate() == before
    world = world_states(4)[0][1]
    assert replace(None, world) is not None  # always, at a share of 1
    assert instead(rng, "side", 0.0, side_pick)(None, world) is None  # never, at 0
