import { lorawan } from '@atrium/contracts';
import { ActionIcon, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../../lib/useFieldErrors.ts';
import { useSetDevEui } from '../api/integrations.ts';

const FIELDS = ['devEui'] as const;

/** A device's DevEUI, edited in its row: checked by the contract's rule, then by the server (taken). */
export function DevEuiCell({ device, editable }: { device: lorawan.LorawanDevice; editable: boolean }) {
  const { t } = useTranslation('lorawan');
  const save = useSetDevEui();
  const fields = useFieldErrors(FIELDS, 'lorawan');
  const [draft, setDraft] = useState<string | null>(null);
  const name = device.name || device.serial;

  const send = (devEui: string | null) =>
    save.mutate(
      { id: device.deviceId, devEui },
      { onSuccess: () => setDraft(null), onError: (error) => fields.setFromError(error) },
    );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = lorawan.setDevEui.schemas.body.safeParse({ devEui: draft ?? '' });
    if (!parsed.success) {
      fields.setFromIssues(parsed.error.issues);
      return;
    }
    send(parsed.data.devEui);
  };

  if (draft === null) {
    return (
      <Group gap={4} wrap="nowrap">
        <Text size="sm" ff="monospace" dir="ltr" c={device.devEui ? undefined : 'dimmed'}>
          {device.devEui ?? t('noDevEui')}
        </Text>
        {editable && (
          <Tooltip label={t('editDevEui')} withArrow>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={t('editDevEuiOf', { name })}
              onClick={() => {
                fields.reset();
                setDraft(device.devEui ?? '');
              }}
            >
              <IconPencil size={14} />
            </ActionIcon>
          </Tooltip>
        )}
        {editable && device.devEui && (
          <Tooltip label={t('clearDevEui')} withArrow>
            <ActionIcon
              variant="subtle"
              color="red"
              size="sm"
              aria-label={t('clearDevEuiOf', { name })}
              loading={save.isPending}
              onClick={() => send(null)}
            >
              <IconTrash size={14} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Group gap={4} wrap="nowrap" align="flex-start">
        <TextInput
          size="xs"
          dir="ltr"
          ff="monospace"
          placeholder="70B3D57ED0001234"
          aria-label={t('devEuiOf', { name })}
          value={draft}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            fields.clear('devEui');
          }}
          error={fields.message('devEui')}
          data-autofocus
        />
        <ActionIcon type="submit" size="md" aria-label={t('saveDevEui')} loading={save.isPending}>
          <IconCheck size={14} />
        </ActionIcon>
        <ActionIcon variant="default" size="md" aria-label={t('cancel')} onClick={() => setDraft(null)}>
          <IconX size={14} />
        </ActionIcon>
      </Group>
    </form>
  );
}
