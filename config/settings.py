"""Typed configuration: ``config/default.toml`` overridden by a user file, environment, flags.

The default file is package data of the ``config`` package, read with ``importlib.resources``,
so an installed copy of the project has its defaults wherever it runs.

Precedence, lowest first: the shipped default file, a user file (``--config FILE`` or
``DUNGEON_CONFIG``), environment variables ``DUNGEON__SECTION__KEY=value``, and flags
``--set section.key=value``; config/sources.py reads and layers them.

Every key belongs to a frozen dataclass below, one unit per field, named in the key. A bad value
fails at start with the key, the value and what was expected.
"""

from __future__ import annotations

import dataclasses
import importlib.resources
import os
import typing
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

from config.errors import ConfigError
from config.sources import raw_values
from config.validation import validate

# The source checkout, for development tools that run the project from it (benchmarks, eval).
# Nothing a user runs reads data through it: an installed copy has no checkout.
PROJECT_ROOT = Path(__file__).resolve().parent.parent
SHIPPED: Traversable = importlib.resources.files("config")
DEFAULT_CONFIG_FILE: Traversable = SHIPPED / "default.toml"
# Keys that were renamed: using the old one fails with how to write the new one.
RENAMED_KEYS = {
    "llm.openai_url": 'llm.openai_url is now llm.openai_urls, a list of servers: '
                      'openai_urls = ["http://127.0.0.1:8080"]',
}


@dataclass(frozen=True, slots=True)
class PathsConfig:
    # Checkpoints, logs, the library database, order history and ipc sockets live here.
    data_dir: str = "data"
    # Model files the model service derives from installed ones (the embedded model as Q8_0,
    # with its adapter merged in), made once and shared by every data folder on the machine.
    # "" = $XDG_CACHE_HOME/dungeon-agent/models (~/.cache/dungeon-agent/models).
    model_cache: str = ""


@dataclass(frozen=True, slots=True)
class NetworkConfig:
    # {data_dir} and {index} are filled in; ipc:// paths must stay short (about 100 bytes).
    game_endpoint: str = "ipc://{data_dir}/run/game.sock"
    game_pub_endpoint: str = "ipc://{data_dir}/run/game-pub.sock"
    sandbox_endpoint: str = "ipc://{data_dir}/run/sandbox-{index}.sock"
    supervisor_endpoint: str = "ipc://{data_dir}/run/supervisor.sock"
    supervisor_pub_endpoint: str = "ipc://{data_dir}/run/supervisor-pub.sock"
    llm_endpoint: str = "ipc://{data_dir}/run/llm.sock"
    agent_endpoint: str = "ipc://{data_dir}/run/agent.sock"
    max_message_bytes: int = 4 * 1024 * 1024
    # How the game reaches its sandbox workers each tick: "seqpacket" (a Unix socket beside each
    # ipc:// sandbox endpoint; no I/O threads in the way) or "zeromq" (the endpoint itself).
    sandbox_transport: str = "seqpacket"
    # On the lane, the game and a worker keep checking for the reply (the next request) this
    # long before sleeping: an idle vCPU wakes ~25 µs late, twice a round trip. 0 = sleep at once.
    sandbox_spin_us: int = 200
    # Spin only while the cores are not busy with other work (the model writing, say): there a
    # spinning end holds the core its peer needs. false = always spin (docs/sandbox.md).
    sandbox_spin_adapt: bool = True
    # CurveZMQ (`dungeon keys generate`; "" = none). To bind tcp:// (required beyond loopback):
    # this host's server key pair and the folder of client public keys it lets in. To connect
    # over tcp:// (required beyond loopback): this client's key pair and the server's public key.
    curve_server_secret_key_file: str = ""
    curve_client_keys_dir: str = ""
    curve_client_secret_key_file: str = ""
    curve_server_public_key_file: str = ""
    # Sandbox workers on other hosts (`dungeon sandbox serve --endpoint tcp://...`), ticked over
    # ZeroMQ when no local worker is ready; one that misses a tick deadline leaves the pool.
    remote_sandbox_workers: tuple[str, ...] = ()
    # Seconds between asking a dropped remote worker again; one that answers rejoins the pool.
    remote_sandbox_retry_s: float = 30.0


