import type { RatingTables } from "../engine/types.js";
import { defaultTablesSnapshot } from "../tables/default/compiled.generated.js";
import { fromTablesSnapshot } from "../tables/snapshot/fromTablesSnapshot.js";
import { withRatingPlans } from "./withRatingPlans.js";

/**
 * The illustrative default HrSol rating tables shipped with the package (versions 2025.1, 2026.1 and
 * 2027.1 and the UK IPT history; see docs/tables.md). Plausible figures for trying the
 * library and for tests, not the insurer's tariff. Compiled from data bundled in the package:
 * no file system, so `quote()` with these tables runs anywhere, browsers included.
 *
 * @example
 * import { quote } from "pmi-rating";
 * import { defaultTables } from "pmi-rating/tables";
 * quote(request, defaultTables);
 */
export const defaultTables: RatingTables = withRatingPlans(fromTablesSnapshot(defaultTablesSnapshot));
