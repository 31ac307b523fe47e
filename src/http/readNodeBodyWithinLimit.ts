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
    const finish = () => {
      request.off("data", onData);
      request.off("end", onEnd);
      request.off("error", onError);
      request.off("close", onClose);
    };
    const onData = (chunk: Buffer) => {
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
      finish();
      resolve(decodeUtf8Strictly(chunks, received));
    };
    const onError = (error: Error) => {
      finish();
      reject(error);
    };
    // Closed without an end: the client went away mid-body.
    const onClose = () => {
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
    request.once("end", onEnd);
    request.once("error", onError);
    request.once("close", onClose);
  });
}
