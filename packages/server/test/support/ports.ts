// A loopback port with nothing listening on it (for a server to start on, or to find closed).

import type { AddressInfo } from "node:net";
import { createServer } from "node:net";

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}
