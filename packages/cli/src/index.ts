import { colorsFor } from "./format/colors.js";
import { guardTerminalOutput } from "./format/guardTerminalOutput.js";
import { runCli } from "./runCli.js";

// A reader that closes the pipe early (`pmi-rating impact --help | head`) is not a failure: there
// is no one left to write to, so the command stops at once, quietly, with 0, as other Unix tools
// do when they are not killed by SIGPIPE. Any other error of the stream is still thrown.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
    process.exit(0);
  });
}

// Everything a command prints goes through this one guard: a value from data (a stored id, a
// table cell, a case's description) cannot act on the terminal, whichever command prints it.
// Colours off, the command line writes no escape sequence of its own: none may pass.
guardTerminalOutput(process.stdout, { keepOwnStyles: colorsFor(process.stdout).isColorSupported });

// The `pmi-rating` binary (dist/cli.js). Exit through exitCode, not process.exit(), so that
// buffered output to a pipe is flushed first.
process.exitCode = await runCli(process.argv);
