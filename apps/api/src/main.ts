import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig, type AppConfig } from "./config.ts";

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

  // On SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish,
  // then close the database (an onClose hook). A second signal or 10 s forces exit.
  closeWithGrace({ delay: 10_000, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, "shutting down after an uncaught error");
    else app.log.info(`${signal} received, shutting down`);
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // Start-up failed (database unreachable, port taken…): say why and exit non-zero.
  console.error(error instanceof Error ? `Fleetward API failed to start: ${error.message}` : error);
  process.exit(1);
});
