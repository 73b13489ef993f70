// The server's list of the web app's pages agrees with the app's router: every path the
// router opens as a page the server answers with index.html, and every path the router calls
// not found the server answers 404 (and logs without the ids and codes in it).

import { GAME_IDS } from "@number-games/engine";
import { describe, expect, it } from "vitest";
import { href, parseRoute } from "../../web/src/router";
import { pagePattern } from "../src/http/page-paths";

const games = [...GAME_IDS];
const ids = ["K7MP2QX4RT", "tabcdefghijklmnopqrstuvwx", "a%20b", "x.js"];
const words = ["", "setup", "local", "online", "t", "replay", "speed", "warmup", "print"];
const more = ["rules", "learn", "lab", "class", "c", "projector", "computer", "pass", "nope"];

/** Paths of one to three segments from the router's own words, game ids and sample ids. */
function samplePaths(): string[] {
  const pool = [...words, ...more, ...games, ...ids];
  const paths = ["/", "/index.html", "//", "/healthz", "/metrics", "/favicon.php"];
  for (const a of pool) {
    paths.push(`/${a}`, `/${a}/`);
    for (const b of pool) {
      paths.push(`/${a}/${b}`);
      for (const c of ["computer", "pass", "projector", "x", games[0]!])
        paths.push(`/${a}/${b}/${c}`);
    }
  }
  return paths;
}

describe("the web app's page paths", () => {
  it("are exactly the paths the app's router opens as a page", () => {
    let pages = 0;
    for (const path of samplePaths()) {
      const isPage = parseRoute(path).page !== "notFound";
      if (isPage) pages++;
      expect([path, pagePattern(path) !== null]).toEqual([path, isPage]);
    }
    // The sample holds pages of every kind, not only refusals.
    expect(pages).toBeGreaterThan(100);
  });

  it("include every link the app makes", () => {
    const links = [
      href({ page: "home" }),
      href({ page: "classJoin", code: "K7MP2QX4RT" }),
      href({ page: "classJoin", code: null }),
      href({ page: "classTeacher", classId: "cabc" }),
      href({ page: "classProjector", classId: "cabc" }),
      href({ page: "classNew" }),
      href({ page: "table", tableId: "K7MP2Q" }),
      href({ page: "local", id: "g1" }),
      href({ page: "replay", source: "r1" }),
      href({ page: "speed" }),
      href({ page: "warmup" }),
      ...games.flatMap((game) => [
        href({ page: "setup", game, mode: "computer" }),
        href({ page: "setup", game, mode: "pass" }),
        href({ page: "online", game }),
        href({ page: "print", game }),
        href({ page: "rules", game }),
        href({ page: "learn", game }),
        href({ page: "lab", game }),
      ]),
    ];
    for (const link of links) expect([link, pagePattern(link) !== null]).toEqual([link, true]);
  });

  it("spell ids and codes by name, never their value (for log lines)", () => {
    expect(pagePattern("/c/K7MP2QX4RT")).toBe("/c/:code");
    expect(pagePattern("/class/cabc/projector")).toBe("/class/:class/projector");
    expect(pagePattern("/t/K7MP2Q/")).toBe("/t/:table");
    expect(pagePattern("/rules/take-or-pay")).toBe("/rules/take-or-pay");
    expect(pagePattern("/")).toBe("/");
  });
});
