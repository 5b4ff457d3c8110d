import { ConfigError, loadConfig } from './config';
import { startSideline } from './start-sideline';

/** `npm start`: run the roles named by ROLE; Ctrl-C or SIGTERM shuts down cleanly. */
async function main() {
  const config = loadConfig();
  const app = await startSideline(config);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: shutting down…`);
    // Bounded: stop accepting, drain requests, store open documents, release leases; whatever is left after
    // SHUTDOWN_TIMEOUT_MS is abandoned (clients resend unstored edits; leases run out on their own).
    const force = setTimeout(() => {
      console.error(`Shutdown took longer than ${config.SHUTDOWN_TIMEOUT_MS} ms; exiting.`);
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    await app.close();
    console.log('Stopped cleanly.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: Error) => {
  if (error instanceof ConfigError || error.name === 'DataDirectoryInUseError') console.error(`\n${error.message}\n`);
  else console.error(error);
  process.exit(1);
});
