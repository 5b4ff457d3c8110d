// npm run ops:restore-drill: backs up DATABASE_URL with pg_dump, restores it into a fresh database, rebuilds every
// read model from the restored log and checks they come out the same. Exit code 1 when a read model differs.
//   DATABASE_URL=postgres://… npm run ops:restore-drill [-- --keep]
// Without DATABASE_URL it drills the running default start's database (the URL it keeps in DATA_DIR/postgres-url).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { restoreDrill } from '../../server/src/ops/restore-drill';

const urlFile = join(process.env.DATA_DIR || './data', 'postgres-url');
const url = process.env.DATABASE_URL || (existsSync(urlFile) ? readFileSync(urlFile, 'utf8').trim() : '');
if (!url) {
  console.error('Set DATABASE_URL to the database to drill (it is only read), or start Sideline (npm start) first.');
  process.exit(2);
}
const result = await restoreDrill(url, { keep: process.argv.includes('--keep'), log: (line) => console.log(line) });
console.log(
  `${result.events} events, dump ${result.dumpBytes} bytes, ${result.tablesCompared} tables compared${process.argv.includes('--keep') ? `, kept as ${result.database}` : ''}`,
);
if (result.differing.length > 0) {
  console.error(`Read models that rebuilt differently: ${result.differing.join(', ')}`);
  process.exit(1);
}
console.log('Restore drill passed: every read model rebuilt from the restored log to the same rows.');
