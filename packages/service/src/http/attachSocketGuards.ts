import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { clientErrorProblem } from "pmi-rating/http";
import { problemAnswer } from "pmi-rating/http";
import { DEFAULT_PROBLEM_TYPE_BASE } from "pmi-rating/http";
import { rawProblemResponse } from "pmi-rating/http";

/** What the guards report: a request refused before the handler, without any of its content. */
export interface SocketGuardEvent {
  readonly status: number;
  readonly code: string;
}

/**
 * Makes a `node:http` server answer the requests that never reach a request listener with an
 * RFC 9457 problem instead of an empty reply or a dropped connection: those Node's parser
 * refuses (`clientError`: bad header 400, headers too large 431, too slow 408, unknown method
 * 501) and `CONNECT` (501: the service is no proxy). A socket that can no longer be written to
 * (the client reset it) is closed quietly.
 *
 * @example
 * const server = createServer(toNodeListener(handler));
 * attachSocketGuards(server, { onRefused: (event) => console.log(event.status) });
 */
export function attachSocketGuards(server: Server, options: { readonly onRefused?: (event: SocketGuardEvent) => void } = {}): void {
  const refuse = (socket: Duplex, status: number, text: string, code: string) => {
    try {
      options.onRefused?.({ status, code });
    } catch {
      // A failing log hook must not keep the client from its answer.
    }
    socket.end(text);
  };
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    // A response already under way on this connection cannot be followed by another one.
    if ((socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true) {
      socket.destroy();
      return;
    }
    const problem = clientErrorProblem(error);
    refuse(socket, problem.status, rawProblemResponse(problem), problem.code);
  });
  server.on("checkExpectation", (_request: IncomingMessage, response: ServerResponse) => {
    const problem = {
      status: 417,
      code: "EXPECTATION_FAILED",
      detail: "The service meets no expectation but 100-continue; send the request without this Expect header.",
    };
    try {
      options.onRefused?.({ status: 417, code: problem.code });
    } catch {
      // A failing log hook must not keep the client from its answer.
    }
    const answer = problemAnswer(problem, { correlationId: undefined, problemTypeBase: DEFAULT_PROBLEM_TYPE_BASE });
    response.writeHead(417, { ...answer.headers, connection: "close" });
    response.end(answer.body);
  });
  server.on("connect", (_request: unknown, socket: Duplex) => {
    const problem = { status: 501, code: "METHOD_NOT_IMPLEMENTED", detail: "The service does not implement CONNECT; it is not a proxy." };
    refuse(socket, 501, rawProblemResponse(problem), problem.code);
  });
}
