import { describe, expect, it } from "vitest";
import { buildTestIncentive, buildTestMember, buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { checkSwitchDecApplicable } from "./checkSwitchDecApplicable.js";

const switchDec = (parameter: string) => [buildTestIncentive(0, "SwitchDec", parameter)];

describe("checkSwitchDecApplicable", () => {
  it("accepts SwitchDec when a priced member is switch business", () => {
    const members = [buildTestMember(), buildTestMember({ relationship: "partner", uwType: "CMORI" })];
    expect(checkSwitchDecApplicable(buildTestRequest({ incentive: switchDec("Yes") }, members))).toEqual([]);
  });

  it("reports SwitchDec on a policy of virgin business only", () => {
    const members = [buildTestMember(), buildTestMember({ relationship: "partner", uwType: "MHD", isMemberNeeded: false })];
    expect(checkSwitchDecApplicable(buildTestRequest({ incentive: switchDec("Y") }, members))).toEqual([
      {
        path: "/individualHealthCarePolicy/quote/incentive/0/incentiveType",
        code: "INCENTIVE_NOT_APPLICABLE",
        message: "SwitchDec applies only to a policy with a switch-business member (uwType CME, CMORI or MHD); every priced member here is virgin business.",
      },
    ]);
  });

  it("ignores a SwitchDec sent with No", () => {
    expect(checkSwitchDecApplicable(buildTestRequest({ incentive: switchDec("No") }))).toEqual([]);
  });
});
