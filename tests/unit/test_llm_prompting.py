"""Families, sampling defaults, the thinking switch and chat templates."""

from __future__ import annotations

from base.protocol import ChatMessage
from services.llm_server.backend import GenerationParams
from services.llm_server.chat_template import NO_THINK, ChatTemplate, without_thinking
from services.llm_server.families import FAMILIES, detect_family

SYSTEM = ChatMessage.system("You write Lua for a dungeon game.")
USER = ChatMessage.user("Go get the sword.")


def test_qwen3_uses_the_published_non_thinking_sampling():
    s = FAMILIES["qwen3"].sampling
    assert (s.temperature, s.top_p, s.top_k, s.min_p) == (0.7, 0.8, 20, 0.0)


def test_family_is_detected_from_gguf_metadata_or_the_file_name():
    assert detect_family("", "", "x.gguf", {"general.architecture": "qwen3"}).name == "qwen3"
    assert detect_family("", "", "/m/Qwen3-8B-Q4_K_M.gguf", {}).name == "qwen3"
    assert detect_family("", "", "/m/mystery.gguf", {}).name == "generic"


def test_configured_family_wins_over_detection():
    meta = {"general.architecture": "qwen3"}
    assert detect_family("generic", "", "Qwen3.gguf", meta).name == "generic"
    assert detect_family("", "gemma3", "Qwen3.gguf", meta).name == "gemma3"


def test_a_request_temperature_overrides_only_the_temperature():
    params = GenerationParams(turns=[USER], max_tokens=8, temperature=0.0)
    s = params.sampling(FAMILIES["qwen3"])
    assert s.temperature == 0.0 and s.top_k == 20 and s.top_p == 0.8


def test_thinking_is_switched_off_at_the_end_of_the_system_message():
    turns = without_thinking([SYSTEM, USER], FAMILIES["qwen3"])
    assert turns[0].content == f"{SYSTEM.content}\n{NO_THINK}"
    assert turns[1] == USER
    # Idempotent, so a system prompt stays byte-identical (its KV state stays reusable).
    assert without_thinking(turns, FAMILIES["qwen3"]) == turns


def test_thinking_switch_without_a_system_message_adds_one():
    turns = without_thinking([USER], FAMILIES["qwen3"])
    assert turns == [ChatMessage.system(NO_THINK), USER]


def test_other_families_get_their_messages_unchanged():
    assert without_thinking([SYSTEM, USER], FAMILIES["smollm2"]) == [SYSTEM, USER]


def test_a_model_without_a_template_gets_chatml_with_the_system_message():
    t = ChatTemplate.for_model(None, FAMILIES["generic"], bos_token="", eos_token="")
    prompt = t.render([SYSTEM, USER])
    assert t.origin == "chatml"
    assert prompt == (f"<|im_start|>system\n{SYSTEM.content}<|im_end|>\n"
                      f"<|im_start|>user\n{USER.content}<|im_end|>\n<|im_start|>assistant\n")


def test_gemma_fallback_keeps_the_system_message_in_the_first_user_turn():
    t = ChatTemplate.for_model(None, FAMILIES["gemma3"], bos_token="<bos>", eos_token="<eos>")
    prompt = t.render([SYSTEM, USER])
    assert prompt == (f"<bos><start_of_turn>user\n{SYSTEM.content}\n\n{USER.content}"
                      "<end_of_turn>\n<start_of_turn>model\n")


def test_a_gguf_template_gets_the_thinking_flag():
    source = ("{% for m in messages %}{{ m.content }}|{% endfor %}"
              "{% if not enable_thinking %}<think>\n\n</think>\n\n{% endif %}")
    t = ChatTemplate.for_model(source, FAMILIES["qwen3"], bos_token="", eos_token="")
    assert t.origin == "gguf"
    assert t.render([USER]).endswith("<think>\n\n</think>\n\n")
