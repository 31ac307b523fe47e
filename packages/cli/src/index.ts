import { runCli } from "./runCli.js";

// The `pmi-rating` binary (dist/cli.js). Exit through exitCode, not process.exit(), so that
// buffered output to a pipe is flushed first.
process.exitCode = await runCli(process.argv);
