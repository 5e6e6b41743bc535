// The browser player (docs/playing.md, "In the browser"): draws the views crawlbook.web.play
// makes of a game. Served (`crawlbook serve`) it asks the server; exported (`crawlbook
// export`) it runs the same Python in the page through Pyodide. Every text of a mission
// is put in the page with textContent, never as markup; style names become class names.
"use strict";

(function () {
  const MODE = document.body.dataset.mode || "server";
  const KEEP = "crawlbook:" + location.pathname;
  const $ = (id) => document.getElementById(id);
  let backend = null;
  let gid = null;
  let seen = 0;
  let current = null; // the last view
  let busy = false;

  // -- little DOM helpers ---------------------------------------------------------------
  function el(tag, cls, text) {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }
  function runs(node, spans) {
    for (const [text, style] of spans || []) {
      if (!style) { node.appendChild(document.createTextNode(text)); continue; }
      const span = el("span", style.split(" ").map((s) => "s-" + s).join(" "), text);
      node.appendChild(span);
    }
    return node;
  }
  function say(text, bad) {
    const status = $("status");
    status.textContent = text;
    status.classList.toggle("bad", !!bad);
  }

  // -- the two backends -----------------------------------------------------------------
  class Problem extends Error {
    constructor(message, status) { super(message); this.status = status; }
  }

  class ServerBackend {
    async call(method, path, body) {
      const options = { method, headers: {} };
      if (body !== undefined) {
        options.headers["content-type"] = "application/json";
        options.body = JSON.stringify(body);
      }
      const reply = await fetch("api/" + path, options);
      const data = await reply.json().catch(() => ({ error: "the server's answer is unreadable" }));
      if (!reply.ok) throw new Problem(data.error || ("error " + reply.status), reply.status);
      return data;
    }
    start(save) { return this.call("POST", "games", { save: save || null }); }
    get(game, since) { return this.call("GET", "games/" + encodeURIComponent(game) + "?since=" + since); }
    answer(game, choice, since) {
      return this.call("POST", "games/" + encodeURIComponent(game) + "/answer", { choice, since });
    }
    async save(game) {
      const done = await this.call("POST", "games/" + encodeURIComponent(game) + "/save", {});
      return "Game saved to " + done.path + ". Play on at the console with: " + done.resume;
    }
    download(game, what) {
      return Promise.resolve({ href: "api/games/" + encodeURIComponent(game) + "/" + what });
    }
  }

  class PyodideBackend {
    static async create() {
      say("Starting the rules engine in the page (Pyodide)…");
      const started = performance.now();
      // eslint-disable-next-line no-undef
      const pyodide = await loadPyodide({ indexURL: new URL("pyodide/", location.href).href });
      const times = { pyodide: performance.now() - started };
      const manifest = await (await fetch("runtime/manifest.json")).json();
      const site = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
      for (const name of manifest.archives) {
        const data = await (await fetch("runtime/" + name)).arrayBuffer();
        pyodide.unpackArchive(data, "zip", { extractDir: site });
      }
      times.unpacked = performance.now() - started;
      const program = await (await fetch("program.json")).text();
      pyodide.globals.set("PROGRAM_TEXT", program);
      const local = pyodide.runPython(
        "from crawlbook.web.local import Local\nLocal(PROGRAM_TEXT)");
      times.ready = performance.now() - started;
      window.crawlbookLoad = times; // docs/performance.md reads these
      say("");
      return new PyodideBackend(local);
    }
    constructor(local) { this.local = local; }
    run(method, ...args) {
      const reply = JSON.parse(this.local[method](...args));
      if (reply.error) throw new Problem(reply.error, reply.status || 400);
      return reply;
    }
    async start(save) { return this.run("start", save || ""); }
    async get(game, since) { return this.run("show", game, since); }
    async answer(game, choice, since) { return this.run("answer", game, choice, since); }
    async save(game) {
      const reply = this.run("show", game, 1 << 30);
      localStorage.setItem(KEEP, reply.save);
      return "Game saved in this browser.";
    }
    async download(game, what) {
      const text = this.run("download", game, what).text;
      const kind = what.endsWith(".json") ? "application/json" : "application/x-ndjson";
      return { href: URL.createObjectURL(new Blob([text], { type: kind })) };
    }
  }

  // -- one game a tab -------------------------------------------------------------------
  // A duplicated tab starts with a copy of its original's sessionStorage, so with the same
  // game: it asks the other tabs whether one plays it, and if one does, it goes on with a
  // copy of the game (the save: a new game of its own, the same so far).
  const channel = "BroadcastChannel" in window ? new BroadcastChannel("crawlbook-tabs") : null;
  if (channel) {
    channel.addEventListener("message", (e) => {
      if (e.data && gid && e.data.ask === gid) channel.postMessage({ mine: gid });
    });
  }
  function playedElsewhere(game) {
    if (!channel) return Promise.resolve(false);
    return new Promise((resolve) => {
      const heard = (e) => {
        if (e.data && e.data.mine === game) { done(true); }
      };
      const done = (answer) => {
        clearTimeout(timer);
        channel.removeEventListener("message", heard);
        resolve(answer);
      };
      const timer = setTimeout(() => done(false), 200);
      channel.addEventListener("message", heard);
      channel.postMessage({ ask: game });
    });
  }

  // -- keeping the tab's game -----------------------------------------------------------
  // The save is kept as the text the engine wrote, never read as JavaScript numbers.
  function kept() {
    try { return JSON.parse(sessionStorage.getItem(KEEP) || "null"); } catch (e) { return null; }
  }
  function keep(reply) {
    try {
      sessionStorage.setItem(KEEP, JSON.stringify({ game: reply.game, save: reply.save }));
      if (MODE === "static") localStorage.setItem(KEEP, reply.save);
    } catch (e) { /* storage full or off: the game goes on */ }
  }

  // -- drawing the story and the prompt -------------------------------------------------
  function story(items, fresh) {
    const box = $("story");
    if (fresh) box.textContent = "";
    if (!items.length) return;
    const batch = el("div", "batch");
    let para = null;
    for (const item of items) {
      if (item.kind === "heading") {
        batch.appendChild(runs(el("h3", "heading"), item.spans));
        para = null;
      } else if (item.kind === "line") {
        para = runs(el("p", "line"), item.spans);
        batch.appendChild(para);
      } else if (item.kind === "gap") {
        batch.appendChild(el("div", "gap"));
      }
    }
    box.appendChild(batch);
    batch.scrollIntoView({ block: "end" });
  }

  function promptView(view) {
    const box = $("prompt");
    box.textContent = "";
    const prompt = view.prompt;
    $("help").hidden = true;
    if (!prompt) {
      const end = el("p", "result", view.result ? view.result.text : "The game is over.");
      end.id = "result";
      box.appendChild(el("h2", "question", "The game is over"));
      box.appendChild(end);
      const again = el("button", "choice", "Play again (a new game)");
      again.type = "button";
      again.addEventListener("click", () => fresh(null));
      box.appendChild(again);
      again.focus({ preventScroll: true });
      return;
    }
    for (const line of prompt.before || []) box.appendChild(runs(el("p", "before"), line));
    const question = runs(el("h2", "question"), prompt.question);
    question.id = "question";
    box.appendChild(question);
    const list = el("ol", "choices");
    list.setAttribute("aria-labelledby", "question");
    let focus = null;
    for (const choice of prompt.choices) {
      const item = el("li");
      const button = el("button", "choice");
      button.type = "button";
      button.dataset.choice = choice.id;
      button.dataset.key = choice.key;
      if (choice.key.length === 1) button.setAttribute("aria-keyshortcuts", choice.key);
      button.appendChild(el("span", "key", choice.key));
      runs(button.appendChild(el("span", "label")), choice.spans);
      if (choice.default) {
        button.appendChild(el("span", "default", " (Enter)"));
        button.classList.add("is-default");
        focus = button;
      }
      button.addEventListener("click", () => answer(choice.id));
      item.appendChild(button);
      list.appendChild(item);
    }
    box.appendChild(list);
    (focus || list.querySelector("button")).focus({ preventScroll: true });
  }

  // -- drawing the board ------------------------------------------------------------------
  function tones(node, tone) { if (tone) node.classList.add("tone-" + tone); return node; }

  function track(piece) {
    const node = tones(el("div", "track"), piece.tone);
    node.setAttribute("role", "group");
    const at = piece.value === null ? "off the track" : String(piece.value);
    node.setAttribute("aria-label", piece.label + ": " + (piece.text || at));
    node.appendChild(el("span", "track-label", piece.label));
    const boxes = el("span", "boxes");
    boxes.setAttribute("aria-hidden", "true");
    if (piece.size > 20) boxes.classList.add("many"); // a Time Track: narrow boxes, one row
    const marks = {};
    for (const m of piece.marks) marks[m.at] = m;
    for (let n = piece.first; n < piece.first + piece.size; n++) {
      const box = el("span", "box", piece.size <= 12 ? String(n) : "");
      const zone = piece.zones.find((z) => z.first <= n && n <= z.last);
      if (zone) box.classList.add("zone-" + zone.tone);
      if (piece.value !== null && (n === piece.value || (piece.filled && n < piece.value))) {
        box.classList.add(n === piece.value ? "here" : "full");
      }
      if (piece.filled && piece.value !== null && n <= piece.value) box.classList.add("full");
      if (marks[n]) { box.classList.add("mark"); tones(box, marks[n].tone); box.title = marks[n].label; }
      boxes.appendChild(box);
    }
    node.appendChild(boxes);
    if (piece.text) node.appendChild(el("span", "track-text", piece.text));
    return node;
  }

  function counter(piece) {
    const node = tones(el("div", "counter"), piece.tone);
    node.appendChild(el("span", "counter-label", piece.label));
    node.appendChild(el("strong", "counter-value", piece.value));
    if (piece.most !== null) node.appendChild(el("span", "counter-most", " of " + piece.most));
    if (piece.text) node.appendChild(el("span", "counter-text hint", piece.text));
    return node;
  }

  function card(piece) {
    const node = tones(el("article", "card"), piece.tone);
    if (piece.current) node.classList.add("current");
    const words = [piece.kicker, piece.title, ...piece.lines, ...piece.tags];
    const open = Object.keys(piece.edges).filter((k) => piece.edges[k] === "open");
    const closed = Object.keys(piece.edges).filter((k) => piece.edges[k] !== "open");
    if (open.length) words.push("exits: " + open.join(", "));
    if (closed.length) words.push("dead ends: " + closed.join(", "));
    node.setAttribute("aria-label", words.filter(Boolean).join("; "));
    if (piece.kicker) node.appendChild(el("p", "kicker", piece.kicker));
    node.appendChild(el("h3", "card-title", piece.title));
    for (const line of piece.lines) node.appendChild(el("p", "card-line", line));
    if (piece.tags.length) {
      const tags = el("p", "tags");
      for (const tag of piece.tags) tags.appendChild(el("span", "tag", tag));
      node.appendChild(tags);
    }
    for (const edge of Object.keys(piece.edges)) {
      const mark = el("span", "edge edge-" + edge + " edge-" + piece.edges[edge]);
      mark.setAttribute("aria-hidden", "true");
      node.appendChild(mark);
    }
    return node;
  }

  function grid(piece) {
    const outer = el("div", "grid-wrap");
    const node = el("div", "grid");
    node.setAttribute("role", "group");
    node.setAttribute("aria-label", piece.label);
    node.style.gridTemplateColumns = "2em repeat(" + piece.columns + ", minmax(5.6em, 1fr))";
    piece.column_labels.forEach((label, i) => {
      const head = el("span", "grid-head", label);
      head.style.gridRow = "1"; head.style.gridColumn = String(i + 2);
      node.appendChild(head);
    });
    piece.row_labels.forEach((label, i) => {
      const head = el("span", "grid-head", label);
      head.style.gridRow = String(i + 2); head.style.gridColumn = "1";
      node.appendChild(head);
    });
    const taken = new Set();
    for (const cell of piece.cells) {
      const c = card(cell.card);
      c.style.gridRow = String(cell.row + 1); c.style.gridColumn = String(cell.column + 1);
      taken.add(cell.row + ":" + cell.column);
      node.appendChild(c);
    }
    for (let r = 1; r <= piece.rows; r++) {
      for (let k = 1; k <= piece.columns; k++) {
        if (taken.has(r + ":" + k)) continue;
        const empty = el("span", "empty");
        empty.setAttribute("aria-hidden", "true");
        empty.style.gridRow = String(r + 1); empty.style.gridColumn = String(k + 1);
        node.appendChild(empty);
      }
    }
    outer.appendChild(node);
    if (piece.legend) outer.appendChild(el("p", "hint", piece.legend));
    return outer;
  }

  const PIECES = { track, counter, card, grid };

  function board(groups) {
    const box = $("board");
    box.textContent = "";
    for (const group of groups) {
      const section = el("section", "group" + (group.wide ? " wide" : ""));
      section.appendChild(el("h2", "group-title", group.title));
      const pieces = el("div", "pieces");
      for (const piece of group.pieces) {
        const draw = PIECES[piece.piece];
        if (draw) pieces.appendChild(draw(piece));
      }
      section.appendChild(pieces);
      for (const note of group.notes) section.appendChild(el("p", "hint", note));
      box.appendChild(section);
    }
  }

  function events(lines, fresh) {
    const list = $("events");
    if (fresh) list.textContent = "";
    for (const line of lines) list.appendChild(el("li", "", line));
    while (list.children.length > 500) list.removeChild(list.firstChild);
    list.scrollTop = list.scrollHeight;
  }

  // -- playing --------------------------------------------------------------------------
  function show(reply, fresh) {
    gid = reply.game;
    const view = reply.view;
    current = view;
    seen = view.seen;
    keep(reply);
    const mission = view.mission;
    const title = "Mission " + mission.number + ": " + mission.title;
    document.title = title + " (crawlbook)";
    $("title").textContent = title;
    $("subtitle").textContent = view.ruleset + ", seed " + view.seed;
    story(view.story, fresh);
    board(view.board);
    events(view.events, fresh);
    promptView(view);
    document.body.dataset.ready = "1";
    document.body.dataset.answers = String(view.answers);
  }

  async function act(work) {
    if (busy) return;
    busy = true;
    document.body.dataset.busy = "1";
    try { await work(); } catch (e) { say(e.message || String(e), true); } finally {
      busy = false;
      delete document.body.dataset.busy;
    }
  }

  function answer(choice) {
    return act(async () => {
      say("");
      show(await backend.answer(gid, choice, seen), false);
    });
  }

  function fresh(save) {
    return act(async () => {
      say("");
      show(await backend.start(save), true);
    });
  }

  function help() {
    const box = $("help");
    if (!box.hidden) { box.hidden = true; return; }
    box.textContent = "";
    box.appendChild(el("h2", "", "Help"));
    box.appendChild(el("p", "", "Press the number of an option (or click it); Enter takes "
      + "the option marked (Enter). Tab moves between the buttons."));
    if (current && current.prompt) box.appendChild(el("p", "rule", current.prompt.help));
    box.hidden = false;
  }

  async function boot() {
    backend = MODE === "static" ? await PyodideBackend.create() : new ServerBackend();
    const mine = kept();
    let reply = null;
    if (mine && mine.game && !(await playedElsewhere(mine.game))) {
      try { reply = await backend.get(mine.game, 0); } catch (e) {
        if (e.status !== 404) throw e;
      }
    }
    if (!reply && mine && mine.save) reply = await backend.start(mine.save);
    if (!reply && MODE === "static") {
      const stored = localStorage.getItem(KEEP);
      if (stored) {
        try { reply = await backend.start(stored); } catch (e) { reply = null; }
      }
    }
    if (!reply) reply = await backend.start(null);
    show(reply, true);
  }

  document.addEventListener("keydown", (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.target;
    if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA")) return;
    if (e.key === "h" || e.key === "?") { help(); e.preventDefault(); return; }
    if (!current || !current.prompt || busy) return;
    if (e.key === "Enter") {
      if (target && target.closest && target.closest("button, a, label")) return;
      const choice = current.prompt.choices.find((c) => c.default);
      if (choice) { e.preventDefault(); answer(choice.id); }
      return;
    }
    const choice = current.prompt.choices.find((c) => c.key === e.key);
    if (choice) { e.preventDefault(); answer(choice.id); }
  });

  $("help-button").addEventListener("click", help);
  $("new-button").addEventListener("click", () => fresh(null));
  $("save-button").addEventListener("click", () => act(async () => say(await backend.save(gid))));
  for (const [id, what] of [["save-link", "save.json"], ["log-link", "log.jsonl"]]) {
    $(id).addEventListener("click", async (e) => {
      const link = e.currentTarget;
      if (link.dataset.ready === gid + ":" + seen) return; // the href is this game's: follow it
      e.preventDefault();
      const found = await backend.download(gid, what);
      link.href = found.href;
      link.download = "crawlbook-" + (current ? current.mission.number : "x") + "-" + what;
      link.dataset.ready = gid + ":" + seen;
      link.click();
    });
  }
  $("load-file").addEventListener("change", async (e) => {
    const file = e.target.files[0];
    if (!file) return;
    const text = await file.text();
    e.target.value = "";
    fresh(text); // as text: the save's 64-bit integers are no JavaScript numbers
  });

  boot().catch((e) => {
    $("loading").textContent = "";
    say("The game cannot start: " + (e.message || String(e)), true);
  });
})();
