"""``record``: frozen, slotted value classes built cheaply (the AST's nodes in
``dsl/nodes.py``, and the other value classes ``crawlbook check`` builds at start-up: the
diagnostics, the registry's entries, the contract's values).

A class decorated with ``@record`` behaves as ``@dataclass(frozen=True, slots=True)``
would make it, for what the project uses of one: an ``__init__`` taking the annotated
fields in order (defaults, ``field(default_factory=...)`` and keywords as written, then
``__post_init__`` if the class has one), ``__slots__``, equality and hashing on the
fields' values between objects of the same class (``field(compare=False)`` and
``field(hash=False)`` leave a field out, as they do for a dataclass), a ``repr`` naming
the fields (``field(repr=False)`` hides one), ``FrozenInstanceError`` on assignment,
``__match_args__``, copies and pickles. Its ``__dataclass_fields__`` are those a dataclass
would have, so ``dataclasses.replace``, ``fields``, ``asdict`` and ``is_dataclass`` work
on it: the contract's values are records, and a plug-in copies them with
``dataclasses.replace`` (docs/rulesets.md). Type checkers read it as a frozen dataclass
(``typing.dataclass_transform``). ``@mutable_record`` makes the same but for assignment:
its fields may be set again and its objects are unhashable, as ``@dataclass(slots=True)``
makes them (the state a check builds up: ``CheckContext``, ``MissionGraph``, reachability).

Why not ``dataclasses``: it compiles five or six methods of each class with ``exec`` when
the module is imported, and ``slots=True`` builds each class twice: about 3.4 million
instructions per frozen class, against 0.6 million here. For the 34 node classes that was
120 million instructions of every ``crawlbook check``'s start-up, an eighth of it, and
as much again for the thirty other value classes it imported (docs/performance.md,
"start-up"; guarded by ``benchmarks/startup_bench.py``). Here only ``__init__`` is
compiled, once per shape of record (its number of fields, which of them have a
``default_factory``, whether it has ``__post_init__``), its arguments then renamed to each
class's fields; equality, hashing and ``repr`` are shared methods reading the fields with
one ``operator.attrgetter``.
"""

from __future__ import annotations

import dataclasses
import functools
import inspect
import operator
from collections.abc import Callable
from dataclasses import MISSING, Field, FrozenInstanceError, field
from types import CodeType, FunctionType
from typing import Any, TypeVar, cast, dataclass_transform

T = TypeVar("T")


class Record:
    """The methods every ``@record`` class shares (its ``__init__`` is its own)."""

    __slots__ = ()
    __fields__: tuple[str, ...] = ()
    __shown__: tuple[str, ...] = ()
    __values__: Any = None  # the compared fields' values as a tuple (operator.attrgetter)
    __hashed__: Any = None  # the hashed fields' values as a tuple

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        values = self.__values__
        return bool(values(self) == values(other))

    def __hash__(self) -> int:
        return hash(self.__hashed__(self))

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__shown__)
        return f"{type(self).__qualname__}({shown})"

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __reduce__(self) -> tuple[type, tuple[Any, ...]]:
        return type(self), tuple(getattr(self, name) for name in self.__fields__)


class MutableRecord(Record):
    """The methods every ``@mutable_record`` class shares: a record whose fields may be
    set again, and so unhashable, as ``@dataclass(slots=True)`` makes a class."""

    __slots__ = ()
    __hash__ = None  # type: ignore[assignment]
    __setattr__ = object.__setattr__  # type: ignore[assignment]
    __delattr__ = object.__delattr__


