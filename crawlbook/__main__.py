"""`python -m crawlbook` runs the command line (``crawlbook.start``)."""

from crawlbook.start import run

run()