@dataclass(frozen=True, slots=True)
class GameConfig:
    map: str = "default"
    seed: int = 0
    tick_interval_ms: int = 1000
    manual_ticks: bool = False
    checkpoint_every_ticks: int = 10
    player_health: int = 3
    companion_health: int = 3
    monster_health: int = 1
    # Chance per tick that a monster steps to a random free neighbour, staying within
    # monster_leash_tiles (Manhattan) of where it started. 0 keeps monsters still.
    monster_wander_chance: float = 0.2
    monster_leash_tiles: int = 2
    # How long the game waits for a sandbox worker to run one tick of the companion's code.
    sandbox_deadline_ms: int = 100
    # Code that fails in play (a sandbox error, or its move refused this many ticks in a row;
    # 0 = refusals never count) goes back to the agent for repair, at most repairs_per_order
    # times per order (0 = never: the order fails at once).
    refused_ticks_before_repair: int = 5
    repairs_per_order: int = 2
    # A running order whose companion has neither moved, nor picked up or handed over anything,
    # nor said anything new for this many ticks says so in its detail (again every as many
    # ticks), so that a client sees an order that waits; 0 = never.
    order_stall_ticks: int = 30
    # The longest one client request may keep the game busy (a game.tick of many ticks stops
    # there and says how many ran): well under the supervisor's heartbeat window.
    max_request_ms: int = 500
    # The one folder whose .txt maps a client may load by path with game.reset ("" = none: only
    # the packaged maps, by name).
    maps_dir: str = ""


@dataclass(frozen=True, slots=True)
class SandboxConfig:
    # Limits of the companion's Lua code (docs/sandbox.md). Each one reached is reported as its
    # own error kind. Per tick, and again for the chunk's top-level code when it is loaded:
    max_memory_bytes: int = 100 * 1024 * 1024  # the whole Lua state (lupa's max_memory)
    max_call_depth: int = 200  # checked every 1000 instructions
    max_instructions: int = 5_000_000
    max_tick_ms: int = 50  # CPU time of the worker, read every 8000 instructions
    max_source_bytes: int = 64 * 1024
    max_log_bytes: int = 4096  # print output per tick
    max_status_bytes: int = 512  # the status string update_func returns
    max_error_bytes: int = 1024  # an error message is cut to this length
    max_custom_fields_bytes: int = 64 * 1024  # custom fields and globals, as msgpack
    # C functions no hook can interrupt: a pattern on n bytes with q repetitions costs up to
    # n^(q+1) steps; table.sort/move/concat refuse more elements than max_table_op_items.
    max_pattern_cost: int = 5_000_000
    max_table_op_items: int = 100_000
    # The worker ends itself when one request runs longer than this (C work no hook stops).
    watchdog_ms: int = 2000
    # Ticks in a row a skill waits on what it cannot change (monsters on the way, the player in
    # it, no safe way back) before it gives up and says what it waited for (docs/skills.md).
    wait_patience_ticks: int = 30


# For a runtime, worker or pool made without a configuration (tests, tools, benchmarks).
DEFAULT_SANDBOX_LIMITS = SandboxConfig()


