"""llama.cpp's own grammar sampler, on the embedded model's vocabulary, allows every sentence the
house language renders, token by token to the end, and refuses what is not of the language."""

from __future__ import annotations

import ctypes
import random

import llama_cpp
import pytest

from agent.house import HOUSE
from agent.training.generate import world_states
from agent.training.orders import draw
from services.llm_server.grammars import grammar_dir, load_grammars

pytestmark = [pytest.mark.slow, pytest.mark.timeout(120)]


@pytest.fixture(scope="module")
def llm(embedded_llama):
    return embedded_llama


def allows(llm, text: str) -> bool:
    """Whether the shipped grammar lets a model write ``text`` and then stop."""
    grammar = load_grammars(grammar_dir(""))["house"].text
    sampler = llama_cpp.llama_sampler_init_grammar(llm._model.vocab, grammar.encode(), b"root")
    assert sampler, "the grammar does not compile"
    try:
        for token in [*llm.tokenize(text.encode(), add_bos=False), llm.token_eos()]:
            data = (llama_cpp.llama_token_data * 1)()
            data[0].id, data[0].logit, data[0].p = token, 0.0, 0.0
            array = llama_cpp.llama_token_data_array(data, 1, -1, False)
            llama_cpp.llama_sampler_apply(sampler, ctypes.byref(array))
            if data[0].logit < -1e30:
                return False
            if token != llm.token_eos():
                llama_cpp.llama_sampler_accept(sampler, token)
        return True
    finally:
        llama_cpp.llama_sampler_free(sampler)


def test_every_rendered_sentence_is_allowed(llm):
    rng = random.Random(5)
    states = world_states(5)
    sentences = set()
    for i in range(400):
        draft = draw(rng, states[i % len(states)][1])
        if draft is not None:
            sentences.add(HOUSE.render(draft.meaning))
    assert len(sentences) > 150
    refused = [s for s in sorted(sentences) if not allows(llm, s)]
    assert not refused, refused[:5]


def test_the_outside_sentence_is_allowed(llm):
    assert allows(llm, 'outside the game: "the wizard"')


@pytest.mark.parametrize("text", [
    "eat the arrow", "attack me", "pick up the bow and", "pick up the wizard",
    "pick up the bow. attack the bat", 'outside the game: the wizard',
])
def test_what_is_not_of_the_language_is_refused(llm, text):
    assert not allows(llm, text)


@pytest.mark.parametrize("text", [
    "pick up the nearest arrow to the left side", "tell me which bat is nearest to the right side",
    "pick up the nearest arrow to the middle of the left side",
    "go to the tile 3 south of the bow", "go to the tile 2 south and 1 west of me",
    "explore, then go to where you started", "stay here, but if i move, pick up the bow",
    "as soon as i move, follow me", "follow me, and whenever a bat is within 5 tiles of you, "
    "attack the bat",
])
def test_what_the_meaning_grew_is_allowed(llm, text):
    assert allows(llm, text)


@pytest.mark.parametrize("text", [
    # the player moving is watched only; the middle of a side is no longer "the left"
    "if i move, follow me", "whenever i move, come back to me", "tell me whether i move",
    "pick up the nearest arrow to the left",
])
def test_what_would_mean_otherwise_is_refused(llm, text):
    assert not allows(llm, text)
