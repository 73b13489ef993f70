// A child process of the deployment test (PostgreSQL, Redis, nginx, a server process): its
// output kept (the tail is printed when something fails), its end awaited, and never left
// running after the test ends, whatever way it ends.

import type { ChildProcess, SpawnOptions } from "node:child_process";
import { spawn } from "node:child_process";

export interface Child {
  readonly name: string;
  readonly proc: ChildProcess;
  /** Resolves with the exit code or signal once the process is gone. */
  readonly exited: Promise<string>;
  /** True once it has exited. */
  gone(): boolean;
  output(): string;
  /** Sends `signal` (SIGTERM unless said) and waits until the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<string>;
}

const running = new Set<ChildProcess>();
process.on("exit", () => {
  for (const p of running) p.kill("SIGKILL");
});

export function startChild(
  name: string,
  command: string,
  args: readonly string[],
  options: SpawnOptions = {},
): Child {
  const proc = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], ...options });
  running.add(proc);
  let output = "";
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-20_000);
  };
  proc.stdout?.on("data", keep);
  proc.stderr?.on("data", keep);
  let done = false;
  const exited = new Promise<string>((resolve) => {
    proc.on("exit", (code, signal) => {
      done = true;
      running.delete(proc);
      resolve(signal ?? `exit ${code}`);
    });
    proc.on("error", (e) => {
      done = true;
      running.delete(proc);
      output += `\n${e.message}`;
      resolve(`error ${e.message}`);
    });
  });
  return {
    name,
    proc,
    exited,
    gone: () => done,
    output: () => output,
    async stop(signal: NodeJS.Signals = "SIGTERM") {
      if (!done) proc.kill(signal);
      return exited;
    },
  };
}

/** Runs a command to its end; throws with its output unless it exits 0. */
export async function run(
  command: string,
  args: readonly string[],
  options: SpawnOptions = {},
): Promise<string> {
  const child = startChild(command, command, args, options);
  const how = await child.exited;
  if (how !== "exit 0") throw new Error(`${command} ${args.join(" ")}: ${how}\n${child.output()}`);
  return child.output();
}

/** Polls `cond` every 100 ms until it holds or `ms` pass; false on time-out. */
export async function until(cond: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await cond()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}
