import type { ColdStartFigures } from "../engine/measureColdStart.js";
import type { EngineFigures, ExampleFigures } from "../engine/measureEngine.js";
import type { HeapFigures } from "../engine/measureHeap.js";
import type { ImpactFigures } from "../impact/measureImpact.js";
import type { MachineDescription } from "../lib/describeMachine.js";
import type { PeerFigures } from "../peers/measurePeers.js";
import type { SelfTime } from "../profile.js";
import type { ServiceFigures } from "../service/measureService.js";

/** Everything one `npm run bench` measured. */
export interface BenchFigures {
  readonly quick: boolean;
  readonly machineAtStart: MachineDescription;
  readonly loadAverageAtEnd: readonly number[];
  readonly minutes: number;
  readonly engine: readonly EngineFigures[];
  readonly examples: readonly ExampleFigures[];
  readonly heap: HeapFigures;
  readonly coldStart: ColdStartFigures;
  readonly peers: PeerFigures;
  readonly service: ServiceFigures;
  readonly impact: ImpactFigures;
  readonly profile: readonly SelfTime[];
  /** Library files importing date-fns by its package root (all of date-fns is then loaded). */
  readonly dateFnsRootImports: readonly string[];
}

/** One row of the benchmark's one table. */
export interface BenchRow {
  readonly section: string;
  readonly measure: string;
  readonly figure: string;
  /** The same-run baseline the ratio is against, when there is one. */
  readonly baseline?: string;
  readonly ratio?: string;
  readonly target?: string;
  /** "met", "NOT met" or absent. */
  readonly verdict?: string;
}
