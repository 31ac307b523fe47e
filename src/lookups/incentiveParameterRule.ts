import { Decimal } from "../decimal/decimal.js";
import type { IncentiveType } from "../model/enums.js";
import type { TablesVersion } from "../tables/types.js";
import { monthsFreeMaxMonths } from "../factors/incentiveDiscounts/monthsFreeMaxMonths.js";
import type { IncentiveParameterRule } from "./types.js";

/**
 * What an incentive's parameter may be under a tables version, with a parameter a quote
 * accepts: the bounds the quote's parameter check applies (docs/rating-model.md section 3.12).
 *
 * @example
 * incentiveParameterRule("monthsFree", version).rule; // { kind: "whole-number", min: 1, max: 3, ... }
 */
export function incentiveParameterRule(type: IncentiveType, version: TablesVersion): { rule: IncentiveParameterRule; example: string } {
  const bounds = version.incentives.bounds;
  switch (type) {
    case "psDiscount": {
      const min = bounds.psDiscountMinPercent;
      const max = bounds.psDiscountMaxPercent;
      const five = new Decimal(5);
      const example = five.lt(min) ? min : five.gt(max) ? max : five;
      return {
        rule: {
          kind: "percent",
          min: min.toFixed(),
          max: max.toFixed(),
          description: `A percentage from ${min.toFixed()} to ${max.toFixed()}; a negative value is a loading.`,
        },
        example: example.toFixed(),
      };
    }
    case "monthsFree": {
      const max = monthsFreeMaxMonths(bounds);
      return { rule: { kind: "whole-number", min: 1, max, description: `Months free, a whole number from 1 to ${max}.` }, example: "1" };
    }
    case "NCD Uplift": {
      const max = bounds.ncdUpliftMaxLevels;
      return {
        rule: {
          kind: "whole-number",
          min: 1,
          max,
          description: `NCD levels added, a whole number from 1 to ${max}; send the uplifted ncdLevel (see the NCD level look-up).`,
        },
        example: "1",
      };
    }
    case "Price Beater": {
      const max = bounds.priceBeaterMaxDiscountPercent.toFixed();
      return {
        rule: {
          kind: "yes-no",
          requoteMaxPercent: max,
          description: `Yes, Y or 1 to match competitorPrice (then required), or No, N or 0; on a requote the percentage the first quote granted, 0 to ${max}.`,
        },
        example: "Yes",
      };
    }
    case "freeOption": {
      const options = [...version.options.byId.values()].filter((option) => !option.hasLevels).map(({ id, name }) => ({ id, name }));
      return {
        rule: { kind: "option", options, description: "An add-on option (without levels) by id or name, which a category of the request takes." },
        example: options[0]?.name ?? "",
      };
    }
    case "SwitchDec":
      return {
        rule: { kind: "yes-no", description: "Yes, Y or 1 to declare a reduced switch, or No, N or 0; only for a policy with a switch-business member." },
        example: "Yes",
      };
    case "gift":
      return { rule: { kind: "text", description: "Any text describing the gift; it does not change the premium." }, example: "Welcome hamper" };
  }
}
