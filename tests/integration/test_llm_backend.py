"""The llama.cpp backend in this process, with the real embedded model."""

from __future__ import annotations

import llama_cpp
import pytest

from base.protocol import ChatMessage
from config.settings import LlmConfig
from services.llm_server.backend import GenerationParams
from services.llm_server.errors import GRAMMAR_INVALID, MODEL_LOAD_FAILED, LlmError
from services.llm_server.grammars import GrammarSource, grammar_dir, load_grammars
from services.llm_server.llama_backend import LlamaCppBackend
from services.llm_server.models import resolve_model

pytestmark = [pytest.mark.slow, pytest.mark.timeout(60)]

CFG = LlmConfig(n_ctx=512, n_threads=1)
SYSTEM = ChatMessage.system("You are the companion in a dungeon game.")


@pytest.fixture(scope="module")
def model(tmp_path_factory):
    return resolve_model("smollm2-135m", tmp_path_factory.mktemp("data"))


@pytest.fixture(scope="module")
def backend(model):
    b = LlamaCppBackend(model, CFG, load_grammars(grammar_dir(CFG.grammar_dir)))
    yield b
    b.close()


def run(backend, turns, **kw):
    pieces = []
    done = backend.generate(GenerationParams(turns=turns, **{"max_tokens": 16, **kw}),
                            pieces.append, lambda: False)
    return done, pieces


def test_the_ggufs_own_template_carries_the_system_prompt(backend):
    assert backend.template.origin == "gguf"
    prompt = backend.render([SYSTEM, ChatMessage.user("Hi")])
    assert prompt.startswith(f"<|im_start|>system\n{SYSTEM.content}<|im_end|>")
    assert prompt.endswith("<|im_start|>assistant\n")


def test_streamed_pieces_make_the_text(backend):
    done, pieces = run(backend, [SYSTEM, ChatMessage.user("Say hello.")], seed=1)
    assert "".join(pieces) == done.text and done.text
    assert done.tokens.completion_tokens >= len(pieces) >= 1


def test_same_seed_same_reply(backend):
    # Exact repeats need the same cache state too: a prompt decoded in one batch and one
    # restored from the cache differ in the last bits of the logits.
    turns = [SYSTEM, ChatMessage.user("Name a weapon.")]
    run(backend, turns, seed=42, temperature=1.0)
    a, _ = run(backend, turns, seed=42, temperature=1.0)
    b, _ = run(backend, turns, seed=42, temperature=1.0)
    c, _ = run(backend, turns, seed=7, temperature=1.0, max_tokens=32)
    assert a.text == b.text
    assert (a.tokens.prompt_tokens_cached == b.tokens.prompt_tokens_cached
            == a.tokens.prompt_tokens - 1)
    assert c.text[: len(a.text)] != a.text


def test_a_stop_string_ends_the_reply_before_it(backend):
    turns = [ChatMessage.user("Count from 1 to 20, separated by commas.")]
    free, _ = run(backend, turns, seed=1, temperature=0.0, max_tokens=40)
    assert "5" in free.text
    cut, pieces = run(backend, turns, seed=1, temperature=0.0, max_tokens=40, stop=["5"])
    assert cut.finish_reason == "stop"
    assert cut.text == free.text[: free.text.index("5")] == "".join(pieces)


def test_a_cancel_stops_the_prompt_evaluation_itself(backend):
    # A stop asked for before any token: seen between tokens only, the first token would still
    # be written (completion_tokens 1) after the whole prompt; llama.cpp's abort callback stops
    # the prompt's evaluation, so nothing is written and no token counted.
    long_prompt = [ChatMessage.user("The gorgon guards the sword in the north room. " * 12)]
    asked = []

    def stop_now() -> bool:
        asked.append(1)
        return True

    done = backend.generate(GenerationParams(turns=long_prompt, max_tokens=16), lambda _: None,
                            stop_now)
    assert done.finish_reason == "stopped"
    assert done.tokens.completion_tokens == 0 and done.text == ""
    assert len(asked) == 1  # asked once, during the evaluation; not again once it stopped


