"""What `crawlbook` imports to start: each command imports only what it uses (issue 30).

A pre-commit hook or a CI step runs `crawlbook check` on every push, so its start-up is
what an author waits for most often (docs/performance.md, "start-up"). Each test runs
the command line in a fresh interpreter and reads the modules it imported; a module that
one of these commands does not need (the maps, the booklet, the engine, the web player,
the language server and their libraries) fails the test, whoever imported it. Timings
are never asserted here: `benchmarks/startup_bench.py` measures them.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

# Modules no command below needs: a prefix matches the module and its submodules.
NEVER = (
    "crawlbook.compiler.maps", "crawlbook.compiler.booklet", "crawlbook.compiler.layout",
    "crawlbook.compiler.svgdraw", "crawlbook.compiler.htmlmap", "crawlbook.compiler.heat",
    "crawlbook.compiler.odds", "crawlbook.compiler.diff", "crawlbook.compiler.build",
    "crawlbook.compiler.lower", "crawlbook.runtime", "crawlbook.web", "crawlbook.lsp",
    "networkx", "jinja2", "rich", "graphviz", "jsonschema", "starlette", "uvicorn",
    "pygments", "hypothesis", "asyncio", "http", "sqlite3", "multiprocessing",
)
# What only a check needs, and the help and version texts do not: the parser, the
# checks, lark and the search for installed rulesets (importlib.metadata).
CHECK_ONLY = ("crawlbook.dsl", "crawlbook.compiler", "crawlbook.plugins", "crawlbook.ruleset",
              "crawlbook.rulesets", "lark", "importlib.metadata", "email", "tomllib")

_PROBE = """
import sys
from crawlbook.cli import main
try:
    main(sys.argv[2:], prog_name="crawlbook")
except SystemExit:
    pass
modules = sorted(sys.modules)
import json  # after the list is taken: whether the command imported json is asked
with open(sys.argv[1], "w", encoding="utf-8") as out:
    json.dump(modules, out)
"""


def imported(tmp_path: Path, *args: str) -> set[str]:
    """The modules a fresh interpreter holds after running ``crawlbook ARGS``."""
    report = tmp_path / "modules.json"
    subprocess.run([sys.executable, "-c", _PROBE, str(report), *args], cwd=tmp_path,
                   check=True, capture_output=True, timeout=120)
    return set(json.loads(report.read_text(encoding="utf-8")))


def unwanted(modules: set[str], prefixes: tuple[str, ...]) -> list[str]:
    return sorted(m for m in modules
                  if any(m == p or m.startswith(p + ".") for p in prefixes))


# What a check does without: the installed rulesets are found by reading their
# distributions' entry_points.txt (crawlbook.plugins), not through importlib.metadata and
# the email parser it imports; the bundled missions and a ruleset's content folder are
# found as the folders of their packages, not through importlib.resources (and zipfile);
# difflib only words a ruleset's broken contract, secrets only names a file being written.
# The parser is lark's standalone parser generated into crawlbook.dsl.grammar_standalone
# (crawlbook.dsl.parser): not lark itself, with its grammar loader, logging, pickle,
# tempfile, shutil and hashlib. A clean check in text reads and writes no JSON and names
# no character by its Unicode name (json and unicodedata: crawlbook.inert imports them
# when it does).
NOT_FOR_CHECK = ("importlib.metadata", "email", "csv", "importlib.resources",
                 "importlib.readers", "zipfile", "difflib", "secrets", "lark", "logging",
                 "pickle", "tempfile", "shutil", "hashlib", "json", "unicodedata")


def test_check_of_a_bundled_mission_imports_only_what_it_uses(tmp_path: Path) -> None:
    modules = imported(tmp_path, "check", "1")
    assert "crawlbook.compiler.checks" in modules  # the probe did check the mission
    # It INCLUDEs a file of the Tunnel Rats content ("crawlbook:content/tunnel-rats/...").
    assert "crawlbook.rulesets.tunnel_rats" in modules
    assert unwanted(modules, NEVER + NOT_FOR_CHECK) == []


def test_check_without_a_pyproject_reads_no_toml(tmp_path: Path) -> None:
    """tomllib is imported when a pyproject.toml may hold ``[tool.crawlbook]``; a booklet
    in a folder without one (none up to the root, as in a temporary folder) needs none."""
    if any((parent / "pyproject.toml").exists() for parent in tmp_path.parents):
        pytest.skip("a pyproject.toml above the temporary folder")
    booklet = tmp_path / "one.mission"
    booklet.write_bytes(Path(__file__).parents[1].joinpath(
        "missions", "00-training.mission").read_bytes())
    modules = imported(tmp_path, "check", str(booklet))
    assert "crawlbook.compiler.checks" in modules
    assert unwanted(modules, NEVER + NOT_FOR_CHECK + ("tomllib",)) == []


def test_the_nodes_are_built_without_dataclasses_exec(tmp_path: Path) -> None:
    """The AST's 34 node classes are ``dsl/record.py`` records: ``dataclasses`` compiled
    five or six methods of each at import, an eighth of check's start-up."""
    from crawlbook.dsl import nodes
    from crawlbook.dsl.record import Record

    classes = [c for c in vars(nodes).values()
               if isinstance(c, type) and c.__module__ == nodes.__name__]
    assert len(classes) > 30
    # Their equality, hashing and repr are Record's shared methods, not compiled per class
    # (a record answers dataclasses' functions, so it has __dataclass_fields__ too).
    assert all(issubclass(c, Record) and c.__eq__ is Record.__eq__
               and c.__hash__ is Record.__hash__ and c.__repr__ is Record.__repr__
               for c in classes)
    # Their __init__ is compiled once per shape (the number of fields ...), not per class:
    # records of the same shape run the same bytecode under their own argument names.
    shapes = {vars(c)["__init__"].__code__.co_code for c in classes}
    assert len(shapes) < len(classes) / 2
    span = vars(nodes.Span)["__init__"].__code__
    assert span.co_varnames == ("self", "file", "line", "column", "end_line", "end_column")


