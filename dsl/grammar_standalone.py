"""lark's standalone LALR parser of ``grammar.lark``: GENERATED, do not edit.

Written by ``python -m crawlbook.dsl.parser`` (``crawlbook.dsl.parser.write_standalone``,
lark's ``lark.tools.standalone``) whenever ``grammar.lark`` changes;
tests/dsl/test_parser_cache.py fails while it is stale. ``GRAMMAR`` is the text it was
made from. Below it, lark's code and licence as lark's tool writes them.
"""
# crawlbook: annotations are not evaluated (lark's code never reads them): 7 M instructions
# of typing's subscripts at each start (benchmarks/startup_bench.py).
from __future__ import annotations
# ruff: noqa
# mypy: ignore-errors

GRAMMAR = '// The crawlbook language (docs/language.md), LALR(1).\n//\n// The terminals are produced by the line classifier (dsl/lexer.py): the language is\n// line-oriented, and what a line is depends on how it starts, so the classifier cuts each\n// line into the tokens declared below and ends it with _NL. A paragraph of prose is one\n// PROSE token. This grammar says what each line holds and how lines make a booklet.\n//\n// Lists are written with * and + (left-recursive in LALR: no recursion limit however\n// long the booklet). The tree is built directly into the nodes of dsl/nodes.py by\n// dsl/transformer.py; rules starting with _ are inlined into their parent.\n\nstart: _header_line* _section*\n\n// ----------------------------------------------------------------- header (set-up)\n\n_header_line: ruleset | include | mission | directive | start_at\n\nruleset: K_RULESET WORD _NL\ninclude: K_INCLUDE STRING _NL\nmission: K_MISSION INT (SEP TITLE?)? _NL\n// Where a reader may begin: `START 1`, `START 7.1, 9.1` (docs/language.md).\nstart_at: K_START ENTRY_REF+ _NL\n// Any other header line is a directive of the ruleset, which says what its words mean:\n// a word in capitals, then words, numbers, dice, `:` and `,`, maybe an effect at the end.\ndirective: DIRECTIVE (WORD | INT | SIGNED_INT | DICE | COLON | COMMA)* effect? _NL\n\n// ----------------------------------------------------------------- sections\n\n_section: briefing | objectives | rules | event | card | end_of_mission | section\n\nbriefing: K_BRIEFING _NL PROSE*\nobjectives: K_OBJECTIVES _NL objective*\nobjective: BULLET TEXT LOGTAG? _NL\nrules: K_RULES _NL (PROSE | effect_line)*\nevent: K_EVENT INT (SEP TITLE?)? _NL entry*\n     | EVENT_WHOLE\ncard: K_CARD CODE (SEP TITLE?)? _NL entry*\n    | CARD_WHOLE\nend_of_mission: K_END _NL PROSE* success_points?\nsuccess_points: K_SUCCESS _NL points_line*\npoints_line: POINTS C_IF condition _NL\n           | POINTS PER INT? WORD+ _NL\n\n// ----------------------------------------------------------------- entries\n\n// An entry: its id, body items, one ending, items after the ending (reported by the\n// checks), and the horizontal line that closes it. The effect of an effect-with-outcomes\n// ending is the last body item; the transformer takes it from there. (Alternatives are\n// written in place rather than as _item/_ending rules: each rule is a reduction per line,\n// and a long booklet has tens of thousands of lines.)\nentry: ENTRY_ID _NL (PROSE | effect_line)* ((goto | decision | outcomes | branch) (PROSE | effect_line)*)? hline?\n     | ENTRY_WHOLE\n// A numbered book\'s section (`12` alone on its line): an entry with no heading above it.\nsection: SECTION_ID _NL (PROSE | effect_line)* ((goto | decision | outcomes | branch) (PROSE | effect_line)*)? hline?\n       | SECTION_WHOLE\neffect_line: LSQB WORD (WORD | INT | SIGNED_INT | DICE)* RSQB _NL\n           | EFFECT_LINE\neffect: LSQB WORD (WORD | INT | SIGNED_INT | DICE)* RSQB\n\ngoto: GOTO (ENTRY_REF | CONTINUE) _NL\n    | GOTO_LINE\ndecision: option+\noption: BULLET (C_IF condition COLON)? TEXT ARROW (ENTRY_REF | CONTINUE) _NL\n      | OPTION_LINE\noutcomes: outcome+\noutcome: LABEL ARROW (ENTRY_REF | CONTINUE) _NL\n       | OUTCOME_LINE\nbranch: arm+\narm: IF condition ARROW (ENTRY_REF | CONTINUE) _NL\n   | OTHERWISE ARROW (ENTRY_REF | CONTINUE) _NL\nhline: (DOTTED | DOUBLE) _NL\n     | HLINE\n\n// A line of the five commonest kinds that is well formed as a whole (an effect, `→ TARGET`,\n// an option without a condition, an outcome, a horizontal line) reaches the parser as one\n// token, *_LINE or HLINE, that holds the line\'s tokens: one shift instead of three to ten\n// (dsl/parser.py, "_whole"; guarded by benchmarks/check_bench.py). Where the parser\n// refuses it, the line is fed again token by token, so every message is the one the\n// alternatives above give.\n//\n// Likewise a whole entry (or section) whose lines are all of those kinds, in the order\n// the rule above allows, closed by its horizontal line, reaches the parser as one token,\n// ENTRY_WHOLE or SECTION_WHOLE (dsl/parser.py, "_entry_kind"; guarded by\n// benchmarks/check_compare.py): one shift and one reduction instead of about twenty.\n//\n// And an EVENT or CARD whose heading is well formed and whose entries are all whole, up to\n// the next section or the end of the file, reaches it as one token, EVENT_WHOLE or\n// CARD_WHOLE (dsl/parser.py, "_sections"; guarded by benchmarks/check_compare.py): one\n// shift and one reduction instead of three per entry.\n\n// ----------------------------------------------------------------- conditions\n// not binds tighter than and, and tighter than or.\n\n?condition: or_cond\n?or_cond: and_cond | or_cond OR and_cond -> either\n?and_cond: not_cond | and_cond AND not_cond -> both\n?not_cond: NOT not_cond -> negation\n         | atom\n?atom: NOTED NAME -> noted\n     | HAS NAME -> has\n     | NAME CMP (INT | SIGNED_INT) -> compare\n     | NAME NAME -> pred\n     | LPAR condition RPAR -> group\n\n// ----------------------------------------------------------------- terminals\n// All come from dsl/lexer.py.\n\n%declare _NL PROSE ENTRY_ID DOTTED DOUBLE LSQB RSQB WORD INT SIGNED_INT DICE\n%declare BULLET TEXT LOGTAG ARROW GOTO LABEL IF OTHERWISE C_IF COLON COMMA\n%declare NOTED HAS NOT AND OR LPAR RPAR NAME CMP ENTRY_REF CONTINUE POINTS PER\n%declare K_RULESET K_INCLUDE K_MISSION K_START DIRECTIVE SECTION_ID\n%declare K_BRIEFING K_OBJECTIVES K_RULES K_EVENT K_CARD K_END K_SUCCESS\n%declare SEP TITLE CODE STRING\n%declare EFFECT_LINE GOTO_LINE OPTION_LINE OUTCOME_LINE HLINE\n%declare ENTRY_WHOLE SECTION_WHOLE EVENT_WHOLE CARD_WHOLE\n%declare JUNK BAD\n'

# The file was automatically generated by Lark v1.3.1
__version__ = "1.3.1"

#
#
#   Lark Stand-alone Generator Tool
# ----------------------------------
# Generates a stand-alone LALR(1) parser
#
# Git:    https://github.com/erezsh/lark
# Author: Erez Shinan (erezshin@gmail.com)
#
#
#    >>> LICENSE
#
#    This tool and its generated code use a separate license from Lark,
#    and are subject to the terms of the Mozilla Public License, v. 2.0.
#    If a copy of the MPL was not distributed with this
#    file, You can obtain one at https://mozilla.org/MPL/2.0/.
#
#    If you wish to purchase a commercial license for this tool and its
#    generated code, you may contact me via email or otherwise.
#
#    If MPL2 is incompatible with your free or open-source project,
#    contact me and we'll work it out.
#
#

from copy import deepcopy
from abc import ABC, abstractmethod
from types import ModuleType
from typing import (
    TypeVar, Generic, Type, Tuple, List, Dict, Iterator, Collection, Callable, Optional, FrozenSet, Any,
    Union, Iterable, IO, TYPE_CHECKING, overload, Sequence,
    Pattern as REPattern, ClassVar, Set, Mapping
)


class LarkError(Exception):
    pass


class ConfigurationError(LarkError, ValueError):
    pass


def assert_config(value, options: Collection, msg='Got %r, expected one of %s'):
    if value not in options:
        raise ConfigurationError(msg % (value, options))


class GrammarError(LarkError):
    pass


class ParseError(LarkError):
    pass


class LexError(LarkError):
    pass

T = TypeVar('T')

class UnexpectedInput(LarkError):
    #--
    line: int
    column: int
    pos_in_stream = None
    state: Any
    _terminals_by_name = None
    interactive_parser: 'InteractiveParser'

    def get_context(self, text: str, span: int=40) -> str:
        #--
        pos = self.pos_in_stream or 0
        start = max(pos - span, 0)
        end = pos + span
        if not isinstance(text, bytes):
            before = text[start:pos].rsplit('\n', 1)[-1]
            after = text[pos:end].split('\n', 1)[0]
            return before + after + '\n' + ' ' * len(before.expandtabs()) + '^\n'
        else:
            before = text[start:pos].rsplit(b'\n', 1)[-1]
            after = text[pos:end].split(b'\n', 1)[0]
            return (before + after + b'\n' + b' ' * len(before.expandtabs()) + b'^\n').decode("ascii", "backslashreplace")

    def match_examples(self, parse_fn: 'Callable[[str], Tree]',
                             examples: Union[Mapping[T, Iterable[str]], Iterable[Tuple[T, Iterable[str]]]],
                             token_type_match_fallback: bool=False,
                             use_accepts: bool=True
                         ) -> Optional[T]:
        #--
        assert self.state is not None, "Not supported for this exception"

        if isinstance(examples, Mapping):
            examples = examples.items()

        candidate = (None, False)
        for i, (label, example) in enumerate(examples):
            assert not isinstance(example, str), "Expecting a list"

            for j, malformed in enumerate(example):
                try:
                    parse_fn(malformed)
                except UnexpectedInput as ut:
                    if ut.state == self.state:
                        if (
                            use_accepts
                            and isinstance(self, UnexpectedToken)
                            and isinstance(ut, UnexpectedToken)
                            and ut.accepts != self.accepts
                        ):
                            logger.debug("Different accepts with same state[%d]: %s != %s at example [%s][%s]" %
                                         (self.state, self.accepts, ut.accepts, i, j))
                            continue
                        if (
                            isinstance(self, (UnexpectedToken, UnexpectedEOF))
                            and isinstance(ut, (UnexpectedToken, UnexpectedEOF))
                        ):
                            if ut.token == self.token:  ##

                                logger.debug("Exact Match at example [%s][%s]" % (i, j))
                                return label

                            if token_type_match_fallback:
                                ##

                                if (ut.token.type == self.token.type) and not candidate[-1]:
                                    logger.debug("Token Type Fallback at example [%s][%s]" % (i, j))
                                    candidate = label, True

                        if candidate[0] is None:
                            logger.debug("Same State match at example [%s][%s]" % (i, j))
                            candidate = label, False

        return candidate[0]

    def _format_expected(self, expected):
        if self._terminals_by_name:
            d = self._terminals_by_name
            expected = [d[t_name].user_repr() if t_name in d else t_name for t_name in expected]
        return "Expected one of: \n\t* %s\n" % '\n\t* '.join(expected)


class UnexpectedEOF(ParseError, UnexpectedInput):
    #--
    expected: 'List[Token]'

    def __init__(self, expected, state=None, terminals_by_name=None):
        super(UnexpectedEOF, self).__init__()

        self.expected = expected
        self.state = state
        from .lexer import Token
        self.token = Token("<EOF>", "")  ##

        self.pos_in_stream = -1
        self.line = -1
        self.column = -1
        self._terminals_by_name = terminals_by_name


    def __str__(self):
        message = "Unexpected end-of-input. "
        message += self._format_expected(self.expected)
        return message


class UnexpectedCharacters(LexError, UnexpectedInput):
    #--

    allowed: Set[str]
    considered_tokens: Set[Any]

    def __init__(self, seq, lex_pos, line, column, allowed=None, considered_tokens=None, state=None, token_history=None,
                 terminals_by_name=None, considered_rules=None):
        super(UnexpectedCharacters, self).__init__()

        ##

        self.line = line
        self.column = column
        self.pos_in_stream = lex_pos
        self.state = state
        self._terminals_by_name = terminals_by_name

        self.allowed = allowed
        self.considered_tokens = considered_tokens
        self.considered_rules = considered_rules
        self.token_history = token_history

        if isinstance(seq, bytes):
            self.char = seq[lex_pos:lex_pos + 1].decode("ascii", "backslashreplace")
        else:
            self.char = seq[lex_pos]
        self._context = self.get_context(seq)


    def __str__(self):
        message = "No terminal matches '%s' in the current parser context, at line %d col %d" % (self.char, self.line, self.column)
        message += '\n\n' + self._context
        if self.allowed:
            message += self._format_expected(self.allowed)
        if self.token_history:
            message += '\nPrevious tokens: %s\n' % ', '.join(repr(t) for t in self.token_history)
        return message


class UnexpectedToken(ParseError, UnexpectedInput):
    #--

    expected: Set[str]
    considered_rules: Set[str]

    def __init__(self, token, expected, considered_rules=None, state=None, interactive_parser=None, terminals_by_name=None, token_history=None):
        super(UnexpectedToken, self).__init__()

        ##

        self.line = getattr(token, 'line', '?')
        self.column = getattr(token, 'column', '?')
        self.pos_in_stream = getattr(token, 'start_pos', None)
        self.state = state

        self.token = token
        self.expected = expected  ##

        self._accepts = NO_VALUE
        self.considered_rules = considered_rules
        self.interactive_parser = interactive_parser
        self._terminals_by_name = terminals_by_name
        self.token_history = token_history


    @property
    def accepts(self) -> Set[str]:
        if self._accepts is NO_VALUE:
            self._accepts = self.interactive_parser and self.interactive_parser.accepts()
        return self._accepts

    def __str__(self):
        message = ("Unexpected token %r at line %s, column %s.\n%s"
                   % (self.token, self.line, self.column, self._format_expected(self.accepts or self.expected)))
        if self.token_history:
            message += "Previous tokens: %r\n" % self.token_history

        return message



class VisitError(LarkError):
    #--

    obj: 'Union[Tree, Token]'
    orig_exc: Exception

    def __init__(self, rule, obj, orig_exc):
        message = 'Error trying to process rule "%s":\n\n%s' % (rule, orig_exc)
        super(VisitError, self).__init__(message)

        self.rule = rule
        self.obj = obj
        self.orig_exc = orig_exc




import sys, re
from dataclasses import dataclass
from typing import Generic, AnyStr

class _Silent:  # crawlbook: lark's logger, which is silent below CRITICAL
    def _drop(self, *args, **kwargs): pass
    debug = info = warning = error = exception = critical = _drop
logger = _Silent()
##

##



NO_VALUE = object()

T = TypeVar("T")


def classify(seq: Iterable, key: Optional[Callable] = None, value: Optional[Callable] = None) -> Dict:
    d: Dict[Any, Any] = {}
    for item in seq:
        k = key(item) if (key is not None) else item
        v = value(item) if (value is not None) else item
        try:
            d[k].append(v)
        except KeyError:
            d[k] = [v]
    return d


def _deserialize(data: Any, namespace: Dict[str, Any], memo: Dict) -> Any:
    if isinstance(data, dict):
        if '__type__' in data:  ##

            class_ = namespace[data['__type__']]
            return class_.deserialize(data, memo)
        elif '@' in data:
            return memo[data['@']]
        return {key:_deserialize(value, namespace, memo) for key, value in data.items()}
    elif isinstance(data, list):
        return [_deserialize(value, namespace, memo) for value in data]
    return data


_T = TypeVar("_T", bound="Serialize")

class Serialize:
    #--

    def memo_serialize(self, types_to_memoize: List) -> Any:
        memo = SerializeMemoizer(types_to_memoize)
        return self.serialize(memo), memo.serialize()

    def serialize(self, memo = None) -> Dict[str, Any]:
        if memo and memo.in_types(self):
            return {'@': memo.memoized.get(self)}

        fields = getattr(self, '__serialize_fields__')
        res = {f: _serialize(getattr(self, f), memo) for f in fields}
        res['__type__'] = type(self).__name__
        if hasattr(self, '_serialize'):
            self._serialize(res, memo)
        return res

    @classmethod
    def deserialize(cls: Type[_T], data: Dict[str, Any], memo: Dict[int, Any]) -> _T:
        namespace = getattr(cls, '__serialize_namespace__', [])
        namespace = {c.__name__:c for c in namespace}

        fields = getattr(cls, '__serialize_fields__')

        if '@' in data:
            return memo[data['@']]

        inst = cls.__new__(cls)
        for f in fields:
            try:
                setattr(inst, f, _deserialize(data[f], namespace, memo))
            except KeyError as e:
                raise KeyError("Cannot find key for class", cls, e)

        if hasattr(inst, '_deserialize'):
            inst._deserialize()

        return inst


class SerializeMemoizer(Serialize):
    #--

    __serialize_fields__ = 'memoized',

    def __init__(self, types_to_memoize: List) -> None:
        self.types_to_memoize = tuple(types_to_memoize)
        self.memoized = Enumerator()

    def in_types(self, value: Serialize) -> bool:
        return isinstance(value, self.types_to_memoize)

    def serialize(self) -> Dict[int, Any]:  ##

        return _serialize(self.memoized.reversed(), None)

    @classmethod
    def deserialize(cls, data: Dict[int, Any], namespace: Dict[str, Any], memo: Dict[Any, Any]) -> Dict[int, Any]:  ##

        return _deserialize(data, namespace, memo)


_has_regex = False  # crawlbook: the parser lexes no patterns (dsl/parser.py, _TRIMS)

if sys.version_info >= (3, 11):
    import re._parser as sre_parse
    import re._constants as sre_constants
else:
    import sre_parse
    import sre_constants

categ_pattern = re.compile(r'\\p{[A-Za-z_]+}')

def get_regexp_width(expr: str) -> Union[Tuple[int, int], List[int]]:
    if _has_regex:
        ##

        ##

        ##

        regexp_final = re.sub(categ_pattern, 'A', expr)
    else:
        if re.search(categ_pattern, expr):
            raise ImportError('`regex` module must be installed in order to use Unicode categories.', expr)
        regexp_final = expr
    try:
        ##

        return [int(x) for x in sre_parse.parse(regexp_final).getwidth()]
    except sre_constants.error:
        if not _has_regex:
            raise ValueError(expr)
        else:
            ##

            ##

            c = regex.compile(regexp_final)
            ##

            ##

            MAXWIDTH = getattr(sre_parse, "MAXWIDTH", sre_constants.MAXREPEAT)
            if c.match('') is None:
                ##

                return 1, int(MAXWIDTH)
            else:
                return 0, int(MAXWIDTH)


class TextSlice(Generic[AnyStr]):  # crawlbook: not a dataclass (dsl/parser.py, _TRIMS)
    #--
    text: AnyStr
    start: int
    end: int

    def __init__(self, text, start, end):
        object.__setattr__(self, 'text', text)
        object.__setattr__(self, 'start', start)
        object.__setattr__(self, 'end', end)
        self.__post_init__()

    def __post_init__(self):
        if not isinstance(self.text, (str, bytes)):
            raise TypeError("text must be str or bytes")

        if self.start < 0:
            object.__setattr__(self, 'start', self.start + len(self.text))
            assert self.start >=0

        if self.end is None:
            object.__setattr__(self, 'end', len(self.text))
        elif self.end < 0:
            object.__setattr__(self, 'end', self.end + len(self.text))
            assert self.end <= len(self.text)

    @classmethod
    def cast_from(cls, text: 'TextOrSlice') -> 'TextSlice[AnyStr]':
        if isinstance(text, TextSlice):
            return text

        return cls(text, 0, len(text))

    def is_complete_text(self):
        return self.start == 0 and self.end == len(self.text)

    def __len__(self):
        return self.end - self.start

    def count(self, substr: AnyStr):
        return self.text.count(substr, self.start, self.end)

    def rindex(self, substr: AnyStr):
        return self.text.rindex(substr, self.start, self.end)


TextOrSlice = Union[AnyStr, 'TextSlice[AnyStr]']
LarkInput = Union[AnyStr, TextSlice[AnyStr], Any]



class Meta:

    empty: bool
    line: int
    column: int
    start_pos: int
    end_line: int
    end_column: int
    end_pos: int
    orig_expansion: 'List[TerminalDef]'
    match_tree: bool

    def __init__(self):
        self.empty = True


_Leaf_T = TypeVar("_Leaf_T")
Branch = Union[_Leaf_T, 'Tree[_Leaf_T]']


class Tree(Generic[_Leaf_T]):
    #--

    data: str
    children: 'List[Branch[_Leaf_T]]'

    def __init__(self, data: str, children: 'List[Branch[_Leaf_T]]', meta: Optional[Meta]=None) -> None:
        self.data = data
        self.children = children
        self._meta = meta

    @property
    def meta(self) -> Meta:
        if self._meta is None:
            self._meta = Meta()
        return self._meta

    def __repr__(self):
        return 'Tree(%r, %r)' % (self.data, self.children)

    __match_args__ = ("data", "children")

    def _pretty_label(self):
        return self.data

    def _pretty(self, level, indent_str):
        yield f'{indent_str*level}{self._pretty_label()}'
        if len(self.children) == 1 and not isinstance(self.children[0], Tree):
            yield f'\t{self.children[0]}\n'
        else:
            yield '\n'
            for n in self.children:
                if isinstance(n, Tree):
                    yield from n._pretty(level+1, indent_str)
                else:
                    yield f'{indent_str*(level+1)}{n}\n'

    def pretty(self, indent_str: str='  ') -> str:
        #--
        return ''.join(self._pretty(0, indent_str))

    def __rich__(self, parent:Optional['rich.tree.Tree']=None) -> 'rich.tree.Tree':
        #--
        return self._rich(parent)

    def _rich(self, parent):
        if parent:
            tree = parent.add(f'[bold]{self.data}[/bold]')
        else:
            import rich.tree
            tree = rich.tree.Tree(self.data)

        for c in self.children:
            if isinstance(c, Tree):
                c._rich(tree)
            else:
                tree.add(f'[green]{c}[/green]')

        return tree

    def __eq__(self, other):
        try:
            return self.data == other.data and self.children == other.children
        except AttributeError:
            return False

    def __ne__(self, other):
        return not (self == other)

    def __hash__(self) -> int:
        return hash((self.data, tuple(self.children)))

    def iter_subtrees(self) -> 'Iterator[Tree[_Leaf_T]]':
        #--
        queue = [self]
        subtrees = dict()
        for subtree in queue:
            subtrees[id(subtree)] = subtree
            queue += [c for c in reversed(subtree.children)
                      if isinstance(c, Tree) and id(c) not in subtrees]

        del queue
        return reversed(list(subtrees.values()))

    def iter_subtrees_topdown(self):
        #--
        stack = [self]
        stack_append = stack.append
        stack_pop = stack.pop
        while stack:
            node = stack_pop()
            if not isinstance(node, Tree):
                continue
            yield node
            for child in reversed(node.children):
                stack_append(child)

    def find_pred(self, pred: 'Callable[[Tree[_Leaf_T]], bool]') -> 'Iterator[Tree[_Leaf_T]]':
        #--
        return filter(pred, self.iter_subtrees())

    def find_data(self, data: str) -> 'Iterator[Tree[_Leaf_T]]':
        #--
        return self.find_pred(lambda t: t.data == data)


from functools import wraps, update_wrapper
from inspect import getmembers, getmro

_Return_T = TypeVar('_Return_T')
_Return_V = TypeVar('_Return_V')
_Leaf_T = TypeVar('_Leaf_T')
_Leaf_U = TypeVar('_Leaf_U')
_R = TypeVar('_R')
_FUNC = Callable[..., _Return_T]
_DECORATED = Union[_FUNC, type]

class _DiscardType:
    #--

    def __repr__(self):
        return "lark.visitors.Discard"

Discard = _DiscardType()

##


