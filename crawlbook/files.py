"""Writing files so that a crash never leaves half a file (docs/architecture.md, principle 3).

Every file crawlbook writes for the user (compiled programs, saves, maps, booklets,
simulation reports, new mission skeletons) goes through ``write_atomic``: the data is
written to a temporary file in the same folder, flushed and fsynced, then renamed over
the target, and the folder is fsynced so the rename itself survives a crash. A failed
write leaves the previous file as it was.

The file gets the permissions an editor or a compiler would give it: a new file 0666
minus the process's umask (``tempfile.mkstemp`` alone would make every file private,
0600), an existing file keeps its mode.
"""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path


def write_atomic(path: str | os.PathLike[str], data: str | bytes) -> None:
    """Replace ``path`` with ``data`` (text is written as UTF-8 with ``\\n`` newlines).

    Raises ``OSError`` when the file cannot be written; the previous file is then intact.
    """
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    payload = data.encode("utf-8") if isinstance(data, str) else data
    mode = file_mode(target)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
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