def test_the_parser_s_tables_are_read_without_lark_s_deserialize(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The parser's tables are shipped as its runtime reads them (``dsl/tables.py``): lark's
    generic ``deserialize`` (3,794 calls, 40 M instructions of ``check 1``) reads only the
    lexer's settings, an empty list of terminals."""
    from crawlbook.dsl import grammar_standalone, parser

    read = []
    deserialize = grammar_standalone.Serialize.deserialize.__func__  # type: ignore[attr-defined]

    def counted(cls: type, *args: object) -> object:
        read.append(cls.__name__)
        return deserialize(cls, *args)

    monkeypatch.setattr(grammar_standalone.Serialize, "deserialize", classmethod(counted))
    assert not hasattr(grammar_standalone, "DATA") and not hasattr(grammar_standalone, "MEMO")
    built = parser._standalone(parser.GRAMMAR.read_text(encoding="utf-8"))
    assert read == ["LexerConf"]
    assert len(built.rules) > 200


# Every command but those that play (below).
@pytest.mark.parametrize("args", [("--version",), ("--help",), ("check", "--help"),
                                  ("build", "--help"), ("fmt", "--help"),
                                  ("graph", "--help"), ("booklet", "--help"),
                                  ("lsp", "--help"), ("new", "--help"), ("effects", "--help"),
                                  ("export", "--help"), ("missions", "--help"),
                                  ("rulesets", "--help"), ("odds", "--help"),
                                  ("diff", "--help")])
def test_help_and_version_import_no_parser_nor_checks(tmp_path: Path,
                                                      args: tuple[str, ...]) -> None:
    modules = imported(tmp_path, *args)
    assert unwanted(modules, NEVER + CHECK_ONLY) == []


# The commands that play list each installed ruleset's game options in their help
# (``crawlbook.commands.game_options``), so they load the rulesets' plug-in classes and
# option modules, and the seed's limit (``crawlbook.runtime.rng``, its one module of the
# runtime); a ruleset with no options says so (the gamebook example's ``options``) rather
# than have its engine imported to ask. None of them needs the parser, the checks, the
# maps, the booklet, any engine, the web player or the language server.
PLAY_HELP_NEVER = (
    *(p for p in NEVER if p != "crawlbook.runtime"), "crawlbook.compiler", "lark",
    "crawlbook.runtime.interpreter", "crawlbook.runtime.state", "crawlbook.runtime.prompts",
    "crawlbook_gamebook.engine", "crawlbook_gamebook.rules",
    "importlib.metadata", "crawlbook.runtime.console",
    "crawlbook.runtime.simulation", "crawlbook.runtime.game", "crawlbook.runtime.search",
    "crawlbook.rulesets.tunnel_rats.engine", "crawlbook.rulesets.chainsaw_warrior.engine",
    "crawlbook.rulesets.tunnel_rats.console", "crawlbook.rulesets.tunnel_rats.checks",
    "crawlbook.rulesets.chainsaw_warrior.checks", "crawlbook.rulesets.tunnel_rats.language",
    "crawlbook.rulesets.chainsaw_warrior.language")


@pytest.mark.parametrize("command", ["play", "serve", "simulate", "campaign", "test"])
def test_help_of_the_commands_that_play_imports_no_engine(tmp_path: Path,
                                                          command: str) -> None:
    modules = imported(tmp_path, command, "--help")
    assert "crawlbook.commands." + command in modules
    assert unwanted(modules, PLAY_HELP_NEVER) == []


@pytest.mark.parametrize("args", [("--version",), ("--help",), ("check", "--help")])
def test_version_imports_no_more_than_click_and_the_command_line(tmp_path: Path,
                                                                 args: tuple[str, ...]) -> None:
    """`crawlbook --version` needs click and ``crawlbook.cli`` (and `check --help` the
    check's own module): not even the module that makes usage errors and reports inert,
    which only a usage error or a check's report imports, nor json or unicodedata."""
    assert unwanted(imported(tmp_path, *args),
                    ("crawlbook.inert", "json", "unicodedata")) == []


_START = """
import json, sys
from crawlbook.start import run
sys.argv = ["crawlbook", *sys.argv[2:]]  # python -c PROBE - ARGS...
try:
    run()
except SystemExit as stop:
    code = stop.code
else:
    code = 0
with open(REPORT, "w", encoding="utf-8") as out:
    json.dump({"modules": sorted(sys.modules), "code": code}, out)
"""


@pytest.mark.parametrize("flag", ["--version", "-V"])
def test_version_is_answered_before_click_loads_as_click_answers_it(tmp_path: Path,
                                                                   flag: str) -> None:
    """``crawlbook/start.py``'s speed trick (benchmarks/startup_bench.py): the same text
    and exit code as click's ``version_option``, without importing click."""
    from click.testing import CliRunner

    from crawlbook.cli import main

    clicks = CliRunner().invoke(main, [flag])
    ours = subprocess.run([sys.executable, "-m", "crawlbook", flag], cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)
    assert (ours.stdout, ours.stderr, ours.returncode) == (clicks.output, "", clicks.exit_code)
    assert clicks.exit_code == 0 and clicks.output.startswith("crawlbook, version ")
    report = tmp_path / "start.json"
    probe = _START.replace("REPORT", repr(str(report)))
    subprocess.run([sys.executable, "-c", probe, "-", flag], cwd=tmp_path, check=True,
                   capture_output=True, timeout=120)
    found = json.loads(report.read_text(encoding="utf-8"))
    assert found["code"] == 0
    assert unwanted(set(found["modules"]), ("click", "crawlbook.cli", "inspect")) == []


@pytest.mark.parametrize("args", [("--version", "check"), ("--help",), ("-V", "-V")])
def test_every_other_command_line_goes_to_click(tmp_path: Path, args: tuple[str, ...]) -> None:
    report = tmp_path / "start.json"
    probe = _START.replace("REPORT", repr(str(report)))
    subprocess.run([sys.executable, "-c", probe, "-", *args], cwd=tmp_path, check=True,
                   capture_output=True, timeout=120)
    assert "crawlbook.cli" in json.loads(report.read_text(encoding="utf-8"))["modules"]


_CASES = Path(__file__).parent / "data" / "cases"


@pytest.mark.parametrize(("args", "code"), [
    (("check", "1"), 0),  # clean
    (("check", "--format", "json", str(_CASES / "everything.mission")), 1),  # errors
    (("check", "--strict", str(_CASES)), 1),  # a folder, warnings failing too
    (("check", "--format", "yaml", "1"), 2),  # a usage error, on stderr
    (("check", str(_CASES / "no-such.mission")), 2),
])
def test_check_leaves_early_with_what_click_prints(tmp_path: Path, args: tuple[str, ...],
                                                 code: int) -> None:
    """``crawlbook/start.py``'s speed trick for `check` (benchmarks/startup_bench.py): the
    program's process skips the cyclic collector and Python's finalization, and writes
    the same output, on the same streams, with the same exit code as the command run by
    click anywhere else."""
    from click.testing import CliRunner

    from crawlbook.cli import main

    clicks = CliRunner().invoke(main, list(args), prog_name="crawlbook")
    ours = subprocess.run([sys.executable, "-m", "crawlbook", *args], cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)
    # `python -m crawlbook` names itself so in a usage error's first line.
    stderr = ours.stderr.replace("python -m crawlbook", "crawlbook")
    assert (ours.stdout, stderr, ours.returncode) == (clicks.stdout, clicks.stderr,
                                                      clicks.exit_code)
    assert clicks.exit_code == code


_LEAVES = """
import atexit, sys
from pathlib import Path
atexit.register(lambda: Path(MARK).write_text("finalized"))
from crawlbook.start import run
sys.argv = ["crawlbook", *sys.argv[1:]]
run()
"""


@pytest.mark.parametrize(("args", "finalized"), [(("check", "1"), False),
                                                 (("check", "--help"), False),
                                                 (("missions",), True),
                                                 (("check", "--format", "yaml", "1"), False)])
def test_only_check_skips_the_finalization(tmp_path: Path, args: tuple[str, ...],
                                           finalized: bool) -> None:
    """A check's process ends without Python's finalization (no atexit handler runs);
    every other command ends as Python ends a program."""
    mark = tmp_path / "finalized"
    probe = _LEAVES.replace("MARK", repr(str(mark)))
    subprocess.run([sys.executable, "-c", probe, *args], cwd=tmp_path,
                   capture_output=True, timeout=120)
    assert mark.exists() is finalized
