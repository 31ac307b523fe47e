import type { Issue, IssueCode, Warning, WarningCode } from "../model/issue.js";

/**
 * Collects the problems of one validation run. Checks add to it and carry on, so that a
 * request breaking five rules reports five issues.
 */
export class ProblemCollector {
  readonly issues: Issue[] = [];
  readonly warnings: Warning[] = [];

  issue(path: string, code: IssueCode, message: string): void {
    this.issues.push({ path, code, message });
  }

  warning(path: string, code: WarningCode, message: string): void {
    this.warnings.push({ path, code, message });
  }
}
