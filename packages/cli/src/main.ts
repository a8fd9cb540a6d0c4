/**
 * The `billing` command line:
 *   billing start [all|api|ingest|worker|drainer]
 *   billing migrate
 *   billing orgs create --id ID [--display-name N] [--currency USD] [--time-zone Z] [--with-key]
 *   billing keys create --organization ID --permission P [--permission P ...] [--name N]
 *   billing keys list --organization ID
 *   billing keys revoke KEY_NAME
 *   billing invoices run [--organization ID] [--as-of TIME]
 * It works whether or not the service runs: on the embedded profile it reaches the data directory through the
 * running process.
 */
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { ApiError, loadConfig, parseTimestamp } from '@billing/core';
import { createLogger, openDatabaseForCommand, ROLES, type Role, start } from '@billing/runtime';
import { invoicesRun } from './commands/invoices.ts';
import { keysCreate, keysList, keysRevoke } from './commands/keys.ts';
import { orgsCreate } from './commands/orgs.ts';

const USAGE = `usage:
  billing start [all|api|ingest|worker|drainer]
  billing migrate
  billing orgs create --id ID [--display-name NAME] [--currency CODE] [--time-zone ZONE] [--with-key]
  billing keys create --organization ID --permission PERM [--permission PERM ...] [--name NAME]
  billing keys list --organization ID
  billing keys revoke KEY_NAME
  billing invoices run [--organization ID] [--as-of TIME]
permissions: {organization|customers|catalog|usage|contracts|credits|invoices|payments}:{read|write}, or *`;

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function asOfArgument(value: string): Date {
  try {
    return parseTimestamp(value, '--as-of');
  } catch {
    fail(`--as-of needs an RFC 3339 time such as 2026-05-02T00:00:00Z, not ${JSON.stringify(value)}`);
  }
}

async function runStart(roleArg: string | undefined) {
  const role = (roleArg ?? 'all') as Role;
  if (!ROLES.includes(role)) fail(`unknown role ${roleArg}`);
  const config = loadConfig();
  // A GC heuristic, read at each full collection, so it can be set now rather than on the command line.
  if (config.heapGrowingPercent > 0)
    setFlagsFromString(`--heap-growing-percent=${config.heapGrowingPercent}`);
  const logger = createLogger({ level: config.logLevel, base: { service: role } });
  // The handlers are in place before the start-up begins: a signal during it (a server already listening, the
  // job consumers not yet started) waits for the start-up to finish, then stops cleanly.
  const starting = start(role, config, logger);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    await (await starting).stop();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await starting;
}

async function main(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      id: { type: 'string' },
      'display-name': { type: 'string' },
      currency: { type: 'string' },
      'time-zone': { type: 'string' },
      'with-key': { type: 'boolean' },
      organization: { type: 'string' },
      permission: { type: 'string', multiple: true },
      name: { type: 'string' },
      'as-of': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, sub, arg] = positionals;
  if (values.help || !command) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (command === 'start') return runStart(sub);
  const config = loadConfig();
  switch (`${command} ${sub ?? ''}`.trim()) {
    case 'migrate': {
      const db = await openDatabaseForCommand(config, { create: true });
      await db.close();
      process.stdout.write('migrated\n');
      return;
    }
    case 'orgs create':
      if (!values.id) fail('orgs create needs --id');
      return orgsCreate(config, {
        id: values.id,
        ...(values['display-name'] ? { displayName: values['display-name'] } : {}),
        ...(values.currency ? { currency: values.currency } : {}),
        ...(values['time-zone'] ? { timeZone: values['time-zone'] } : {}),
        withKey: values['with-key'] ?? false,
      });
    case 'keys create':
      if (!values.organization || !values.permission)
        fail('keys create needs --organization and --permission');
      return keysCreate(config, values.organization, values.permission, values.name);
    case 'keys list':
      if (!values.organization) fail('keys list needs --organization');
      return keysList(config, values.organization);
    case 'keys revoke':
      if (!arg) fail('keys revoke needs the key name');
      return keysRevoke(config, arg);
    case 'invoices run':
      return invoicesRun(config, {
        ...(values.organization ? { organization: values.organization } : {}),
        ...(values['as-of'] ? { asOf: asOfArgument(values['as-of']) } : {}),
      });
    default:
      fail(`unknown command: ${positionals.join(' ')}`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof ApiError) {
    process.stderr.write(`${error.code}: ${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`${(error as Error)?.stack ?? error}\n`);
  process.exit(1);
});
