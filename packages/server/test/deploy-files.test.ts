// The operator's files under deploy/ (systemd unit, environment file, nginx, Caddy, Dockerfile,
// compose) against the repository they deploy: every environment variable they set is one the
// server reads, every port one names is the port another listens on, and every file they name
// exists. The containers are not built here (no container daemon); `npm run test:deploy` runs
// the unit's environment and the nginx file for real.

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ROUTES } from "@number-games/protocol";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
// @ts-expect-error: a plain-JavaScript module of scripts/, without types
import { BUNDLES } from "../../../scripts/bundle/fresh.mjs";
import { ENV_VARS } from "../src/config/env";
import {
  copyArgs,
  type Directive,
  directives,
  dockerEnv,
  dockerStages,
  envFile,
  execForm,
  unitEntries,
} from "./support/deploy-parse";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const DEPLOY = join(ROOT, "deploy");
const read = (path: string) => readFileSync(join(DEPLOY, path), "utf8");

/** What the server process reads from its environment (NODE_ENV: Node's and its packages'). */
const SERVER_READS = new Set<string>([...Object.keys(ENV_VARS), "NODE_ENV"]);
const API_PATHS = new Set<string>(Object.values(ROUTES).map((r) => r.path));
/** Where the unit expects the checkout. */
const INSTALL_DIR = "/opt/number-games";

function inRepo(path: string): boolean {
  return existsSync(join(ROOT, path));
}

