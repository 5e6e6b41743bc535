"""Bundled missions and the Tunnel Rats content pack (package data)."""
