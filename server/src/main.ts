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
    const force = setTimeout(() => {
      console.error('Shutdown took longer than 10 s; exiting.');
      process.exit(1);
    }, 10_000);
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
