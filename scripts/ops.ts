/**
 * Operator commands against the running server (only the server opens the database):
 *   npm run ops -- elogin --phone 13800138000 [--country 86] [--lang en]
 *   npm run ops -- elogin --email someone@example.com
 *   npm run ops -- elogin --user 12
 * Reads the ops key the server wrote to ${DATA_DIR}/ops.key at start, and calls its loopback-only ops API.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

/** KEY=VALUE lines of ./.env, under the real environment (the same file `npm start` reads). */
function loadDotEnv(file = '.env') {
  if (!existsSync(file)) return;
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!m || line.trimStart().startsWith('#')) continue;
    const value = m[2].replace(/^(['"])(.*)\1$/, '$2');
    process.env[m[1]] ??= value;
  }
}

function serverBase(): string {
  if (process.env.OPS_URL) return process.env.OPS_URL.replace(/\/$/, '');
  const pub = process.env.PUBLIC_URL;
  // The ops API answers loopback callers only: a public address would go through the proxy and be refused.
  if (pub && /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?\/?$/.test(pub)) return pub.replace(/\/$/, '');
  return `http://127.0.0.1:${process.env.PORT || 3000}`;
}

function usage(message?: string): never {
  if (message) console.error(message);
  console.error('usage: npm run ops -- elogin (--phone <number> [--country <code>] | --email <address> | --user <id>) [--lang cn|en]');
  process.exit(2);
}

async function main() {
  loadDotEnv();
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      phone: { type: 'string' },
      country: { type: 'string', default: '86' },
      email: { type: 'string' },
      user: { type: 'string' },
      lang: { type: 'string', default: 'cn' },
    },
  });
  if (positionals[0] !== 'elogin') usage(positionals[0] ? `unknown command: ${positionals[0]}` : undefined);
  const body: Record<string, unknown> = { lang: values.lang };
  if (values.phone) Object.assign(body, { phone: values.phone, countryCode: values.country });
  if (values.email) body.email = values.email;
  if (values.user) body.userId = Number(values.user);
  if ([values.phone, values.email, values.user].filter(Boolean).length !== 1) usage('give exactly one of --phone, --email, --user');

  const keyFile = join(resolve(process.env.DATA_DIR || './data'), 'ops.key');
  if (!existsSync(keyFile)) {
    console.error(`no ops key at ${keyFile}: start the server first (it writes the key when it starts listening)`);
    process.exit(1);
  }
  const key = readFileSync(keyFile, 'utf8').trim();
  const base = serverBase();
  let res: Response;
  try {
    res = await fetch(`${base}/api/ops/elogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ops-key': key },
      body: JSON.stringify(body),
    });
  } catch (err) {
    console.error(`the server at ${base} does not answer: ${(err as Error).message}`);
    process.exit(1);
  }
  const envelope = (await res.json()) as { success: boolean; code: number; messageEn: string; datas: { userId: number; url: string; expiresAt: number } | null };
  if (!envelope.success || !envelope.datas) {
    console.error(`refused (${envelope.code}): ${envelope.messageEn}`);
    process.exit(1);
  }
  const { userId, url, expiresAt } = envelope.datas;
  console.log(`login link for user ${userId}, valid until ${new Date(expiresAt).toISOString()} (single use):`);
  console.log(url);
}

await main();
