import { system } from '@atrium/contracts';
import type { Config } from '../../kernel/config.ts';
import { APP_VERSION } from '../../kernel/version.ts';

/** Branding and app switches are runtime settings, so one web build serves every brand. */
export function publicConfig(config: Config): system.PublicConfig {
  return {
    brand: {
      name: config.BRAND_NAME,
      logoUrl: config.BRAND_LOGO_URL ?? null,
      websiteUrl: config.BRAND_WEBSITE_URL ?? null,
      termsUrl: config.BRAND_TERMS_URL ?? null,
      privacyUrl: config.BRAND_PRIVACY_URL ?? null,
      supportEmail: config.SUPPORT_EMAIL ?? null,
      supportPhone: config.SUPPORT_PHONE ?? null,
    },
    apps: Object.fromEntries(
      system.HIDEABLE_APPS.map((app) => [app, !config.hiddenApps.includes(app)]),
    ) as Record<system.HideableApp, boolean>,
    languages: ['en', 'ar'],
    version: APP_VERSION,
    map: { tileUrl: config.MAP_TILE_URL ?? null, tileAttribution: config.MAP_TILE_ATTRIBUTION ?? null },
  };
}
