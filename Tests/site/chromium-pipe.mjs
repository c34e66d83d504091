// One headless Chromium driven over the DevTools protocol on a pipe (--remote-debugging-pipe: no
// port, no WebSocket library), for tests that read many pages: a page costs a navigation in a tab
// kept open instead of a fresh browser, a fiftieth of the CPU of `chromium --dump-dom`.
// The browser runs with the environment it is given, so `TZ` is the zone its pages see.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export class Chromium {
  constructor(binary, env) {
    this.profile = mkdtempSync(join(tmpdir(), "chromium-pipe-"));
    this.process = spawn(binary, ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
      "--remote-debugging-pipe", `--user-data-dir=${this.profile}`, "about:blank"],
      { env, stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] });
    this.nextId = 0;
    this.replies = new Map();
    this.listeners = new Set();
    let buffered = "";
    // Messages are JSON, each ended by a NUL byte.
    this.process.stdio[4].on("data", (chunk) => {
      buffered += chunk.toString("utf8");
      for (let end; (end = buffered.indexOf("\0")) >= 0; buffered = buffered.slice(end + 1)) {
        this.receive(JSON.parse(buffered.slice(0, end)));
      }
    });
    this.process.on("exit", (code) => {
      for (const { reject } of this.replies.values()) reject(new Error(`chromium exited (${code})`));
      this.replies.clear();
    });
  }

  receive(message) {
    if (message.id === undefined) { for (const listen of this.listeners) listen(message); return; }
    const reply = this.replies.get(message.id);
    this.replies.delete(message.id);
    if (message.error) reply.reject(new Error(`${JSON.stringify(message.error)}`));
    else reply.resolve(message.result);
  }

  send(method, params = {}, sessionId = undefined) {
    const id = ++this.nextId;
    this.process.stdio[3].write(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }) + "\0");
    return new Promise((resolve, reject) => this.replies.set(id, { resolve, reject }));
  }

  /// The first event `method` of `sessionId`, waited for at most `ms`.
  event(method, sessionId, ms = 30_000) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => { this.listeners.delete(listen); reject(new Error(`no ${method} in ${ms} ms`)); }, ms);
      const listen = (message) => {
        if (message.method !== method || message.sessionId !== sessionId) return;
        clearTimeout(timer);
        this.listeners.delete(listen);
        resolve(message.params);
      };
      this.listeners.add(listen);
    });
  }

  /// A tab kept open across pages, in a browser context of its own: a page loaded in it costs a
  /// navigation, about a fifth of the CPU of a fresh context (the renderer stays). With
  /// `isolated`, each page's localStorage and sessionStorage are cleared once it is read, so every
  /// page starts with none, as in a fresh context; without it, pages share storage like one profile.
  async tab({ isolated = true } = {}) {
    const { browserContextId } = await this.send("Target.createBrowserContext");
    const { targetId } = await this.send("Target.createTarget", { url: "about:blank", browserContextId });
    const { sessionId } = await this.send("Target.attachToTarget", { targetId, flatten: true });
    await this.send("Page.enable", {}, sessionId);
    return new Tab(this, sessionId, isolated);
  }

  async close() {
    try { await this.send("Browser.close"); } catch { /* already gone */ }
    await new Promise((resolve) => (this.process.exitCode !== null ? resolve() : this.process.once("exit", resolve)));
    rmSync(this.profile, { recursive: true, force: true });
  }
}

class Tab {
  constructor(browser, sessionId, isolated) {
    this.browser = browser;
    this.sessionId = sessionId;
    this.isolated = isolated;
  }

  evaluate(expression) {
    return this.browser.send("Runtime.evaluate", { expression, returnByValue: true }, this.sessionId);
  }

  /// The page's DOM once it has loaded and its scripts have run, as `--dump-dom` prints it.
  async dump(url) {
    const loaded = this.browser.event("Page.loadEventFired", this.sessionId);
    await this.browser.send("Page.navigate", { url }, this.sessionId);
    await loaded;
    const { result } = await this.evaluate("document.documentElement.outerHTML");
    if (this.isolated) {
      const { result: left } = await this.evaluate(
        "localStorage.clear(); sessionStorage.clear(); localStorage.length + sessionStorage.length");
      if (left.value !== 0) throw new Error(`storage not cleared after ${url}`);
    }
    return result.value;
  }
}
