import { market, type system } from '@atrium/contracts';
import { useConfig } from '../../lib/config.ts';

/** The market apps this deployment shows (HIDE_* flags, A1 and A22). */
export function useShownApps(): market.MarketApp[] {
  const { apps } = useConfig();
  const hidden = (Object.keys(apps) as system.HideableApp[]).filter((app) => apps[app] === false);
  return market.MARKET_APPS.filter((app) => market.isMarketAppShown(app, hidden));
}
