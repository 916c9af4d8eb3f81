"""The checks of a configuration that its types alone do not make: ranges, choices that go
together, addresses (``validate``, called by ``config.settings.build_config``). A bad value fails
at start with the key, the value and what was expected."""

from __future__ import annotations

from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from base.transport import is_local_endpoint
from config.errors import ConfigError

if TYPE_CHECKING:
    from config.settings import AgentConfig, Config, LlmConfig, NetworkConfig

# Model families with their own sampling defaults and chat quirks (services/llm_server/families.py).
LLM_FAMILIES = ("qwen3", "smollm2", "gemma3", "generic")


def _positive(key: str, value: float) -> None:
    if value <= 0:
        raise ConfigError(f"{key} = {value!r}: expected a value above 0")


# Measured: an idle sandbox worker maps about 37 MB with MALLOC_ARENA_MAX=1 (the supervisor sets
# it) and needs about 39 MB of address space to start; slack covers the snapshot and msgpack.
SANDBOX_BASELINE_BYTES = 40 * 1024 * 1024
SANDBOX_SLACK_BYTES = 100 * 1024 * 1024


def _validate_supervisor(c: Config) -> None:
    s = c.supervisor
    for key in ("backoff_max_ms", "backoff_reset_s", "flapping_crashes", "flapping_window_s",
                "graceful_timeout_s", "heartbeat_interval_ms", "heartbeat_liveness",
                "watchdog_interval_ms", "log_max_bytes"):
        _positive(f"supervisor.{key}", getattr(s, key))
    for key in ("sandbox_spare_workers", "backoff_initial_ms", "sandbox_cpu_time_s",
                "llm_max_rss_bytes", "log_backups"):
        if getattr(s, key) < 0:
            raise ConfigError(f"supervisor.{key} = {getattr(s, key)!r}: expected 0 or more")
    if s.backoff_initial_ms > s.backoff_max_ms:
        raise ConfigError(
            f"supervisor.backoff_initial_ms = {s.backoff_initial_ms} is above "
            f"supervisor.backoff_max_ms = {s.backoff_max_ms}"
        )
    needed = SANDBOX_BASELINE_BYTES + c.sandbox.max_memory_bytes + SANDBOX_SLACK_BYTES
    if s.sandbox_address_space_bytes < needed:
        mib = 1024 * 1024
        raise ConfigError(
            f"supervisor.sandbox_address_space_bytes = {s.sandbox_address_space_bytes} "
            f"({s.sandbox_address_space_bytes // mib} MiB) leaves too little headroom: a worker "
            f"needs its baseline ({SANDBOX_BASELINE_BYTES // mib} MiB) + "
            f"sandbox.max_memory_bytes ({c.sandbox.max_memory_bytes // mib} MiB) + slack "
            f"({SANDBOX_SLACK_BYTES // mib} MiB) = {needed} bytes, or Lua's own memory limit "
            "cannot fire before the OS kills the worker"
        )


# The longest a skill may be set to wait on a blocked way before it gives up (about 3 hours at
# the default tick interval): beyond it an order would look stuck for ever.
MAX_WAIT_PATIENCE_TICKS = 10_000


