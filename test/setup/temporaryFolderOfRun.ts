import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The environment variable naming the run's folder once it is made. */
const RUN_FOLDER = "PMI_TEST_RUN_TEMPORARY_FOLDER";

/**
 * vitest's global setup: every temporary folder of a run in one, removed when the run ends.
 * Tests make their folders with `mkdtemp(join(tmpdir(), ...))`: PGlite databases of about 40 MB
 * each, copies of the tables, data folders of the services they start. Many are never removed
 * (a test cannot always tell when the process it started is done with one), so a run left
 * about 1 GB in /tmp. `os.tmpdir()` reads `TMPDIR`, which the test workers and every process they
 * start inherit from this process: set here to a folder of the run, it gathers them all, and the
 * teardown removes it whatever the tests did.
 *
 * @example
 * // vitest.config.ts
 * test: { globalSetup: ["test/setup/temporaryFolderOfRun.ts"] }
 */
export default function setup(): () => void {
  // vitest runs a global setup once for each project that extends the root config: the first
  // makes the folder and removes it; the others find it made. A short name, since Chromium's
  // socket in its profile folder must fit a Unix socket path (108 bytes).
  if (process.env[RUN_FOLDER] !== undefined) return () => {};
  const given = process.env.TMPDIR;
  const folder = mkdtempSync(join(tmpdir(), "pmi-test-"));
  process.env[RUN_FOLDER] = folder;
  process.env.TMPDIR = folder;
  return () => {
    rmSync(folder, { recursive: true, force: true });
    delete process.env[RUN_FOLDER];
    if (given === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = given;
  };
}
