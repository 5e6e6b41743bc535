"""Every test that docs/rules.md names as pinning a ruling exists."""

from __future__ import annotations

import re
from pathlib import Path

HERE = Path(__file__).parent
RULES = HERE.parents[1] / "docs" / "rules.md"


def references() -> list[tuple[str, str]]:
    found = []
    for line in RULES.read_text(encoding="utf-8").splitlines():
        current = None
        for file, name in re.findall(r"`(test_\w+\.py)?::(test_\w+)`", line):
            current = file or current
            found.append((current, name))
    return found


def test_rulings_name_existing_tests():
    refs = references()
    assert len(refs) > 20
    for file, name in refs:
        assert file, f"a ruling names ::{name} without its file"
        source = (HERE / file).read_text(encoding="utf-8")
        assert re.search(rf"^def {name}\(", source, re.M), f"{file}::{name} does not exist"
