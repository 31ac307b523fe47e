import { describe, expect, it } from "vitest";
import { buildTestMember, buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { warnIgnoredCappingInputs } from "./warnIgnoredCappingInputs.js";

const member0 = "/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0/member/0";

describe("warnIgnoredCappingInputs", () => {
  it("warns on each capping input sent with New Business", () => {
    const member = buildTestMember({ previousnetPremium: 900, cncFactor: 1.1 });
    expect(warnIgnoredCappingInputs(buildTestRequest({}, [member]))).toEqual([
      {
        path: `${member0}/previousnetPremium`,
        code: "CAPPING_INPUT_IGNORED",
        message: "previousnetPremium is ignored for New Business: capping and collaring apply only to MTC and Renewal.",
      },
      {
        path: `${member0}/cncFactor`,
        code: "CAPPING_INPUT_IGNORED",
        message: "cncFactor is ignored for New Business: capping and collaring apply only to MTC and Renewal.",
      },
    ]);
  });

  it("warns on a cncFactor sent with a Renewal that has previousnetPremium, which wins", () => {
    const member = buildTestMember({ previousnetPremium: 900, cncFactor: 1.1 });
    expect(warnIgnoredCappingInputs(buildTestRequest({ transactionType: "Renewal" }, [member]))).toEqual([
      {
        path: `${member0}/cncFactor`,
        code: "CAPPING_INPUT_IGNORED",
        message: "cncFactor is ignored for a Renewal with previousnetPremium: the cap and collar are worked out afresh from the previous premium.",
      },
    ]);
  });

  it("warns on a previousnetPremium sent with an MTC, which applies cncFactor only", () => {
    const member = buildTestMember({ previousnetPremium: 900, cncFactor: 1.1 });
    expect(warnIgnoredCappingInputs(buildTestRequest({ transactionType: "MTC" }, [member]))).toEqual([
      {
        path: `${member0}/previousnetPremium`,
        code: "CAPPING_INPUT_IGNORED",
        message: "previousnetPremium is ignored for MTC: a mid-term change applies the cncFactor sent, if any.",
      },
    ]);
  });

  it("says nothing when the transaction uses what was sent", () => {
    expect(warnIgnoredCappingInputs(buildTestRequest({ transactionType: "Renewal" }, [buildTestMember({ cncFactor: 1.1 })]))).toEqual([]);
    expect(warnIgnoredCappingInputs(buildTestRequest({ transactionType: "Renewal" }, [buildTestMember({ previousnetPremium: 900 })]))).toEqual([]);
    expect(warnIgnoredCappingInputs(buildTestRequest({ transactionType: "MTC" }, [buildTestMember({ cncFactor: 1.1 })]))).toEqual([]);
    expect(warnIgnoredCappingInputs(buildTestRequest())).toEqual([]);
  });
});
