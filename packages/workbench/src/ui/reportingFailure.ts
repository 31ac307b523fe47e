/**
 * An event listener that runs an asynchronous handler and, when it fails (a file that can no
 * longer be read, a worker that cannot start), says why through `showFailure`. Without it the
 * rejection would go unhandled and the page would wait forever on "Checking…".
 *
 * @example
 * input.addEventListener("change", reportingFailure(async () => show(await file.text()), (message) => (status.textContent = message)));
 */
export function reportingFailure<E extends Event>(handle: (event: E) => Promise<void>, showFailure: (message: string) => void): (event: E) => void {
  return (event) => {
    handle(event).catch((error: unknown) => showFailure(error instanceof Error ? error.message : String(error)));
  };
}
