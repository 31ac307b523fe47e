import { REQUEST_LIMITS } from "../../model/limits.js";
import { resolveMemberAge } from "../rules/resolveMemberAge.js";
import { isAbsent } from "../fields/isAbsent.js";
import { ownField } from "../fields/ownField.js";
import { countMembersSent } from "./countMembersSent.js";
import type { ObjectRules } from "./readObject.js";

/**
 * The rules the reader applies inside one object, at their places among its fields (by the
 * description id of the object): a member's age, an option's id or name, the policy's
 * members cap and dates. Rules across objects run after the reading (src/validate/rules).
 */
export const REQUEST_RULES: Readonly<Record<string, ObjectRules>> = {
  QuoteRequestPolicy: {
    after: {
      priceRequiredDate(draft, _record, _pointer, context) {
        const date = draft["priceRequiredDate"];
        context.priceRequiredDate = typeof date === "string" ? date : undefined;
      },
    },
    beforeList: {
      /** The categories are not read when the policy holds more members than a request may. */
      memberCategory(sent, pointer, context) {
        const membersSent = countMembersSent(sent);
        if (membersSent <= REQUEST_LIMITS.membersInPolicy) return true;
        context.problems.issue(
          `${pointer}/memberCategory`,
          "TOO_MANY_ITEMS",
          `A policy may hold at most ${REQUEST_LIMITS.membersInPolicy} members; received ${membersSent}. The members were not checked.`,
        );
        return false;
      },
    },
    /** taxRequiredDate defaults to priceRequiredDate (also when it is broken: its problem is reported). */
    end(draft) {
      if (draft["taxRequiredDate"] === undefined && draft["priceRequiredDate"] !== undefined) draft["taxRequiredDate"] = draft["priceRequiredDate"];
    },
  },
  Member: {
    after: {
      /** The age rated at, from dateOfBirth on priceRequiredDate or the age sent (resolveMemberAge). */
      age(draft, record, pointer, context) {
        const problems = context.problems;
        const before = problems.issues.length;
        const sentAge = draft["age"];
        const dateOfBirth = draft["dateOfBirth"];
        const age = resolveMemberAge(record, pointer, problems, {
          dateOfBirth: typeof dateOfBirth === "string" ? dateOfBirth : undefined,
          sentAge: typeof sentAge === "number" ? sentAge : undefined,
          priceRequiredDate: context.priceRequiredDate,
        });
        // The draft has the key from the start (readers.generated.ts): undefined, not deleted, when no age can be worked out (a problem was reported).
        draft["age"] = age;
        if (age === undefined || problems.issues.length !== before) problems.markBroken(draft, "age");
      },
    },
    /** Every member read is listed in the run's context (`ReadContext.members`). */
    end(draft, _record, _pointer, context) {
      context.members.push(draft);
    },
  },
  Option: {
    /** An option needs an id or a name to say which option it is. */
    end(draft, record, pointer, context) {
      // A sound id or name was sent: the record is asked only when neither is.
      if (draft["id"] !== undefined || draft["name"] !== undefined) return;
      if (!isAbsent(ownField(record, "id")) || !isAbsent(ownField(record, "name"))) return;
      context.problems.issue(pointer, "REQUIRED", "An option needs an id or a name (e.g. id 352, name Excess) to say which option it is; neither was sent.");
      context.problems.markBroken(draft, "*");
    },
  },
};
