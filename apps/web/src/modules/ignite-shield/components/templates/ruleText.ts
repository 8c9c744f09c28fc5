import type { alarms } from '@atrium/contracts';
import type { TFunction } from 'i18next';

/** A stored rule in words, translated by kind ("co2 above 900"). */
export function describeRule(t: TFunction, rule: alarms.Template['rules'][number]): string {
  const r = rule as Record<string, unknown>;
  return t(`templates.describe.${rule.kind}`, {
    key: r.key,
    value: r.value,
    min: r.min,
    max: r.max,
    minutes: r.minutes,
  });
}
