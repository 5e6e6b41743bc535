"""The classic gamebook is installed as any plug-in is (`pip install -e examples/gamebook`,
which ./dev setup runs; docs/rulesets.md): a distribution of its own whose entry point
`crawlbook rulesets` lists, and whose skeleton the language server hovers and completes."""

from __future__ import annotations

from importlib import metadata
from pathlib import Path

from click.testing import CliRunner

from crawlbook import plugins
from crawlbook.cli import main
from crawlbook.lsp import features
from crawlbook.lsp.analysis import Project, file_key


def test_it_is_a_distribution_of_its_own_with_the_entry_point() -> None:
    dist = metadata.distribution("crawlbook-gamebook")
    points = [ep for ep in dist.entry_points if ep.group == "crawlbook.rulesets"]
    assert [(ep.name, ep.value) for ep in points] == [("gamebook",
                                                        "crawlbook_gamebook:Gamebook")]
    assert plugins.origin("gamebook") == ("crawlbook-gamebook", dist.version)
    out = CliRunner().invoke(main, ["rulesets"]).output
    assert "gamebook  Classic Gamebook" in out and "from crawlbook-gamebook" in out


def test_the_language_server_hovers_and_completes_its_skeleton(tmp_path: Path) -> None:
    path = tmp_path / "cave.mission"
    assert CliRunner().invoke(main, ["new", "--ruleset", "gamebook", str(path)]).exit_code == 0
    project = Project([tmp_path])
    text = path.read_text("utf-8")
    project.open(path, text)
    project.refresh()
    key = file_key(path)
    analysis = project.analyses_of(key)[0]
    doc = analysis.name_of(key)
    assert doc is not None
    lines = text.split("\n")
    row = next(i for i, line in enumerate(lines) if line.startswith("[FIGHT"))
    found = features.hover(analysis, doc, row, 2)
    assert found is not None and "FIGHT" in found[0] and "Chance to win" in found[0]
    items, _ = features.complete(analysis, doc, row, 1, "[")
    assert {"FIGHT", "TEST", "GAIN", "EAT", "STAMINA"} <= {i.label for i in items}
