import { pino, type Logger } from "pino";

/**
 * Keys whose values are personal data or secrets, censored wherever they would appear in a
 * log line (at the top or one level down). The service's entries carry none of them by
 * construction (docs/http.md: no body, no query, no header but the caller's identifiers);
 * this is the second guard, for a field someone adds later.
 */
const REDACTED_PATHS = ["dateOfBirth", "postcode", "postCode", "authorization", "token", "access_token", "clientSecret", "client_secret"].flatMap((key) => [
  key,
  `*.${key}`,
]);

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
 * @example
 * const logger = createServiceLogger((line) => lines.push(line));
 * logger.info({ url: "http://localhost:8080" }, "listening");
 * // {"level":"info","time":"2026-03-01T09:00:00.000Z","url":"http://localhost:8080","event":"listening"}
 */
export function createServiceLogger(writeLine?: (line: string) => void): Logger {
  const destination =
    writeLine === undefined ? pino.destination({ dest: 1, sync: false }) : { write: (chunk: string) => writeLine(chunk.endsWith("\n") ? chunk.slice(0, -1) : chunk) };
  return pino(
    {
      base: null,
      messageKey: "event",
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    },
    destination,
  );
}
