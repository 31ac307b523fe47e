import { describe, expect, it } from "vitest";
import { Decimal } from "../decimal/decimal.js";
import { buildTestMember, buildTestRequest } from "../../packages/test-support/src/rating/buildTestRequest.js";
import { buildTestContext } from "../../packages/test-support/src/rating/buildTestRating.js";
import type { RatingStep } from "./types.js";
import { compileSteps } from "./compileSteps.js";
import { runSteps } from "./runSteps.js";

const context = buildTestContext(
  buildTestRequest({}, [buildTestMember(), buildTestMember({ relationship: "child", isMemberNeeded: false }), buildTestMember({ relationship: "partner" })]),
);

const setTo = (value: string): RatingStep => ({
  name: `setTo${value}`,
  compile: () => () => (member, quote) => {
    member.premium = new Decimal(value);
    quote.worksheet?.push({ member: member.member.pointer, step: `setTo${value}`, description: `= ${value}` });
  },
});
const refuse: RatingStep = {
  name: "refuse",
  compile: () => (quote) => {
    quote.issues.push({ path: "/x", code: "INVALID_VALUE", message: "Refused." });
    return undefined;
  },
};

describe("runSteps", () => {
  it("runs each member kernel on the priced members only, in order, and builds the worksheet with explain", () => {
    const policy = runSteps(compileSteps(context.plan, [setTo("100"), setTo("200")]), context.request, context.plan, true);
    expect(policy.members.map((member) => member.premium.toFixed())).toEqual(["200", "0", "200"]);
    expect(policy.worksheet.map((line) => `${line.step} ${line.member?.slice(-1)}`)).toEqual(["notPriced 1", "setTo100 0", "setTo100 2", "setTo200 0", "setTo200 2"]);
  });

  it("builds no line without explain", () => {
    const policy = runSteps(compileSteps(context.plan, [setTo("100")]), context.request, context.plan, false);
    expect(policy.worksheet.filter((line) => line.step === "setTo100")).toEqual([]);
  });

  it("stops after the first step that finds a problem", () => {
    const policy = runSteps(compileSteps(context.plan, [setTo("100"), refuse, setTo("200")]), context.request, context.plan, false);
    expect(policy.issues.map((issue) => issue.code)).toEqual(["INVALID_VALUE"]);
    expect(policy.members[0]?.premium.toFixed()).toBe("100");
  });
});
