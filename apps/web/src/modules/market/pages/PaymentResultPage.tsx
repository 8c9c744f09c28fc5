import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import type { MarketPaths } from '../paths.ts';

/** After the card step: the paid order, or the provider's reason with a way back to checkout. */
export function PaymentResultPage({ paths, outcome }: { paths: MarketPaths; outcome: 'success' | 'fail' }) {
  const { t } = useTranslation('market');
  const [search] = useSearchParams();
  const orderId = search.get('orderId') ?? '';
  return (
    <Stack gap="lg">
      <PageHeader title={t(`payment.${outcome}.title`)} />
      <Alert color={outcome === 'success' ? 'green' : 'red'} role={outcome === 'fail' ? 'alert' : 'status'}>
        {t(`payment.${outcome}.message`, { orderId })}
        {outcome === 'fail' && search.get('message') ? ` (${search.get('message')})` : ''}
      </Alert>
      <Group>
        {outcome === 'fail' && (
          <Button component={Link} to={paths.checkout}>
            {t('payment.fail.retry')}
          </Button>
        )}
        <Button component={Link} to={paths.main} variant="light">
          {t('cart.browse')}
        </Button>
      </Group>
    </Stack>
  );
}
