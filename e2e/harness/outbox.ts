/** Reading what the sandbox providers "sent": GET /api/dev/outbox, newest first. */
export interface OutboxEntry {
  channel: string;
  to: string;
  text: string;
  createdAt: number;
}

export interface ReadOptions {
  /** Only entries recorded at or after this time (ms since epoch, server clock). */
  since?: number;
  timeoutMs?: number;
}

export async function listOutbox(url: string, to?: string): Promise<OutboxEntry[]> {
  const q = new URLSearchParams({ limit: '200', ...(to ? { to } : {}) });
  const res = await fetch(`${url}/api/dev/outbox?${q}`, { signal: AbortSignal.timeout(10_000) });
  const body = (await res.json()) as { success: boolean; datas: Array<Omit<OutboxEntry, 'createdAt'> & { createdAt: number | string }> };
  if (!body.success) throw new Error(`outbox unavailable (HTTP ${res.status}): is a sandbox provider active?`);
  return body.datas.map((e) => ({ ...e, createdAt: typeof e.createdAt === 'number' ? e.createdAt : Date.parse(e.createdAt) }));
}

const digits = (s: string) => s.replace(/\D/g, '');

/** Entries handed out already: a second read waits for a newer message instead of returning the same one. */
const taken = new Set<string>();
const keyOf = (url: string, e: OutboxEntry) => `${url}|${e.channel}|${e.to}|${e.createdAt}|${e.text}`;

async function poll(url: string, match: (e: OutboxEntry) => boolean, what: string, opts: ReadOptions): Promise<OutboxEntry> {
  const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
  for (;;) {
    const entries = await listOutbox(url);
    // Only the newest matching message counts: an older one is a code the server no longer accepts.
    const newest = entries.find(match);
    const found = newest && (opts.since === undefined || newest.createdAt >= opts.since) && !taken.has(keyOf(url, newest)) ? newest : undefined;
    if (found) {
      taken.add(keyOf(url, found));
      return found;
    }
    if (Date.now() > deadline) throw new Error(`no new ${what} in the outbox of ${url}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** The code of the newest SMS to `phone` (any country code), waiting until there is one no earlier call returned. */
export async function readSmsCode(url: string, phone: string, opts: ReadOptions = {}): Promise<string> {
  const want = digits(phone);
  const entry = await poll(url, (e) => e.channel === 'sms' && digits(e.to).endsWith(want), `SMS to ${phone}`, opts);
  const code = entry.text.match(/(?<!\d)\d{6}(?!\d)/);
  if (!code) throw new Error(`SMS to ${phone} holds no 6-digit code: ${entry.text}`);
  return code[0];
}

/** The newest mail to `email`, waiting until there is one no earlier call returned, with the links it carries. */
export async function readMail(url: string, email: string, opts: ReadOptions = {}): Promise<OutboxEntry & { links: string[] }> {
  const want = email.toLowerCase();
  const entry = await poll(url, (e) => e.channel === 'mail' && e.to.toLowerCase().includes(want), `mail to ${email}`, opts);
  return { ...entry, links: [...entry.text.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((m) => m[0]) };
}
