/**
 * How the operations command reaches the running server: the same .env as `npm start`, the ops key the server
 * wrote to ${DATA_DIR}/ops.key when it started listening, and its loopback-only ops API.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** KEY=VALUE lines of ./.env, under the real environment (the same file `npm start` reads). */
export function loadDotEnv(file = '.env') {
  if (!existsSync(file)) return;
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!m || line.trimStart().startsWith('#')) continue;
    const value = m[2].replace(/^(['"])(.*)\1$/, '$2');
    process.env[m[1]] ??= value;
  }
}

export function serverBase(): string {
  if (process.env.OPS_URL) return process.env.OPS_URL.replace(/\/$/, '');
  const pub = process.env.PUBLIC_URL;
  // The ops API answers loopback callers only: a public address would go through the proxy and be refused.
  if (pub && /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?\/?$/.test(pub)) return pub.replace(/\/$/, '');
  return `http://127.0.0.1:${process.env.PORT || 3000}`;
}

/** A message for the operator and the exit status: 2 for a mistyped command, 1 for anything refused or unreachable. */
export class OpsFailure extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
  }
}

interface Envelope<T> {
  success: boolean;
  code: number;
  messageEn: string;
  datas: T | null;
}

function opsKey(): string {
  const keyFile = join(resolve(process.env.DATA_DIR || './data'), 'ops.key');
  if (!existsSync(keyFile)) throw new OpsFailure(`no ops key at ${keyFile}: start the server first (it writes the key when it starts listening)`);
  return readFileSync(keyFile, 'utf8').trim();
}

/** Why the server refused, with the fields a validation failure names. */
function refusal(e: Envelope<unknown>): string {
  const fields = (e.datas as { fields?: { path: string; messageEn: string }[] } | null)?.fields;
  const detail = fields?.length ? ` (${fields.map((f) => `${f.path || 'request'}: ${f.messageEn}`).join('; ')})` : '';
  return `refused (${e.code}): ${e.messageEn}${detail}`;
}

/** One call of the ops API; the answer's datas, or an OpsFailure with the server's reason. */
export async function opsCall<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const key = opsKey();
  const base = serverBase();
  let res: Response;
  try {
    res = await fetch(`${base}/api/ops${path}`, {
      method,
      headers: { 'x-ops-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (err) {
    throw new OpsFailure(`the server at ${base} does not answer: ${(err as Error).message}`);
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await res.json()) as Envelope<T>;
  } catch {
    throw new OpsFailure(`the server at ${base} answered HTTP ${res.status} without an envelope`);
  }
  if (!envelope.success || envelope.datas === null) throw new OpsFailure(refusal(envelope));
  return envelope.datas;
}
