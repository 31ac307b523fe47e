/**
 * Whether a process of this host runs under `pid`: signal 0 checks without sending anything.
 * A process of another user answers EPERM: it runs. Only ESRCH (no such process) says it is gone.
 *
 * @example
 * isProcessAlive(process.pid); // true
 */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: unknown }).code !== "ESRCH";
  }
}