class _Decoratable:
    #--

    @classmethod
    def _apply_v_args(cls, visit_wrapper):
        mro = getmro(cls)
        assert mro[0] is cls
        libmembers = {name for _cls in mro[1:] for name, _ in getmembers(_cls)}
        for name, value in getmembers(cls):

            ##

            if name.startswith('_') or (name in libmembers and name not in cls.__dict__):
                continue
            if not callable(value):
                continue

            ##

            if isinstance(cls.__dict__[name], _VArgsWrapper):
                continue

            setattr(cls, name, _VArgsWrapper(cls.__dict__[name], visit_wrapper))
        return cls

    def __class_getitem__(cls, _):
        return cls


class Transformer(_Decoratable, ABC, Generic[_Leaf_T, _Return_T]):
    #--
    __visit_tokens__ = True   ##


    def __init__(self,  visit_tokens: bool=True) -> None:
        self.__visit_tokens__ = visit_tokens

    def _call_userfunc(self, tree, new_children=None):
        ##

        children = new_children if new_children is not None else tree.children
        try:
            f = getattr(self, tree.data)
        except AttributeError:
            return self.__default__(tree.data, children, tree.meta)
        else:
            try:
                wrapper = getattr(f, 'visit_wrapper', None)
                if wrapper is not None:
                    return f.visit_wrapper(f, tree.data, children, tree.meta)
                else:
                    return f(children)
            except GrammarError:
                raise
            except Exception as e:
                raise VisitError(tree.data, tree, e)

    def _call_userfunc_token(self, token):
        try:
            f = getattr(self, token.type)
        except AttributeError:
            return self.__default_token__(token)
        else:
            try:
                return f(token)
            except GrammarError:
                raise
            except Exception as e:
                raise VisitError(token.type, token, e)

    def _transform_children(self, children):
        for c in children:
            if isinstance(c, Tree):
                res = self._transform_tree(c)
            elif self.__visit_tokens__ and isinstance(c, Token):
                res = self._call_userfunc_token(c)
            else:
                res = c

            if res is not Discard:
                yield res

    def _transform_tree(self, tree):
        children = list(self._transform_children(tree.children))
        return self._call_userfunc(tree, children)

    def transform(self, tree: Tree[_Leaf_T]) -> _Return_T:
        #--
        res = list(self._transform_children([tree]))
        if not res:
            return None     ##

        assert len(res) == 1
        return res[0]

    def __mul__(
            self: 'Transformer[_Leaf_T, Tree[_Leaf_U]]',
            other: 'Union[Transformer[_Leaf_U, _Return_V], TransformerChain[_Leaf_U, _Return_V,]]'
    ) -> 'TransformerChain[_Leaf_T, _Return_V]':
        #--
        return TransformerChain(self, other)

    def __default__(self, data, children, meta):
        #--
        return Tree(data, children, meta)

    def __default_token__(self, token):
        #--
        return token






class TransformerChain(Generic[_Leaf_T, _Return_T]):

    transformers: 'Tuple[Union[Transformer, TransformerChain], ...]'

    def __init__(self, *transformers: 'Union[Transformer, TransformerChain]') -> None:
        self.transformers = transformers

    def transform(self, tree: Tree[_Leaf_T]) -> _Return_T:
        for t in self.transformers:
            tree = t.transform(tree)
        return cast(_Return_T, tree)

    def __mul__(
            self: 'TransformerChain[_Leaf_T, Tree[_Leaf_U]]',
            other: 'Union[Transformer[_Leaf_U, _Return_V], TransformerChain[_Leaf_U, _Return_V]]'
    ) -> 'TransformerChain[_Leaf_T, _Return_V]':
        return TransformerChain(*self.transformers + (other,))


class Transformer_InPlace(Transformer[_Leaf_T, _Return_T]):
    #--
    def _transform_tree(self, tree):           ##

        return self._call_userfunc(tree)

    def transform(self, tree: Tree[_Leaf_T]) -> _Return_T:
        for subtree in tree.iter_subtrees():
            subtree.children = list(self._transform_children(subtree.children))

        return self._transform_tree(tree)






##








class Interpreter(_Decoratable, ABC, Generic[_Leaf_T, _Return_T]):
    #--

    def visit(self, tree: Tree[_Leaf_T]) -> _Return_T:
        ##

        ##

        ##

        return self._visit_tree(tree)

    def _visit_tree(self, tree: Tree[_Leaf_T]):
        f = getattr(self, tree.data)
        wrapper = getattr(f, 'visit_wrapper', None)
        if wrapper is not None:
            return f.visit_wrapper(f, tree.data, tree.children, tree.meta)
        else:
            return f(tree)

    def visit_children(self, tree: Tree[_Leaf_T]) -> List:
        return [self._visit_tree(child) if isinstance(child, Tree) else child
                for child in tree.children]

    def __getattr__(self, name):
        return self.__default__

    def __default__(self, tree):
        return self.visit_children(tree)


_InterMethod = Callable[[Type[Interpreter], _Return_T], _R]


##


def _apply_v_args(obj, visit_wrapper):
    try:
        _apply = obj._apply_v_args
    except AttributeError:
        return _VArgsWrapper(obj, visit_wrapper)
    else:
        return _apply(visit_wrapper)


class _VArgsWrapper:
    #--
    base_func: Callable

    def __init__(self, func: Callable, visit_wrapper: Callable[[Callable, str, list, Any], Any]):
        if isinstance(func, _VArgsWrapper):
            func = func.base_func
        self.base_func = func
        self.visit_wrapper = visit_wrapper
        update_wrapper(self, func)

    def __call__(self, *args, **kwargs):
        return self.base_func(*args, **kwargs)

    def __get__(self, instance, owner=None):
        try:
            ##

            ##

            g = type(self.base_func).__get__
        except AttributeError:
            return self
        else:
            return _VArgsWrapper(g(self.base_func, instance, owner), self.visit_wrapper)

    def __set_name__(self, owner, name):
        try:
            f = type(self.base_func).__set_name__
        except AttributeError:
            return
        else:
            f(self.base_func, owner, name)


def _vargs_inline(f, _data, children, _meta):
    return f(*children)
def _vargs_meta_inline(f, _data, children, meta):
    return f(meta, *children)
def _vargs_meta(f, _data, children, meta):
    return f(meta, children)
def _vargs_tree(f, data, children, meta):
    return f(Tree(data, children, meta))


def v_args(inline: bool = False, meta: bool = False, tree: bool = False, wrapper: Optional[Callable] = None) -> Callable[[_DECORATED], _DECORATED]:
    #--
    if tree and (meta or inline):
        raise ValueError("Visitor functions cannot combine 'tree' with 'meta' or 'inline'.")

    func = None
    if meta:
        if inline:
            func = _vargs_meta_inline
        else:
            func = _vargs_meta
    elif inline:
        func = _vargs_inline
    elif tree:
        func = _vargs_tree

    if wrapper is not None:
        if func is not None:
            raise ValueError("Cannot use 'wrapper' along with 'tree', 'meta' or 'inline'.")
        func = wrapper

    def _visitor_args_dec(obj):
        return _apply_v_args(obj, func)
    return _visitor_args_dec



TOKEN_DEFAULT_PRIORITY = 0


class Symbol(Serialize):
    __slots__ = ('name',)

    name: str
    is_term: ClassVar[bool] = NotImplemented

    def __init__(self, name: str) -> None:
        self.name = name

    def __eq__(self, other):
        if not isinstance(other, Symbol):
            return NotImplemented
        return self.is_term == other.is_term and self.name == other.name

    def __ne__(self, other):
        return not (self == other)

    def __hash__(self):
        return hash(self.name)

    def __repr__(self):
        return '%s(%r)' % (type(self).__name__, self.name)

    fullrepr = property(__repr__)

    def renamed(self, f):
        return type(self)(f(self.name))


class Terminal(Symbol):
    __serialize_fields__ = 'name', 'filter_out'

    is_term: ClassVar[bool] = True

    def __init__(self, name: str, filter_out: bool = False) -> None:
        self.name = name
        self.filter_out = filter_out

    @property
    def fullrepr(self):
        return '%s(%r, %r)' % (type(self).__name__, self.name, self.filter_out)

    def renamed(self, f):
        return type(self)(f(self.name), self.filter_out)


class NonTerminal(Symbol):
    __serialize_fields__ = 'name',

    is_term: ClassVar[bool] = False

    def serialize(self, memo=None) -> Dict[str, Any]:
        ##

        ##

        return {'name': str(self.name), '__type__': 'NonTerminal'}


class RuleOptions(Serialize):
    __serialize_fields__ = 'keep_all_tokens', 'expand1', 'priority', 'template_source', 'empty_indices'

    keep_all_tokens: bool
    expand1: bool
    priority: Optional[int]
    template_source: Optional[str]
    empty_indices: Tuple[bool, ...]

    def __init__(self, keep_all_tokens: bool=False, expand1: bool=False, priority: Optional[int]=None, template_source: Optional[str]=None, empty_indices: Tuple[bool, ...]=()) -> None:
        self.keep_all_tokens = keep_all_tokens
        self.expand1 = expand1
        self.priority = priority
        self.template_source = template_source
        self.empty_indices = empty_indices

    def __repr__(self):
        return 'RuleOptions(%r, %r, %r, %r)' % (
            self.keep_all_tokens,
            self.expand1,
            self.priority,
            self.template_source
        )


class Rule(Serialize):
    #--
    __slots__ = ('origin', 'expansion', 'alias', 'options', 'order', '_hash')

    __serialize_fields__ = 'origin', 'expansion', 'order', 'alias', 'options'
    __serialize_namespace__ = Terminal, NonTerminal, RuleOptions

    origin: NonTerminal
    expansion: Sequence[Symbol]
    order: int
    alias: Optional[str]
    options: RuleOptions
    _hash: int

    def __init__(self, origin: NonTerminal, expansion: Sequence[Symbol],
                 order: int=0, alias: Optional[str]=None, options: Optional[RuleOptions]=None):
        self.origin = origin
        self.expansion = expansion
        self.alias = alias
        self.order = order
        self.options = options or RuleOptions()
        self._hash = hash((self.origin, tuple(self.expansion)))

    def _deserialize(self):
        self._hash = hash((self.origin, tuple(self.expansion)))

    def __str__(self):
        return '<%s : %s>' % (self.origin.name, ' '.join(x.name for x in self.expansion))

    def __repr__(self):
        return 'Rule(%r, %r, %r, %r)' % (self.origin, self.expansion, self.alias, self.options)

    def __hash__(self):
        return self._hash

    def __eq__(self, other):
        if not isinstance(other, Rule):
            return False
        return self.origin == other.origin and self.expansion == other.expansion



from contextlib import suppress
from copy import copy

try:  ##

    has_interegular = bool(interegular)
except NameError:
    has_interegular = False

class Pattern(Serialize, ABC):
    #--

    value: str
    flags: Collection[str]
    raw: Optional[str]
    type: ClassVar[str]

    def __init__(self, value: str, flags: Collection[str] = (), raw: Optional[str] = None) -> None:
        self.value = value
        self.flags = frozenset(flags)
        self.raw = raw

    def __repr__(self):
        return repr(self.to_regexp())

    ##

    def __hash__(self):
        return hash((type(self), self.value, self.flags))

    def __eq__(self, other):
        return type(self) == type(other) and self.value == other.value and self.flags == other.flags

    @abstractmethod
    def to_regexp(self) -> str:
        raise NotImplementedError()

    @property
    @abstractmethod
    def min_width(self) -> int:
        raise NotImplementedError()

    @property
    @abstractmethod
    def max_width(self) -> int:
        raise NotImplementedError()

    def _get_flags(self, value):
        for f in self.flags:
            value = ('(?%s:%s)' % (f, value))
        return value


class PatternStr(Pattern):
    __serialize_fields__ = 'value', 'flags', 'raw'

    type: ClassVar[str] = "str"

    def to_regexp(self) -> str:
        return self._get_flags(re.escape(self.value))

    @property
    def min_width(self) -> int:
        return len(self.value)

    @property
    def max_width(self) -> int:
        return len(self.value)


class PatternRE(Pattern):
    __serialize_fields__ = 'value', 'flags', 'raw', '_width'

    type: ClassVar[str] = "re"

    def to_regexp(self) -> str:
        return self._get_flags(self.value)

    _width = None
    def _get_width(self):
        if self._width is None:
            self._width = get_regexp_width(self.to_regexp())
        return self._width

    @property
    def min_width(self) -> int:
        return self._get_width()[0]

    @property
    def max_width(self) -> int:
        return self._get_width()[1]


class TerminalDef(Serialize):
    #--
    __serialize_fields__ = 'name', 'pattern', 'priority'
    __serialize_namespace__ = PatternStr, PatternRE

    name: str
    pattern: Pattern
    priority: int

    def __init__(self, name: str, pattern: Pattern, priority: int = TOKEN_DEFAULT_PRIORITY) -> None:
        assert isinstance(pattern, Pattern), pattern
        self.name = name
        self.pattern = pattern
        self.priority = priority

    def __repr__(self):
        return '%s(%r, %r)' % (type(self).__name__, self.name, self.pattern)

    def user_repr(self) -> str:
        if self.name.startswith('__'):  ##

            return self.pattern.raw or self.name
        else:
            return self.name

_T = TypeVar('_T', bound="Token")

class Token(str):
    #--
    __slots__ = ('type', 'start_pos', 'value', 'line', 'column', 'end_line', 'end_column', 'end_pos')

    __match_args__ = ('type', 'value')

    type: str
    start_pos: Optional[int]
    value: Any
    line: Optional[int]
    column: Optional[int]
    end_line: Optional[int]
    end_column: Optional[int]
    end_pos: Optional[int]


    @overload
    def __new__(
            cls,
            type: str,
            value: Any,
            start_pos: Optional[int] = None,
            line: Optional[int] = None,
            column: Optional[int] = None,
            end_line: Optional[int] = None,
            end_column: Optional[int] = None,
            end_pos: Optional[int] = None
    ) -> 'Token':
        ...

    @overload
    def __new__(
            cls,
            type_: str,
            value: Any,
            start_pos: Optional[int] = None,
            line: Optional[int] = None,
            column: Optional[int] = None,
            end_line: Optional[int] = None,
            end_column: Optional[int] = None,
            end_pos: Optional[int] = None
    ) -> 'Token':        ...

    def __new__(cls, *args, **kwargs):
        if "type_" in kwargs:
            warnings.warn("`type_` is deprecated use `type` instead", DeprecationWarning)

            if "type" in kwargs:
                raise TypeError("Error: using both 'type' and the deprecated 'type_' as arguments.")
            kwargs["type"] = kwargs.pop("type_")

        return cls._future_new(*args, **kwargs)


    @classmethod
    def _future_new(cls, type, value, start_pos=None, line=None, column=None, end_line=None, end_column=None, end_pos=None):
        inst = super(Token, cls).__new__(cls, value)

        inst.type = type
        inst.start_pos = start_pos
        inst.value = value
        inst.line = line
        inst.column = column
        inst.end_line = end_line
        inst.end_column = end_column
        inst.end_pos = end_pos
        return inst

    @overload
    def update(self, type: Optional[str] = None, value: Optional[Any] = None) -> 'Token':
        ...

    @overload
    def update(self, type_: Optional[str] = None, value: Optional[Any] = None) -> 'Token':
        ...

    def update(self, *args, **kwargs):
        if "type_" in kwargs:
            warnings.warn("`type_` is deprecated use `type` instead", DeprecationWarning)

            if "type" in kwargs:
                raise TypeError("Error: using both 'type' and the deprecated 'type_' as arguments.")
            kwargs["type"] = kwargs.pop("type_")

        return self._future_update(*args, **kwargs)

    def _future_update(self, type: Optional[str] = None, value: Optional[Any] = None) -> 'Token':
        return Token.new_borrow_pos(
            type if type is not None else self.type,
            value if value is not None else self.value,
            self
        )

    @classmethod
    def new_borrow_pos(cls: Type[_T], type_: str, value: Any, borrow_t: 'Token') -> _T:
        return cls(type_, value, borrow_t.start_pos, borrow_t.line, borrow_t.column, borrow_t.end_line, borrow_t.end_column, borrow_t.end_pos)

    def __reduce__(self):
        return (self.__class__, (self.type, self.value, self.start_pos, self.line, self.column))

    def __repr__(self):
        return 'Token(%r, %r)' % (self.type, self.value)

    def __deepcopy__(self, memo):
        return Token(self.type, self.value, self.start_pos, self.line, self.column)

    def __eq__(self, other):
        if isinstance(other, Token) and self.type != other.type:
            return False

        return str.__eq__(self, other)

    __hash__ = str.__hash__


class LineCounter:
    #--

    __slots__ = 'char_pos', 'line', 'column', 'line_start_pos', 'newline_char'

    def __init__(self, newline_char):
        self.newline_char = newline_char
        self.char_pos = 0
        self.line = 1
        self.column = 1
        self.line_start_pos = 0

    def __eq__(self, other):
        if not isinstance(other, LineCounter):
            return NotImplemented

        return self.char_pos == other.char_pos and self.newline_char == other.newline_char

    def feed(self, token: TextOrSlice, test_newline=True):
        #--
        if test_newline:
            newlines = token.count(self.newline_char)
            if newlines:
                self.line += newlines
                self.line_start_pos = self.char_pos + token.rindex(self.newline_char) + 1

        self.char_pos += len(token)
        self.column = self.char_pos - self.line_start_pos + 1


class UnlessCallback:
    def __init__(self, scanner: 'Scanner'):
        self.scanner = scanner

    def __call__(self, t: Token):
        res = self.scanner.fullmatch(t.value)
        if res is not None:
            t.type = res
        return t


class CallChain:
    def __init__(self, callback1, callback2, cond):
        self.callback1 = callback1
        self.callback2 = callback2
        self.cond = cond

    def __call__(self, t):
        t2 = self.callback1(t)
        return self.callback2(t) if self.cond(t2) else t2


def _get_match(re_, regexp, s, flags):
    m = re_.match(regexp, s, flags)
    if m:
        return m.group(0)

def _create_unless(terminals, g_regex_flags, re_, use_bytes):
    tokens_by_type = classify(terminals, lambda t: type(t.pattern))
    assert len(tokens_by_type) <= 2, tokens_by_type.keys()
    embedded_strs = set()
    callback = {}
    for retok in tokens_by_type.get(PatternRE, []):
        unless = []
        for strtok in tokens_by_type.get(PatternStr, []):
            if strtok.priority != retok.priority:
                continue
            s = strtok.pattern.value
            if s == _get_match(re_, retok.pattern.to_regexp(), s, g_regex_flags):
                unless.append(strtok)
                if strtok.pattern.flags <= retok.pattern.flags:
                    embedded_strs.add(strtok)
        if unless:
            callback[retok.name] = UnlessCallback(Scanner(unless, g_regex_flags, re_, use_bytes=use_bytes))

    new_terminals = [t for t in terminals if t not in embedded_strs]
    return new_terminals, callback


