// npm run cluster: nginx, two api, two collab and two projections processes on the local PostgreSQL (a database of
// their own, dropped on Ctrl-C unless --keep) and Redis. Options: --keep. Environment: TEST_DATABASE_URL or
// CLUSTER_ADMIN_DATABASE_URL (where to create the database), REDIS_URL.
import { startCluster } from '../server/src/cluster/start-cluster';

const keep = process.argv.includes('--keep');
const cluster = await startCluster({
  ...(process.env.CLUSTER_ADMIN_DATABASE_URL ? { adminDatabaseUrl: process.env.CLUSTER_ADMIN_DATABASE_URL } : {}),
  dropDatabase: !keep,
});
console.log(`Sideline cluster is running at ${cluster.url}`);
console.log(
  `  database ${cluster.databaseName}, Redis prefix ${cluster.redisPrefix}, logs and nginx.conf in ${cluster.dir}`,
);
for (const p of cluster.processes)
  console.log(`  ${p.name.padEnd(14)} pid ${String(p.child.pid).padEnd(8)} ${p.url}  (log: ${p.logFile})`);
console.log('Ctrl-C stops everything.');
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
