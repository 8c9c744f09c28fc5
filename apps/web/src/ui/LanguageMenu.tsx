import { Box, Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../lib/config.ts';
import { chooseLanguage, currentLanguage, isLanguageOverridden } from '../lib/i18n.ts';
import { LANGUAGE_NAMES, LANGUAGES } from '../lib/languages.ts';

/**
 * Switches between the deployment's languages; Arabic flips the layout to right-to-left. On a page shown in
 * English only (A4: defcon, anpr, rodent) the menu says so: a choice made there applies on the other pages.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('common');
  const { languages } = useConfig();
  const active = currentLanguage(i18n);
  const offered = LANGUAGES.filter((language) => languages.includes(language));
  if (offered.length < 2) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconLanguage size={18} />}
          aria-label={`${t('language.label')}: ${LANGUAGE_NAMES[active]}`}
        >
          <Box component="span" visibleFrom="xs">
            {LANGUAGE_NAMES[active]}
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {isLanguageOverridden(i18n) && <Menu.Label>{t('language.englishOnly')}</Menu.Label>}
        {offered.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            rightSection={language === active ? <IconCheck size={14} /> : null}
            onClick={() => chooseLanguage(i18n, language)}
          >
            {LANGUAGE_NAMES[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
