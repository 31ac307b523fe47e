import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/** What the service needs of its connections at shutdown. */
export interface ConnectionBookkeeping {
  /** Tells every response not yet begun to close its connection after it (shutdown has started). */
  readonly closeConnectionsAfterCurrentAnswers: () => void;
}

/** One connection's requests: those being answered, and those waiting behind them. */
interface ConnectionState {
  readonly answering: Set<ServerResponse>;
  readonly waiting: (() => void)[];
}

/**
 * Serves a node:http server's requests through `listener`, keeping per connection at most
 * `maxAnsweringPerConnection` requests being answered at once: the rest of a pipeline waits,
 * unread by the handler, until an answer before it is finished. A client that pipelines
 * thousands of requests and never reads the answers therefore costs a few answers' worth of
 * memory, not thousands (docs/reliability.md, the abandoned pipeline); a well-behaved client
 * (one request at a time per connection) never waits. A connection with more than
 * `maxWaitingPerConnection` requests waiting is closed: its client is not reading its answers.
 *
 * The bookkeeping hangs on the connection, which always emits `close`, and not on responses,
 * which never emit `close` nor `finish` when queued behind a connection that died: everything
 * of a connection is forgotten with it.
 *
 * @example
 * const connections = attachConnectionBookkeeping(server, toNodeListener(handler), { maxAnsweringPerConnection: 8, maxWaitingPerConnection: 56 });
 * // at shutdown:
 * connections.closeConnectionsAfterCurrentAnswers();
 */
export function attachConnectionBookkeeping(
  server: Server,
  listener: (request: IncomingMessage, response: ServerResponse) => void,
  options: {
    readonly maxAnsweringPerConnection: number;
    /** Requests of one connection that may wait behind those being answered; one more closes the connection. */
    readonly maxWaitingPerConnection: number;
    /** Told when a connection is closed for pipelining too deep. */
    readonly onPipelineTooDeep?: () => void;
  },
): ConnectionBookkeeping {
  const connections = new Map<Socket, ConnectionState>();
  let closing = false;
  server.on("connection", (socket: Socket) => {
    connections.set(socket, { answering: new Set(), waiting: [] });
    socket.once("close", () => connections.delete(socket));
  });
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    if (closing) response.setHeader("connection", "close");
    const state = connections.get(request.socket);
    if (state === undefined) {
      // Not a connection this server accepted through 'connection' (none in practice): served as is.
      listener(request, response);
      return;
    }
    const answer = () => {
      state.answering.add(response);
      // A response emits close after its answer is finished or when its connection is lost (it
      // may then never finish): one plain listener, not a once wrapper for each of finish and
      // close (two wrappers and their closures a request). The flag keeps a second close, were
      // there ever one, from starting a second waiting request.
      let done = false;
      response.on("close", () => {
        if (done) return;
        done = true;
        state.answering.delete(response);
        state.waiting.shift()?.();
      });
      listener(request, response);
    };
    if (state.answering.size < options.maxAnsweringPerConnection) answer();
    else if (state.waiting.length < options.maxWaitingPerConnection) state.waiting.push(answer);
    else if (!request.socket.destroyed) {
      // No answer can be sent out of turn, and a client this far ahead is not reading them:
      // the connection is closed, and everything of it forgotten at once.
      state.waiting.length = 0;
      options.onPipelineTooDeep?.();
      request.socket.destroy();
    }
  });
  return {
    closeConnectionsAfterCurrentAnswers() {
      closing = true;
      for (const state of connections.values()) for (const response of state.answering) if (!response.headersSent) response.setHeader("connection", "close");
    },
  };
}
