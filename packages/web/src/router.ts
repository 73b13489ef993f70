// A tiny history router, no dependency. A route is parsed from `location.pathname` into a
// discriminated union; links are made with `href(route)`, so every path in the app is
// spelled in one place. The server (and Vite) answer every unknown GET path with
// index.html, so `/t/ABC234` links from docs/protocol.md open the table directly.
// Plain <a href> clicks are turned into pushState by `interceptLinks`.

import type { GameId } from "@number-games/engine";
import { useSyncExternalStore } from "react";
import { GAME_IDS } from "./games/ids";

export type LocalMode = "computer" | "pass";

export type Route =
  | { readonly page: "home" }
  | { readonly page: "setup"; readonly game: GameId; readonly mode: LocalMode }
  | { readonly page: "local"; readonly id: string }
  | { readonly page: "online"; readonly game: GameId | null }
  | { readonly page: "table"; readonly tableId: string }
  | { readonly page: "replay"; readonly source: string | null }
  | { readonly page: "print"; readonly game: GameId | null }
  | { readonly page: "speed" }
  | { readonly page: "warmup" }
  | { readonly page: "rules"; readonly game: GameId }
  | { readonly page: "learn"; readonly game: GameId }
  | { readonly page: "lab"; readonly game: GameId | null }
  | { readonly page: "classNew" }
  | { readonly page: "classTeacher"; readonly classId: string }
  | { readonly page: "classProjector"; readonly classId: string }
  | { readonly page: "classJoin"; readonly code: string | null }
  | { readonly page: "notFound"; readonly path: string };

function safeDecode(p: string): string {
  try {
    return decodeURIComponent(p);
  } catch {
    return p;
  }
}

function isGame(x: string | undefined): x is GameId {
  return x !== undefined && (GAME_IDS as readonly string[]).includes(x);
}

/** `/setup/<game>/pass` → a route. Unknown paths become notFound, never an exception. */
export function parseRoute(pathname: string): Route {
  const path = pathname.replace(/^#/, "").replace(/^\/+/, "").replace(/\/+$/, "");
  const parts = path === "" || path === "index.html" ? [] : path.split("/").map(safeDecode);
  const [head, a, b] = parts;
  switch (head) {
    case undefined:
      return { page: "home" };
    case "setup":
      if (isGame(a) && (b === "computer" || b === "pass") && parts.length === 3) {
        return { page: "setup", game: a, mode: b };
      }
      break;
    case "local":
      if (a !== undefined && parts.length === 2) return { page: "local", id: a };
      break;
    case "online":
      if (parts.length === 1) return { page: "online", game: null };
      if (isGame(a) && parts.length === 2) return { page: "online", game: a };
      break;
    case "t":
      if (a !== undefined && parts.length === 2) return { page: "table", tableId: a };
      break;
    case "replay":
      if (parts.length === 1) return { page: "replay", source: null };
      if (a !== undefined && parts.length === 2) return { page: "replay", source: a };
      break;
    case "speed":
      if (parts.length === 1) return { page: "speed" };
      break;
    case "warmup":
      if (parts.length === 1) return { page: "warmup" };
      break;
    case "print":
      if (parts.length === 1) return { page: "print", game: null };
      if (isGame(a) && parts.length === 2) return { page: "print", game: a };
      break;
    case "rules":
      if (isGame(a) && parts.length === 2) return { page: "rules", game: a };
      break;
    case "learn":
      if (isGame(a) && parts.length === 2) return { page: "learn", game: a };
      break;
    case "lab":
      if (parts.length === 1) return { page: "lab", game: null };
      if (isGame(a) && parts.length === 2) return { page: "lab", game: a };
      break;
    case "class":
      if (parts.length === 1) return { page: "classNew" };
      if (a !== undefined && parts.length === 2) return { page: "classTeacher", classId: a };
      if (a !== undefined && b === "projector" && parts.length === 3)
        return { page: "classProjector", classId: a };
      break;
    case "c":
      if (parts.length === 1) return { page: "classJoin", code: null };
      if (a !== undefined && parts.length === 2) return { page: "classJoin", code: a };
      break;
  }
  return { page: "notFound", path };
}

export function href(route: Route): string {
  const enc = encodeURIComponent;
  switch (route.page) {
    case "home":
      return "/";
    case "setup":
      return `/setup/${route.game}/${route.mode}`;
    case "local":
      return `/local/${enc(route.id)}`;
    case "online":
      return route.game === null ? "/online" : `/online/${route.game}`;
    case "table":
      return `/t/${enc(route.tableId)}`;
    case "replay":
      return route.source === null ? "/replay" : `/replay/${enc(route.source)}`;
    case "print":
      return route.game === null ? "/print" : `/print/${route.game}`;
    case "speed":
      return "/speed";
    case "warmup":
      return "/warmup";
    case "rules":
      return `/rules/${route.game}`;
    case "learn":
      return `/learn/${route.game}`;
    case "lab":
      return route.game === null ? "/lab" : `/lab/${route.game}`;
    case "classNew":
      return "/class";
    case "classTeacher":
      return `/class/${enc(route.classId)}`;
    case "classProjector":
      return `/class/${enc(route.classId)}/projector`;
    case "classJoin":
      return route.code === null ? "/c" : `/c/${enc(route.code)}`;
    case "notFound":
      return `/${route.path}`;
  }
}

const NAV_EVENT = "ng:navigate";

export function navigate(route: Route, options: { replace?: boolean } = {}): void {
  const h = href(route);
  if (options.replace) history.replaceState(null, "", h);
  else history.pushState(null, "", h);
  window.dispatchEvent(new Event(NAV_EVENT));
}

/** Same-origin <a href="/…"> clicks navigate without a page load. Returns the remover. */
export function interceptLinks(): () => void {
  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
      return;
    const a = (e.target as Element | null)?.closest?.("a");
    if (!a || a.target || a.hasAttribute("download") || a.getAttribute("href")?.startsWith("#"))
      return;
    const url = new URL(a.href, location.href);
    if (url.origin !== location.origin || url.pathname.startsWith("/api")) return;
    e.preventDefault();
    if (url.pathname + url.search !== location.pathname + location.search) {
      history.pushState(null, "", url.pathname + url.search);
      window.dispatchEvent(new Event(NAV_EVENT));
    }
  };
  document.addEventListener("click", onClick);
  return () => document.removeEventListener("click", onClick);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("popstate", onChange);
  window.addEventListener(NAV_EVENT, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(NAV_EVENT, onChange);
  };
}

function snapshot(): string {
  return location.pathname;
}

/** The current route; re-renders on navigation. */
export function useRoute(): Route {
  const path = useSyncExternalStore(subscribe, snapshot, () => "/");
  return parseRoute(path);
}
