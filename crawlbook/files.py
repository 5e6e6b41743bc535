"""Reading and writing the user's files safely (docs/architecture.md, principle 3;
docs/security.md, "Untrusted input").

Reading: every file crawlbook reads for the user (missions and their includes, programs,
saves, scripts and transcripts, pyproject.toml) goes through ``read_bytes``: it refuses
what is not a regular file (a FIFO would block for ever, ``/dev/zero`` would be read until
memory runs out) without waiting on it, and reads at most the file's size limit (one byte
more, to know it is larger), so a file that grows while it is read is still cut there.

Every file crawlbook writes for the user (compiled programs, saves, maps, booklets,
simulation reports, new mission skeletons) goes through ``write_atomic``: the data is
written to a temporary file in the same folder, flushed and fsynced, then renamed over
the target, and the folder is fsynced so the rename itself survives a crash. A failed
write leaves the previous file as it was. A write killed half-way leaves its hidden
temporary file: the next write of the same file removes it (a writer holds a lock on its
temporary file while it writes, so a live one is never taken for a stale one).

The file gets the permissions an editor or a compiler would give it: a new file 0666
minus the process's umask (``tempfile.mkstemp`` alone would make every file private,
0600), an existing file keeps its mode.
"""

from __future__ import annotations

import errno
import os
import re
import stat
import tempfile
from pathlib import Path

try:  # POSIX: a lock on the temporary file tells a live writer from a killed one
    import fcntl
except ImportError:  # pragma: no cover - Windows: stale temporary files stay
    fcntl = None  # type: ignore[assignment]

_KINDS = ((stat.S_ISFIFO, "a FIFO, a named pipe"), (stat.S_ISCHR, "a character device"),
          (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"))
_UNITS = (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10))
_SIZE = re.compile(r"\s*(\d+)\s*(?:([KMG])(?:i?B)?|B)?\s*", re.IGNORECASE)
_CHUNK = 1 << 20


class NotRegular(OSError):
    """A path that is not a regular file (a FIFO, a device, a socket)."""

    def __init__(self, path: str | os.PathLike[str], kind: str) -> None:
        message = f"not a regular file (it is {kind})"
        super().__init__(errno.EINVAL, message, str(path))
        self.kind = kind

    def __str__(self) -> str:
        return str(self.strerror)


class TooLarge(OSError):
    """A file larger than its limit; ``limit`` in bytes."""

    def __init__(self, path: str | os.PathLike[str], limit: int) -> None:
        super().__init__(errno.EFBIG, f"larger than {format_size(limit)}", str(path))
        self.limit = limit

    def __str__(self) -> str:
        return str(self.strerror)


def format_size(size: int) -> str:
    """``1 KiB``, ``4 MiB``, ``100 bytes``: a limit as a person reads it."""
    for unit, factor in _UNITS:
        if size >= factor and size % factor == 0:
            return f"{size // factor} {unit}"
    return f"{size} byte{'s' * (size != 1)}"


def parse_size(text: str | int) -> int:
    """``"4M"`` -> 4194304: a whole number of bytes, or with K, M or G (KiB, MiB, GiB;
    1024-based); ``ValueError`` for anything else."""
    if isinstance(text, bool):
        raise ValueError("a size is a number of bytes")
    if isinstance(text, int):
        return text
    found = _SIZE.fullmatch(text)
    if not found:
        raise ValueError(f"`{text}` is not a size")
    factor = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}.get((found.group(2) or "").upper(), 1)
    return int(found.group(1)) * factor


def _regular(path: str | os.PathLike[str], mode: int) -> None:
    if stat.S_ISREG(mode):
        return
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, "it is a folder", str(path))
    kind = next((name for test, name in _KINDS if test(mode)), "not a file")
    raise NotRegular(path, kind)


