"""Tiny child programs for supervisor tests, and ``supervised``, which runs a real supervisor."""
