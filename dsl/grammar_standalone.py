"""lark's standalone LALR parser of ``grammar.lark``: GENERATED, do not edit.

Written by ``python -m crawlbook.dsl.parser`` (``crawlbook.dsl.parser.write_standalone``,
lark's ``lark.tools.standalone``) whenever ``grammar.lark`` changes;
tests/dsl/test_parser_cache.py fails while it is stale. ``GRAMMAR`` is the text it was
made from. Below it, lark's code and licence as lark's tool writes them.
"""
# ruff: noqa
# mypy: ignore-errors

GRAMMAR = '// The crawlbook language (docs/language.md), LALR(1).\n//\n// The terminals are produced by the line classifier (dsl/lexer.py): the language is\n// line-oriented, and what a line is depends on how it starts, so the classifier cuts each\n// line into the tokens declared below and ends it with _NL. A paragraph of prose is one\n// PROSE token. This grammar says what each line holds and how lines make a booklet.\n//\n// Lists are written with * and + (left-recursive in LALR: no recursion limit however\n// long the booklet). The tree is built directly into the nodes of dsl/nodes.py by\n// dsl/transformer.py; rules starting with _ are inlined into their parent.\n\nstart: _header_line* _section*\n\n// ----------------------------------------------------------------- header (set-up)\n\n_header_line: ruleset | include | mission | directive | start_at\n\nruleset: K_RULESET WORD _NL\ninclude: K_INCLUDE STRING _NL\nmission: K_MISSION INT (SEP TITLE?)? _NL\n// Where a reader may begin: `START 1`, `START 7.1, 9.1` (docs/language.md).\nstart_at: K_START ENTRY_REF+ _NL\n// Any other header line is a directive of the ruleset, which says what its words mean:\n// a word in capitals, then words, numbers, dice, `:` and `,`, maybe an effect at the end.\ndirective: DIRECTIVE (WORD | INT | SIGNED_INT | DICE | COLON | COMMA)* effect? _NL\n\n// ----------------------------------------------------------------- sections\n\n_section: briefing | objectives | rules | event | card | end_of_mission | section\n\nbriefing: K_BRIEFING _NL PROSE*\nobjectives: K_OBJECTIVES _NL objective*\nobjective: BULLET TEXT LOGTAG? _NL\nrules: K_RULES _NL (PROSE | effect_line)*\nevent: K_EVENT INT (SEP TITLE?)? _NL entry*\ncard: K_CARD CODE (SEP TITLE?)? _NL entry*\nend_of_mission: K_END _NL PROSE* success_points?\nsuccess_points: K_SUCCESS _NL points_line*\npoints_line: POINTS C_IF condition _NL\n           | POINTS PER INT? WORD+ _NL\n\n// ----------------------------------------------------------------- entries\n\n// An entry: its id, body items, one ending, items after the ending (reported by the\n// checks), and the horizontal line that closes it. The effect of an effect-with-outcomes\n// ending is the last body item; the transformer takes it from there. (Alternatives are\n// written in place rather than as _item/_ending rules: each rule is a reduction per line,\n// and a long booklet has tens of thousands of lines.)\nentry: ENTRY_ID _NL (PROSE | effect_line)* ((goto | decision | outcomes | branch) (PROSE | effect_line)*)? hline?\n     | ENTRY_WHOLE\n// A numbered book\'s section (`12` alone on its line): an entry with no heading above it.\nsection: SECTION_ID _NL (PROSE | effect_line)* ((goto | decision | outcomes | branch) (PROSE | effect_line)*)? hline?\n       | SECTION_WHOLE\neffect_line: LSQB WORD (WORD | INT | SIGNED_INT | DICE)* RSQB _NL\n           | EFFECT_LINE\neffect: LSQB WORD (WORD | INT | SIGNED_INT | DICE)* RSQB\n\ngoto: GOTO (ENTRY_REF | CONTINUE) _NL\n    | GOTO_LINE\ndecision: option+\noption: BULLET (C_IF condition COLON)? TEXT ARROW (ENTRY_REF | CONTINUE) _NL\n      | OPTION_LINE\noutcomes: outcome+\noutcome: LABEL ARROW (ENTRY_REF | CONTINUE) _NL\n       | OUTCOME_LINE\nbranch: arm+\narm: IF condition ARROW (ENTRY_REF | CONTINUE) _NL\n   | OTHERWISE ARROW (ENTRY_REF | CONTINUE) _NL\nhline: (DOTTED | DOUBLE) _NL\n     | HLINE\n\n// A line of the five commonest kinds that is well formed as a whole (an effect, `→ TARGET`,\n// an option without a condition, an outcome, a horizontal line) reaches the parser as one\n// token, *_LINE or HLINE, that holds the line\'s tokens: one shift instead of three to ten\n// (dsl/parser.py, "_whole"; guarded by benchmarks/check_bench.py). Where the parser\n// refuses it, the line is fed again token by token, so every message is the one the\n// alternatives above give.\n//\n// Likewise a whole entry (or section) whose lines are all of those kinds, in the order\n// the rule above allows, closed by its horizontal line, reaches the parser as one token,\n// ENTRY_WHOLE or SECTION_WHOLE (dsl/parser.py, "_entry_kind"; guarded by\n// benchmarks/check_compare.py): one shift and one reduction instead of about twenty.\n\n// ----------------------------------------------------------------- conditions\n// not binds tighter than and, and tighter than or.\n\n?condition: or_cond\n?or_cond: and_cond | or_cond OR and_cond -> either\n?and_cond: not_cond | and_cond AND not_cond -> both\n?not_cond: NOT not_cond -> negation\n         | atom\n?atom: NOTED NAME -> noted\n     | HAS NAME -> has\n     | NAME CMP (INT | SIGNED_INT) -> compare\n     | NAME NAME -> pred\n     | LPAR condition RPAR -> group\n\n// ----------------------------------------------------------------- terminals\n// All come from dsl/lexer.py.\n\n%declare _NL PROSE ENTRY_ID DOTTED DOUBLE LSQB RSQB WORD INT SIGNED_INT DICE\n%declare BULLET TEXT LOGTAG ARROW GOTO LABEL IF OTHERWISE C_IF COLON COMMA\n%declare NOTED HAS NOT AND OR LPAR RPAR NAME CMP ENTRY_REF CONTINUE POINTS PER\n%declare K_RULESET K_INCLUDE K_MISSION K_START DIRECTIVE SECTION_ID\n%declare K_BRIEFING K_OBJECTIVES K_RULES K_EVENT K_CARD K_END K_SUCCESS\n%declare SEP TITLE CODE STRING\n%declare EFFECT_LINE GOTO_LINE OPTION_LINE OUTCOME_LINE HLINE\n%declare ENTRY_WHOLE SECTION_WHOLE\n%declare JUNK BAD\n'

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


class MissingVariableError(LarkError):
    pass


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


try:
    import regex
    _has_regex = True
except ImportError:
    _has_regex = False

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


@dataclass(frozen=True)
class TextSlice(Generic[AnyStr]):
    #--
    text: AnyStr
    start: int
    end: int

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


def merge_transformers(base_transformer=None, **transformers_to_merge):
    #--
    if base_transformer is None:
        base_transformer = Transformer()
    for prefix, transformer in transformers_to_merge.items():
        for method_name in dir(transformer):
            method = getattr(transformer, method_name)
            if not callable(method):
                continue
            if method_name.startswith("_") or method_name == "transform":
                continue
            prefixed_method = prefix + "__" + method_name
            if hasattr(base_transformer, prefixed_method):
                raise AttributeError("Cannot merge: method '%s' appears more than once" % prefixed_method)

            setattr(base_transformer, prefixed_method, method)

    return base_transformer


class InlineTransformer(Transformer):   ##

    def _call_userfunc(self, tree, new_children=None):
        ##

        children = new_children if new_children is not None else tree.children
        try:
            f = getattr(self, tree.data)
        except AttributeError:
            return self.__default__(tree.data, children, tree.meta)
        else:
            return f(*children)


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


class Transformer_NonRecursive(Transformer[_Leaf_T, _Return_T]):
    #--

    def transform(self, tree: Tree[_Leaf_T]) -> _Return_T:
        ##

        rev_postfix = []
        q: List[Branch[_Leaf_T]] = [tree]
        while q:
            t = q.pop()
            rev_postfix.append(t)
            if isinstance(t, Tree):
                q += t.children

        ##

        stack: List = []
        for x in reversed(rev_postfix):
            if isinstance(x, Tree):
                size = len(x.children)
                if size:
                    args = stack[-size:]
                    del stack[-size:]
                else:
                    args = []

                res = self._call_userfunc(x, args)
                if res is not Discard:
                    stack.append(res)

            elif self.__visit_tokens__ and isinstance(x, Token):
                res = self._call_userfunc_token(x)
                if res is not Discard:
                    stack.append(res)
            else:
                stack.append(x)

        result, = stack  ##

        ##

        ##

        ##

        return cast(_Return_T, result)


class Transformer_InPlaceRecursive(Transformer[_Leaf_T, _Return_T]):
    #--
    def _transform_tree(self, tree):
        tree.children = list(self._transform_children(tree.children))
        return self._call_userfunc(tree)


##


class VisitorBase:
    def _call_userfunc(self, tree):
        return getattr(self, tree.data, self.__default__)(tree)

    def __default__(self, tree):
        #--
        return tree

    def __class_getitem__(cls, _):
        return cls


class Visitor(VisitorBase, ABC, Generic[_Leaf_T]):
    #--

    def visit(self, tree: Tree[_Leaf_T]) -> Tree[_Leaf_T]:
        #--
        for subtree in tree.iter_subtrees():
            self._call_userfunc(subtree)
        return tree

    def visit_topdown(self, tree: Tree[_Leaf_T]) -> Tree[_Leaf_T]:
        #--
        for subtree in tree.iter_subtrees_topdown():
            self._call_userfunc(subtree)
        return tree


class Visitor_Recursive(VisitorBase, Generic[_Leaf_T]):
    #--

    def visit(self, tree: Tree[_Leaf_T]) -> Tree[_Leaf_T]:
        #--
        for child in tree.children:
            if isinstance(child, Tree):
                self.visit(child)

        self._call_userfunc(tree)
        return tree

    def visit_topdown(self,tree: Tree[_Leaf_T]) -> Tree[_Leaf_T]:
        #--
        self._call_userfunc(tree)

        for child in tree.children:
            if isinstance(child, Tree):
                self.visit_topdown(child)

        return tree


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

def visit_children_decor(func: _InterMethod) -> _InterMethod:
    #--
    @wraps(func)
    def inner(cls, tree):
        values = cls.visit_children(tree)
        return func(cls, values)
    return inner

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




class DedentError(LarkError):
    pass

class Indenter(PostLex, ABC):
    #--
    paren_level: int
    indent_level: List[int]

    def __init__(self) -> None:
        self.paren_level = 0
        self.indent_level = [0]
        assert self.tab_len > 0

    def handle_NL(self, token: Token) -> Iterator[Token]:
        if self.paren_level > 0:
            return

        yield token

        indent_str = token.rsplit('\n', 1)[1] ##

        indent = indent_str.count(' ') + indent_str.count('\t') * self.tab_len

        if indent > self.indent_level[-1]:
            self.indent_level.append(indent)
            yield Token.new_borrow_pos(self.INDENT_type, indent_str, token)
        else:
            while indent < self.indent_level[-1]:
                self.indent_level.pop()
                yield Token.new_borrow_pos(self.DEDENT_type, indent_str, token)

            if indent != self.indent_level[-1]:
                raise DedentError('Unexpected dedent to column %s. Expected dedent to %s' % (indent, self.indent_level[-1]))

    def _process(self, stream):
        token = None
        for token in stream:
            if token.type == self.NL_type:
                yield from self.handle_NL(token)
            else:
                yield token

            if token.type in self.OPEN_PAREN_types:
                self.paren_level += 1
            elif token.type in self.CLOSE_PAREN_types:
                self.paren_level -= 1
                assert self.paren_level >= 0

        while len(self.indent_level) > 1:
            self.indent_level.pop()
            yield Token.new_borrow_pos(self.DEDENT_type, '', token) if token else Token(self.DEDENT_type, '', 0, 0, 0, 0, 0, 0)

        assert self.indent_level == [0], self.indent_level

    def process(self, stream):
        self.paren_level = 0
        self.indent_level = [0]
        return self._process(stream)

    ##

    @property
    def always_accept(self):
        return (self.NL_type,)

    @property
    @abstractmethod
    def NL_type(self) -> str:
        #--
        raise NotImplementedError()

    @property
    @abstractmethod
    def OPEN_PAREN_types(self) -> List[str]:
        #--
        raise NotImplementedError()

    @property
    @abstractmethod
    def CLOSE_PAREN_types(self) -> List[str]:
        #--
        raise NotImplementedError()

    @property
    @abstractmethod
    def INDENT_type(self) -> str:
        #--
        raise NotImplementedError()

    @property
    @abstractmethod
    def DEDENT_type(self) -> str:
        #--
        raise NotImplementedError()

    @property
    @abstractmethod
    def tab_len(self) -> int:
        #--
        raise NotImplementedError()


class PythonIndenter(Indenter):
    #--

    NL_type = '_NEWLINE'
    OPEN_PAREN_types = ['LPAR', 'LSQB', 'LBRACE']
    CLOSE_PAREN_types = ['RPAR', 'RSQB', 'RBRACE']
    INDENT_type = '_INDENT'
    DEDENT_type = '_DEDENT'
    tab_len = 8