def validate(c: Config) -> None:
    """Every value of ``c`` that its type alone does not check (ranges, choices, addresses);
    a ConfigError names the key, the value and what was expected."""
    _validate_supervisor(c)
    for key, value in (
        ("game.tick_interval_ms", c.game.tick_interval_ms),
        ("game.checkpoint_every_ticks", c.game.checkpoint_every_ticks),
        ("game.player_health", c.game.player_health),
        ("game.companion_health", c.game.companion_health),
        ("game.sandbox_deadline_ms", c.game.sandbox_deadline_ms),
        ("game.max_request_ms", c.game.max_request_ms),
        ("agent.order_silence_timeout_ms", c.agent.order_silence_timeout_ms),
        ("sandbox.max_memory_bytes", c.sandbox.max_memory_bytes),
        ("sandbox.max_call_depth", c.sandbox.max_call_depth),
        ("sandbox.max_instructions", c.sandbox.max_instructions),
        ("sandbox.max_tick_ms", c.sandbox.max_tick_ms),
        ("sandbox.max_source_bytes", c.sandbox.max_source_bytes),
        ("sandbox.max_log_bytes", c.sandbox.max_log_bytes),
        ("sandbox.max_status_bytes", c.sandbox.max_status_bytes),
        ("sandbox.max_error_bytes", c.sandbox.max_error_bytes),
        ("sandbox.max_custom_fields_bytes", c.sandbox.max_custom_fields_bytes),
        ("sandbox.max_pattern_cost", c.sandbox.max_pattern_cost),
        ("sandbox.max_table_op_items", c.sandbox.max_table_op_items),
        ("sandbox.watchdog_ms", c.sandbox.watchdog_ms),
        ("network.max_message_bytes", c.network.max_message_bytes),
        ("supervisor.sandbox_workers", c.supervisor.sandbox_workers),
        ("agent.max_attempts", c.agent.max_attempts),
        ("agent.repair_attempts", c.agent.repair_attempts),
    ):
        _positive(key, value)
    for key, value in (
        ("game.refused_ticks_before_repair", c.game.refused_ticks_before_repair),
        ("game.repairs_per_order", c.game.repairs_per_order),
        ("game.order_stall_ticks", c.game.order_stall_ticks),
        ("agent.done_check_ticks", c.agent.done_check_ticks),
    ):
        if value < 0:
            raise ConfigError(f"{key} = {value!r}: expected 0 or more")
    if not 1 <= c.sandbox.wait_patience_ticks <= MAX_WAIT_PATIENCE_TICKS:
        raise ConfigError(
            f"sandbox.wait_patience_ticks = {c.sandbox.wait_patience_ticks}: expected a whole "
            f"number of ticks from 1 to {MAX_WAIT_PATIENCE_TICKS}"
        )
    if not 0.0 <= c.game.monster_wander_chance <= 1.0:
        raise ConfigError(
            f"game.monster_wander_chance = {c.game.monster_wander_chance!r}: "
            "expected a number from 0 to 1"
        )
    if not 0 <= c.network.sandbox_spin_us <= 100_000:
        raise ConfigError(
            f"network.sandbox_spin_us = {c.network.sandbox_spin_us}: expected 0 to 100000"
        )
    _validate_curve(c.network)
    if c.network.sandbox_transport not in ("seqpacket", "zeromq"):
        raise ConfigError(
            f"network.sandbox_transport = {c.network.sandbox_transport!r}: "
            "expected seqpacket or zeromq"
        )
    _validate_agent(c.agent)
    _validate_llm(c.llm)


def _validate_agent(a: AgentConfig) -> None:
    """The agent's choices: its mode, how it restates, what it does with open orders."""
    if a.mode not in ("strict", "fallback", "generate"):
        raise ConfigError(f"agent.mode = {a.mode!r}: expected one of strict, fallback, generate")
    if a.restate not in ("off", "nearest", "model"):
        raise ConfigError(f"agent.restate = {a.restate!r}: expected off, nearest or model")
    for key in ("restate_min_prob", "restate_unknown_min_prob"):
        if not 0.0 <= getattr(a, key) <= 1.0:
            raise ConfigError(f"agent.{key} = {getattr(a, key)!r}: expected a "
                              "probability from 0 to 1")
    if a.open_orders not in ("refuse", "write"):
        raise ConfigError(f"agent.open_orders = {a.open_orders!r}: expected refuse or write")


def _validate_curve(n: NetworkConfig) -> None:
    """The key files come in pairs; their contents are read where they are used
    (config/curve_keys.py)."""
    for one, other in (("curve_server_secret_key_file", "curve_client_keys_dir"),
                       ("curve_client_secret_key_file", "curve_server_public_key_file")):
        if bool(getattr(n, one)) != bool(getattr(n, other)):
            given, missing = (one, other) if getattr(n, one) else (other, one)
            raise ConfigError(f"network.{given} is set but network.{missing} is not: "
                              "they are used together")
    for endpoint in n.remote_sandbox_workers:
        host, _, port = endpoint.removeprefix("tcp://").rpartition(":")
        if not endpoint.startswith("tcp://") or not host or not port.isdigit():
            raise ConfigError(f"network.remote_sandbox_workers: {endpoint!r} is not a "
                              "tcp://host:port endpoint")
        if not is_local_endpoint(endpoint) and not n.curve_client_secret_key_file:
            raise ConfigError(f"network.remote_sandbox_workers: {endpoint} is on another host: "
                              "set network.curve_client_secret_key_file and "
                              "curve_server_public_key_file (`dungeon keys generate`)")
    if not n.remote_sandbox_retry_s > 0:
        raise ConfigError("network.remote_sandbox_retry_s must be above 0 (seconds between asking "
                          "a dropped remote worker again)")
    if len(set(n.remote_sandbox_workers)) != len(n.remote_sandbox_workers):
        raise ConfigError("network.remote_sandbox_workers names an endpoint twice")