def test_the_stop_check_is_asked_once_a_token_while_generating(backend):
    # During the prompt llama.cpp asks the abort callback between the nodes of its graph
    # (hundreds of times a token); once tokens come the callback is disarmed and the loop asks
    # once a token: the stop check costs generation nothing.
    prompt = [ChatMessage.user("The gorgon guards the sword in the north room. " * 12)]
    writing = []
    asked = {"prompt": 0, "writing": 0}

    def check() -> bool:
        asked["writing" if writing else "prompt"] += 1
        return False

    done = backend.generate(GenerationParams(turns=prompt, max_tokens=24, temperature=0.0),
                            writing.append, check)
    assert asked["prompt"] > 100  # armed while the prompt was read
    assert done.tokens.completion_tokens >= 8
    assert asked["writing"] <= done.tokens.completion_tokens


def test_the_text_is_llama_cpps_own_reading_of_the_tokens(backend, monkeypatch):
    # Each token's piece is asked of llama.cpp once and kept by token id: a reply that repeats
    # its tokens reads as llama.cpp reads the whole token list.
    written = []
    generate = backend.llm.generate

    def recorded(*args, **kwargs):
        for token in generate(*args, **kwargs):
            written.append(token)
            yield token

    monkeypatch.setattr(backend.llm, "generate", recorded)
    turns = [ChatMessage.user("Count from 1 to 20, separated by commas.")]
    done, pieces = run(backend, turns, seed=1, temperature=0.0, max_tokens=40)
    tokens = written[:done.tokens.completion_tokens]
    assert len(set(tokens)) < len(tokens)  # some tokens came again, from the kept pieces
    assert done.text == "".join(pieces) == backend.llm.detokenize(tokens).decode()


def test_after_a_stopped_prompt_replies_are_as_on_a_fresh_context(backend, model):
    turns = [SYSTEM, ChatMessage.user("Count from 1 to 10, separated by commas.")]
    long_prompt = [SYSTEM, ChatMessage.user("The bat flies over the bow in the cave. " * 12)]
    fresh = LlamaCppBackend(model, CFG, {})
    try:
        expected, _ = run(fresh, turns, seed=1, temperature=0.0, max_tokens=24)
        again, _ = run(fresh, long_prompt, seed=1, temperature=0.0, max_tokens=8)
    finally:
        fresh.close()
    run(backend, turns, seed=1, temperature=0.0, max_tokens=4)  # a cache like fresh's
    stopped = backend.generate(GenerationParams(turns=long_prompt, max_tokens=8),
                               lambda _: None, lambda: True)
    assert stopped.finish_reason == "stopped" and stopped.tokens.completion_tokens == 0
    after_long, _ = run(backend, long_prompt, seed=1, temperature=0.0, max_tokens=8)
    after, _ = run(backend, turns, seed=1, temperature=0.0, max_tokens=24)
    assert after_long.text == again.text
    assert after.text == expected.text


def test_an_oversized_prompt_is_refused_with_the_limit(backend):
    with pytest.raises(LlmError) as err:
        run(backend, [ChatMessage.user("gorgon " * 600)], max_tokens=16)
    assert err.value.code == "prompt_too_long"
    assert "512" in err.value.message and "496" in err.value.message


