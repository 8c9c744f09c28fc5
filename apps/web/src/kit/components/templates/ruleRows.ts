import { alarms } from '@atrium/contracts';

/** A rule as the form edits it: every field a text, the kind choosing which of them are sent. */
export interface RuleRow {
  id?: string;
  kind: alarms.RuleKind;
  key: string;
  value: string;
  min: string;
  max: string;
  minutes: string;
  /** Seconds the condition must hold before it raises; blank: at once. */
  forSeconds: string;
  severity: string;
}

export const RULE_FIELDS = [
  'kind',
  'key',
  'value',
  'min',
  'max',
  'minutes',
  'forSeconds',
  'severity',
  'id',
] as const;
export type RuleField = (typeof RULE_FIELDS)[number];

/** The form's field name of one rule's field, as the contract's issues and the server's 418 name it. */
export const ruleField = (index: number, field: RuleField) => `rules.${index}.${field}`;

/** Every rule field name a template may have (MAX_RULES rules). */
export const ALL_RULE_FIELDS = Array.from({ length: alarms.MAX_RULES }, (_, index) =>
  RULE_FIELDS.map((field) => ruleField(index, field)),
).flat();

/** Which text fields a kind sends (a blank `forSeconds` is left out: the rule raises at once). */
export const KIND_FIELDS: Record<alarms.RuleKind, readonly RuleField[]> = {
  above: ['key', 'value', 'forSeconds'],
  below: ['key', 'value', 'forSeconds'],
  range: ['key', 'min', 'max', 'forSeconds'],
  'no-data': ['minutes'],
  'battery-low': ['forSeconds'],
};

/** Fields a rule may leave blank. */
export const OPTIONAL_RULE_FIELDS: readonly RuleField[] = ['forSeconds'];

export const emptyRule = (): RuleRow => ({
  kind: 'above',
  key: '',
  value: '',
  min: '',
  max: '',
  minutes: '',
  forSeconds: '',
  severity: 'major',
});

const text = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? String(value) : '';

/** A stored rule as form texts; `keepId` false for a copy, whose rules are new. */
export function toRow(rule: alarms.Template['rules'][number], keepId: boolean): RuleRow {
  const r = rule as Record<string, unknown>;
  return {
    ...(keepId ? { id: rule.id } : {}),
    kind: rule.kind,
    key: text(r.key),
    value: text(r.value),
    min: text(r.min),
    max: text(r.max),
    minutes: text(r.minutes),
    forSeconds: text(r.forSeconds),
    severity: rule.severity,
  };
}

/** A blank text is absent (the contract then says which is missing); anything else a number, maybe NaN. */
const numberOf = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** The rule as the contract's `ruleInput` takes it: only the fields of its kind. */
export function toRuleInput(row: RuleRow): Record<string, unknown> {
  const input: Record<string, unknown> = {
    ...(row.id ? { id: row.id } : {}),
    kind: row.kind,
    severity: row.severity || undefined,
  };
  for (const field of KIND_FIELDS[row.kind]) {
    const value = field === 'key' ? row.key || undefined : numberOf(row[field] ?? '');
    if (value !== undefined || !OPTIONAL_RULE_FIELDS.includes(field)) input[field] = value;
  }
  return input;
}

/** Whether the rule's field is blank, so its issue reads "Required" rather than "Must be a number". */
export const isBlank = (row: RuleRow | undefined, field: string) =>
  !!row && field in row && field !== 'id' && String(row[field as keyof RuleRow] ?? '').trim() === '';
