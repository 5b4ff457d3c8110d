import { format } from 'node:util';
import { pino, type Logger } from 'pino';
import type { Config } from '../config';

const LEVELS: Record<Config['LOG_LEVEL'], string> = { error: 'error', warn: 'warn', log: 'info', debug: 'debug' };

/**
 * Paths pino blanks in any object logged, whoever logs it: a safety net under the rule that secrets are never
 * passed to a logger at all (the request log names a route's pattern, never its values, headers or bodies).
 */
export const REDACTED_PATHS = [
  'password',
  'token',
  'cookie',
  'authorization',
  'secret',
  '*.password',
  '*.token',
  '*.cookie',
  '*.authorization',
  '*.secret',
  'headers.cookie',
  'headers.authorization',
  '*.headers.cookie',
  '*.headers.authorization',
];

/**
 * LOG_FORMAT=json: one JSON object per line on stdout, with the role and pid. Request lines are `info` (LOG_LEVEL=log).
 */
export function createJsonLogger(config: Pick<Config, 'ROLE' | 'LOG_LEVEL'>): Logger {
  return pino({
    level: LEVELS[config.LOG_LEVEL],
    base: { role: config.ROLE, pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    formatters: { level: (label) => ({ level: label }) },
  });
}

/**
 * Every console line of the process as JSON through pino, so the libraries' and our own messages (collab store
 * failures, Nest's errors) reach the collector in one format. Errors keep their stack.
 */
export function routeConsoleTo(logger: Logger): void {
  const write =
    (level: 'info' | 'warn' | 'error' | 'debug') =>
    (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const message = format(...args.filter((arg) => arg !== error)).trim();
      if (error) logger[level]({ err: error }, message || error.message);
      else logger[level](message);
    };
  console.log = write('info');
  console.info = write('info');
  console.warn = write('warn');
  console.error = write('error');
  console.debug = write('debug');
}

/** Nest's logger in JSON mode: its messages through pino too. */
export function nestLoggerFor(logger: Logger) {
  return {
    log: (message: unknown, context?: string) => logger.info({ context }, String(message)),
    error: (message: unknown, stack?: string, context?: string) => logger.error({ context, stack }, String(message)),
    warn: (message: unknown, context?: string) => logger.warn({ context }, String(message)),
    debug: (message: unknown, context?: string) => logger.debug({ context }, String(message)),
    verbose: (message: unknown, context?: string) => logger.trace({ context }, String(message)),
  };
}
