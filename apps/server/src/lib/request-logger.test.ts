import { describe, expect, it } from 'vitest';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { redactPaths, REDACTED } from './logger.ts';
import { RequestLogger, requestLoggerFactory } from './request-logger.ts';

function root(level: string) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level, redact: { paths: redactPaths, censor: REDACTED }, timestamp: false, base: null }, { write: (s: string) => void lines.push(JSON.parse(s)) });
  return { logger: logger as unknown as FastifyBaseLogger, lines };
}

describe('RequestLogger', () => {
  it('writes the same lines as an eager child, bindings and redaction included', () => {
    const lazy = root('info');
    const eager = root('info');
    const a = requestLoggerFactory(lazy.logger, { reqId: 'req-1' }, {});
    const b = eager.logger.child({ reqId: 'req-1' });
    expect(a).toBeInstanceOf(RequestLogger);
    for (const log of [a, b]) {
      log.info({ password: 'p4ss', n: 1 }, 'hello %s', 'there');
      log.warn('plain');
      log.debug('hidden');
      log.child({ step: 2 }).error('nested');
    }
    expect(lazy.lines).toEqual(eager.lines);
    expect(lazy.lines).toHaveLength(3);
    expect(lazy.lines[0]).toMatchObject({ reqId: 'req-1', password: REDACTED, msg: 'hello there' });
  });

  it('follows the level: nothing below it is written, a level set on it applies to it alone', () => {
    const { logger, lines } = root('warn');
    const log = requestLoggerFactory(logger, { reqId: 'req-2' }, {});
    log.info('not written');
    expect(lines).toHaveLength(0);
    expect(log.level).toBe('warn');
    log.level = 'debug';
    log.debug('written');
    expect(lines).toMatchObject([{ reqId: 'req-2', msg: 'written' }]);
    logger.info('root still at warn');
    expect(lines).toHaveLength(1);
  });

  it('leaves route-level options and loggers without levels to the usual child', () => {
    const { logger } = root('info');
    expect(requestLoggerFactory(logger, { reqId: 'r' }, { level: 'debug' })).not.toBeInstanceOf(RequestLogger);
  });
});
