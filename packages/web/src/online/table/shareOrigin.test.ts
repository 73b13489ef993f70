import { describe, expect, it } from "vitest";
import { shareTarget } from "./shareOrigin";

const local = { origin: "http://127.0.0.1:8080", hostname: "127.0.0.1" };
const named = { origin: "http://localhost:8080", hostname: "localhost" };
const v6 = { origin: "http://[::1]:8080", hostname: "[::1]" };
const lanPage = { origin: "http://192.168.1.20:8080", hostname: "192.168.1.20" };

describe("shareTarget: the link phones can open, or plainly none", () => {
  it("uses the origin the server names (its LAN address or PUBLIC_URL)", () => {
    for (const page of [local, named, v6, lanPage])
      expect(shareTarget(page, "http://192.168.1.20:8080")).toEqual({
        kind: "link",
        origin: "http://192.168.1.20:8080",
      });
  });

  it("a page at a LAN name shares its own origin, before and without the server's answer", () => {
    for (const answer of [undefined, null, ""])
      expect(shareTarget(lanPage, answer)).toEqual({
        kind: "link",
        origin: "http://192.168.1.20:8080",
      });
  });

  it("a loopback page with no other origin named: phones cannot open its link", () => {
    for (const page of [local, named, v6]) {
      expect(shareTarget(page, null)).toEqual({ kind: "this-computer-only", origin: page.origin });
      // Until the server answers, no link is shown (a QR of 127.0.0.1 would flash first).
      expect(shareTarget(page, undefined)).toEqual({ kind: "pending" });
    }
  });
});
