import { useTranslation } from 'react-i18next';
import classes from './SkipLink.module.css';
import { focusMainHeading } from './useRouteFocus.ts';

export const MAIN_CONTENT_ID = 'main-content';

/** WCAG 2.4.1: the first stop of the keyboard skips header and sidebar to the page's heading. */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={classes.link}
      onClick={(event) => {
        event.preventDefault();
        if (!focusMainHeading()) document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('nav.skipToContent')}
    </a>
  );
}