def _check_adapter_setting(key: str, value: str, backend: str) -> None:
    if value and value != "default" and not (
            "/" in value or value.endswith(".gguf") or value.startswith("~")):
        raise ConfigError(
            f"llm.{key} = {value!r}: expected \"\" (none), \"default\" (the shipped adapter, "
            "for smollm2-135m) or the path of a LoRA adapter's .gguf file"
        )
    if value not in ("", "default") and backend != "llama_cpp":
        raise ConfigError(
            f"llm.{key} = {value!r} needs llm.backend = llama_cpp: a remote server applies "
            "its own adapters"
        )


def _validate_llm(llm: LlmConfig) -> None:
    if llm.n_threads_batch < 0:
        raise ConfigError(f"llm.n_threads_batch = {llm.n_threads_batch}: expected 0 (as "
                          "n_threads) or more")
    for key in ("n_ctx", "n_threads", "max_tokens", "request_deadline_ms", "max_queue_length",
                "heartbeat_interval_ms", "openai_connect_timeout_ms",
                "openai_requests_per_server", "openai_read_timeout_ms",
                "openai_backoff_initial_ms", "openai_backoff_max_ms"):
        _positive(f"llm.{key}", getattr(llm, key))
    if llm.stream_interval_ms < 0:
        raise ConfigError(f"llm.stream_interval_ms = {llm.stream_interval_ms}: expected 0 (a "
                          "message per piece) or more")
    if llm.backend not in ("llama_cpp", "openai"):
        raise ConfigError(f"llm.backend = {llm.backend!r}: expected llama_cpp or openai")
    _validate_openai_urls(llm)
    if llm.openai_backoff_initial_ms > llm.openai_backoff_max_ms:
        raise ConfigError(
            f"llm.openai_backoff_initial_ms = {llm.openai_backoff_initial_ms} is above "
            f"llm.openai_backoff_max_ms = {llm.openai_backoff_max_ms}"
        )
    if llm.family and llm.family not in LLM_FAMILIES:
        raise ConfigError(
            f"llm.family = {llm.family!r}: expected \"\" (detect) or one of "
            f"{', '.join(LLM_FAMILIES)}"
        )
    for key in ("lora", "restate_lora"):
        _check_adapter_setting(key, getattr(llm, key), llm.backend)
    if llm.n_gpu_layers < -1:
        raise ConfigError(f"llm.n_gpu_layers = {llm.n_gpu_layers}: expected -1 (all) or more")
    if llm.prompt_lookup_tokens < 0:
        raise ConfigError(
            f"llm.prompt_lookup_tokens = {llm.prompt_lookup_tokens}: expected 0 (off) or more"
        )


def _validate_openai_urls(llm: LlmConfig) -> None:
    if llm.backend == "openai" and not llm.openai_urls:
        raise ConfigError(
            "llm.backend = openai needs llm.openai_urls, the servers' http:// or https:// URLs: "
            'openai_urls = ["http://127.0.0.1:8080"]'
        )
    seen: set[str] = set()
    for i, url in enumerate(llm.openai_urls):
        problem = _url_problem(url)
        if problem:
            raise ConfigError(f"llm.openai_urls[{i}] = {url!r}: {problem}; expected a URL such "
                              "as http://127.0.0.1:8080 or https://models.example/v1")
        key = url.rstrip("/")
        if key in seen:
            raise ConfigError(f"llm.openai_urls[{i}] = {url!r} is in the list twice")
        seen.add(key)


def _url_problem(url: str) -> str:
    """Why ``url`` cannot name an OpenAI-compatible server ("" = it can)."""
    if url != url.strip() or any(c.isspace() for c in url):
        return "it contains spaces"
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https"):
        return "it does not start with http:// or https://"
    if not parts.hostname:
        return "it names no host"
    try:
        port = parts.port  # raises for a port that is not a number from 0 to 65535
    except ValueError:
        port = 0
    if port == 0:
        return "its port is not a number from 1 to 65535"
    if parts.query or parts.fragment:
        return "a query (?...) or fragment (#...) has no place in it"
    return ""
