// The VS Code client of crawlbook's language server (docs/editors.md): it starts
// `crawlbook lsp` (the command is the setting crawlbook.server.command) and connects it to
// the editor's .mission files over stdio. Highlighting is the TextMate grammar in
// syntaxes/; everything else comes from the server. The server's code lenses ("Play from
// here", "Simulate from here") call `crawlbook.run`: crawlbook with the lens's arguments,
// in a terminal of its own.
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
  // The server command less its trailing `lsp` is crawlbook itself.
  const crawlbook = args.length && args[args.length - 1] === "lsp"
    ? [command, ...args.slice(0, -1)] : [command];
  context.subscriptions.push(vscode.commands.registerCommand("crawlbook.run", (...argv) => {
    const terminal = vscode.window.createTerminal({ name: `crawlbook ${argv[0] || ""}` });
    terminal.show();
    terminal.sendText([...crawlbook, ...argv].map(quote).join(" "));
  }));
  client = new LanguageClient("crawlbook", "crawlbook", serverOptions, clientOptions);
  client.start();
  context.subscriptions.push({ dispose: () => client && client.stop() });
}

// One word for a POSIX shell: single quotes, a quote inside written '\''.
function quote(word) {
  return /^[A-Za-z0-9_./:=@%+-]+$/.test(word) ? word : `'${String(word).replace(/'/g, "'\\''")}'`;
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