@dataclass(frozen=True, slots=True)
class SupervisorConfig:
    # Sandbox workers the game uses, plus warm spares it fails over to without waiting for a spawn.
    sandbox_workers: int = 2
    sandbox_spare_workers: int = 1
    # Restart delay after a crash: initial, doubling per consecutive crash, capped; a run of at
    # least backoff_reset_s counts as healthy and starts the doubling again from the initial delay.
    backoff_initial_ms: int = 100
    backoff_max_ms: int = 30_000
    backoff_reset_s: float = 10.0
    # flapping_crashes exits within flapping_window_s: stop restarting, mark the service failed.
    flapping_crashes: int = 5
    flapping_window_s: float = 60.0
    # SIGTERM, then SIGKILL to the whole process group after this long.
    graceful_timeout_s: float = 5.0
    # A service that has heartbeated once is killed and restarted after heartbeat_liveness
    # intervals of silence (its own interval if it announces one).
    heartbeat_interval_ms: int = 1000
    heartbeat_liveness: int = 3
    # OS address-space limit for each sandbox worker: baseline + sandbox.max_memory_bytes + slack.
    sandbox_address_space_bytes: int = 512 * 1024 * 1024
    # Lifetime CPU seconds of one sandbox worker (RLIMIT_CPU); workers are disposable. 0 = none.
    sandbox_cpu_time_s: int = 3600
    # RSS watchdog for the model service (an address-space limit is wrong there: mapped weights).
    # 0 = no watchdog.
    llm_max_rss_bytes: int = 12 * 1024 * 1024 * 1024
    watchdog_interval_ms: int = 1000
    # Each service's output goes to <data_dir>/logs/<name>.log, rotated at this size.
    log_max_bytes: int = 10 * 1024 * 1024
    log_backups: int = 3

    @property
    def sandbox_pool_size(self) -> int:
        """Sandbox worker processes kept running: indices 0 .. pool size - 1."""
        return self.sandbox_workers + self.sandbox_spare_workers




@dataclass(frozen=True, slots=True)
class LlmConfig:
    # "llama_cpp" loads `model` in the service; "openai" spreads requests over the servers of
    # `openai_urls`.
    backend: str = "llama_cpp"
    # A known name (`dungeon llm info` lists them) or a path to any GGUF file.
    model: str = "smollm2-135m"
    # A LoRA adapter applied to the model: "" = none; "default" = the shipped adapter, applied
    # only when `model` is the embedded smollm2-135m it was trained for; else a GGUF path.
    lora: str = "default"
    # The restating adapter (agent.restate = "model"): the same base with an adapter that
    # restates orders in the house language, run beside the model as a second small instance.
    # "" = none (the model restates from worked examples); "default" = the shipped one, only
    # for smollm2-135m; else a GGUF path.
    restate_lora: str = "default"
    # Picks sampling defaults and chat quirks: "" detects it from the model, or one of
    # qwen3, smollm2, gemma3, generic.
    family: str = ""
    n_ctx: int = 8192
    n_threads: int = 1
    # Threads for reading a long prompt (64 new tokens or more: a world that changed, the
    # first request); 0 = n_threads; at most the cores there are. Shorter reads and the drafted
    # passes run on n_threads.
    n_threads_batch: int = 2
    # -1 puts every layer on the GPU (needs llama.cpp built with CUDA); 0 = CPU only.
    n_gpu_layers: int = 0
    # 0 = off; N drafts up to N tokens by prompt lookup (helps when a retry echoes old code).
    prompt_lookup_tokens: int = 0
    # Run the embedded model's weights stored again, once, in paths.model_cache, in the type the
    # CPU reads fastest (SmolLM2: Q4_1 -> Q8_0, prompts read twice as fast, the same programs);
    # false = the packaged file as it is. A model given by path always runs as it is.
    requantize: bool = True
    # With requantize: the LoRA adapter merged into that copy once (a quarter of each token's
    # time applied at load); false = applied at load to the copy.
    merge_adapter: bool = True
    warmup: bool = True
    # "" = the grammars shipped in config/grammars/; else a folder of *.gbnf files.
    grammar_dir: str = ""
    # OpenAI-compatible servers (llama.cpp's llama-server, llama_cpp.server, vLLM), e.g.
    # ["http://127.0.0.1:8080", "http://10.0.0.7:8000"]; "/v1" is added to each.
    openai_urls: tuple[str, ...] = ()
    openai_model: str = ""
    # Name of the environment variable that holds the API key, if the servers want one.
    openai_api_key_env: str = ""
    openai_connect_timeout_ms: int = 5000
    # Requests sent to one server at once (llama-server --parallel N: N; vLLM: its batch).
    openai_requests_per_server: int = 1
    # A server silent this long in the middle of a request counts as failed.
    openai_read_timeout_ms: int = 60_000
    # A failed server gets no requests until a probe after this back-off finds it answering:
    # initial, doubling per failure in a row, capped.
    openai_backoff_initial_ms: int = 1000
    openai_backoff_max_ms: int = 30_000
    max_tokens: int = 512
    request_deadline_ms: int = 120_000
    max_queue_length: int = 16
    heartbeat_interval_ms: int = 1000
    # The pieces of a reply written within this long of the last message go out together in
    # the next one (the first piece at once); 0 = a message per piece.
    stream_interval_ms: int = 50


