// An external bot: a program spoken to over stdin/stdout with the JSON-lines protocol. One
// process serves many games; a process that crashes or times out is killed, its game is
// forfeited, and the next game starts a fresh process.

import type { ChildProcess, spawn as spawnType } from "node:child_process";
import type { Result } from "@number-games/engine";
import { err, ok } from "@number-games/engine";
import type { Forfeit, ToBotMessage } from "./protocol";

// Node's child_process is loaded on first use, so this package stays importable in browsers
// (the web app bundles the bots; only Node code ever starts a program).
let spawnFn: typeof spawnType | null = null;
async function loadSpawn(): Promise<typeof spawnType> {
  if (spawnFn === null) spawnFn = (await import("node:child_process")).spawn;
  return spawnFn;
}

export interface ExternalBotOptions {
  /** How long the program may think about one move. */
  readonly moveTimeoutMs: number;
  readonly cwd?: string;
}

export class ExternalBot {
  private proc: ChildProcess | null = null;
  private buffered = "";
  private lines: string[] = [];
  private waiting: ((line: string | null) => void) | null = null;
  private exitNote = "";
  private stderrTail: string[] = [];

  constructor(
    readonly command: string,
    private readonly options: ExternalBotOptions,
  ) {}

  private async ensure(): Promise<ChildProcess> {
    if (this.proc !== null) return this.proc;
    const spawn = await loadSpawn();
    const proc = spawn(this.command, {
      shell: true,
      cwd: this.options.cwd,
      stdio: ["pipe", "pipe", "pipe"],
      // Its own process group, so a kill reaches the program and not only the shell.
      detached: true,
    });
    this.proc = proc;
    this.buffered = "";
    this.lines = [];
    this.exitNote = "";
    this.stderrTail = [];
    proc.stdout!.setEncoding("utf8");
    proc.stdout!.on("data", (chunk: string) => {
      this.buffered += chunk;
      let i = this.buffered.indexOf("\n");
      while (i >= 0) {
        const line = this.buffered.slice(0, i).trim();
        this.buffered = this.buffered.slice(i + 1);
        if (line !== "") this.push(line);
        i = this.buffered.indexOf("\n");
      }
    });
    proc.stderr!.setEncoding("utf8");
    proc.stderr!.on("data", (chunk: string) => {
      for (const l of chunk.split("\n")) if (l.trim() !== "") this.stderrTail.push(l);
      if (this.stderrTail.length > 5) this.stderrTail.splice(0, this.stderrTail.length - 5);
    });
    // A write to a program that has died reports EPIPE here; the exit handler speaks for it.
    proc.stdin!.on("error", () => {});
    proc.on("error", (e) => {
      this.exitNote = `could not be started (${e.message})`;
      this.died(proc);
    });
    proc.on("exit", (code, signal) => {
      if (this.exitNote === "") {
        this.exitNote = signal !== null ? `was killed by ${signal}` : `exited with code ${code}`;
      }
      this.died(proc);
    });
    return proc;
  }

  private push(line: string): void {
    const w = this.waiting;
    if (w !== null) {
      this.waiting = null;
      w(line);
    } else this.lines.push(line);
  }

  private died(proc: ChildProcess): void {
    if (this.proc !== proc) return;
    this.proc = null;
    const w = this.waiting;
    this.waiting = null;
    w?.(null);
  }

  /** Sends a message that needs no answer. */
  async send(message: ToBotMessage): Promise<void> {
    const proc = await this.ensure();
    proc.stdin!.write(`${JSON.stringify(message)}\n`);
  }

  /** Sends an `act` message and waits for one answer line (or a forfeit). */
  async ask(message: ToBotMessage): Promise<Result<string, Forfeit>> {
    // Answers to earlier questions that arrived late must not answer this one.
    this.lines = [];
    const proc = await this.ensure();
    proc.stdin!.write(`${JSON.stringify(message)}\n`);
    const line = await new Promise<string | null | "timeout">((resolve) => {
      const queued = this.lines.shift();
      if (queued !== undefined) {
        resolve(queued);
        return;
      }
      if (this.proc !== proc) {
        resolve(null);
        return;
      }
      const timer = setTimeout(() => {
        this.waiting = null;
        resolve("timeout");
      }, this.options.moveTimeoutMs);
      this.waiting = (l) => {
        clearTimeout(timer);
        resolve(l);
      };
    });
    if (line === "timeout") {
      this.kill();
      return err({
        code: "ERR_BOT_TIMEOUT",
        message: `did not answer within ${this.options.moveTimeoutMs} ms`,
      });
    }
    if (line === null) {
      const tail =
        this.stderrTail.length > 0 ? `; its last words: ${this.stderrTail.join(" | ")}` : "";
      return err({
        code: "ERR_BOT_CRASH",
        message: `crashed: the program ${this.exitNote}${tail}`,
      });
    }
    return ok(line);
  }

  /** Stops the program (a fresh one starts when next needed). */
  kill(): void {
    const proc = this.proc;
    if (proc === null) return;
    this.proc = null;
    proc.stdin!.end();
    killGroup(proc);
  }

  /** Closes stdin so a well-behaved program exits, and kills it if it lingers. */
  async close(graceMs = 500): Promise<void> {
    const proc = this.proc;
    if (proc === null) return;
    this.proc = null;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        killGroup(proc);
        resolve();
      }, graceMs);
      proc.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
      proc.stdin!.end();
    });
  }
}

function killGroup(proc: ChildProcess): void {
  try {
    if (proc.pid !== undefined) process.kill(-proc.pid, "SIGKILL");
  } catch {
    proc.kill("SIGKILL");
  }
}
