// Builds the `numbers` command and the server into plain JavaScript (packages/cli/dist,
// packages/server/dist; never committed), so that starting one costs a third of the CPU of
// compiling its TypeScript on the fly with tsx (docs/testing.md, "Starting a process"). The
// bins (bin/numbers.js, bin/server.js) run a bundle only while it is fresh (fresh.mjs) and
// fall back to tsx otherwise (or with FROM_SOURCE=1), so an edited source is never run stale.
//
// Only this repository's packages are bundled; npm packages stay imports, resolved from
// node_modules as before. Each file's `import.meta.url` is kept as its source file's URL, so
// what a file finds next to itself (worker entries, fonts, the web app's build) is found
// exactly as when it runs from source. Lazy imports stay lazy (code splitting): `numbers
// rules` loads no PDF code. Each chunk's top-level bindings get back the `const` that esbuild
// declares as `var` (keep-const.mjs): as `var`s they cost the playout kernels ~15%.
//
//   node scripts/bundle/build.mjs [cli|server ...]   (both by default; skips a fresh bundle)

import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { BUNDLES, isFresh, MANIFEST } from "./fresh.mjs";
import { keepConst } from "./keep-const.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");

/** Keeps `import.meta.url` of every bundled file as its source's URL (see the header). */
const keepFileUrls = {
  name: "keep-file-urls",
  setup(b) {
    b.onLoad({ filter: /\.[cm]?[jt]s$/ }, (args) => {
      if (args.path.includes("/node_modules/")) return undefined;
      const source = readFileSync(args.path, "utf8");
      if (!source.includes("import.meta.url")) return undefined;
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: source.replaceAll("import.meta.url", url), loader: "default" };
    });
  },
};

/** npm packages stay imports; this repository's workspace packages are bundled. */
const externalPackages = {
  name: "external-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@number-games/") ? undefined : { path: args.path, external: true },
    );
  },
};

async function bundle(name) {
  const { entry, outdir } = BUNDLES[name];
  const out = join(ROOT, outdir);
  if (isFresh(out)) return false;
  // Built beside its place and moved in whole: a process starting meanwhile finds either the
  // old bundle or the new one (or none, and runs the sources), never half of one.
  const tmp = `${out}-tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  const built = Date.now();
  const result = await build({
    entryPoints: { [name]: join(ROOT, entry) },
    outdir: tmp,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    metafile: true,
    logLevel: "warning",
    plugins: [externalPackages, keepFileUrls],
  });
  for (const file of readdirSync(tmp)) {
    if (!file.endsWith(".mjs")) continue;
    const path = join(tmp, file);
    writeFileSync(path, keepConst(readFileSync(path, "utf8")));
  }
  const inputs = Object.keys(result.metafile.inputs).map((p) => join(ROOT, p));
  writeFileSync(join(tmp, MANIFEST), JSON.stringify({ built, inputs }));
  const old = `${out}-old-${process.pid}`;
  if (existsSync(out)) renameSync(out, old);
  renameSync(tmp, out);
  rmSync(old, { recursive: true, force: true });
  console.log(`bundled ${relative(ROOT, join(out, `${name}.mjs`))} (${inputs.length} files)`);
  return true;
}

const names = process.argv.slice(2);
for (const name of names.length > 0 ? names : Object.keys(BUNDLES)) {
  if (!(name in BUNDLES)) {
    console.error(`unknown bundle "${name}" (${Object.keys(BUNDLES).join(", ")})`);
    process.exit(2);
  }
  await bundle(name);
}
