#!/usr/bin/env node
// The Number Games server (HTTP API, live socket, web app): its bundle (scripts/bundle/
// build.mjs) while that is fresh, else the TypeScript sources through tsx.
import { fileURLToPath } from "node:url";
import { runsBundle } from "../../../scripts/bundle/fresh.mjs";

const dist = new URL("../dist/", import.meta.url);
if (runsBundle(fileURLToPath(dist))) {
  await import(new URL("server.mjs", dist).href);
} else {
  const { register } = await import("tsx/esm/api");
  register();
  await import("../src/main.ts");
}
