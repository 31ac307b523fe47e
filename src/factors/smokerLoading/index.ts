import type { RatingFactor } from "../../engine/types.js";
import { READS_NO_LIST } from "../shared/checkFields.js";
import { checkSmokerAges } from "./checkSmokerAges.js";
import { smokerLoading } from "./smokerLoading.js";
import { SMOKER_LOADING_FILE } from "./smokerLoadingTableOf.js";

/** The smoker loading: a smoker's premium × its factor, refused for a smoker older than its maximum age (its own table, factor-smoker-loading.csv). */
export const smokerLoadingFactor: RatingFactor = {
  step: smokerLoading,
  checks: [
    {
      ...READS_NO_LIST,
      check: (_request, version, _plan, members) => checkSmokerAges(version, members),
      memberFields: ["smoker", "age", "dateOfBirth"],
      members: "each",
    },
  ],
  table: {
    file: SMOKER_LOADING_FILE,
    rows: {
      factor: { kind: "decimal", min: 1, max: 5, doc: "the smokers' loading, e.g. 1.25" },
      maximum_age: { kind: "integer", min: 18, max: 120, doc: "the oldest smoker rated, in years" },
    },
  },
};
