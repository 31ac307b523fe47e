import { describe, expect, it } from "vitest";
import { defaultTables } from "pmi-rating/tables";
import { createServiceMetrics } from "./createServiceMetrics.js";

const QUOTE = "/v1/individualHealthcarePolicy/quote";

describe("createServiceMetrics", () => {
  it("counts quotes priced and refused by code, and requests by route with unknown paths pooled", async () => {
    const metrics = createServiceMetrics({ tables: defaultTables, routes: [QUOTE] });
    metrics.observe({ method: "POST", path: QUOTE, status: 200, durationMs: 4 });
    metrics.observe({ method: "POST", path: QUOTE, status: 400, durationMs: 1, code: "AGE_OUT_OF_RANGE" });
    metrics.observe({ method: "POST", path: QUOTE, status: 400, durationMs: 1, code: "AGE_OUT_OF_RANGE" });
    metrics.observe({ method: "GET", path: "/a", status: 404, durationMs: 1, code: "NOT_FOUND" });
    metrics.observe({ method: "GET", path: "/b", status: 404, durationMs: 1, code: "NOT_FOUND" });
    const text = await (await metrics.handle(new Request("http://localhost/metrics"))).text();
    expect(text).toContain("pmi_quotes_priced_total 1");
    expect(text).toContain('pmi_quotes_rejected_total{code="AGE_OUT_OF_RANGE"} 2');
    expect(text).toContain('pmi_http_requests_total{method="GET",route="other",status="404"} 2');
    expect(text).toContain('pmi_http_request_duration_seconds_count{method="POST",route="/v1/individualHealthcarePolicy/quote"} 3');
    expect(text).toMatch(/pmi_tables_info\{version="2025.1"/);
  });
});