def test_prompt_lookup_decoding_agrees_with_plain_greedy_decoding(backend, model):
    turns = [ChatMessage.user("Repeat exactly: ai:move('w') ai:move('w') ai:move('d')")]
    plain, _ = run(backend, turns, temperature=0.0, max_tokens=24)
    spec = LlamaCppBackend(model, LlmConfig(n_ctx=512, n_threads=1, prompt_lookup_tokens=4), {})
    try:
        drafted, pieces = run(spec, turns, temperature=0.0, max_tokens=24)
    finally:
        spec.close()
    # Drafts are verified by the model, so greedy text agrees; a near tie may still flip (a
    # batch of drafts and a single token decode differ in the last bits of the logits).
    assert drafted.tokens.completion_tokens >= 12 and "".join(pieces) == drafted.text
    if llama_cpp.llama_supports_gpu_offload():
        # A CUDA build runs large batches (the drafts) on the GPU even with no layers there,
        # and single-token decodes on the CPU: greedy text was seen to part at the first token.
        return
    assert drafted.text[:40] == plain.text[:40]


def test_a_file_that_is_not_a_model_reports_llama_cpps_reason(tmp_path):
    bad = tmp_path / "broken.gguf"
    bad.write_bytes(b"GGUF" + b"\x03\x00\x00\x00" + b"\x00" * 64)
    model = resolve_model(str(bad), tmp_path)
    with pytest.raises(LlmError) as err:
        LlamaCppBackend(model, CFG, {})
    assert err.value.code == MODEL_LOAD_FAILED
    assert str(bad) in err.value.message
    assert "unknown model architecture" in err.value.message  # llama.cpp's own words


def test_a_broken_grammar_fails_at_start_with_the_parsers_reason(model, tmp_path):
    broken = GrammarSource(name="broken", path=tmp_path / "broken.gbnf",
                           text='root ::= "a" missing-rule\n')
    with pytest.raises(LlmError) as err:
        LlamaCppBackend(model, CFG, {"broken": broken})
    assert err.value.code == GRAMMAR_INVALID
    assert "broken" in err.value.message and "missing-rule" in err.value.message


@pytest.mark.skipif(llama_cpp.llama_supports_gpu_offload(),
                    reason="this llama.cpp has GPU support: the CPU fallback does not apply")
def test_asking_for_gpu_layers_on_a_cpu_build_runs_on_the_cpu_and_says_how_to_fix_it(model):
    b = LlamaCppBackend(model, LlmConfig(n_ctx=512, n_threads=1, n_gpu_layers=-1), {})
    try:
        assert b.info.device == "CPU"
        assert any("make run GPU=cuda" in note for note in b.info.notes)
    finally:
        b.close()


@pytest.mark.skipif(not llama_cpp.llama_supports_gpu_offload(),
                    reason="llama.cpp was built without GPU support (no CUDA build here)")
def test_all_layers_go_to_the_gpu_with_minus_one(model):
    b = LlamaCppBackend(model, LlmConfig(n_ctx=512, n_threads=1, n_gpu_layers=-1), {})
    try:
        assert b.info.device == "GPU (31 of 31 layers offloaded)"  # 30 blocks + output
        done, _ = run(b, [ChatMessage.user("Hi")], max_tokens=4)
        assert done.tokens.completion_tokens > 0
    finally:
        b.close()


def tuned_turns(adapter, order: str, world) -> list[ChatMessage]:
    """The shipped adapter's prompt for ``order``, in the layout it was trained in."""
    from agent.prompt import user_message

    return [ChatMessage.system(adapter.system_prompt),
            ChatMessage.user(user_message(order, world, layout=adapter.prompt_layout))]


