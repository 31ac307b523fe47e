import type { RatingFactor } from "../../engine/types.js";
import { READS_NO_LIST } from "../shared/checkFields.js";
import { checkPaymentMethod } from "./checkPaymentMethod.js";
import { paymentMethod } from "./paymentMethod.js";

/** The payment method's loading, refused for a method the tables do not offer. */
export const paymentMethodFactor: RatingFactor = {
  step: paymentMethod,
  checks: [{ ...READS_NO_LIST, check: checkPaymentMethod, policyFields: ["paymentType", "paymentFrequency"] }],
};
