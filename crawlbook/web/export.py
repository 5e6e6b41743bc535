"""`crawlbook export`: a folder that plays a mission in the browser with no server
(docs/playing.md, "A page that plays with no server").

The folder holds the page (``index.html``, the player's script and style sheet, as
served), the compiled program (``program.json``), Pyodide (CPython for the browser, from
the npm package ``pyodide`` that ``./dev setup`` installs with ``npm ci`` into
``node_modules/``, copied here: never fetched at play time) and crawlbook's runtime with
the one library it needs at play time that Pyodide lacks, ``rich`` (pure Python), as
archives of installed files (``runtime/``): the page unpacks them into Pyodide's
``site-packages`` and plays with ``crawlbook.web.local``. Nothing else is imported on the
way (no compiler dependency: the program is compiled here). The page's
Content-Security-Policy allows its own files only, and WebAssembly.
"""

from __future__ import annotations

import io
import json
import os
import zipfile
from collections.abc import Iterator
from importlib import metadata, resources
from importlib.resources.abc import Traversable
from pathlib import Path

from crawlbook.web.app import static_dir

# What the page needs of the npm package (not its maps, types or consoles).
PYODIDE_FILES = ("pyodide.js", "pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm",
                 "python_stdlib.zip", "pyodide-lock.json", "package.json")
CSP = ("default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; "
       "img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'")
# The installed packages of crawlbook (the repository's folders install under other
# names: docs/architecture.md); the language server and the page's own assets are left out.
PACKAGES = ("crawlbook", "crawlbook.dsl", "crawlbook.compiler", "crawlbook.runtime",
            "crawlbook.missions", "crawlbook.rulesets")
SKIP = ("crawlbook/lsp/", "crawlbook/web/static/", "crawlbook/compiler/templates/",
        "crawlbook/runtime/templates/")
DATA = (".py", ".json", ".toml", ".mission", ".txt", ".lark")
LIBRARIES = ("rich",)  # pure-Python libraries the runtime imports that Pyodide lacks


class ExportError(Exception):
    """An export that cannot be made; the message says why."""


def find_pyodide(given: str | None = None) -> Path:
    """Pyodide's files: ``given``, else ``CRAWLBOOK_PYODIDE``, else the ``node_modules``
    of the checkout crawlbook runs from (``./dev setup`` fills it)."""
    named = given or os.environ.get("CRAWLBOOK_PYODIDE")
    if named:
        tried = [Path(named)]
    else:
        here = Path(str(resources.files("crawlbook"))).resolve()
        tried = [parent / "node_modules" / "pyodide" for parent in here.parents[:3]]
    for folder in tried:
        if (folder / "pyodide.asm.wasm").is_file():
            return folder
    if named:
        raise ExportError(f"{named}: no Pyodide there (pyodide.asm.wasm is missing)")
    raise ExportError("Pyodide is not installed: run `./dev setup` in crawlbook's checkout "
                      "(it runs `npm ci`), or `npm install pyodide` and give its folder "
                      "with --pyodide DIR (or CRAWLBOOK_PYODIDE)")


def _walk(root: Traversable, prefix: str) -> Iterator[tuple[str, Traversable]]:
    for item in sorted(root.iterdir(), key=lambda t: t.name):
        name = f"{prefix}{item.name}"
        if item.is_dir():
            if item.name != "__pycache__" and not item.name.startswith("."):
                yield from _walk(item, name + "/")
        elif item.name.endswith(DATA):
            yield name, item


def runtime_files() -> dict[str, bytes]:
    """crawlbook's installed files as they lie in ``site-packages``, and its
    ``dist-info`` (the entry points find the rulesets)."""
    files: dict[str, bytes] = {}
    for package in PACKAGES:
        prefix = package.replace(".", "/") + "/"
        for name, item in _walk(resources.files(package), prefix):
            if not name.startswith(SKIP) and name not in files:
                files[name] = item.read_bytes()
    dist = metadata.distribution("crawlbook")
    info = f"crawlbook-{dist.version}.dist-info/"
    files[info + "METADATA"] = (f"Metadata-Version: 2.1\nName: crawlbook\n"
                                f"Version: {dist.version}\n").encode()
    files[info + "entry_points.txt"] = (dist.read_text("entry_points.txt") or "").encode()
    return files


def library_files(name: str) -> dict[str, bytes]:
    """An installed pure-Python library's files (as its wheel installs them)."""
    dist = metadata.distribution(name)
    files: dict[str, bytes] = {}
    for path in dist.files or []:
        text = str(path)
        if "__pycache__" in text or text.startswith("..") or text.endswith(".pyc"):
            continue
        if text.endswith((".so", ".pyd", ".dylib")):
            raise ExportError(f"{name} is not pure Python: it cannot run in the page")
        located = Path(str(dist.locate_file(path)))
        if located.is_file():
            files[text] = located.read_bytes()
    return files


def _archive(files: dict[str, bytes]) -> bytes:
    """A zip of ``files`` (the same bytes for the same files: no dates)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name in sorted(files):
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, files[name])
    return buffer.getvalue()


def page() -> str:
    text = (static_dir() / "index.html").read_text(encoding="utf-8")
    text = text.replace('data-mode=""', 'data-mode="static"')
    text = text.replace("<!--CSP-->",
                        f'<meta http-equiv="Content-Security-Policy" content="{CSP}">')
    return text.replace("<!--SCRIPTS-->", '<script src="pyodide/pyodide.js"></script>')


def export(program: dict, out: Path, pyodide: Path) -> list[Path]:
    """Write the folder ``out`` (created; files of an earlier export replaced, each
    written whole: ``crawlbook.files.write_atomic``); returns the files written."""
    from crawlbook.files import write_atomic

    for name in PYODIDE_FILES:
        if not (pyodide / name).is_file():
            raise ExportError(f"{pyodide / name}: missing from Pyodide's folder")
    written: list[Path] = []

    def put(name: str, data: bytes) -> None:
        path = out / name
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, data)
        written.append(path)

    put("index.html", page().encode())
    for asset in ("player.js", "player.css"):
        put(f"static/{asset}", (static_dir() / asset).read_bytes())
    put("program.json", json.dumps(program, ensure_ascii=False).encode())
    for name in PYODIDE_FILES:
        put(f"pyodide/{name}", (pyodide / name).read_bytes())
    archives = ["crawlbook.zip"]
    put("runtime/crawlbook.zip", _archive(runtime_files()))
    for library in LIBRARIES:
        archives.append(f"{library}-{metadata.version(library)}.zip")
        put(f"runtime/{archives[-1]}", _archive(library_files(library)))
    put("runtime/manifest.json", json.dumps({"archives": archives}).encode())
    return written
