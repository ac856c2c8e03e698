import { type Config, defaultLoggerOptions } from 'payload'

/**
 * How Payload logs the errors its REST handler answers (its `loggingLevels`, by error name):
 * refusals a client causes (a wrong id, a missing right, a bad filter, a wrong password) at info,
 * one line without a stack; the rest (APIError, files that cannot be read or written) at error.
 */
export const loggingLevels: Config['loggingLevels'] = {
  AuthenticationError: 'info',
  Forbidden: 'info',
  Locked: 'info',
  LockedAuth: 'info',
  MissingFile: 'info',
  NotFound: 'info',
  QueryError: 'info',
  UnverifiedEmail: 'info',
  ValidationError: 'info',
}

/** pino's number for the error level. */
export const ERROR = 50

/**
 * The line to write at info instead of an error line whose error answers 4xx (a status Payload
 * gives every error it throws), or null to log the call as it is: 5xx and other levels.
 */
export function clientErrorLine(
  args: readonly unknown[],
  level: number,
): { status: number; message: string } | null {
  const [first] = args
  if (level !== ERROR || typeof first !== 'object' || first === null || !('err' in first)) return null
  const { err } = first as { err: unknown }
  if (typeof err !== 'object' || err === null || !('status' in err)) return null
  const { status, message } = err as { status: unknown; message?: unknown }
  if (typeof status !== 'number' || status < 400 || status >= 500) return null
  return { status, message: typeof message === 'string' ? message : 'Client error' }
}

/**
 * Payload's logger with one change: an error that answers 4xx is logged at info without its stack,
 * whatever its name. `loggingLevels` goes by `err.name`, which is the class name: the production
 * build renames classes, so Forbidden and NotFound reached the log at ERROR with a 1.8 KB stack on
 * every anonymous 403 and 404, and a 4xx APIError (bad JSON, a missing e-mail) always does.
 */
export const restLogger: Config['logger'] = {
  destination: defaultLoggerOptions,
  options: {
    hooks: {
      logMethod(args, method, level) {
        const line = clientErrorLine(args, level)
        if (!line) return method.apply(this, args)
        this.info({ status: line.status }, line.message)
      },
    },
  },
}