@dataclass(frozen=True, slots=True)
class AgentConfig:
    mode: str = "fallback"
    max_attempts: int = 3
    # Model attempts for one repair of code that failed in play.
    repair_attempts: int = 2
    dry_run_ticks: int = 40
    # The model's program, not Done within the dry run, goes on being dry-run up to this many
    # ticks when the order ends by itself, so that what its "Done" claims is checked where it
    # says it (an errand often takes longer than the dry run); 0 = the dry run only.
    done_check_ticks: int = 240
    library_dry_run_ticks: int = 5
    # Library matching (agent/library): an approved entry serves an order when its cosine
    # similarity to the order is at least match_threshold; entries within match_margin of the
    # best are then ranked by how many of the things the order names they leave unused.
    match_threshold: float = 0.6
    match_margin: float = 0.05
    # Library functions shown to the model as worked examples when it writes new code; none
    # when a LoRA adapter is on the model (llm.lora applies): it was trained without them.
    example_functions: int = 2
    # The function served for the latest order, as in the reference, whoever served it (library,
    # composed, generated), with where it came from in comments on top ("" = do not write it).
    # Relative to the folder `dungeon up` was started in (it passes the path on made absolute).
    func_out_file: str = "ai_func_out.txt"
    # How long the game waits for the agent's first word on an order before saying so.
    order_ack_timeout_ms: int = 5000
    # When the agent says nothing about an order still being written for this long (it was
    # restarted, say), the game sends the order again; silent as long again, the order fails.
    order_silence_timeout_ms: int = 20_000
    # A grammar from config/grammars/ constraining what the model writes ("" = none); none when a
    # LoRA adapter is on the model: it was trained without one (docs/llm.md).
    grammar: str = "lua_update_func"
    # Send the model the composer's program for the order as a draft it checks in batches (the
    # reply is the model's either way, only faster where they agree); false: it writes every
    # token in a pass of its own.
    draft: bool = True
    # What an order the reader cannot read whole becomes: "model" (restated by the model in the
    # house language, shown the nearest worked examples), "nearest" (the sentence of the nearest
    # worked example by the library's embedder, its things filled in: a baseline, confidently
    # wrong as often as right) or "off" (refused in words, as it was read); a restatement is
    # served only when every check passes (agent/house/checks.py; docs/measurements.md,
    # "Restating").
    restate: str = "model"
    # With restate = "model": hold the model's output to the house language's grammar while it
    # writes (true), or let it write one line freely and read it after (false: the same checks
    # decide; measured on this CPU, llama.cpp's grammar sampling made a restatement several
    # times slower for as many sentences read: docs/measurements.md, "Restating").
    restate_grammar: bool = False
    # With the restating adapter (llm.restate_lora), how sure the model must be of a
    # restatement (no token it wrote less likely than this): every restatement, and one of an
    # order with words the game does not know (0 = such orders are refused unasked, as without
    # the adapter). Chosen on the public `restated` orders: docs/measurements.md, "Restating".
    restate_min_prob: float = 0.65
    restate_unknown_min_prob: float = 0.96
    # An order that neither the reader nor a restatement reads, and that names nothing outside
    # the game: "refuse" it in words, or "write": the model writes Lua for it directly, which
    # runs only when the dry run's general checks pass (no error, progress, no harm), and the
    # status says it was not checked against the words. For a capable model (llm.model).
    open_orders: str = "refuse"


