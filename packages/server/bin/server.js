#!/usr/bin/env node
// The Number Games server (HTTP API, live socket, web app). Runs the TypeScript through tsx.
import { register } from "tsx/esm/api";

register();
await import("../src/main.ts");
