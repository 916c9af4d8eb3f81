"""``dungeon library list|show|approve|reject|add|export|import``: a person curates the library.

Nothing the agent generates is served until a person approves it here. Exit codes: 0 done,
1 the library file cannot be used, 2 a usage error (unknown id, bad file).
"""

from __future__ import annotations

import argparse
import functools
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any, ParamSpec

from agent.library.entry import ADDED, APPROVED, CANDIDATE, REJECTED, STATUSES, EntryError
from sandbox_worker.source import read_source

P = ParamSpec("P")


def register(subparsers: argparse._SubParsersAction) -> None:
    library = subparsers.add_parser(
        "library", help="the companion's library of functions: list, review, approve, add")
    sub = library.add_subparsers(dest="library_command", metavar="ACTION")
    library.set_defaults(func=lambda args: _usage(library))

    ls = sub.add_parser("list", help="every entry: id, status, origin, counters, an example")
    which = ls.add_mutually_exclusive_group()
    which.add_argument("--status", choices=STATUSES, help="only entries with this status")
    which.add_argument("--candidates", dest="status", action="store_const", const=CANDIDATE,
                       help="only candidates: code kept from play, waiting for a person "
                            "(the same as --status candidate)")
    ls.set_defaults(func=cmd_list)

    show = sub.add_parser("show", help="one entry in file form (edit it and `add` it back)")
    show.add_argument("id", help="an entry's id, as `dungeon library list` shows it")
    show.set_defaults(func=cmd_show)

    for name, status in (("approve", APPROVED), ("reject", REJECTED)):
        p = sub.add_parser(name, help=f"mark entries {status} (a person's decision)")
        p.add_argument("ids", nargs="+", metavar="ID", help="entries' ids")
        p.set_defaults(func=functools.partial(cmd_set_status, status=status))

    add = sub.add_parser("add", help="add an entry from a .lua file with a TOML header")
    add.add_argument("file", help="a .lua file with a TOML header, as `show` prints one")
    add.add_argument("--approve", action="store_true", help="approve it at once")
    add.add_argument("--replace", action="store_true", help="replace an entry of the same id")
    add.set_defaults(func=cmd_add)

    export = sub.add_parser("export", help="write every entry to a JSON file (- for stdout)")
    export.add_argument("file", help="where to write (- for stdout)")
    export.add_argument("--status", choices=STATUSES, help="only entries with this status")
    export.set_defaults(func=cmd_export)

    imp = sub.add_parser("import", help="add or replace entries from an exported JSON file")
    imp.add_argument("file", help="a file `dungeon library export` wrote")
    imp.set_defaults(func=cmd_import)


class _Exit(Exception):
    """Ends a command with a message on stderr and an exit code."""

    def __init__(self, code: int, message: str) -> None:
        super().__init__(message)
        self.code = code


def _command(fn: Callable[P, int]) -> Callable[P, int]:
    @functools.wraps(fn)
    def run(*args: P.args, **kwargs: P.kwargs) -> int:
        try:
            return fn(*args, **kwargs)
        except _Exit as exc:
            print(f"dungeon library: {exc}", file=sys.stderr)
            return exc.code

    return run


def _usage(parser: argparse.ArgumentParser) -> int:
    parser.print_help(sys.stderr)
    return 2


@contextmanager
def _library(args: argparse.Namespace) -> Iterator[Any]:
    from agent.library import Library
    from agent.library.store import StoreError

    try:
        lib = Library.open(args.cfg)
    except (StoreError, EntryError, ValueError, OSError) as exc:
        raise _Exit(1, f"cannot open the library: {exc}") from None
    try:
        yield lib
    finally:
        lib.close()


def _read(path: str) -> str:
    try:
        data = sys.stdin.buffer.read() if path == "-" else Path(path).read_bytes()
        return read_source(data)
    except OSError as exc:
        raise _Exit(2, f"cannot read {path}: {exc}") from None
    except ValueError as exc:
        raise _Exit(2, f"{path} {exc}") from None


def _unknown(ids: list[str]) -> _Exit:
    return _Exit(2, f"no entry {', '.join(map(repr, ids))}; `dungeon library list` shows them")


@_command
def cmd_list(args: argparse.Namespace) -> int:
    with _library(args) as lib:
        entries = lib.store.entries(args.status)
    if not entries:
        print("no entries" + (f" with status {args.status}" if args.status else ""))
        return 0
    width = max(len(e.id) for e in entries)
    print(f"{'id':<{width}}  {'status':<9} {'origin':<9} {'served':>6} {'ok':>4}  example")
    for e in entries:
        print(f"{e.id:<{width}}  {e.status:<9} {e.origin:<9} {e.served:>6} {e.succeeded:>4}  "
              f"{e.examples[0]}")
    return 0


@_command
def cmd_show(args: argparse.Namespace) -> int:
    from agent.library import entry_file

    with _library(args) as lib:
        entry = lib.store.get(args.id)
    if entry is None:
        raise _unknown([args.id])
    decided = ", decided by a person" if entry.decided else ""
    # A TOML comment in the header: `add` reads the shown text back unchanged.
    print(f"-- # status: {entry.status}{decided}; origin: {entry.origin}; "
          f"served {entry.served}, succeeded {entry.succeeded}")
    sys.stdout.write(entry_file.render(entry))
    return 0


@_command
def cmd_set_status(args: argparse.Namespace, *, status: str) -> int:
    with _library(args) as lib:
        unknown = [i for i in args.ids if lib.store.get(i) is None]
        if unknown:
            raise _Exit(2, f"{_unknown(unknown)}; nothing changed")
        with lib.store.transaction():
            for entry_id in args.ids:
                lib.store.set_status(entry_id, status)
    for entry_id in args.ids:
        print(f"{entry_id}: {status}")
    return 0


@_command
def cmd_add(args: argparse.Namespace) -> int:
    from agent.library import entry_file

    try:
        entry = entry_file.parse(_read(args.file), where=args.file)
    except EntryError as exc:
        raise _Exit(2, str(exc)) from None
    status = APPROVED if args.approve else CANDIDATE
    entry = replace(entry, origin=ADDED, status=status, decided=args.approve)
    with _library(args) as lib:
        try:
            (lib.store.put if args.replace else lib.store.insert)(entry)
        except EntryError as exc:
            raise _Exit(2, f"{exc}; use --replace to replace it") from None
    print(f"{entry.id}: added as {status}"
          + ("" if args.approve else f"; `dungeon library approve {entry.id}` to serve it"))
    return 0


@_command
def cmd_export(args: argparse.Namespace) -> int:
    from agent.library import exchange

    with _library(args) as lib:
        entries = lib.store.entries(args.status)
    text = exchange.dump(entries)
    if args.file == "-":
        sys.stdout.write(text)
        return 0
    try:
        Path(args.file).write_text(text, encoding="utf-8")
    except OSError as exc:
        raise _Exit(2, f"cannot write {args.file}: {exc}") from None
    print(f"exported {len(entries)} entries to {args.file}")
    return 0


@_command
def cmd_import(args: argparse.Namespace) -> int:
    from agent.library import exchange

    try:
        entries = exchange.load(_read(args.file), where=args.file)
    except EntryError as exc:
        raise _Exit(2, f"{exc}; nothing imported") from None
    with _library(args) as lib, lib.store.transaction():
        known = {e.id for e in entries if lib.store.get(e.id) is not None}
        for entry in entries:
            lib.store.put(entry)
    print(f"imported {len(entries)} entries from {args.file}: "
          f"{len(entries) - len(known)} added, {len(known)} replaced")
    return 0
