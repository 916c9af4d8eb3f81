"""llama.cpp's own grammar sampler enforces the shipped Lua grammar's bounds on strings and
comments: after 200 characters only the closing quote (or the end of the line) may follow."""

from __future__ import annotations

import ctypes

import llama_cpp
import pytest

from services.llm_server.grammars import grammar_dir, load_grammars

pytestmark = [pytest.mark.slow, pytest.mark.timeout(60)]

HEAD = "function update_func(player, ai, monsters, items)\n  "


@pytest.fixture(scope="module")
def llm(embedded_llama):
    return embedded_llama


def allowed(llm, text: str, candidates: list[str]) -> dict[str, bool]:
    """Which single-token candidates the grammar allows after ``text``."""
    grammar = load_grammars(grammar_dir("config/grammars"))["lua_update_func"].text
    sampler = llama_cpp.llama_sampler_init_grammar(llm._model.vocab, grammar.encode(), b"root")
    assert sampler, "the grammar does not compile"
    try:
        for token in llm.tokenize(text.encode(), add_bos=False):
            llama_cpp.llama_sampler_accept(sampler, token)
        ids = []
        for c in candidates:
            [token] = llm.tokenize(c.encode(), add_bos=False)
            ids.append(token)
        data = (llama_cpp.llama_token_data * len(ids))()
        for i, token in enumerate(ids):
            data[i].id, data[i].logit, data[i].p = token, 0.0, 0.0
        array = llama_cpp.llama_token_data_array(data, len(ids), -1, False)
        llama_cpp.llama_sampler_apply(sampler, ctypes.byref(array))
        return {c: data[i].logit > -1e30 for i, c in enumerate(candidates)}
    finally:
        llama_cpp.llama_sampler_free(sampler)


def test_a_string_ends_after_200_characters(llm):
    opened = HEAD + 'return "'
    assert allowed(llm, opened + "a" * 199, ["a", '"']) == {"a": True, '"': True}
    assert allowed(llm, opened + "a" * 200, ["a", '"']) == {"a": False, '"': True}


def test_a_comment_ends_after_200_characters(llm):
    opened = HEAD + "--"
    assert allowed(llm, opened + "a" * 199, ["a", "\n"]) == {"a": True, "\n": True}
    assert allowed(llm, opened + "a" * 200, ["a", "\n"]) == {"a": False, "\n": True}
