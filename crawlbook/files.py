"""Reading and writing the user's files safely (docs/architecture.md, principle 3;
docs/security.md, "Untrusted input").

Reading: every file crawlbook reads for the user (missions and their includes, programs,
saves, scripts and transcripts, pyproject.toml) goes through ``read_bytes``: it refuses
what is not a regular file (a FIFO would block for ever, ``/dev/zero`` would be read until
memory runs out) without waiting on it, and reads at most the file's size limit (one byte
more, to know it is larger), so a file that grows while it is read is still cut there.

Every file crawlbook writes for the user (compiled programs, saves, maps, booklets,
simulation reports, transcripts, new mission skeletons) goes through ``write_atomic``:
the data is written to a temporary file in the same folder, flushed and fsynced, then
renamed over the target, and the folder is fsynced so the rename itself survives a crash.
What the target is pointed at is never replaced: a link is followed and the file it
points at written, a device or a FIFO written through (``-o /dev/null``), a folder, block
device or socket refused. A failed
write leaves the previous file as it was. A write killed half-way leaves its hidden
temporary file: the next write of the same file removes it (a writer holds a lock on its
temporary file while it writes, so a live one is never taken for a stale one).

The file gets the permissions an editor or a compiler would give it: a new file 0666
minus the process's umask (``tempfile.mkstemp`` alone would make every file private,
0600), an existing file keeps its mode.
"""

from __future__ import annotations

import errno
import functools
import os
import re
import stat
import sys
from collections.abc import Callable
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


# The environment variable that raises a limit: this + the limit's name in capitals
# (``CRAWLBOOK_MAX_SAVE``; docs/security.md, "Limits"; ``compiler/config.py`` reads them).
LIMIT_ENVIRONMENT = "CRAWLBOOK_MAX_"
_WHAT = {"mission": "a booklet and its includes", "program": "a program", "save": "a save",
         "script": "a script"}


def how_to_raise(name: str) -> str:
    """How a person raises the size limit ``name`` (``mission``, ``program``, ``save``,
    ``script``), for a message."""
    return (f"raise it with {LIMIT_ENVIRONMENT}{name.upper()}=SIZE or `{name} = \"SIZE\"` in "
            "[tool.crawlbook.limits] (docs/security.md)")


def over_limit(name: str, error: Exception) -> str:
    """The message for a file over the limit ``name`` (``error``: ``TooLarge``). Here, with
    ``TooLarge``, so that what reads a save or a program says it without the compiler's
    configuration (docs/architecture.md, "The pipeline")."""
    return f"{error}, the limit for {_WHAT[name]}; {how_to_raise(name)}"


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
    return _read_fd(os.open(path, _READ_FLAGS), path, limit)


_READ_FLAGS = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
               | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_DIRECTORY = getattr(os, "O_DIRECTORY", 0)


class Outside(OSError):
    """A path that leads out of the folder it must stay in, or that changed (a link put in
    the place of a file or folder) while it was opened."""

    def __init__(self, path: str | os.PathLike[str], reason: str) -> None:
        super().__init__(errno.EACCES, reason, str(path))

    def __str__(self) -> str:
        return str(self.strerror)


def read_beneath(root: str | os.PathLike[str], path: str | os.PathLike[str],
                 limit: int | None = None) -> bytes:
    """``read_bytes`` of a file that must be inside the folder ``root`` (the sandbox,
    docs/security.md): the path is resolved (links followed) and must lead into ``root``,
    then it is opened one folder at a time from the root of the file system, along the
    resolved path, none of the folders (those above ``root`` too) nor the file itself
    through a link (``O_NOFOLLOW``), and the file is checked once open (``fstat``). So
    what is read is what was checked: a link swapped in between the check and the open,
    in the place of the file or of any folder on its way, makes the open fail
    (``Outside``); it is never followed out.
    """
    try:
        base = os.path.realpath(root)
        real = os.path.realpath(path)
        parts = Path(real).relative_to(base).parts
    except (OSError, ValueError):
        raise Outside(path, "it leads out of the folder it must stay in") from None
    if not parts or not _NOFOLLOW or os.open not in os.supports_dir_fd:
        if not parts:
            raise IsADirectoryError(errno.EISDIR, "it is a folder", str(path))
        return read_bytes(real, limit)  # pragma: no cover - no openat: checked, then read
    anchor, *steps = Path(real).parts
    # O_PATH (Linux): a folder passed through needs only the right to enter it, as a path
    # does, not the right to list it.
    passing = (getattr(os, "O_PATH", 0) or os.O_RDONLY) | _DIRECTORY | getattr(os, "O_CLOEXEC", 0)
    folder = os.open(anchor, passing)
    try:
        for part in steps[:-1]:
            inner = os.open(part, passing | _NOFOLLOW, dir_fd=folder)
            os.close(folder)
            folder = inner
        fd = os.open(steps[-1], _READ_FLAGS | _NOFOLLOW, dir_fd=folder)
    except OSError as error:
        if error.errno in (errno.ELOOP, errno.ENOTDIR):
            raise Outside(path, "it changed while it was opened (a link in the place of "
                                "a file or folder)") from None
        raise
    finally:
        os.close(folder)
    return _read_fd(fd, path, limit)


