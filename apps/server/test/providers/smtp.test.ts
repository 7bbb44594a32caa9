import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailProvider } from '../../src/providers/mail/smtp.ts';

interface Received {
  from: string;
  to: string[];
  data: string;
  auth: string | null;
}

/**
 * Enough of SMTP (RFC 5321) for a client to deliver one message: greeting, EHLO with AUTH PLAIN, MAIL FROM, RCPT TO,
 * DATA up to the lone dot, QUIT. No STARTTLS is offered, so the conversation stays in clear text on loopback.
 */
function tinySmtp(received: Received[]): Server {
  return createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '', auth: null };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 tiny.local ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '', auth: current.auth };
          reply('250 2.0.0 queued');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl === -1) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-tiny.local\r\n250-AUTH PLAIN\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO') reply('250 tiny.local');
        else if (verb === 'AUTH') {
          current.auth = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8');
          reply('235 2.7.0 accepted');
        } else if (verb === 'MAIL') {
          current.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok');
        else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
          return;
        } else reply('502 5.5.2 not implemented');
      }
    });
  });
}

describe('SMTP mail adapter against a tiny local SMTP server', () => {
  const received: Received[] = [];
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = tinySmtp(received);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a bilingual message from MAIL_FROM, authenticating with the URL credentials', async () => {
    const mail = new SmtpMailProvider(`smtp://mailer:s3cret@127.0.0.1:${port}`, 'LexBridge <no-reply@lexbridge.test>');
    await mail.send({ to: 'reader@example.com', subject: 'LexBridge 登录链接 | Your LexBridge login link', text: '请打开链接\n\nOpen the link' });
    mail.close();
    expect(received).toHaveLength(1);
    const [msg] = received;
    expect(msg.from).toBe('no-reply@lexbridge.test');
    expect(msg.to).toEqual(['reader@example.com']);
    expect(msg.auth).toBe('\u0000mailer\u0000s3cret');
    expect(msg.data).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(msg.data).toContain('To: reader@example.com');
    expect(msg.data).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
  });

  it('fails loudly when the server is not there', async () => {
    const mail = new SmtpMailProvider('smtp://127.0.0.1:1', 'LexBridge <no-reply@lexbridge.test>');
    await expect(mail.send({ to: 'reader@example.com', subject: 's', text: 't' })).rejects.toThrow();
    mail.close();
  });
});
