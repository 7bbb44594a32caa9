/**
 * Operator commands against the running server (only the server opens the database; the product has no admin role):
 *   npm run ops -- elogin --phone 13800138000 [--country 86] [--lang en]
 *   npm run ops -- elogin --email someone@example.com
 *   npm run ops -- elogin --user 12
 *   npm run ops -- fapiao list [--status 1..5] [--limit 100]
 *   npm run ops -- fapiao show <requestNo>
 *   npm run ops -- fapiao take <requestNo>                                          (→ 3 In Process)
 *   npm run ops -- fapiao reject <requestNo> --reason "..."                         (→ 4 Rejected)
 *   npm run ops -- fapiao mail <requestNo> --company "SF Express" --tracking SF123  (→ 5 Mailed)
 *   npm run ops -- order show <orderNo>
 *   npm run ops -- refund <orderNo> --reason "..."
 * Reads the ops key the server wrote to ${DATA_DIR}/ops.key at start, and calls its loopback-only ops API.
 * Exit status: 0 done, 1 refused by the server (or the server is not there), 2 a mistyped command.
 */
import { parseArgs } from 'node:util';
import { loadDotEnv, OpsFailure, opsCall } from './ops/client.ts';
import { fapiaoCommand } from './ops/fapiao.ts';
import { orderCommand, refundCommand } from './ops/orders.ts';

const USAGE = `usage: npm run ops -- <command>
  elogin (--phone <number> [--country <code>] | --email <address> | --user <id>) [--lang cn|en]
  fapiao list [--status 1..5] [--limit <n>]
  fapiao show <requestNo>
  fapiao take <requestNo>
  fapiao reject <requestNo> --reason "<why>"
  fapiao mail <requestNo> --company "<logistics company>" --tracking <number>
  order show <orderNo>
  refund <orderNo> --reason "<why>"`;

async function elogin(values: Record<string, string | undefined>): Promise<string> {
  const body: Record<string, unknown> = { lang: values.lang };
  if (values.phone) Object.assign(body, { phone: values.phone, countryCode: values.country });
  if (values.email) body.email = values.email;
  if (values.user) body.userId = Number(values.user);
  if ([values.phone, values.email, values.user].filter(Boolean).length !== 1) throw new OpsFailure('give exactly one of --phone, --email, --user', 2);
  const { userId, url, expiresAt } = await opsCall<{ userId: number; url: string; expiresAt: number }>('POST', '/elogin', body);
  return `login link for user ${userId}, valid until ${new Date(expiresAt).toISOString()} (single use):\n${url}`;
}

async function run(argv: string[]): Promise<string> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        phone: { type: 'string' },
        country: { type: 'string', default: '86' },
        email: { type: 'string' },
        user: { type: 'string' },
        lang: { type: 'string', default: 'cn' },
        status: { type: 'string' },
        limit: { type: 'string' },
        reason: { type: 'string' },
        company: { type: 'string' },
        tracking: { type: 'string' },
      },
    });
  } catch (err) {
    throw new OpsFailure((err as Error).message, 2);
  }
  const { positionals: p, values } = parsed;
  switch (p[0]) {
    case 'elogin':
      return elogin(values);
    case 'fapiao':
      return fapiaoCommand(p[1], p[2], values);
    case 'order':
      return orderCommand(p[1], p[2]);
    case 'refund':
      return refundCommand(p[1], values.reason);
    default:
      throw new OpsFailure(p[0] ? `unknown command: ${p[0]}` : 'no command given', 2);
  }
}

loadDotEnv();
try {
  console.log(await run(process.argv.slice(2)));
} catch (err) {
  if (!(err instanceof OpsFailure)) throw err;
  console.error(err.message);
  if (err.exitCode === 2) console.error(USAGE);
  process.exit(err.exitCode);
}
