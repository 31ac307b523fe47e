import { optionsLines } from "./optionsLines.js";
import { applyOptions, type AppliedOption } from "./applyOptions.js";
import { findWaivedOption } from "./findWaivedOption.js";
import { optionsRatedFor } from "./optionsRatedFor.js";
import type { NormalizedCategory } from "../../model/normalized.js";
import type { RatingStep } from "../../engine/types.js";

/**
 * Step 4.4: × each factor of the options the member is rated for, then + each annual amount
 * (options priced as an amount). An option waived by the `freeOption` incentive stays on cover
 * but contributes factor 1 or amount 0. One worksheet line per option; one line saying so when
 * there is none.
 *
 * @example
 * // Excess 500 and Dental: premium × 0.85 + 60
 * runSteps(compileSteps(plan, [..., options]), request, plan, false);
 */
export const options: RatingStep = Object.freeze<RatingStep>({
  name: "options",
  compile(plan) {
    const { version, optionLookups } = plan;
    return (quote) => {
      const waivedOption = findWaivedOption(quote.request, version.options);
      // A member without pncdInd is rated for its category's options alone: looked up once per
      // run of members of one category. The runner hands members over in request order, where a
      // category's members follow one another, so the last category is all a map would hold,
      // without a map's allocation on every quote (it lives and dies with the quote).
      let lastCategory: NormalizedCategory | undefined;
      let ratedForLastCategory: ReturnType<typeof optionsRatedFor> | undefined;
      return (rating) => {
        let rated = rating.member.protectedNcd || rating.category !== lastCategory ? undefined : ratedForLastCategory;
        if (rated === undefined) {
          rated = optionsRatedFor(rating.category, rating.member, optionLookups);
          if (!rating.member.protectedNcd) {
            lastCategory = rating.category;
            ratedForLastCategory = rated;
          }
        }
        const { taken, issues } = rated;
        if (issues.length > 0) {
          quote.issues.push(...issues);
          return;
        }
        // Each option as applied is recorded only for the worksheet.
        const applied: AppliedOption[] | undefined = quote.worksheet === undefined ? undefined : [];
        const premium = applyOptions(rating.premium, taken, waivedOption, applied);
        rating.premium = premium;
        if (applied !== undefined) for (const line of optionsLines(rating.member.pointer, applied, premium)) quote.worksheet?.push(line);
      };
    };
  },
});
