import type { HeaderReader } from "./httpExchange.js";

/**
 * A request's headers, the ones an operation reads several times each read only once: the
 * caller's identifiers (read by the caller checks, the problem answer, the log and the record)
 * and the body's and token's headers. A look-up through the adapter's lightweight `Headers`
 * checks the name, lower-cases it and normalises the value each time (about 11 look-ups a
 * quotation before this); every other name is passed through. Nothing outlives the request.
 */
export class HeadersReadOnce implements HeaderReader {
  readonly #headers: HeaderReader;
  // undefined: not read yet; null: absent (as `Headers.get` says).
  #correlationId: string | null | undefined = undefined;
  #requestingSystem: string | null | undefined = undefined;
  #authorization: string | null | undefined = undefined;
  #contentType: string | null | undefined = undefined;
  #contentLength: string | null | undefined = undefined;

  constructor(headers: HeaderReader) {
    this.#headers = headers;
  }

  get(name: string): string | null {
    // The spellings the library's own operations use; any other goes to the headers as sent.
    switch (name) {
      case "correlation-id":
      case "Correlation-ID":
        return this.#correlationId === undefined ? (this.#correlationId = this.#headers.get("correlation-id")) : this.#correlationId;
      case "requesting-system":
      case "Requesting-System":
        return this.#requestingSystem === undefined ? (this.#requestingSystem = this.#headers.get("requesting-system")) : this.#requestingSystem;
      case "authorization":
        return this.#authorization === undefined ? (this.#authorization = this.#headers.get("authorization")) : this.#authorization;
      case "content-type":
        return this.#contentType === undefined ? (this.#contentType = this.#headers.get("content-type")) : this.#contentType;
      case "content-length":
        return this.#contentLength === undefined ? (this.#contentLength = this.#headers.get("content-length")) : this.#contentLength;
      default:
        return this.#headers.get(name);
    }
  }
}