DATA = (
{'parser': {'lexer_conf': {'terminals': [], 'ignore': [], 'g_regex_flags': 0, 'use_bytes': False, 'lexer_type': 'basic', '__type__': 'LexerConf'}, 'parser_conf': {'rules': [{'@': 0}, {'@': 1}, {'@': 2}, {'@': 3}, {'@': 4}, {'@': 5}, {'@': 6}, {'@': 7}, {'@': 8}, {'@': 9}, {'@': 10}, {'@': 11}, {'@': 12}, {'@': 13}, {'@': 14}, {'@': 15}, {'@': 16}, {'@': 17}, {'@': 18}, {'@': 19}, {'@': 20}, {'@': 21}, {'@': 22}, {'@': 23}, {'@': 24}, {'@': 25}, {'@': 26}, {'@': 27}, {'@': 28}, {'@': 29}, {'@': 30}, {'@': 31}, {'@': 32}, {'@': 33}, {'@': 34}, {'@': 35}, {'@': 36}, {'@': 37}, {'@': 38}, {'@': 39}, {'@': 40}, {'@': 41}, {'@': 42}, {'@': 43}, {'@': 44}, {'@': 45}, {'@': 46}, {'@': 47}, {'@': 48}, {'@': 49}, {'@': 50}, {'@': 51}, {'@': 52}, {'@': 53}, {'@': 54}, {'@': 55}, {'@': 56}, {'@': 57}, {'@': 58}, {'@': 59}, {'@': 60}, {'@': 61}, {'@': 62}, {'@': 63}, {'@': 64}, {'@': 65}, {'@': 66}, {'@': 67}, {'@': 68}, {'@': 69}, {'@': 70}, {'@': 71}, {'@': 72}, {'@': 73}, {'@': 74}, {'@': 75}, {'@': 76}, {'@': 77}, {'@': 78}, {'@': 79}, {'@': 80}, {'@': 81}, {'@': 82}, {'@': 83}, {'@': 84}, {'@': 85}, {'@': 86}, {'@': 87}, {'@': 88}, {'@': 89}, {'@': 90}, {'@': 91}, {'@': 92}, {'@': 93}, {'@': 94}, {'@': 95}, {'@': 96}, {'@': 97}, {'@': 98}, {'@': 99}, {'@': 100}, {'@': 101}, {'@': 102}, {'@': 103}, {'@': 104}, {'@': 105}, {'@': 106}, {'@': 107}, {'@': 108}, {'@': 109}, {'@': 110}, {'@': 111}, {'@': 112}, {'@': 113}, {'@': 114}, {'@': 115}, {'@': 116}, {'@': 117}, {'@': 118}, {'@': 119}, {'@': 120}, {'@': 121}, {'@': 122}, {'@': 123}, {'@': 124}, {'@': 125}, {'@': 126}, {'@': 127}, {'@': 128}, {'@': 129}, {'@': 130}, {'@': 131}, {'@': 132}, {'@': 133}, {'@': 134}, {'@': 135}, {'@': 136}, {'@': 137}, {'@': 138}, {'@': 139}, {'@': 140}, {'@': 141}, {'@': 142}, {'@': 143}, {'@': 144}, {'@': 145}, {'@': 146}, {'@': 147}, {'@': 148}, {'@': 149}, {'@': 150}, {'@': 151}, {'@': 152}, {'@': 153}, {'@': 154}, {'@': 155}, {'@': 156}, {'@': 157}, {'@': 158}, {'@': 159}, {'@': 160}, {'@': 161}, {'@': 162}, {'@': 163}, {'@': 164}, {'@': 165}, {'@': 166}, {'@': 167}, {'@': 168}, {'@': 169}, {'@': 170}, {'@': 171}, {'@': 172}, {'@': 173}, {'@': 174}, {'@': 175}, {'@': 176}, {'@': 177}, {'@': 178}, {'@': 179}, {'@': 180}, {'@': 181}, {'@': 182}, {'@': 183}, {'@': 184}, {'@': 185}, {'@': 186}, {'@': 187}, {'@': 188}, {'@': 189}, {'@': 190}, {'@': 191}, {'@': 192}, {'@': 193}, {'@': 194}, {'@': 195}, {'@': 196}, {'@': 197}, {'@': 198}, {'@': 199}, {'@': 200}, {'@': 201}, {'@': 202}, {'@': 203}, {'@': 204}, {'@': 205}, {'@': 206}, {'@': 207}, {'@': 208}, {'@': 209}, {'@': 210}, {'@': 211}, {'@': 212}, {'@': 213}], 'start': ['start'], 'parser_type': 'lalr', '__type__': 'ParserConf'}, 'parser': {'tokens': {0: 'K_OBJECTIVES', 1: 'SECTION_WHOLE', 2: 'K_RULES', 3: 'K_BRIEFING', 4: 'K_SUCCESS', 5: '$END', 6: 'PROSE', 7: 'K_END', 8: 'SECTION_ID', 9: 'K_EVENT', 10: 'K_CARD', 11: 'ENTRY_WHOLE', 12: 'ENTRY_ID', 13: 'AND', 14: 'OR', 15: '_NL', 16: 'COLON', 17: 'ARROW', 18: 'RPAR', 19: 'DOUBLE', 20: 'LSQB', 21: '__rules_star_6', 22: 'DOTTED', 23: 'EFFECT_LINE', 24: 'HLINE', 25: 'hline', 26: 'effect_line', 27: 'condition', 28: 'NAME', 29: 'atom', 30: 'or_cond', 31: 'NOT', 32: 'LPAR', 33: 'and_cond', 34: 'HAS', 35: 'not_cond', 36: 'NOTED', 37: 'CODE', 38: 'BULLET', 39: 'OPTION_LINE', 40: 'WORD', 41: 'SIGNED_INT', 42: 'COMMA', 43: 'DICE', 44: 'INT', 45: 'LOGTAG', 46: '__points_line_plus_9', 47: 'K_INCLUDE', 48: 'DIRECTIVE', 49: 'K_MISSION', 50: 'K_START', 51: 'K_RULESET', 52: 'RSQB', 53: 'OTHERWISE', 54: 'GOTO', 55: 'GOTO_LINE', 56: 'LABEL', 57: 'OUTCOME_LINE', 58: 'IF', 59: '__directive_star_3', 60: 'effect', 61: 'POINTS', 62: 'objective', 63: 'TITLE', 64: 'outcome', 65: '__event_star_7', 66: 'entry', 67: 'points_line', 68: 'ENTRY_REF', 69: 'arm', 70: 'C_IF', 71: 'PER', 72: '__success_points_star_8', 73: 'TEXT', 74: 'SEP', 75: 'STRING', 76: 'option', 77: 'success_points', 78: '__briefing_star_4', 79: 'CMP', 80: 'section', 81: 'rules', 82: 'briefing', 83: 'event', 84: '_section', 85: 'objectives', 86: 'end_of_mission', 87: 'card', 88: 'CONTINUE', 89: '__start_at_plus_2', 90: '__objectives_star_5', 91: 'branch', 92: 'outcomes', 93: 'decision', 94: 'goto', 95: '__outcomes_plus_12', 96: '__branch_plus_13', 97: '__decision_plus_11', 98: '__effect_line_star_10', 99: '__start_star_0', 100: 'mission', 101: 'include', 102: 'start_at', 103: 'start', 104: 'ruleset', 105: 'directive', 106: '__start_star_1', 107: '_header_line'}, 'states': {0: {0: (1, {'@': 186}), 1: (1, {'@': 186}), 2: (1, {'@': 186}), 3: (1, {'@': 186}), 4: (1, {'@': 186}), 5: (1, {'@': 186}), 6: (1, {'@': 186}), 7: (1, {'@': 186}), 8: (1, {'@': 186}), 9: (1, {'@': 186}), 10: (1, {'@': 186})}, 1: {8: (1, {'@': 91}), 0: (1, {'@': 91}), 1: (1, {'@': 91}), 9: (1, {'@': 91}), 11: (1, {'@': 91}), 10: (1, {'@': 91}), 2: (1, {'@': 91}), 3: (1, {'@': 91}), 5: (1, {'@': 91}), 12: (1, {'@': 91}), 7: (1, {'@': 91})}, 2: {13: (0, 237), 14: (1, {'@': 156}), 15: (1, {'@': 156}), 16: (1, {'@': 156}), 17: (1, {'@': 156}), 18: (1, {'@': 156})}, 3: {19: (0, 243), 20: (0, 143), 21: (0, 249), 22: (0, 118), 23: (0, 16), 24: (0, 173), 6: (0, 140), 25: (0, 190), 26: (0, 18), 8: (1, {'@': 80}), 0: (1, {'@': 80}), 1: (1, {'@': 80}), 9: (1, {'@': 80}), 11: (1, {'@': 80}), 10: (1, {'@': 80}), 2: (1, {'@': 80}), 3: (1, {'@': 80}), 5: (1, {'@': 80}), 12: (1, {'@': 80}), 7: (1, {'@': 80})}, 4: {27: (0, 232), 28: (0, 113), 29: (0, 286), 30: (0, 287), 31: (0, 289), 32: (0, 299), 33: (0, 2), 34: (0, 292), 35: (0, 8), 36: (0, 10)}, 5: {37: (0, 94)}, 6: {38: (1, {'@': 209}), 24: (1, {'@': 209}), 0: (1, {'@': 209}), 1: (1, {'@': 209}), 19: (1, {'@': 209}), 11: (1, {'@': 209}), 2: (1, {'@': 209}), 3: (1, {'@': 209}), 22: (1, {'@': 209}), 5: (1, {'@': 209}), 12: (1, {'@': 209}), 6: (1, {'@': 209}), 7: (1, {'@': 209}), 8: (1, {'@': 209}), 9: (1, {'@': 209}), 10: (1, {'@': 209}), 39: (1, {'@': 209}), 23: (1, {'@': 209}), 20: (1, {'@': 209})}, 7: {40: (1, {'@': 183}), 41: (1, {'@': 183}), 15: (1, {'@': 183}), 42: (1, {'@': 183}), 43: (1, {'@': 183}), 16: (1, {'@': 183}), 44: (1, {'@': 183}), 20: (1, {'@': 183})}, 8: {14: (1, {'@': 158}), 15: (1, {'@': 158}), 13: (1, {'@': 158}), 16: (1, {'@': 158}), 17: (1, {'@': 158}), 18: (1, {'@': 158})}, 9: {19: (0, 243), 20: (0, 143), 25: (0, 285), 22: (0, 118), 23: (0, 16), 6: (0, 280), 24: (0, 173), 26: (0, 272), 8: (1, {'@': 86}), 0: (1, {'@': 86}), 1: (1, {'@': 86}), 9: (1, {'@': 86}), 11: (1, {'@': 86}), 10: (1, {'@': 86}), 2: (1, {'@': 86}), 3: (1, {'@': 86}), 5: (1, {'@': 86}), 12: (1, {'@': 86}), 7: (1, {'@': 86})}, 10: {28: (0, 126)}, 11: {45: (0, 155), 15: (0, 74)}, 12: {40: (0, 264), 46: (0, 131)}, 13: {47: (1, {'@': 6}), 8: (1, {'@': 6}), 48: (1, {'@': 6}), 49: (1, {'@': 6}), 1: (1, {'@': 6}), 0: (1, {'@': 6}), 9: (1, {'@': 6}), 10: (1, {'@': 6}), 50: (1, {'@': 6}), 3: (1, {'@': 6}), 2: (1, {'@': 6}), 5: (1, {'@': 6}), 51: (1, {'@': 6}), 7: (1, {'@': 6})}, 14: {40: (1, {'@': 185}), 41: (1, {'@': 185}), 15: (1, {'@': 185}), 42: (1, {'@': 185}), 43: (1, {'@': 185}), 16: (1, {'@': 185}), 44: (1, {'@': 185}), 20: (1, {'@': 185})}, 15: {52: (1, {'@': 207}), 40: (1, {'@': 207}), 41: (1, {'@': 207}), 43: (1, {'@': 207}), 44: (1, {'@': 207})}, 16: {24: (1, {'@': 131}), 0: (1, {'@': 131}), 1: (1, {'@': 131}), 19: (1, {'@': 131}), 11: (1, {'@': 131}), 2: (1, {'@': 131}), 3: (1, {'@': 131}), 22: (1, {'@': 131}), 5: (1, {'@': 131}), 12: (1, {'@': 131}), 6: (1, {'@': 131}), 7: (1, {'@': 131}), 8: (1, {'@': 131}), 9: (1, {'@': 131}), 10: (1, {'@': 131}), 23: (1, {'@': 131}), 20: (1, {'@': 131}), 38: (1, {'@': 131}), 53: (1, {'@': 131}), 54: (1, {'@': 131}), 55: (1, {'@': 131}), 56: (1, {'@': 131}), 39: (1, {'@': 131}), 57: (1, {'@': 131}), 58: (1, {'@': 131})}, 17: {15: (0, 105)}, 18: {24: (1, {'@': 191}), 0: (1, {'@': 191}), 1: (1, {'@': 191}), 19: (1, {'@': 191}), 11: (1, {'@': 191}), 2: (1, {'@': 191}), 3: (1, {'@': 191}), 22: (1, {'@': 191}), 5: (1, {'@': 191}), 12: (1, {'@': 191}), 6: (1, {'@': 191}), 7: (1, {'@': 191}), 8: (1, {'@': 191}), 9: (1, {'@': 191}), 10: (1, {'@': 191}), 23: (1, {'@': 191}), 20: (1, {'@': 191}), 38: (1, {'@': 191}), 53: (1, {'@': 191}), 54: (1, {'@': 191}), 55: (1, {'@': 191}), 56: (1, {'@': 191}), 39: (1, {'@': 191}), 57: (1, {'@': 191}), 58: (1, {'@': 191})}, 19: {19: (0, 243), 20: (0, 143), 22: (0, 118), 21: (0, 85), 23: (0, 16), 25: (0, 100), 24: (0, 173), 6: (0, 140), 26: (0, 18), 8: (1, {'@': 66}), 0: (1, {'@': 66}), 1: (1, {'@': 66}), 9: (1, {'@': 66}), 11: (1, {'@': 66}), 10: (1, {'@': 66}), 2: (1, {'@': 66}), 3: (1, {'@': 66}), 5: (1, {'@': 66}), 12: (1, {'@': 66}), 7: (1, {'@': 66})}, 20: {15: (0, 139), 59: (0, 125), 20: (0, 169), 44: (0, 157), 43: (0, 177), 40: (0, 180), 42: (0, 181), 16: (0, 182), 41: (0, 184), 60: (0, 189)}, 21: {40: (1, {'@': 182}), 41: (1, {'@': 182}), 15: (1, {'@': 182}), 42: (1, {'@': 182}), 43: (1, {'@': 182}), 16: (1, {'@': 182}), 44: (1, {'@': 182}), 20: (1, {'@': 182})}, 22: {15: (0, 260)}, 23: {61: (1, {'@': 54}), 8: (1, {'@': 54}), 0: (1, {'@': 54}), 1: (1, {'@': 54}), 9: (1, {'@': 54}), 10: (1, {'@': 54}), 2: (1, {'@': 54}), 3: (1, {'@': 54}), 5: (1, {'@': 54}), 7: (1, {'@': 54})}, 24: {8: (1, {'@': 120}), 0: (1, {'@': 120}), 1: (1, {'@': 120}), 9: (1, {'@': 120}), 10: (1, {'@': 120}), 2: (1, {'@': 120}), 3: (1, {'@': 120}), 5: (1, {'@': 120}), 7: (1, {'@': 120})}, 25: {19: (0, 243), 20: (0, 143), 22: (0, 118), 23: (0, 16), 6: (0, 280), 24: (0, 173), 26: (0, 272), 25: (0, 258), 8: (1, {'@': 115}), 0: (1, {'@': 115}), 1: (1, {'@': 115}), 9: (1, {'@': 115}), 10: (1, {'@': 115}), 2: (1, {'@': 115}), 3: (1, {'@': 115}), 5: (1, {'@': 115}), 7: (1, {'@': 115})}, 26: {38: (0, 194), 62: (0, 146), 8: (1, {'@': 28}), 0: (1, {'@': 28}), 1: (1, {'@': 28}), 9: (1, {'@': 28}), 10: (1, {'@': 28}), 2: (1, {'@': 28}), 3: (1, {'@': 28}), 5: (1, {'@': 28}), 7: (1, {'@': 28})}, 27: {24: (1, {'@': 136}), 0: (1, {'@': 136}), 1: (1, {'@': 136}), 19: (1, {'@': 136}), 11: (1, {'@': 136}), 2: (1, {'@': 136}), 3: (1, {'@': 136}), 22: (1, {'@': 136}), 5: (1, {'@': 136}), 12: (1, {'@': 136}), 6: (1, {'@': 136}), 7: (1, {'@': 136}), 8: (1, {'@': 136}), 9: (1, {'@': 136}), 10: (1, {'@': 136}), 23: (1, {'@': 136}), 20: (1, {'@': 136})}, 28: {15: (0, 244)}, 29: {15: (0, 275)}, 30: {17: (0, 266)}, 31: {47: (1, {'@': 5}), 8: (1, {'@': 5}), 48: (1, {'@': 5}), 49: (1, {'@': 5}), 1: (1, {'@': 5}), 0: (1, {'@': 5}), 9: (1, {'@': 5}), 10: (1, {'@': 5}), 50: (1, {'@': 5}), 3: (1, {'@': 5}), 2: (1, {'@': 5}), 5: (1, {'@': 5}), 51: (1, {'@': 5}), 7: (1, {'@': 5})}, 32: {8: (1, {'@': 126}), 0: (1, {'@': 126}), 1: (1, {'@': 126}), 9: (1, {'@': 126}), 10: (1, {'@': 126}), 2: (1, {'@': 126}), 3: (1, {'@': 126}), 5: (1, {'@': 126}), 7: (1, {'@': 126})}, 33: {15: (0, 141), 63: (0, 76)}, 34: {8: (1, {'@': 94}), 0: (1, {'@': 94}), 1: (1, {'@': 94}), 9: (1, {'@': 94}), 10: (1, {'@': 94}), 2: (1, {'@': 94}), 3: (1, {'@': 94}), 5: (1, {'@': 94}), 7: (1, {'@': 94})}, 35: {56: (0, 245), 57: (0, 133), 64: (0, 278), 24: (1, {'@': 143}), 0: (1, {'@': 143}), 1: (1, {'@': 143}), 19: (1, {'@': 143}), 11: (1, {'@': 143}), 2: (1, {'@': 143}), 3: (1, {'@': 143}), 22: (1, {'@': 143}), 5: (1, {'@': 143}), 12: (1, {'@': 143}), 6: (1, {'@': 143}), 7: (1, {'@': 143}), 8: (1, {'@': 143}), 9: (1, {'@': 143}), 10: (1, {'@': 143}), 23: (1, {'@': 143}), 20: (1, {'@': 143})}, 36: {12: (0, 29), 65: (0, 263), 11: (0, 1), 66: (0, 185), 8: (1, {'@': 43}), 0: (1, {'@': 43}), 1: (1, {'@': 43}), 9: (1, {'@': 43}), 10: (1, {'@': 43}), 2: (1, {'@': 43}), 3: (1, {'@': 43}), 5: (1, {'@': 43}), 7: (1, {'@': 43})}, 37: {61: (0, 48), 67: (0, 248), 8: (1, {'@': 50}), 0: (1, {'@': 50}), 1: (1, {'@': 50}), 9: (1, {'@': 50}), 10: (1, {'@': 50}), 2: (1, {'@': 50}), 3: (1, {'@': 50}), 5: (1, {'@': 50}), 7: (1, {'@': 50})}, 38: {19: (0, 243), 21: (0, 77), 20: (0, 143), 22: (0, 118), 23: (0, 16), 24: (0, 173), 6: (0, 140), 26: (0, 18), 25: (0, 123), 8: (1, {'@': 62}), 0: (1, {'@': 62}), 1: (1, {'@': 62}), 9: (1, {'@': 62}), 11: (1, {'@': 62}), 10: (1, {'@': 62}), 2: (1, {'@': 62}), 3: (1, {'@': 62}), 5: (1, {'@': 62}), 12: (1, {'@': 62}), 7: (1, {'@': 62})}, 39: {0: (1, {'@': 145}), 19: (1, {'@': 145}), 11: (1, {'@': 145}), 22: (1, {'@': 145}), 12: (1, {'@': 145}), 7: (1, {'@': 145}), 8: (1, {'@': 145}), 10: (1, {'@': 145}), 23: (1, {'@': 145}), 20: (1, {'@': 145}), 24: (1, {'@': 145}), 1: (1, {'@': 145}), 2: (1, {'@': 145}), 3: (1, {'@': 145}), 5: (1, {'@': 145}), 6: (1, {'@': 145}), 9: (1, {'@': 145}), 57: (1, {'@': 145}), 56: (1, {'@': 145})}, 40: {15: (0, 149)}, 41: {15: (0, 103), 68: (0, 209)}, 42: {0: (1, {'@': 196}), 1: (1, {'@': 196}), 2: (1, {'@': 196}), 3: (1, {'@': 196}), 5: (1, {'@': 196}), 7: (1, {'@': 196}), 61: (1, {'@': 196}), 8: (1, {'@': 196}), 9: (1, {'@': 196}), 10: (1, {'@': 196})}, 43: {19: (0, 243), 20: (0, 143), 22: (0, 118), 6: (0, 280), 24: (0, 173), 23: (0, 16), 25: (0, 96), 26: (0, 272), 8: (1, {'@': 101}), 0: (1, {'@': 101}), 1: (1, {'@': 101}), 9: (1, {'@': 101}), 10: (1, {'@': 101}), 2: (1, {'@': 101}), 3: (1, {'@': 101}), 5: (1, {'@': 101}), 7: (1, {'@': 101})}, 44: {52: (1, {'@': 206}), 40: (1, {'@': 206}), 41: (1, {'@': 206}), 43: (1, {'@': 206}), 44: (1, {'@': 206})}, 45: {19: (0, 243), 20: (0, 143), 21: (0, 175), 22: (0, 118), 23: (0, 16), 24: (0, 173), 25: (0, 138), 6: (0, 140), 26: (0, 18), 8: (1, {'@': 58}), 0: (1, {'@': 58}), 1: (1, {'@': 58}), 9: (1, {'@': 58}), 11: (1, {'@': 58}), 10: (1, {'@': 58}), 2: (1, {'@': 58}), 3: (1, {'@': 58}), 5: (1, {'@': 58}), 12: (1, {'@': 58}), 7: (1, {'@': 58})}, 46: {69: (0, 200), 53: (0, 30), 58: (0, 80), 24: (1, {'@': 147}), 0: (1, {'@': 147}), 1: (1, {'@': 147}), 19: (1, {'@': 147}), 11: (1, {'@': 147}), 2: (1, {'@': 147}), 3: (1, {'@': 147}), 22: (1, {'@': 147}), 5: (1, {'@': 147}), 12: (1, {'@': 147}), 6: (1, {'@': 147}), 7: (1, {'@': 147}), 8: (1, {'@': 147}), 9: (1, {'@': 147}), 10: (1, {'@': 147}), 23: (1, {'@': 147}), 20: (1, {'@': 147})}, 47: {8: (1, {'@': 116}), 0: (1, {'@': 116}), 1: (1, {'@': 116}), 9: (1, {'@': 116}), 10: (1, {'@': 116}), 2: (1, {'@': 116}), 3: (1, {'@': 116}), 5: (1, {'@': 116}), 7: (1, {'@': 116})}, 48: {70: (0, 4), 71: (0, 137)}, 49: {8: (1, {'@': 20}), 0: (1, {'@': 20}), 1: (1, {'@': 20}), 9: (1, {'@': 20}), 10: (1, {'@': 20}), 2: (1, {'@': 20}), 3: (1, {'@': 20}), 5: (1, {'@': 20}), 7: (1, {'@': 20})}, 50: {40: (1, {'@': 181}), 41: (1, {'@': 181}), 15: (1, {'@': 181}), 42: (1, {'@': 181}), 43: (1, {'@': 181}), 16: (1, {'@': 181}), 44: (1, {'@': 181}), 20: (1, {'@': 181})}, 51: {8: (1, {'@': 77}), 0: (1, {'@': 77}), 1: (1, {'@': 77}), 9: (1, {'@': 77}), 11: (1, {'@': 77}), 10: (1, {'@': 77}), 2: (1, {'@': 77}), 3: (1, {'@': 77}), 5: (1, {'@': 77}), 12: (1, {'@': 77}), 7: (1, {'@': 77})}, 52: {15: (1, {'@': 132})}, 53: {47: (1, {'@': 8}), 8: (1, {'@': 8}), 48: (1, {'@': 8}), 49: (1, {'@': 8}), 1: (1, {'@': 8}), 0: (1, {'@': 8}), 9: (1, {'@': 8}), 10: (1, {'@': 8}), 50: (1, {'@': 8}), 3: (1, {'@': 8}), 2: (1, {'@': 8}), 5: (1, {'@': 8}), 51: (1, {'@': 8}), 7: (1, {'@': 8})}, 54: {28: (0, 113), 29: (0, 286), 30: (0, 287), 31: (0, 289), 32: (0, 299), 33: (0, 2), 34: (0, 292), 27: (0, 231), 35: (0, 8), 36: (0, 10)}, 55: {0: (1, {'@': 195}), 1: (1, {'@': 195}), 11: (1, {'@': 195}), 2: (1, {'@': 195}), 3: (1, {'@': 195}), 5: (1, {'@': 195}), 12: (1, {'@': 195}), 7: (1, {'@': 195}), 8: (1, {'@': 195}), 9: (1, {'@': 195}), 10: (1, {'@': 195})}, 56: {8: (1, {'@': 19}), 0: (1, {'@': 19}), 1: (1, {'@': 19}), 9: (1, {'@': 19}), 10: (1, {'@': 19}), 2: (1, {'@': 19}), 3: (1, {'@': 19}), 5: (1, {'@': 19}), 7: (1, {'@': 19})}, 57: {19: (0, 243), 21: (0, 97), 20: (0, 143), 22: (0, 118), 23: (0, 16), 24: (0, 173), 25: (0, 207), 6: (0, 140), 26: (0, 18), 8: (1, {'@': 113}), 0: (1, {'@': 113}), 1: (1, {'@': 113}), 9: (1, {'@': 113}), 10: (1, {'@': 113}), 2: (1, {'@': 113}), 3: (1, {'@': 113}), 5: (1, {'@': 113}), 7: (1, {'@': 113})}, 58: {15: (0, 114), 63: (0, 128)}, 59: {15: (0, 240)}, 60: {8: (1, {'@': 25}), 0: (1, {'@': 25}), 1: (1, {'@': 25}), 9: (1, {'@': 25}), 10: (1, {'@': 25}), 2: (1, {'@': 25}), 3: (1, {'@': 25}), 5: (1, {'@': 25}), 7: (1, {'@': 25})}, 61: {12: (0, 29), 11: (0, 1), 66: (0, 55), 8: (1, {'@': 36}), 0: (1, {'@': 36}), 1: (1, {'@': 36}), 9: (1, {'@': 36}), 10: (1, {'@': 36}), 2: (1, {'@': 36}), 3: (1, {'@': 36}), 5: (1, {'@': 36}), 7: (1, {'@': 36})}, 62: {8: (1, {'@': 71}), 0: (1, {'@': 71}), 1: (1, {'@': 71}), 9: (1, {'@': 71}), 11: (1, {'@': 71}), 10: (1, {'@': 71}), 2: (1, {'@': 71}), 3: (1, {'@': 71}), 5: (1, {'@': 71}), 12: (1, {'@': 71}), 7: (1, {'@': 71})}, 63: {44: (0, 79)}, 64: {12: (0, 29), 11: (0, 1), 66: (0, 55), 8: (1, {'@': 44}), 0: (1, {'@': 44}), 1: (1, {'@': 44}), 9: (1, {'@': 44}), 10: (1, {'@': 44}), 2: (1, {'@': 44}), 3: (1, {'@': 44}), 5: (1, {'@': 44}), 7: (1, {'@': 44})}, 65: {8: (1, {'@': 22}), 0: (1, {'@': 22}), 1: (1, {'@': 22}), 9: (1, {'@': 22}), 10: (1, {'@': 22}), 2: (1, {'@': 22}), 3: (1, {'@': 22}), 5: (1, {'@': 22}), 7: (1, {'@': 22})}, 66: {0: (1, {'@': 149}), 19: (1, {'@': 149}), 11: (1, {'@': 149}), 22: (1, {'@': 149}), 12: (1, {'@': 149}), 7: (1, {'@': 149}), 8: (1, {'@': 149}), 10: (1, {'@': 149}), 23: (1, {'@': 149}), 20: (1, {'@': 149}), 53: (1, {'@': 149}), 24: (1, {'@': 149}), 1: (1, {'@': 149}), 2: (1, {'@': 149}), 3: (1, {'@': 149}), 5: (1, {'@': 149}), 6: (1, {'@': 149}), 9: (1, {'@': 149}), 58: (1, {'@': 149})}, 67: {12: (0, 29), 11: (0, 1), 66: (0, 185), 65: (0, 255), 8: (1, {'@': 35}), 0: (1, {'@': 35}), 1: (1, {'@': 35}), 9: (1, {'@': 35}), 10: (1, {'@': 35}), 2: (1, {'@': 35}), 3: (1, {'@': 35}), 5: (1, {'@': 35}), 7: (1, {'@': 35})}, 68: {}, 69: {52: (1, {'@': 204}), 40: (1, {'@': 204}), 41: (1, {'@': 204}), 43: (1, {'@': 204}), 44: (1, {'@': 204})}, 70: {19: (0, 243), 20: (0, 143), 22: (0, 118), 23: (0, 16), 6: (0, 280), 24: (0, 173), 25: (0, 120), 26: (0, 272), 8: (1, {'@': 74}), 0: (1, {'@': 74}), 1: (1, {'@': 74}), 9: (1, {'@': 74}), 11: (1, {'@': 74}), 10: (1, {'@': 74}), 2: (1, {'@': 74}), 3: (1, {'@': 74}), 5: (1, {'@': 74}), 12: (1, {'@': 74}), 7: (1, {'@': 74})}, 71: {15: (0, 170)}, 72: {67: (0, 42), 61: (0, 48), 72: (0, 37), 8: (1, {'@': 51}), 0: (1, {'@': 51}), 1: (1, {'@': 51}), 9: (1, {'@': 51}), 10: (1, {'@': 51}), 2: (1, {'@': 51}), 3: (1, {'@': 51}), 5: (1, {'@': 51}), 7: (1, {'@': 51})}, 73: {47: (1, {'@': 4}), 8: (1, {'@': 4}), 48: (1, {'@': 4}), 49: (1, {'@': 4}), 1: (1, {'@': 4}), 0: (1, {'@': 4}), 9: (1, {'@': 4}), 10: (1, {'@': 4}), 50: (1, {'@': 4}), 3: (1, {'@': 4}), 2: (1, {'@': 4}), 5: (1, {'@': 4}), 51: (1, {'@': 4}), 7: (1, {'@': 4})}, 74: {38: (1, {'@': 31}), 8: (1, {'@': 31}), 0: (1, {'@': 31}), 1: (1, {'@': 31}), 9: (1, {'@': 31}), 10: (1, {'@': 31}), 2: (1, {'@': 31}), 3: (1, {'@': 31}), 5: (1, {'@': 31}), 7: (1, {'@': 31})}, 75: {70: (0, 54), 73: (0, 282)}, 76: {15: (0, 127)}, 77: {19: (0, 243), 20: (0, 143), 22: (0, 118), 23: (0, 16), 6: (0, 280), 24: (0, 173), 25: (0, 160), 26: (0, 272), 8: (1, {'@': 60}), 0: (1, {'@': 60}), 1: (1, {'@': 60}), 9: (1, {'@': 60}), 11: (1, {'@': 60}), 10: (1, {'@': 60}), 2: (1, {'@': 60}), 3: (1, {'@': 60}), 5: (1, {'@': 60}), 12: (1, {'@': 60}), 7: (1, {'@': 60})}, 78: {44: (0, 197)}, 79: {74: (0, 58), 15: (0, 241)}, 80: {27: (0, 203), 28: (0, 113), 29: (0, 286), 30: (0, 287), 31: (0, 289), 32: (0, 299), 33: (0, 2), 34: (0, 292), 35: (0, 8), 36: (0, 10)}, 81: {8: (1, {'@': 46}), 0: (1, {'@': 46}), 1: (1, {'@': 46}), 9: (1, {'@': 46}), 10: (1, {'@': 46}), 2: (1, {'@': 46}), 3: (1, {'@': 46}), 5: (1, {'@': 46}), 7: (1, {'@': 46})}, 82: {15: (0, 39)}, 83: {0: (1, {'@': 144}), 19: (1, {'@': 144}), 11: (1, {'@': 144}), 22: (1, {'@': 144}), 12: (1, {'@': 144}), 7: (1, {'@': 144}), 8: (1, {'@': 144}), 10: (1, {'@': 144}), 23: (1, {'@': 144}), 20: (1, {'@': 144}), 24: (1, {'@': 144}), 1: (1, {'@': 144}), 2: (1, {'@': 144}), 3: (1, {'@': 144}), 5: (1, {'@': 144}), 6: (1, {'@': 144}), 9: (1, {'@': 144}), 57: (1, {'@': 144}), 56: (1, {'@': 144})}, 84: {0: (1, {'@': 150}), 19: (1, {'@': 150}), 11: (1, {'@': 150}), 22: (1, {'@': 150}), 12: (1, {'@': 150}), 7: (1, {'@': 150}), 8: (1, {'@': 150}), 10: (1, {'@': 150}), 23: (1, {'@': 150}), 20: (1, {'@': 150}), 53: (1, {'@': 150}), 24: (1, {'@': 150}), 1: (1, {'@': 150}), 2: (1, {'@': 150}), 3: (1, {'@': 150}), 5: (1, {'@': 150}), 6: (1, {'@': 150}), 9: (1, {'@': 150}), 58: (1, {'@': 150})}, 85: {19: (0, 243), 20: (0, 143), 22: (0, 118), 23: (0, 16), 6: (0, 280), 24: (0, 173), 25: (0, 159), 26: (0, 272), 8: (1, {'@': 64}), 0: (1, {'@': 64}), 1: (1, {'@': 64}), 9: (1, {'@': 64}), 11: (1, {'@': 64}), 10: (1, {'@': 64}), 2: (1, {'@': 64}), 3: (1, {'@': 64}), 5: (1, {'@': 64}), 12: (1, {'@': 64}), 7: (1, {'@': 64})}, 86: {75: (0, 271)}, 87: {24: (1, {'@': 210}), 0: (1, {'@': 210}), 1: (1, {'@': 210}), 19: (1, {'@': 210}), 11: (1, {'@': 210}), 2: (1, {'@': 210}), 3: (1, {'@': 210}), 22: (1, {'@': 210}), 5: (1, {'@': 210}), 12: (1, {'@': 210}), 6: (1, {'@': 210}), 7: (1, {'@': 210}), 8: (1, {'@': 210}), 9: (1, {'@': 210}), 10: (1, {'@': 210}), 23: (1, {'@': 210}), 57: (1, {'@': 210}), 56: (1, {'@': 210}), 20: (1, {'@': 210})}, 88: {15: (1, {'@': 133})}, 89: {8: (1, {'@': 96}), 0: (1, {'@': 96}), 1: (1, {'@': 96}), 9: (1, {'@': 96}), 10: (1, {'@': 96}), 2: (1, {'@': 96}), 3: (1, {'@': 96}), 5: (1, {'@': 96}), 7: (1, {'@': 96})}, 90: {0: (1, {'@': 187}), 1: (1, {'@': 187}), 2: (1, {'@': 187}), 3: (1, {'@': 187}), 4: (1, {'@': 187}), 5: (1, {'@': 187}), 6: (1, {'@': 187}), 7: (1, {'@': 187}), 8: (1, {'@': 187}), 9: (1, {'@': 187}), 10: (1, {'@': 187})}, 91: {52: (1, {'@': 202}), 40: (1, {'@': 202}), 41: (1, {'@': 202}), 43: (1, {'@': 202}), 44: (1, {'@': 202})}, 92: {8: (1, {'@': 104}), 0: (1, {'@': 104}), 1: (1, {'@': 104}), 9: (1, {'@': 104}), 10: (1, {'@': 104}), 2: (1, {'@': 104}), 3: (1, {'@': 104}), 5: (1, {'@': 104}), 7: (1, {'@': 104})}, 93: {8: (1, {'@': 21}), 0: (1, {'@': 21}), 1: (1, {'@': 21}), 9: (1, {'@': 21}), 10: (1, {'@': 21}), 2: (1, {'@': 21}), 3: (1, {'@': 21}), 5: (1, {'@': 21}), 7: (1, {'@': 21})}, 94: {74: (0, 238), 15: (0, 269)}, 95: {44: (0, 283), 40: (0, 69), 43: (0, 15), 52: (0, 52), 41: (0, 44)}, 96: {8: (1, {'@': 100}), 0: (1, {'@': 100}), 1: (1, {'@': 100}), 9: (1, {'@': 100}), 10: (1, {'@': 100}), 2: (1, {'@': 100}), 3: (1, {'@': 100}), 5: (1, {'@': 100}), 7: (1, {'@': 100})}, 97: {19: (0, 243), 20: (0, 143), 22: (0, 118), 23: (0, 16), 6: (0, 280), 24: (0, 173), 26: (0, 272), 25: (0, 198), 8: (1, {'@': 111}), 0: (1, {'@': 111}), 1: (1, {'@': 111}), 9: (1, {'@': 111}), 10: (1, {'@': 111}), 2: (1, {'@': 111}), 3: (1, {'@': 111}), 5: (1, {'@': 111}), 7: (1, {'@': 111})}, 98: {52: (1, {'@': 200}), 40: (1, {'@': 200}), 41: (1, {'@': 200}), 43: (1, {'@': 200}), 44: (1, {'@': 200})}, 99: {8: (1, {'@': 92}), 0: (1, {'@': 92}), 1: (1, {'@': 92}), 9: (1, {'@': 92}), 10: (1, {'@': 92}), 2: (1, {'@': 92}), 3: (1, {'@': 92}), 5: (1, {'@': 92}), 7: (1, {'@': 92})}, 100: {8: (1, {'@': 65}), 0: (1, {'@': 65}), 1: (1, {'@': 65}), 9: (1, {'@': 65}), 11: (1, {'@': 65}), 10: (1, {'@': 65}), 2: (1, {'@': 65}), 3: (1, {'@': 65}), 5: (1, {'@': 65}), 12: (1, {'@': 65}), 7: (1, {'@': 65})}, 101: {40: (0, 191)}, 102: {39: (0, 178), 38: (0, 75), 76: (0, 6), 24: (1, {'@': 137}), 0: (1, {'@': 137}), 1: (1, {'@': 137}), 19: (1, {'@': 137}), 11: (1, {'@': 137}), 2: (1, {'@': 137}), 3: (1, {'@': 137}), 22: (1, {'@': 137}), 5: (1, {'@': 137}), 12: (1, {'@': 137}), 6: (1, {'@': 137}), 7: (1, {'@': 137}), 8: (1, {'@': 137}), 9: (1, {'@': 137}), 10: (1, {'@': 137}), 23: (1, {'@': 137}), 20: (1, {'@': 137})}, 103: {47: (1, {'@': 14}), 8: (1, {'@': 14}), 48: (1, {'@': 14}), 49: (1, {'@': 14}), 1: (1, {'@': 14}), 0: (1, {'@': 14}), 9: (1, {'@': 14}), 10: (1, {'@': 14}), 50: (1, {'@': 14}), 3: (1, {'@': 14}), 2: (1, {'@': 14}), 5: (1, {'@': 14}), 51: (1, {'@': 14}), 7: (1, {'@': 14})}, 104: {52: (1, {'@': 201}), 40: (1, {'@': 201}), 41: (1, {'@': 201}), 43: (1, {'@': 201}), 44: (1, {'@': 201})}, 105: {4: (0, 281), 77: (0, 273), 78: (0, 236), 6: (0, 0), 8: (1, {'@': 49}), 0: (1, {'@': 49}), 1: (1, {'@': 49}), 9: (1, {'@': 49}), 10: (1, {'@': 49}), 2: (1, {'@': 49}), 3: (1, {'@': 49}), 5: (1, {'@': 49}), 7: (1, {'@': 49})}, 106: {38: (1, {'@': 208}), 24: (1, {'@': 208}), 0: (1, {'@': 208}), 1: (1, {'@': 208}), 19: (1, {'@': 208}), 11: (1, {'@': 208}), 2: (1, {'@': 208}), 3: (1, {'@': 208}), 22: (1, {'@': 208}), 5: (1, {'@': 208}), 12: (1, {'@': 208}), 6: (1, {'@': 208}), 7: (1, {'@': 208}), 8: (1, {'@': 208}), 9: (1, {'@': 208}), 10: (1, {'@': 208}), 39: (1, {'@': 208}), 23: (1, {'@': 208}), 20: (1, {'@': 208})}, 107: {52: (1, {'@': 203}), 40: (1, {'@': 203}), 41: (1, {'@': 203}), 43: (1, {'@': 203}), 44: (1, {'@': 203})}, 108: {0: (1, {'@': 151}), 19: (1, {'@': 151}), 11: (1, {'@': 151}), 22: (1, {'@': 151}), 12: (1, {'@': 151}), 7: (1, {'@': 151}), 8: (1, {'@': 151}), 10: (1, {'@': 151}), 23: (1, {'@': 151}), 20: (1, {'@': 151}), 53: (1, {'@': 151}), 24: (1, {'@': 151}), 1: (1, {'@': 151}), 2: (1, {'@': 151}), 3: (1, {'@': 151}), 5: (1, {'@': 151}), 6: (1, {'@': 151}), 9: (1, {'@': 151}), 58: (1, {'@': 151})}, 109: {15: (0, 204)}, 110: {12: (0, 29), 11: (0, 1), 66: (0, 55), 8: (1, {'@': 38}), 0: (1, {'@': 38}), 1: (1, {'@': 38}), 9: (1, {'@': 38}), 10: (1, {'@': 38}), 2: (1, {'@': 38}), 3: (1, {'@': 38}), 5: (1, {'@': 38}), 7: (1, {'@': 38})}, 111: {73: (0, 222)}, 112: {15: (0, 267)}, 113: {28: (0, 174), 79: (0, 234)}, 114: {12: (0, 29), 11: (0, 1), 66: (0, 185), 65: (0, 61), 8: (1, {'@': 37}), 0: (1, {'@': 37}), 1: (1, {'@': 37}), 9: (1, {'@': 37}), 10: (1, {'@': 37}), 2: (1, {'@': 37}), 3: (1, {'@': 37}), 5: (1, {'@': 37}), 7: (1, {'@': 37})}, 115: {15: (0, 276)}, 116: {15: (1, {'@': 199}), 40: (1, {'@': 199})}, 117: {47: (1, {'@': 7}), 8: (1, {'@': 7}), 48: (1, {'@': 7}), 49: (1, {'@': 7}), 1: (1, {'@': 7}), 0: (1, {'@': 7}), 9: (1, {'@': 7}), 10: (1, {'@': 7}), 50: (1, {'@': 7}), 3: (1, {'@': 7}), 2: (1, {'@': 7}), 5: (1, {'@': 7}), 51: (1, {'@': 7}), 7: (1, {'@': 7})}, 118: {15: (0, 270)}, 119: {15: (0, 279)}, 120: {8: (1, {'@': 73}), 0: (1, {'@': 73}), 1: (1, {'@': 73}), 9: (1, {'@': 73}), 11: (1, {'@': 73}), 10: (1, {'@': 73}), 2: (1, {'@': 73}), 3: (1, {'@': 73}), 5: (1, {'@': 73}), 12: (1, {'@': 73}), 7: (1, {'@': 73})}, 121: {47: (1, {'@': 10}), 8: (1, {'@': 10}), 48: (1, {'@': 10}), 49: (1, {'@': 10}), 1: (1, {'@': 10}), 0: (1, {'@': 10}), 9: (1, {'@': 10}), 10: (1, {'@': 10}), 50: (1, {'@': 10}), 3: (1, {'@': 10}), 2: (1, {'@': 10}), 5: (1, {'@': 10}), 51: (1, {'@': 10}), 7: (1, {'@': 10})}, 122: {15: (0, 66)}, 123: {8: (1, {'@': 61}), 0: (1, {'@': 61}), 1: (1, {'@': 61}), 9: (1, {'@': 61}), 11: (1, {'@': 61}), 10: (1, {'@': 61}), 2: (1, {'@': 61}), 3: (1, {'@': 61}), 5: (1, {'@': 61}), 12: (1, {'@': 61}), 7: (1, {'@': 61})}, 124: {8: (1, {'@': 128}), 0: (1, {'@': 128}), 1: (1, {'@': 128}), 9: (1, {'@': 128}), 10: (1, {'@': 128}), 2: (1, {'@': 128}), 3: (1, {'@': 128}), 5: (1, {'@': 128}), 7: (1, {'@': 128})}, 125: {60: (0, 227), 15: (0, 225), 20: (0, 169), 16: (0, 290), 43: (0, 7), 42: (0, 14), 40: (0, 213), 41: (0, 21), 44: (0, 50)}, 126: {14: (1, {'@': 162}), 15: (1, {'@': 162}), 13: (1, {'@': 162}), 16: (1, {'@': 162}), 17: (1, {'@': 162}), 18: (1, {'@': 162})}, 127: {47: (1, {'@': 11}), 8: (1, {'@': 11}), 48: (1, {'@': 11}), 49: (1, {'@': 11}), 1: (1, {'@': 11}), 0: (1, {'@': 11}), 9: (1, {'@': 11}), 10: (1, {'@': 11}), 50: (1, {'@': 11}), 3: (1, {'@': 11}), 2: (1, {'@': 11}), 5: (1, {'@': 11}), 51: (1, {'@': 11}), 7: (1, {'@': 11})}, 128: {15: (0, 67)}, 129: {14: (1, {'@': 164}), 15: (1, {'@': 164}), 13: (1, {'@': 164}), 16: (1, {'@': 164}), 17: (1, {'@': 164}), 18: (1, {'@': 164})}, 130: {14: (1, {'@': 165}), 15: (1, {'@': 165}), 13: (1, {'@': 165}), 16: (1, {'@': 165}), 17: (1, {'@': 165}), 18: (1, {'@': 165})}, 131: {40: (0, 116), 15: (0, 148)}, 132: {0: (0, 153), 8: (0, 295), 80: (0, 60), 81: (0, 93), 7: (0, 17), 82: (0, 56), 9: (0, 63), 2: (0, 109), 10: (0, 5), 83: (0, 65), 84: (0, 218), 85: (0, 49), 3: (0, 40), 1: (0, 124), 86: (0, 135), 87: (0, 188), 5: (1, {'@': 2})}, 133: {0: (1, {'@': 146}), 19: (1, {'@': 146}), 11: (1, {'@': 146}), 22: (1, {'@': 146}), 12: (1, {'@': 146}), 7: (1, {'@': 146}), 8: (1, {'@': 146}), 10: (1, {'@': 146}), 23: (1, {'@': 146}), 20: (1, {'@': 146}), 24: (1, {'@': 146}), 1: (1, {'@': 146}), 2: (1, {'@': 146}), 3: (1, {'@': 146}), 5: (1, {'@': 146}), 6: (1, {'@': 146}), 9: (1, {'@': 146}), 57: (1, {'@': 146}), 56: (1, {'@': 146})}, 134: {15: (0, 208)}, 135: {8: (1, {'@': 24}), 0: (1, {'@': 24}), 1: (1, {'@': 24}), 9: (1, {'@': 24}), 10: (1, {'@': 24}), 2: (1, {'@': 24}), 3: (1, {'@': 24}), 5: (1, {'@': 24}), 7: (1, {'@': 24})}, 136: {14: (1, {'@': 167}), 15: (1, {'@': 167}), 13: (1, {'@': 167}), 16: (1, {'@': 167}), 17: (1, {'@': 167}), 18: (1, {'@': 167})}, 137: {46: (0, 250), 40: (0, 264), 44: (0, 12)}, 138: {8: (1, {'@': 57}), 0: (1, {'@': 57}), 1: (1, {'@': 57}), 9: (1, {'@': 57}), 11: (1, {'@': 57}), 10: (1, {'@': 57}), 2: (1, {'@': 57}), 3: (1, {'@': 57}), 5: (1, {'@': 57}), 12: (1, {'@': 57}), 7: (1, {'@': 57})}, 139: {47: (1, {'@': 18}), 8: (1, {'@': 18}), 48: (1, {'@': 18}), 49: (1, {'@': 18}), 1: (1, {'@': 18}), 0: (1, {'@': 18}), 9: (1, {'@': 18}), 10: (1, {'@': 18}), 50: (1, {'@': 18}), 3: (1, {'@': 18}), 2: (1, {'@': 18}), 5: (1, {'@': 18}), 51: (1, {'@': 18}), 7: (1, {'@': 18})}, 140: {24: (1, {'@': 190}), 0: (1, {'@': 190}), 1: (1, {'@': 190}), 19: (1, {'@': 190}), 11: (1, {'@': 190}), 2: (1, {'@': 190}), 3: (1, {'@': 190}), 22: (1, {'@': 190}), 5: (1, {'@': 190}), 12: (1, {'@': 190}), 6: (1, {'@': 190}), 7: (1, {'@': 190}), 8: (1, {'@': 190}), 9: (1, {'@': 190}), 10: (1, {'@': 190}), 23: (1, {'@': 190}), 20: (1, {'@': 190}), 38: (1, {'@': 190}), 53: (1, {'@': 190}), 54: (1, {'@': 190}), 55: (1, {'@': 190}), 56: (1, {'@': 190}), 39: (1, {'@': 190}), 57: (1, {'@': 190}), 58: (1, {'@': 190})}, 141: {47: (1, {'@': 12}), 8: (1, {'@': 12}), 48: (1, {'@': 12}), 49: (1, {'@': 12}), 1: (1, {'@': 12}), 0: (1, {'@': 12}), 9: (1, {'@': 12}), 10: (1, {'@': 12}), 50: (1, {'@': 12}), 3: (1, {'@': 12}), 2: (1, {'@': 12}), 5: (1, {'@': 12}), 51: (1, {'@': 12}), 7: (1, {'@': 12})}, 142: {13: (0, 237), 14: (1, {'@': 157}), 15: (1, {'@': 157}), 16: (1, {'@': 157}), 17: (1, {'@': 157}), 18: (1, {'@': 157})}, 143: {40: (0, 296)}, 144: {14: (1, {'@': 159}), 15: (1, {'@': 159}), 13: (1, {'@': 159}), 16: (1, {'@': 159}), 17: (1, {'@': 159}), 18: (1, {'@': 159})}, 145: {15: (0, 171)}, 146: {38: (1, {'@': 189}), 0: (1, {'@': 189}), 1: (1, {'@': 189}), 2: (1, {'@': 189}), 3: (1, {'@': 189}), 5: (1, {'@': 189}), 7: (1, {'@': 189}), 8: (1, {'@': 189}), 9: (1, {'@': 189}), 10: (1, {'@': 189})}, 147: {24: (1, {'@': 130}), 0: (1, {'@': 130}), 1: (1, {'@': 130}), 19: (1, {'@': 130}), 11: (1, {'@': 130}), 2: (1, {'@': 130}), 3: (1, {'@': 130}), 22: (1, {'@': 130}), 5: (1, {'@': 130}), 12: (1, {'@': 130}), 6: (1, {'@': 130}), 7: (1, {'@': 130}), 8: (1, {'@': 130}), 9: (1, {'@': 130}), 10: (1, {'@': 130}), 23: (1, {'@': 130}), 20: (1, {'@': 130}), 38: (1, {'@': 130}), 53: (1, {'@': 130}), 54: (1, {'@': 130}), 55: (1, {'@': 130}), 56: (1, {'@': 130}), 39: (1, {'@': 130}), 57: (1, {'@': 130}), 58: (1, {'@': 130})}, 148: {61: (1, {'@': 53}), 8: (1, {'@': 53}), 0: (1, {'@': 53}), 1: (1, {'@': 53}), 9: (1, {'@': 53}), 10: (1, {'@': 53}), 2: (1, {'@': 53}), 3: (1, {'@': 53}), 5: (1, {'@': 53}), 7: (1, {'@': 53})}, 149: {78: (0, 202), 6: (0, 0), 8: (1, {'@': 27}), 0: (1, {'@': 27}), 1: (1, {'@': 27}), 9: (1, {'@': 27}), 10: (1, {'@': 27}), 2: (1, {'@': 27}), 3: (1, {'@': 27}), 5: (1, {'@': 27}), 7: (1, {'@': 27})}, 150: {19: (0, 243), 21: (0, 25), 20: (0, 143), 22: (0, 118), 23: (0, 16), 24: (0, 173), 25: (0, 47), 6: (0, 140), 26: (0, 18), 8: (1, {'@': 117}), 0: (1, {'@': 117}), 1: (1, {'@': 117}), 9: (1, {'@': 117}), 10: (1, {'@': 117}), 2: (1, {'@': 117}), 3: (1, {'@': 117}), 5: (1, {'@': 117}), 7: (1, {'@': 117})}, 151: {15: (0, 83)}, 152: {8: (1, {'@': 67}), 0: (1, {'@': 67}), 1: (1, {'@': 67}), 9: (1, {'@': 67}), 11: (1, {'@': 67}), 10: (1, {'@': 67}), 2: (1, {'@': 67}), 3: (1, {'@': 67}), 5: (1, {'@': 67}), 12: (1, {'@': 67}), 7: (1, {'@': 67})}, 153: {15: (0, 206)}, 154: {88: (0, 82), 68: (0, 151)}, 155: {15: (0, 261)}, 156: {12: (0, 29), 11: (0, 1), 66: (0, 55), 8: (1, {'@': 40}), 0: (1, {'@': 40}), 1: (1, {'@': 40}), 9: (1, {'@': 40}), 10: (1, {'@': 40}), 2: (1, {'@': 40}), 3: (1, {'@': 40}), 5: (1, {'@': 40}), 7: (1, {'@': 40})}, 157: {40: (1, {'@': 175}), 41: (1, {'@': 175}), 15: (1, {'@': 175}), 42: (1, {'@': 175}), 43: (1, {'@': 175}), 16: (1, {'@': 175}), 44: (1, {'@': 175}), 20: (1, {'@': 175})}, 158: {19: (0, 243), 20: (0, 143), 22: (0, 118), 23: (0, 16), 6: (0, 280), 24: (0, 173), 25: (0, 92), 26: (0, 272), 8: (1, {'@': 105}), 0: (1, {'@': 105}), 1: (1, {'@': 105}), 9: (1, {'@': 105}), 10: (1, {'@': 105}), 2: (1, {'@': 105}), 3: (1, {'@': 105}), 5: (1, {'@': 105}), 7: (1, {'@': 105})}, 159: {8: (1, {'@': 63}), 0: (1, {'@': 63}), 1: (1, {'@': 63}), 9: (1, {'@': 63}), 11: (1, {'@': 63}), 10: (1, {'@': 63}), 2: (1, {'@': 63}), 3: (1, {'@': 63}), 5: (1, {'@': 63}), 12: (1, {'@': 63}), 7: (1, {'@': 63})}, 160: {8: (1, {'@': 59}), 0: (1, {'@': 59}), 1: (1, {'@': 59}), 9: (1, {'@': 59}), 11: (1, {'@': 59}), 10: (1, {'@': 59}), 2: (1, {'@': 59}), 3: (1, {'@': 59}), 5: (1, {'@': 59}), 12: (1, {'@': 59}), 7: (1, {'@': 59})}, 161: {47: (1, {'@': 168}), 8: (1, {'@': 168}), 48: (1, {'@': 168}), 49: (1, {'@': 168}), 1: (1, {'@': 168}), 0: (1, {'@': 168}), 9: (1, {'@': 168}), 10: (1, {'@': 168}), 50: (1, {'@': 168}), 3: (1, {'@': 168}), 2: (1, {'@': 168}), 5: (1, {'@': 168}), 51: (1, {'@': 168}), 7: (1, {'@': 168})}, 162: {88: (0, 28), 68: (0, 22)}, 163: {19: (0, 243), 20: (0, 143), 22: (0, 118), 23: (0, 16), 6: (0, 280), 24: (0, 173), 25: (0, 89), 26: (0, 272), 8: (1, {'@': 97}), 0: (1, {'@': 97}), 1: (1, {'@': 97}), 9: (1, {'@': 97}), 10: (1, {'@': 97}), 2: (1, {'@': 97}), 3: (1, {'@': 97}), 5: (1, {'@': 97}), 7: (1, {'@': 97})}, 164: {8: (1, {'@': 55}), 0: (1, {'@': 55}), 1: (1, {'@': 55}), 9: (1, {'@': 55}), 11: (1, {'@': 55}), 10: (1, {'@': 55}), 2: (1, {'@': 55}), 3: (1, {'@': 55}), 5: (1, {'@': 55}), 12: (1, {'@': 55}), 7: (1, {'@': 55})}, 165: {8: (1, {'@': 170}), 0: (1, {'@': 170}), 1: (1, {'@': 170}), 9: (1, {'@': 170}), 10: (1, {'@': 170}), 2: (1, {'@': 170}), 3: (1, {'@': 170}), 5: (1, {'@': 170}), 7: (1, {'@': 170})}, 166: {47: (1, {'@': 9}), 8: (1, {'@': 9}), 48: (1, {'@': 9}), 49: (1, {'@': 9}), 1: (1, {'@': 9}), 0: (1, {'@': 9}), 9: (1, {'@': 9}), 10: (1, {'@': 9}), 50: (1, {'@': 9}), 3: (1, {'@': 9}), 2: (1, {'@': 9}), 5: (1, {'@': 9}), 51: (1, {'@': 9}), 7: (1, {'@': 9})}, 167: {38: (1, {'@': 188}), 0: (1, {'@': 188}), 1: (1, {'@': 188}), 2: (1, {'@': 188}), 3: (1, {'@': 188}), 5: (1, {'@': 188}), 7: (1, {'@': 188}), 8: (1, {'@': 188}), 9: (1, {'@': 188}), 10: (1, {'@': 188})}, 168: {15: (0, 108)}, 169: {40: (0, 226)}, 170: {38: (1, {'@': 138}), 0: (1, {'@': 138}), 19: (1, {'@': 138}), 11: (1, {'@': 138}), 22: (1, {'@': 138}), 12: (1, {'@': 138}), 7: (1, {'@': 138}), 8: (1, {'@': 138}), 10: (1, {'@': 138}), 39: (1, {'@': 138}), 23: (1, {'@': 138}), 20: (1, {'@': 138}), 24: (1, {'@': 138}), 1: (1, {'@': 138}), 2: (1, {'@': 138}), 3: (1, {'@': 138}), 5: (1, {'@': 138}), 6: (1, {'@': 138}), 9: (1, {'@': 138})}, 171: {38: (1, {'@': 139}), 0: (1, {'@': 139}), 19: (1, {'@': 139}), 11: (1, {'@': 139}), 22: (1, {'@': 139}), 12: (1, {'@': 139}), 7: (1, {'@': 139}), 8: (1, {'@': 139}), 10: (1, {'@': 139}), 39: (1, {'@': 139}), 23: (1, {'@': 139}), 20: (1, {'@': 139}), 24: (1, {'@': 139}), 1: (1, {'@': 139}), 2: (1, {'@': 139}), 3: (1, {'@': 139}), 5: (1, {'@': 139}), 6: (1, {'@': 139}), 9: (1, {'@': 139})}, 172: {89: (0, 41), 68: (0, 215)}, 173: {0: (1, {'@': 154}), 1: (1, {'@': 154}), 11: (1, {'@': 154}), 2: (1, {'@': 154}), 3: (1, {'@': 154}), 5: (1, {'@': 154}), 12: (1, {'@': 154}), 7: (1, {'@': 154}), 8: (1, {'@': 154}), 9: (1, {'@': 154}), 10: (1, {'@': 154})}, 174: {14: (1, {'@': 166}), 15: (1, {'@': 166}), 13: (1, {'@': 166}), 16: (1, {'@': 166}), 17: (1, {'@': 166}), 18: (1, {'@': 166})}, 175: {19: (0, 243), 20: (0, 143), 25: (0, 164), 22: (0, 118), 23: (0, 16), 6: (0, 280), 24: (0, 173), 26: (0, 272), 8: (1, {'@': 56}), 0: (1, {'@': 56}), 1: (1, {'@': 56}), 9: (1, {'@': 56}), 11: (1, {'@': 56}), 10: (1, {'@': 56}), 2: (1, {'@': 56}), 3: (1, {'@': 56}), 5: (1, {'@': 56}), 12: (1, {'@': 56}), 7: (1, {'@': 56})}, 176: {0: (0, 153), 8: (0, 295), 80: (0, 60), 81: (0, 93), 7: (0, 17), 82: (0, 56), 9: (0, 63), 2: (0, 109), 10: (0, 5), 83: (0, 65), 84: (0, 218), 85: (0, 49), 3: (0, 40), 1: (0, 124), 86: (0, 135), 87: (0, 188), 5: (1, {'@': 0})}, 177: {40: (1, {'@': 177}), 41: (1, {'@': 177}), 15: (1, {'@': 177}), 42: (1, {'@': 177}), 43: (1, {'@': 177}), 16: (1, {'@': 177}), 44: (1, {'@': 177}), 20: (1, {'@': 177})}, 178: {38: (1, {'@': 142}), 0: (1, {'@': 142}), 19: (1, {'@': 142}), 11: (1, {'@': 142}), 22: (1, {'@': 142}), 12: (1, {'@': 142}), 7: (1, {'@': 142}), 8: (1, {'@': 142}), 10: (1, {'@': 142}), 39: (1, {'@': 142}), 23: (1, {'@': 142}), 20: (1, {'@': 142}), 24: (1, {'@': 142}), 1: (1, {'@': 142}), 2: (1, {'@': 142}), 3: (1, {'@': 142}), 5: (1, {'@': 142}), 6: (1, {'@': 142}), 9: (1, {'@': 142})}, 179: {8: (1, {'@': 69}), 0: (1, {'@': 69}), 1: (1, {'@': 69}), 9: (1, {'@': 69}), 11: (1, {'@': 69}), 10: (1, {'@': 69}), 2: (1, {'@': 69}), 3: (1, {'@': 69}), 5: (1, {'@': 69}), 12: (1, {'@': 69}), 7: (1, {'@': 69})}, 180: {40: (1, {'@': 174}), 41: (1, {'@': 174}), 15: (1, {'@': 174}), 42: (1, {'@': 174}), 43: (1, {'@': 174}), 16: (1, {'@': 174}), 44: (1, {'@': 174}), 20: (1, {'@': 174})}, 181: {40: (1, {'@': 179}), 41: (1, {'@': 179}), 15: (1, {'@': 179}), 42: (1, {'@': 179}), 43: (1, {'@': 179}), 16: (1, {'@': 179}), 44: (1, {'@': 179}), 20: (1, {'@': 179})}, 182: {40: (1, {'@': 178}), 41: (1, {'@': 178}), 15: (1, {'@': 178}), 42: (1, {'@': 178}), 43: (1, {'@': 178}), 16: (1, {'@': 178}), 44: (1, {'@': 178}), 20: (1, {'@': 178})}, 183: {19: (0, 243), 20: (0, 143), 22: (0, 118), 23: (0, 16), 6: (0, 280), 24: (0, 173), 25: (0, 99), 26: (0, 272), 8: (1, {'@': 93}), 0: (1, {'@': 93}), 1: (1, {'@': 93}), 9: (1, {'@': 93}), 10: (1, {'@': 93}), 2: (1, {'@': 93}), 3: (1, {'@': 93}), 5: (1, {'@': 93}), 7: (1, {'@': 93})}, 184: {40: (1, {'@': 176}), 41: (1, {'@': 176}), 15: (1, {'@': 176}), 42: (1, {'@': 176}), 43: (1, {'@': 176}), 16: (1, {'@': 176}), 44: (1, {'@': 176}), 20: (1, {'@': 176})}, 185: {0: (1, {'@': 194}), 1: (1, {'@': 194}), 11: (1, {'@': 194}), 2: (1, {'@': 194}), 3: (1, {'@': 194}), 5: (1, {'@': 194}), 12: (1, {'@': 194}), 7: (1, {'@': 194}), 8: (1, {'@': 194}), 9: (1, {'@': 194}), 10: (1, {'@': 194})}, 186: {8: (1, {'@': 98}), 0: (1, {'@': 98}), 1: (1, {'@': 98}), 9: (1, {'@': 98}), 10: (1, {'@': 98}), 2: (1, {'@': 98}), 3: (1, {'@': 98}), 5: (1, {'@': 98}), 7: (1, {'@': 98})}, 187: {19: (0, 243), 25: (0, 179), 20: (0, 143), 22: (0, 118), 21: (0, 196), 23: (0, 16), 24: (0, 173), 6: (0, 140), 26: (0, 18), 8: (1, {'@': 70}), 0: (1, {'@': 70}), 1: (1, {'@': 70}), 9: (1, {'@': 70}), 11: (1, {'@': 70}), 10: (1, {'@': 70}), 2: (1, {'@': 70}), 3: (1, {'@': 70}), 5: (1, {'@': 70}), 12: (1, {'@': 70}), 7: (1, {'@': 70})}, 188: {8: (1, {'@': 23}), 0: (1, {'@': 23}), 1: (1, {'@': 23}), 9: (1, {'@': 23}), 10: (1, {'@': 23}), 2: (1, {'@': 23}), 3: (1, {'@': 23}), 5: (1, {'@': 23}), 7: (1, {'@': 23})}, 189: {15: (0, 216)}, 190: {8: (1, {'@': 79}), 0: (1, {'@': 79}), 1: (1, {'@': 79}), 9: (1, {'@': 79}), 11: (1, {'@': 79}), 10: (1, {'@': 79}), 2: (1, {'@': 79}), 3: (1, {'@': 79}), 5: (1, {'@': 79}), 12: (1, {'@': 79}), 7: (1, {'@': 79})}, 191: {15: (0, 166)}, 192: {8: (1, {'@': 75}), 0: (1, {'@': 75}), 1: (1, {'@': 75}), 9: (1, {'@': 75}), 11: (1, {'@': 75}), 10: (1, {'@': 75}), 2: (1, {'@': 75}), 3: (1, {'@': 75}), 5: (1, {'@': 75}), 12: (1, {'@': 75}), 7: (1, {'@': 75})}, 193: {8: (1, {'@': 83}), 0: (1, {'@': 83}), 1: (1, {'@': 83}), 9: (1, {'@': 83}), 11: (1, {'@': 83}), 10: (1, {'@': 83}), 2: (1, {'@': 83}), 3: (1, {'@': 83}), 5: (1, {'@': 83}), 12: (1, {'@': 83}), 7: (1, {'@': 83})}, 194: {73: (0, 11)}, 195: {19: (0, 243), 25: (0, 253), 20: (0, 143), 22: (0, 118), 23: (0, 16), 6: (0, 280), 24: (0, 173), 26: (0, 272), 8: (1, {'@': 119}), 0: (1, {'@': 119}), 1: (1, {'@': 119}), 9: (1, {'@': 119}), 10: (1, {'@': 119}), 2: (1, {'@': 119}), 3: (1, {'@': 119}), 5: (1, {'@': 119}), 7: (1, {'@': 119})}, 196: {19: (0, 243), 20: (0, 143), 22: (0, 118), 23: (0, 16), 6: (0, 280), 24: (0, 173), 25: (0, 152), 26: (0, 272), 8: (1, {'@': 68}), 0: (1, {'@': 68}), 1: (1, {'@': 68}), 9: (1, {'@': 68}), 11: (1, {'@': 68}), 10: (1, {'@': 68}), 2: (1, {'@': 68}), 3: (1, {'@': 68}), 5: (1, {'@': 68}), 12: (1, {'@': 68}), 7: (1, {'@': 68})}, 197: {15: (0, 220), 74: (0, 33)}, 198: {8: (1, {'@': 110}), 0: (1, {'@': 110}), 1: (1, {'@': 110}), 9: (1, {'@': 110}), 10: (1, {'@': 110}), 2: (1, {'@': 110}), 3: (1, {'@': 110}), 5: (1, {'@': 110}), 7: (1, {'@': 110})}, 199: {19: (0, 243), 20: (0, 143), 22: (0, 118), 21: (0, 9), 23: (0, 16), 24: (0, 173), 6: (0, 140), 25: (0, 262), 26: (0, 18), 8: (1, {'@': 88}), 0: (1, {'@': 88}), 1: (1, {'@': 88}), 9: (1, {'@': 88}), 11: (1, {'@': 88}), 10: (1, {'@': 88}), 2: (1, {'@': 88}), 3: (1, {'@': 88}), 5: (1, {'@': 88}), 12: (1, {'@': 88}), 7: (1, {'@': 88})}, 200: {53: (1, {'@': 213}), 24: (1, {'@': 213}), 0: (1, {'@': 213}), 1: (1, {'@': 213}), 19: (1, {'@': 213}), 11: (1, {'@': 213}), 2: (1, {'@': 213}), 3: (1, {'@': 213}), 22: (1, {'@': 213}), 5: (1, {'@': 213}), 12: (1, {'@': 213}), 6: (1, {'@': 213}), 7: (1, {'@': 213}), 8: (1, {'@': 213}), 9: (1, {'@': 213}), 10: (1, {'@': 213}), 23: (1, {'@': 213}), 58: (1, {'@': 213}), 20: (1, {'@': 213})}, 201: {8: (1, {'@': 106}), 0: (1, {'@': 106}), 1: (1, {'@': 106}), 9: (1, {'@': 106}), 10: (1, {'@': 106}), 2: (1, {'@': 106}), 3: (1, {'@': 106}), 5: (1, {'@': 106}), 7: (1, {'@': 106})}, 202: {6: (0, 90), 8: (1, {'@': 26}), 0: (1, {'@': 26}), 1: (1, {'@': 26}), 9: (1, {'@': 26}), 10: (1, {'@': 26}), 2: (1, {'@': 26}), 3: (1, {'@': 26}), 5: (1, {'@': 26}), 7: (1, {'@': 26})}, 203: {17: (0, 205)}, 204: {20: (0, 143), 21: (0, 223), 23: (0, 16), 6: (0, 140), 26: (0, 18), 8: (1, {'@': 33}), 0: (1, {'@': 33}), 1: (1, {'@': 33}), 9: (1, {'@': 33}), 10: (1, {'@': 33}), 2: (1, {'@': 33}), 3: (1, {'@': 33}), 5: (1, {'@': 33}), 7: (1, {'@': 33})}, 205: {68: (0, 119), 88: (0, 122)}, 206: {38: (0, 194), 90: (0, 26), 62: (0, 167), 8: (1, {'@': 29}), 0: (1, {'@': 29}), 1: (1, {'@': 29}), 9: (1, {'@': 29}), 10: (1, {'@': 29}), 2: (1, {'@': 29}), 3: (1, {'@': 29}), 5: (1, {'@': 29}), 7: (1, {'@': 29})}, 207: {8: (1, {'@': 112}), 0: (1, {'@': 112}), 1: (1, {'@': 112}), 9: (1, {'@': 112}), 10: (1, {'@': 112}), 2: (1, {'@': 112}), 3: (1, {'@': 112}), 5: (1, {'@': 112}), 7: (1, {'@': 112})}, 208: {24: (1, {'@': 129}), 0: (1, {'@': 129}), 1: (1, {'@': 129}), 19: (1, {'@': 129}), 11: (1, {'@': 129}), 2: (1, {'@': 129}), 3: (1, {'@': 129}), 22: (1, {'@': 129}), 5: (1, {'@': 129}), 12: (1, {'@': 129}), 6: (1, {'@': 129}), 7: (1, {'@': 129}), 8: (1, {'@': 129}), 9: (1, {'@': 129}), 10: (1, {'@': 129}), 23: (1, {'@': 129}), 20: (1, {'@': 129}), 38: (1, {'@': 129}), 53: (1, {'@': 129}), 54: (1, {'@': 129}), 55: (1, {'@': 129}), 56: (1, {'@': 129}), 39: (1, {'@': 129}), 57: (1, {'@': 129}), 58: (1, {'@': 129})}, 209: {68: (1, {'@': 173}), 15: (1, {'@': 173})}, 210: {19: (0, 243), 20: (0, 143), 22: (0, 118), 21: (0, 163), 23: (0, 16), 25: (0, 186), 24: (0, 173), 6: (0, 140), 26: (0, 18), 8: (1, {'@': 99}), 0: (1, {'@': 99}), 1: (1, {'@': 99}), 9: (1, {'@': 99}), 10: (1, {'@': 99}), 2: (1, {'@': 99}), 3: (1, {'@': 99}), 5: (1, {'@': 99}), 7: (1, {'@': 99})}, 211: {8: (1, {'@': 122}), 0: (1, {'@': 122}), 1: (1, {'@': 122}), 9: (1, {'@': 122}), 10: (1, {'@': 122}), 2: (1, {'@': 122}), 3: (1, {'@': 122}), 5: (1, {'@': 122}), 7: (1, {'@': 122})}, 212: {8: (1, {'@': 102}), 0: (1, {'@': 102}), 1: (1, {'@': 102}), 9: (1, {'@': 102}), 10: (1, {'@': 102}), 2: (1, {'@': 102}), 3: (1, {'@': 102}), 5: (1, {'@': 102}), 7: (1, {'@': 102})}, 213: {40: (1, {'@': 180}), 41: (1, {'@': 180}), 15: (1, {'@': 180}), 42: (1, {'@': 180}), 43: (1, {'@': 180}), 16: (1, {'@': 180}), 44: (1, {'@': 180}), 20: (1, {'@': 180})}, 214: {8: (1, {'@': 81}), 0: (1, {'@': 81}), 1: (1, {'@': 81}), 9: (1, {'@': 81}), 11: (1, {'@': 81}), 10: (1, {'@': 81}), 2: (1, {'@': 81}), 3: (1, {'@': 81}), 5: (1, {'@': 81}), 12: (1, {'@': 81}), 7: (1, {'@': 81})}, 215: {68: (1, {'@': 172}), 15: (1, {'@': 172})}, 216: {47: (1, {'@': 17}), 8: (1, {'@': 17}), 48: (1, {'@': 17}), 49: (1, {'@': 17}), 1: (1, {'@': 17}), 0: (1, {'@': 17}), 9: (1, {'@': 17}), 10: (1, {'@': 17}), 50: (1, {'@': 17}), 3: (1, {'@': 17}), 2: (1, {'@': 17}), 5: (1, {'@': 17}), 51: (1, {'@': 17}), 7: (1, {'@': 17})}, 217: {88: (0, 112), 68: (0, 115)}, 218: {8: (1, {'@': 171}), 0: (1, {'@': 171}), 1: (1, {'@': 171}), 9: (1, {'@': 171}), 10: (1, {'@': 171}), 2: (1, {'@': 171}), 3: (1, {'@': 171}), 5: (1, {'@': 171}), 7: (1, {'@': 171})}, 219: {91: (0, 187), 19: (0, 243), 56: (0, 245), 69: (0, 294), 92: (0, 19), 93: (0, 38), 23: (0, 16), 55: (0, 27), 94: (0, 45), 53: (0, 30), 95: (0, 35), 96: (0, 46), 64: (0, 87), 38: (0, 75), 58: (0, 80), 22: (0, 118), 25: (0, 62), 97: (0, 102), 6: (0, 280), 24: (0, 173), 20: (0, 143), 54: (0, 162), 39: (0, 178), 57: (0, 133), 26: (0, 272), 76: (0, 106), 8: (1, {'@': 72}), 0: (1, {'@': 72}), 1: (1, {'@': 72}), 9: (1, {'@': 72}), 11: (1, {'@': 72}), 10: (1, {'@': 72}), 2: (1, {'@': 72}), 3: (1, {'@': 72}), 5: (1, {'@': 72}), 12: (1, {'@': 72}), 7: (1, {'@': 72})}, 220: {47: (1, {'@': 13}), 8: (1, {'@': 13}), 48: (1, {'@': 13}), 49: (1, {'@': 13}), 1: (1, {'@': 13}), 0: (1, {'@': 13}), 9: (1, {'@': 13}), 10: (1, {'@': 13}), 50: (1, {'@': 13}), 3: (1, {'@': 13}), 2: (1, {'@': 13}), 5: (1, {'@': 13}), 51: (1, {'@': 13}), 7: (1, {'@': 13})}, 221: {14: (1, {'@': 160}), 15: (1, {'@': 160}), 13: (1, {'@': 160}), 16: (1, {'@': 160}), 17: (1, {'@': 160}), 18: (1, {'@': 160})}, 222: {17: (0, 284)}, 223: {20: (0, 143), 23: (0, 16), 6: (0, 280), 26: (0, 272), 8: (1, {'@': 32}), 0: (1, {'@': 32}), 1: (1, {'@': 32}), 9: (1, {'@': 32}), 10: (1, {'@': 32}), 2: (1, {'@': 32}), 3: (1, {'@': 32}), 5: (1, {'@': 32}), 7: (1, {'@': 32})}, 224: {15: (0, 84)}, 225: {47: (1, {'@': 16}), 8: (1, {'@': 16}), 48: (1, {'@': 16}), 49: (1, {'@': 16}), 1: (1, {'@': 16}), 0: (1, {'@': 16}), 9: (1, {'@': 16}), 10: (1, {'@': 16}), 50: (1, {'@': 16}), 3: (1, {'@': 16}), 2: (1, {'@': 16}), 5: (1, {'@': 16}), 51: (1, {'@': 16}), 7: (1, {'@': 16})}, 226: {52: (0, 88), 41: (0, 91), 98: (0, 95), 40: (0, 98), 44: (0, 104), 43: (0, 107)}, 227: {15: (0, 233)}, 228: {28: (0, 113), 29: (0, 286), 31: (0, 289), 32: (0, 299), 33: (0, 142), 34: (0, 292), 35: (0, 8), 36: (0, 10)}, 229: {99: (0, 288), 8: (0, 295), 100: (0, 13), 10: (0, 5), 7: (0, 17), 48: (0, 20), 85: (0, 49), 3: (0, 40), 101: (0, 31), 102: (0, 53), 82: (0, 56), 80: (0, 60), 9: (0, 63), 83: (0, 65), 103: (0, 68), 104: (0, 73), 49: (0, 78), 47: (0, 86), 81: (0, 93), 51: (0, 101), 2: (0, 109), 105: (0, 117), 1: (0, 124), 106: (0, 132), 0: (0, 153), 86: (0, 135), 107: (0, 161), 84: (0, 165), 50: (0, 172), 87: (0, 188), 5: (1, {'@': 3})}, 230: {19: (0, 243), 20: (0, 143), 21: (0, 158), 22: (0, 118), 23: (0, 16), 24: (0, 173), 6: (0, 140), 25: (0, 201), 26: (0, 18), 8: (1, {'@': 107}), 0: (1, {'@': 107}), 1: (1, {'@': 107}), 9: (1, {'@': 107}), 10: (1, {'@': 107}), 2: (1, {'@': 107}), 3: (1, {'@': 107}), 5: (1, {'@': 107}), 7: (1, {'@': 107})}, 231: {16: (0, 111)}, 232: {15: (0, 242)}, 233: {47: (1, {'@': 15}), 8: (1, {'@': 15}), 48: (1, {'@': 15}), 49: (1, {'@': 15}), 1: (1, {'@': 15}), 0: (1, {'@': 15}), 9: (1, {'@': 15}), 10: (1, {'@': 15}), 50: (1, {'@': 15}), 3: (1, {'@': 15}), 2: (1, {'@': 15}), 5: (1, {'@': 15}), 51: (1, {'@': 15}), 7: (1, {'@': 15})}, 234: {44: (0, 129), 41: (0, 130)}, 235: {47: (1, {'@': 169}), 8: (1, {'@': 169}), 48: (1, {'@': 169}), 49: (1, {'@': 169}), 1: (1, {'@': 169}), 0: (1, {'@': 169}), 9: (1, {'@': 169}), 10: (1, {'@': 169}), 50: (1, {'@': 169}), 3: (1, {'@': 169}), 2: (1, {'@': 169}), 5: (1, {'@': 169}), 51: (1, {'@': 169}), 7: (1, {'@': 169})}, 236: {4: (0, 281), 6: (0, 90), 77: (0, 81), 8: (1, {'@': 47}), 0: (1, {'@': 47}), 1: (1, {'@': 47}), 9: (1, {'@': 47}), 10: (1, {'@': 47}), 2: (1, {'@': 47}), 3: (1, {'@': 47}), 5: (1, {'@': 47}), 7: (1, {'@': 47})}, 237: {28: (0, 113), 29: (0, 286), 31: (0, 289), 32: (0, 299), 34: (0, 292), 35: (0, 144), 36: (0, 10)}, 238: {15: (0, 36), 63: (0, 59)}, 239: {0: (1, {'@': 153}), 1: (1, {'@': 153}), 11: (1, {'@': 153}), 2: (1, {'@': 153}), 3: (1, {'@': 153}), 5: (1, {'@': 153}), 12: (1, {'@': 153}), 7: (1, {'@': 153}), 8: (1, {'@': 153}), 9: (1, {'@': 153}), 10: (1, {'@': 153})}, 240: {12: (0, 29), 11: (0, 1), 66: (0, 185), 65: (0, 156), 8: (1, {'@': 41}), 0: (1, {'@': 41}), 1: (1, {'@': 41}), 9: (1, {'@': 41}), 10: (1, {'@': 41}), 2: (1, {'@': 41}), 3: (1, {'@': 41}), 5: (1, {'@': 41}), 7: (1, {'@': 41})}, 241: {12: (0, 29), 65: (0, 110), 11: (0, 1), 66: (0, 185), 8: (1, {'@': 39}), 0: (1, {'@': 39}), 1: (1, {'@': 39}), 9: (1, {'@': 39}), 10: (1, {'@': 39}), 2: (1, {'@': 39}), 3: (1, {'@': 39}), 5: (1, {'@': 39}), 7: (1, {'@': 39})}, 242: {61: (1, {'@': 52}), 8: (1, {'@': 52}), 0: (1, {'@': 52}), 1: (1, {'@': 52}), 9: (1, {'@': 52}), 10: (1, {'@': 52}), 2: (1, {'@': 52}), 3: (1, {'@': 52}), 5: (1, {'@': 52}), 7: (1, {'@': 52})}, 243: {15: (0, 239)}, 244: {24: (1, {'@': 135}), 0: (1, {'@': 135}), 1: (1, {'@': 135}), 19: (1, {'@': 135}), 11: (1, {'@': 135}), 2: (1, {'@': 135}), 3: (1, {'@': 135}), 22: (1, {'@': 135}), 5: (1, {'@': 135}), 12: (1, {'@': 135}), 6: (1, {'@': 135}), 7: (1, {'@': 135}), 8: (1, {'@': 135}), 9: (1, {'@': 135}), 10: (1, {'@': 135}), 23: (1, {'@': 135}), 20: (1, {'@': 135})}, 245: {17: (0, 154)}, 246: {18: (0, 136)}, 247: {19: (0, 243), 56: (0, 245), 93: (0, 210), 69: (0, 294), 23: (0, 16), 91: (0, 230), 55: (0, 27), 53: (0, 30), 92: (0, 251), 95: (0, 35), 96: (0, 46), 64: (0, 87), 38: (0, 75), 58: (0, 80), 22: (0, 118), 94: (0, 268), 97: (0, 102), 6: (0, 280), 24: (0, 173), 20: (0, 143), 54: (0, 162), 39: (0, 178), 57: (0, 133), 25: (0, 277), 26: (0, 272), 76: (0, 106), 8: (1, {'@': 109}), 0: (1, {'@': 109}), 1: (1, {'@': 109}), 9: (1, {'@': 109}), 10: (1, {'@': 109}), 2: (1, {'@': 109}), 3: (1, {'@': 109}), 5: (1, {'@': 109}), 7: (1, {'@': 109})}, 248: {0: (1, {'@': 197}), 1: (1, {'@': 197}), 2: (1, {'@': 197}), 3: (1, {'@': 197}), 5: (1, {'@': 197}), 7: (1, {'@': 197}), 61: (1, {'@': 197}), 8: (1, {'@': 197}), 9: (1, {'@': 197}), 10: (1, {'@': 197})}, 249: {19: (0, 243), 22: (0, 118), 20: (0, 143), 23: (0, 16), 6: (0, 280), 24: (0, 173), 25: (0, 51), 26: (0, 272), 8: (1, {'@': 78}), 0: (1, {'@': 78}), 1: (1, {'@': 78}), 9: (1, {'@': 78}), 11: (1, {'@': 78}), 10: (1, {'@': 78}), 2: (1, {'@': 78}), 3: (1, {'@': 78}), 5: (1, {'@': 78}), 12: (1, {'@': 78}), 7: (1, {'@': 78})}, 250: {15: (0, 23), 40: (0, 116)}, 251: {21: (0, 43), 19: (0, 243), 20: (0, 143), 22: (0, 118), 23: (0, 16), 24: (0, 173), 25: (0, 212), 6: (0, 140), 26: (0, 18), 8: (1, {'@': 103}), 0: (1, {'@': 103}), 1: (1, {'@': 103}), 9: (1, {'@': 103}), 10: (1, {'@': 103}), 2: (1, {'@': 103}), 3: (1, {'@': 103}), 5: (1, {'@': 103}), 7: (1, {'@': 103})}, 252: {14: (1, {'@': 163}), 15: (1, {'@': 163}), 13: (1, {'@': 163}), 16: (1, {'@': 163}), 17: (1, {'@': 163}), 18: (1, {'@': 163})}, 253: {8: (1, {'@': 118}), 0: (1, {'@': 118}), 1: (1, {'@': 118}), 9: (1, {'@': 118}), 10: (1, {'@': 118}), 2: (1, {'@': 118}), 3: (1, {'@': 118}), 5: (1, {'@': 118}), 7: (1, {'@': 118})}, 254: {8: (1, {'@': 89}), 0: (1, {'@': 89}), 1: (1, {'@': 89}), 9: (1, {'@': 89}), 11: (1, {'@': 89}), 10: (1, {'@': 89}), 2: (1, {'@': 89}), 3: (1, {'@': 89}), 5: (1, {'@': 89}), 12: (1, {'@': 89}), 7: (1, {'@': 89})}, 255: {12: (0, 29), 11: (0, 1), 66: (0, 55), 8: (1, {'@': 34}), 0: (1, {'@': 34}), 1: (1, {'@': 34}), 9: (1, {'@': 34}), 10: (1, {'@': 34}), 2: (1, {'@': 34}), 3: (1, {'@': 34}), 5: (1, {'@': 34}), 7: (1, {'@': 34})}, 256: {44: (0, 283), 40: (0, 69), 52: (0, 134), 43: (0, 15), 41: (0, 44)}, 257: {15: (0, 147)}, 258: {8: (1, {'@': 114}), 0: (1, {'@': 114}), 1: (1, {'@': 114}), 9: (1, {'@': 114}), 10: (1, {'@': 114}), 2: (1, {'@': 114}), 3: (1, {'@': 114}), 5: (1, {'@': 114}), 7: (1, {'@': 114})}, 259: {19: (0, 243), 56: (0, 245), 21: (0, 247), 91: (0, 300), 69: (0, 294), 23: (0, 16), 55: (0, 27), 53: (0, 30), 26: (0, 18), 25: (0, 32), 95: (0, 35), 96: (0, 46), 94: (0, 57), 64: (0, 87), 38: (0, 75), 58: (0, 80), 22: (0, 118), 92: (0, 265), 6: (0, 140), 97: (0, 102), 76: (0, 106), 20: (0, 143), 93: (0, 150), 24: (0, 173), 54: (0, 162), 39: (0, 178), 57: (0, 133), 8: (1, {'@': 127}), 0: (1, {'@': 127}), 1: (1, {'@': 127}), 9: (1, {'@': 127}), 10: (1, {'@': 127}), 2: (1, {'@': 127}), 3: (1, {'@': 127}), 5: (1, {'@': 127}), 7: (1, {'@': 127})}, 260: {24: (1, {'@': 134}), 0: (1, {'@': 134}), 1: (1, {'@': 134}), 19: (1, {'@': 134}), 11: (1, {'@': 134}), 2: (1, {'@': 134}), 3: (1, {'@': 134}), 22: (1, {'@': 134}), 5: (1, {'@': 134}), 12: (1, {'@': 134}), 6: (1, {'@': 134}), 7: (1, {'@': 134}), 8: (1, {'@': 134}), 9: (1, {'@': 134}), 10: (1, {'@': 134}), 23: (1, {'@': 134}), 20: (1, {'@': 134})}, 261: {38: (1, {'@': 30}), 8: (1, {'@': 30}), 0: (1, {'@': 30}), 1: (1, {'@': 30}), 9: (1, {'@': 30}), 10: (1, {'@': 30}), 2: (1, {'@': 30}), 3: (1, {'@': 30}), 5: (1, {'@': 30}), 7: (1, {'@': 30})}, 262: {8: (1, {'@': 87}), 0: (1, {'@': 87}), 1: (1, {'@': 87}), 9: (1, {'@': 87}), 11: (1, {'@': 87}), 10: (1, {'@': 87}), 2: (1, {'@': 87}), 3: (1, {'@': 87}), 5: (1, {'@': 87}), 12: (1, {'@': 87}), 7: (1, {'@': 87})}, 263: {12: (0, 29), 11: (0, 1), 66: (0, 55), 8: (1, {'@': 42}), 0: (1, {'@': 42}), 1: (1, {'@': 42}), 9: (1, {'@': 42}), 10: (1, {'@': 42}), 2: (1, {'@': 42}), 3: (1, {'@': 42}), 5: (1, {'@': 42}), 7: (1, {'@': 42})}, 264: {15: (1, {'@': 198}), 40: (1, {'@': 198})}, 265: {19: (0, 243), 20: (0, 143), 22: (0, 118), 21: (0, 195), 23: (0, 16), 25: (0, 24), 24: (0, 173), 6: (0, 140), 26: (0, 18), 8: (1, {'@': 121}), 0: (1, {'@': 121}), 1: (1, {'@': 121}), 9: (1, {'@': 121}), 10: (1, {'@': 121}), 2: (1, {'@': 121}), 3: (1, {'@': 121}), 5: (1, {'@': 121}), 7: (1, {'@': 121})}, 266: {68: (0, 224), 88: (0, 168)}, 267: {38: (1, {'@': 141}), 0: (1, {'@': 141}), 19: (1, {'@': 141}), 11: (1, {'@': 141}), 22: (1, {'@': 141}), 12: (1, {'@': 141}), 7: (1, {'@': 141}), 8: (1, {'@': 141}), 10: (1, {'@': 141}), 39: (1, {'@': 141}), 23: (1, {'@': 141}), 20: (1, {'@': 141}), 24: (1, {'@': 141}), 1: (1, {'@': 141}), 2: (1, {'@': 141}), 3: (1, {'@': 141}), 5: (1, {'@': 141}), 6: (1, {'@': 141}), 9: (1, {'@': 141})}, 268: {19: (0, 243), 25: (0, 34), 21: (0, 183), 20: (0, 143), 22: (0, 118), 23: (0, 16), 24: (0, 173), 6: (0, 140), 26: (0, 18), 8: (1, {'@': 95}), 0: (1, {'@': 95}), 1: (1, {'@': 95}), 9: (1, {'@': 95}), 10: (1, {'@': 95}), 2: (1, {'@': 95}), 3: (1, {'@': 95}), 5: (1, {'@': 95}), 7: (1, {'@': 95})}, 269: {12: (0, 29), 11: (0, 1), 66: (0, 185), 65: (0, 64), 8: (1, {'@': 45}), 0: (1, {'@': 45}), 1: (1, {'@': 45}), 9: (1, {'@': 45}), 10: (1, {'@': 45}), 2: (1, {'@': 45}), 3: (1, {'@': 45}), 5: (1, {'@': 45}), 7: (1, {'@': 45})}, 270: {0: (1, {'@': 152}), 1: (1, {'@': 152}), 11: (1, {'@': 152}), 2: (1, {'@': 152}), 3: (1, {'@': 152}), 5: (1, {'@': 152}), 12: (1, {'@': 152}), 7: (1, {'@': 152}), 8: (1, {'@': 152}), 9: (1, {'@': 152}), 10: (1, {'@': 152})}, 271: {15: (0, 121)}, 272: {24: (1, {'@': 193}), 0: (1, {'@': 193}), 1: (1, {'@': 193}), 19: (1, {'@': 193}), 11: (1, {'@': 193}), 2: (1, {'@': 193}), 3: (1, {'@': 193}), 22: (1, {'@': 193}), 5: (1, {'@': 193}), 12: (1, {'@': 193}), 6: (1, {'@': 193}), 7: (1, {'@': 193}), 8: (1, {'@': 193}), 9: (1, {'@': 193}), 10: (1, {'@': 193}), 23: (1, {'@': 193}), 20: (1, {'@': 193}), 38: (1, {'@': 193}), 53: (1, {'@': 193}), 54: (1, {'@': 193}), 55: (1, {'@': 193}), 56: (1, {'@': 193}), 39: (1, {'@': 193}), 57: (1, {'@': 193}), 58: (1, {'@': 193})}, 273: {8: (1, {'@': 48}), 0: (1, {'@': 48}), 1: (1, {'@': 48}), 9: (1, {'@': 48}), 10: (1, {'@': 48}), 2: (1, {'@': 48}), 3: (1, {'@': 48}), 5: (1, {'@': 48}), 7: (1, {'@': 48})}, 274: {19: (0, 243), 20: (0, 143), 22: (0, 118), 23: (0, 16), 6: (0, 280), 24: (0, 173), 26: (0, 272), 25: (0, 211), 8: (1, {'@': 123}), 0: (1, {'@': 123}), 1: (1, {'@': 123}), 9: (1, {'@': 123}), 10: (1, {'@': 123}), 2: (1, {'@': 123}), 3: (1, {'@': 123}), 5: (1, {'@': 123}), 7: (1, {'@': 123})}, 275: {91: (0, 199), 21: (0, 219), 56: (0, 245), 19: (0, 243), 69: (0, 294), 92: (0, 293), 23: (0, 16), 55: (0, 27), 53: (0, 30), 26: (0, 18), 95: (0, 35), 96: (0, 46), 94: (0, 297), 64: (0, 87), 58: (0, 80), 38: (0, 75), 22: (0, 118), 6: (0, 140), 93: (0, 3), 97: (0, 102), 20: (0, 143), 24: (0, 173), 54: (0, 162), 39: (0, 178), 25: (0, 254), 57: (0, 133), 76: (0, 106), 8: (1, {'@': 90}), 0: (1, {'@': 90}), 1: (1, {'@': 90}), 9: (1, {'@': 90}), 11: (1, {'@': 90}), 10: (1, {'@': 90}), 2: (1, {'@': 90}), 3: (1, {'@': 90}), 5: (1, {'@': 90}), 12: (1, {'@': 90}), 7: (1, {'@': 90})}, 276: {38: (1, {'@': 140}), 0: (1, {'@': 140}), 19: (1, {'@': 140}), 11: (1, {'@': 140}), 22: (1, {'@': 140}), 12: (1, {'@': 140}), 7: (1, {'@': 140}), 8: (1, {'@': 140}), 10: (1, {'@': 140}), 39: (1, {'@': 140}), 23: (1, {'@': 140}), 20: (1, {'@': 140}), 24: (1, {'@': 140}), 1: (1, {'@': 140}), 2: (1, {'@': 140}), 3: (1, {'@': 140}), 5: (1, {'@': 140}), 6: (1, {'@': 140}), 9: (1, {'@': 140})}, 277: {8: (1, {'@': 108}), 0: (1, {'@': 108}), 1: (1, {'@': 108}), 9: (1, {'@': 108}), 10: (1, {'@': 108}), 2: (1, {'@': 108}), 3: (1, {'@': 108}), 5: (1, {'@': 108}), 7: (1, {'@': 108})}, 278: {24: (1, {'@': 211}), 0: (1, {'@': 211}), 1: (1, {'@': 211}), 19: (1, {'@': 211}), 11: (1, {'@': 211}), 2: (1, {'@': 211}), 3: (1, {'@': 211}), 22: (1, {'@': 211}), 5: (1, {'@': 211}), 12: (1, {'@': 211}), 6: (1, {'@': 211}), 7: (1, {'@': 211}), 8: (1, {'@': 211}), 9: (1, {'@': 211}), 10: (1, {'@': 211}), 23: (1, {'@': 211}), 57: (1, {'@': 211}), 56: (1, {'@': 211}), 20: (1, {'@': 211})}, 279: {0: (1, {'@': 148}), 19: (1, {'@': 148}), 11: (1, {'@': 148}), 22: (1, {'@': 148}), 12: (1, {'@': 148}), 7: (1, {'@': 148}), 8: (1, {'@': 148}), 10: (1, {'@': 148}), 23: (1, {'@': 148}), 20: (1, {'@': 148}), 53: (1, {'@': 148}), 24: (1, {'@': 148}), 1: (1, {'@': 148}), 2: (1, {'@': 148}), 3: (1, {'@': 148}), 5: (1, {'@': 148}), 6: (1, {'@': 148}), 9: (1, {'@': 148}), 58: (1, {'@': 148})}, 280: {24: (1, {'@': 192}), 0: (1, {'@': 192}), 1: (1, {'@': 192}), 19: (1, {'@': 192}), 11: (1, {'@': 192}), 2: (1, {'@': 192}), 3: (1, {'@': 192}), 22: (1, {'@': 192}), 5: (1, {'@': 192}), 12: (1, {'@': 192}), 6: (1, {'@': 192}), 7: (1, {'@': 192}), 8: (1, {'@': 192}), 9: (1, {'@': 192}), 10: (1, {'@': 192}), 23: (1, {'@': 192}), 20: (1, {'@': 192}), 38: (1, {'@': 192}), 53: (1, {'@': 192}), 54: (1, {'@': 192}), 55: (1, {'@': 192}), 56: (1, {'@': 192}), 39: (1, {'@': 192}), 57: (1, {'@': 192}), 58: (1, {'@': 192})}, 281: {15: (0, 72)}, 282: {17: (0, 217)}, 283: {52: (1, {'@': 205}), 40: (1, {'@': 205}), 41: (1, {'@': 205}), 43: (1, {'@': 205}), 44: (1, {'@': 205})}, 284: {68: (0, 71), 88: (0, 145)}, 285: {8: (1, {'@': 85}), 0: (1, {'@': 85}), 1: (1, {'@': 85}), 9: (1, {'@': 85}), 11: (1, {'@': 85}), 10: (1, {'@': 85}), 2: (1, {'@': 85}), 3: (1, {'@': 85}), 5: (1, {'@': 85}), 12: (1, {'@': 85}), 7: (1, {'@': 85})}, 286: {14: (1, {'@': 161}), 15: (1, {'@': 161}), 13: (1, {'@': 161}), 16: (1, {'@': 161}), 17: (1, {'@': 161}), 18: (1, {'@': 161})}, 287: {14: (0, 228), 15: (1, {'@': 155}), 16: (1, {'@': 155}), 17: (1, {'@': 155}), 18: (1, {'@': 155})}, 288: {8: (0, 295), 100: (0, 13), 10: (0, 5), 7: (0, 17), 48: (0, 20), 85: (0, 49), 3: (0, 40), 101: (0, 31), 102: (0, 53), 82: (0, 56), 80: (0, 60), 9: (0, 63), 83: (0, 65), 104: (0, 73), 49: (0, 78), 47: (0, 86), 81: (0, 93), 51: (0, 101), 2: (0, 109), 107: (0, 235), 105: (0, 117), 1: (0, 124), 106: (0, 176), 0: (0, 153), 86: (0, 135), 84: (0, 165), 50: (0, 172), 87: (0, 188), 5: (1, {'@': 1})}, 289: {28: (0, 113), 29: (0, 286), 31: (0, 289), 32: (0, 299), 34: (0, 292), 35: (0, 221), 36: (0, 10)}, 290: {40: (1, {'@': 184}), 41: (1, {'@': 184}), 15: (1, {'@': 184}), 42: (1, {'@': 184}), 43: (1, {'@': 184}), 16: (1, {'@': 184}), 44: (1, {'@': 184}), 20: (1, {'@': 184})}, 291: {8: (1, {'@': 124}), 0: (1, {'@': 124}), 1: (1, {'@': 124}), 9: (1, {'@': 124}), 10: (1, {'@': 124}), 2: (1, {'@': 124}), 3: (1, {'@': 124}), 5: (1, {'@': 124}), 7: (1, {'@': 124})}, 292: {28: (0, 252)}, 293: {19: (0, 243), 21: (0, 298), 20: (0, 143), 22: (0, 118), 25: (0, 193), 23: (0, 16), 24: (0, 173), 6: (0, 140), 26: (0, 18), 8: (1, {'@': 84}), 0: (1, {'@': 84}), 1: (1, {'@': 84}), 9: (1, {'@': 84}), 11: (1, {'@': 84}), 10: (1, {'@': 84}), 2: (1, {'@': 84}), 3: (1, {'@': 84}), 5: (1, {'@': 84}), 12: (1, {'@': 84}), 7: (1, {'@': 84})}, 294: {53: (1, {'@': 212}), 24: (1, {'@': 212}), 0: (1, {'@': 212}), 1: (1, {'@': 212}), 19: (1, {'@': 212}), 11: (1, {'@': 212}), 2: (1, {'@': 212}), 3: (1, {'@': 212}), 22: (1, {'@': 212}), 5: (1, {'@': 212}), 12: (1, {'@': 212}), 6: (1, {'@': 212}), 7: (1, {'@': 212}), 8: (1, {'@': 212}), 9: (1, {'@': 212}), 10: (1, {'@': 212}), 23: (1, {'@': 212}), 58: (1, {'@': 212}), 20: (1, {'@': 212})}, 295: {15: (0, 259)}, 296: {41: (0, 91), 98: (0, 256), 40: (0, 98), 44: (0, 104), 52: (0, 257), 43: (0, 107)}, 297: {19: (0, 243), 21: (0, 70), 20: (0, 143), 25: (0, 192), 22: (0, 118), 23: (0, 16), 24: (0, 173), 6: (0, 140), 26: (0, 18), 8: (1, {'@': 76}), 0: (1, {'@': 76}), 1: (1, {'@': 76}), 9: (1, {'@': 76}), 11: (1, {'@': 76}), 10: (1, {'@': 76}), 2: (1, {'@': 76}), 3: (1, {'@': 76}), 5: (1, {'@': 76}), 12: (1, {'@': 76}), 7: (1, {'@': 76})}, 298: {19: (0, 243), 20: (0, 143), 22: (0, 118), 23: (0, 16), 6: (0, 280), 24: (0, 173), 25: (0, 214), 26: (0, 272), 8: (1, {'@': 82}), 0: (1, {'@': 82}), 1: (1, {'@': 82}), 9: (1, {'@': 82}), 11: (1, {'@': 82}), 10: (1, {'@': 82}), 2: (1, {'@': 82}), 3: (1, {'@': 82}), 5: (1, {'@': 82}), 12: (1, {'@': 82}), 7: (1, {'@': 82})}, 299: {28: (0, 113), 29: (0, 286), 30: (0, 287), 31: (0, 289), 32: (0, 299), 33: (0, 2), 34: (0, 292), 27: (0, 246), 35: (0, 8), 36: (0, 10)}, 300: {19: (0, 243), 21: (0, 274), 20: (0, 143), 22: (0, 118), 23: (0, 16), 24: (0, 173), 25: (0, 291), 6: (0, 140), 26: (0, 18), 8: (1, {'@': 125}), 0: (1, {'@': 125}), 1: (1, {'@': 125}), 9: (1, {'@': 125}), 10: (1, {'@': 125}), 2: (1, {'@': 125}), 3: (1, {'@': 125}), 5: (1, {'@': 125}), 7: (1, {'@': 125})}}, 'start_states': {'start': 229}, 'end_states': {'start': 68}}, '__type__': 'ParsingFrontend'}, 'rules': [{'@': 0}, {'@': 1}, {'@': 2}, {'@': 3}, {'@': 4}, {'@': 5}, {'@': 6}, {'@': 7}, {'@': 8}, {'@': 9}, {'@': 10}, {'@': 11}, {'@': 12}, {'@': 13}, {'@': 14}, {'@': 15}, {'@': 16}, {'@': 17}, {'@': 18}, {'@': 19}, {'@': 20}, {'@': 21}, {'@': 22}, {'@': 23}, {'@': 24}, {'@': 25}, {'@': 26}, {'@': 27}, {'@': 28}, {'@': 29}, {'@': 30}, {'@': 31}, {'@': 32}, {'@': 33}, {'@': 34}, {'@': 35}, {'@': 36}, {'@': 37}, {'@': 38}, {'@': 39}, {'@': 40}, {'@': 41}, {'@': 42}, {'@': 43}, {'@': 44}, {'@': 45}, {'@': 46}, {'@': 47}, {'@': 48}, {'@': 49}, {'@': 50}, {'@': 51}, {'@': 52}, {'@': 53}, {'@': 54}, {'@': 55}, {'@': 56}, {'@': 57}, {'@': 58}, {'@': 59}, {'@': 60}, {'@': 61}, {'@': 62}, {'@': 63}, {'@': 64}, {'@': 65}, {'@': 66}, {'@': 67}, {'@': 68}, {'@': 69}, {'@': 70}, {'@': 71}, {'@': 72}, {'@': 73}, {'@': 74}, {'@': 75}, {'@': 76}, {'@': 77}, {'@': 78}, {'@': 79}, {'@': 80}, {'@': 81}, {'@': 82}, {'@': 83}, {'@': 84}, {'@': 85}, {'@': 86}, {'@': 87}, {'@': 88}, {'@': 89}, {'@': 90}, {'@': 91}, {'@': 92}, {'@': 93}, {'@': 94}, {'@': 95}, {'@': 96}, {'@': 97}, {'@': 98}, {'@': 99}, {'@': 100}, {'@': 101}, {'@': 102}, {'@': 103}, {'@': 104}, {'@': 105}, {'@': 106}, {'@': 107}, {'@': 108}, {'@': 109}, {'@': 110}, {'@': 111}, {'@': 112}, {'@': 113}, {'@': 114}, {'@': 115}, {'@': 116}, {'@': 117}, {'@': 118}, {'@': 119}, {'@': 120}, {'@': 121}, {'@': 122}, {'@': 123}, {'@': 124}, {'@': 125}, {'@': 126}, {'@': 127}, {'@': 128}, {'@': 129}, {'@': 130}, {'@': 131}, {'@': 132}, {'@': 133}, {'@': 134}, {'@': 135}, {'@': 136}, {'@': 137}, {'@': 138}, {'@': 139}, {'@': 140}, {'@': 141}, {'@': 142}, {'@': 143}, {'@': 144}, {'@': 145}, {'@': 146}, {'@': 147}, {'@': 148}, {'@': 149}, {'@': 150}, {'@': 151}, {'@': 152}, {'@': 153}, {'@': 154}, {'@': 155}, {'@': 156}, {'@': 157}, {'@': 158}, {'@': 159}, {'@': 160}, {'@': 161}, {'@': 162}, {'@': 163}, {'@': 164}, {'@': 165}, {'@': 166}, {'@': 167}, {'@': 168}, {'@': 169}, {'@': 170}, {'@': 171}, {'@': 172}, {'@': 173}, {'@': 174}, {'@': 175}, {'@': 176}, {'@': 177}, {'@': 178}, {'@': 179}, {'@': 180}, {'@': 181}, {'@': 182}, {'@': 183}, {'@': 184}, {'@': 185}, {'@': 186}, {'@': 187}, {'@': 188}, {'@': 189}, {'@': 190}, {'@': 191}, {'@': 192}, {'@': 193}, {'@': 194}, {'@': 195}, {'@': 196}, {'@': 197}, {'@': 198}, {'@': 199}, {'@': 200}, {'@': 201}, {'@': 202}, {'@': 203}, {'@': 204}, {'@': 205}, {'@': 206}, {'@': 207}, {'@': 208}, {'@': 209}, {'@': 210}, {'@': 211}, {'@': 212}, {'@': 213}], 'options': {'debug': False, 'strict': False, 'keep_all_tokens': False, 'tree_class': None, 'cache': False, 'cache_grammar': False, 'postlex': None, 'parser': 'lalr', 'lexer': 'basic', 'transformer': None, 'start': ['start'], 'priority': 'normal', 'ambiguity': 'auto', 'regex': False, 'propagate_positions': False, 'lexer_callbacks': {}, 'maybe_placeholders': False, 'edit_terminals': None, 'g_regex_flags': 0, 'use_bytes': False, 'ordered_sets': True, 'import_paths': [], 'source_path': None, '_plugins': {}}, '__type__': 'Lark'}
)
MEMO = (
{0: {'origin': {'name': 'start', '__type__': 'NonTerminal'}, 'expansion': [{'name': '__start_star_0', '__type__': 'NonTerminal'}, {'name': '__start_star_1', '__type__': 'NonTerminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 1: {'origin': {'name': 'start', '__type__': 'NonTerminal'}, 'expansion': [{'name': '__start_star_0', '__type__': 'NonTerminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 2: {'origin': {'name': 'start', '__type__': 'NonTerminal'}, 'expansion': [{'name': '__start_star_1', '__type__': 'NonTerminal'}], 'order': 2, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 3: {'origin': {'name': 'start', '__type__': 'NonTerminal'}, 'expansion': [], 'order': 3, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 4: {'origin': {'name': '_header_line', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ruleset', '__type__': 'NonTerminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 5: {'origin': {'name': '_header_line', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'include', '__type__': 'NonTerminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 6: {'origin': {'name': '_header_line', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'mission', '__type__': 'NonTerminal'}], 'order': 2, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 7: {'origin': {'name': '_header_line', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'directive', '__type__': 'NonTerminal'}], 'order': 3, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 8: {'origin': {'name': '_header_line', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'start_at', '__type__': 'NonTerminal'}], 'order': 4, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 9: {'origin': {'name': 'ruleset', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'K_RULESET', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'WORD', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 10: {'origin': {'name': 'include', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'K_INCLUDE', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'STRING', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 11: {'origin': {'name': 'mission', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'K_MISSION', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'INT', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'SEP', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'TITLE', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 12: {'origin': {'name': 'mission', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'K_MISSION', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'INT', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'SEP', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 13: {'origin': {'name': 'mission', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'K_MISSION', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'INT', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 2, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 14: {'origin': {'name': 'start_at', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'K_START', 'filter_out': False, '__type__': 'Terminal'}, {'name': '__start_at_plus_2', '__type__': 'NonTerminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 15: {'origin': {'name': 'directive', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'DIRECTIVE', 'filter_out': False, '__type__': 'Terminal'}, {'name': '__directive_star_3', '__type__': 'NonTerminal'}, {'name': 'effect', '__type__': 'NonTerminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 16: {'origin': {'name': 'directive', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'DIRECTIVE', 'filter_out': False, '__type__': 'Terminal'}, {'name': '__directive_star_3', '__type__': 'NonTerminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 17: {'origin': {'name': 'directive', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'DIRECTIVE', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'effect', '__type__': 'NonTerminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 2, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 18: {'origin': {'name': 'directive', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'DIRECTIVE', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 3, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 19: {'origin': {'name': '_section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'briefing', '__type__': 'NonTerminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 20: {'origin': {'name': '_section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'objectives', '__type__': 'NonTerminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 21: {'origin': {'name': '_section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'rules', '__type__': 'NonTerminal'}], 'order': 2, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 22: {'origin': {'name': '_section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'event', '__type__': 'NonTerminal'}], 'order': 3, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 23: {'origin': {'name': '_section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'card', '__type__': 'NonTerminal'}], 'order': 4, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 24: {'origin': {'name': '_section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'end_of_mission', '__type__': 'NonTerminal'}], 'order': 5, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 25: {'origin': {'name': '_section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'section', '__type__': 'NonTerminal'}], 'order': 6, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 26: {'origin': {'name': 'briefing', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'K_BRIEFING', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__briefing_star_4', '__type__': 'NonTerminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 27: {'origin': {'name': 'briefing', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'K_BRIEFING', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 28: {'origin': {'name': 'objectives', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'K_OBJECTIVES', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__objectives_star_5', '__type__': 'NonTerminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 29: {'origin': {'name': 'objectives', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'K_OBJECTIVES', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 30: {'origin': {'name': 'objective', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'BULLET', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'TEXT', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'LOGTAG', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 31: {'origin': {'name': 'objective', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'BULLET', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'TEXT', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 32: {'origin': {'name': 'rules', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'K_RULES', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 33: {'origin': {'name': 'rules', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'K_RULES', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 34: {'origin': {'name': 'event', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'K_EVENT', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'INT', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'SEP', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'TITLE', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__event_star_7', '__type__': 'NonTerminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 35: {'origin': {'name': 'event', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'K_EVENT', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'INT', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'SEP', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'TITLE', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 36: {'origin': {'name': 'event', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'K_EVENT', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'INT', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'SEP', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__event_star_7', '__type__': 'NonTerminal'}], 'order': 2, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 37: {'origin': {'name': 'event', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'K_EVENT', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'INT', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'SEP', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 3, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 38: {'origin': {'name': 'event', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'K_EVENT', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'INT', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__event_star_7', '__type__': 'NonTerminal'}], 'order': 4, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 39: {'origin': {'name': 'event', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'K_EVENT', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'INT', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 5, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 40: {'origin': {'name': 'card', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'K_CARD', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'CODE', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'SEP', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'TITLE', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__event_star_7', '__type__': 'NonTerminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 41: {'origin': {'name': 'card', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'K_CARD', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'CODE', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'SEP', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'TITLE', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 42: {'origin': {'name': 'card', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'K_CARD', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'CODE', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'SEP', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__event_star_7', '__type__': 'NonTerminal'}], 'order': 2, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 43: {'origin': {'name': 'card', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'K_CARD', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'CODE', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'SEP', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 3, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 44: {'origin': {'name': 'card', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'K_CARD', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'CODE', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__event_star_7', '__type__': 'NonTerminal'}], 'order': 4, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 45: {'origin': {'name': 'card', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'K_CARD', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'CODE', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 5, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 46: {'origin': {'name': 'end_of_mission', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'K_END', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__briefing_star_4', '__type__': 'NonTerminal'}, {'name': 'success_points', '__type__': 'NonTerminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 47: {'origin': {'name': 'end_of_mission', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'K_END', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__briefing_star_4', '__type__': 'NonTerminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 48: {'origin': {'name': 'end_of_mission', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'K_END', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'success_points', '__type__': 'NonTerminal'}], 'order': 2, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 49: {'origin': {'name': 'end_of_mission', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'K_END', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 3, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 50: {'origin': {'name': 'success_points', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'K_SUCCESS', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__success_points_star_8', '__type__': 'NonTerminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 51: {'origin': {'name': 'success_points', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'K_SUCCESS', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 52: {'origin': {'name': 'points_line', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'POINTS', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'C_IF', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'condition', '__type__': 'NonTerminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 53: {'origin': {'name': 'points_line', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'POINTS', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'PER', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'INT', 'filter_out': False, '__type__': 'Terminal'}, {'name': '__points_line_plus_9', '__type__': 'NonTerminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 54: {'origin': {'name': 'points_line', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'POINTS', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'PER', 'filter_out': False, '__type__': 'Terminal'}, {'name': '__points_line_plus_9', '__type__': 'NonTerminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 2, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 55: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'goto', '__type__': 'NonTerminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 56: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'goto', '__type__': 'NonTerminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 57: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'goto', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 2, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 58: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'goto', '__type__': 'NonTerminal'}], 'order': 3, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 59: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'decision', '__type__': 'NonTerminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 4, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 60: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'decision', '__type__': 'NonTerminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}], 'order': 5, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 61: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'decision', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 6, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 62: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'decision', '__type__': 'NonTerminal'}], 'order': 7, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 63: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'outcomes', '__type__': 'NonTerminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 8, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 64: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'outcomes', '__type__': 'NonTerminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}], 'order': 9, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 65: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'outcomes', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 10, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 66: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'outcomes', '__type__': 'NonTerminal'}], 'order': 11, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 67: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'branch', '__type__': 'NonTerminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 12, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 68: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'branch', '__type__': 'NonTerminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}], 'order': 13, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 69: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'branch', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 14, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 70: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'branch', '__type__': 'NonTerminal'}], 'order': 15, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 71: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 16, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 72: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}], 'order': 17, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 73: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'goto', '__type__': 'NonTerminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 18, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 74: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'goto', '__type__': 'NonTerminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}], 'order': 19, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 75: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'goto', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 20, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 76: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'goto', '__type__': 'NonTerminal'}], 'order': 21, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 77: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'decision', '__type__': 'NonTerminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 22, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 78: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'decision', '__type__': 'NonTerminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}], 'order': 23, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 79: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'decision', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 24, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 80: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'decision', '__type__': 'NonTerminal'}], 'order': 25, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 81: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'outcomes', '__type__': 'NonTerminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 26, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 82: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'outcomes', '__type__': 'NonTerminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}], 'order': 27, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 83: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'outcomes', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 28, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 84: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'outcomes', '__type__': 'NonTerminal'}], 'order': 29, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 85: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'branch', '__type__': 'NonTerminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 30, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 86: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'branch', '__type__': 'NonTerminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}], 'order': 31, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 87: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'branch', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 32, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 88: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'branch', '__type__': 'NonTerminal'}], 'order': 33, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 89: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 34, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 90: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 35, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 91: {'origin': {'name': 'entry', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_WHOLE', 'filter_out': False, '__type__': 'Terminal'}], 'order': 36, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 92: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'goto', '__type__': 'NonTerminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 93: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'goto', '__type__': 'NonTerminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 94: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'goto', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 2, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 95: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'goto', '__type__': 'NonTerminal'}], 'order': 3, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 96: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'decision', '__type__': 'NonTerminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 4, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 97: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'decision', '__type__': 'NonTerminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}], 'order': 5, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 98: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'decision', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 6, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 99: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'decision', '__type__': 'NonTerminal'}], 'order': 7, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 100: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'outcomes', '__type__': 'NonTerminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 8, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 101: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'outcomes', '__type__': 'NonTerminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}], 'order': 9, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 102: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'outcomes', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 10, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 103: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'outcomes', '__type__': 'NonTerminal'}], 'order': 11, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 104: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'branch', '__type__': 'NonTerminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 12, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 105: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'branch', '__type__': 'NonTerminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}], 'order': 13, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 106: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'branch', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 14, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 107: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'branch', '__type__': 'NonTerminal'}], 'order': 15, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 108: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 16, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 109: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}], 'order': 17, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 110: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'goto', '__type__': 'NonTerminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 18, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 111: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'goto', '__type__': 'NonTerminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}], 'order': 19, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 112: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'goto', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 20, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 113: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'goto', '__type__': 'NonTerminal'}], 'order': 21, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 114: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'decision', '__type__': 'NonTerminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 22, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 115: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'decision', '__type__': 'NonTerminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}], 'order': 23, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 116: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'decision', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 24, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 117: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'decision', '__type__': 'NonTerminal'}], 'order': 25, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 118: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'outcomes', '__type__': 'NonTerminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 26, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 119: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'outcomes', '__type__': 'NonTerminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}], 'order': 27, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 120: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'outcomes', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 28, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 121: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'outcomes', '__type__': 'NonTerminal'}], 'order': 29, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 122: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'branch', '__type__': 'NonTerminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 30, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 123: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'branch', '__type__': 'NonTerminal'}, {'name': '__rules_star_6', '__type__': 'NonTerminal'}], 'order': 31, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 124: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'branch', '__type__': 'NonTerminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 32, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 125: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'branch', '__type__': 'NonTerminal'}], 'order': 33, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 126: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}, {'name': 'hline', '__type__': 'NonTerminal'}], 'order': 34, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 127: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_ID', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 35, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 128: {'origin': {'name': 'section', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SECTION_WHOLE', 'filter_out': False, '__type__': 'Terminal'}], 'order': 36, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 129: {'origin': {'name': 'effect_line', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'LSQB', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'WORD', 'filter_out': False, '__type__': 'Terminal'}, {'name': '__effect_line_star_10', '__type__': 'NonTerminal'}, {'name': 'RSQB', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 130: {'origin': {'name': 'effect_line', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'LSQB', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'WORD', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'RSQB', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 131: {'origin': {'name': 'effect_line', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'EFFECT_LINE', 'filter_out': False, '__type__': 'Terminal'}], 'order': 2, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 132: {'origin': {'name': 'effect', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'LSQB', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'WORD', 'filter_out': False, '__type__': 'Terminal'}, {'name': '__effect_line_star_10', '__type__': 'NonTerminal'}, {'name': 'RSQB', 'filter_out': False, '__type__': 'Terminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 133: {'origin': {'name': 'effect', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'LSQB', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'WORD', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'RSQB', 'filter_out': False, '__type__': 'Terminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 134: {'origin': {'name': 'goto', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'GOTO', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'ENTRY_REF', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 135: {'origin': {'name': 'goto', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'GOTO', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'CONTINUE', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 136: {'origin': {'name': 'goto', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'GOTO_LINE', 'filter_out': False, '__type__': 'Terminal'}], 'order': 2, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 137: {'origin': {'name': 'decision', '__type__': 'NonTerminal'}, 'expansion': [{'name': '__decision_plus_11', '__type__': 'NonTerminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 138: {'origin': {'name': 'option', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'BULLET', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'C_IF', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'condition', '__type__': 'NonTerminal'}, {'name': 'COLON', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'TEXT', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'ARROW', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'ENTRY_REF', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 139: {'origin': {'name': 'option', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'BULLET', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'C_IF', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'condition', '__type__': 'NonTerminal'}, {'name': 'COLON', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'TEXT', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'ARROW', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'CONTINUE', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 140: {'origin': {'name': 'option', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'BULLET', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'TEXT', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'ARROW', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'ENTRY_REF', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 2, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 141: {'origin': {'name': 'option', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'BULLET', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'TEXT', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'ARROW', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'CONTINUE', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 3, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 142: {'origin': {'name': 'option', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'OPTION_LINE', 'filter_out': False, '__type__': 'Terminal'}], 'order': 4, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 143: {'origin': {'name': 'outcomes', '__type__': 'NonTerminal'}, 'expansion': [{'name': '__outcomes_plus_12', '__type__': 'NonTerminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 144: {'origin': {'name': 'outcome', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'LABEL', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'ARROW', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'ENTRY_REF', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 145: {'origin': {'name': 'outcome', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'LABEL', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'ARROW', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'CONTINUE', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 146: {'origin': {'name': 'outcome', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'OUTCOME_LINE', 'filter_out': False, '__type__': 'Terminal'}], 'order': 2, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 147: {'origin': {'name': 'branch', '__type__': 'NonTerminal'}, 'expansion': [{'name': '__branch_plus_13', '__type__': 'NonTerminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 148: {'origin': {'name': 'arm', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'IF', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'condition', '__type__': 'NonTerminal'}, {'name': 'ARROW', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'ENTRY_REF', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 149: {'origin': {'name': 'arm', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'IF', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'condition', '__type__': 'NonTerminal'}, {'name': 'ARROW', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'CONTINUE', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 150: {'origin': {'name': 'arm', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'OTHERWISE', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'ARROW', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'ENTRY_REF', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 2, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 151: {'origin': {'name': 'arm', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'OTHERWISE', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'ARROW', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'CONTINUE', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 3, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 152: {'origin': {'name': 'hline', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'DOTTED', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 153: {'origin': {'name': 'hline', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'DOUBLE', 'filter_out': False, '__type__': 'Terminal'}, {'name': '_NL', 'filter_out': True, '__type__': 'Terminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 154: {'origin': {'name': 'hline', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'HLINE', 'filter_out': False, '__type__': 'Terminal'}], 'order': 2, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 155: {'origin': {'name': 'condition', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'or_cond', '__type__': 'NonTerminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': True, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 156: {'origin': {'name': 'or_cond', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'and_cond', '__type__': 'NonTerminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': True, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 157: {'origin': {'name': 'or_cond', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'or_cond', '__type__': 'NonTerminal'}, {'name': 'OR', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'and_cond', '__type__': 'NonTerminal'}], 'order': 1, 'alias': 'either', 'options': {'keep_all_tokens': False, 'expand1': True, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 158: {'origin': {'name': 'and_cond', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'not_cond', '__type__': 'NonTerminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': True, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 159: {'origin': {'name': 'and_cond', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'and_cond', '__type__': 'NonTerminal'}, {'name': 'AND', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'not_cond', '__type__': 'NonTerminal'}], 'order': 1, 'alias': 'both', 'options': {'keep_all_tokens': False, 'expand1': True, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 160: {'origin': {'name': 'not_cond', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'NOT', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'not_cond', '__type__': 'NonTerminal'}], 'order': 0, 'alias': 'negation', 'options': {'keep_all_tokens': False, 'expand1': True, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 161: {'origin': {'name': 'not_cond', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'atom', '__type__': 'NonTerminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': True, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 162: {'origin': {'name': 'atom', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'NOTED', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'NAME', 'filter_out': False, '__type__': 'Terminal'}], 'order': 0, 'alias': 'noted', 'options': {'keep_all_tokens': False, 'expand1': True, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 163: {'origin': {'name': 'atom', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'HAS', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'NAME', 'filter_out': False, '__type__': 'Terminal'}], 'order': 1, 'alias': 'has', 'options': {'keep_all_tokens': False, 'expand1': True, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 164: {'origin': {'name': 'atom', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'NAME', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'CMP', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'INT', 'filter_out': False, '__type__': 'Terminal'}], 'order': 2, 'alias': 'compare', 'options': {'keep_all_tokens': False, 'expand1': True, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 165: {'origin': {'name': 'atom', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'NAME', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'CMP', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'SIGNED_INT', 'filter_out': False, '__type__': 'Terminal'}], 'order': 3, 'alias': 'compare', 'options': {'keep_all_tokens': False, 'expand1': True, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 166: {'origin': {'name': 'atom', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'NAME', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'NAME', 'filter_out': False, '__type__': 'Terminal'}], 'order': 4, 'alias': 'pred', 'options': {'keep_all_tokens': False, 'expand1': True, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 167: {'origin': {'name': 'atom', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'LPAR', 'filter_out': False, '__type__': 'Terminal'}, {'name': 'condition', '__type__': 'NonTerminal'}, {'name': 'RPAR', 'filter_out': False, '__type__': 'Terminal'}], 'order': 5, 'alias': 'group', 'options': {'keep_all_tokens': False, 'expand1': True, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 168: {'origin': {'name': '__start_star_0', '__type__': 'NonTerminal'}, 'expansion': [{'name': '_header_line', '__type__': 'NonTerminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 169: {'origin': {'name': '__start_star_0', '__type__': 'NonTerminal'}, 'expansion': [{'name': '__start_star_0', '__type__': 'NonTerminal'}, {'name': '_header_line', '__type__': 'NonTerminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 170: {'origin': {'name': '__start_star_1', '__type__': 'NonTerminal'}, 'expansion': [{'name': '_section', '__type__': 'NonTerminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 171: {'origin': {'name': '__start_star_1', '__type__': 'NonTerminal'}, 'expansion': [{'name': '__start_star_1', '__type__': 'NonTerminal'}, {'name': '_section', '__type__': 'NonTerminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 172: {'origin': {'name': '__start_at_plus_2', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'ENTRY_REF', 'filter_out': False, '__type__': 'Terminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 173: {'origin': {'name': '__start_at_plus_2', '__type__': 'NonTerminal'}, 'expansion': [{'name': '__start_at_plus_2', '__type__': 'NonTerminal'}, {'name': 'ENTRY_REF', 'filter_out': False, '__type__': 'Terminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 174: {'origin': {'name': '__directive_star_3', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'WORD', 'filter_out': False, '__type__': 'Terminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 175: {'origin': {'name': '__directive_star_3', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'INT', 'filter_out': False, '__type__': 'Terminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 176: {'origin': {'name': '__directive_star_3', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SIGNED_INT', 'filter_out': False, '__type__': 'Terminal'}], 'order': 2, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 177: {'origin': {'name': '__directive_star_3', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'DICE', 'filter_out': False, '__type__': 'Terminal'}], 'order': 3, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 178: {'origin': {'name': '__directive_star_3', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'COLON', 'filter_out': False, '__type__': 'Terminal'}], 'order': 4, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 179: {'origin': {'name': '__directive_star_3', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'COMMA', 'filter_out': False, '__type__': 'Terminal'}], 'order': 5, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 180: {'origin': {'name': '__directive_star_3', '__type__': 'NonTerminal'}, 'expansion': [{'name': '__directive_star_3', '__type__': 'NonTerminal'}, {'name': 'WORD', 'filter_out': False, '__type__': 'Terminal'}], 'order': 6, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 181: {'origin': {'name': '__directive_star_3', '__type__': 'NonTerminal'}, 'expansion': [{'name': '__directive_star_3', '__type__': 'NonTerminal'}, {'name': 'INT', 'filter_out': False, '__type__': 'Terminal'}], 'order': 7, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 182: {'origin': {'name': '__directive_star_3', '__type__': 'NonTerminal'}, 'expansion': [{'name': '__directive_star_3', '__type__': 'NonTerminal'}, {'name': 'SIGNED_INT', 'filter_out': False, '__type__': 'Terminal'}], 'order': 8, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 183: {'origin': {'name': '__directive_star_3', '__type__': 'NonTerminal'}, 'expansion': [{'name': '__directive_star_3', '__type__': 'NonTerminal'}, {'name': 'DICE', 'filter_out': False, '__type__': 'Terminal'}], 'order': 9, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 184: {'origin': {'name': '__directive_star_3', '__type__': 'NonTerminal'}, 'expansion': [{'name': '__directive_star_3', '__type__': 'NonTerminal'}, {'name': 'COLON', 'filter_out': False, '__type__': 'Terminal'}], 'order': 10, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 185: {'origin': {'name': '__directive_star_3', '__type__': 'NonTerminal'}, 'expansion': [{'name': '__directive_star_3', '__type__': 'NonTerminal'}, {'name': 'COMMA', 'filter_out': False, '__type__': 'Terminal'}], 'order': 11, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 186: {'origin': {'name': '__briefing_star_4', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'PROSE', 'filter_out': False, '__type__': 'Terminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 187: {'origin': {'name': '__briefing_star_4', '__type__': 'NonTerminal'}, 'expansion': [{'name': '__briefing_star_4', '__type__': 'NonTerminal'}, {'name': 'PROSE', 'filter_out': False, '__type__': 'Terminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 188: {'origin': {'name': '__objectives_star_5', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'objective', '__type__': 'NonTerminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 189: {'origin': {'name': '__objectives_star_5', '__type__': 'NonTerminal'}, 'expansion': [{'name': '__objectives_star_5', '__type__': 'NonTerminal'}, {'name': 'objective', '__type__': 'NonTerminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 190: {'origin': {'name': '__rules_star_6', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'PROSE', 'filter_out': False, '__type__': 'Terminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 191: {'origin': {'name': '__rules_star_6', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'effect_line', '__type__': 'NonTerminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 192: {'origin': {'name': '__rules_star_6', '__type__': 'NonTerminal'}, 'expansion': [{'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'PROSE', 'filter_out': False, '__type__': 'Terminal'}], 'order': 2, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 193: {'origin': {'name': '__rules_star_6', '__type__': 'NonTerminal'}, 'expansion': [{'name': '__rules_star_6', '__type__': 'NonTerminal'}, {'name': 'effect_line', '__type__': 'NonTerminal'}], 'order': 3, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 194: {'origin': {'name': '__event_star_7', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'entry', '__type__': 'NonTerminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 195: {'origin': {'name': '__event_star_7', '__type__': 'NonTerminal'}, 'expansion': [{'name': '__event_star_7', '__type__': 'NonTerminal'}, {'name': 'entry', '__type__': 'NonTerminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 196: {'origin': {'name': '__success_points_star_8', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'points_line', '__type__': 'NonTerminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 197: {'origin': {'name': '__success_points_star_8', '__type__': 'NonTerminal'}, 'expansion': [{'name': '__success_points_star_8', '__type__': 'NonTerminal'}, {'name': 'points_line', '__type__': 'NonTerminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 198: {'origin': {'name': '__points_line_plus_9', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'WORD', 'filter_out': False, '__type__': 'Terminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 199: {'origin': {'name': '__points_line_plus_9', '__type__': 'NonTerminal'}, 'expansion': [{'name': '__points_line_plus_9', '__type__': 'NonTerminal'}, {'name': 'WORD', 'filter_out': False, '__type__': 'Terminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 200: {'origin': {'name': '__effect_line_star_10', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'WORD', 'filter_out': False, '__type__': 'Terminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 201: {'origin': {'name': '__effect_line_star_10', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'INT', 'filter_out': False, '__type__': 'Terminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 202: {'origin': {'name': '__effect_line_star_10', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'SIGNED_INT', 'filter_out': False, '__type__': 'Terminal'}], 'order': 2, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 203: {'origin': {'name': '__effect_line_star_10', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'DICE', 'filter_out': False, '__type__': 'Terminal'}], 'order': 3, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 204: {'origin': {'name': '__effect_line_star_10', '__type__': 'NonTerminal'}, 'expansion': [{'name': '__effect_line_star_10', '__type__': 'NonTerminal'}, {'name': 'WORD', 'filter_out': False, '__type__': 'Terminal'}], 'order': 4, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 205: {'origin': {'name': '__effect_line_star_10', '__type__': 'NonTerminal'}, 'expansion': [{'name': '__effect_line_star_10', '__type__': 'NonTerminal'}, {'name': 'INT', 'filter_out': False, '__type__': 'Terminal'}], 'order': 5, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 206: {'origin': {'name': '__effect_line_star_10', '__type__': 'NonTerminal'}, 'expansion': [{'name': '__effect_line_star_10', '__type__': 'NonTerminal'}, {'name': 'SIGNED_INT', 'filter_out': False, '__type__': 'Terminal'}], 'order': 6, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 207: {'origin': {'name': '__effect_line_star_10', '__type__': 'NonTerminal'}, 'expansion': [{'name': '__effect_line_star_10', '__type__': 'NonTerminal'}, {'name': 'DICE', 'filter_out': False, '__type__': 'Terminal'}], 'order': 7, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 208: {'origin': {'name': '__decision_plus_11', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'option', '__type__': 'NonTerminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 209: {'origin': {'name': '__decision_plus_11', '__type__': 'NonTerminal'}, 'expansion': [{'name': '__decision_plus_11', '__type__': 'NonTerminal'}, {'name': 'option', '__type__': 'NonTerminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 210: {'origin': {'name': '__outcomes_plus_12', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'outcome', '__type__': 'NonTerminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 211: {'origin': {'name': '__outcomes_plus_12', '__type__': 'NonTerminal'}, 'expansion': [{'name': '__outcomes_plus_12', '__type__': 'NonTerminal'}, {'name': 'outcome', '__type__': 'NonTerminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 212: {'origin': {'name': '__branch_plus_13', '__type__': 'NonTerminal'}, 'expansion': [{'name': 'arm', '__type__': 'NonTerminal'}], 'order': 0, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}, 213: {'origin': {'name': '__branch_plus_13', '__type__': 'NonTerminal'}, 'expansion': [{'name': '__branch_plus_13', '__type__': 'NonTerminal'}, {'name': 'arm', '__type__': 'NonTerminal'}], 'order': 1, 'alias': None, 'options': {'keep_all_tokens': False, 'expand1': False, 'priority': None, 'template_source': None, 'empty_indices': (), '__type__': 'RuleOptions'}, '__type__': 'Rule'}}
)
Shift = 0
Reduce = 1
def Lark_StandAlone(**kwargs):
  return Lark._load_from_dict(DATA, MEMO, **kwargs)
