import { reports } from '@atrium/contracts';
import { Button, Group, Pill, Stack, Text, TextInput } from '@mantine/core';
import { IconMailPlus } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useReceptors } from '../api.ts';

interface Props {
  companyId: number;
  /** The saved report (its receptors change at once through the receptor calls), or null for a new one. */
  report: reports.Report | null;
  /** A new report's receptors, sent with it when it is created. */
  value: string[];
  onChange: (receptors: string[]) => void;
  error?: string;
}

/** The first message of a refused address: the contract's, or the server's 418 on `email`. */
function refusal(error: unknown): string | null {
  if (error instanceof ApiError) return error.fieldErrors?.[0]?.msg ?? error.msg;
  return null;
}

/**
 * The email addresses that receive the report's runs (at most 20): added and removed at once on a saved
 * report (POST and DELETE …/receptor), kept with the form on a new one.
 */
export function ReceptorsField({ companyId, report, value, onChange, error }: Props) {
  const { t } = useTranslation('reports');
  const calls = useReceptors(companyId, report?.id ?? 0);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const list = report ? report.receptors : value;

  const add = () => {
    const parsed = reports.receptorInput.safeParse({ email });
    if (!parsed.success) {
      setMessage(parsed.error.issues[0]?.message ?? 'Required');
      return;
    }
    const address = parsed.data.email;
    if (list.includes(address)) {
      setEmail('');
      return;
    }
    if (list.length >= reports.REPORT_MAX_RECEPTORS) {
      setMessage(reports.REPORT_TOO_MANY_RECEPTORS);
      return;
    }
    if (!report) {
      onChange([...list, address]);
      setEmail('');
      return;
    }
    calls.add.mutate(address, {
      onSuccess: () => setEmail(''),
      onError: (failure) => setMessage(refusal(failure)),
    });
  };
  const remove = (address: string) => {
    if (report) calls.remove.mutate(address);
    else onChange(list.filter((item) => item !== address));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <TextInput
          style={{ flex: 1 }}
          type="email"
          dir="ltr"
          label={t('receptors.email')}
          description={t('receptors.help', { max: reports.REPORT_MAX_RECEPTORS })}
          placeholder="name@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setMessage(null);
          }}
          onKeyDown={onKeyDown}
          error={message ? translateMessage(t, message) : error}
        />
        <Button
          variant="light"
          leftSection={<IconMailPlus size={16} />}
          onClick={add}
          loading={calls.add.isPending}
        >
          {t('receptors.add')}
        </Button>
      </Group>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('receptors.none')}
        </Text>
      ) : (
        <Group gap={6} role="list" aria-label={t('receptors.title')}>
          {list.map((address) => (
            <Pill
              key={address}
              role="listitem"
              withRemoveButton
              onRemove={() => remove(address)}
              removeButtonProps={{
                'aria-hidden': false,
                tabIndex: 0,
                'aria-label': t('receptors.remove', { email: address }),
              }}
            >
              {address}
            </Pill>
          ))}
        </Group>
      )}
    </Stack>
  );
}
