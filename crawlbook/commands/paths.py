"""The files a command works on: files as given, and every file with a suffix under a
folder (hidden folders such as ``.git`` and ``.venv`` skipped); a path that does not exist,
or a file given that is not a regular file (a FIFO, a device), is a usage error (exit 2).
Used by `fmt` and `test`."""

from __future__ import annotations

from pathlib import Path

import click


def expand(paths: tuple[str, ...], suffix: str) -> list[Path]:
    """``paths`` with each folder replaced by its files ending in ``suffix``, sorted, each
    file once."""
    files: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if not path.exists():
            raise click.UsageError(f"{raw}: no such file or folder")
        if path.is_dir():
            files += sorted(f for f in path.rglob("*" + suffix)
                            if not any(part.startswith(".")
                                       for part in f.relative_to(path).parts[:-1]))
        else:
            from crawlbook.commands.sources import require_regular

            require_regular(path, raw)
            files.append(path)
    return list(dict.fromkeys(files))
