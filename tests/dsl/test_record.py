"""``dsl/record.py``: a record class behaves as the frozen, slotted dataclass it stands
for (docs/performance.md, "start-up": the AST's node classes are records)."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from dataclasses import field, replace

import pytest
from crawlbook.dsl.nodes import Arg, Document, Has, Noted, Span
from crawlbook.dsl.record import mutable_record, record
from hypothesis import given
from hypothesis import strategies as st


@dataclasses.dataclass(frozen=True, slots=True)
class _Twin:
    value: str | int
    span: Span
    signed: bool = False
    kind: str = "word"


spans = st.builds(Span, st.text(max_size=5), st.integers(1, 9), st.integers(1, 9),
                  st.integers(1, 9), st.integers(1, 9))
args = st.tuples(st.one_of(st.text(max_size=5), st.integers()), spans, st.booleans(),
                 st.sampled_from(["word", "int", "dice"]))


@given(args, args)
def test_a_record_compares_hashes_and_prints_as_the_frozen_dataclass(
        a: tuple, b: tuple) -> None:
    ours, theirs = (Arg(*a), Arg(*b)), (_Twin(*a), _Twin(*b))
    assert (ours[0] == ours[1]) == (theirs[0] == theirs[1])
    assert hash(ours[0]) == hash(theirs[0])
    assert repr(ours[0]) == repr(theirs[0]).replace("_Twin(", "Arg(")


def test_defaults_keywords_and_frozen() -> None:
    span = Span("f", 1, 2, 1, 3)
    assert Arg(value=2, span=span, kind="int") == Arg(2, span, False, "int")
    with pytest.raises(dataclasses.FrozenInstanceError):
        span.line = 4  # type: ignore[misc]
    with pytest.raises(AttributeError):
        span.other = 1  # type: ignore[attr-defined]
    with pytest.raises(TypeError):
        Span("f", 1)  # type: ignore[call-arg]
    assert Noted("A", span) != Has("A", span)  # another class: never equal


def test_hidden_fields_copies_and_pickles() -> None:
    span = Span("f", 1, 1, 1, 1)
    document = Document("p", (), span, "source text")
    assert "source" not in repr(document)
    assert pickle.loads(pickle.dumps(document)) == document
    assert copy.deepcopy(document) == document == copy.copy(document)
    assert Document("p", (), span, "other") != document


def test_only_plain_classes() -> None:
    class Base:
        pass

    with pytest.raises(TypeError):
        @record
        class Bad(Base):
            x: int


@record
class _Valued:
    """A record with what the registry's and the catalogue's records use."""

    name: str
    items: list[int] = field(default_factory=list)
    note: str = field(default="", compare=False)
    table: dict[str, str] = field(default_factory=dict, hash=False)
    shown: str = field(default="x", repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", self.name.upper())


@dataclasses.dataclass(frozen=True, slots=True)
class _ValuedTwin:
    name: str
    items: list[int] = field(default_factory=list)
    note: str = field(default="", compare=False)
    table: dict[str, str] = field(default_factory=dict, hash=False)
    shown: str = field(default="x", repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", self.name.upper())


def test_factories_compare_hash_repr_and_post_init_as_a_dataclass() -> None:
    a, b = _Valued("a"), _Valued("a")
    assert a.items == [] and a.items is not b.items  # a fresh list per object
    assert a.name == "A" and a == b
    assert _Valued("a", note="other") == a  # compare=False: not compared
    assert _Valued("a", table={"k": "v"}) != a  # hash=False: compared, not hashed
    assert repr(_Valued("a", [1], "n", {})) == repr(
        _ValuedTwin("a", [1], "n", {})).replace("_ValuedTwin(", "_Valued(")
    frozen = _Valued("a", (1,), "n", {})  # type: ignore[arg-type]
    twin = _ValuedTwin("a", (1,), "n", {})  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        hash(_Valued("a"))  # a list field, hashed: as unhashable as the dataclass's
    assert hash(frozen) != hash(_Valued("b", (1,), "n", {}))  # type: ignore[arg-type]
    assert (hash(frozen) == hash(_Valued("a", (1,), "m", {"k": "v"}))  # type: ignore[arg-type]
            and hash(twin) == hash(_ValuedTwin("a", (1,), "m", {"k": "v"})))  # type: ignore[arg-type]


def test_replace_makes_a_changed_copy_of_a_record_or_a_dataclass() -> None:
    span = Span("f", 1, 2, 1, 3)
    assert replace(span, line=4) == Span("f", 4, 2, 1, 3)
    assert replace(_Valued("a", [1]), name="b") == _Valued("B", [1])  # __post_init__ again
    assert replace(_ValuedTwin("a"), name="b") == _ValuedTwin("B")
    with pytest.raises(TypeError):
        replace(span, colour=1)  # type: ignore[call-arg]  # no such field
    assert pickle.loads(pickle.dumps(_Valued("a", [2]))) == _Valued("a", [2])


def test_the_registry_contract_and_diagnostics_are_records() -> None:
    """The value classes every ``crawlbook check`` imports are built without
    ``dataclasses``' exec (tests/test_startup.py measures nothing; this names them)."""
    from crawlbook.compiler import diagnostics, registry
    from crawlbook.dsl import diagnostics as syntax
    from crawlbook.dsl.record import Record

    from crawlbook import ruleset

    made = [registry.Param, registry.Verb, registry.Directive, registry.CardKind,
            registry.Number, registry.Predicate, registry.Problem, registry.Registry,
            syntax.Diagnostic, syntax.Code, diagnostics.Example, ruleset.OptionSpec,
            ruleset.Result, ruleset.ReportTable, ruleset.ReportView, ruleset.SheetCard,
            ruleset.BookletSheet]
    # built by @record, not @dataclass (which leaves its __dataclass_params__)
    assert all(issubclass(c, Record) and not hasattr(c, "__dataclass_params__") for c in made)


