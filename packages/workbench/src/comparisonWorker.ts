import type { ComparisonWorkerMessage, RunComparisonMessage } from "./comparisonMessages.js";
import { runComparison } from "./runComparison.js";

// The workbench's Web Worker (bundled as comparison-worker.js): runs each comparison it is
// sent off the page's thread, so the page stays responsive and draws the progress bar.
interface WorkerScope {
  postMessage(message: ComparisonWorkerMessage): void;
  onmessage: ((event: MessageEvent<RunComparisonMessage>) => void) | null;
}
const scope = globalThis as unknown as WorkerScope;
scope.onmessage = (event) => runComparison(event.data, (reply) => scope.postMessage(reply));
