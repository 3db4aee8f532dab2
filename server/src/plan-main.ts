// `npm run plan -- set <email> <free|pro|enterprise>`: the operator moves an account to a plan (PLANS=on enforces
// it at once; billing is elsewhere). Opens the database the servers use; with the embedded PGlite the running server
// holds DATA_DIR, so use the admin API (PUT /api/admin/plans) while it runs.
import path from 'node:path';
import { PLAN_IDS, planIdSchema } from '../../core/src/plans/entitlements';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { acquireDataDirLock, DataDirLockedError } from './db/lock';
import { clientError } from './http/errors';
import { setPlanByEmail } from './services/plans';

const USAGE = `usage: npm run plan -- set <email> <${PLAN_IDS.join('|')}>`;

const [command, email, planText] = process.argv.slice(2);
const plan = planIdSchema.safeParse(planText);
if (command !== 'set' || !email || !plan.success) {
  console.error(plan.success || command !== 'set' || !email ? USAGE : `${plan.error.issues[0]?.message}\n${USAGE}`);
  process.exit(2);
}

const loaded = loadConfig(process.env);
if (!loaded.ok) {
  console.error(`Invalid configuration:\n${loaded.errors.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
const { config } = loaded;

let releaseLock = () => {};
try {
  if (!config.databaseUrl) releaseLock = acquireDataDirLock(config.dataDir);
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(`${error.message}\nWhile it runs, set the plan through it: PUT /api/admin/plans with ADMIN_TOKEN (see README).`);
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
let exitCode = 0;
try {
  const result = await setPlanByEmail(database.db, email, plan.data);
  console.log(`${result.email} is now on the ${result.plan} plan${config.plans === 'off' ? ' (PLANS=off: nothing is limited until PLANS=on)' : ''}.`);
} catch (error) {
  const known = clientError(error);
  if (!known) throw error;
  console.error(known.message);
  exitCode = 1;
} finally {
  await database.close();
  releaseLock();
}
process.exit(exitCode);
