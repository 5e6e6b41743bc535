// The VS Code client of crawlbook's language server (docs/editors.md): it starts
// `crawlbook lsp` (the command is the setting crawlbook.server.command) and connects it to
// the editor's .mission files over stdio. Highlighting is the TextMate grammar in
// syntaxes/; everything else comes from the server.
"use strict";

const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const config = vscode.workspace.getConfiguration("crawlbook.server");
  const [command, ...args] = config.get("command", ["crawlbook", "lsp"]);
  const serverOptions = { command, args, transport: TransportKind.stdio };
  const clientOptions = {
    documentSelector: [{ scheme: "file", language: "mission" }],
    initializationOptions: { debounce_ms: config.get("debounceMs", 50) },
    synchronize: {
      // Included files changed outside the editor re-check the missions that read them.
      fileEvents: vscode.workspace.createFileSystemWatcher("**/*.mission"),
    },
  };
  client = new LanguageClient("crawlbook", "crawlbook", serverOptions, clientOptions);
  client.start();
  context.subscriptions.push({ dispose: () => client && client.stop() });
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