def test_a_given_reply_prefix_is_read_not_written_and_starts_the_reply(model):
    """A reply's given start (the agent gives an adapter trained in the INSTRUCTION_LAST layout
    its program's first line): the model reads it with the prompt and writes only the rest;
    the reply is the same, starting with it, and fewer tokens to write."""
    from dataclasses import replace

    from game.maps import load_map
    from services.llm_server.adapters import resolve_adapter

    adapter = resolve_adapter(LlmConfig())  # the shipped one
    assert adapter is not None and adapter.system_prompt
    tuned = LlamaCppBackend(model, replace(CFG, n_ctx=1024, lora=str(adapter.path)), {},
                            adapter=adapter)
    turns = tuned_turns(adapter, "get the sword", load_map("default", seed=0))
    try:
        written, _ = run(tuned, turns, seed=0, temperature=0.0, max_tokens=60)
        start = written.text.splitlines()[0]  # the header, or the first line after it
        given, pieces = run(tuned, turns, seed=0, temperature=0.0, max_tokens=60,
                            reply_prefix=start)
        start_tokens = len(tuned.llm.tokenize(start.encode(), add_bos=False, special=False))
    finally:
        tuned.close()
    assert 'fetch("sword")' in written.text and start_tokens >= 4
    assert given.text == written.text == "".join(pieces)
    assert given.finish_reason == written.finish_reason == "stop"
    assert given.tokens.completion_tokens == written.tokens.completion_tokens - start_tokens


def test_a_draft_is_checked_in_batches_and_the_reply_is_the_models_own(model):
    """The agent sends the composer's program as a draft: where the model would write it, its
    tokens are checked many a pass (``drafted``), and the reply is what the model writes
    without a draft; a draft the model disagrees with changes nothing in the reply."""
    from dataclasses import replace

    from agent.compose import compose
    from agent.prompt import first_line
    from agent.reading import read
    from game.maps import load_map
    from services.llm_server.adapters import resolve_adapter

    adapter = resolve_adapter(LlmConfig())
    assert adapter is not None and adapter.system_prompt
    tuned = LlamaCppBackend(model, replace(CFG, n_ctx=1024, lora=str(adapter.path)), {},
                            adapter=adapter)
    world = load_map("default", seed=0)
    order = "how many monsters are left?"
    turns = tuned_turns(adapter, order, world)
    read_first, implied = first_line(adapter.prompt_layout)
    program = compose(read(order), world).code
    # What the model writes of it: all but the first line, which it reads or the agent adds.
    written = program[len(read_first or implied):]
    given = {"seed": 0, "temperature": 0.0, "max_tokens": 80, "reply_prefix": read_first}
    try:
        plain, _ = run(tuned, turns, **given)
        drafted, pieces = run(tuned, turns, **given, draft=written)
        wrong, _ = run(tuned, turns, **given, draft='\n  return fetch("bow")\nend')
    finally:
        tuned.close()
    # The model writes the composer's program.
    assert (implied + plain.text).strip() == program.strip()
    assert drafted.text == plain.text == "".join(pieces) == wrong.text
    assert drafted.finish_reason == wrong.finish_reason == "stop"
    assert drafted.tokens.completion_tokens == plain.tokens.completion_tokens
    # All but the first token (written before any draft is sent) and the last of each pass
    # (16 tokens, then the rest) came from the draft: 2 passes after the prompt, not 42.
    assert drafted.drafted == drafted.tokens.completion_tokens - 2
    assert plain.drafted == 0 and wrong.drafted <= 4


def test_a_read_only_request_leaves_its_prompt_in_the_cache_and_writes_nothing(backend):
    """The agent has the model read the world while the player types: the order that comes
    next reads only what follows the part they share."""
    ahead = "The world now:\nplayer at [2, 3], health 10\nai at [4, 5], health 10\n\nOrder: "
    order = ahead + '"bring me the sword"'
    run(backend, [SYSTEM, ChatMessage.user("Something else entirely.")], max_tokens=1)
    read, pieces = run(backend, [SYSTEM, ChatMessage.user(ahead)], read_only=True)
    assert read.text == "" and pieces == [] and read.finish_reason == "stop"
    assert read.tokens.completion_tokens == 0 and read.tokens.evaluated > 20
    then, _ = run(backend, [SYSTEM, ChatMessage.user(order)], seed=1)
    a = backend.tokenize(backend.render([SYSTEM, ChatMessage.user(ahead)]))
    b = backend.tokenize(backend.render([SYSTEM, ChatMessage.user(order)]))
    shared = next(i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y)
    assert shared > len(a) - 8  # all but the end of the turn and the order's first quote
    assert then.tokens.prompt_tokens_cached == shared
    assert then.tokens.evaluated == len(b) - shared and then.text