@dataclass(frozen=True, slots=True)
class Config:
    paths: PathsConfig = PathsConfig()
    network: NetworkConfig = NetworkConfig()
    game: GameConfig = GameConfig()
    sandbox: SandboxConfig = SandboxConfig()
    supervisor: SupervisorConfig = SupervisorConfig()
    llm: LlmConfig = LlmConfig()
    agent: AgentConfig = AgentConfig()

    @property
    def data_dir(self) -> Path:
        return Path(self.paths.data_dir)

    @property
    def model_cache(self) -> Path:
        if self.paths.model_cache:
            return Path(self.paths.model_cache).expanduser()
        home = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"),
                                                                 ".cache")
        return Path(home) / "dungeon-agent" / "models"

    def endpoint(self, name: str, **params: Any) -> str:
        """An endpoint from [network] with {data_dir} (and e.g. {index}) filled in."""
        template = getattr(self.network, f"{name}_endpoint")
        return template.format(data_dir=self.paths.data_dir, **params)


# --------------------------------------------------------------------------------------------


def load_config(
    path: str | os.PathLike[str] | None = None,
    overrides: Sequence[str] = (),
    environ: Mapping[str, str] | None = None,
) -> Config:
    environ = os.environ if environ is None else environ
    return build_config(raw_values(DEFAULT_CONFIG_FILE, path, overrides, environ))


def build_config(data: Mapping[str, Any]) -> Config:
    sections = {f.name: f for f in dataclasses.fields(Config)}
    unknown = set(data) - set(sections)
    if unknown:
        raise ConfigError(f"unknown config section(s): {', '.join(sorted(unknown))}; "
                          f"known: {', '.join(sections)}")
    built = {}
    for name, f in sections.items():
        raw = data.get(name, {})
        if not isinstance(raw, dict):
            raise ConfigError(f"[{name}] must be a table, got {type(raw).__name__}")
        built[name] = _build_section(name, f.type if isinstance(f.type, type) else
                                     typing.get_type_hints(Config)[name], raw)
    config = Config(**built)
    validate(config)
    return config


def _build_section(section: str, cls: type, raw: Mapping[str, Any]) -> Any:
    fields = {f.name: f for f in dataclasses.fields(cls)}
    unknown = set(raw) - set(fields)
    for key in sorted(unknown):
        if f"{section}.{key}" in RENAMED_KEYS:
            raise ConfigError(RENAMED_KEYS[f"{section}.{key}"])
    if unknown:
        key = sorted(unknown)[0]
        raise ConfigError(f"{section}.{key}: unknown key; known keys: {', '.join(fields)}")
    hints = typing.get_type_hints(cls)
    values = {}
    for key, value in raw.items():
        values[key] = _coerce(f"{section}.{key}", value, hints[key])
    return cls(**values)


def _coerce(key: str, value: Any, tp: Any) -> Any:
    if tp is bool:
        if isinstance(value, bool):
            return value
        raise ConfigError(f"{key} = {value!r}: expected true or false")
    if tp is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        raise ConfigError(f"{key} = {value!r}: expected an integer")
    if tp is float:
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
        raise ConfigError(f"{key} = {value!r}: expected a number")
    if tp is str:
        if isinstance(value, str):
            return value
        raise ConfigError(f"{key} = {value!r}: expected a string")
    if typing.get_origin(tp) is tuple:
        if isinstance(value, list):
            (inner, _) = typing.get_args(tp)
            return tuple(_coerce(key, v, inner) for v in value)
        raise ConfigError(f"{key} = {value!r}: expected a list")
    raise ConfigError(f"{key}: unsupported type {tp!r}")
