import { analysis } from '@atrium/contracts';
import { Button } from '@mantine/core';
import { IconReportAnalytics } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../access.ts';
import { deviceReportPath } from '../../paths.ts';

/** The way from a device to its report, for users who may see the analysis. */
export function DeviceReportLink({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation('ignite-shield');
  const can = useCan();
  if (!can([analysis.ANALYSIS_VIEW])) return null;
  return (
    <Button
      component={Link}
      to={deviceReportPath(deviceId)}
      variant="light"
      leftSection={<IconReportAnalytics size={16} />}
      w="fit-content"
    >
      {t('kit:analysis.report.open')}
    </Button>
  );
}
