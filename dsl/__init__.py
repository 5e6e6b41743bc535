"""The crawlbook language: grammar, parser and AST (source text -> AST with spans)."""
