"""The browser player (docs/playing.md, "In the browser"): ``play`` makes the views of a
game as JSON (no web server needed: the exported page runs it in Pyodide), ``app`` serves
them with Starlette (`crawlbook serve`), ``static/`` holds the page, its script and its
style sheet."""
