import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHasUnseenUpdates } from '../lastSeen.ts';
import { UPDATES_PATH } from '../paths.ts';

/** The header's small "What's new" entry: a dot while the changelog holds a version not seen in this browser. */
export function WhatsNewLink() {
  const { t } = useTranslation('core-pages');
  const unseen = useHasUnseenUpdates();
  return (
    <Tooltip label={t('whatsNew.label')}>
      <Indicator disabled={!unseen} size={9} offset={6} color="red" data-testid="whats-new-dot">
        <ActionIcon
          component={Link}
          to={UPDATES_PATH}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={unseen ? t('whatsNew.unseen') : t('whatsNew.label')}
          data-testid="whats-new"
          data-unseen={unseen}
        >
          <IconSparkles size={20} stroke={1.5} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
