// Start-up failures a person can fix: a setting the server cannot use, or an address it
// cannot listen on. `npm start` and `numbers serve` print these as one line, not a stack.

/** A setting the server cannot use, or a database it names that does not answer. */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

/** One line saying what to change, for errors a person can fix; null for anything else. */
export function startupProblem(e: unknown): string | null {
  if (e instanceof ConfigError) return e.message;
  const err = e as { code?: unknown; port?: unknown; address?: unknown } | null;
  const where =
    err && typeof err.port === "number" ? `${String(err.address)}:${err.port}` : "that address";
  if (err?.code === "EADDRINUSE") {
    return `${where} is already in use (another server?): stop it, or choose another port (PORT=8081, or numbers serve --port 8081)`;
  }
  if (err?.code === "EACCES") {
    return `no permission to listen on ${where}: choose a port above 1023 (PORT, or --port)`;
  }
  if (err?.code === "EADDRNOTAVAIL") {
    return `${where} is not an address of this machine: check HOST or --host (0.0.0.0 listens on every interface)`;
  }
  return null;
}
