import { market } from '@atrium/contracts';
import { Alert, Badge, Button, Group, Stack, Table, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../../lib/api.ts';
import { useSelectedCompany } from '../../../lib/company.ts';
import { describeError } from '../../../lib/errors.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { EmptyState } from '../../../ui/EmptyState/index.ts';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { marketKeys } from '../api/catalogue.ts';
import { useDiscounts } from '../api/checkout.ts';
import { CatalogueState } from '../components/CatalogueState.tsx';
import { Price } from '../components/Price.tsx';

/** /core/market/discounts-code: the company's discount codes, and adding one (418 on the code field). */
export function DiscountsCodePage() {
  const { t } = useTranslation('market');
  const user = useSessionUser();
  const selected = useSelectedCompany();
  const companyId = selected?.id ?? user?.personalInfo.companyId ?? null;
  const discounts = useDiscounts(companyId);
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  if (!user || companyId === null)
    return (
      <Stack gap="lg">
        <PageHeader title={t('discounts.title')} />
        <Alert color="blue">{t('checkout.signIn')}</Alert>
      </Stack>
    );
  const add = async () => {
    const parsed = market.addDiscount.schemas.body.safeParse({ code });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setSaving(true);
    try {
      await call(market.addDiscount, { params: { id: companyId }, body: { code: parsed.data.code } });
      setError(undefined);
      setCode('');
      await queryClient.invalidateQueries({ queryKey: marketKeys.discounts(companyId) });
    } catch (e) {
      setError(e instanceof ApiError && e.fieldErrors?.[0] ? e.fieldErrors[0].msg : describeError(t, e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="lg">
      <PageHeader title={t('discounts.title')} description={t('discounts.description')} />
      <Group align="flex-start">
        <TextInput
          label={t('checkout.discountCode')}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={error}
        />
        <Button mt={24} onClick={() => void add()} loading={saving}>
          {t('discounts.add')}
        </Button>
      </Group>
      <CatalogueState
        isPending={discounts.isPending}
        error={discounts.error}
        retry={() => void discounts.refetch()}
      >
        {() =>
          (discounts.data ?? []).length === 0 ? (
            <EmptyState variant="data" />
          ) : (
            <Table>
              <Table.Tbody>
                {(discounts.data ?? []).map((d) => (
                  <Table.Tr key={d.code}>
                    <Table.Td>{d.code}</Table.Td>
                    <Table.Td>{d.description}</Table.Td>
                    <Table.Td>
                      {d.percentOffBps !== null ? (
                        `${d.percentOffBps / 100} %`
                      ) : (
                        <Price cents={d.amountOffCents ?? 0} />
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light">{t(`discounts.states.${d.state}`)}</Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </CatalogueState>
    </Stack>
  );
}
