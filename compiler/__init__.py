"""The compiler: AST -> MissionGraph, checks and diagnostics, compiled JSON, maps, booklets."""
