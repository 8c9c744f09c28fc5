import { Group, Loader, Overlay, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_CHANGE_LOADER_MS, onCompanyChange } from '../../lib/company.ts';

/** R30: after a company is chosen, a loader covers the page for 2 s while its data reloads. */
export function CompanyChangeLoader({ durationMs = COMPANY_CHANGE_LOADER_MS }: { durationMs?: number }) {
  const { t } = useTranslation('shell');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = onCompanyChange(() => {
      clearTimeout(timer);
      setVisible(true);
      timer = setTimeout(() => setVisible(false), durationMs);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [durationMs]);

  if (!visible) return null;
  return (
    <Overlay fixed center zIndex={300} backgroundOpacity={0.3} blur={2}>
      <Paper shadow="md" radius="md" px="lg" py="md" role="status" aria-live="polite">
        <Group gap="sm">
          <Loader size="sm" />
          <Text size="sm">{t('company.changing')}</Text>
        </Group>
      </Paper>
    </Overlay>
  );
}
