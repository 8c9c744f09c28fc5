import { Box, Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../lib/config.ts';
import { currentLanguage } from '../lib/i18n.ts';
import { LANGUAGE_NAMES, LANGUAGES } from '../lib/languages.ts';
import { isChunkLoadError, requestRefresh } from '../lib/refresh.ts';

type Choices = typeof import('./LanguageChoices.tsx');
let choices: Choices | null = null;
let loading: Promise<Choices> | null = null;
const loadChoices = () => {
  loading ??= import('./LanguageChoices.tsx').then(
    (module) => {
      choices = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
};
/** A hover or focus starts the fetch; its failure shows when the button is pressed. */
const prefetch = () => void loadChoices().catch(() => {});

/**
 * Switches between the deployment's languages; Arabic flips the layout to right-to-left. On a page shown in
 * English only (A4: defcon, anpr, rodent) the menu says so: a choice made there applies on the other pages.
 * The sign-in page shows this button but seldom opens it: the menu's code (Mantine's Menu and Popover and
 * floating-ui, ~14 KB gzipped) comes when the button is hovered, focused or pressed.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('common');
  const { languages } = useConfig();
  const [loaded, setLoaded] = useState(choices);
  const [pressed, setPressed] = useState(false);
  const active = currentLanguage(i18n);
  const offered = LANGUAGES.filter((language) => languages.includes(language));
  if (offered.length < 2) return null;

  const button = (
    <Button
      variant="subtle"
      color="gray"
      leftSection={<IconLanguage size={18} />}
      aria-label={`${t('language.label')}: ${LANGUAGE_NAMES[active]}`}
      aria-haspopup="menu"
      aria-expanded={loaded ? undefined : false}
      onPointerEnter={loaded ? undefined : prefetch}
      onFocus={loaded ? undefined : prefetch}
      onClick={
        loaded
          ? undefined
          : () => {
              setPressed(true);
              loadChoices().then(setLoaded, (error: unknown) => {
                setPressed(false);
                if (isChunkLoadError(error)) requestRefresh({ reason: 'chunk' });
              });
            }
      }
    >
      <Box component="span" visibleFrom="xs">
        {LANGUAGE_NAMES[active]}
      </Box>
    </Button>
  );
  if (!loaded) return button;
  return <loaded.LanguageChoices target={button} offered={offered} active={active} openAtOnce={pressed} />;
}
