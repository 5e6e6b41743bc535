"""The test suite (a package, so that every test module has one name: ``tests.lsp.client``)."""
