/** The part of a V8 CPU profile (`node --cpu-prof`) that inclusive time needs. */
export interface CpuProfileNodes {
  readonly nodes: readonly { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: readonly number[] }[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** A function's inclusive share of the busy samples. */
export interface InclusiveTime {
  readonly functionName: string;
  readonly location: string;
  readonly percent: number;
}

const NOT_WORK = new Set(["(idle)", "(program)", "(root)"]);

/**
 * Sums a CPU profile's busy samples into inclusive time per function: a sample counts once for
 * every distinct function on its stack (recursion counted once), so a caller's figure holds what
 * it called. Self time (`summarizeCpuProfile`) says which function burns the CPU; this says
 * which request stage it was burnt for.
 *
 * @example
 * summarizeInclusive(JSON.parse(readFileSync("service.cpuprofile", "utf8")), 30);
 */
export function summarizeInclusive(profile: CpuProfileNodes, top: number): InclusiveTime[] {
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const frameOf = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const keyOf = (id: number) => {
    const frame = frameOf.get(id)!;
    const file = frame.url.replace(/^.*\/(node_modules\/|bench\/|src\/|dist\/)/, "$1");
    return `${frame.functionName || "(anonymous)"}\t${file}:${frame.lineNumber + 1}`;
  };
  const micros = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    if (NOT_WORK.has(frameOf.get(id)?.functionName ?? "")) return;
    total += delta;
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parentOf.get(node)) {
      const key = keyOf(node);
      if (seen.has(key)) continue;
      seen.add(key);
      micros.set(key, (micros.get(key) ?? 0) + delta);
    }
  });
  return [...micros.entries()]
    .filter(([key]) => !key.startsWith("(root)"))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, value]) => {
      const [functionName, location] = key.split("\t") as [string, string];
      return { functionName, location, percent: (100 * value) / total };
    });
}
