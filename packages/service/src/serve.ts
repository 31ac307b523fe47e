#!/usr/bin/env node
import { runServiceProgram } from "./runServiceProgram.js";

// The `pmi-rating-service` binary (dist/serve.js), the container image's command: the service
// configured by its environment (docs/deployment.md). Exit through exitCode, not process.exit(),
// so that what was written reaches a pipe first.
const outcome = await runServiceProgram(process.env, (text) => process.stderr.write(text));
if (!outcome.started) process.exitCode = outcome.exitCode;
