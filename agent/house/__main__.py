"""``python -m agent.house --gbnf``: the house language's GBNF grammar (config/grammars/
house.gbnf is this output); ``--examples``: write the worked examples of restating with their
vectors (agent/house/examples.npz); ``python -m agent.house SENTENCE``: its reading."""

from __future__ import annotations

import argparse
import sys

from agent.house.language import HOUSE


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m agent.house", description=__doc__)
    parser.add_argument("--gbnf", action="store_true", help="print the GBNF grammar")
    parser.add_argument("--examples", action="store_true",
                        help="write agent/house/examples.npz again")
    parser.add_argument("sentence", nargs="*", help="a sentence of the house language to read")
    args = parser.parse_args(argv)
    if args.gbnf:
        sys.stdout.write(HOUSE.gbnf(extra_root=("outside",)))
        return 0
    if args.examples:
        from agent.house.examples import shipped_path, write_examples
        from agent.library.embedding import SentenceEmbedder

        n = write_examples(shipped_path(), SentenceEmbedder().embed)
        print(f"{n} examples written to {shipped_path()}")
        return 0
    if not args.sentence:
        parser.print_usage()
        return 2
    read = HOUSE.read(" ".join(args.sentence))
    print(read if read is not None else "not a sentence of the house language")
    return 0 if read is not None else 1


if __name__ == "__main__":
    sys.exit(main())
