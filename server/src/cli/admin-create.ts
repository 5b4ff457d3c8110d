// npm run admin:create -- --email you@example.org --name "Your Name"   (password from ADMIN_PASSWORD or asked)
import { registerSchema } from '@sideline/domain';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openCore, type Core } from '../composition/open-core';
import { startConfiguredDatabase } from '../embedded-database/configured-database';

async function askPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) throw new Error('Set ADMIN_PASSWORD or run in a terminal to type the password.');
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await rl.question('Password (at least 10 characters): ');
  } finally {
    rl.close();
  }
}

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  if (!values.email) throw new Error('Usage: npm run admin:create -- --email you@example.org --name "Your Name"');
  const input = registerSchema.safeParse({
    email: values.email,
    displayName: values.name ?? values.email.split('@')[0],
    password: await askPassword(),
  });
  if (!input.success) throw new Error(input.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  const config = loadConfig();
  const database = await startConfiguredDatabase(config, (line) => console.log(line));
  let core: Core;
  try {
    core = await openCore(
      { ...config, DATABASE_URL: database.databaseUrl },
      { api: true, projections: true, collab: false },
    );
  } catch (error) {
    await database.stop();
    throw error;
  }
  try {
    const commandId = randomUUID();
    const result = await core.api!.accounts.ensureAdmin(input.data, {
      actorId: null,
      commandId,
      correlationId: commandId,
      causationId: null,
      at: new Date().toISOString(),
    });
    console.log(result.created ? `Created admin ${input.data.email}.` : `${input.data.email} is now an admin.`);
  } finally {
    await core.close();
    await database.stop();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
