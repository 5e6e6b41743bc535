"""``record``: the frozen, slotted classes of the AST (``dsl/nodes.py``), built cheaply.

A class decorated with ``@record`` behaves as ``@dataclass(frozen=True, slots=True)``
would make it, for what the project uses of one: an ``__init__`` taking the annotated
fields in order (defaults and keywords as written), ``__slots__``, equality and hashing
on the fields' values between objects of the same class, a ``repr`` naming the fields,
``FrozenInstanceError`` on assignment, ``__match_args__``, and copies and pickles.
Type checkers read it as a frozen dataclass (``typing.dataclass_transform``).

Why not ``dataclasses``: it compiles five or six methods of each class with ``exec`` when
the module is imported, and ``slots=True`` builds each class twice; for the 34 node
classes that was 120 million instructions of every ``crawlbook check``'s start-up, an
eighth of it (docs/performance.md, "start-up"; guarded by ``benchmarks/startup_bench.py``).
Here only ``__init__`` is compiled; equality, hashing and ``repr`` are shared methods
reading the fields with one ``operator.attrgetter``.
"""

from __future__ import annotations

import inspect
import operator
from dataclasses import MISSING, Field, FrozenInstanceError, field
from typing import Any, TypeVar, cast, dataclass_transform

T = TypeVar("T")


class Record:
    """The methods every ``@record`` class shares (its ``__init__`` is its own)."""

    __slots__ = ()
    __fields__: tuple[str, ...] = ()
    __shown__: tuple[str, ...] = ()
    __values__: Any = None  # the fields' values as a tuple (an operator.attrgetter)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        values = self.__values__
        return bool(values(self) == values(other))

    def __hash__(self) -> int:
        return hash(self.__values__(self))

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__shown__)
        return f"{type(self).__qualname__}({shown})"

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __reduce__(self) -> tuple[type, tuple[Any, ...]]:
        return type(self), tuple(getattr(self, name) for name in self.__fields__)


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def record(cls: type[T]) -> type[T]:
    """The class ``cls`` (a plain class of annotated fields) as a frozen, slotted record."""
    if cls.__bases__ != (object,):
        raise TypeError(f"@record: {cls.__name__} must not have base classes")
    names = tuple(inspect.get_annotations(cls))
    namespace = {k: v for k, v in cls.__dict__.items()
                 if k not in names and k not in ("__dict__", "__weakref__")}
    shown, params, defaults = [], [], {}
    for name in names:
        value: Any = cls.__dict__.get(name, MISSING)
        if isinstance(value, Field):
            value, show = value.default, value.repr
        else:
            show = True
        if show:
            shown.append(name)
        if value is MISSING:
            params.append(name)
        else:
            defaults[f"_{name}"] = value
            params.append(f"{name}=_{name}")
    values = (operator.attrgetter(*names) if len(names) > 1
              else lambda self: tuple(getattr(self, name) for name in names))
    namespace.update(__slots__=names, __fields__=names, __shown__=tuple(shown),
                     __match_args__=names, __values__=values)
    made = type(cls.__name__, (Record,), namespace)
    made.__qualname__ = cls.__qualname__
    # The one compiled method: each field set through its slot's descriptor (what a
    # frozen dataclass does through ``object.__setattr__``, twice as fast).
    scope = {f"_set_{name}": getattr(made, name).__set__ for name in names} | defaults
    body = "".join(f"\n    _set_{name}(self, {name})" for name in names) or "\n    pass"
    exec(f"def __init__(self, {', '.join(params)}):{body}", scope)
    init = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    made.__init__ = init  # type: ignore[misc]
    return cast("type[T]", made)
