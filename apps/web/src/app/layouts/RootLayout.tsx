import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { useConfig } from '../../lib/config.ts';
import { isRouteHandle } from '../module.ts';

/** Keeps document.title as "<page> · <brand>" (the brand is runtime config). */
export function RootLayout() {
  const { t } = useTranslation();
  const { brand } = useConfig();
  const matches = useMatches();
  const handle = matches.map((match) => match.handle).findLast(isRouteHandle);
  const page = handle?.label ? t(handle.label) : '';

  useEffect(() => {
    document.title = page ? `${page} · ${brand.name}` : brand.name;
  }, [page, brand.name]);

  return <Outlet />;
}
