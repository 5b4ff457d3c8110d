// npm run ops:move-from-pglite   — carries a DATA_DIR that PGlite made over to PostgreSQL in the box (stop Sideline
// first): every table copied and counted, the PGlite files kept beside it as <DATA_DIR>.pglite-<time>.
import { loadConfig } from '../config';
import { moveFromPglite } from '../embedded-database/move-from-pglite';

async function main() {
  const config = loadConfig();
  const { tables } = await moveFromPglite(config.DATA_DIR, (line) => console.log(line));
  const rows = Object.values(tables).reduce((sum, n) => sum + n, 0);
  console.log(`${Object.keys(tables).length} tables, ${rows} rows copied. Start Sideline as before: npm start`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