def _read_fd(fd: int, path: str | os.PathLike[str], limit: int | None) -> bytes:
    """Read the regular file open on ``fd`` (closed here), at most ``limit`` bytes."""
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

    What is already at ``path`` is never replaced by something else (docs/security.md,
    "Outputs"): a link is followed (the file it points at is written, the link stays a
    link), a character device or a FIFO is written through as any Unix tool writes to it
    (``-o /dev/null`` discards the output), and a folder, a block device or a socket is
    refused (``IsADirectoryError``, ``NotRegular``). Raises ``OSError`` when the file
    cannot be written; the previous file is then intact.

    Where the system offers descriptor-relative calls (``openat``, ``fstatat``,
    ``renameat``: Linux, the BSDs, macOS), the output's folder is opened once and every
    step works from that descriptor, so a folder swapped for a link meanwhile cannot
    send the write elsewhere; a link, device or FIFO put in the output's place while the
    file was written is refused ("it changed while it was written"), never replaced. On
    Linux the new file and the output are exchanged in one step (``renameat2``) and what
    comes out is looked at, so no instant is left between a look and the rename (``_put``;
    elsewhere the output is looked at just before the rename: docs/security.md).
    """
    target = _followed(Path(path))
    payload = data.encode("utf-8") if isinstance(data, str) else data
    folder = target.parent if str(target.parent) else Path(".")
    if not _AT:  # pragma: no cover - no descriptor-relative calls: by path
        _write_by_path(target, folder, payload)
        return
    dir_fd = os.open(folder, os.O_RDONLY | _DIRECTORY | getattr(os, "O_CLOEXEC", 0))
    try:
        name = target.name
        info = _look(name, dir_fd)
        if info is not None and not stat.S_ISREG(info.st_mode):
            if stat.S_ISLNK(info.st_mode):  # put there since _followed looked
                raise _changed(target)
            if stat.S_ISCHR(info.st_mode) or stat.S_ISFIFO(info.st_mode):
                _write_through(name, payload, dir_fd, target)
                return
            _regular(target, info.st_mode)
        mode = stat.S_IMODE(info.st_mode) if info is not None else (0o666 & ~current_umask())
        tmp, fd = _temporary(name, dir_fd)
        try:
            _lock(fd, blocking=True)
            with os.fdopen(fd, "wb") as handle:
                os.fchmod(handle.fileno(), mode)
                handle.write(payload)
                handle.flush()
                os.fsync(handle.fileno())
            _put(tmp, name, dir_fd, target)
        except BaseException as exc:
            if not isinstance(exc, _LeftThere):  # else the temporary name is not ours now
                try:
                    os.unlink(tmp, dir_fd=dir_fd)
                except OSError:
                    pass
            raise
        _sync_folder(dir_fd)
    finally:
        os.close(dir_fd)
    remove_stale(target)


# Descriptor-relative calls, where the system has them (write_atomic; os.replace takes the
# same descriptors as os.rename, which is the one listed in supports_dir_fd).
_AT = (bool(_DIRECTORY) and os.open in os.supports_dir_fd
       and os.rename in os.supports_dir_fd and os.stat in os.supports_dir_fd
       and os.unlink in os.supports_dir_fd and os.stat in os.supports_follow_symlinks)


class _LeftThere(OSError):
    """The exchange could not be undone: the temporary name holds what was put in the
    output's place, and is left as it is."""


_RENAME_NOREPLACE, _RENAME_EXCHANGE = 1, 2  # linux/fs.h


def _put(tmp: str, name: str, dir_fd: int, target: Path) -> None:
    """Rename ``tmp`` over ``name`` (both in the folder ``dir_fd``) unless ``name`` is, or
    becomes, something other than a regular file.

    On Linux the two are exchanged in one step (``renameat2``, ``RENAME_EXCHANGE``; a
    new output with ``RENAME_NOREPLACE``) and what comes out is looked at: a link, device
    or FIFO put there at the last instant is exchanged back at once and the write
    refused, so there is no instant between the look and the rename. Elsewhere (and on a
    file system without ``renameat2``) the output is looked at, then renamed over."""
    rename2 = _renameat2()
    for _attempt in range(3):
        if rename2 is None:
            break
        now = _look(name, dir_fd)
        if now is not None and not stat.S_ISREG(now.st_mode):
            raise _changed(target)
        flag = _RENAME_NOREPLACE if now is None else _RENAME_EXCHANGE
        if rename2(dir_fd, os.fsencode(tmp), dir_fd, os.fsencode(name), flag) == 0:
            if flag == _RENAME_NOREPLACE:
                return
            old = _look(tmp, dir_fd)  # what was at the output's place
            if old is None or stat.S_ISREG(old.st_mode):
                try:
                    os.unlink(tmp, dir_fd=dir_fd)
                except FileNotFoundError:
                    pass
                return
            if rename2(dir_fd, os.fsencode(tmp), dir_fd, os.fsencode(name),
                       _RENAME_EXCHANGE) != 0:
                raise _LeftThere(errno.EAGAIN, "it changed while it was written, and "
                                 f"what was put there is now named {tmp}", str(target))
            raise _changed(target)
        error = _errno()
        if error in (errno.EEXIST, errno.ENOENT):  # it came or went meanwhile: again
            continue
        if error in (errno.ENOSYS, errno.EINVAL, errno.ENOTSUP, errno.EOPNOTSUPP):
            break  # not on this system or file system: by look, then rename
        raise OSError(error, os.strerror(error), str(target))
    now = _look(name, dir_fd)  # looked at again: what was put there stays
    if now is not None and not stat.S_ISREG(now.st_mode):
        raise _changed(target)
    os.replace(tmp, name, src_dir_fd=dir_fd, dst_dir_fd=dir_fd)


