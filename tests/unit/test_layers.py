"""Every import points down the layers that the folder tree draws (README, "Where things are").

base < config < game < sandbox_worker < agent < the packages in services/ (one per process, and
the sandbox client that three of them share). A package may import its own layer and the layers
below it. The packages in services/ do not import each other, save the few uses named in
``SERVICE_USES``; the command line may use any of them. Imports are
read from the source with ``ast``, those inside functions included, so a lazy import counts.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LAYERS = ("base", "config", "game", "sandbox_worker", "agent", "services")
PROCESSES = ("game_server", "agent_server", "llm_server", "supervisor", "cli", "sandbox_client")

# The process packages' uses of one another, each for a reason; anything else is a finding.
SERVICE_USES: dict[str, set[str]] = {
    "services.supervisor": set(),
    "services.llm_server": set(),
    # The pool starts its own sandbox workers, when no supervisor does, exactly as the
    # supervisor starts them (same limits, same process group handling: supervisor.process).
    "services.sandbox_client": {"services.supervisor"},
    # The game runs the companion's code through the sandbox client.
    "services.game_server": {"services.sandbox_client"},
    # The agent validates code in a worker of its own, through the sandbox client, and asks the
    # model through the model service's client.
    "services.agent_server": {"services.sandbox_client", "services.llm_server"},
    # The command line starts, drives and inspects all of them.
    "services.cli": {f"services.{name}" for name in PROCESSES if name != "cli"},
}


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(source: str, module: str, *, is_package: bool = False) -> list[tuple[str, int]]:
    """The project-wide names ``module`` imports, with their line, relative imports resolved."""
    found: list[tuple[str, int]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                package = module.split(".")
                # `from . import x` in a package's __init__ means the package itself.
                keep = len(package) - node.level + (1 if is_package else 0)
                target = ".".join(package[:keep] + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            # `from pkg import mod` imports pkg.mod when mod is a module: count both.
            found.append((target, node.lineno))
            found += [(f"{target}.{alias.name}", node.lineno) for alias in node.names]
    return [(name, line) for name, line in found if name.split(".")[0] in LAYERS]


def unit_of(module: str) -> str:
    """The layer, or for services/ the process package, a module belongs to."""
    parts = module.split(".")
    if parts[0] == "services" and len(parts) > 1 and parts[1] in PROCESSES:
        return f"services.{parts[1]}"
    return parts[0]


def allowed(importer: str, imported: str) -> bool:
    here, there = unit_of(importer), unit_of(imported)
    if here == there:
        return True
    here_layer, there_layer = LAYERS.index(here.split(".")[0]), LAYERS.index(there.split(".")[0])
    if there_layer != here_layer:
        return there_layer < here_layer
    # Both in services/: the package itself (an empty __init__) or a named use.
    return there == "services" or there in SERVICE_USES.get(here, set())


def violations(graph: dict[str, list[tuple[str, int]]]) -> list[str]:
    return [
        f"{importer} imports {imported} (line {line})"
        for importer, names in sorted(graph.items())
        for imported, line in names
        if not allowed(importer, imported)
    ]


def cycle(edges: dict[str, set[str]]) -> list[str]:
    """One cycle among the units, or [] when there is none (depth-first search)."""
    state: dict[str, str] = {}
    path: list[str] = []

    def visit(unit: str) -> list[str]:
        state[unit] = "open"
        path.append(unit)
        for nxt in sorted(edges.get(unit, ())):
            if state.get(nxt) == "open":
                return path[path.index(nxt):] + [nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        state[unit] = "done"
        path.pop()
        return []

    for unit in sorted(edges):
        if unit not in state and (found := visit(unit)):
            return found
    return []


def project_graph() -> dict[str, list[tuple[str, int]]]:
    graph = {}
    for layer in LAYERS:
        for path in sorted((ROOT / layer).rglob("*.py")):
            module = module_name(path)
            graph[module] = imports_of(
                path.read_text(), module, is_package=path.name == "__init__.py"
            )
    return graph


def unit_edges(graph: dict[str, list[tuple[str, int]]]) -> dict[str, set[str]]:
    edges: dict[str, set[str]] = {}
    for importer, names in graph.items():
        for imported, _ in names:
            if unit_of(importer) != unit_of(imported):
                edges.setdefault(unit_of(importer), set()).add(unit_of(imported))
    return edges


def test_every_import_points_down():
    assert violations(project_graph()) == []


def test_no_cycles_between_layers_and_processes():
    assert cycle(unit_edges(project_graph())) == []


def test_the_base_imports_nothing_else_of_the_project():
    graph = project_graph()
    outside = [(m, name) for m, names in graph.items() if m.startswith("base")
               for name, _ in names if not name.startswith("base")]
    assert outside == []


def test_the_graph_sees_every_layer_and_process():
    """A check over an empty graph would pass: make sure the files were found and read."""
    units = {unit_of(module) for module in project_graph()}
    assert units >= set(LAYERS[:-1]) | {f"services.{name}" for name in PROCESSES}


def test_an_upward_import_is_found_even_inside_a_function():
    source = "import zmq\n\ndef f():\n    from services.sandbox_client.pool import Pool\n"
    graph = {"agent.loop": imports_of(source, "agent.loop")}
    assert violations(graph) == [
        "agent.loop imports services.sandbox_client.pool (line 4)",
        "agent.loop imports services.sandbox_client.pool.Pool (line 4)",
    ]


def test_a_relative_import_is_resolved_before_it_is_judged():
    # From the model server, `from ..game_server import server` reaches another process.
    module = "services.llm_server.server"
    graph = {module: imports_of("from ..game_server import server\n", module)}
    assert [name for name, _ in graph[module]] == [
        "services.game_server", "services.game_server.server"
    ]
    assert len(violations(graph)) == 2
    own = imports_of("from . import protocol\n", "base", is_package=True)
    assert own == [("base", 1), ("base.protocol", 1)]


def test_process_packages_may_not_use_each_other_unless_named():
    graph = {
        "services.llm_server.server": [("services.game_server.server", 3)],
        "services.game_server.server": [("services.cli.game_client", 5)],
        "services.cli.game": [("services.game_server.server", 7)],
        "services.agent_server.wiring": [("services.llm_server.client", 9)],
    }
    assert violations(graph) == [
        "services.game_server.server imports services.cli.game_client (line 5)",
        "services.llm_server.server imports services.game_server.server (line 3)",
    ]


def test_downward_and_same_layer_imports_pass():
    graph = {
        "agent.loop": [("game.world", 1), ("sandbox_worker.api", 2), ("agent.prompt", 3)],
        "config.settings": [("base.protocol", 1)],
        "services.game_server.server": [("base.transport", 1), ("services", 2)],
    }
    assert violations(graph) == []


def test_a_cycle_is_found():
    assert cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert cycle({"a": {"b"}, "b": {"c"}}) == []
