"""`python -m crawlbook` runs the command line."""

from crawlbook.cli import main

main()
