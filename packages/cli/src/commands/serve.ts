// `numbers serve`: runs the multiplayer server (HTTP API, live socket, web app). Flags
// override the environment variables of the same meaning (see docs/server.md). The server
// (Fastify, database drivers) is loaded only when the command runs, not by every `numbers`.

import { ENV_VARS, optionsFromEnv } from "@number-games/server/env";
import type { Command } from "commander";
import { intArg } from "../options";

interface ServeFlags {
  host?: string;
  port?: number;
  dataDir?: string;
  databaseUrl?: string;
  redisUrl?: string;
  botDelay?: number;
  publicUrl?: string;
}

export function register(program: Command): void {
  program
    .command("serve")
    .description("run the multiplayer server (HTTP API, live play, web app)")
    .option("--host <address>", ENV_VARS.HOST)
    .option("--port <n>", ENV_VARS.PORT, intArg)
    .option("--data-dir <dir>", ENV_VARS.DATA_DIR)
    .option("--database-url <url>", ENV_VARS.DATABASE_URL)
    .option("--redis-url <url>", ENV_VARS.REDIS_URL)
    .option("--bot-delay <ms>", ENV_VARS.BOT_DELAY_MS, intArg)
    .option("--public-url <url>", ENV_VARS.PUBLIC_URL)
    .addHelpText(
      "after",
      `\nEnvironment:\n${Object.entries(ENV_VARS)
        .map(([k, v]) => `  ${k}  ${v}`)
        .join("\n")}\n`,
    )
    .action(async (flags: ServeFlags) => {
      const { addressLines, startOrExit } = await import("@number-games/server");
      const server = await startOrExit(
        () => ({
          ...optionsFromEnv(process.env),
          ...(flags.host !== undefined ? { host: flags.host } : {}),
          ...(flags.port !== undefined ? { port: flags.port } : {}),
          ...(flags.dataDir !== undefined ? { dataDir: flags.dataDir } : {}),
          ...(flags.databaseUrl !== undefined ? { databaseUrl: flags.databaseUrl } : {}),
          ...(flags.redisUrl !== undefined ? { redisUrl: flags.redisUrl } : {}),
          ...(flags.botDelay !== undefined ? { botDelayMs: flags.botDelay } : {}),
          ...(flags.publicUrl !== undefined ? { publicUrl: flags.publicUrl } : {}),
        }),
        "numbers serve",
      );
      process.stdout.write(
        `Number Games server listening on ${server.url} (storage: ${server.store.dialect}). Ctrl-C stops it.\n`,
      );
      for (const line of addressLines(server)) process.stdout.write(`${line}\n`);
      const stop = () => {
        server.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.once("SIGINT", stop);
      process.once("SIGTERM", stop);
    });
}