/** Repository paths a shell command names (scripts/…, packages/…, deploy/…). */
function pathsIn(command: string): string[] {
  return [...command.matchAll(/(?:^|[\s"'=])((?:scripts|packages|deploy)\/[\w./@-]+)/g)].map(
    (m) => m[1]!,
  );
}

function portOf(url: string): number {
  const u = new URL(url);
  return Number(u.port || (u.protocol === "https:" ? 443 : 80));
}

describe("deploy/Dockerfile", () => {
  const stages = dockerStages(read("Dockerfile"));
  const final = stages.at(-1)!;
  const finalEnv = new Map(final.filter((i) => i.op === "ENV").flatMap((i) => dockerEnv(i.args)));

  it("is two stages on node:20-slim, the last one running as a user without privileges", () => {
    expect(stages.length).toBe(2);
    for (const s of stages) expect(s[0]!.args).toMatch(/^node:20-slim(\s|$)/);
    const users = final.filter((i) => i.op === "USER").map((i) => i.args);
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
  });

  it("sets only variables the server reads in the image it runs", () => {
    expect(finalEnv.size).toBeGreaterThan(0);
    for (const name of finalEnv.keys()) expect(SERVER_READS, name).toContain(name);
  });

  it("copies only files that exist, and runs only scripts that exist", () => {
    const named: string[] = [];
    for (const stage of stages) {
      for (const i of stage) {
        if (i.op === "COPY" || i.op === "ADD") {
          const { sources, from } = copyArgs(i.args);
          if (from === null) named.push(...sources);
        }
        if (i.op === "RUN" || i.op === "CMD") named.push(...pathsIn(i.args));
      }
    }
    expect(named).toContain("packages/server/bin/server.js");
    for (const path of named) expect(inRepo(path), path).toBe(true);
    // Every workspace's manifest is copied before `npm ci` (else npm ci fails).
    const rootPkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
      workspaces: string[];
    };
    for (const ws of rootPkg.workspaces) expect(named).toContain(`${ws}/package.json`);
  });

  it("builds what scripts/start.sh builds", () => {
    const runs = stages[0]!
      .filter((i) => i.op === "RUN")
      .map((i) => i.args)
      .join("\n");
    const start = readFileSync(join(ROOT, "scripts/start.sh"), "utf8");
    expect(start).toContain("npm run build -w @number-games/web");
    expect(runs).toContain("npm run build -w @number-games/web");
    expect(start).toContain("node scripts/bundle/build.mjs server");
    expect(runs).toContain("node scripts/bundle/build.mjs server");
    expect(runs).toContain("npm ci");
    // The bundles it names are ones build.mjs knows (it refuses any other name).
    const named = [...runs.matchAll(/build\.mjs((?: [a-z]+)*)/g)].flatMap((m) =>
      m[1]!.trim().split(" ").filter(Boolean),
    );
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(Object.keys(BUNDLES), name).toContain(name);
  });

  it("exposes and checks the port the server listens on", () => {
    const port = Number(finalEnv.get("PORT"));
    const exposed = final.filter((i) => i.op === "EXPOSE").map((i) => Number(i.args));
    expect(exposed).toEqual([port]);
    const check = final.find((i) => i.op === "HEALTHCHECK")!;
    const url = /https?:\/\/[^'"\s)]+/.exec(check.args)?.[0];
    expect(url).toBeDefined();
    expect(portOf(url!)).toBe(port);
    expect(API_PATHS).toContain(new URL(url!).pathname);
    expect(finalEnv.get("HOST")).toBe("0.0.0.0");
  });

  it("keeps the build stage's directory (the bundle finds files by its sources' paths)", () => {
    const workdirs = stages.map((s) => s.filter((i) => i.op === "WORKDIR").map((i) => i.args));
    expect(workdirs[0]).toEqual(workdirs[1]);
    const cmd = execForm(final.find((i) => i.op === "CMD")!.args);
    expect(cmd[0]).toBe("node");
  });
});

interface ComposeService {
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  expose?: string[];
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, unknown> | string[];
}

describe("deploy/compose.yaml", () => {
  const compose = parseYaml(read("compose.yaml"), { merge: true }) as {
    services: Record<string, ComposeService>;
  };
  const services = compose.services;
  const apps = Object.entries(services).filter(([, s]) => s.build !== undefined);

  it("builds three server processes from deploy/Dockerfile in the repository's root", () => {
    expect(apps.map(([name]) => name)).toEqual(["app1", "app2", "app3"]);
    for (const [, s] of apps) {
      const context = join(DEPLOY, s.build!.context);
      expect(context).toBe(ROOT.replace(/\/$/, ""));
      expect(existsSync(join(context, s.build!.dockerfile))).toBe(true);
    }
    expect(Object.keys(services)).toEqual(expect.arrayContaining(["postgres", "redis", "caddy"]));
  });

  it("sets only variables the server reads, and points them at its services", () => {
    for (const [name, s] of apps) {
      const env = s.environment!;
      for (const key of Object.keys(env)) expect(SERVER_READS, `${name}: ${key}`).toContain(key);
      const db = new URL(env.DATABASE_URL!.replace(/\$\{[^}]*\}/g, "x"));
      expect(services).toHaveProperty(db.hostname);
      expect(db.port).toBe("5432");
      const redis = new URL(env.REDIS_URL!);
      expect(services).toHaveProperty(redis.hostname);
      expect(redis.port).toBe("6379");
      expect(s.expose).toEqual([env.PORT]);
    }
  });

  it("mounts a Caddyfile that proxies to every server process on its port", () => {
    const mount = services.caddy!.volumes!.find((v) => v.includes("/etc/caddy/Caddyfile"))!;
    const source = mount.split(":")[0]!;
    expect(existsSync(join(DEPLOY, source))).toBe(true);
    const upstreams = caddyUpstreams(readFileSync(join(DEPLOY, source), "utf8"));
    expect(upstreams).toEqual(apps.map(([name, s]) => `${name}:${s.environment!.PORT}`));
  });
});

function caddyUpstreams(text: string): string[] {
  return directives(text).find((d) => d.name === "reverse_proxy")!.args;
}

describe("deploy/Caddyfile", () => {
  const all = directives(read("Caddyfile"));
  const inProxy = (name: string) =>
    all.find((d) => d.name === name && d.path.some((p) => p.startsWith("reverse_proxy")));

  it("keeps a browser on one process by cookie and checks a route the server has", () => {
    expect(inProxy("lb_policy")?.args[0]).toBe("cookie");
    expect(API_PATHS).toContain(inProxy("health_uri")?.args[0]);
  });
});

describe("deploy/systemd/number-games@.service and deploy/number-games.env", () => {
  const unit = unitEntries(read("systemd/number-games@.service"));
  const get = (key: string) => unit.filter((e) => e.key === key).map((e) => e.value);
  const env = new Map(get("Environment").map((v) => v.split("=", 2) as [string, string]));

  it("sets only variables the server reads, PORT from the instance name", () => {
    for (const key of env.keys()) expect(SERVER_READS, key).toContain(key);
    expect(env.get("PORT")).toBe("%i");
    const file = envFile(read("number-games.env"));
    expect(file.size).toBeGreaterThan(0);
    for (const key of file.keys()) expect(SERVER_READS, key).toContain(key);
    // The unit decides where each instance listens.
    expect(file.has("PORT")).toBe(false);
    expect(file.has("HOST")).toBe(false);
  });

  it("runs files of the checkout and reads the environment file shipped here", () => {
    const [exec] = get("ExecStart");
    const words = exec!.split(/\s+/);
    expect(words[0]).toMatch(/^\/usr\/bin\/node$/);
    expect(words[1]!.startsWith(`${INSTALL_DIR}/`)).toBe(true);
    expect(inRepo(words[1]!.slice(INSTALL_DIR.length + 1))).toBe(true);
    expect(get("WorkingDirectory")).toEqual([INSTALL_DIR]);
    expect(get("EnvironmentFile")[0]!.endsWith("/number-games.env")).toBe(true);
  });

  it("restarts on failure, stops with SIGTERM and waits longer than compose does", () => {
    expect(get("Restart")).toEqual(["on-failure"]);
    expect(get("KillSignal")).toEqual(["SIGTERM"]);
    const compose = parseYaml(read("compose.yaml"), { merge: true }) as {
      services: Record<string, { stop_grace_period?: string }>;
    };
    const grace = Number(/^(\d+)s$/.exec(compose.services.app1!.stop_grace_period!)![1]);
    expect(Number(get("TimeoutStopSec")[0])).toBeGreaterThanOrEqual(grace);
    expect(get("NoNewPrivileges")).toEqual(["yes"]);
    expect(get("ProtectSystem")).toEqual(["strict"]);
    expect(get("User")[0]).not.toBe("root");
  });
});

describe("deploy/nginx/number-games.conf", () => {
  const all = directives(read("nginx/number-games.conf"));
  const unitText = read("systemd/number-games@.service");
  const unit = unitEntries(unitText);
  const unitHost = new Map(
    unit
      .filter((e) => e.key === "Environment")
      .map((e) => e.value.split("=", 2) as [string, string]),
  ).get("HOST");
  const within = (block: string) => (d: Directive) => d.path.some((p) => p.startsWith(block));

  it("proxies to the unit's instances: the ports its header enables, on its HOST", () => {
    const servers = all.filter((d) => d.name === "server" && within("upstream")(d));
    const addresses = servers.map((d) => d.args[0]!);
    expect(addresses.length).toBeGreaterThan(1);
    for (const a of addresses) expect(a.startsWith(`${unitHost}:`)).toBe(true);
    const ports = addresses.map((a) => Number(a.split(":")[1]));
    expect(ports).toEqual(ports.map((_, i) => 8081 + i));
    const enable = /systemctl enable --now (.*)$/m.exec(unitText)![1]!;
    expect(enable.split(/\s+/)).toEqual(ports.map((p) => `number-games@${p}`));
  });

  it("terminates TLS, passes websockets and keeps a browser on one process by cookie", () => {
    const upstream = all.find((d) => d.name === "upstream")!.args[0];
    const tls = all.filter((d) => d.name === "listen" && d.args.includes("ssl"));
    expect(tls.length).toBeGreaterThan(0);
    const passes = all.filter((d) => d.name === "proxy_pass");
    expect(passes.map((d) => d.args[0])).toEqual([`http://${upstream}`]);
    const headers = new Map(
      all.filter((d) => d.name === "proxy_set_header").map((d) => [d.args[0], d.args[1]]),
    );
    expect(headers.get("Upgrade")).toBe("$http_upgrade");
    expect(headers.get("Connection")).toBe("$connection_upgrade");
    expect(headers.get("X-Forwarded-For")).toBe("$remote_addr");
    const hash = all.find((d) => d.name === "hash" && within("upstream")(d))!;
    expect(hash.args).toEqual(["$ng_node", "consistent"]);
    expect(all.some((d) => d.name === "ip_hash")).toBe(false);
  });
});
