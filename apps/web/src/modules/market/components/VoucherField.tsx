import { market } from '@atrium/contracts';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/errors.ts';
import { formatDate } from '../../companies/components/format.ts';
import { checkVoucher } from '../api/checkout.ts';

interface VoucherFieldProps {
  companyId: number;
  voucher: market.Voucher | null;
  onChange: (voucher: market.Voucher | null) => void;
  /** The server's 418 on `voucherCode` at submission. */
  error?: string;
}

/** Checkout's voucher: checked with the server before it counts in the total; each refusal shown at the field. */
export function VoucherField({ companyId, voucher, onChange, error }: VoucherFieldProps) {
  const { t } = useTranslation('market');
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    // The same code rule as every discount code.
    const parsed = market.addDiscount.schemas.body.safeParse({ code: text });
    if (!parsed.success) return setMessage(parsed.error.issues[0]?.message);
    setBusy(true);
    try {
      const outcome = await checkVoucher(companyId, parsed.data.code, {
        notFound: t('voucher.errors.notFound'),
        expired: t('voucher.errors.expired'),
        used: t('voucher.errors.used'),
      });
      setMessage(outcome.ok ? undefined : outcome.message);
      onChange(outcome.ok ? outcome.voucher : null);
    } catch (e) {
      setMessage(describeError(t, e));
    } finally {
      setBusy(false);
    }
  };

  if (voucher)
    return (
      <Group>
        <Text data-testid="voucher-applied">
          {t('voucher.applied', {
            code: voucher.code,
            amount: market.formatCents(voucher.amountCents),
            until: formatDate(voucher.expiresAt),
          })}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={() => onChange(null)}>
          {t('voucher.remove')}
        </Button>
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Group>
    );
  return (
    <Group align="flex-start">
      <TextInput
        label={t('voucher.label')}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setMessage(undefined);
        }}
        error={message ?? error}
      />
      <Button variant="light" mt={24} onClick={() => void apply()} loading={busy}>
        {t('voucher.apply')}
      </Button>
    </Group>
  );
}
