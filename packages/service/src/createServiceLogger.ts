import { pino, type DestinationStream, type LoggerOptions } from "pino";

/**
 * Keys whose values are personal data or secrets, censored wherever they would appear in a
 * log line (at the top or one level down). The service's entries carry none of them by
 * construction (docs/http.md: no body, no query, no header but the caller's identifiers);
 * this is the second guard, for a field someone adds later.
 */
const REDACTED_KEYS = ["dateOfBirth", "postcode", "postCode", "authorization", "token", "access_token", "clientSecret", "client_secret"];
const REDACTED_PATHS = REDACTED_KEYS.flatMap((key) => [key, `*.${key}`]);

/** The service's log: pino's `info`, `warn` and `error` with the fields first and the event second. */
export interface ServiceLogger {
  info(fields: object, event: string): void;
  warn(fields: object, event: string): void;
  error(fields: object, event: string): void;
}

/**
 * The reference service's log (pino): one JSON object per line with `time` (ISO 8601),
 * `level` (info, warn, error), `event` and the event's fields; dates of birth, postcodes,
 * tokens and secrets are censored (`[redacted]`). Lines go to `writeLine` when given (without
 * the newline), else to standard output through pino's asynchronous destination: a line costs
 * a copy into its buffer, not a write system call of its own (which, per request, was most of a
 * request's log cost); the lines that arrive while one write is under way go out together in
 * the next. pino flushes what is left synchronously when the process exits, so that the last
 * lines before an exit are not lost.
 *
 * Two pino loggers share the destination: one with pino's redaction, one without. pino's
 * one-level-down paths (`*.postcode`) make it run its redactor on every field of every line,
 * strings included (a clone and a reparse of all 16 paths each time: about 20 µs and 27 KB
 * of garbage per request line, more than the rest of the line). A line whose fields are all
 * plain values (string, number, boolean) under names none of which is redacted cannot hold
 * anything the redaction would censor, so it goes to the logger without it: that is every
 * request line. Anything else (an object or array at the top, or a redacted name) goes
 * through pino's redaction as before. The output is the same either way.
 *
 * @example
 * const logger = createServiceLogger((line) => lines.push(line));
 * logger.info({ url: "http://localhost:8080" }, "listening");
 * // {"level":"info","time":"2026-03-01T09:00:00.000Z","url":"http://localhost:8080","event":"listening"}
 */
export function createServiceLogger(writeLine?: (line: string) => void): ServiceLogger {
  const destination: DestinationStream =
    writeLine === undefined ? pino.destination({ dest: 1, sync: false }) : { write: (chunk: string) => writeLine(chunk.endsWith("\n") ? chunk.slice(0, -1) : chunk) };
  const options: LoggerOptions = {
    base: null,
    messageKey: "event",
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
  const redacting = pino({ ...options, redact: { paths: REDACTED_PATHS, censor: "[redacted]" } }, destination);
  const plain = pino(options, destination);
  const redactedKeys = new Set(REDACTED_KEYS);
  /** Whether pino's redaction could change the line: a redacted name, or a value it would look inside. */
  const mayNeedRedaction = (fields: object): boolean => {
    for (const key in fields) {
      if (redactedKeys.has(key)) return true;
      const value: unknown = (fields as Record<string, unknown>)[key];
      if (typeof value === "object" && value !== null) return true;
    }
    return false;
  };
  const loggerFor = (fields: object) => (mayNeedRedaction(fields) ? redacting : plain);
  return {
    info: (fields, event) => loggerFor(fields).info(fields, event),
    warn: (fields, event) => loggerFor(fields).warn(fields, event),
    error: (fields, event) => loggerFor(fields).error(fields, event),
  };
}
