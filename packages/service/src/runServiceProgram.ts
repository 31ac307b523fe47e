import { QuoteStoreConfigError, QuoteStoreOpenError } from "@pmi-rating/store";
import { TablesError } from "pmi-rating/node";
import { ServiceConfigError, startReferenceService, type ReferenceService, type ReferenceServiceOptions } from "./startReferenceService.js";

/** Where the program writes what a person reads (standard error); the JSON log lines go to standard output. */
export type WriteMessage = (text: string) => void;

/** What `runServiceProgram` gave: the service, started, or the exit code of a start that failed, its reason written. */
export type ServiceProgramOutcome = { readonly started: true; readonly service: ReferenceService } | { readonly started: false; readonly exitCode: 1 };

/**
 * The `pmi-rating-service` program (the container image's command): the reference service
 * configured by the environment alone, keeping every quote (PMI_QUOTE_STORE on unless set off),
 * stopping gracefully on SIGTERM and SIGINT. A start that cannot succeed (a setting missing or
 * wrong, tables that do not load, a quote store that cannot be opened, a port taken) writes its
 * reason, naming the settings to change, and gives exit code 1 rather than a stack trace.
 *
 * @example
 * const outcome = await runServiceProgram(process.env, (text) => process.stderr.write(text));
 * if (!outcome.started) process.exitCode = outcome.exitCode;
 */
export async function runServiceProgram(
  env: Readonly<Record<string, string | undefined>>,
  writeMessage: WriteMessage,
  /** For tests: where the log lines go (default standard output) and whether signals stop it (default true). */
  serviceOptions: Pick<ReferenceServiceOptions, "log" | "handleSignals"> = {},
): Promise<ServiceProgramOutcome> {
  try {
    const service = await startReferenceService({
      ...serviceOptions,
      env,
      keepQuotes: true,
      onListening: (url) => writeMessage(`pmi-rating reference service listening on ${url}; ready once GET /readyz answers 200\n`),
    });
    return { started: true, service };
  } catch (error) {
    const reason = reasonOfFailedStart(error);
    if (reason === undefined) throw error;
    writeMessage(`${reason}\n`);
    return { started: false, exitCode: 1 };
  }
}

/** The message of a failure an operator fixes by configuration; undefined for anything else (a fault, shown with its stack). */
function reasonOfFailedStart(error: unknown): string | undefined {
  if (error instanceof ServiceConfigError || error instanceof QuoteStoreConfigError || error instanceof QuoteStoreOpenError) return error.message;
  if (TablesError.is(error)) return `pmi-rating: ${error.message}`;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === "EADDRINUSE" || code === "EACCES" || code === "EADDRNOTAVAIL") return `pmi-rating: cannot listen (HOST, PORT): ${(error as Error).message}`;
  return undefined;
}