def _getter(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """The values of ``names`` as a tuple (``attrgetter`` gives a bare value for one name)."""
    if len(names) > 1:
        return operator.attrgetter(*names)
    return lambda self: tuple(getattr(self, name) for name in names)


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def record(cls: type[T]) -> type[T]:
    """The class ``cls`` (a plain class of annotated fields) as a frozen, slotted record."""
    return _made(cls, Record)


@dataclass_transform(field_specifiers=(field,))
def mutable_record(cls: type[T]) -> type[T]:
    """The class ``cls`` as a slotted record whose fields may be set again: what
    ``@dataclass(slots=True)`` makes of it (the state a check builds up and caches in,
    ``compiler/context.py``'s ``CheckContext``), built as cheaply as a record."""
    return _made(cls, MutableRecord)


def _made(cls: type[T], base: type[Record]) -> type[T]:
    if cls.__bases__ != (object,):
        raise TypeError(f"@record: {cls.__name__} must not have base classes")
    names = tuple(name for name, kind in inspect.get_annotations(cls).items()
                  if not str(kind).startswith(("ClassVar", "typing.ClassVar")))
    namespace = {k: v for k, v in cls.__dict__.items()
                 if k not in names and k not in ("__dict__", "__weakref__")}
    shown, compared, hashed, defaults = [], [], [], []
    factories = {}  # position: factory, for fields whose default is made per object
    described = {}  # name: its dataclasses.Field, for dataclasses' own functions
    annotations = inspect.get_annotations(cls)
    for i, name in enumerate(names):
        value: Any = cls.__dict__.get(name, MISSING)
        described[name] = _described(name, annotations[name], value)
        show, compare, hashes = True, True, None
        if isinstance(value, Field):
            show, compare, hashes = value.repr, value.compare, value.hash
            if value.default_factory is not MISSING:
                factories[i] = value.default_factory
                value = _FACTORY
            else:
                value = value.default
        if show:
            shown.append(name)
        if compare:
            compared.append(name)
        if hashes if hashes is not None else compare:
            hashed.append(name)
        if value is not MISSING:
            defaults.append(value)
        elif defaults:
            raise TypeError(f"@record: {cls.__name__}: non-default argument {name!r} "
                            "follows default argument")
    namespace.update(__slots__=names, __fields__=names, __shown__=tuple(shown),
                     __match_args__=names, __values__=_getter(tuple(compared)),
                     __hashed__=_getter(tuple(hashed)), __dataclass_fields__=described)
    made = type(cls.__name__, (base,), namespace)
    made.__qualname__ = cls.__qualname__
    # The one method of its own: ``_init``'s code for a class of this shape, its
    # arguments renamed to the fields; each field set through its slot's descriptor
    # (what a frozen dataclass does through ``object.__setattr__``, twice as fast).
    scope = {f"_s{i}": getattr(made, name).__set__ for i, name in enumerate(names)}
    scope |= {f"_m{i}": factory for i, factory in factories.items()}
    scope["_FACTORY"] = _FACTORY
    qualname = f"{cls.__qualname__}.__init__"
    code = _init(len(names), tuple(factories), hasattr(made, "__post_init__"))
    init = FunctionType(code.replace(co_varnames=("self", *names), co_qualname=qualname),
                        scope, "__init__", tuple(defaults))
    init.__qualname__ = qualname
    made.__init__ = init  # type: ignore[misc]
    return cast("type[T]", made)


@functools.cache
def _init(size: int, factories: tuple[int, ...], post_init: bool) -> CodeType:
    """The code of the ``__init__`` of every record of ``size`` fields whose fields at
    ``factories`` have a ``default_factory``: compiled once per shape, not per class
    (compiling took half of a record's cost: 61 records, 25 M instructions of a
    ``crawlbook check``; docs/performance.md, "start-up"; guarded by
    benchmarks/startup_bench.py). ``record`` renames its arguments to the fields, and
    gives it the fields' setters (``_s0`` ...), factories (``_m0`` ...) and defaults."""
    lines = [f"if f{i} is _FACTORY: f{i} = _m{i}()" for i in factories]
    lines += [f"_s{i}(self, f{i})" for i in range(size)]
    if post_init:
        lines.append("self.__post_init__()")
    body = "".join(f"\n    {line}" for line in lines) or "\n    pass"
    scope: dict[str, Any] = {}
    params = "".join(f", f{i}" for i in range(size))
    exec(f"def __init__(self{params}):{body}", scope)
    return cast(CodeType, scope["__init__"].__code__)


def _described(name: str, kind: Any, value: Any) -> Field[Any]:
    """The ``dataclasses.Field`` of one field, as ``@dataclass`` would record it: a record
    class keeps them in ``__dataclass_fields__``, so that ``dataclasses.replace``,
    ``fields``, ``asdict`` and ``is_dataclass`` work on it as on a frozen dataclass. The
    ruleset contract's values are records, and a plug-in may copy one with
    ``dataclasses.replace`` (docs/rulesets.md shows it)."""
    described: Field[Any] = value if isinstance(value, Field) else field(default=value)
    described.name = name
    described.type = kind
    # What dataclasses marks an ordinary field with (no public name for it).
    described._field_type = _ORDINARY  # type: ignore[attr-defined]
    return described


_ORDINARY = dataclasses._FIELD  # type: ignore[attr-defined]


class _Factory:
    """The default of a ``default_factory`` field in ``__init__``'s signature: the
    factory is called when the argument is not given."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "<factory>"


_FACTORY = _Factory()