@functools.cache
def _renameat2() -> Callable[[int, bytes, int, bytes, int], int] | None:
    """Linux's ``renameat2`` (glibc 2.28 and later) through ``ctypes``, or None. Loaded at
    the first write, not at import: `crawlbook check` writes nothing."""
    if not sys.platform.startswith("linux"):
        return None
    import ctypes

    try:
        function = ctypes.CDLL(None, use_errno=True).renameat2
    except (OSError, AttributeError):
        return None
    function.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p,
                         ctypes.c_uint]
    function.restype = ctypes.c_int
    return function


def _errno() -> int:
    import ctypes

    return ctypes.get_errno()


def _look(name: str, dir_fd: int) -> os.stat_result | None:
    """What ``name`` in the folder ``dir_fd`` is (a link not followed), or None."""
    try:
        return os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
    except FileNotFoundError:
        return None


def _changed(target: Path) -> OSError:
    return OSError(errno.EAGAIN, "it changed while it was written (a link, device or FIFO "
                                 "was put in its place): it is left as it is", str(target))


def _temporary(name: str, dir_fd: int) -> tuple[str, int]:
    """A new hidden temporary file ``.NAME.XXXXXXXX.tmp`` in the folder ``dir_fd``: its
    name and a descriptor open for writing (never through a link: ``O_EXCL``)."""
    flags = (os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | getattr(os, "O_CLOEXEC", 0))
    # Imported here, as ``tempfile`` below: reading (every `crawlbook check`) never needs
    # them, and with hashlib, random, shutil and the compression modules they pull in they
    # are a twentieth of check's start-up (docs/performance.md, "start-up"; guarded by
    # tests/test_startup.py and benchmarks/startup_bench.py).
    import secrets

    for _attempt in range(100):
        tmp = f".{name}.{secrets.token_hex(4)}.tmp"
        try:
            return tmp, os.open(tmp, flags, 0o600, dir_fd=dir_fd)
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, "no free name for a temporary file", name)


def _write_by_path(target: Path, folder: Path, payload: bytes) -> None:  # pragma: no cover
    """``write_atomic`` where the system has no descriptor-relative calls (Windows): the
    output is looked at, the file written beside it, then renamed over it."""
    try:
        info = os.stat(target)
    except FileNotFoundError:
        info = None
    if info is not None and not stat.S_ISREG(info.st_mode):
        if stat.S_ISCHR(info.st_mode) or stat.S_ISFIFO(info.st_mode):
            _write_through(str(target), payload, None, target)
            return
        _regular(target, info.st_mode)
    import tempfile

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


def _followed(target: Path) -> Path:
    """``target`` with a link at its end followed (to the file it points at, which may not
    exist yet): a rename over the link itself would put a file in the link's place."""
    if not target.is_symlink():
        return target
    return Path(os.path.realpath(target))


def _write_through(name: str, payload: bytes, dir_fd: int | None, target: Path) -> None:
    """Write ``payload`` into the character device or FIFO ``name`` (in the folder
    ``dir_fd``), opened without creating or truncating anything nor following a link, and
    checked once open: a regular file swapped in since the first look is refused rather
    than written over in place. A FIFO with no reader waits for one, as a shell's
    ``> fifo`` does."""
    flags = (os.O_WRONLY | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
             | (_NOFOLLOW if dir_fd is not None else 0))
    try:
        fd = os.open(name, flags, dir_fd=dir_fd)
    except OSError as error:
        if error.errno == errno.ELOOP:  # a link put in its place meanwhile
            raise _changed(target) from None
        raise
    try:
        mode = os.fstat(fd).st_mode
        if not (stat.S_ISCHR(mode) or stat.S_ISFIFO(mode)):
            raise OSError(errno.EAGAIN, "it changed while it was opened", str(target))
        view = memoryview(payload)
        while view:
            view = view[os.write(fd, view[:_CHUNK]):]
    finally:
        os.close(fd)


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
        _sync_folder(dir_fd)
    finally:
        os.close(dir_fd)


def _sync_folder(dir_fd: int) -> None:
    """Flush a folder's entries (a rename) to disk where the system can sync a folder."""
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
