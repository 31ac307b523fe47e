import { existsSync, readFileSync } from "node:fs";
import { validate, ValidationSeverity, type ValidatorSettings } from "dockerfile-utils";
import { describe, expect, it } from "vitest";
import { DOCKERFILE_PATH, readImageDockerfile, type DockerfileStage } from "./imageDockerfile.js";

/** Every rule of the linter that can be turned up, as an error: a warning fails the test too. */
const STRICT: ValidatorSettings = {
  deprecatedMaintainer: ValidationSeverity.ERROR,
  directiveCasing: ValidationSeverity.ERROR,
  emptyContinuationLine: ValidationSeverity.ERROR,
  instructionCasing: ValidationSeverity.ERROR,
  instructionCmdMultiple: ValidationSeverity.ERROR,
  instructionEntrypointMultiple: ValidationSeverity.ERROR,
  instructionHealthcheckMultiple: ValidationSeverity.ERROR,
  instructionJSONInSingleQuotes: ValidationSeverity.ERROR,
  instructionWorkdirRelative: ValidationSeverity.ERROR,
};

/** The problems dockerfile-utils finds, as `line N: message`. */
function lint(text: string): string[] {
  return validate(text, STRICT).map(
    (diagnostic) => `line ${diagnostic.range.start.line + 1}: ${typeof diagnostic.message === "string" ? diagnostic.message : diagnostic.message.value}`,
  );
}

/** The workspaces a stage's npm commands name with -w. */
function workspacesNamed(stage: DockerfileStage): string[] {
  return stage.instructions
    .filter((instruction) => instruction.keyword === "RUN")
    .flatMap((run) => [...run.arguments.matchAll(/(?:-w|--workspace)[ =](\S+)/g)].map((match) => match[1]!));
}

/** The npm commands of a stage that install packages. */
function installs(stage: DockerfileStage): string[] {
  return stage.instructions
    .filter((instruction) => instruction.keyword === "RUN")
    .flatMap((run) => run.arguments.split(/&&|;/))
    .map((command) => command.trim())
    .filter((command) => /^npm (ci|install|i|add)\b/.test(command));
}

const text = readFileSync(DOCKERFILE_PATH, "utf8");
const { stages, runtime } = readImageDockerfile(text);

describe("the service's Dockerfile, linted", () => {
  it("has nothing dockerfile-utils' linter (the Docker builder's rules) reports, warnings included", () => {
    expect(lint(text)).toEqual([]);
  });

  it("is checked by a linter that does report a broken Dockerfile", () => {
    expect(lint("FROM node:20\nhealthcheck --interva=30s CMD ls\nCOPY app\n")).toEqual([
      "line 2: Instructions should be written in uppercase letters",
      "line 2: Unknown flag: interva",
      "line 3: COPY requires at least two arguments",
    ]);
  });
});

describe("the service's Dockerfile, its runtime stage", () => {
  it("runs as a user other than root, set before its command", () => {
    expect(runtime.user).toBeDefined();
    expect(runtime.user).not.toMatch(/^(root|0)(:|$)/);
    const keywords = runtime.instructions.map((instruction) => instruction.keyword);
    expect(keywords.lastIndexOf("USER")).toBeLessThan(keywords.lastIndexOf("CMD"));
  });

  it("installs no development dependency: none of its own, and its node_modules from a stage that installs with --omit=dev only", () => {
    expect(installs(runtime).filter((command) => !command.includes("--omit=dev"))).toEqual([]);
    const modulesCopies = runtime.instructions.filter((instruction) => instruction.keyword === "COPY" && /node_modules/.test(instruction.arguments));
    expect(modulesCopies.length).toBeGreaterThan(0);
    for (const copy of modulesCopies) {
      const source = stages.find((stage) => stage.name === copy.flags.from);
      expect(source, `the stage ${copy.flags.from} that ${copy.arguments} comes from`).toBeDefined();
      expect(installs(source!).length).toBeGreaterThan(0);
      expect(installs(source!).filter((command) => !command.includes("--omit=dev"))).toEqual([]);
    }
  });

  it("keeps the quote store in a volume at PMI_DATA_DIR, made and given to its user before VOLUME", () => {
    expect(runtime.env.PMI_DATA_DIR).toBe("/data");
    expect(runtime.volumes).toContain(runtime.env.PMI_DATA_DIR);
    const keywords = runtime.instructions.map((instruction) => `${instruction.keyword} ${instruction.arguments}`);
    const chown = keywords.findIndex((line) => line.startsWith("RUN ") && line.includes(`chown ${runtime.user}:${runtime.user} ${runtime.env.PMI_DATA_DIR}`));
    expect(chown).toBeGreaterThan(-1);
    expect(chown).toBeLessThan(keywords.findIndex((line) => line.startsWith("VOLUME ")));
  });

  it("defaults to production mode, listening on every interface of the container, and checks its health on /readyz", () => {
    expect(runtime.env).toMatchObject({ PMI_MODE: "production", HOST: "0.0.0.0", NODE_ENV: "production" });
    expect(runtime.healthcheckCommand.join(" ")).toContain("/readyz");
    expect(runtime.command).toEqual(["node", "packages/service/dist/serve.js"]);
  });
});

describe("the service's Dockerfile, what it builds", () => {
  const service = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { dependencies: Record<string, string>; bin: Record<string, string> };
  const copiedPackages = runtime.instructions
    .filter((instruction) => instruction.keyword === "COPY" && instruction.flags.from === "build")
    .flatMap((copy) => [...copy.arguments.matchAll(/\/app\/packages\/([\w-]+)\//g)].map((match) => match[1]!));

  it("builds and installs the service's workspaces only: none of the command line's or the benches'", () => {
    for (const stage of stages.slice(0, -1)) expect(new Set(workspacesNamed(stage))).toEqual(new Set(["packages/store", "packages/workbench", "packages/service"]));
  });

  it("copies every workspace package the service depends on, and runs the service package's own program", () => {
    const workspaceDependencies = Object.keys(service.dependencies)
      .filter((name) => name.startsWith("@pmi-rating/"))
      .map((name) => name.slice("@pmi-rating/".length));
    expect(new Set(copiedPackages)).toEqual(new Set([...workspaceDependencies, "service"]));
    expect(`packages/service/${service.bin["pmi-rating-service"]!.replace(/^\.\//, "")}`).toBe(runtime.command[1]);
  });

  it("has its ignore list beside it, leaving out installed and built files", () => {
    const ignore = new URL("../Dockerfile.dockerignore", import.meta.url);
    expect(existsSync(ignore)).toBe(true);
    expect(readFileSync(ignore, "utf8").split("\n")).toEqual(expect.arrayContaining(["**/node_modules", "**/dist", ".git"]));
  });
});
