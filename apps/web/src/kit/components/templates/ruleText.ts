import type { alarms } from '@atrium/contracts';
import type { TFunction } from 'i18next';

/** A stored rule in words, translated by kind ("co2 above 900", "door above 0 for 60 s"). */
export function describeRule(t: TFunction, rule: alarms.Template['rules'][number]): string {
  const r = rule as Record<string, unknown>;
  const condition = t(`templates.describe.${rule.kind}`, {
    key: r.key,
    value: r.value,
    min: r.min,
    max: r.max,
    minutes: r.minutes,
  });
  const seconds = typeof r.forSeconds === 'number' && rule.kind !== 'no-data' ? r.forSeconds : 0;
  return seconds > 0 ? t('templates.describe.held', { condition, seconds }) : condition;
}
