// Debian's nginx running the shipped deploy/nginx/number-games.conf: the file is rendered with
// the test's ports, a throw-away certificate and a temporary folder, and nothing else changes,
// so the configuration an operator installs is the one under test. A change to the shipped
// file that the rendering no longer recognises fails loudly (each substitution must match).

import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Child } from "./child";
import { run, startChild, until } from "./child";

export const SHIPPED = "deploy/nginx/number-games.conf";

function replaceCounted(text: string, re: RegExp, by: (m: string) => string, want: number): string {
  let n = 0;
  const out = text.replace(re, (m) => {
    n++;
    return by(m);
  });
  if (n !== want) {
    throw new Error(`${SHIPPED}: expected ${want} match(es) of ${re}, found ${n}: update nginx.ts`);
  }
  return out;
}

/** The shipped file with the test's upstream ports, listen ports, certificate and folders. */
export function renderSite(
  shipped: string,
  dir: string,
  upstreamPorts: readonly number[],
  httpPort: number,
  tlsPort: number,
): string {
  let text = shipped;
  // The upstream's servers: one line per test process, with the shipped line's parameters.
  const serverLine = /^(\s*)server 127\.0\.0\.1:\d+(.*);$/;
  const lines = text.split("\n");
  const at = lines.findIndex((l) => serverLine.test(l));
  if (at < 0) throw new Error(`${SHIPPED}: no upstream server line`);
  const [, indent, params] = serverLine.exec(lines[at]!)!;
  const ours = upstreamPorts.map((p) => `${indent}server 127.0.0.1:${p}${params};`);
  text = [
    ...lines.slice(0, at),
    ...ours,
    ...lines.slice(at).filter((l) => !serverLine.test(l)),
  ].join("\n");
  text = replaceCounted(text, /^\s*listen \[::\]:\d+.*;\n/gm, () => "", 2);
  text = replaceCounted(text, /listen 80;/g, () => `listen 127.0.0.1:${httpPort};`, 1);
  text = replaceCounted(text, /listen 443 ssl/g, () => `listen 127.0.0.1:${tlsPort} ssl`, 1);
  text = replaceCounted(
    text,
    /ssl_certificate \S+;/g,
    () => `ssl_certificate ${join(dir, "cert.pem")};`,
    1,
  );
  text = replaceCounted(
    text,
    /ssl_certificate_key \S+;/g,
    () => `ssl_certificate_key ${join(dir, "key.pem")};`,
    1,
  );
  text = replaceCounted(text, /root \/var\/www\/certbot;/g, () => `root ${dir};`, 1);
  return text;
}

export interface Nginx {
  readonly child: Child;
  readonly url: string;
}

/** Renders the shipped file into `dir`, checks it (nginx -t) and runs nginx in the foreground. */
export async function startNginx(
  root: string,
  dir: string,
  upstreamPorts: readonly number[],
  httpPort: number,
  tlsPort: number,
): Promise<Nginx> {
  mkdirSync(join(dir, "temp"), { recursive: true });
  chmodSync(join(dir, "temp"), 0o777);
  await run("openssl", [
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-days",
    "1",
    "-subj",
    "/CN=127.0.0.1",
    "-keyout",
    join(dir, "key.pem"),
    "-out",
    join(dir, "cert.pem"),
  ]);
  const site = renderSite(
    readFileSync(join(root, SHIPPED), "utf8"),
    dir,
    upstreamPorts,
    httpPort,
    tlsPort,
  );
  writeFileSync(join(dir, "number-games.conf"), site);
  const temp = (what: string) => `${what}_temp_path ${join(dir, "temp", what)};`;
  writeFileSync(
    join(dir, "nginx.conf"),
    [
      "worker_processes 1;",
      `pid ${join(dir, "nginx.pid")};`,
      `error_log ${join(dir, "error.log")} warn;`,
      "events { worker_connections 4096; }",
      "http {",
      `  access_log ${join(dir, "access.log")};`,
      `  ${temp("client_body")} ${temp("proxy")} ${temp("fastcgi")} ${temp("uwsgi")} ${temp("scgi")}`,
      `  include ${join(dir, "number-games.conf")};`,
      "}",
      "",
    ].join("\n"),
  );
  const args = ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")];
  await run("nginx", [...args, "-t", "-q"]);
  const child = startChild("nginx", "nginx", [...args, "-g", "daemon off;"]);
  const url = `https://127.0.0.1:${tlsPort}`;
  const up = await until(async () => {
    if (child.gone()) return true;
    try {
      await fetch(`${url}/api/health`);
      return true;
    } catch {
      return false;
    }
  }, 30_000);
  if (!up || child.gone()) throw new Error(`nginx did not start:\n${child.output()}`);
  return { child, url };
}
