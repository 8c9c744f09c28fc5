import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useConfig } from '../../lib/config.ts';
import { setLanguageOverride } from '../../lib/i18n.ts';
import { isPublicHandle, isRouteHandle } from '../module.ts';
import { setLastLocation } from '../navigation/lastLocation.ts';
import { useRouteFocus } from './useRouteFocus.ts';

const PUBLIC_LAYOUTS = new Set(['auth', 'public']);

/**
 * Around every page: document.title as "<page> · <brand>"; A4: pages flagged `noArabic` show in English,
 * left to right, without changing the user's choice; the guard learns where the user is (A11); and focus
 * moves to the new page's heading after a navigation.
 */
export function RootLayout() {
  const { t, i18n } = useTranslation();
  const { brand } = useConfig();
  const matches = useMatches();
  const location = useLocation();
  const handles = matches.map((match) => match.handle).filter(isRouteHandle);
  const page = handles.at(-1)?.label ? t(handles.at(-1)?.label ?? '') : '';
  const noArabic = handles.some((handle) => handle.noArabic);
  const isPublic = matches.some((match) => PUBLIC_LAYOUTS.has(match.id)) || handles.some(isPublicHandle);

  useLayoutEffect(() => {
    setLanguageOverride(i18n, noArabic ? 'en' : null);
  }, [i18n, noArabic]);

  useEffect(() => {
    setLastLocation({ pathname: location.pathname, search: location.search, public: isPublic });
  }, [location.pathname, location.search, isPublic]);

  useRouteFocus();

  useEffect(() => {
    document.title = page ? `${page} · ${brand.name}` : brand.name;
  }, [page, brand.name]);

  return <Outlet />;
}
