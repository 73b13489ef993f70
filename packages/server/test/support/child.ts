// Server child processes for crash and scale-out tests: `bin/server.js` with env options,
// its URL read from its first line of output; and one run to its exit (start-up problems).

import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { WAIT_BUDGET_MS } from "./server";

const BIN = fileURLToPath(new URL("../../bin/server.js", import.meta.url));

export interface ChildServer {
  readonly url: string;
  /** Everything it printed so far. */
  output(): string;
  readonly proc: ChildProcess;
  /** SIGKILL, and wait until it is gone. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

export async function spawnServer(env: Record<string, string>): Promise<ChildServer> {
  const proc = spawn(process.execPath, [BIN], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: "0",
      LOG: "0",
      BOT_DELAY_MS: "0",
      CREATE_TABLE_PER_MINUTE: "100000",
      SOCKETS_PER_ADDRESS: "100000",
      HTTP_CONNECTIONS_PER_ADDRESS: "100000",
      ADDRESS_MESSAGES_PER_SECOND: "100000000",
      WEB_DIST: "/nonexistent",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    // As long as any wait may last (a busy machine starts a server slowly, never fails it).
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${output}`)),
      WAIT_BUDGET_MS,
    );
    proc.stdout!.on("data", (d: Buffer) => {
      output += d.toString();
      const m = /listening on (http:\/\/\S+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    proc.stderr!.on("data", (d: Buffer) => {
      output += d.toString();
    });
    proc.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  const gone = new Promise<void>((resolve) => proc.on("exit", () => resolve()));
  // If this process ends first (a crash, a failed run), the server must not outlive it.
  const orphanGuard = () => proc.kill("SIGKILL");
  process.once("exit", orphanGuard);
  void gone.then(() => process.removeListener("exit", orphanGuard));
  return {
    url,
    proc,
    output: () => output,
    async kill9() {
      proc.kill("SIGKILL");
      await gone;
    },
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill("SIGTERM");
      await gone;
    },
  };
}

/**
 * Runs bin/server.js with `env` until it exits by itself (killed after WAIT_BUDGET_MS, which
 * then shows as code null): its exit code, stdout and stderr.
 */
export function runServer(
  env: Record<string, string>,
): Promise<{ code: number | null; out: string; stderr: string }> {
  return new Promise((resolve) => {
    const proc = spawn(process.execPath, [BIN], {
      env: { ...process.env, HOST: "127.0.0.1", LOG: "0", WEB_DIST: "/nonexistent", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let stderr = "";
    proc.stdout!.on("data", (d: Buffer) => (out += d.toString()));
    proc.stderr!.on("data", (d: Buffer) => {
      out += d.toString();
      stderr += d.toString();
    });
    const timer = setTimeout(() => proc.kill("SIGKILL"), WAIT_BUDGET_MS);
    proc.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, out, stderr });
    });
  });
}
