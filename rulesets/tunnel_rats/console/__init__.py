"""The Tunnel Rats console: the board and the narration of its events (docs/playing.md)."""
