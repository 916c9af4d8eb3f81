"""Exits with code 3 at once, like a service whose module is missing."""

import sys

print("crashing at once", flush=True)
sys.exit(3)