def check_regular(path: str | os.PathLike[str]) -> None:
    """Raise ``NotRegular`` (or ``IsADirectoryError``) unless ``path`` is a regular file
    (links followed); ``FileNotFoundError`` when there is nothing there."""
    _regular(path, os.stat(path).st_mode)


def read_bytes(path: str | os.PathLike[str], limit: int | None = None) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them.

    Raises ``NotRegular`` for a FIFO, device or socket (the file is opened non-blocking, so
    a FIFO without a writer cannot block, and checked again once open, so a file swapped
    since the first look is caught), ``IsADirectoryError`` for a folder, ``TooLarge`` when
    the file holds more than ``limit`` bytes (only ``limit + 1`` are ever read), or any
    other ``OSError`` of the system.
    """
    check_regular(path)
    flags = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
             | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        _regular(path, info.st_mode)
        if limit is not None and info.st_size > limit:
            raise TooLarge(path, limit)
        chunks: list[bytes] = []
        total = 0
        wanted = None if limit is None else limit + 1
        while wanted is None or total < wanted:
            chunk = os.read(fd, _CHUNK if wanted is None else min(_CHUNK, wanted - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if limit is not None and total > limit:
            raise TooLarge(path, limit)
        return b"".join(chunks)
    finally:
        os.close(fd)


def read_text(path: str | os.PathLike[str], limit: int | None = None,
              errors: str = "strict") -> str:
    """``read_bytes`` decoded as UTF-8 (``UnicodeDecodeError`` unless ``errors`` says)."""
    return read_bytes(path, limit).decode("utf-8", errors)


def write_atomic(path: str | os.PathLike[str], data: str | bytes) -> None:
    """Replace ``path`` with ``data`` (text is written as UTF-8 with ``\\n`` newlines).

    Raises ``OSError`` when the file cannot be written; the previous file is then intact.
    """
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    payload = data.encode("utf-8") if isinstance(data, str) else data
    mode = file_mode(target)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    _lock(fd, blocking=True)
    try:
        with os.fdopen(fd, "wb") as handle:
            os.fchmod(handle.fileno(), mode)
            handle.write(payload)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_folder(folder)
    remove_stale(target)


def _lock(fd: int, *, blocking: bool) -> bool:
    """Take the exclusive lock on ``fd``; False when another holder has it."""
    if fcntl is None:
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | (0 if blocking else fcntl.LOCK_NB))
    except OSError:
        return False
    return True


def remove_stale(target: Path) -> list[Path]:
    """Remove the temporary files a killed write of ``target`` left (``.NAME.XXXX.tmp``
    beside it) that no live writer holds; the ones removed. Never raises: a stale file
    that cannot be removed stays until the next time."""
    if fcntl is None:
        return []
    folder = target.parent if str(target.parent) else Path(".")
    pattern = re.compile(re.escape(f".{target.name}.") + r"[A-Za-z0-9_]+\.tmp")
    removed = []
    try:
        names = [entry.name for entry in os.scandir(folder)
                 if pattern.fullmatch(entry.name) and entry.is_file(follow_symlinks=False)]
    except OSError:
        return []
    for name in names:
        path = folder / name
        try:
            fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)
                         | getattr(os, "O_NOFOLLOW", 0))
        except OSError:
            continue
        try:
            if _lock(fd, blocking=False):
                os.unlink(path)
                removed.append(path)
        except OSError:
            pass
        finally:
            os.close(fd)
    return removed


def file_mode(target: Path) -> int:
    """The permission bits ``target`` gets: its own when it exists, else 0666 & ~umask."""
    try:
        return stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        return 0o666 & ~current_umask()


def current_umask() -> int:
    """The process's umask. Linux shows it in /proc; elsewhere it is read by setting it
    and putting it back at once (the only portable way: there is no ``os.getumask``)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _fsync_folder(folder: Path) -> None:
    try:
        dir_fd = os.open(folder, os.O_RDONLY)
    except OSError:  # not every platform opens folders
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)
