"""The cyclic garbage collector paused while a booklet is parsed or checked
(docs/performance.md, "check throughput": "The young collections after a check").

Parsing, checking and lowering make many small objects and no reference cycles worth
collecting; with the collector running, its young collections would scan those objects
again and again (a quarter of the time of a long booklet). With it paused, the objects
pile up in the youngest generation, and the first young collection after the pause would
scan them all once, then again when they are promoted: for a 10,000-entry booklet about a
quarter of a check's time in a process that goes on (the language server, a script, the
benchmarks), to find nothing to collect. So after the pause they are moved to the oldest
generation as they are (``gc.freeze`` then ``gc.unfreeze``, which move the generations'
lists without scanning them), where only a full collection looks at them, as it would
have after those two scans. A speed trick, guarded by ``benchmarks/check_compare.py``;
skipped when something else in the process has frozen objects (``gc.unfreeze`` would
thaw them too).
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def paused() -> Iterator[None]:
    """Run the block with the cyclic collector paused (as it is when already off), then
    put the objects made meanwhile in the oldest generation unscanned (see the module
    docstring)."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        if gc.get_freeze_count() == 0:
            gc.freeze()
            gc.unfreeze()
        gc.enable()
