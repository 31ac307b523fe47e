import { readFileSync } from "node:fs";
import { DockerfileParser, ModifiableInstruction, type ImageTemplate, type Instruction } from "dockerfile-ast";

/** The service's Dockerfile, as the tests read it. */
export const DOCKERFILE_PATH = new URL("../Dockerfile", import.meta.url);

/** One instruction of the Dockerfile. */
export interface DockerfileInstruction {
  readonly keyword: string;
  readonly arguments: string;
  readonly flags: Readonly<Record<string, string>>;
}

/** One stage of the Dockerfile: from its FROM to the next. */
export interface DockerfileStage {
  /** The stage's name (`FROM ... AS name`), or undefined. */
  readonly name: string | undefined;
  /** Its instructions, FROM first, keywords in upper case, arguments as written (continuations joined), flags apart (`--from`: `build`). */
  readonly instructions: readonly DockerfileInstruction[];
  /** Its ENV settings, in order; a later one replaces an earlier one of the same name. */
  readonly env: Readonly<Record<string, string>>;
}

/** What the image runs, read from the runtime (last) stage. */
export interface ImageRuntime extends DockerfileStage {
  /** WORKDIR: where CMD runs. */
  readonly workdir: string;
  /** USER, as written. */
  readonly user: string | undefined;
  /** Every VOLUME's folders. */
  readonly volumes: readonly string[];
  /** CMD, exec form. */
  readonly command: readonly string[];
  /** HEALTHCHECK's CMD, exec form. */
  readonly healthcheckCommand: readonly string[];
}

function argumentsOf(instruction: Instruction): string {
  return instruction
    .getArguments()
    .map((argument) => argument.getValue())
    .join(" ");
}

/** The JSON array of an exec-form instruction's arguments (CMD ["node", ...]), from `text`. */
function execForm(text: string, what: string): string[] {
  const start = text.indexOf("[");
  const parsed: unknown = start < 0 ? undefined : JSON.parse(text.slice(start));
  if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === "string"))
    throw new Error(`The Dockerfile's ${what} is not in exec form (a JSON array): ${text}`);
  return parsed;
}

function stageOf(template: ImageTemplate): DockerfileStage {
  const env: Record<string, string> = {};
  for (const instruction of template.getENVs()) for (const property of instruction.getProperties()) env[property.getName()] = property.getValue() ?? "";
  return {
    name: template.getFROMs()[0]?.getBuildStage() ?? undefined,
    instructions: template.getInstructions().map((instruction) => ({
      keyword: instruction.getKeyword().toUpperCase(),
      arguments: argumentsOf(instruction),
      flags: instruction instanceof ModifiableInstruction ? Object.fromEntries(instruction.getFlags().map((flag) => [flag.getName(), flag.getValue() ?? ""])) : {},
    })),
    env,
  };
}

/**
 * The Dockerfile's stages (parsed by dockerfile-ast, the parser of dockerfile-utils' linter), and
 * what its runtime stage runs, so that the tests start the service with the image's own
 * settings and command rather than a copy that could drift from it.
 *
 * @example
 * readImageDockerfile().runtime.env.PMI_DATA_DIR; // "/data"
 */
export function readImageDockerfile(text: string = readFileSync(DOCKERFILE_PATH, "utf8")): {
  readonly stages: readonly DockerfileStage[];
  readonly runtime: ImageRuntime;
} {
  const dockerfile = DockerfileParser.parse(text);
  const templates = dockerfile.getFROMs().map((from) => dockerfile.getContainingImage(from.getRange().start));
  const stages = templates.map((template) => {
    if (template === null) throw new Error("The Dockerfile has a FROM outside any stage");
    return stageOf(template);
  });
  const last = templates.at(-1);
  const runtimeStage = stages.at(-1);
  if (last === null || last === undefined || runtimeStage === undefined) throw new Error("The Dockerfile has no stage");
  const keywordArguments = (keyword: string) =>
    runtimeStage.instructions.filter((instruction) => instruction.keyword === keyword).map((instruction) => instruction.arguments);
  const healthcheck = last.getHEALTHCHECKs().at(-1)?.getRawArgumentsContent() ?? "";
  return {
    stages,
    runtime: {
      ...runtimeStage,
      workdir: keywordArguments("WORKDIR").at(-1) ?? "/",
      user: keywordArguments("USER").at(-1),
      volumes: keywordArguments("VOLUME").flatMap((folders) => (folders.trim().startsWith("[") ? execForm(folders, "VOLUME") : folders.split(/\s+/))),
      command: execForm(last.getCMDs().at(-1)?.getRawArgumentsContent() ?? "", "CMD"),
      healthcheckCommand: execForm(healthcheck.slice(healthcheck.indexOf("CMD")), "HEALTHCHECK"),
    },
  };
}