class Scanner:
    def __init__(self, terminals, g_regex_flags, re_, use_bytes):
        self.terminals = terminals
        self.g_regex_flags = g_regex_flags
        self.re_ = re_
        self.use_bytes = use_bytes

        self.allowed_types = {t.name for t in self.terminals}

        self._mres = self._build_mres(terminals, len(terminals))

    def _build_mres(self, terminals, max_size):
        ##

        ##

        ##

        mres = []
        while terminals:
            pattern = u'|'.join(u'(?P<%s>%s)' % (t.name, t.pattern.to_regexp()) for t in terminals[:max_size])
            if self.use_bytes:
                pattern = pattern.encode('latin-1')
            try:
                mre = self.re_.compile(pattern, self.g_regex_flags)
            except AssertionError:  ##

                return self._build_mres(terminals, max_size // 2)

            mres.append(mre)
            terminals = terminals[max_size:]
        return mres

    def match(self, text: TextSlice, pos):
        for mre in self._mres:
            m = mre.match(text.text, pos, text.end)
            if m:
                return m.group(0), m.lastgroup


    def fullmatch(self, text: str) -> Optional[str]:
        for mre in self._mres:
            m = mre.fullmatch(text)
            if m:
                return m.lastgroup
        return None

def _regexp_has_newline(r: str):
    #--
    return '\n' in r or '\\n' in r or '\\s' in r or '[^' in r or ('(?s' in r and '.' in r)


class LexerState:
    #--

    __slots__ = 'text', 'line_ctr', 'last_token'

    text: TextSlice
    line_ctr: LineCounter
    last_token: Optional[Token]

    def __init__(self, text: TextSlice, line_ctr: Optional[LineCounter] = None, last_token: Optional[Token]=None):
        if isinstance(text, TextSlice):
            if line_ctr is None:
                line_ctr = LineCounter(b'\n' if isinstance(text.text, bytes) else '\n')

                if text.start > 0:
                    ##

                    line_ctr.feed(TextSlice(text.text, 0, text.start))

            if not (text.start <= line_ctr.char_pos <= text.end):
                raise ValueError("LineCounter.char_pos is out of bounds")

        self.text = text
        self.line_ctr = line_ctr
        self.last_token = last_token


    def __eq__(self, other):
        if not isinstance(other, LexerState):
            return NotImplemented

        return self.text == other.text and self.line_ctr == other.line_ctr and self.last_token == other.last_token

    def __copy__(self):
        return type(self)(self.text, copy(self.line_ctr), self.last_token)


class LexerThread:
    #--

    def __init__(self, lexer: 'Lexer', lexer_state: Optional[LexerState]):
        self.lexer = lexer
        self.state = lexer_state

    @classmethod
    def from_text(cls, lexer: 'Lexer', text_or_slice: TextOrSlice) -> 'LexerThread':
        text = TextSlice.cast_from(text_or_slice)
        return cls(lexer, LexerState(text))

    @classmethod
    def from_custom_input(cls, lexer: 'Lexer', text: Any) -> 'LexerThread':
        return cls(lexer, LexerState(text))

    def lex(self, parser_state):
        if self.state is None:
            raise TypeError("Cannot lex: No text assigned to lexer state")
        return self.lexer.lex(self.state, parser_state)

    def __copy__(self):
        return type(self)(self.lexer, copy(self.state))

    _Token = Token


_Callback = Callable[[Token], Token]

class Lexer(ABC):
    #--
    @abstractmethod
    def lex(self, lexer_state: LexerState, parser_state: Any) -> Iterator[Token]:
        return NotImplemented

    def make_lexer_state(self, text: str):
        #--
        return LexerState(TextSlice.cast_from(text))


def _check_regex_collisions(terminal_to_regexp: Dict[TerminalDef, str], comparator, strict_mode, max_collisions_to_show=8):
    if not comparator:
        comparator = interegular.Comparator.from_regexes(terminal_to_regexp)

    ##

    ##

    max_time = 2 if strict_mode else 0.2

    ##

    if comparator.count_marked_pairs() >= max_collisions_to_show:
        return
    for group in classify(terminal_to_regexp, lambda t: t.priority).values():
        for a, b in comparator.check(group, skip_marked=True):
            assert a.priority == b.priority
            ##

            comparator.mark(a, b)

            ##

            message = f"Collision between Terminals {a.name} and {b.name}. "
            try:
                example = comparator.get_example_overlap(a, b, max_time).format_multiline()
            except ValueError:
                ##

                example = "No example could be found fast enough. However, the collision does still exists"
            if strict_mode:
                raise LexError(f"{message}\n{example}")
            logger.warning("%s The lexer will choose between them arbitrarily.\n%s", message, example)
            if comparator.count_marked_pairs() >= max_collisions_to_show:
                logger.warning("Found 8 regex collisions, will not check for more.")
                return


class AbstractBasicLexer(Lexer):
    terminals_by_name: Dict[str, TerminalDef]

    @abstractmethod
    def __init__(self, conf: 'LexerConf', comparator=None) -> None:
        ...

    @abstractmethod
    def next_token(self, lex_state: LexerState, parser_state: Any = None) -> Token:
        ...

    def lex(self, state: LexerState, parser_state: Any) -> Iterator[Token]:
        with suppress(EOFError):
            while True:
                yield self.next_token(state, parser_state)


class BasicLexer(AbstractBasicLexer):
    terminals: Collection[TerminalDef]
    ignore_types: FrozenSet[str]
    newline_types: FrozenSet[str]
    user_callbacks: Dict[str, _Callback]
    callback: Dict[str, _Callback]
    re: ModuleType

    def __init__(self, conf: 'LexerConf', comparator=None) -> None:
        terminals = list(conf.terminals)
        assert all(isinstance(t, TerminalDef) for t in terminals), terminals

        self.re = conf.re_module

        if not conf.skip_validation:
            ##

            terminal_to_regexp = {}
            for t in terminals:
                regexp = t.pattern.to_regexp()
                try:
                    self.re.compile(regexp, conf.g_regex_flags)
                except self.re.error:
                    raise LexError("Cannot compile token %s: %s" % (t.name, t.pattern))

                if t.pattern.min_width == 0:
                    raise LexError("Lexer does not allow zero-width terminals. (%s: %s)" % (t.name, t.pattern))
                if t.pattern.type == "re":
                    terminal_to_regexp[t] = regexp

            if not (set(conf.ignore) <= {t.name for t in terminals}):
                raise LexError("Ignore terminals are not defined: %s" % (set(conf.ignore) - {t.name for t in terminals}))

            if has_interegular:
                _check_regex_collisions(terminal_to_regexp, comparator, conf.strict)
            elif conf.strict:
                raise LexError("interegular must be installed for strict mode. Use `pip install 'lark[interegular]'`.")

        ##

        self.newline_types = frozenset(t.name for t in terminals if _regexp_has_newline(t.pattern.to_regexp()))
        self.ignore_types = frozenset(conf.ignore)

        terminals.sort(key=lambda x: (-x.priority, -x.pattern.max_width, -len(x.pattern.value), x.name))
        self.terminals = terminals
        self.user_callbacks = conf.callbacks
        self.g_regex_flags = conf.g_regex_flags
        self.use_bytes = conf.use_bytes
        self.terminals_by_name = conf.terminals_by_name

        self._scanner: Optional[Scanner] = None

    def _build_scanner(self) -> Scanner:
        terminals, self.callback = _create_unless(self.terminals, self.g_regex_flags, self.re, self.use_bytes)
        assert all(self.callback.values())

        for type_, f in self.user_callbacks.items():
            if type_ in self.callback:
                ##

                self.callback[type_] = CallChain(self.callback[type_], f, lambda t: t.type == type_)
            else:
                self.callback[type_] = f

        return Scanner(terminals, self.g_regex_flags, self.re, self.use_bytes)

    @property
    def scanner(self) -> Scanner:
        if self._scanner is None:
            self._scanner = self._build_scanner()
        return self._scanner

    def match(self, text, pos):
        return self.scanner.match(text, pos)

    def next_token(self, lex_state: LexerState, parser_state: Any = None) -> Token:
        line_ctr = lex_state.line_ctr
        while line_ctr.char_pos < lex_state.text.end:
            res = self.match(lex_state.text, line_ctr.char_pos)
            if not res:
                allowed = self.scanner.allowed_types - self.ignore_types
                if not allowed:
                    allowed = {"<END-OF-FILE>"}
                raise UnexpectedCharacters(lex_state.text.text, line_ctr.char_pos, line_ctr.line, line_ctr.column,
                                           allowed=allowed, token_history=lex_state.last_token and [lex_state.last_token],
                                           state=parser_state, terminals_by_name=self.terminals_by_name)

            value, type_ = res

            ignored = type_ in self.ignore_types
            t = None
            if not ignored or type_ in self.callback:
                t = Token(type_, value, line_ctr.char_pos, line_ctr.line, line_ctr.column)
            line_ctr.feed(value, type_ in self.newline_types)
            if t is not None:
                t.end_line = line_ctr.line
                t.end_column = line_ctr.column
                t.end_pos = line_ctr.char_pos
                if t.type in self.callback:
                    t = self.callback[t.type](t)
                if not ignored:
                    if not isinstance(t, Token):
                        raise LexError("Callbacks must return a token (returned %r)" % t)
                    lex_state.last_token = t
                    return t

        ##

        raise EOFError(self)


class ContextualLexer(Lexer):
    lexers: Dict[int, AbstractBasicLexer]
    root_lexer: AbstractBasicLexer

    BasicLexer: Type[AbstractBasicLexer] = BasicLexer

    def __init__(self, conf: 'LexerConf', states: Dict[int, Collection[str]], always_accept: Collection[str]=()) -> None:
        terminals = list(conf.terminals)
        terminals_by_name = conf.terminals_by_name

        trad_conf = copy(conf)
        trad_conf.terminals = terminals

        if has_interegular and not conf.skip_validation:
            comparator = interegular.Comparator.from_regexes({t: t.pattern.to_regexp() for t in terminals})
        else:
            comparator = None
        lexer_by_tokens: Dict[FrozenSet[str], AbstractBasicLexer] = {}
        self.lexers = {}
        for state, accepts in states.items():
            key = frozenset(accepts)
            try:
                lexer = lexer_by_tokens[key]
            except KeyError:
                accepts = set(accepts) | set(conf.ignore) | set(always_accept)
                lexer_conf = copy(trad_conf)
                lexer_conf.terminals = [terminals_by_name[n] for n in accepts if n in terminals_by_name]
                lexer = self.BasicLexer(lexer_conf, comparator)
                lexer_by_tokens[key] = lexer

            self.lexers[state] = lexer

        assert trad_conf.terminals is terminals
        trad_conf.skip_validation = True  ##

        self.root_lexer = self.BasicLexer(trad_conf, comparator)

    def lex(self, lexer_state: LexerState, parser_state: 'ParserState') -> Iterator[Token]:
        try:
            while True:
                lexer = self.lexers[parser_state.position]
                yield lexer.next_token(lexer_state, parser_state)
        except EOFError:
            pass
        except UnexpectedCharacters as e:
            ##

            ##

            try:
                last_token = lexer_state.last_token  ##

                token = self.root_lexer.next_token(lexer_state, parser_state)
                raise UnexpectedToken(token, e.allowed, state=parser_state, token_history=[last_token], terminals_by_name=self.root_lexer.terminals_by_name)
            except UnexpectedCharacters:
                raise e  ##




_ParserArgType: 'TypeAlias' = 'Literal["earley", "lalr", "cyk", "auto"]'
_LexerArgType: 'TypeAlias' = 'Union[Literal["auto", "basic", "contextual", "dynamic", "dynamic_complete"], Type[Lexer]]'
_LexerCallback = Callable[[Token], Token]
ParserCallbacks = Dict[str, Callable]

class LexerConf(Serialize):
    __serialize_fields__ = 'terminals', 'ignore', 'g_regex_flags', 'use_bytes', 'lexer_type'
    __serialize_namespace__ = TerminalDef,

    terminals: Collection[TerminalDef]
    re_module: ModuleType
    ignore: Collection[str]
    postlex: 'Optional[PostLex]'
    callbacks: Dict[str, _LexerCallback]
    g_regex_flags: int
    skip_validation: bool
    use_bytes: bool
    lexer_type: Optional[_LexerArgType]
    strict: bool

    def __init__(self, terminals: Collection[TerminalDef], re_module: ModuleType, ignore: Collection[str]=(), postlex: 'Optional[PostLex]'=None,
                 callbacks: Optional[Dict[str, _LexerCallback]]=None, g_regex_flags: int=0, skip_validation: bool=False, use_bytes: bool=False, strict: bool=False):
        self.terminals = terminals
        self.terminals_by_name = {t.name: t for t in self.terminals}
        assert len(self.terminals) == len(self.terminals_by_name)
        self.ignore = ignore
        self.postlex = postlex
        self.callbacks = callbacks or {}
        self.g_regex_flags = g_regex_flags
        self.re_module = re_module
        self.skip_validation = skip_validation
        self.use_bytes = use_bytes
        self.strict = strict
        self.lexer_type = None

    def _deserialize(self):
        self.terminals_by_name = {t.name: t for t in self.terminals}

    def __deepcopy__(self, memo=None):
        return type(self)(
            deepcopy(self.terminals, memo),
            self.re_module,
            deepcopy(self.ignore, memo),
            deepcopy(self.postlex, memo),
            deepcopy(self.callbacks, memo),
            deepcopy(self.g_regex_flags, memo),
            deepcopy(self.skip_validation, memo),
            deepcopy(self.use_bytes, memo),
        )

class ParserConf(Serialize):
    __serialize_fields__ = 'rules', 'start', 'parser_type'

    rules: List['Rule']
    callbacks: ParserCallbacks
    start: List[str]
    parser_type: _ParserArgType

    def __init__(self, rules: List['Rule'], callbacks: ParserCallbacks, start: List[str]):
        assert isinstance(start, list)
        self.rules = rules
        self.callbacks = callbacks
        self.start = start


from functools import partial, wraps
from itertools import product


class ExpandSingleChild:
    def __init__(self, node_builder):
        self.node_builder = node_builder

    def __call__(self, children):
        if len(children) == 1:
            return children[0]
        else:
            return self.node_builder(children)



class PropagatePositions:
    def __init__(self, node_builder, node_filter=None):
        self.node_builder = node_builder
        self.node_filter = node_filter

    def __call__(self, children):
        res = self.node_builder(children)

        if isinstance(res, Tree):
            ##

            ##

            ##

            ##


            res_meta = res.meta

            first_meta = self._pp_get_meta(children)
            if first_meta is not None:
                if not hasattr(res_meta, 'line'):
                    ##

                    res_meta.line = getattr(first_meta, 'container_line', first_meta.line)
                    res_meta.column = getattr(first_meta, 'container_column', first_meta.column)
                    res_meta.start_pos = getattr(first_meta, 'container_start_pos', first_meta.start_pos)
                    res_meta.empty = False

                res_meta.container_line = getattr(first_meta, 'container_line', first_meta.line)
                res_meta.container_column = getattr(first_meta, 'container_column', first_meta.column)
                res_meta.container_start_pos = getattr(first_meta, 'container_start_pos', first_meta.start_pos)

            last_meta = self._pp_get_meta(reversed(children))
            if last_meta is not None:
                if not hasattr(res_meta, 'end_line'):
                    res_meta.end_line = getattr(last_meta, 'container_end_line', last_meta.end_line)
                    res_meta.end_column = getattr(last_meta, 'container_end_column', last_meta.end_column)
                    res_meta.end_pos = getattr(last_meta, 'container_end_pos', last_meta.end_pos)
                    res_meta.empty = False

                res_meta.container_end_line = getattr(last_meta, 'container_end_line', last_meta.end_line)
                res_meta.container_end_column = getattr(last_meta, 'container_end_column', last_meta.end_column)
                res_meta.container_end_pos = getattr(last_meta, 'container_end_pos', last_meta.end_pos)

        return res

    def _pp_get_meta(self, children):
        for c in children:
            if self.node_filter is not None and not self.node_filter(c):
                continue
            if isinstance(c, Tree):
                if not c.meta.empty:
                    return c.meta
            elif isinstance(c, Token):
                return c
            elif hasattr(c, '__lark_meta__'):
                return c.__lark_meta__()

def make_propagate_positions(option):
    if callable(option):
        return partial(PropagatePositions, node_filter=option)
    elif option is True:
        return PropagatePositions
    elif option is False:
        return None

    raise ConfigurationError('Invalid option for propagate_positions: %r' % option)


class ChildFilter:
    def __init__(self, to_include, append_none, node_builder):
        self.node_builder = node_builder
        self.to_include = to_include
        self.append_none = append_none

    def __call__(self, children):
        filtered = []

        for i, to_expand, add_none in self.to_include:
            if add_none:
                filtered += [None] * add_none
            if to_expand:
                filtered += children[i].children
            else:
                filtered.append(children[i])

        if self.append_none:
            filtered += [None] * self.append_none

        return self.node_builder(filtered)


class ChildFilterLALR(ChildFilter):
    #--

    def __call__(self, children):
        filtered = []
        for i, to_expand, add_none in self.to_include:
            if add_none:
                filtered += [None] * add_none
            if to_expand:
                if filtered:
                    filtered += children[i].children
                else:   ##

                    filtered = children[i].children
            else:
                filtered.append(children[i])

        if self.append_none:
            filtered += [None] * self.append_none

        return self.node_builder(filtered)


class ChildFilterLALR_NoPlaceholders(ChildFilter):
    #--
    def __init__(self, to_include, node_builder):
        self.node_builder = node_builder
        self.to_include = to_include

    def __call__(self, children):
        filtered = []
        for i, to_expand in self.to_include:
            if to_expand:
                if filtered:
                    filtered += children[i].children
                else:   ##

                    filtered = children[i].children
            else:
                filtered.append(children[i])
        return self.node_builder(filtered)


def _should_expand(sym):
    return not sym.is_term and sym.name.startswith('_')


def maybe_create_child_filter(expansion, keep_all_tokens, ambiguous, _empty_indices: List[bool]):
    ##

    if _empty_indices:
        assert _empty_indices.count(False) == len(expansion)
        s = ''.join(str(int(b)) for b in _empty_indices)
        empty_indices = [len(ones) for ones in s.split('0')]
        assert len(empty_indices) == len(expansion)+1, (empty_indices, len(expansion))
    else:
        empty_indices = [0] * (len(expansion)+1)

    to_include = []
    nones_to_add = 0
    for i, sym in enumerate(expansion):
        nones_to_add += empty_indices[i]
        if keep_all_tokens or not (sym.is_term and sym.filter_out):
            to_include.append((i, _should_expand(sym), nones_to_add))
            nones_to_add = 0

    nones_to_add += empty_indices[len(expansion)]

    if _empty_indices or len(to_include) < len(expansion) or any(to_expand for i, to_expand,_ in to_include):
        if _empty_indices or ambiguous:
            return partial(ChildFilter if ambiguous else ChildFilterLALR, to_include, nones_to_add)
        else:
            ##

            return partial(ChildFilterLALR_NoPlaceholders, [(i, x) for i,x,_ in to_include])


class AmbiguousExpander:
    #--
    def __init__(self, to_expand, tree_class, node_builder):
        self.node_builder = node_builder
        self.tree_class = tree_class
        self.to_expand = to_expand

    def __call__(self, children):
        def _is_ambig_tree(t):
            return hasattr(t, 'data') and t.data == '_ambig'

        ##

        ##

        ##

        ##

        ambiguous = []
        for i, child in enumerate(children):
            if _is_ambig_tree(child):
                if i in self.to_expand:
                    ambiguous.append(i)

                child.expand_kids_by_data('_ambig')

        if not ambiguous:
            return self.node_builder(children)

        expand = [child.children if i in ambiguous else (child,) for i, child in enumerate(children)]
        return self.tree_class('_ambig', [self.node_builder(list(f)) for f in product(*expand)])


def maybe_create_ambiguous_expander(tree_class, expansion, keep_all_tokens):
    to_expand = [i for i, sym in enumerate(expansion)
                 if keep_all_tokens or ((not (sym.is_term and sym.filter_out)) and _should_expand(sym))]
    if to_expand:
        return partial(AmbiguousExpander, to_expand, tree_class)


class AmbiguousIntermediateExpander:
    #--

    def __init__(self, tree_class, node_builder):
        self.node_builder = node_builder
        self.tree_class = tree_class

    def __call__(self, children):
        def _is_iambig_tree(child):
            return hasattr(child, 'data') and child.data == '_iambig'

        def _collapse_iambig(children):
            #--

            ##

            ##

            if children and _is_iambig_tree(children[0]):
                iambig_node = children[0]
                result = []
                for grandchild in iambig_node.children:
                    collapsed = _collapse_iambig(grandchild.children)
                    if collapsed:
                        for child in collapsed:
                            child.children += children[1:]
                        result += collapsed
                    else:
                        new_tree = self.tree_class('_inter', grandchild.children + children[1:])
                        result.append(new_tree)
                return result

        collapsed = _collapse_iambig(children)
        if collapsed:
            processed_nodes = [self.node_builder(c.children) for c in collapsed]
            return self.tree_class('_ambig', processed_nodes)

        return self.node_builder(children)



def inplace_transformer(func):
    @wraps(func)
    def f(children):
        ##

        tree = Tree(func.__name__, children)
        return func(tree)
    return f


def apply_visit_wrapper(func, name, wrapper):
    if wrapper is _vargs_meta or wrapper is _vargs_meta_inline:
        raise NotImplementedError("Meta args not supported for internal transformer; use YourTransformer().transform(parser.parse()) instead")

    @wraps(func)
    def f(children):
        return wrapper(func, name, children, None)
    return f


class ParseTreeBuilder:
    def __init__(self, rules, tree_class, propagate_positions=False, ambiguous=False, maybe_placeholders=False):
        self.tree_class = tree_class
        self.propagate_positions = propagate_positions
        self.ambiguous = ambiguous
        self.maybe_placeholders = maybe_placeholders

        self.rule_builders = list(self._init_builders(rules))

    def _init_builders(self, rules):
        propagate_positions = make_propagate_positions(self.propagate_positions)

        for rule in rules:
            options = rule.options
            keep_all_tokens = options.keep_all_tokens
            expand_single_child = options.expand1

            wrapper_chain = list(filter(None, [
                (expand_single_child and not rule.alias) and ExpandSingleChild,
                maybe_create_child_filter(rule.expansion, keep_all_tokens, self.ambiguous, options.empty_indices if self.maybe_placeholders else None),
                propagate_positions,
                self.ambiguous and maybe_create_ambiguous_expander(self.tree_class, rule.expansion, keep_all_tokens),
                self.ambiguous and partial(AmbiguousIntermediateExpander, self.tree_class)
            ]))

            yield rule, wrapper_chain

    def create_callback(self, transformer=None):
        callbacks = {}

        default_handler = getattr(transformer, '__default__', None)
        if default_handler:
            def default_callback(data, children):
                return default_handler(data, children, None)
        else:
            default_callback = self.tree_class

        for rule, wrapper_chain in self.rule_builders:

            user_callback_name = rule.alias or rule.options.template_source or rule.origin.name
            try:
                f = getattr(transformer, user_callback_name)
                wrapper = getattr(f, 'visit_wrapper', None)
                if wrapper is not None:
                    f = apply_visit_wrapper(f, user_callback_name, wrapper)
                elif isinstance(transformer, Transformer_InPlace):
                    f = inplace_transformer(f)
            except AttributeError:
                f = partial(default_callback, user_callback_name)

            for w in wrapper_chain:
                f = w(f)

            if rule in callbacks:
                raise GrammarError("Rule '%s' already exists" % (rule,))

            callbacks[rule] = f

        return callbacks



class Action:
    def __init__(self, name):
        self.name = name
    def __str__(self):
        return self.name
    def __repr__(self):
        return str(self)

Shift = Action('Shift')
Reduce = Action('Reduce')

StateT = TypeVar("StateT")

class ParseTableBase(Generic[StateT]):
    states: Dict[StateT, Dict[str, Tuple]]
    start_states: Dict[str, StateT]
    end_states: Dict[str, StateT]

    def __init__(self, states, start_states, end_states):
        self.states = states
        self.start_states = start_states
        self.end_states = end_states

    def serialize(self, memo):
        tokens = Enumerator()

        states = {
            state: {tokens.get(token): ((1, arg.serialize(memo)) if action is Reduce else (0, arg))
                    for token, (action, arg) in actions.items()}
            for state, actions in self.states.items()
        }

        return {
            'tokens': tokens.reversed(),
            'states': states,
            'start_states': self.start_states,
            'end_states': self.end_states,
        }

    @classmethod
    def deserialize(cls, data, memo):
        tokens = data['tokens']
        states = {
            state: {tokens[token]: ((Reduce, Rule.deserialize(arg, memo)) if action==1 else (Shift, arg))
                    for token, (action, arg) in actions.items()}
            for state, actions in data['states'].items()
        }
        return cls(states, data['start_states'], data['end_states'])

class ParseTable(ParseTableBase['State']):
    #--
    pass


class IntParseTable(ParseTableBase[int]):
    #--

    @classmethod
    def from_ParseTable(cls, parse_table: ParseTable):
        enum = list(parse_table.states)
        state_to_idx: Dict['State', int] = {s:i for i,s in enumerate(enum)}
        int_states = {}

        for s, la in parse_table.states.items():
            la = {k:(v[0], state_to_idx[v[1]]) if v[0] is Shift else v
                  for k,v in la.items()}
            int_states[ state_to_idx[s] ] = la


        start_states = {start:state_to_idx[s] for start, s in parse_table.start_states.items()}
        end_states = {start:state_to_idx[s] for start, s in parse_table.end_states.items()}
        return cls(int_states, start_states, end_states)



class ParseConf(Generic[StateT]):
    __slots__ = 'parse_table', 'callbacks', 'start', 'start_state', 'end_state', 'states'

    parse_table: ParseTableBase[StateT]
    callbacks: ParserCallbacks
    start: str

    start_state: StateT
    end_state: StateT
    states: Dict[StateT, Dict[str, tuple]]

    def __init__(self, parse_table: ParseTableBase[StateT], callbacks: ParserCallbacks, start: str):
        self.parse_table = parse_table

        self.start_state = self.parse_table.start_states[start]
        self.end_state = self.parse_table.end_states[start]
        self.states = self.parse_table.states

        self.callbacks = callbacks
        self.start = start

class ParserState(Generic[StateT]):
    __slots__ = 'parse_conf', 'lexer', 'state_stack', 'value_stack'

    parse_conf: ParseConf[StateT]
    lexer: LexerThread
    state_stack: List[StateT]
    value_stack: list

    def __init__(self, parse_conf: ParseConf[StateT], lexer: LexerThread, state_stack=None, value_stack=None):
        self.parse_conf = parse_conf
        self.lexer = lexer
        self.state_stack = state_stack or [self.parse_conf.start_state]
        self.value_stack = value_stack or []

    @property
    def position(self) -> StateT:
        return self.state_stack[-1]

    ##

    def __eq__(self, other) -> bool:
        if not isinstance(other, ParserState):
            return NotImplemented
        return len(self.state_stack) == len(other.state_stack) and self.position == other.position

    def __copy__(self):
        return self.copy()

    def copy(self, deepcopy_values=True) -> 'ParserState[StateT]':
        return type(self)(
            self.parse_conf,
            self.lexer, ##

            copy(self.state_stack),
            deepcopy(self.value_stack) if deepcopy_values else copy(self.value_stack),
        )

    def feed_token(self, token: Token, is_end=False) -> Any:
        state_stack = self.state_stack
        value_stack = self.value_stack
        states = self.parse_conf.states
        end_state = self.parse_conf.end_state
        callbacks = self.parse_conf.callbacks

        while True:
            state = state_stack[-1]
            try:
                action, arg = states[state][token.type]
            except KeyError:
                expected = {s for s in states[state].keys() if s.isupper()}
                raise UnexpectedToken(token, expected, state=self, interactive_parser=None)

            assert arg != end_state

            if action is Shift:
                ##

                assert not is_end
                state_stack.append(arg)
                value_stack.append(token if token.type not in callbacks else callbacks[token.type](token))
                return
            else:
                ##

                rule = arg
                size = len(rule.expansion)
                if size:
                    s = value_stack[-size:]
                    del state_stack[-size:]
                    del value_stack[-size:]
                else:
                    s = []

                value = callbacks[rule](s) if callbacks else s

                _action, new_state = states[state_stack[-1]][rule.origin.name]
                assert _action is Shift
                state_stack.append(new_state)
                value_stack.append(value)

                if is_end and state_stack[-1] == end_state:
                    return value_stack[-1]


class LALR_Parser(Serialize):
    def __init__(self, parser_conf: ParserConf, debug: bool=False, strict: bool=False):
        analysis = LALR_Analyzer(parser_conf, debug=debug, strict=strict)
        analysis.compute_lalr()
        callbacks = parser_conf.callbacks

        self._parse_table = analysis.parse_table
        self.parser_conf = parser_conf
        self.parser = _Parser(analysis.parse_table, callbacks, debug)

    @classmethod
    def deserialize(cls, data, memo, callbacks, debug=False):
        inst = cls.__new__(cls)
        inst._parse_table = IntParseTable.deserialize(data, memo)
        inst.parser = _Parser(inst._parse_table, callbacks, debug)
        return inst

    def serialize(self, memo: Any = None) -> Dict[str, Any]:
        return self._parse_table.serialize(memo)

    def parse_interactive(self, lexer: LexerThread, start: str):
        return self.parser.parse(lexer, start, start_interactive=True)

    def parse(self, lexer, start, on_error=None):
        try:
            return self.parser.parse(lexer, start)
        except UnexpectedInput as e:
            if on_error is None:
                raise

            while True:
                if isinstance(e, UnexpectedCharacters):
                    s = e.interactive_parser.lexer_thread.state
                    p = s.line_ctr.char_pos

                if not on_error(e):
                    raise e

                if isinstance(e, UnexpectedCharacters):
                    ##

                    if p == s.line_ctr.char_pos:
                        s.line_ctr.feed(s.text.text[p:p+1])

                try:
                    return e.interactive_parser.resume_parse()
                except UnexpectedToken as e2:
                    if (isinstance(e, UnexpectedToken)
                        and e.token.type == e2.token.type == '$END'
                        and e.interactive_parser == e2.interactive_parser):
                        ##

                        raise e2
                    e = e2
                except UnexpectedCharacters as e2:
                    e = e2


class _Parser:
    parse_table: ParseTableBase
    callbacks: ParserCallbacks
    debug: bool

    def __init__(self, parse_table: ParseTableBase, callbacks: ParserCallbacks, debug: bool=False):
        self.parse_table = parse_table
        self.callbacks = callbacks
        self.debug = debug

    def parse(self, lexer: LexerThread, start: str, value_stack=None, state_stack=None, start_interactive=False):
        parse_conf = ParseConf(self.parse_table, self.callbacks, start)
        parser_state = ParserState(parse_conf, lexer, state_stack, value_stack)
        if start_interactive:
            return InteractiveParser(self, parser_state, parser_state.lexer)
        return self.parse_from_state(parser_state)


    def parse_from_state(self, state: ParserState, last_token: Optional[Token]=None):
        #--
        try:
            token = last_token
            for token in state.lexer.lex(state):
                assert token is not None
                state.feed_token(token)

            end_token = Token.new_borrow_pos('$END', '', token) if token else Token('$END', '', 0, 1, 1)
            return state.feed_token(end_token, True)
        except UnexpectedInput as e:
            try:
                e.interactive_parser = InteractiveParser(self, state, state.lexer)
            except NameError:
                pass
            raise e
        except Exception as e:
            if self.debug:
                print("")
                print("STATE STACK DUMP")
                print("----------------")
                for i, s in enumerate(state.state_stack):
                    print('%d)' % i , s)
                print("")

            raise


class InteractiveParser:
    #--
    def __init__(self, parser, parser_state: ParserState, lexer_thread: LexerThread):
        self.parser = parser
        self.parser_state = parser_state
        self.lexer_thread = lexer_thread
        self.result = None

    @property
    def lexer_state(self) -> LexerThread:
        warnings.warn("lexer_state will be removed in subsequent releases. Use lexer_thread instead.", DeprecationWarning)
        return self.lexer_thread

    def feed_token(self, token: Token):
        #--
        return self.parser_state.feed_token(token, token.type == '$END')

    def iter_parse(self) -> Iterator[Token]:
        #--
        for token in self.lexer_thread.lex(self.parser_state):
            yield token
            self.result = self.feed_token(token)

    def exhaust_lexer(self) -> List[Token]:
        #--
        return list(self.iter_parse())


    def feed_eof(self, last_token=None):
        #--
        eof = Token.new_borrow_pos('$END', '', last_token) if last_token is not None else self.lexer_thread._Token('$END', '', 0, 1, 1)
        return self.feed_token(eof)


    def __copy__(self):
        #--
        return self.copy()

    def copy(self, deepcopy_values=True):
        return type(self)(
            self.parser,
            self.parser_state.copy(deepcopy_values=deepcopy_values),
            copy(self.lexer_thread),
        )

    def __eq__(self, other):
        if not isinstance(other, InteractiveParser):
            return False

        return self.parser_state == other.parser_state and self.lexer_thread == other.lexer_thread

    def as_immutable(self):
        #--
        p = copy(self)
        return ImmutableInteractiveParser(p.parser, p.parser_state, p.lexer_thread)

    def pretty(self):
        #--
        out = ["Parser choices:"]
        for k, v in self.choices().items():
            out.append('\t- %s -> %r' % (k, v))
        out.append('stack size: %s' % len(self.parser_state.state_stack))
        return '\n'.join(out)

    def choices(self):
        #--
        return self.parser_state.parse_conf.parse_table.states[self.parser_state.position]

    def accepts(self):
        #--
        accepts = set()
        conf_no_callbacks = copy(self.parser_state.parse_conf)
        ##

        ##

        conf_no_callbacks.callbacks = {}
        for t in self.choices():
            if t.isupper(): ##

                new_cursor = self.copy(deepcopy_values=False)
                new_cursor.parser_state.parse_conf = conf_no_callbacks
                try:
                    new_cursor.feed_token(self.lexer_thread._Token(t, ''))
                except UnexpectedToken:
                    pass
                else:
                    accepts.add(t)
        return accepts

    def resume_parse(self):
        #--
        return self.parser.parse_from_state(self.parser_state, last_token=self.lexer_thread.state.last_token)



class ImmutableInteractiveParser(InteractiveParser):
    #--

    result = None

    def __hash__(self):
        return hash((self.parser_state, self.lexer_thread))

    def feed_token(self, token):
        c = copy(self)
        c.result = InteractiveParser.feed_token(c, token)
        return c

    def exhaust_lexer(self):
        #--
        cursor = self.as_mutable()
        cursor.exhaust_lexer()
        return cursor.as_immutable()

    def as_mutable(self):
        #--
        p = copy(self)
        return InteractiveParser(p.parser, p.parser_state, p.lexer_thread)



def _wrap_lexer(lexer_class):
    future_interface = getattr(lexer_class, '__future_interface__', 0)
    if future_interface == 2:
        return lexer_class
    elif future_interface == 1:
        class CustomLexerWrapper1(Lexer):
            def __init__(self, lexer_conf):
                self.lexer = lexer_class(lexer_conf)
            def lex(self, lexer_state, parser_state):
                if isinstance(lexer_state.text, TextSlice) and not lexer_state.text.is_complete_text():
                    raise TypeError("Interface=1 Custom Lexer don't support TextSlice")
                lexer_state.text = lexer_state.text
                return self.lexer.lex(lexer_state, parser_state)
        return CustomLexerWrapper1
    elif future_interface == 0:
        class CustomLexerWrapper0(Lexer):
            def __init__(self, lexer_conf):
                self.lexer = lexer_class(lexer_conf)

            def lex(self, lexer_state, parser_state):
                if isinstance(lexer_state.text, TextSlice):
                    if not lexer_state.text.is_complete_text():
                        raise TypeError("Interface=0 Custom Lexer don't support TextSlice")
                    return self.lexer.lex(lexer_state.text.text)
                return self.lexer.lex(lexer_state.text)
        return CustomLexerWrapper0
    else:
        raise ValueError(f"Unknown __future_interface__ value {future_interface}, integer 0-2 expected")


def _deserialize_parsing_frontend(data, memo, lexer_conf, callbacks, options):
    parser_conf = ParserConf.deserialize(data['parser_conf'], memo)
    cls = (options and options._plugins.get('LALR_Parser')) or LALR_Parser
    parser = cls.deserialize(data['parser'], memo, callbacks, options.debug)
    parser_conf.callbacks = callbacks
    return ParsingFrontend(lexer_conf, parser_conf, options, parser=parser)


_parser_creators: 'Dict[str, Callable[[LexerConf, Any, Any], Any]]' = {}


class ParsingFrontend(Serialize):
    __serialize_fields__ = 'lexer_conf', 'parser_conf', 'parser'

    lexer_conf: LexerConf
    parser_conf: ParserConf
    options: Any

    def __init__(self, lexer_conf: LexerConf, parser_conf: ParserConf, options, parser=None):
        self.parser_conf = parser_conf
        self.lexer_conf = lexer_conf
        self.options = options

        ##

        if parser:  ##

            self.parser = parser
        else:
            create_parser = _parser_creators.get(parser_conf.parser_type)
            assert create_parser is not None, "{} is not supported in standalone mode".format(
                    parser_conf.parser_type
                )
            self.parser = create_parser(lexer_conf, parser_conf, options)

        ##

        lexer_type = lexer_conf.lexer_type
        self.skip_lexer = False
        if lexer_type in ('dynamic', 'dynamic_complete'):
            assert lexer_conf.postlex is None
            self.skip_lexer = True
            return

        if isinstance(lexer_type, type):
            assert issubclass(lexer_type, Lexer)
            self.lexer = _wrap_lexer(lexer_type)(lexer_conf)
        elif isinstance(lexer_type, str):
            create_lexer = {
                'basic': create_basic_lexer,
                'contextual': create_contextual_lexer,
            }[lexer_type]
            self.lexer = create_lexer(lexer_conf, self.parser, lexer_conf.postlex, options)
        else:
            raise TypeError("Bad value for lexer_type: {lexer_type}")

        if lexer_conf.postlex:
            self.lexer = PostLexConnector(self.lexer, lexer_conf.postlex)

    def _verify_start(self, start=None):
        if start is None:
            start_decls = self.parser_conf.start
            if len(start_decls) > 1:
                raise ConfigurationError("Lark initialized with more than 1 possible start rule. Must specify which start rule to parse", start_decls)
            start ,= start_decls
        elif start not in self.parser_conf.start:
            raise ConfigurationError("Unknown start rule %s. Must be one of %r" % (start, self.parser_conf.start))
        return start

    def _make_lexer_thread(self, text: Optional[LarkInput]) -> Union[LarkInput, LexerThread, None]:
        cls = (self.options and self.options._plugins.get('LexerThread')) or LexerThread
        if self.skip_lexer:
            return text
        if text is None:
            return cls(self.lexer, None)
        if isinstance(text, (str, bytes, TextSlice)):
            return cls.from_text(self.lexer, text)
        return cls.from_custom_input(self.lexer, text)

    def parse(self, text: Optional[LarkInput], start=None, on_error=None):
        if self.lexer_conf.lexer_type in ("dynamic", "dynamic_complete"):
            if isinstance(text, TextSlice) and not text.is_complete_text():
                raise TypeError(f"Lexer {self.lexer_conf.lexer_type} does not support text slices.")

        chosen_start = self._verify_start(start)
        kw = {} if on_error is None else {'on_error': on_error}
        stream = self._make_lexer_thread(text)
        return self.parser.parse(stream, chosen_start, **kw)

    def parse_interactive(self, text: Optional[TextOrSlice]=None, start=None):
        ##

        ##

        chosen_start = self._verify_start(start)
        if self.parser_conf.parser_type != 'lalr':
            raise ConfigurationError("parse_interactive() currently only works with parser='lalr' ")
        stream = self._make_lexer_thread(text)
        return self.parser.parse_interactive(stream, chosen_start)


def _validate_frontend_args(parser, lexer) -> None:
    assert_config(parser, ('lalr', 'earley', 'cyk'))
    if not isinstance(lexer, type):     ##

        expected = {
            'lalr': ('basic', 'contextual'),
            'earley': ('basic', 'dynamic', 'dynamic_complete'),
            'cyk': ('basic', ),
         }[parser]
        assert_config(lexer, expected, 'Parser %r does not support lexer %%r, expected one of %%s' % parser)


def _get_lexer_callbacks(transformer, terminals):
    result = {}
    for terminal in terminals:
        callback = getattr(transformer, terminal.name, None)
        if callback is not None:
            result[terminal.name] = callback
    return result

class PostLexConnector:
    def __init__(self, lexer, postlexer):
        self.lexer = lexer
        self.postlexer = postlexer

    def lex(self, lexer_state, parser_state):
        i = self.lexer.lex(lexer_state, parser_state)
        return self.postlexer.process(i)



def create_basic_lexer(lexer_conf, parser, postlex, options) -> BasicLexer:
    cls = (options and options._plugins.get('BasicLexer')) or BasicLexer
    return cls(lexer_conf)

def create_contextual_lexer(lexer_conf: LexerConf, parser, postlex, options) -> ContextualLexer:
    cls = (options and options._plugins.get('ContextualLexer')) or ContextualLexer
    parse_table: ParseTableBase[int] = parser._parse_table
    states: Dict[int, Collection[str]] = {idx:list(t.keys()) for idx, t in parse_table.states.items()}
    always_accept: Collection[str] = postlex.always_accept if postlex else ()
    return cls(lexer_conf, states, always_accept=always_accept)

def create_lalr_parser(lexer_conf: LexerConf, parser_conf: ParserConf, options=None) -> LALR_Parser:
    debug = options.debug if options else False
    strict = options.strict if options else False
    cls = (options and options._plugins.get('LALR_Parser')) or LALR_Parser
    return cls(parser_conf, debug=debug, strict=strict)

_parser_creators['lalr'] = create_lalr_parser




class PostLex(ABC):
    @abstractmethod
    def process(self, stream: Iterator[Token]) -> Iterator[Token]:
        return stream

    always_accept: Iterable[str] = ()

class LarkOptions(Serialize):
    #--

    start: List[str]
    debug: bool
    strict: bool
    transformer: 'Optional[Transformer]'
    propagate_positions: Union[bool, str]
    maybe_placeholders: bool
    cache: Union[bool, str]
    cache_grammar: bool
    regex: bool
    g_regex_flags: int
    keep_all_tokens: bool
    tree_class: Optional[Callable[[str, List], Any]]
    parser: _ParserArgType
    lexer: _LexerArgType
    ambiguity: 'Literal["auto", "resolve", "explicit", "forest"]'
    postlex: Optional[PostLex]
    priority: 'Optional[Literal["auto", "normal", "invert"]]'
    lexer_callbacks: Dict[str, Callable[[Token], Token]]
    use_bytes: bool
    ordered_sets: bool
    edit_terminals: Optional[Callable[[TerminalDef], TerminalDef]]
    import_paths: 'List[Union[str, Callable[[Union[None, str, PackageResource], str], Tuple[str, str]]]]'
    source_path: Optional[str]

    OPTIONS_DOC = r"""
    **===  General Options  ===**

    start
            The start symbol. Either a string, or a list of strings for multiple possible starts (Default: "start")
    debug
            Display debug information and extra warnings. Use only when debugging (Default: ``False``)
            When used with Earley, it generates a forest graph as "sppf.png", if 'dot' is installed.
    strict
            Throw an exception on any potential ambiguity, including shift/reduce conflicts, and regex collisions.
    transformer
            Applies the transformer to every parse tree (equivalent to applying it after the parse, but faster)
    propagate_positions
            Propagates positional attributes into the 'meta' attribute of all tree branches.
            Sets attributes: (line, column, end_line, end_column, start_pos, end_pos,
                              container_line, container_column, container_end_line, container_end_column)
            Accepts ``False``, ``True``, or a callable, which will filter which nodes to ignore when propagating.
    maybe_placeholders
            When ``True``, the ``[]`` operator returns ``None`` when not matched.
            When ``False``,  ``[]`` behaves like the ``?`` operator, and returns no value at all.
            (default= ``True``)
    cache
            Cache the results of the Lark grammar analysis, for x2 to x3 faster loading. LALR only for now.

            - When ``False``, does nothing (default)
            - When ``True``, caches to a temporary file in the local directory
            - When given a string, caches to the path pointed by the string
    cache_grammar
            For use with ``cache`` option. When ``True``, the unanalyzed grammar is also included in the cache.
            Useful for classes that require the ``Lark.grammar`` to be present (e.g. Reconstructor).
            (default= ``False``)
    regex
            When True, uses the ``regex`` module instead of the stdlib ``re``.
    g_regex_flags
            Flags that are applied to all terminals (both regex and strings)
    keep_all_tokens
            Prevent the tree builder from automagically removing "punctuation" tokens (Default: ``False``)
    tree_class
            Lark will produce trees comprised of instances of this class instead of the default ``lark.Tree``.

    **=== Algorithm Options ===**

    parser
            Decides which parser engine to use. Accepts "earley" or "lalr". (Default: "earley").
            (there is also a "cyk" option for legacy)
    lexer
            Decides whether or not to use a lexer stage

            - "auto" (default): Choose for me based on the parser
            - "basic": Use a basic lexer
            - "contextual": Stronger lexer (only works with parser="lalr")
            - "dynamic": Flexible and powerful (only with parser="earley")
            - "dynamic_complete": Same as dynamic, but tries *every* variation of tokenizing possible.
    ambiguity
            Decides how to handle ambiguity in the parse. Only relevant if parser="earley"

            - "resolve": The parser will automatically choose the simplest derivation
              (it chooses consistently: greedy for tokens, non-greedy for rules)
            - "explicit": The parser will return all derivations wrapped in "_ambig" tree nodes (i.e. a forest).
            - "forest": The parser will return the root of the shared packed parse forest.

    **=== Misc. / Domain Specific Options ===**

    postlex
            Lexer post-processing (Default: ``None``) Only works with the basic and contextual lexers.
    priority
            How priorities should be evaluated - "auto", ``None``, "normal", "invert" (Default: "auto")
    lexer_callbacks
            Dictionary of callbacks for the lexer. May alter tokens during lexing. Use with caution.
    use_bytes
            Accept an input of type ``bytes`` instead of ``str``.
    ordered_sets
            Should Earley use ordered-sets to achieve stable output (~10% slower than regular sets. Default: True)
    edit_terminals
            A callback for editing the terminals before parse.
    import_paths
            A List of either paths or loader functions to specify from where grammars are imported
    source_path
            Override the source of from where the grammar was loaded. Useful for relative imports and unconventional grammar loading
    **=== End of Options ===**
    """
    if __doc__:
        __doc__ += OPTIONS_DOC


    ##

    ##

    ##

    ##

    ##

    ##

    _defaults: Dict[str, Any] = {
        'debug': False,
        'strict': False,
        'keep_all_tokens': False,
        'tree_class': None,
        'cache': False,
        'cache_grammar': False,
        'postlex': None,
        'parser': 'earley',
        'lexer': 'auto',
        'transformer': None,
        'start': 'start',
        'priority': 'auto',
        'ambiguity': 'auto',
        'regex': False,
        'propagate_positions': False,
        'lexer_callbacks': {},
        'maybe_placeholders': True,
        'edit_terminals': None,
        'g_regex_flags': 0,
        'use_bytes': False,
        'ordered_sets': True,
        'import_paths': [],
        'source_path': None,
        '_plugins': {},
    }

    def __init__(self, options_dict: Dict[str, Any]) -> None:
        o = dict(options_dict)

        options = {}
        for name, default in self._defaults.items():
            if name in o:
                value = o.pop(name)
                if isinstance(default, bool) and name not in ('cache', 'use_bytes', 'propagate_positions'):
                    value = bool(value)
            else:
                value = default

            options[name] = value

        if isinstance(options['start'], str):
            options['start'] = [options['start']]

        self.__dict__['options'] = options


        assert_config(self.parser, ('earley', 'lalr', 'cyk', None))

        if self.parser == 'earley' and self.transformer:
            raise ConfigurationError('Cannot specify an embedded transformer when using the Earley algorithm. '
                             'Please use your transformer on the resulting parse tree, or use a different algorithm (i.e. LALR)')

        if self.cache_grammar and not self.cache:
            raise ConfigurationError('cache_grammar cannot be set when cache is disabled')

        if o:
            raise ConfigurationError("Unknown options: %s" % o.keys())

    def __getattr__(self, name: str) -> Any:
        try:
            return self.__dict__['options'][name]
        except KeyError as e:
            raise AttributeError(e)

    def __setattr__(self, name: str, value: str) -> None:
        assert_config(name, self.options.keys(), "%r isn't a valid option. Expected one of: %s")
        self.options[name] = value

    def serialize(self, memo = None) -> Dict[str, Any]:
        return self.options

    @classmethod
    def deserialize(cls, data: Dict[str, Any], memo: Dict[int, Union[TerminalDef, Rule]]) -> "LarkOptions":
        return cls(data)


##

##

_LOAD_ALLOWED_OPTIONS = {'postlex', 'transformer', 'lexer_callbacks', 'use_bytes', 'debug', 'g_regex_flags', 'regex', 'propagate_positions', 'tree_class', '_plugins'}

_VALID_PRIORITY_OPTIONS = ('auto', 'normal', 'invert', None)
_VALID_AMBIGUITY_OPTIONS = ('auto', 'resolve', 'explicit', 'forest')


_T = TypeVar('_T', bound="Lark")

class Lark(Serialize):
    #--

    source_path: str
    source_grammar: str
    grammar: 'Grammar'
    options: LarkOptions
    lexer: Lexer
    parser: 'ParsingFrontend'
    terminals: Collection[TerminalDef]

    __serialize_fields__ = ['parser', 'rules', 'options']

    def __init__(self, grammar: 'Union[Grammar, str, IO[str]]', **options) -> None:
        self.options = LarkOptions(options)
        re_module: types.ModuleType

        ##

        if self.options.cache_grammar:
            self.__serialize_fields__ = self.__serialize_fields__ + ['grammar']

        ##

        use_regex = self.options.regex
        if use_regex:
            if _has_regex:
                re_module = regex
            else:
                raise ImportError('`regex` module must be installed if calling `Lark(regex=True)`.')
        else:
            re_module = re

        ##

        if self.options.source_path is None:
            try:
                self.source_path = grammar.name  ##

            except AttributeError:
                self.source_path = '<string>'
        else:
            self.source_path = self.options.source_path

        ##

        try:
            read = grammar.read  ##

        except AttributeError:
            pass
        else:
            grammar = read()

        cache_fn = None
        cache_sha256 = None
        if isinstance(grammar, str):
            self.source_grammar = grammar
            if self.options.use_bytes:
                if not grammar.isascii():
                    raise ConfigurationError("Grammar must be ascii only, when use_bytes=True")

            if self.options.cache:
                if self.options.parser != 'lalr':
                    raise ConfigurationError("cache only works with parser='lalr' for now")

                unhashable = ('transformer', 'postlex', 'lexer_callbacks', 'edit_terminals', '_plugins')
                options_str = ''.join(k+str(v) for k, v in options.items() if k not in unhashable)
                from . import __version__
                s = grammar + options_str + __version__ + str(sys.version_info[:2])
                cache_sha256 = sha256_digest(s)

                if isinstance(self.options.cache, str):
                    cache_fn = self.options.cache
                else:
                    if self.options.cache is not True:
                        raise ConfigurationError("cache argument must be bool or str")

                    try:
                        username = getpass.getuser()
                    except Exception:
                        ##

                        ##

                        ##

                        username = "unknown"


                    cache_fn = tempfile.gettempdir() + "/.lark_%s_%s_%s_%s_%s.tmp" % (
                        "cache_grammar" if self.options.cache_grammar else "cache", username, cache_sha256, *sys.version_info[:2])

                old_options = self.options
                try:
                    with FS.open(cache_fn, 'rb') as f:
                        logger.debug('Loading grammar from cache: %s', cache_fn)
                        ##

                        for name in (set(options) - _LOAD_ALLOWED_OPTIONS):
                            del options[name]
                        file_sha256 = f.readline().rstrip(b'\n')
                        cached_used_files = pickle.load(f)
                        if file_sha256 == cache_sha256.encode('utf8') and verify_used_files(cached_used_files):
                            cached_parser_data = pickle.load(f)
                            self._load(cached_parser_data, **options)
                            return
                except FileNotFoundError:
                    ##

                    pass
                except Exception: ##

                    logger.exception("Failed to load Lark from cache: %r. We will try to carry on.", cache_fn)

                    ##

                    ##

                    self.options = old_options


            ##

            self.grammar, used_files = load_grammar(grammar, self.source_path, self.options.import_paths, self.options.keep_all_tokens)
        else:
            assert isinstance(grammar, Grammar)
            self.grammar = grammar


        if self.options.lexer == 'auto':
            if self.options.parser == 'lalr':
                self.options.lexer = 'contextual'
            elif self.options.parser == 'earley':
                if self.options.postlex is not None:
                    logger.info("postlex can't be used with the dynamic lexer, so we use 'basic' instead. "
                                "Consider using lalr with contextual instead of earley")
                    self.options.lexer = 'basic'
                else:
                    self.options.lexer = 'dynamic'
            elif self.options.parser == 'cyk':
                self.options.lexer = 'basic'
            else:
                assert False, self.options.parser
        lexer = self.options.lexer
        if isinstance(lexer, type):
            assert issubclass(lexer, Lexer)     ##

        else:
            assert_config(lexer, ('basic', 'contextual', 'dynamic', 'dynamic_complete'))
            if self.options.postlex is not None and 'dynamic' in lexer:
                raise ConfigurationError("Can't use postlex with a dynamic lexer. Use basic or contextual instead")

        if self.options.ambiguity == 'auto':
            if self.options.parser == 'earley':
                self.options.ambiguity = 'resolve'
        else:
            assert_config(self.options.parser, ('earley', 'cyk'), "%r doesn't support disambiguation. Use one of these parsers instead: %s")

        if self.options.priority == 'auto':
            self.options.priority = 'normal'

        if self.options.priority not in _VALID_PRIORITY_OPTIONS:
            raise ConfigurationError("invalid priority option: %r. Must be one of %r" % (self.options.priority, _VALID_PRIORITY_OPTIONS))
        if self.options.ambiguity not in _VALID_AMBIGUITY_OPTIONS:
            raise ConfigurationError("invalid ambiguity option: %r. Must be one of %r" % (self.options.ambiguity, _VALID_AMBIGUITY_OPTIONS))

        if self.options.parser is None:
            terminals_to_keep = '*'     ##

        elif self.options.postlex is not None:
            terminals_to_keep = set(self.options.postlex.always_accept)
        else:
            terminals_to_keep = set()

        ##

        self.terminals, self.rules, self.ignore_tokens = self.grammar.compile(self.options.start, terminals_to_keep)

        if self.options.edit_terminals:
            for t in self.terminals:
                self.options.edit_terminals(t)

        self._terminals_dict = {t.name: t for t in self.terminals}

        ##

        if self.options.priority == 'invert':
            for rule in self.rules:
                if rule.options.priority is not None:
                    rule.options.priority = -rule.options.priority
            for term in self.terminals:
                term.priority = -term.priority
        ##

        ##

        ##

        elif self.options.priority is None:
            for rule in self.rules:
                if rule.options.priority is not None:
                    rule.options.priority = None
            for term in self.terminals:
                term.priority = 0

        ##

        self.lexer_conf = LexerConf(
                self.terminals, re_module, self.ignore_tokens, self.options.postlex,
                self.options.lexer_callbacks, self.options.g_regex_flags, use_bytes=self.options.use_bytes, strict=self.options.strict
            )

        if self.options.parser:
            self.parser = self._build_parser()
        elif lexer:
            self.lexer = self._build_lexer()

        if cache_fn:
            logger.debug('Saving grammar to cache: %s', cache_fn)
            try:
                with FS.open(cache_fn, 'wb') as f:
                    assert cache_sha256 is not None
                    f.write(cache_sha256.encode('utf8') + b'\n')
                    pickle.dump(used_files, f)
                    self.save(f, _LOAD_ALLOWED_OPTIONS)
            except IOError as e:
                logger.exception("Failed to save Lark to cache: %r.", cache_fn, e)

    if __doc__:
        __doc__ += "\n\n" + LarkOptions.OPTIONS_DOC

    def _build_lexer(self, dont_ignore: bool=False) -> BasicLexer:
        lexer_conf = self.lexer_conf
        if dont_ignore:
            from copy import copy
            lexer_conf = copy(lexer_conf)
            lexer_conf.ignore = ()
        return BasicLexer(lexer_conf)

    def _prepare_callbacks(self) -> None:
        self._callbacks = {}
        ##

        if self.options.ambiguity != 'forest':
            self._parse_tree_builder = ParseTreeBuilder(
                    self.rules,
                    self.options.tree_class or Tree,
                    self.options.propagate_positions,
                    self.options.parser != 'lalr' and self.options.ambiguity == 'explicit',
                    self.options.maybe_placeholders
                )
            self._callbacks = self._parse_tree_builder.create_callback(self.options.transformer)
        self._callbacks.update(_get_lexer_callbacks(self.options.transformer, self.terminals))

    def _build_parser(self) -> "ParsingFrontend":
        self._prepare_callbacks()
        _validate_frontend_args(self.options.parser, self.options.lexer)
        parser_conf = ParserConf(self.rules, self._callbacks, self.options.start)
        return _construct_parsing_frontend(
            self.options.parser,
            self.options.lexer,
            self.lexer_conf,
            parser_conf,
            options=self.options
        )

    def save(self, f, exclude_options: Collection[str] = ()) -> None:
        #--
        if self.options.parser != 'lalr':
            raise NotImplementedError("Lark.save() is only implemented for the LALR(1) parser.")
        data, m = self.memo_serialize([TerminalDef, Rule])
        if exclude_options:
            data["options"] = {n: v for n, v in data["options"].items() if n not in exclude_options}
        pickle.dump({'data': data, 'memo': m}, f, protocol=pickle.HIGHEST_PROTOCOL)

    @classmethod
    def load(cls: Type[_T], f) -> _T:
        #--
        inst = cls.__new__(cls)
        return inst._load(f)

    def _deserialize_lexer_conf(self, data: Dict[str, Any], memo: Dict[int, Union[TerminalDef, Rule]], options: LarkOptions) -> LexerConf:
        lexer_conf = LexerConf.deserialize(data['lexer_conf'], memo)
        lexer_conf.callbacks = options.lexer_callbacks or {}
        lexer_conf.re_module = regex if options.regex else re
        lexer_conf.use_bytes = options.use_bytes
        lexer_conf.g_regex_flags = options.g_regex_flags
        lexer_conf.skip_validation = True
        lexer_conf.postlex = options.postlex
        return lexer_conf

    def _load(self: _T, f: Any, **kwargs) -> _T:
        if isinstance(f, dict):
            d = f
        else:
            d = pickle.load(f)
        memo_json = d['memo']
        data = d['data']

        assert memo_json
        memo = SerializeMemoizer.deserialize(memo_json, {'Rule': Rule, 'TerminalDef': TerminalDef}, {})
        if 'grammar' in data:
            self.grammar = Grammar.deserialize(data['grammar'], memo)
        options = dict(data['options'])
        if (set(kwargs) - _LOAD_ALLOWED_OPTIONS) & set(LarkOptions._defaults):
            raise ConfigurationError("Some options are not allowed when loading a Parser: {}"
                             .format(set(kwargs) - _LOAD_ALLOWED_OPTIONS))
        options.update(kwargs)
        self.options = LarkOptions.deserialize(options, memo)
        self.rules = [Rule.deserialize(r, memo) for r in data['rules']]
        self.source_path = '<deserialized>'
        _validate_frontend_args(self.options.parser, self.options.lexer)
        self.lexer_conf = self._deserialize_lexer_conf(data['parser'], memo, self.options)
        self.terminals = self.lexer_conf.terminals
        self._prepare_callbacks()
        self._terminals_dict = {t.name: t for t in self.terminals}
        self.parser = _deserialize_parsing_frontend(
            data['parser'],
            memo,
            self.lexer_conf,
            self._callbacks,
            self.options,  ##

        )
        return self

    @classmethod
    def _load_from_dict(cls, data, memo, **kwargs):
        inst = cls.__new__(cls)
        return inst._load({'data': data, 'memo': memo}, **kwargs)

    @classmethod
    def open(cls: Type[_T], grammar_filename: str, rel_to: Optional[str]=None, **options) -> _T:
        #--
        if rel_to:
            basepath = os.path.dirname(rel_to)
            grammar_filename = os.path.join(basepath, grammar_filename)
        with open(grammar_filename, encoding='utf8') as f:
            return cls(f, **options)

    @classmethod
    def open_from_package(cls: Type[_T], package: str, grammar_path: str, search_paths: 'Sequence[str]'=[""], **options) -> _T:
        #--
        package_loader = FromPackageLoader(package, search_paths)
        full_path, text = package_loader(None, grammar_path)
        options.setdefault('source_path', full_path)
        options.setdefault('import_paths', [])
        options['import_paths'].append(package_loader)
        return cls(text, **options)

    def __repr__(self):
        return 'Lark(open(%r), parser=%r, lexer=%r, ...)' % (self.source_path, self.options.parser, self.options.lexer)


    def lex(self, text: TextOrSlice, dont_ignore: bool=False) -> Iterator[Token]:
        #--
        lexer: Lexer
        if not hasattr(self, 'lexer') or dont_ignore:
            lexer = self._build_lexer(dont_ignore)
        else:
            lexer = self.lexer
        lexer_thread = LexerThread.from_text(lexer, text)
        stream = lexer_thread.lex(None)
        if self.options.postlex:
            return self.options.postlex.process(stream)
        return stream

    def get_terminal(self, name: str) -> TerminalDef:
        #--
        return self._terminals_dict[name]

    def parse_interactive(self, text: Optional[LarkInput]=None, start: Optional[str]=None) -> 'InteractiveParser':
        #--
        return self.parser.parse_interactive(text, start=start)

    def parse(self, text: LarkInput, start: Optional[str]=None, on_error: 'Optional[Callable[[UnexpectedInput], bool]]'=None) -> 'ParseTree':
        #--
        if on_error is not None and self.options.parser != 'lalr':
            raise NotImplementedError("The on_error option is only implemented for the LALR(1) parser.")
        return self.parser.parse(text, start=start, on_error=on_error)









Shift = 0
Reduce = 1

# crawlbook: the tables of grammar.lark (lark's DATA and MEMO), as crawlbook.dsl.tables
# reads them: our own generated data, never author input.
TABLES = {
'options': {'debug': False, 'strict': False, 'keep_all_tokens': False, 'tree_class': None, 'cache': False, 'cache_grammar': False, 'postlex': None, 'parser': 'lalr', 'lexer': 'basic', 'transformer': None, 'start': ['start'], 'priority': 'normal', 'ambiguity': 'auto', 'regex': False, 'propagate_positions': False, 'lexer_callbacks': {}, 'maybe_placeholders': False, 'edit_terminals': None, 'g_regex_flags': 0, 'use_bytes': False, 'ordered_sets': True, 'import_paths': [], 'source_path': None, '_plugins': {}},
'lexer_conf': {'terminals': [], 'ignore': [], 'g_regex_flags': 0, 'use_bytes': False, 'lexer_type': 'basic', '__type__': 'LexerConf'},
'start': ['start'],
'parser_type': 'lalr',
'rules': (
    ('start', ('__start_star_0', '__start_star_1'), 0, None, (False, False, None, None, ())),
    ('start', ('__start_star_0',), 1, None, (False, False, None, None, ())),
    ('start', ('__start_star_1',), 2, None, (False, False, None, None, ())),
    ('start', (), 3, None, (False, False, None, None, ())),
    ('_header_line', ('ruleset',), 0, None, (False, False, None, None, ())),
    ('_header_line', ('include',), 1, None, (False, False, None, None, ())),
    ('_header_line', ('mission',), 2, None, (False, False, None, None, ())),
    ('_header_line', ('directive',), 3, None, (False, False, None, None, ())),
    ('_header_line', ('start_at',), 4, None, (False, False, None, None, ())),
    ('ruleset', (('K_RULESET', False), ('WORD', False), ('_NL', True)), 0, None, (False, False, None, None, ())),
    ('include', (('K_INCLUDE', False), ('STRING', False), ('_NL', True)), 0, None, (False, False, None, None, ())),
    ('mission', (('K_MISSION', False), ('INT', False), ('SEP', False), ('TITLE', False), ('_NL', True)), 0, None, (False, False, None, None, ())),
    ('mission', (('K_MISSION', False), ('INT', False), ('SEP', False), ('_NL', True)), 1, None, (False, False, None, None, ())),
    ('mission', (('K_MISSION', False), ('INT', False), ('_NL', True)), 2, None, (False, False, None, None, ())),
    ('start_at', (('K_START', False), '__start_at_plus_2', ('_NL', True)), 0, None, (False, False, None, None, ())),
    ('directive', (('DIRECTIVE', False), '__directive_star_3', 'effect', ('_NL', True)), 0, None, (False, False, None, None, ())),
    ('directive', (('DIRECTIVE', False), '__directive_star_3', ('_NL', True)), 1, None, (False, False, None, None, ())),
    ('directive', (('DIRECTIVE', False), 'effect', ('_NL', True)), 2, None, (False, False, None, None, ())),
    ('directive', (('DIRECTIVE', False), ('_NL', True)), 3, None, (False, False, None, None, ())),
    ('_section', ('briefing',), 0, None, (False, False, None, None, ())),
    ('_section', ('objectives',), 1, None, (False, False, None, None, ())),
    ('_section', ('rules',), 2, None, (False, False, None, None, ())),
    ('_section', ('event',), 3, None, (False, False, None, None, ())),
    ('_section', ('card',), 4, None, (False, False, None, None, ())),
    ('_section', ('end_of_mission',), 5, None, (False, False, None, None, ())),
    ('_section', ('section',), 6, None, (False, False, None, None, ())),
    ('briefing', (('K_BRIEFING', False), ('_NL', True), '__briefing_star_4'), 0, None, (False, False, None, None, ())),
    ('briefing', (('K_BRIEFING', False), ('_NL', True)), 1, None, (False, False, None, None, ())),
    ('objectives', (('K_OBJECTIVES', False), ('_NL', True), '__objectives_star_5'), 0, None, (False, False, None, None, ())),
    ('objectives', (('K_OBJECTIVES', False), ('_NL', True)), 1, None, (False, False, None, None, ())),
    ('objective', (('BULLET', False), ('TEXT', False), ('LOGTAG', False), ('_NL', True)), 0, None, (False, False, None, None, ())),
    ('objective', (('BULLET', False), ('TEXT', False), ('_NL', True)), 1, None, (False, False, None, None, ())),
    ('rules', (('K_RULES', False), ('_NL', True), '__rules_star_6'), 0, None, (False, False, None, None, ())),
    ('rules', (('K_RULES', False), ('_NL', True)), 1, None, (False, False, None, None, ())),
    ('event', (('K_EVENT', False), ('INT', False), ('SEP', False), ('TITLE', False), ('_NL', True), '__event_star_7'), 0, None, (False, False, None, None, ())),
    ('event', (('K_EVENT', False), ('INT', False), ('SEP', False), ('TITLE', False), ('_NL', True)), 1, None, (False, False, None, None, ())),
    ('event', (('K_EVENT', False), ('INT', False), ('SEP', False), ('_NL', True), '__event_star_7'), 2, None, (False, False, None, None, ())),
    ('event', (('K_EVENT', False), ('INT', False), ('SEP', False), ('_NL', True)), 3, None, (False, False, None, None, ())),
    ('event', (('K_EVENT', False), ('INT', False), ('_NL', True), '__event_star_7'), 4, None, (False, False, None, None, ())),
    ('event', (('K_EVENT', False), ('INT', False), ('_NL', True)), 5, None, (False, False, None, None, ())),
    ('event', (('EVENT_WHOLE', False),), 6, None, (False, False, None, None, ())),
    ('card', (('K_CARD', False), ('CODE', False), ('SEP', False), ('TITLE', False), ('_NL', True), '__event_star_7'), 0, None, (False, False, None, None, ())),
    ('card', (('K_CARD', False), ('CODE', False), ('SEP', False), ('TITLE', False), ('_NL', True)), 1, None, (False, False, None, None, ())),
    ('card', (('K_CARD', False), ('CODE', False), ('SEP', False), ('_NL', True), '__event_star_7'), 2, None, (False, False, None, None, ())),
    ('card', (('K_CARD', False), ('CODE', False), ('SEP', False), ('_NL', True)), 3, None, (False, False, None, None, ())),
    ('card', (('K_CARD', False), ('CODE', False), ('_NL', True), '__event_star_7'), 4, None, (False, False, None, None, ())),
    ('card', (('K_CARD', False), ('CODE', False), ('_NL', True)), 5, None, (False, False, None, None, ())),
    ('card', (('CARD_WHOLE', False),), 6, None, (False, False, None, None, ())),
    ('end_of_mission', (('K_END', False), ('_NL', True), '__briefing_star_4', 'success_points'), 0, None, (False, False, None, None, ())),
    ('end_of_mission', (('K_END', False), ('_NL', True), '__briefing_star_4'), 1, None, (False, False, None, None, ())),
    ('end_of_mission', (('K_END', False), ('_NL', True), 'success_points'), 2, None, (False, False, None, None, ())),
    ('end_of_mission', (('K_END', False), ('_NL', True)), 3, None, (False, False, None, None, ())),
    ('success_points', (('K_SUCCESS', False), ('_NL', True), '__success_points_star_8'), 0, None, (False, False, None, None, ())),
    ('success_points', (('K_SUCCESS', False), ('_NL', True)), 1, None, (False, False, None, None, ())),
    ('points_line', (('POINTS', False), ('C_IF', False), 'condition', ('_NL', True)), 0, None, (False, False, None, None, ())),
    ('points_line', (('POINTS', False), ('PER', False), ('INT', False), '__points_line_plus_9', ('_NL', True)), 1, None, (False, False, None, None, ())),
    ('points_line', (('POINTS', False), ('PER', False), '__points_line_plus_9', ('_NL', True)), 2, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), '__rules_star_6', 'goto', '__rules_star_6', 'hline'), 0, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), '__rules_star_6', 'goto', '__rules_star_6'), 1, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), '__rules_star_6', 'goto', 'hline'), 2, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), '__rules_star_6', 'goto'), 3, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), '__rules_star_6', 'decision', '__rules_star_6', 'hline'), 4, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), '__rules_star_6', 'decision', '__rules_star_6'), 5, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), '__rules_star_6', 'decision', 'hline'), 6, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), '__rules_star_6', 'decision'), 7, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), '__rules_star_6', 'outcomes', '__rules_star_6', 'hline'), 8, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), '__rules_star_6', 'outcomes', '__rules_star_6'), 9, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), '__rules_star_6', 'outcomes', 'hline'), 10, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), '__rules_star_6', 'outcomes'), 11, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), '__rules_star_6', 'branch', '__rules_star_6', 'hline'), 12, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), '__rules_star_6', 'branch', '__rules_star_6'), 13, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), '__rules_star_6', 'branch', 'hline'), 14, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), '__rules_star_6', 'branch'), 15, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), '__rules_star_6', 'hline'), 16, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), '__rules_star_6'), 17, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), 'goto', '__rules_star_6', 'hline'), 18, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), 'goto', '__rules_star_6'), 19, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), 'goto', 'hline'), 20, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), 'goto'), 21, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), 'decision', '__rules_star_6', 'hline'), 22, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), 'decision', '__rules_star_6'), 23, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), 'decision', 'hline'), 24, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), 'decision'), 25, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), 'outcomes', '__rules_star_6', 'hline'), 26, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), 'outcomes', '__rules_star_6'), 27, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), 'outcomes', 'hline'), 28, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), 'outcomes'), 29, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), 'branch', '__rules_star_6', 'hline'), 30, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), 'branch', '__rules_star_6'), 31, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), 'branch', 'hline'), 32, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), 'branch'), 33, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True), 'hline'), 34, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_ID', False), ('_NL', True)), 35, None, (False, False, None, None, ())),
    ('entry', (('ENTRY_WHOLE', False),), 36, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), '__rules_star_6', 'goto', '__rules_star_6', 'hline'), 0, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), '__rules_star_6', 'goto', '__rules_star_6'), 1, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), '__rules_star_6', 'goto', 'hline'), 2, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), '__rules_star_6', 'goto'), 3, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), '__rules_star_6', 'decision', '__rules_star_6', 'hline'), 4, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), '__rules_star_6', 'decision', '__rules_star_6'), 5, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), '__rules_star_6', 'decision', 'hline'), 6, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), '__rules_star_6', 'decision'), 7, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), '__rules_star_6', 'outcomes', '__rules_star_6', 'hline'), 8, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), '__rules_star_6', 'outcomes', '__rules_star_6'), 9, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), '__rules_star_6', 'outcomes', 'hline'), 10, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), '__rules_star_6', 'outcomes'), 11, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), '__rules_star_6', 'branch', '__rules_star_6', 'hline'), 12, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), '__rules_star_6', 'branch', '__rules_star_6'), 13, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), '__rules_star_6', 'branch', 'hline'), 14, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), '__rules_star_6', 'branch'), 15, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), '__rules_star_6', 'hline'), 16, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), '__rules_star_6'), 17, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), 'goto', '__rules_star_6', 'hline'), 18, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), 'goto', '__rules_star_6'), 19, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), 'goto', 'hline'), 20, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), 'goto'), 21, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), 'decision', '__rules_star_6', 'hline'), 22, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), 'decision', '__rules_star_6'), 23, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), 'decision', 'hline'), 24, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), 'decision'), 25, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), 'outcomes', '__rules_star_6', 'hline'), 26, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), 'outcomes', '__rules_star_6'), 27, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), 'outcomes', 'hline'), 28, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), 'outcomes'), 29, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), 'branch', '__rules_star_6', 'hline'), 30, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), 'branch', '__rules_star_6'), 31, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), 'branch', 'hline'), 32, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), 'branch'), 33, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True), 'hline'), 34, None, (False, False, None, None, ())),
    ('section', (('SECTION_ID', False), ('_NL', True)), 35, None, (False, False, None, None, ())),
    ('section', (('SECTION_WHOLE', False),), 36, None, (False, False, None, None, ())),
    ('effect_line', (('LSQB', False), ('WORD', False), '__effect_line_star_10', ('RSQB', False), ('_NL', True)), 0, None, (False, False, None, None, ())),
    ('effect_line', (('LSQB', False), ('WORD', False), ('RSQB', False), ('_NL', True)), 1, None, (False, False, None, None, ())),
    ('effect_line', (('EFFECT_LINE', False),), 2, None, (False, False, None, None, ())),
    ('effect', (('LSQB', False), ('WORD', False), '__effect_line_star_10', ('RSQB', False)), 0, None, (False, False, None, None, ())),
    ('effect', (('LSQB', False), ('WORD', False), ('RSQB', False)), 1, None, (False, False, None, None, ())),
    ('goto', (('GOTO', False), ('ENTRY_REF', False), ('_NL', True)), 0, None, (False, False, None, None, ())),
    ('goto', (('GOTO', False), ('CONTINUE', False), ('_NL', True)), 1, None, (False, False, None, None, ())),
    ('goto', (('GOTO_LINE', False),), 2, None, (False, False, None, None, ())),
    ('decision', ('__decision_plus_11',), 0, None, (False, False, None, None, ())),
    ('option', (('BULLET', False), ('C_IF', False), 'condition', ('COLON', False), ('TEXT', False), ('ARROW', False), ('ENTRY_REF', False), ('_NL', True)), 0, None, (False, False, None, None, ())),
    ('option', (('BULLET', False), ('C_IF', False), 'condition', ('COLON', False), ('TEXT', False), ('ARROW', False), ('CONTINUE', False), ('_NL', True)), 1, None, (False, False, None, None, ())),
    ('option', (('BULLET', False), ('TEXT', False), ('ARROW', False), ('ENTRY_REF', False), ('_NL', True)), 2, None, (False, False, None, None, ())),
    ('option', (('BULLET', False), ('TEXT', False), ('ARROW', False), ('CONTINUE', False), ('_NL', True)), 3, None, (False, False, None, None, ())),
    ('option', (('OPTION_LINE', False),), 4, None, (False, False, None, None, ())),
    ('outcomes', ('__outcomes_plus_12',), 0, None, (False, False, None, None, ())),
    ('outcome', (('LABEL', False), ('ARROW', False), ('ENTRY_REF', False), ('_NL', True)), 0, None, (False, False, None, None, ())),
    ('outcome', (('LABEL', False), ('ARROW', False), ('CONTINUE', False), ('_NL', True)), 1, None, (False, False, None, None, ())),
    ('outcome', (('OUTCOME_LINE', False),), 2, None, (False, False, None, None, ())),
    ('branch', ('__branch_plus_13',), 0, None, (False, False, None, None, ())),
    ('arm', (('IF', False), 'condition', ('ARROW', False), ('ENTRY_REF', False), ('_NL', True)), 0, None, (False, False, None, None, ())),
    ('arm', (('IF', False), 'condition', ('ARROW', False), ('CONTINUE', False), ('_NL', True)), 1, None, (False, False, None, None, ())),
    ('arm', (('OTHERWISE', False), ('ARROW', False), ('ENTRY_REF', False), ('_NL', True)), 2, None, (False, False, None, None, ())),
    ('arm', (('OTHERWISE', False), ('ARROW', False), ('CONTINUE', False), ('_NL', True)), 3, None, (False, False, None, None, ())),
    ('hline', (('DOTTED', False), ('_NL', True)), 0, None, (False, False, None, None, ())),
    ('hline', (('DOUBLE', False), ('_NL', True)), 1, None, (False, False, None, None, ())),
    ('hline', (('HLINE', False),), 2, None, (False, False, None, None, ())),
    ('condition', ('or_cond',), 0, None, (False, True, None, None, ())),
    ('or_cond', ('and_cond',), 0, None, (False, True, None, None, ())),
    ('or_cond', ('or_cond', ('OR', False), 'and_cond'), 1, 'either', (False, True, None, None, ())),
    ('and_cond', ('not_cond',), 0, None, (False, True, None, None, ())),
    ('and_cond', ('and_cond', ('AND', False), 'not_cond'), 1, 'both', (False, True, None, None, ())),
    ('not_cond', (('NOT', False), 'not_cond'), 0, 'negation', (False, True, None, None, ())),
    ('not_cond', ('atom',), 1, None, (False, True, None, None, ())),
    ('atom', (('NOTED', False), ('NAME', False)), 0, 'noted', (False, True, None, None, ())),
    ('atom', (('HAS', False), ('NAME', False)), 1, 'has', (False, True, None, None, ())),
    ('atom', (('NAME', False), ('CMP', False), ('INT', False)), 2, 'compare', (False, True, None, None, ())),
    ('atom', (('NAME', False), ('CMP', False), ('SIGNED_INT', False)), 3, 'compare', (False, True, None, None, ())),
    ('atom', (('NAME', False), ('NAME', False)), 4, 'pred', (False, True, None, None, ())),
    ('atom', (('LPAR', False), 'condition', ('RPAR', False)), 5, 'group', (False, True, None, None, ())),
    ('__start_star_0', ('_header_line',), 0, None, (False, False, None, None, ())),
    ('__start_star_0', ('__start_star_0', '_header_line'), 1, None, (False, False, None, None, ())),
    ('__start_star_1', ('_section',), 0, None, (False, False, None, None, ())),
    ('__start_star_1', ('__start_star_1', '_section'), 1, None, (False, False, None, None, ())),
    ('__start_at_plus_2', (('ENTRY_REF', False),), 0, None, (False, False, None, None, ())),
    ('__start_at_plus_2', ('__start_at_plus_2', ('ENTRY_REF', False)), 1, None, (False, False, None, None, ())),
    ('__directive_star_3', (('WORD', False),), 0, None, (False, False, None, None, ())),
    ('__directive_star_3', (('INT', False),), 1, None, (False, False, None, None, ())),
    ('__directive_star_3', (('SIGNED_INT', False),), 2, None, (False, False, None, None, ())),
    ('__directive_star_3', (('DICE', False),), 3, None, (False, False, None, None, ())),
    ('__directive_star_3', (('COLON', False),), 4, None, (False, False, None, None, ())),
    ('__directive_star_3', (('COMMA', False),), 5, None, (False, False, None, None, ())),
    ('__directive_star_3', ('__directive_star_3', ('WORD', False)), 6, None, (False, False, None, None, ())),
    ('__directive_star_3', ('__directive_star_3', ('INT', False)), 7, None, (False, False, None, None, ())),
    ('__directive_star_3', ('__directive_star_3', ('SIGNED_INT', False)), 8, None, (False, False, None, None, ())),
    ('__directive_star_3', ('__directive_star_3', ('DICE', False)), 9, None, (False, False, None, None, ())),
    ('__directive_star_3', ('__directive_star_3', ('COLON', False)), 10, None, (False, False, None, None, ())),
    ('__directive_star_3', ('__directive_star_3', ('COMMA', False)), 11, None, (False, False, None, None, ())),
    ('__briefing_star_4', (('PROSE', False),), 0, None, (False, False, None, None, ())),
    ('__briefing_star_4', ('__briefing_star_4', ('PROSE', False)), 1, None, (False, False, None, None, ())),
    ('__objectives_star_5', ('objective',), 0, None, (False, False, None, None, ())),
    ('__objectives_star_5', ('__objectives_star_5', 'objective'), 1, None, (False, False, None, None, ())),
    ('__rules_star_6', (('PROSE', False),), 0, None, (False, False, None, None, ())),
    ('__rules_star_6', ('effect_line',), 1, None, (False, False, None, None, ())),
    ('__rules_star_6', ('__rules_star_6', ('PROSE', False)), 2, None, (False, False, None, None, ())),
    ('__rules_star_6', ('__rules_star_6', 'effect_line'), 3, None, (False, False, None, None, ())),
    ('__event_star_7', ('entry',), 0, None, (False, False, None, None, ())),
    ('__event_star_7', ('__event_star_7', 'entry'), 1, None, (False, False, None, None, ())),
    ('__success_points_star_8', ('points_line',), 0, None, (False, False, None, None, ())),
    ('__success_points_star_8', ('__success_points_star_8', 'points_line'), 1, None, (False, False, None, None, ())),
    ('__points_line_plus_9', (('WORD', False),), 0, None, (False, False, None, None, ())),
    ('__points_line_plus_9', ('__points_line_plus_9', ('WORD', False)), 1, None, (False, False, None, None, ())),
    ('__effect_line_star_10', (('WORD', False),), 0, None, (False, False, None, None, ())),
    ('__effect_line_star_10', (('INT', False),), 1, None, (False, False, None, None, ())),
    ('__effect_line_star_10', (('SIGNED_INT', False),), 2, None, (False, False, None, None, ())),
    ('__effect_line_star_10', (('DICE', False),), 3, None, (False, False, None, None, ())),
    ('__effect_line_star_10', ('__effect_line_star_10', ('WORD', False)), 4, None, (False, False, None, None, ())),
    ('__effect_line_star_10', ('__effect_line_star_10', ('INT', False)), 5, None, (False, False, None, None, ())),
    ('__effect_line_star_10', ('__effect_line_star_10', ('SIGNED_INT', False)), 6, None, (False, False, None, None, ())),
    ('__effect_line_star_10', ('__effect_line_star_10', ('DICE', False)), 7, None, (False, False, None, None, ())),
    ('__decision_plus_11', ('option',), 0, None, (False, False, None, None, ())),
    ('__decision_plus_11', ('__decision_plus_11', 'option'), 1, None, (False, False, None, None, ())),
    ('__outcomes_plus_12', ('outcome',), 0, None, (False, False, None, None, ())),
    ('__outcomes_plus_12', ('__outcomes_plus_12', 'outcome'), 1, None, (False, False, None, None, ())),
    ('__branch_plus_13', ('arm',), 0, None, (False, False, None, None, ())),
    ('__branch_plus_13', ('__branch_plus_13', 'arm'), 1, None, (False, False, None, None, ())),
),
'order': (
    0,
    1,
    2,
    3,
    4,
    5,
    6,
    7,
    8,
    9,
    10,
    11,
    12,
    13,
    14,
    15,
    16,
    17,
    18,
    19,
    20,
    21,
    22,
    23,
    24,
    25,
    26,
    27,
    28,
    29,
    30,
    31,
    32,
    33,
    34,
    35,
    36,
    37,
    38,
    39,
    40,
    41,
    42,
    43,
    44,
    45,
    46,
    47,
    48,
    49,
    50,
    51,
    52,
    53,
    54,
    55,
    56,
    57,
    58,
    59,
    60,
    61,
    62,
    63,
    64,
    65,
    66,
    67,
    68,
    69,
    70,
    71,
    72,
    73,
    74,
    75,
    76,
    77,
    78,
    79,
    80,
    81,
    82,
    83,
    84,
    85,
    86,
    87,
    88,
    89,
    90,
    91,
    92,
    93,
    94,
    95,
    96,
    97,
    98,
    99,
    100,
    101,
    102,
    103,
    104,
    105,
    106,
    107,
    108,
    109,
    110,
    111,
    112,
    113,
    114,
    115,
    116,
    117,
    118,
    119,
    120,
    121,
    122,
    123,
    124,
    125,
    126,
    127,
    128,
    129,
    130,
    131,
    132,
    133,
    134,
    135,
    136,
    137,
    138,
    139,
    140,
    141,
    142,
    143,
    144,
    145,
    146,
    147,
    148,
    149,
    150,
    151,
    152,
    153,
    154,
    155,
    156,
    157,
    158,
    159,
    160,
    161,
    162,
    163,
    164,
    165,
    166,
    167,
    168,
    169,
    170,
    171,
    172,
    173,
    174,
    175,
    176,
    177,
    178,
    179,
    180,
    181,
    182,
    183,
    184,
    185,
    186,
    187,
    188,
    189,
    190,
    191,
    192,
    193,
    194,
    195,
    196,
    197,
    198,
    199,
    200,
    201,
    202,
    203,
    204,
    205,
    206,
    207,
    208,
    209,
    210,
    211,
    212,
    213,
    214,
    215,
),
'states': (
    (0, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (-90, -90, -90, -90, -90, -90, -90, -90, -90, -90, -90, -90, -90)),
    (1, ('DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'OPTION_LINE', 'PROSE', 'LSQB', 'SECTION_ID', 'HLINE', 'EFFECT_LINE', 'K_END', '$END', 'CARD_WHOLE', 'K_BRIEFING', 'BULLET', 'K_EVENT', 'DOTTED', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD', 'ENTRY_WHOLE', 'ENTRY_ID'), (-211, -211, -211, -211, -211, -211, -211, -211, -211, -211, -211, -211, -211, -211, -211, -211, -211, -211, -211, -211, -211)),
    (2, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-129, -129, -129, -129, -129, -129, -129, -129, -129, -129, -129)),
    (3, ('_NL',), (75,)),
    (4, ('DOUBLE', 'LSQB', 'EFFECT_LINE', '__rules_star_6', 'DOTTED', 'effect_line', 'PROSE', 'hline', 'HLINE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (43, 67, 74, 267, 51, 240, 101, 128, 109, -61, -61, -61, -61, -61, -61, -61, -61, -61, -61, -61, -61, -61)),
    (5, ('objective', 'BULLET', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (270, 162, -29, -29, -29, -29, -29, -29, -29, -29, -29, -29, -29)),
    (6, ('LSQB', 'EFFECT_LINE', 'HLINE', 'PROSE', 'effect_line', 'DOTTED', 'DOUBLE', 'hline', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (67, 74, 109, 233, 225, 51, 43, 187, -114, -114, -114, -114, -114, -114, -114, -114, -114, -114, -114)),
    (7, ('ARROW', 'AND', 'OR', '_NL', 'RPAR', 'COLON'), (-166, -166, -166, -166, -166, -166)),
    (8, ('or_cond', 'HAS', 'LPAR', 'NOTED', 'and_cond', 'NAME', 'NOT', 'condition', 'atom', 'not_cond'), (90, 77, 62, 21, 55, 172, 249, 226, 139, 150)),
    (9, ('DICE', 'RSQB', 'INT', 'SIGNED_INT', 'WORD'), (45, 63, 288, 297, 295)),
    (10, ('PER', 'C_IF'), (260, 34)),
    (11, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (-68, -68, -68, -68, -68, -68, -68, -68, -68, -68, -68, -68, -68)),
    (12, ('POINTS', 'points_line', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_END', '$END', 'CARD_WHOLE', 'K_BRIEFING', 'K_EVENT', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD'), (10, 113, -53, -53, -53, -53, -53, -53, -53, -53, -53, -53, -53)),
    (13, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-26, -26, -26, -26, -26, -26, -26, -26, -26, -26, -26)),
    (14, ('DOUBLE', 'LSQB', 'EFFECT_LINE', '__rules_star_6', 'HLINE', 'DOTTED', 'effect_line', 'PROSE', 'hline', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (43, 67, 74, 6, 109, 51, 240, 101, 278, -116, -116, -116, -116, -116, -116, -116, -116, -116, -116, -116)),
    (15, ('DOUBLE', 'LSQB', 'EFFECT_LINE', 'hline', 'PROSE', 'DOTTED', 'effect_line', 'HLINE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (43, 67, 74, 174, 233, 51, 225, 109, -77, -77, -77, -77, -77, -77, -77, -77, -77, -77, -77, -77, -77)),
    (16, ('_NL',), (173,)),
    (17, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (-94, -94, -94, -94, -94, -94, -94, -94, -94, -94, -94, -94, -94)),
    (18, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (-74, -74, -74, -74, -74, -74, -74, -74, -74, -74, -74, -74, -74)),
    (19, ('_NL',), (185,)),
    (20, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-95, -95, -95, -95, -95, -95, -95, -95, -95, -95, -95)),
    (21, ('NAME',), (153,)),
    (22, ('DICE', 'SIGNED_INT', 'WORD', 'RSQB', 'INT'), (-204, -204, -204, -204, -204)),
    (23, ('K_RULES', 'SECTION_WHOLE', 'PROSE', 'SECTION_ID', 'K_END', '$END', 'CARD_WHOLE', 'K_BRIEFING', 'K_EVENT', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD', 'K_SUCCESS'), (-190, -190, -190, -190, -190, -190, -190, -190, -190, -190, -190, -190, -190)),
    (24, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_END', '$END', 'CARD_WHOLE', 'K_BRIEFING', 'POINTS', 'K_EVENT', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD'), (-199, -199, -199, -199, -199, -199, -199, -199, -199, -199, -199, -199)),
    (25, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-173, -173, -173, -173, -173, -173, -173, -173, -173, -173, -173)),
    (26, ('hline', 'DOUBLE', 'LSQB', 'EFFECT_LINE', 'DOTTED', '__rules_star_6', 'effect_line', 'PROSE', 'HLINE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (144, 43, 67, 74, 51, 154, 240, 101, 109, -120, -120, -120, -120, -120, -120, -120, -120, -120, -120, -120)),
    (27, ('DICE', 'SIGNED_INT', 'WORD', 'RSQB', 'INT'), (-203, -203, -203, -203, -203)),
    (28, ('DICE', 'SIGNED_INT', 'WORD', 'RSQB', 'INT'), (-206, -206, -206, -206, -206)),
    (29, ('_NL',), (228,)),
    (30, ('ENTRY_ID', 'entry', 'ENTRY_WHOLE', '__event_star_7', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (296, 281, 17, 178, -36, -36, -36, -36, -36, -36, -36, -36, -36, -36, -36)),
    (31, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (-84, -84, -84, -84, -84, -84, -84, -84, -84, -84, -84, -84, -84)),
    (32, ('_NL', 'DICE', 'SIGNED_INT', 'LSQB', 'WORD', 'COLON', 'COMMA', 'INT'), (-188, -188, -188, -188, -188, -188, -188, -188)),
    (33, ('DICE', 'SIGNED_INT', 'WORD', 'RSQB', 'INT'), (-205, -205, -205, -205, -205)),
    (34, ('or_cond', 'HAS', 'LPAR', 'NOTED', 'and_cond', 'NAME', 'NOT', 'atom', 'not_cond', 'condition'), (90, 77, 62, 21, 55, 172, 249, 139, 150, 193)),
    (35, ('_NL',), (117,)),
    (36, ('_NL',), (-136,)),
    (37, ('DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'PROSE', 'LSQB', 'OUTCOME_LINE', 'SECTION_ID', 'HLINE', 'EFFECT_LINE', 'K_END', '$END', 'CARD_WHOLE', 'K_BRIEFING', 'K_CARD', 'K_EVENT', 'DOTTED', 'K_OBJECTIVES', 'EVENT_WHOLE', 'LABEL', 'ENTRY_WHOLE', 'ENTRY_ID'), (-213, -213, -213, -213, -213, -213, -213, -213, -213, -213, -213, -213, -213, -213, -213, -213, -213, -213, -213, -213, -213)),
    (38, ('POINTS', '__success_points_star_8', 'points_line', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_END', '$END', 'CARD_WHOLE', 'K_BRIEFING', 'K_EVENT', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD'), (10, 12, 24, -54, -54, -54, -54, -54, -54, -54, -54, -54, -54, -54)),
    (39, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99)),
    (40, ('DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'PROSE', 'LSQB', 'IF', 'SECTION_ID', 'HLINE', 'EFFECT_LINE', 'K_END', '$END', 'CARD_WHOLE', 'K_BRIEFING', 'K_CARD', 'K_EVENT', 'DOTTED', 'K_OBJECTIVES', 'EVENT_WHOLE', 'OTHERWISE', 'ENTRY_WHOLE', 'ENTRY_ID'), (-215, -215, -215, -215, -215, -215, -215, -215, -215, -215, -215, -215, -215, -215, -215, -215, -215, -215, -215, -215, -215)),
    (41, ('ENTRY_ID', 'entry', 'ENTRY_WHOLE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (296, 291, 17, -39, -39, -39, -39, -39, -39, -39, -39, -39, -39, -39)),
    (42, ('_NL',), (111,)),
    (43, ('_NL',), (209,)),
    (44, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-103, -103, -103, -103, -103, -103, -103, -103, -103, -103, -103)),
    (45, ('DICE', 'SIGNED_INT', 'WORD', 'RSQB', 'INT'), (-210, -210, -210, -210, -210)),
    (46, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-107, -107, -107, -107, -107, -107, -107, -107, -107, -107, -107)),
    (47, ('K_RULES', 'SECTION_WHOLE', 'POINTS', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-57, -57, -57, -57, -57, -57, -57, -57, -57, -57, -57, -57)),
    (48, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-125, -125, -125, -125, -125, -125, -125, -125, -125, -125, -125)),
    (49, ('ARROW', 'AND', 'OR', '_NL', 'RPAR', 'COLON'), (-168, -168, -168, -168, -168, -168)),
    (50, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (-72, -72, -72, -72, -72, -72, -72, -72, -72, -72, -72, -72, -72)),
    (51, ('_NL',), (102,)),
    (52, ('_NL', 'DICE', 'SIGNED_INT', 'LSQB', 'WORD', 'COLON', 'COMMA', 'INT'), (-187, -187, -187, -187, -187, -187, -187, -187)),
    (53, ('AND', 'ARROW', 'OR', '_NL', 'RPAR', 'COLON'), (163, -160, -160, -160, -160, -160)),
    (54, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-48, -48, -48, -48, -48, -48, -48, -48, -48, -48, -48)),
    (55, ('AND', 'ARROW', 'OR', '_NL', 'RPAR', 'COLON'), (163, -159, -159, -159, -159, -159)),
    (56, ('ENTRY_ID', 'entry', 'ENTRY_WHOLE', '__event_star_7', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (296, 281, 17, 256, -38, -38, -38, -38, -38, -38, -38, -38, -38, -38, -38)),
    (57, ('ARROW', 'AND', 'OR', '_NL', 'RPAR', 'COLON'), (-162, -162, -162, -162, -162, -162)),
    (58, ('ARROW', 'AND', 'OR', '_NL', 'RPAR', 'COLON'), (-167, -167, -167, -167, -167, -167)),
    (59, ('ARROW',), (274,)),
    (60, ('_NL',), (116,)),
    (61, ('outcome', 'OUTCOME_LINE', 'LABEL', 'DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'PROSE', 'LSQB', 'SECTION_ID', 'HLINE', 'EFFECT_LINE', 'K_END', '$END', 'CARD_WHOLE', 'K_BRIEFING', 'K_EVENT', 'DOTTED', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD', 'ENTRY_WHOLE', 'ENTRY_ID'), (287, 87, 105, -146, -146, -146, -146, -146, -146, -146, -146, -146, -146, -146, -146, -146, -146, -146, -146, -146, -146, -146)),
    (62, ('or_cond', 'HAS', 'LPAR', 'condition', 'NOTED', 'and_cond', 'NAME', 'NOT', 'atom', 'not_cond'), (90, 77, 62, 165, 21, 55, 172, 249, 139, 150)),
    (63, ('_NL',), (-135,)),
    (64, ('_NL',), (204,)),
    (65, ('DIRECTIVE', 'K_RULES', 'K_START', 'SECTION_WHOLE', 'K_MISSION', 'K_INCLUDE', 'SECTION_ID', 'K_END', '$END', 'K_RULESET', 'CARD_WHOLE', 'K_BRIEFING', 'K_EVENT', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD'), (-9, -9, -9, -9, -9, -9, -9, -9, -9, -9, -9, -9, -9, -9, -9, -9)),
    (66, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-22, -22, -22, -22, -22, -22, -22, -22, -22, -22, -22)),
    (67, ('WORD',), (275,)),
    (68, ('_NL',), (30,)),
    (69, ('_NL', 'ENTRY_REF'), (158, 217)),
    (70, ('_NL',), (186,)),
    (71, ('_NL',), (223,)),
    (72, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (-64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64)),
    (73, ('DIRECTIVE', 'K_RULES', 'K_START', 'SECTION_WHOLE', 'K_MISSION', 'K_INCLUDE', 'SECTION_ID', 'K_END', '$END', 'K_RULESET', 'CARD_WHOLE', 'K_BRIEFING', 'K_EVENT', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD'), (-8, -8, -8, -8, -8, -8, -8, -8, -8, -8, -8, -8, -8, -8, -8, -8)),
    (74, ('DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'PROSE', 'LSQB', 'SECTION_ID', 'HLINE', 'EFFECT_LINE', 'K_END', '$END', 'ENTRY_WHOLE', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'K_EVENT', 'DOTTED', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD', 'GOTO', 'OPTION_LINE', 'OUTCOME_LINE', 'IF', 'BULLET', 'GOTO_LINE', 'OTHERWISE', 'LABEL'), (-134, -134, -134, -134, -134, -134, -134, -134, -134, -134, -134, -134, -134, -134, -134, -134, -134, -134, -134, -134, -134, -134, -134, -134, -134, -134, -134)),
    (75, ('ENTRY_ID', 'entry', 'ENTRY_WHOLE', '__event_star_7', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (296, 281, 17, 110, -43, -43, -43, -43, -43, -43, -43, -43, -43, -43, -43)),
    (76, ('SECTION_WHOLE', 'LSQB', 'IF', 'EFFECT_LINE', 'ENTRY_WHOLE', 'CARD_WHOLE', 'K_EVENT', 'DOTTED', 'EVENT_WHOLE', 'OTHERWISE', 'DOUBLE', 'K_RULES', 'PROSE', 'SECTION_ID', 'HLINE', 'K_END', '$END', 'K_BRIEFING', 'ENTRY_ID', 'K_OBJECTIVES', 'K_CARD'), (-153, -153, -153, -153, -153, -153, -153, -153, -153, -153, -153, -153, -153, -153, -153, -153, -153, -153, -153, -153, -153)),
    (77, ('NAME',), (7,)),
    (78, ('DIRECTIVE', 'K_RULES', 'K_START', 'SECTION_WHOLE', 'K_MISSION', 'K_INCLUDE', 'SECTION_ID', 'K_END', '$END', 'K_RULESET', 'CARD_WHOLE', 'K_BRIEFING', 'K_EVENT', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD'), (-13, -13, -13, -13, -13, -13, -13, -13, -13, -13, -13, -13, -13, -13, -13, -13)),
    (79, ('TEXT',), (245,)),
    (80, ('WORD', '_NL'), (254, 100)),
    (81, ('IF', 'OTHERWISE', 'arm', 'DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'PROSE', 'LSQB', 'SECTION_ID', 'HLINE', 'EFFECT_LINE', 'K_END', '$END', 'CARD_WHOLE', 'K_BRIEFING', 'K_EVENT', 'DOTTED', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD', 'ENTRY_WHOLE', 'ENTRY_ID'), (8, 59, 292, -150, -150, -150, -150, -150, -150, -150, -150, -150, -150, -150, -150, -150, -150, -150, -150, -150, -150, -150)),
    (82, ('DIRECTIVE', 'K_RULES', 'K_START', 'SECTION_WHOLE', 'K_MISSION', 'K_INCLUDE', 'SECTION_ID', 'K_END', '$END', 'K_RULESET', 'CARD_WHOLE', 'K_BRIEFING', 'K_EVENT', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD'), (-18, -18, -18, -18, -18, -18, -18, -18, -18, -18, -18, -18, -18, -18, -18, -18)),
    (83, ('SECTION_WHOLE', 'LSQB', 'IF', 'EFFECT_LINE', 'ENTRY_WHOLE', 'CARD_WHOLE', 'K_EVENT', 'DOTTED', 'EVENT_WHOLE', 'OTHERWISE', 'DOUBLE', 'K_RULES', 'PROSE', 'SECTION_ID', 'HLINE', 'K_END', '$END', 'K_BRIEFING', 'ENTRY_ID', 'K_OBJECTIVES', 'K_CARD'), (-154, -154, -154, -154, -154, -154, -154, -154, -154, -154, -154, -154, -154, -154, -154, -154, -154, -154, -154, -154, -154)),
    (84, ('_NL',), (118,)),
    (85, ('DIRECTIVE', 'K_RULES', 'K_START', 'SECTION_WHOLE', 'K_MISSION', 'K_INCLUDE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_RULESET', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-171, -171, -171, -171, -171, -171, -171, -171, -171, -171, -171, -171, -171, -171, -171, -171)),
    (86, ('option', 'decision', 'IF', 'OPTION_LINE', 'goto', 'outcomes', 'BULLET', 'GOTO', 'PROSE', '__decision_plus_11', 'effect_line', 'GOTO_LINE', 'outcome', 'arm', 'hline', 'OTHERWISE', 'DOTTED', '__outcomes_plus_12', 'LSQB', 'DOUBLE', '__branch_plus_13', 'EFFECT_LINE', 'branch', 'OUTCOME_LINE', 'LABEL', 'HLINE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (1, 157, 8, 108, 180, 206, 232, 93, 233, 238, 225, 167, 37, 40, 214, 59, 51, 61, 67, 43, 81, 74, 239, 87, 105, 109, -112, -112, -112, -112, -112, -112, -112, -112, -112, -112, -112)),
    (87, ('SECTION_WHOLE', 'LABEL', 'LSQB', 'EFFECT_LINE', 'ENTRY_WHOLE', 'CARD_WHOLE', 'K_EVENT', 'DOTTED', 'EVENT_WHOLE', 'DOUBLE', 'K_RULES', 'PROSE', 'OUTCOME_LINE', 'SECTION_ID', 'HLINE', 'K_END', '$END', 'K_BRIEFING', 'ENTRY_ID', 'K_OBJECTIVES', 'K_CARD'), (-149, -149, -149, -149, -149, -149, -149, -149, -149, -149, -149, -149, -149, -149, -149, -149, -149, -149, -149, -149, -149)),
    (88, ('_NL',), (229,)),
    (89, ('DOUBLE', '__rules_star_6', 'LSQB', 'EFFECT_LINE', 'DOTTED', 'effect_line', 'PROSE', 'HLINE', 'hline', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (43, 152, 67, 74, 51, 240, 101, 109, 277, -124, -124, -124, -124, -124, -124, -124, -124, -124, -124, -124)),
    (90, ('OR', 'ARROW', '_NL', 'RPAR', 'COLON'), (142, -158, -158, -158, -158)),
    (91, ('LSQB', 'DOUBLE', 'EFFECT_LINE', 'PROSE', 'DOTTED', 'hline', 'effect_line', 'HLINE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (67, 43, 74, 233, 51, 39, 225, 109, -100, -100, -100, -100, -100, -100, -100, -100, -100, -100, -100)),
    (92, ('DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'PROSE', 'LSQB', 'SECTION_ID', 'HLINE', 'EFFECT_LINE', 'K_END', '$END', 'ENTRY_WHOLE', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'K_EVENT', 'DOTTED', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD', 'GOTO', 'OPTION_LINE', 'OUTCOME_LINE', 'IF', 'BULLET', 'GOTO_LINE', 'OTHERWISE', 'LABEL'), (-133, -133, -133, -133, -133, -133, -133, -133, -133, -133, -133, -133, -133, -133, -133, -133, -133, -133, -133, -133, -133, -133, -133, -133, -133, -133, -133)),
    (93, ('CONTINUE', 'ENTRY_REF'), (16, 19)),
    (94, ('STRING',), (259,)),
    (95, ('ARROW', 'AND', 'OR', '_NL', 'RPAR', 'COLON'), (-169, -169, -169, -169, -169, -169)),
    (96, ('SECTION_WHOLE', 'LABEL', 'LSQB', 'EFFECT_LINE', 'ENTRY_WHOLE', 'CARD_WHOLE', 'K_EVENT', 'DOTTED', 'EVENT_WHOLE', 'DOUBLE', 'K_RULES', 'PROSE', 'OUTCOME_LINE', 'SECTION_ID', 'HLINE', 'K_END', '$END', 'K_BRIEFING', 'ENTRY_ID', 'K_OBJECTIVES', 'K_CARD'), (-148, -148, -148, -148, -148, -148, -148, -148, -148, -148, -148, -148, -148, -148, -148, -148, -148, -148, -148, -148, -148)),
    (97, ('DIRECTIVE', 'K_RULES', 'K_START', 'SECTION_WHOLE', 'K_MISSION', 'K_INCLUDE', 'SECTION_ID', 'K_END', '$END', 'K_RULESET', 'CARD_WHOLE', 'K_BRIEFING', 'K_EVENT', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD'), (-10, -10, -10, -10, -10, -10, -10, -10, -10, -10, -10, -10, -10, -10, -10, -10)),
    (98, ('SECTION_WHOLE', 'LABEL', 'LSQB', 'EFFECT_LINE', 'ENTRY_WHOLE', 'CARD_WHOLE', 'K_EVENT', 'DOTTED', 'EVENT_WHOLE', 'DOUBLE', 'K_RULES', 'PROSE', 'OUTCOME_LINE', 'SECTION_ID', 'HLINE', 'K_END', '$END', 'K_BRIEFING', 'ENTRY_ID', 'K_OBJECTIVES', 'K_CARD'), (-147, -147, -147, -147, -147, -147, -147, -147, -147, -147, -147, -147, -147, -147, -147, -147, -147, -147, -147, -147, -147)),
    (99, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (-66, -66, -66, -66, -66, -66, -66, -66, -66, -66, -66, -66, -66)),
    (100, ('K_RULES', 'SECTION_WHOLE', 'POINTS', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-56, -56, -56, -56, -56, -56, -56, -56, -56, -56, -56, -56)),
    (101, ('DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'PROSE', 'LSQB', 'SECTION_ID', 'HLINE', 'EFFECT_LINE', 'K_END', '$END', 'ENTRY_WHOLE', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'K_EVENT', 'DOTTED', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD', 'GOTO', 'OPTION_LINE', 'OUTCOME_LINE', 'IF', 'BULLET', 'GOTO_LINE', 'OTHERWISE', 'LABEL'), (-193, -193, -193, -193, -193, -193, -193, -193, -193, -193, -193, -193, -193, -193, -193, -193, -193, -193, -193, -193, -193, -193, -193, -193, -193, -193, -193)),
    (102, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_END', '$END', 'ENTRY_WHOLE', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'K_EVENT', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD'), (-155, -155, -155, -155, -155, -155, -155, -155, -155, -155, -155, -155, -155)),
    (103, ('K_RULES', 'SECTION_WHOLE', 'BULLET', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-31, -31, -31, -31, -31, -31, -31, -31, -31, -31, -31, -31)),
    (104, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (-70, -70, -70, -70, -70, -70, -70, -70, -70, -70, -70, -70, -70)),
    (105, ('ARROW',), (290,)),
    (106, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (-62, -62, -62, -62, -62, -62, -62, -62, -62, -62, -62, -62, -62)),
    (107, ('_NL',), (97,)),
    (108, ('DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'OPTION_LINE', 'PROSE', 'LSQB', 'SECTION_ID', 'HLINE', 'EFFECT_LINE', 'K_END', '$END', 'CARD_WHOLE', 'K_BRIEFING', 'BULLET', 'K_EVENT', 'DOTTED', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD', 'ENTRY_WHOLE', 'ENTRY_ID'), (-145, -145, -145, -145, -145, -145, -145, -145, -145, -145, -145, -145, -145, -145, -145, -145, -145, -145, -145, -145, -145)),
    (109, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_END', '$END', 'ENTRY_WHOLE', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'K_EVENT', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD'), (-157, -157, -157, -157, -157, -157, -157, -157, -157, -157, -157, -157, -157)),
    (110, ('ENTRY_ID', 'entry', 'ENTRY_WHOLE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (296, 291, 17, -42, -42, -42, -42, -42, -42, -42, -42, -42, -42, -42)),
    (111, ('branch', '__rules_star_6', 'option', 'IF', 'OPTION_LINE', 'outcomes', 'GOTO', 'BULLET', '__decision_plus_11', 'effect_line', 'hline', 'goto', 'GOTO_LINE', 'outcome', 'arm', 'decision', 'OTHERWISE', 'DOTTED', '__outcomes_plus_12', 'LSQB', 'DOUBLE', '__branch_plus_13', 'EFFECT_LINE', 'OUTCOME_LINE', 'PROSE', 'LABEL', 'HLINE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (124, 86, 1, 8, 108, 89, 93, 232, 238, 240, 2, 14, 167, 37, 40, 26, 59, 51, 61, 67, 43, 81, 74, 87, 101, 105, 109, -130, -130, -130, -130, -130, -130, -130, -130, -130, -130, -130)),
    (112, ('SEP', '_NL'), (248, 134)),
    (113, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_END', '$END', 'CARD_WHOLE', 'K_BRIEFING', 'POINTS', 'K_EVENT', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD'), (-200, -200, -200, -200, -200, -200, -200, -200, -200, -200, -200, -200)),
    (114, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (-58, -58, -58, -58, -58, -58, -58, -58, -58, -58, -58, -58, -58)),
    (115, ('LSQB', 'EFFECT_LINE', 'HLINE', 'PROSE', 'effect_line', 'DOTTED', 'hline', 'DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (67, 74, 109, 233, 225, 51, 48, 43, -126, -126, -126, -126, -126, -126, -126, -126, -126, -126, -126)),
    (116, ('SECTION_WHOLE', 'LSQB', 'IF', 'EFFECT_LINE', 'ENTRY_WHOLE', 'CARD_WHOLE', 'K_EVENT', 'DOTTED', 'EVENT_WHOLE', 'OTHERWISE', 'DOUBLE', 'K_RULES', 'PROSE', 'SECTION_ID', 'HLINE', 'K_END', '$END', 'K_BRIEFING', 'ENTRY_ID', 'K_OBJECTIVES', 'K_CARD'), (-151, -151, -151, -151, -151, -151, -151, -151, -151, -151, -151, -151, -151, -151, -151, -151, -151, -151, -151, -151, -151)),
    (117, ('DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'OPTION_LINE', 'PROSE', 'LSQB', 'SECTION_ID', 'HLINE', 'EFFECT_LINE', 'K_END', '$END', 'CARD_WHOLE', 'K_BRIEFING', 'BULLET', 'K_EVENT', 'DOTTED', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD', 'ENTRY_WHOLE', 'ENTRY_ID'), (-142, -142, -142, -142, -142, -142, -142, -142, -142, -142, -142, -142, -142, -142, -142, -142, -142, -142, -142, -142, -142)),
    (118, ('DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'OPTION_LINE', 'PROSE', 'LSQB', 'SECTION_ID', 'HLINE', 'EFFECT_LINE', 'K_END', '$END', 'CARD_WHOLE', 'K_BRIEFING', 'BULLET', 'K_EVENT', 'DOTTED', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD', 'ENTRY_WHOLE', 'ENTRY_ID'), (-141, -141, -141, -141, -141, -141, -141, -141, -141, -141, -141, -141, -141, -141, -141, -141, -141, -141, -141, -141, -141)),
    (119, ('__directive_star_3', 'LSQB', 'COMMA', 'WORD', '_NL', 'DICE', 'SIGNED_INT', 'effect', 'INT', 'COLON'), (244, 221, 231, 216, 213, 211, 208, 205, 202, 200)),
    (120, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-101, -101, -101, -101, -101, -101, -101, -101, -101, -101, -101)),
    (121, ('_NL', 'ENTRY_REF'), (-175, -175)),
    (122, ('__rules_star_6', 'LSQB', 'EFFECT_LINE', 'HLINE', 'DOTTED', 'effect_line', 'PROSE', 'hline', 'DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (140, 67, 74, 109, 51, 240, 101, 11, 43, -69, -69, -69, -69, -69, -69, -69, -69, -69, -69, -69, -69, -69)),
    (123, ('CODE',), (262,)),
    (124, ('DOUBLE', '__rules_star_6', 'LSQB', 'EFFECT_LINE', 'HLINE', 'DOTTED', 'effect_line', 'PROSE', 'hline', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (43, 115, 67, 74, 109, 51, 240, 101, 135, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128)),
    (125, ('DOUBLE', 'LSQB', 'EFFECT_LINE', 'PROSE', 'DOTTED', 'hline', 'effect_line', 'HLINE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (43, 67, 74, 233, 51, 20, 225, 109, -96, -96, -96, -96, -96, -96, -96, -96, -96, -96, -96)),
    (126, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-51, -51, -51, -51, -51, -51, -51, -51, -51, -51, -51)),
    (127, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (-88, -88, -88, -88, -88, -88, -88, -88, -88, -88, -88, -88, -88)),
    (128, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (-60, -60, -60, -60, -60, -60, -60, -60, -60, -60, -60, -60, -60)),
    (129, ('LSQB', 'EFFECT_LINE', 'PROSE', 'effect_line', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (67, 74, 233, 225, -33, -33, -33, -33, -33, -33, -33, -33, -33, -33, -33)),
    (130, ('DOUBLE', 'LSQB', 'EFFECT_LINE', 'hline', 'PROSE', 'DOTTED', 'effect_line', 'HLINE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (43, 67, 74, 127, 233, 51, 225, 109, -89, -89, -89, -89, -89, -89, -89, -89, -89, -89, -89, -89, -89)),
    (131, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-49, -49, -49, -49, -49, -49, -49, -49, -49, -49, -49)),
    (132, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-97, -97, -97, -97, -97, -97, -97, -97, -97, -97, -97)),
    (133, ('_NL', 'WORD'), (-201, -201)),
    (134, ('DIRECTIVE', 'K_RULES', 'K_START', 'SECTION_WHOLE', 'K_MISSION', 'K_INCLUDE', 'SECTION_ID', 'K_END', '$END', 'K_RULESET', 'CARD_WHOLE', 'K_BRIEFING', 'K_EVENT', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD'), (-14, -14, -14, -14, -14, -14, -14, -14, -14, -14, -14, -14, -14, -14, -14, -14)),
    (135, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-127, -127, -127, -127, -127, -127, -127, -127, -127, -127, -127)),
    (136, ('DIRECTIVE', 'K_RULES', 'K_START', 'SECTION_WHOLE', 'K_MISSION', 'K_INCLUDE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_RULESET', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-172, -172, -172, -172, -172, -172, -172, -172, -172, -172, -172, -172, -172, -172, -172, -172)),
    (137, ('INT',), (237,)),
    (138, ('ARROW',), (190,)),
    (139, ('ARROW', 'AND', 'OR', '_NL', 'RPAR', 'COLON'), (-164, -164, -164, -164, -164, -164)),
    (140, ('LSQB', 'DOUBLE', 'EFFECT_LINE', 'PROSE', 'DOTTED', 'effect_line', 'hline', 'HLINE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (67, 43, 74, 233, 51, 225, 99, 109, -67, -67, -67, -67, -67, -67, -67, -67, -67, -67, -67, -67, -67)),
    (141, ('or_cond', 'HAS', 'LPAR', 'NOTED', 'and_cond', 'NAME', 'NOT', 'condition', 'atom', 'not_cond'), (90, 77, 62, 21, 55, 172, 249, 201, 139, 150)),
    (142, ('HAS', 'LPAR', 'NOTED', 'NAME', 'NOT', 'and_cond', 'atom', 'not_cond'), (77, 62, 21, 172, 249, 53, 139, 150)),
    (143, ('SECTION_ID', 'objectives', 'K_EVENT', '_section', 'CARD_WHOLE', 'K_OBJECTIVES', 'K_END', 'K_CARD', 'card', 'EVENT_WHOLE', 'rules', 'event', 'briefing', 'K_BRIEFING', 'K_RULES', 'SECTION_WHOLE', 'section', 'end_of_mission', '$END'), (42, 147, 137, 161, 54, 269, 230, 123, 268, 284, 66, 302, 197, 224, 246, 271, 13, 252, -1)),
    (144, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-119, -119, -119, -119, -119, -119, -119, -119, -119, -119, -119)),
    (145, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-105, -105, -105, -105, -105, -105, -105, -105, -105, -105, -105)),
    (146, ('DOUBLE', '__rules_star_6', 'LSQB', 'EFFECT_LINE', 'DOTTED', 'hline', 'effect_line', 'PROSE', 'HLINE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (43, 15, 67, 74, 51, 219, 240, 101, 109, -79, -79, -79, -79, -79, -79, -79, -79, -79, -79, -79, -79, -79)),
    (147, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-21, -21, -21, -21, -21, -21, -21, -21, -21, -21, -21)),
    (148, (), ()),
    (149, ('_NL', 'DICE', 'SIGNED_INT', 'LSQB', 'WORD', 'COLON', 'COMMA', 'INT'), (-186, -186, -186, -186, -186, -186, -186, -186)),
    (150, ('ARROW', 'AND', 'OR', '_NL', 'RPAR', 'COLON'), (-161, -161, -161, -161, -161, -161)),
    (151, ('DIRECTIVE', 'K_RULES', 'K_START', 'SECTION_WHOLE', 'K_MISSION', 'K_INCLUDE', 'SECTION_ID', 'K_END', '$END', 'K_RULESET', 'CARD_WHOLE', 'K_BRIEFING', 'K_EVENT', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD'), (-11, -11, -11, -11, -11, -11, -11, -11, -11, -11, -11, -11, -11, -11, -11, -11)),
    (152, ('DOUBLE', 'LSQB', 'EFFECT_LINE', 'hline', 'PROSE', 'DOTTED', 'effect_line', 'HLINE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (43, 67, 74, 183, 233, 51, 225, 109, -122, -122, -122, -122, -122, -122, -122, -122, -122, -122, -122)),
    (153, ('ARROW', 'AND', 'OR', '_NL', 'RPAR', 'COLON'), (-165, -165, -165, -165, -165, -165)),
    (154, ('LSQB', 'EFFECT_LINE', 'hline', 'HLINE', 'PROSE', 'effect_line', 'DOTTED', 'DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (67, 74, 194, 109, 233, 225, 51, 43, -118, -118, -118, -118, -118, -118, -118, -118, -118, -118, -118)),
    (155, ('ENTRY_ID', 'entry', '__event_star_7', 'ENTRY_WHOLE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (296, 281, 301, 17, -47, -47, -47, -47, -47, -47, -47, -47, -47, -47, -47)),
    (156, ('PROSE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (23, -27, -27, -27, -27, -27, -27, -27, -27, -27, -27, -27)),
    (157, ('LSQB', 'EFFECT_LINE', '__rules_star_6', 'hline', 'HLINE', 'DOTTED', 'effect_line', 'PROSE', 'DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (67, 74, 91, 120, 109, 51, 240, 101, 43, -102, -102, -102, -102, -102, -102, -102, -102, -102, -102, -102)),
    (158, ('DIRECTIVE', 'K_RULES', 'K_START', 'SECTION_WHOLE', 'K_MISSION', 'K_INCLUDE', 'SECTION_ID', 'K_END', '$END', 'K_RULESET', 'CARD_WHOLE', 'K_BRIEFING', 'K_EVENT', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD'), (-15, -15, -15, -15, -15, -15, -15, -15, -15, -15, -15, -15, -15, -15, -15, -15)),
    (159, ('SIGNED_INT', 'INT'), (49, 58)),
    (160, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-109, -109, -109, -109, -109, -109, -109, -109, -109, -109, -109)),
    (161, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-174, -174, -174, -174, -174, -174, -174, -174, -174, -174, -174)),
    (162, ('TEXT',), (294,)),
    (163, ('not_cond', 'HAS', 'LPAR', 'NOTED', 'NAME', 'NOT', 'atom'), (57, 77, 62, 21, 172, 249, 139)),
    (164, ('PROSE', '__briefing_star_4', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (176, 156, -28, -28, -28, -28, -28, -28, -28, -28, -28, -28, -28)),
    (165, ('RPAR',), (250,)),
    (166, ('LSQB', 'EFFECT_LINE', 'HLINE', 'PROSE', 'effect_line', 'DOTTED', 'hline', 'DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (67, 74, 109, 233, 225, 51, 31, 43, -85, -85, -85, -85, -85, -85, -85, -85, -85, -85, -85, -85, -85)),
    (167, ('DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'PROSE', 'LSQB', 'SECTION_ID', 'HLINE', 'EFFECT_LINE', 'K_END', '$END', 'CARD_WHOLE', 'K_BRIEFING', 'K_EVENT', 'DOTTED', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD', 'ENTRY_WHOLE', 'ENTRY_ID'), (-139, -139, -139, -139, -139, -139, -139, -139, -139, -139, -139, -139, -139, -139, -139, -139, -139, -139, -139)),
    (168, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_END', '$END', 'CARD_WHOLE', 'K_BRIEFING', 'BULLET', 'K_EVENT', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD'), (-191, -191, -191, -191, -191, -191, -191, -191, -191, -191, -191, -191)),
    (169, ('LSQB', 'EFFECT_LINE', 'HLINE', 'DOTTED', 'effect_line', 'PROSE', '__rules_star_6', 'hline', 'DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (67, 74, 109, 51, 240, 101, 130, 0, 43, -91, -91, -91, -91, -91, -91, -91, -91, -91, -91, -91, -91, -91)),
    (170, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (-86, -86, -86, -86, -86, -86, -86, -86, -86, -86, -86, -86, -86)),
    (171, ('mission', 'SECTION_ID', 'ruleset', 'K_OBJECTIVES', 'K_CARD', '_section', 'directive', 'K_RULES', 'DIRECTIVE', 'section', 'K_RULESET', 'K_END', 'K_START', 'card', 'K_EVENT', 'EVENT_WHOLE', '__start_star_1', 'K_BRIEFING', '__start_star_0', 'end_of_mission', 'K_MISSION', 'objectives', 'CARD_WHOLE', 'start_at', 'start', 'briefing', 'SECTION_WHOLE', 'K_INCLUDE', '_header_line', 'rules', 'event', 'include', '$END'), (283, 42, 188, 269, 123, 25, 73, 246, 119, 13, 251, 230, 182, 268, 137, 284, 285, 224, 243, 252, 220, 147, 54, 65, 148, 197, 271, 94, 85, 66, 302, 299, -4)),
    (172, ('CMP', 'NAME'), (159, 95)),
    (173, ('DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'PROSE', 'LSQB', 'SECTION_ID', 'HLINE', 'EFFECT_LINE', 'K_END', '$END', 'CARD_WHOLE', 'K_BRIEFING', 'K_EVENT', 'DOTTED', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD', 'ENTRY_WHOLE', 'ENTRY_ID'), (-138, -138, -138, -138, -138, -138, -138, -138, -138, -138, -138, -138, -138, -138, -138, -138, -138, -138, -138)),
    (174, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (-76, -76, -76, -76, -76, -76, -76, -76, -76, -76, -76, -76, -76)),
    (175, ('__effect_line_star_10', 'INT', 'WORD', 'DICE', 'SIGNED_INT', 'RSQB'), (9, 22, 27, 28, 33, 36)),
    (176, ('K_RULES', 'SECTION_WHOLE', 'PROSE', 'SECTION_ID', 'K_END', '$END', 'CARD_WHOLE', 'K_BRIEFING', 'K_EVENT', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD', 'K_SUCCESS'), (-189, -189, -189, -189, -189, -189, -189, -189, -189, -189, -189, -189, -189)),
    (177, ('ARROW', 'AND', 'OR', '_NL', 'RPAR', 'COLON'), (-163, -163, -163, -163, -163, -163)),
    (178, ('ENTRY_ID', 'entry', 'ENTRY_WHOLE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (296, 291, 17, -35, -35, -35, -35, -35, -35, -35, -35, -35, -35, -35)),
    (179, ('_NL', 'DICE', 'SIGNED_INT', 'LSQB', 'WORD', 'COLON', 'COMMA', 'INT'), (-183, -183, -183, -183, -183, -183, -183, -183)),
    (180, ('DOUBLE', 'LSQB', '__rules_star_6', 'EFFECT_LINE', 'hline', 'DOTTED', 'effect_line', 'PROSE', 'HLINE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (43, 67, 125, 74, 132, 51, 240, 101, 109, -98, -98, -98, -98, -98, -98, -98, -98, -98, -98, -98)),
    (181, ('ENTRY_REF', 'CONTINUE'), (60, 64)),
    (182, ('__start_at_plus_2', 'ENTRY_REF'), (69, 121)),
    (183, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-121, -121, -121, -121, -121, -121, -121, -121, -121, -121, -121)),
    (184, ('_NL',), (38,)),
    (185, ('DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'PROSE', 'LSQB', 'SECTION_ID', 'HLINE', 'EFFECT_LINE', 'K_END', '$END', 'CARD_WHOLE', 'K_BRIEFING', 'K_EVENT', 'DOTTED', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD', 'ENTRY_WHOLE', 'ENTRY_ID'), (-137, -137, -137, -137, -137, -137, -137, -137, -137, -137, -137, -137, -137, -137, -137, -137, -137, -137, -137)),
    (186, ('DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'OPTION_LINE', 'PROSE', 'LSQB', 'SECTION_ID', 'HLINE', 'EFFECT_LINE', 'K_END', '$END', 'CARD_WHOLE', 'K_BRIEFING', 'BULLET', 'K_EVENT', 'DOTTED', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD', 'ENTRY_WHOLE', 'ENTRY_ID'), (-143, -143, -143, -143, -143, -143, -143, -143, -143, -143, -143, -143, -143, -143, -143, -143, -143, -143, -143, -143, -143)),
    (187, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-113, -113, -113, -113, -113, -113, -113, -113, -113, -113, -113)),
    (188, ('DIRECTIVE', 'K_RULES', 'K_START', 'SECTION_WHOLE', 'K_MISSION', 'K_INCLUDE', 'SECTION_ID', 'K_END', '$END', 'K_RULESET', 'CARD_WHOLE', 'K_BRIEFING', 'K_EVENT', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD'), (-5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5)),
    (189, ('_NL',), (235,)),
    (190, ('ENTRY_REF', 'CONTINUE'), (70, 71)),
    (191, ('PROSE', 'success_points', 'K_SUCCESS', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (23, 131, 184, -50, -50, -50, -50, -50, -50, -50, -50, -50, -50, -50)),
    (192, ('_NL',), (83,)),
    (193, ('_NL',), (264,)),
    (194, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-117, -117, -117, -117, -117, -117, -117, -117, -117, -117, -117)),
    (195, ('option', 'IF', 'OPTION_LINE', 'outcomes', 'BULLET', 'GOTO', 'PROSE', '__decision_plus_11', 'effect_line', 'branch', 'GOTO_LINE', 'outcome', 'arm', 'OTHERWISE', 'DOTTED', '__outcomes_plus_12', 'decision', 'LSQB', 'DOUBLE', 'goto', '__branch_plus_13', 'hline', 'EFFECT_LINE', 'OUTCOME_LINE', 'LABEL', 'HLINE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (1, 8, 108, 122, 232, 93, 233, 238, 225, 298, 167, 37, 40, 59, 51, 61, 293, 67, 43, 4, 81, 18, 74, 87, 105, 109, -75, -75, -75, -75, -75, -75, -75, -75, -75, -75, -75, -75, -75)),
    (196, ('WORD', '_NL'), (254, 47)),
    (197, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-20, -20, -20, -20, -20, -20, -20, -20, -20, -20, -20)),
    (198, ('success_points', 'PROSE', 'K_SUCCESS', '__briefing_star_4', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (126, 176, 184, 191, -52, -52, -52, -52, -52, -52, -52, -52, -52, -52, -52)),
    (199, ('_NL',), (76,)),
    (200, ('_NL', 'DICE', 'SIGNED_INT', 'LSQB', 'WORD', 'COLON', 'COMMA', 'INT'), (-181, -181, -181, -181, -181, -181, -181, -181)),
    (201, ('COLON',), (79,)),
    (202, ('_NL', 'DICE', 'SIGNED_INT', 'LSQB', 'WORD', 'COLON', 'COMMA', 'INT'), (-178, -178, -178, -178, -178, -178, -178, -178)),
    (203, ('_NL',), (96,)),
    (204, ('SECTION_WHOLE', 'LSQB', 'IF', 'EFFECT_LINE', 'ENTRY_WHOLE', 'CARD_WHOLE', 'K_EVENT', 'DOTTED', 'EVENT_WHOLE', 'OTHERWISE', 'DOUBLE', 'K_RULES', 'PROSE', 'SECTION_ID', 'HLINE', 'K_END', '$END', 'K_BRIEFING', 'ENTRY_ID', 'K_OBJECTIVES', 'K_CARD'), (-152, -152, -152, -152, -152, -152, -152, -152, -152, -152, -152, -152, -152, -152, -152, -152, -152, -152, -152, -152, -152)),
    (205, ('_NL',), (82,)),
    (206, ('__rules_star_6', 'hline', 'LSQB', 'EFFECT_LINE', 'HLINE', 'DOTTED', 'effect_line', 'PROSE', 'DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (286, 145, 67, 74, 109, 51, 240, 101, 43, -106, -106, -106, -106, -106, -106, -106, -106, -106, -106, -106)),
    (207, ('DICE', 'INT', 'SIGNED_INT', 'RSQB', 'WORD'), (45, 288, 297, 88, 295)),
    (208, ('_NL', 'DICE', 'SIGNED_INT', 'LSQB', 'WORD', 'COLON', 'COMMA', 'INT'), (-179, -179, -179, -179, -179, -179, -179, -179)),
    (209, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_END', '$END', 'ENTRY_WHOLE', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'K_EVENT', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD'), (-156, -156, -156, -156, -156, -156, -156, -156, -156, -156, -156, -156, -156)),
    (210, ('_NL',), (92,)),
    (211, ('_NL', 'DICE', 'SIGNED_INT', 'LSQB', 'WORD', 'COLON', 'COMMA', 'INT'), (-180, -180, -180, -180, -180, -180, -180, -180)),
    (212, ('_NL',), (98,)),
    (213, ('DIRECTIVE', 'K_RULES', 'K_START', 'SECTION_WHOLE', 'K_MISSION', 'K_INCLUDE', 'SECTION_ID', 'K_END', '$END', 'K_RULESET', 'CARD_WHOLE', 'K_BRIEFING', 'K_EVENT', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD'), (-19, -19, -19, -19, -19, -19, -19, -19, -19, -19, -19, -19, -19, -19, -19, -19)),
    (214, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-111, -111, -111, -111, -111, -111, -111, -111, -111, -111, -111)),
    (215, ('K_RULES', 'SECTION_WHOLE', 'BULLET', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-32, -32, -32, -32, -32, -32, -32, -32, -32, -32, -32, -32)),
    (216, ('_NL', 'DICE', 'SIGNED_INT', 'LSQB', 'WORD', 'COLON', 'COMMA', 'INT'), (-177, -177, -177, -177, -177, -177, -177, -177)),
    (217, ('_NL', 'ENTRY_REF'), (-176, -176)),
    (218, ('_NL',), (103,)),
    (219, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (-78, -78, -78, -78, -78, -78, -78, -78, -78, -78, -78, -78, -78)),
    (220, ('INT',), (112,)),
    (221, ('WORD',), (175,)),
    (222, ('ENTRY_ID', 'entry', 'ENTRY_WHOLE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (296, 291, 17, -44, -44, -44, -44, -44, -44, -44, -44, -44, -44, -44)),
    (223, ('DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'OPTION_LINE', 'PROSE', 'LSQB', 'SECTION_ID', 'HLINE', 'EFFECT_LINE', 'K_END', '$END', 'CARD_WHOLE', 'K_BRIEFING', 'BULLET', 'K_EVENT', 'DOTTED', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD', 'ENTRY_WHOLE', 'ENTRY_ID'), (-144, -144, -144, -144, -144, -144, -144, -144, -144, -144, -144, -144, -144, -144, -144, -144, -144, -144, -144, -144, -144)),
    (224, ('_NL',), (164,)),
    (225, ('DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'PROSE', 'LSQB', 'SECTION_ID', 'HLINE', 'EFFECT_LINE', 'K_END', '$END', 'ENTRY_WHOLE', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'K_EVENT', 'DOTTED', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD', 'GOTO', 'OPTION_LINE', 'OUTCOME_LINE', 'IF', 'BULLET', 'GOTO_LINE', 'OTHERWISE', 'LABEL'), (-196, -196, -196, -196, -196, -196, -196, -196, -196, -196, -196, -196, -196, -196, -196, -196, -196, -196, -196, -196, -196, -196, -196, -196, -196, -196, -196)),
    (226, ('ARROW',), (181,)),
    (227, ('_NL', 'DICE', 'SIGNED_INT', 'LSQB', 'WORD', 'COLON', 'COMMA', 'INT'), (-184, -184, -184, -184, -184, -184, -184, -184)),
    (228, ('DIRECTIVE', 'K_RULES', 'K_START', 'SECTION_WHOLE', 'K_MISSION', 'K_INCLUDE', 'SECTION_ID', 'K_END', '$END', 'K_RULESET', 'CARD_WHOLE', 'K_BRIEFING', 'K_EVENT', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD'), (-12, -12, -12, -12, -12, -12, -12, -12, -12, -12, -12, -12, -12, -12, -12, -12)),
    (229, ('DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'PROSE', 'LSQB', 'SECTION_ID', 'HLINE', 'EFFECT_LINE', 'K_END', '$END', 'ENTRY_WHOLE', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'K_EVENT', 'DOTTED', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD', 'GOTO', 'OPTION_LINE', 'OUTCOME_LINE', 'IF', 'BULLET', 'GOTO_LINE', 'OTHERWISE', 'LABEL'), (-132, -132, -132, -132, -132, -132, -132, -132, -132, -132, -132, -132, -132, -132, -132, -132, -132, -132, -132, -132, -132, -132, -132, -132, -132, -132, -132)),
    (230, ('_NL',), (198,)),
    (231, ('_NL', 'DICE', 'SIGNED_INT', 'LSQB', 'WORD', 'COLON', 'COMMA', 'INT'), (-182, -182, -182, -182, -182, -182, -182, -182)),
    (232, ('TEXT', 'C_IF'), (138, 141)),
    (233, ('DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'PROSE', 'LSQB', 'SECTION_ID', 'HLINE', 'EFFECT_LINE', 'K_END', '$END', 'ENTRY_WHOLE', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'K_EVENT', 'DOTTED', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD', 'GOTO', 'OPTION_LINE', 'OUTCOME_LINE', 'IF', 'BULLET', 'GOTO_LINE', 'OTHERWISE', 'LABEL'), (-195, -195, -195, -195, -195, -195, -195, -195, -195, -195, -195, -195, -195, -195, -195, -195, -195, -195, -195, -195, -195, -195, -195, -195, -195, -195, -195)),
    (234, ('_NL', 'TITLE'), (56, 68)),
    (235, ('DIRECTIVE', 'K_RULES', 'K_START', 'SECTION_WHOLE', 'K_MISSION', 'K_INCLUDE', 'SECTION_ID', 'K_END', '$END', 'K_RULESET', 'CARD_WHOLE', 'K_BRIEFING', 'K_EVENT', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD'), (-16, -16, -16, -16, -16, -16, -16, -16, -16, -16, -16, -16, -16, -16, -16, -16)),
    (236, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (-82, -82, -82, -82, -82, -82, -82, -82, -82, -82, -82, -82, -82)),
    (237, ('SEP', '_NL'), (234, 253)),
    (238, ('option', 'OPTION_LINE', 'BULLET', 'DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'PROSE', 'LSQB', 'SECTION_ID', 'HLINE', 'EFFECT_LINE', 'K_END', '$END', 'CARD_WHOLE', 'K_BRIEFING', 'K_EVENT', 'DOTTED', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD', 'ENTRY_WHOLE', 'ENTRY_ID'), (272, 108, 232, -140, -140, -140, -140, -140, -140, -140, -140, -140, -140, -140, -140, -140, -140, -140, -140, -140, -140, -140)),
    (239, ('DOUBLE', '__rules_star_6', 'LSQB', 'EFFECT_LINE', 'hline', 'DOTTED', 'effect_line', 'PROSE', 'HLINE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (43, 279, 67, 74, 160, 51, 240, 101, 109, -110, -110, -110, -110, -110, -110, -110, -110, -110, -110, -110)),
    (240, ('DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'PROSE', 'LSQB', 'SECTION_ID', 'HLINE', 'EFFECT_LINE', 'K_END', '$END', 'ENTRY_WHOLE', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'K_EVENT', 'DOTTED', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD', 'GOTO', 'OPTION_LINE', 'OUTCOME_LINE', 'IF', 'BULLET', 'GOTO_LINE', 'OTHERWISE', 'LABEL'), (-194, -194, -194, -194, -194, -194, -194, -194, -194, -194, -194, -194, -194, -194, -194, -194, -194, -194, -194, -194, -194, -194, -194, -194, -194, -194, -194)),
    (241, ('_NL', 'DICE', 'SIGNED_INT', 'LSQB', 'WORD', 'COLON', 'COMMA', 'INT'), (-185, -185, -185, -185, -185, -185, -185, -185)),
    (242, ('goto', 'branch', 'IF', 'option', 'OPTION_LINE', '__rules_star_6', 'GOTO', 'BULLET', 'outcomes', '__decision_plus_11', 'effect_line', 'hline', 'GOTO_LINE', 'decision', 'outcome', 'arm', 'OTHERWISE', 'DOTTED', '__outcomes_plus_12', 'LSQB', 'DOUBLE', '__branch_plus_13', 'EFFECT_LINE', 'OUTCOME_LINE', 'PROSE', 'LABEL', 'HLINE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (146, 169, 8, 1, 108, 195, 93, 232, 273, 238, 240, 276, 167, 282, 37, 40, 59, 51, 61, 67, 43, 81, 74, 87, 101, 105, 109, -93, -93, -93, -93, -93, -93, -93, -93, -93, -93, -93, -93, -93)),
    (243, ('mission', 'SECTION_ID', 'ruleset', 'K_OBJECTIVES', 'K_CARD', '_section', 'directive', 'K_RULES', '__start_star_1', 'DIRECTIVE', 'K_RULESET', 'section', 'K_END', '_header_line', 'K_START', 'card', 'K_EVENT', 'EVENT_WHOLE', 'K_BRIEFING', 'end_of_mission', 'K_MISSION', 'objectives', 'CARD_WHOLE', 'start_at', 'briefing', 'SECTION_WHOLE', 'K_INCLUDE', 'rules', 'event', 'include', '$END'), (283, 42, 188, 269, 123, 25, 73, 246, 143, 119, 251, 13, 230, 136, 182, 268, 137, 284, 224, 252, 220, 147, 54, 65, 197, 271, 94, 66, 302, 299, -2)),
    (244, ('COMMA', 'COLON', 'LSQB', 'INT', 'WORD', 'SIGNED_INT', '_NL', 'effect', 'DICE'), (32, 52, 221, 227, 179, 241, 266, 189, 149)),
    (245, ('ARROW',), (265,)),
    (246, ('_NL',), (247,)),
    (247, ('LSQB', 'EFFECT_LINE', 'effect_line', 'PROSE', '__rules_star_6', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (67, 74, 240, 101, 129, -34, -34, -34, -34, -34, -34, -34, -34, -34, -34, -34)),
    (248, ('TITLE', '_NL'), (29, 78)),
    (249, ('HAS', 'LPAR', 'not_cond', 'NOTED', 'NAME', 'NOT', 'atom'), (77, 62, 177, 21, 172, 249, 139)),
    (250, ('ARROW', 'AND', 'OR', '_NL', 'RPAR', 'COLON'), (-170, -170, -170, -170, -170, -170)),
    (251, ('WORD',), (107,)),
    (252, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-25, -25, -25, -25, -25, -25, -25, -25, -25, -25, -25)),
    (253, ('ENTRY_ID', 'entry', '__event_star_7', 'ENTRY_WHOLE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (296, 281, 41, 17, -40, -40, -40, -40, -40, -40, -40, -40, -40, -40, -40)),
    (254, ('_NL', 'WORD'), (-202, -202)),
    (255, ('__objectives_star_5', 'BULLET', 'objective', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (5, 162, 168, -30, -30, -30, -30, -30, -30, -30, -30, -30, -30, -30)),
    (256, ('ENTRY_ID', 'entry', 'ENTRY_WHOLE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (296, 291, 17, -37, -37, -37, -37, -37, -37, -37, -37, -37, -37, -37)),
    (257, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (-80, -80, -80, -80, -80, -80, -80, -80, -80, -80, -80, -80, -80)),
    (258, ('LSQB', 'hline', 'EFFECT_LINE', 'HLINE', 'PROSE', 'effect_line', 'DOTTED', 'DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (67, 106, 74, 109, 233, 225, 51, 43, -63, -63, -63, -63, -63, -63, -63, -63, -63, -63, -63, -63, -63)),
    (259, ('_NL',), (151,)),
    (260, ('__points_line_plus_9', 'WORD', 'INT'), (196, 133, 280)),
    (261, ('LSQB', 'DOUBLE', 'EFFECT_LINE', 'PROSE', 'DOTTED', 'effect_line', 'hline', 'HLINE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (67, 43, 74, 233, 51, 225, 257, 109, -81, -81, -81, -81, -81, -81, -81, -81, -81, -81, -81, -81, -81)),
    (262, ('SEP', '_NL'), (289, 155)),
    (263, ('DOUBLE', 'hline', 'LSQB', 'EFFECT_LINE', 'PROSE', 'DOTTED', 'effect_line', 'HLINE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (43, 104, 67, 74, 233, 51, 225, 109, -71, -71, -71, -71, -71, -71, -71, -71, -71, -71, -71, -71, -71)),
    (264, ('K_RULES', 'SECTION_WHOLE', 'POINTS', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-55, -55, -55, -55, -55, -55, -55, -55, -55, -55, -55, -55)),
    (265, ('CONTINUE', 'ENTRY_REF'), (35, 84)),
    (266, ('DIRECTIVE', 'K_RULES', 'K_START', 'SECTION_WHOLE', 'K_MISSION', 'K_INCLUDE', 'SECTION_ID', 'K_END', '$END', 'K_RULESET', 'CARD_WHOLE', 'K_BRIEFING', 'K_EVENT', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD'), (-17, -17, -17, -17, -17, -17, -17, -17, -17, -17, -17, -17, -17, -17, -17, -17)),
    (267, ('LSQB', 'EFFECT_LINE', 'HLINE', 'PROSE', 'effect_line', 'DOTTED', 'DOUBLE', 'hline', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (67, 74, 109, 233, 225, 51, 43, 114, -59, -59, -59, -59, -59, -59, -59, -59, -59, -59, -59, -59, -59)),
    (268, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-24, -24, -24, -24, -24, -24, -24, -24, -24, -24, -24)),
    (269, ('_NL',), (255,)),
    (270, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_END', '$END', 'CARD_WHOLE', 'K_BRIEFING', 'BULLET', 'K_EVENT', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD'), (-192, -192, -192, -192, -192, -192, -192, -192, -192, -192, -192, -192)),
    (271, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-131, -131, -131, -131, -131, -131, -131, -131, -131, -131, -131)),
    (272, ('DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'OPTION_LINE', 'PROSE', 'LSQB', 'SECTION_ID', 'HLINE', 'EFFECT_LINE', 'K_END', '$END', 'CARD_WHOLE', 'K_BRIEFING', 'BULLET', 'K_EVENT', 'DOTTED', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD', 'ENTRY_WHOLE', 'ENTRY_ID'), (-212, -212, -212, -212, -212, -212, -212, -212, -212, -212, -212, -212, -212, -212, -212, -212, -212, -212, -212, -212, -212)),
    (273, ('hline', 'DOUBLE', '__rules_star_6', 'LSQB', 'EFFECT_LINE', 'DOTTED', 'effect_line', 'PROSE', 'HLINE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (170, 43, 166, 67, 74, 51, 240, 101, 109, -87, -87, -87, -87, -87, -87, -87, -87, -87, -87, -87, -87, -87)),
    (274, ('ENTRY_REF', 'CONTINUE'), (199, 192)),
    (275, ('__effect_line_star_10', 'INT', 'RSQB', 'WORD', 'DICE', 'SIGNED_INT'), (207, 22, 210, 27, 28, 33)),
    (276, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (-92, -92, -92, -92, -92, -92, -92, -92, -92, -92, -92, -92, -92)),
    (277, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-123, -123, -123, -123, -123, -123, -123, -123, -123, -123, -123)),
    (278, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-115, -115, -115, -115, -115, -115, -115, -115, -115, -115, -115)),
    (279, ('DOUBLE', 'LSQB', 'EFFECT_LINE', 'HLINE', 'PROSE', 'effect_line', 'DOTTED', 'hline', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (43, 67, 74, 109, 233, 225, 51, 46, -108, -108, -108, -108, -108, -108, -108, -108, -108, -108, -108)),
    (280, ('__points_line_plus_9', 'WORD'), (80, 133)),
    (281, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_END', '$END', 'ENTRY_WHOLE', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'K_EVENT', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD'), (-197, -197, -197, -197, -197, -197, -197, -197, -197, -197, -197, -197, -197)),
    (282, ('__rules_star_6', 'DOUBLE', 'LSQB', 'EFFECT_LINE', 'HLINE', 'DOTTED', 'effect_line', 'PROSE', 'hline', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (261, 43, 67, 74, 109, 51, 240, 101, 236, -83, -83, -83, -83, -83, -83, -83, -83, -83, -83, -83, -83, -83)),
    (283, ('DIRECTIVE', 'K_RULES', 'K_START', 'SECTION_WHOLE', 'K_MISSION', 'K_INCLUDE', 'SECTION_ID', 'K_END', '$END', 'K_RULESET', 'CARD_WHOLE', 'K_BRIEFING', 'K_EVENT', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD'), (-7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7)),
    (284, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-41, -41, -41, -41, -41, -41, -41, -41, -41, -41, -41)),
    (285, ('SECTION_ID', 'objectives', 'K_EVENT', '_section', 'CARD_WHOLE', 'K_OBJECTIVES', 'K_END', 'K_CARD', 'card', 'EVENT_WHOLE', 'rules', 'event', 'briefing', 'K_BRIEFING', 'K_RULES', 'SECTION_WHOLE', 'section', 'end_of_mission', '$END'), (42, 147, 137, 161, 54, 269, 230, 123, 268, 284, 66, 302, 197, 224, 246, 271, 13, 252, -3)),
    (286, ('DOUBLE', 'LSQB', 'EFFECT_LINE', 'hline', 'PROSE', 'DOTTED', 'effect_line', 'HLINE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (43, 67, 74, 44, 233, 51, 225, 109, -104, -104, -104, -104, -104, -104, -104, -104, -104, -104, -104)),
    (287, ('DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'PROSE', 'LSQB', 'OUTCOME_LINE', 'SECTION_ID', 'HLINE', 'EFFECT_LINE', 'K_END', '$END', 'CARD_WHOLE', 'K_BRIEFING', 'K_CARD', 'K_EVENT', 'DOTTED', 'K_OBJECTIVES', 'EVENT_WHOLE', 'LABEL', 'ENTRY_WHOLE', 'ENTRY_ID'), (-214, -214, -214, -214, -214, -214, -214, -214, -214, -214, -214, -214, -214, -214, -214, -214, -214, -214, -214, -214, -214)),
    (288, ('DICE', 'SIGNED_INT', 'WORD', 'RSQB', 'INT'), (-208, -208, -208, -208, -208)),
    (289, ('_NL', 'TITLE'), (300, 3)),
    (290, ('CONTINUE', 'ENTRY_REF'), (203, 212)),
    (291, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_END', '$END', 'ENTRY_WHOLE', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'K_EVENT', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD'), (-198, -198, -198, -198, -198, -198, -198, -198, -198, -198, -198, -198, -198)),
    (292, ('DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'PROSE', 'LSQB', 'IF', 'SECTION_ID', 'HLINE', 'EFFECT_LINE', 'K_END', '$END', 'CARD_WHOLE', 'K_BRIEFING', 'K_CARD', 'K_EVENT', 'DOTTED', 'K_OBJECTIVES', 'EVENT_WHOLE', 'OTHERWISE', 'ENTRY_WHOLE', 'ENTRY_ID'), (-216, -216, -216, -216, -216, -216, -216, -216, -216, -216, -216, -216, -216, -216, -216, -216, -216, -216, -216, -216, -216)),
    (293, ('DOUBLE', 'LSQB', '__rules_star_6', 'EFFECT_LINE', 'hline', 'DOTTED', 'effect_line', 'PROSE', 'HLINE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (43, 67, 258, 74, 72, 51, 240, 101, 109, -65, -65, -65, -65, -65, -65, -65, -65, -65, -65, -65, -65, -65)),
    (294, ('_NL', 'LOGTAG'), (215, 218)),
    (295, ('DICE', 'SIGNED_INT', 'WORD', 'RSQB', 'INT'), (-207, -207, -207, -207, -207)),
    (296, ('_NL',), (242,)),
    (297, ('DICE', 'SIGNED_INT', 'WORD', 'RSQB', 'INT'), (-209, -209, -209, -209, -209)),
    (298, ('LSQB', 'EFFECT_LINE', '__rules_star_6', 'HLINE', 'DOTTED', 'hline', 'effect_line', 'PROSE', 'DOUBLE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'ENTRY_WHOLE', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'ENTRY_ID', 'EVENT_WHOLE', 'K_CARD'), (67, 74, 263, 109, 51, 50, 240, 101, 43, -73, -73, -73, -73, -73, -73, -73, -73, -73, -73, -73, -73, -73)),
    (299, ('DIRECTIVE', 'K_RULES', 'K_START', 'SECTION_WHOLE', 'K_MISSION', 'K_INCLUDE', 'SECTION_ID', 'K_END', '$END', 'K_RULESET', 'CARD_WHOLE', 'K_BRIEFING', 'K_EVENT', 'K_OBJECTIVES', 'EVENT_WHOLE', 'K_CARD'), (-6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6)),
    (300, ('ENTRY_ID', 'entry', '__event_star_7', 'ENTRY_WHOLE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (296, 281, 222, 17, -45, -45, -45, -45, -45, -45, -45, -45, -45, -45, -45)),
    (301, ('ENTRY_ID', 'entry', 'ENTRY_WHOLE', 'K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (296, 291, 17, -46, -46, -46, -46, -46, -46, -46, -46, -46, -46, -46)),
    (302, ('K_RULES', 'SECTION_WHOLE', 'SECTION_ID', 'K_EVENT', 'K_END', '$END', 'K_OBJECTIVES', 'CARD_WHOLE', 'K_BRIEFING', 'EVENT_WHOLE', 'K_CARD'), (-23, -23, -23, -23, -23, -23, -23, -23, -23, -23, -23)),
),
'start_states': {'start': 171},
'end_states': {'start': 148},
}