def test_a_long_prompt_is_read_on_the_batch_threads_and_a_short_one_on_one(model):
    """A world that changed (64 new tokens or more) is read on llm.n_threads_batch threads; an
    order after its world was read, and the drafted passes, on n_threads: on a few tokens the
    second thread lost more waiting than it gained (docs/llm.md, "Threads")."""
    from dataclasses import replace

    from services.llm_server.llama_backend import BATCH_THREADS_FROM, batch_threads

    cfg = replace(CFG, n_threads_batch=2)
    two = LlamaCppBackend(model, cfg, {})
    seen: list[tuple[int, int]] = []  # (tokens in the pass, threads for a batch then)
    ctx = two.llm._ctx
    decode = ctx.decode

    def noting(batch):
        seen.append((batch.batch.n_tokens, llama_cpp.llama_n_threads_batch(ctx.ctx)))
        return decode(batch)

    ctx.decode = noting
    world = "The world now:\n" + "\n".join(f"bat at [{r}, {r + 2}]" for r in range(1, 20))
    try:
        run(two, [SYSTEM, ChatMessage.user(world + '\nOrder: "wait"')], max_tokens=1)
        long_read = [threads for n, threads in seen if n > 1]
        seen.clear()
        run(two, [SYSTEM, ChatMessage.user(world + '\nOrder: "bring me the bow"')],
            max_tokens=24, temperature=0.0, draft="I will bring you the bow right away.")
        world_tokens = len(two.tokenize(world))
    finally:
        two.close()
    assert world_tokens > BATCH_THREADS_FROM
    assert long_read and set(long_read) == {batch_threads(cfg)}
    # The order's few tokens, then the drafted passes (several tokens each), on one thread.
    assert [n for n, _ in seen if n > 1] and {threads for _, threads in seen} == {1}


def test_more_batch_threads_than_cores_are_cut_to_the_cores_and_said(monkeypatch):
    from services.llm_server import llama_backend

    monkeypatch.setattr(llama_backend, "_cores", lambda: 2)
    many = LlmConfig(n_threads=1, n_threads_batch=8)
    assert llama_backend.batch_threads(many) == 2
    assert llama_backend.batch_threads(LlmConfig(n_threads=1, n_threads_batch=0)) == 1
    assert llama_backend.batch_threads(LlmConfig(n_threads=4, n_threads_batch=0)) == 4
    _device, notes = llama_backend._load_notes(many, {})
    assert any("n_threads_batch 8" in n and "read on 2" in n for n in notes)
    assert llama_backend._load_notes(LlmConfig(n_threads=1, n_threads_batch=2), {})[1] == ()


def test_the_system_turns_tokens_are_kept_and_every_prompt_tokenizes_as_a_whole(backend):
    """From the third request on with a system turn, only what follows it is tokenized (the
    agent's is ~500 of ~700 tokens); the tokens are those of the whole prompt."""
    system = ChatMessage.system("You are the companion in a dungeon game. " * 20)
    hits = backend._head_tokens.hits
    for order in ("get the sword", "follow me", "how many bats are left?", "scram"):
        turns = [system, ChatMessage.user(f'The world now:\nbat at [2, 3]\n\nOrder: "{order}"')]
        text, head = backend.render(turns), backend._head(turns)
        assert head and text.startswith(head)
        assert backend.tokenize(text, head) == backend.tokenize(text)
    assert backend._head_tokens.hits == hits + 2
    turns = [system, ChatMessage.user("Say hello.")]
    done, _ = run(backend, turns, max_tokens=4)  # a request's prompt goes the same way
    assert backend._head_tokens.hits == hits + 3
    assert done.tokens.prompt_tokens == len(backend.tokenize(backend.render(turns)))
