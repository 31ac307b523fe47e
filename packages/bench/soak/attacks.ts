import { connect } from "node:net";

/** One hostile or broken request and the status it must get. */
export interface Attack {
  readonly name: string;
  readonly bytes: string;
  readonly expectedStatus: number;
}

const QUOTE_PATH = "/v1/individualHealthcarePolicy/quote";
const close = "Connection: close\r\n";

/** The attacks the soak sends every few seconds alongside the load (see docs/reliability.md). */
export const ATTACKS: readonly Attack[] = [
  { name: "TRACE on the quotation path", bytes: `TRACE ${QUOTE_PATH} HTTP/1.1\r\nHost: x\r\n${close}\r\n`, expectedStatus: 501 },
  { name: "CONNECT", bytes: "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n", expectedStatus: 501 },
  { name: "unknown method token", bytes: `BREW / HTTP/1.1\r\nHost: x\r\n${close}\r\n`, expectedStatus: 501 },
  { name: "PROPFIND on the quotation path", bytes: `PROPFIND ${QUOTE_PATH} HTTP/1.1\r\nHost: x\r\n${close}\r\n`, expectedStatus: 405 },
  { name: "malformed target http://[", bytes: `GET http://[ HTTP/1.1\r\nHost: x\r\n${close}\r\n`, expectedStatus: 400 },
  { name: "asterisk target", bytes: `OPTIONS * HTTP/1.1\r\nHost: x\r\n${close}\r\n`, expectedStatus: 404 },
  { name: "control character in a header", bytes: `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n${close}\r\n`, expectedStatus: 400 },
  { name: "20 kB header", bytes: `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n${close}\r\n`, expectedStatus: 431 },
  {
    name: "Content-Length with chunked",
    bytes: `POST ${QUOTE_PATH} HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n${close}\r\n0\r\n\r\n`,
    expectedStatus: 400,
  },
  { name: "no token", bytes: `POST ${QUOTE_PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n${close}\r\n{}`, expectedStatus: 401 },
];

/** Sends an attack on its own connection and resolves to the status it got (0: none, the connection closed). */
export function sendAttack(port: number, attack: Attack): Promise<number> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let head = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      head += chunk;
    });
    socket.on("error", () => undefined);
    socket.on("close", () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0)));
    socket.setTimeout(5_000, () => socket.destroy());
    socket.end(attack.bytes);
  });
}

/** Opens a quotation request, sends part of its body and hangs up: the client abort. */
export function abortMidBody(port: number, token: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.on("error", () => undefined);
    socket.on("close", () => resolve());
    socket.write(
      `POST ${QUOTE_PATH} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nCorrelation-ID: soak-abort\r\nRequesting-System: soak\r\nContent-Length: 4000\r\n\r\n{"individual`,
    );
    setTimeout(() => socket.destroy(), 50);
  });
}

/**
 * The amplification body of the second hardening round (docs/reliability.md): the example
 * request with 20 member categories (the limit) of 50 options (the limit), every field of every
 * option broken; about 71 KB of JSON that once cost 0.2 to 0.7 s of CPU and answered 3,021
 * problems. `exampleRequest` is the text of examples/requests/new-business-single-adult.json.
 */
export function amplificationBody(exampleRequest: string, limits: { readonly memberCategory: number; readonly option: number }): string {
  const request = JSON.parse(exampleRequest) as { individualHealthCarePolicy: { quote: { memberCategory: Record<string, unknown>[] } } };
  const quote = request.individualHealthCarePolicy.quote;
  const [category] = quote.memberCategory;
  const options = Array.from({ length: limits.option }, (_, index) => ({ id: `x${index}`, name: index, value: "Maybe", optionTypeId: "y", optionTypeName: {} }));
  quote.memberCategory = Array.from({ length: limits.memberCategory }, (_, index) => ({ ...category, id: index, option: options }));
  return JSON.stringify(request);
}
