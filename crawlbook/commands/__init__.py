"""One module per `crawlbook` subcommand; each exposes a click command named ``command``."""
