import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { chmodSync, chownSync, copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, symlinkSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const SERVICE_PACKAGE = join(ROOT, "packages/service");

/** The user a container's non-root user stands for here, from /etc/passwd: `nobody`. */
export function imageUser(): { readonly uid: number; readonly gid: number } {
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("nobody:"));
  const [, , uid, gid] = line?.split(":") ?? [];
  if (uid === undefined || gid === undefined) throw new Error("this machine has no user nobody in /etc/passwd");
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * Lets any user pass through every folder on the way to each of `paths` (adds o+x where it is
 * missing, e.g. the test run's 0700 temporary folder), and gives back what puts their modes back.
 */
export function grantTraversal(paths: readonly string[]): () => void {
  const changed = new Map<string, number>();
  for (const path of paths) {
    const parts = resolve(path)
      .split(sep)
      .filter((part) => part !== "");
    for (let depth = 1; depth <= parts.length; depth += 1) {
      const folder = sep + parts.slice(0, depth).join(sep);
      const mode = statSync(folder).mode & 0o7777;
      if (changed.has(folder) || (mode & 0o001) !== 0) continue;
      changed.set(folder, mode);
      chmodSync(folder, mode | 0o001);
    }
  }
  return () => {
    for (const [folder, mode] of changed) if (existsSync(folder)) chmodSync(folder, mode);
  };
}

/** Makes `path` and everything below it owned by root and read-only to everyone, as files copied into an image are to its user. */
function makeReadOnly(path: string): void {
  const stats = statSync(path);
  chownSync(path, 0, 0);
  if (stats.isDirectory()) {
    for (const name of readdirSync(path)) makeReadOnly(join(path, name));
    chmodSync(path, 0o555);
  } else chmodSync(path, 0o444);
}

/**
 * Builds the service's program as the image runs it, into `app` laid out as the image's /app:
 * `packages/service/dist/serve.js` (the service package's own tsup entry) with the store's
 * database thread and, when the build has made one, the empty database template beside it. The
 * library and the workspace packages are bundled from their sources (tsconfig.json's paths), so
 * no package needs a build first; the third-party dependencies stay imports, found in
 * `app/node_modules`, a link to the repository's. The whole folder is then root's and read-only.
 */
export async function buildImageFolder(app: string): Promise<void> {
  const { build } = await import("tsup");
  const config = (await import("../tsup.config.js")).default as unknown as { entry: Record<string, string>; target: string };
  const dist = join(app, "packages/service/dist");
  await build({
    entry: { serve: join(SERVICE_PACKAGE, config.entry.serve!), "pglite-worker": join(ROOT, "packages/store/src/pgliteWorker.ts") },
    format: ["esm"],
    target: config.target,
    outDir: dist,
    config: false,
    silent: true,
    dts: false,
    sourcemap: false,
    noExternal: [/^pmi-rating(\/|$)/, /^@pmi-rating\//],
    external: thirdPartyDependencies(),
  });
  copyFileSync(join(SERVICE_PACKAGE, "package.json"), join(app, "packages/service/package.json"));
  // `npm run build` caches the templates here (the store takes its PGlite version's); without one
  // the store runs initdb (5 to 15 s).
  const templates = join(ROOT, "node_modules/.cache/pmi-rating");
  const names = existsSync(templates) ? readdirSync(templates).filter((name) => /^pglite-.+-template\.tar\.gz$/.test(name)) : [];
  for (const name of names) copyFileSync(join(templates, name), join(dist, name));
  makeReadOnly(app);
  symlinkSync(join(ROOT, "node_modules"), join(app, "node_modules"));
}

/** Every third-party runtime dependency of the packages bundled into the program. */
function thirdPartyDependencies(): string[] {
  const folders = [ROOT, ...["store", "workbench", "service"].map((name) => join(ROOT, "packages", name))];
  const names = folders.flatMap((folder) =>
    Object.keys((JSON.parse(readFileSync(join(folder, "package.json"), "utf8")) as { dependencies?: Record<string, string> }).dependencies ?? {}),
  );
  return [...new Set(names)].filter((name) => name !== "pmi-rating" && !name.startsWith("@pmi-rating/"));
}

/** A folder the image user owns and alone may use, as a volume given to the image's user. */
export function makeUserFolder(path: string): string {
  const { uid, gid } = imageUser();
  mkdirSync(path, { recursive: true, mode: 0o700 });
  chownSync(path, uid, gid);
  return path;
}

/** Where setpriv is: util-linux's, on Debian in /usr/bin. */
export const SETPRIV = ["/usr/bin/setpriv", "/bin/setpriv"].find((path) => existsSync(path));

/**
 * Runs `command` (exec form, as a Dockerfile's CMD; `node` is this Node) as the image user,
 * with only `env` (as a container has only its image's and its `-e` settings), in `cwd`.
 */
export function runAsImageUser(
  command: readonly string[],
  options: { readonly cwd: string; readonly env: Readonly<Record<string, string>> },
): ChildProcessWithoutNullStreams {
  if (SETPRIV === undefined) throw new Error("setpriv (util-linux) is not installed");
  const { uid, gid } = imageUser();
  const [program, ...args] = command;
  const executable = program === "node" ? process.execPath : program!;
  return spawn(SETPRIV, [`--reuid=${uid}`, `--regid=${gid}`, "--clear-groups", "--", executable, ...args], {
    cwd: options.cwd,
    env: { PATH: `${dirname(process.execPath)}:/usr/local/bin:/usr/bin:/bin`, ...options.env },
    stdio: ["pipe", "pipe", "pipe"],
  });
}
