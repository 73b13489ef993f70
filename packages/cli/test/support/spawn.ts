// Runs a Node script as a child process without blocking the test's event loop (spawnSync
// would: a file of CLI tests then starves vitest's worker RPC on a loaded machine).

import { spawn } from "node:child_process";

/**
 * How long a command may run before it is killed: as long as a test may (Vitest's testTimeout,
 * 300 s) less a margin. A busy machine makes a command slower, never a failure; `timeoutMs`
 * only raises it.
 */
const RUN_BUDGET_MS = 280_000;

export interface Ran {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export function runNode(
  script: string,
  args: readonly string[],
  options: {
    readonly input?: string;
    readonly timeoutMs?: number;
    readonly cwd?: string;
    /** Added to this process's environment. */
    readonly env?: Readonly<Record<string, string>>;
  } = {},
): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, ...options.env };
    const child = spawn(process.execPath, [script, ...args], {
      stdio: "pipe",
      env,
      ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => {
      stdout += d;
    });
    child.stderr.setEncoding("utf8").on("data", (d: string) => {
      stderr += d;
    });
    const timer = setTimeout(
      () => child.kill("SIGKILL"),
      Math.max(options.timeoutMs ?? 0, RUN_BUDGET_MS),
    );
    child.on("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on("close", (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    });
    child.stdin.on("error", () => {});
    child.stdin.end(options.input ?? "");
  });
}
