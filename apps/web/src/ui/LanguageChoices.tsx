import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { cloneElement, type ReactElement, type Ref, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, isLanguageOverridden } from '../lib/i18n.ts';
import { LANGUAGE_NAMES, type Language } from '../lib/languages.ts';

interface LanguageChoicesProps {
  /** The button that opens the menu (LanguageMenu draws it). */
  target: ReactElement;
  offered: readonly Language[];
  active: Language;
  /** The button was pressed before this menu's code had arrived: open at once. */
  openAtOnce: boolean;
}

/** The language menu itself: Mantine's Menu, and with it floating-ui, fetched when the button is first used. */
export function LanguageChoices({ target, offered, active, openAtOnce }: LanguageChoicesProps) {
  const { t, i18n } = useTranslation('common');
  const [opened, setOpened] = useState(false);
  const targetRef = useRef<HTMLButtonElement>(null);
  // The pressed button was replaced by this one: it takes the focus before the menu opens, so that closing
  // the menu gives the focus back to it.
  useEffect(() => {
    if (!openAtOnce) return;
    targetRef.current?.focus();
    setOpened(true);
  }, [openAtOnce]);
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        {cloneElement(target as ReactElement<{ ref?: Ref<HTMLButtonElement> }>, { ref: targetRef })}
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
