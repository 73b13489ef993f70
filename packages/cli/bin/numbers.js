#!/usr/bin/env node
// The `numbers` command. Runs the TypeScript sources through tsx, so no build step.
import { register } from "tsx/esm/api";

register();
await import("../src/main.ts");
