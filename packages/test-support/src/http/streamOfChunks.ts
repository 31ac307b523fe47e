/**
 * A body stream that hands out `chunks` one per pull, then closes; `onPull` counts the pulls,
 * so that a test can see a reader stop early instead of draining the whole body.
 *
 * @example
 * let pulls = 0;
 * const body = streamOfChunks([new Uint8Array(1024), new Uint8Array(1024)], () => pulls++);
 */
export function streamOfChunks(chunks: readonly Uint8Array[], onPull?: () => void): ReadableStream<Uint8Array> {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      onPull?.();
      const chunk = chunks[index++];
      if (chunk === undefined) controller.close();
      else controller.enqueue(chunk);
    },
  });
}
