import { market } from '@atrium/contracts';
import { useTranslation } from 'react-i18next';

/** R211: months as years and months ("2 years 6 months"), spec §9. */
export function useMonthsText() {
  const { t } = useTranslation('market');
  return (total: number) => {
    const { years, months } = market.yearsAndMonths(total);
    const parts = [
      years > 0 ? t('duration.years', { count: years }) : null,
      months > 0 || years === 0 ? t('duration.months', { count: months }) : null,
    ];
    return parts.filter(Boolean).join(' ');
  };
}

export function Months({ total }: { total: number }) {
  return <>{useMonthsText()(total)}</>;
}
