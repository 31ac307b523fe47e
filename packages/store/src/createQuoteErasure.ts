import { erasureSelectionProblems, recordSelector, type ErasureReport, type ErasureSelection } from "./erasureSelection.js";
import type { QuoteJournal } from "./createQuoteJournal.js";
import type { SqlClient } from "./sqlClient.js";
import { deleteStoredQuotes, storedQuotesToErase } from "./storedQuotesToErase.js";
import { selectSetAsideRecords } from "./setAsideRecords.js";

/** A selection that cannot be used: its problems, none of which repeats the personal data. */
export class ErasureSelectionError extends Error {
  readonly code = "INVALID_ERASURE_SELECTION";
  constructor(readonly problems: readonly string[]) {
    super(problems.join(" "));
    this.name = "ErasureSelectionError";
  }
}

function checked(selection: ErasureSelection): ErasureSelection {
  const problems = erasureSelectionProblems(selection);
  if (problems.length > 0) throw new ErasureSelectionError(problems);
  return selection;
}

/**
 * A store's erasure (UK GDPR, the right to erasure; docs/records.md, "Erasure"): every record a
 * selection names is deleted whole, from the database and from the records set aside beside
 * the journal. `settled` waits for the records handed to the store; `emptied` also puts every
 * record of the journal into the database and deletes the journal's files (the embedded store),
 * so that no copy stays on disk, nor comes back with a journal copied again.
 */
export function createQuoteErasure(
  client: SqlClient,
  options: { readonly settled: () => Promise<void>; readonly emptied: () => Promise<void>; readonly journal?: Pick<QuoteJournal, "selectSetAside"> },
): { findQuotesToErase(selection: ErasureSelection): Promise<ErasureReport>; eraseQuotes(selection: ErasureSelection): Promise<ErasureReport> } {
  return {
    async findQuotesToErase(selection) {
      checked(selection);
      await options.settled();
      return {
        stored: await storedQuotesToErase(client, selection),
        setAside: (await options.journal?.selectSetAside(recordSelector(selection), { erase: false })) ?? [],
      };
    },
    async eraseQuotes(selection) {
      checked(selection);
      await options.emptied();
      const stored = await client.transaction(async (transaction) => deleteStoredQuotes(transaction, await storedQuotesToErase(transaction, selection)));
      const setAside = (await options.journal?.selectSetAside(recordSelector(selection), { erase: true })) ?? [];
      return { stored, setAside };
    },
  };
}

/**
 * The quote ids of the records set aside in a journal folder that a selection names; with
 * `erase`, removed from its file. For a journal no store of this process holds: a service's on
 * PostgreSQL in `journal` mode, on its own machine (the embedded store's `eraseQuotes` does its own).
 *
 * @example
 * await setAsideQuotesToErase("data/journal", { quoteIds: [quoteId] }, { erase: true }); // [quoteId]
 */
export function setAsideQuotesToErase(journalDir: string, selection: ErasureSelection, options: { readonly erase: boolean }): Promise<string[]> {
  return selectSetAsideRecords(journalDir, recordSelector(checked(selection)), options);
}
