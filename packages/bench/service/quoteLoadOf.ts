import { TEST_CLIENT_ID, TEST_CLIENT_SECRET } from "../../service/src/index.js";
import { serviceBenchBodies } from "./serviceBenchBodies.js";

/**
 * The service benchmark's load on one server of `serveForBench.ts`: the 1,000 bodies of the
 * seeded mix on 10 connections, with the caller's headers and, for the reference service, a
 * token from its test endpoint. Shared by the profiling and GC-tracing scripts so that they
 * drive exactly what measureService drives.
 */
export async function quoteLoadOf(url: string, kind: string) {
  let headers: Record<string, string> = { "correlation-id": "bench-service-0001", "requesting-system": "BOOK-GENERATOR" };
  if (kind === "reference") {
    const response = await fetch(`${url}/oauth2/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "client_credentials", client_id: TEST_CLIENT_ID, client_secret: TEST_CLIENT_SECRET }).toString(),
    });
    headers = { ...headers, authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` };
  }
  const bodies = serviceBenchBodies();
  return { url: `${url}/v1/individualHealthcarePolicy/quote`, body: bodies[0]!, bodies, headers, connections: 10, label: kind };
}
