import type { ChildProcess } from "node:child_process";
import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig, type AppConfig } from "./config.ts";
import { startDemoFleet } from "./modules/workspace/demo/service.ts";

function readConfig(): AppConfig | undefined {
  try {
    return loadConfig(process.env);
  } catch (error) {
    // A wrong variable is an operator mistake, not a crash: one readable message, no stack.
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return undefined;
  }
}

async function main() {
  const config = readConfig();
  if (!config) {
    process.exitCode = 1;
    return;
  }
  const app = await buildApp({ config });
  let demo: ChildProcess | undefined;

  // On SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish,
  // then close the database (an onClose hook). A second signal or 10 s forces exit.
  closeWithGrace({ delay: 10_000, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, "shutting down after an uncaught error");
    else app.log.info(`${signal} received, shutting down`);
    demo?.kill("SIGTERM");
    await app.close();
  });

  const address = await app.listen({ port: config.port, host: config.host });
  if (config.demoFleet) demo = await demoFleet(app, config.demoFleet, address);
}

/** The demo workspace's simulated devices (docs/decisions/0027), a child process. */
async function demoFleet(
  app: Awaited<ReturnType<typeof buildApp>>,
  hosts: number,
  address: string,
) {
  const port = new URL(address).port;
  return startDemoFleet({
    orm: app.db.orm,
    log: app.log,
    appUrlTemplate: app.config.appUrlTemplate,
    now: new Date(),
    localUrl: `http://127.0.0.1:${port}`,
    hosts,
  });
}

main().catch((error: unknown) => {
  // Start-up failed (database unreachable, port taken…): say why and exit non-zero.
  console.error(error instanceof Error ? `Fleetward API failed to start: ${error.message}` : error);
  process.exit(1);
});
