import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import en from 'dayjs/locale/en';
import type { Language } from './languages.ts';

/**
 * Dates follow the language, and the week starts on Saturday in every language (spec §1, §9; R195):
 * dayjs's English locale is re-registered with `weekStart: 6` (its Arabic one already starts on Saturday),
 * and Mantine's DatesProvider gets `firstDayOfWeek: 6`.
 */
export const FIRST_DAY_OF_WEEK = 6 as const;

dayjs.locale({ ...en, weekStart: FIRST_DAY_OF_WEEK }, undefined, true);

/** Makes `language` dayjs's global locale. */
export function applyDateLocale(language: Language): void {
  dayjs.locale(language);
}

export const datesSettings = (language: Language) => ({
  locale: language,
  firstDayOfWeek: FIRST_DAY_OF_WEEK,
});
