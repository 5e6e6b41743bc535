"""Editor support: the language server behind `crawlbook lsp` (docs/editors.md).

The package is split so that everything but ``server.py`` is plain Python that the tests
and other tools use without a Language Server Protocol connection:

- ``analysis.py``: the missions an editor works on (open texts over the files on disk),
  which mission each file belongs to, and their analysis by the compiler, the same checks
  and configuration as `crawlbook check`;
- ``places.py``: positions and ranges (0-based, in characters) and how spans map to them;
- ``symbols.py``: where each entry, Event, card, Log Entry and marker is defined and used;
- ``features.py``: definition, references, rename, outline, hover and completion, asked
  of the ruleset's registry and the checked booklet, never of a ruleset's names;
- ``actions.py``: the fixes offered for diagnostics (code actions);
- ``answers.py``: the requests answered from the last finished check, in the protocol's
  types;
- ``worker.py``: the checking process (the ``Project``, its checks and the answers);
- ``server.py``: the pygls server that speaks the protocol over stdio and keeps the
  documents, with the checks in the checking process.
"""