def test_dataclasses_own_functions_work_on_a_record_as_on_the_dataclass() -> None:
    """A plug-in copies the contract's values with ``dataclasses.replace`` (docs/rulesets.md
    shows it): a record answers it, ``fields``, ``asdict`` and ``is_dataclass`` as the
    frozen dataclass it stands for would (seen failing when the contract's values became
    records: "replace() should be called on dataclass instances")."""
    from crawlbook.compiler.registry import Registry, Verb
    from crawlbook.runtime.interpreter import note_log_entry

    from crawlbook.ruleset import Effects

    span = Span("f", 1, 2, 1, 5)
    ours, theirs = Arg("x", span), _Twin("x", span)
    assert all(dataclasses.is_dataclass(made) for made in (ours, Arg))
    assert [f.name for f in dataclasses.fields(ours)] == [
        f.name for f in dataclasses.fields(theirs)]
    assert [f.default for f in dataclasses.fields(ours)] == [
        f.default for f in dataclasses.fields(theirs)]
    assert dataclasses.asdict(ours) == dataclasses.asdict(theirs)
    assert dataclasses.replace(ours, kind="int") == Arg("x", span, kind="int")
    registry = Registry("mine")
    verb = Verb("REST", (), "rest a turn")
    copied = dataclasses.replace(registry, verbs={"REST": verb})
    assert copied.verbs == {"REST": verb} and copied.ruleset == "mine"
    assert registry.verbs == {}
    handlers = {"REST": note_log_entry}
    effects = dataclasses.replace(Effects(handlers={}), handlers=handlers)
    assert effects.handlers == handlers


@mutable_record
class _State:
    """A mutable record with what the check's state uses (CheckContext, MissionGraph)."""

    name: str
    items: list[int] = field(default_factory=list)
    _cache: object = field(default=None, repr=False)


@dataclasses.dataclass(slots=True)
class _StateTwin:
    name: str
    items: list[int] = field(default_factory=list)
    _cache: object = field(default=None, repr=False)


def test_a_mutable_record_is_set_compared_and_printed_as_its_dataclass() -> None:
    ours, theirs = _State("a"), _StateTwin("a")
    ours.name, theirs.name = "b", "b"
    ours._cache, theirs._cache = 1, 1
    ours.items.append(2)
    theirs.items.append(2)
    assert repr(ours) == repr(theirs).replace("_StateTwin(", "_State(")
    assert ours == _State("b", [2], 1) and ours != _State("b", [2]) and ours != theirs
    for made in (ours, theirs):
        with pytest.raises(TypeError):
            hash(made)  # set again, so unhashable
        with pytest.raises(AttributeError):
            made.other = 1  # type: ignore[union-attr]  # slotted: only its fields
    assert replace(ours, name="c") == _State("c", [2], 1)
    assert [f.name for f in dataclasses.fields(ours)] == ["name", "items", "_cache"]


def test_the_state_a_check_builds_is_made_of_mutable_records() -> None:
    """``crawlbook check`` builds these once per start: records, not dataclasses compiled
    with ``exec`` at every start (docs/performance.md, "start-up")."""
    from crawlbook.compiler import api, context, graph, reach
    from crawlbook.dsl.record import MutableRecord

    made = [context.CheckContext, context.BoundDirective, graph.MissionGraph,
            reach.Reachability, reach._Facts, api.CompileResult]
    assert all(issubclass(c, MutableRecord) and not hasattr(c, "__dataclass_params__")
               for c in made)
