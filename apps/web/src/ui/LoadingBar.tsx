import { Progress } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The thin bar across the top of a panel while it fetches again; named for screen readers. */
export function LoadingBar() {
  const { t } = useTranslation('common');
  return (
    <Progress
      value={100}
      animated
      size={2}
      radius={0}
      pos="absolute"
      top={0}
      left={0}
      right={0}
      aria-label={t('loadingBar.label')}
    />
  );
}
