import { alarms } from '@atrium/contracts';
import { dottedIssues } from '../../../modules/places/components/FormAlert.tsx';
import { isBlank, type RuleRow } from './ruleRows.ts';

type Issue = { path: PropertyKey[]; message: string };
type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: Issue[] } };

/**
 * The contract's template body schema with each issue named by its whole path (`rules.1.max`), so a rule's
 * field shows its own message; a blank rule field says "Required".
 */
export function templateSchema(rows: readonly RuleRow[]) {
  return {
    safeParse(input: unknown): Parsed<alarms.TemplateValues> {
      const parsed = alarms.templateForm.safeParse(input);
      if (parsed.success) return parsed;
      const issues = dottedIssues(parsed.error.issues).map((issue) => {
        const match = /^rules\.(\d+)\.(\w+)$/.exec(String(issue.path[0]));
        const blank = match && isBlank(rows[Number(match[1])], match[2] ?? '') && match[2] !== 'severity';
        return blank ? { ...issue, message: 'Required' } : issue;
      });
      return { success: false, error: { issues } };
    },
  };
}
