import type { IncomingMessage } from "node:http";
import { decodeUtf8Strictly } from "./decodeUtf8Strictly.js";
import type { BodyText } from "./readTextWithinLimit.js";

/**
 * A node:http request's body as UTF-8 text, read straight from the request (no Web stream),
 * with `readTextWithinLimit`'s rules: it stops as soon as more than `maxBytes` have arrived,
 * pausing the upload there and calling `onAbandoned` (the connection is then closed after the
 * answer instead of being drained); invalid UTF-8 is reported, never replaced. It rejects when
 * the client goes away before the end, as the Web stream does.
 *
 * @example
 * const body = await readNodeBodyWithinLimit(request, 1_048_576, () => (abandoned = true));
 * if (body.ok) JSON.parse(body.text);
 */
export function readNodeBodyWithinLimit(request: IncomingMessage, maxBytes: number, onAbandoned: () => void): Promise<BodyText> {
  return new Promise<BodyText>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    // Once settled, later events are ignored rather than their listeners removed (the request dies with its exchange).
    let settled = false;
    const finish = () => {
      settled = true;
    };
    const onData = (chunk: Buffer) => {
      if (settled) return;
      received += chunk.byteLength;
      if (received > maxBytes) {
        finish();
        request.pause();
        onAbandoned();
        resolve({ ok: false, reason: "too-large" });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      if (settled) return;
      finish();
      resolve(decodeUtf8Strictly(chunks, received));
    };
    const onError = (error: Error) => {
      if (settled) return;
      finish();
      reject(error);
    };
    // Closed without an end: the client went away mid-body.
    const onClose = () => {
      if (settled) return;
      finish();
      reject(new Error("The client closed the connection before the body was complete."));
    };
    if (request.destroyed && !request.readableEnded) {
      reject(new Error("The client closed the connection before the body was complete."));
      return;
    }
    if (request.readableEnded) {
      // Already read to the end (a second read): nothing more will arrive.
      resolve({ ok: true, text: "" });
      return;
    }
    request.on("data", onData);
    request.on("end", onEnd);
    request.on("error", onError);
    request.on("close", onClose);
  });
}
