import { defineConfig } from "tsup";

// The `pmi-rating` binary and the pricing thread of `pmi-rating impact`, beside it. ES module
// only: it is a program, not something to require(). The library and the workspace packages are
// dependencies, not bundled (tsup leaves every dependency of package.json out of the bundle).
export default defineConfig({
  entry: { cli: "src/index.ts", "cli-impact-worker": "src/impact/impactWorker.ts" },
  format: ["esm"],
  dts: false,
  sourcemap: false,
  clean: true,
  target: "node20",
  banner: { js: "#!/usr/bin/env node" },
});
