/** Wall and CPU time of a piece of work, both in milliseconds. */
export interface WorkTime {
  readonly wallMs: number;
  /** User + system CPU time of the whole process, every thread included. */
  readonly cpuMs: number;
}

/**
 * Runs `work` once and returns its wall time and the process CPU time it consumed
 * (`process.cpuUsage`), which counts native threads such as ZEN's runtime too.
 *
 * @example
 * const { wallMs, cpuMs } = await measureWork(async () => { for (let i = 0; i < 1e6; i++); });
 */
export async function measureWork(work: () => Promise<void> | void): Promise<WorkTime> {
  const cpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  await work();
  const wallMs = performance.now() - wallBefore;
  const cpu = process.cpuUsage(cpuBefore);
  return { wallMs, cpuMs: (cpu.user + cpu.system) / 1000 };
}
