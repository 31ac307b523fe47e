import { describe, expect, it } from "vitest";
import { clientErrorProblem } from "./clientErrorProblem.js";

describe("clientErrorProblem", () => {
  it("maps Node's parser and timeout errors to the status that fits", () => {
    expect(clientErrorProblem({ code: "HPE_HEADER_OVERFLOW" })).toMatchObject({ status: 431, code: "REQUEST_HEADERS_TOO_LARGE" });
    expect(clientErrorProblem({ code: "ERR_HTTP_REQUEST_TIMEOUT" })).toMatchObject({ status: 408, code: "REQUEST_TIMEOUT" });
    expect(clientErrorProblem({ code: "HPE_INVALID_METHOD" })).toMatchObject({ status: 501, code: "METHOD_NOT_IMPLEMENTED" });
    expect(clientErrorProblem({ code: "HPE_INVALID_HEADER_TOKEN" })).toMatchObject({ status: 400, code: "MALFORMED_HTTP_REQUEST" });
    expect(clientErrorProblem({ code: undefined })).toMatchObject({ status: 400, code: "MALFORMED_HTTP_REQUEST" });
  });
});
