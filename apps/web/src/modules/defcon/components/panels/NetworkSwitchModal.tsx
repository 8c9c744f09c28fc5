import * as panels from '@atrium/contracts/defcon/panels';
import { Select } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../../../lib/useFieldErrors.ts';
import { FormModal } from '../../../places/components/FormModal.tsx';

interface NetworkSwitchModalProps {
  current: panels.PanelNetwork;
  send: (network: panels.PanelNetwork) => Promise<unknown>;
  onClose: () => void;
}

/** The panel's path to the receiver: Ethernet, Wi-Fi or cellular. */
export function NetworkSwitchModal({ current, send, onClose }: NetworkSwitchModalProps) {
  const { t } = useTranslation('defcon');
  const fields = useFieldErrors(['network'] as const, 'defcon');
  const [network, setNetwork] = useState<string | null>(current);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = panels.networkSwitchBody.safeParse({ network });
    if (!parsed.success) return fields.setFromIssues(parsed.error.issues);
    setSaving(true);
    try {
      await send(parsed.data.network);
      onClose();
    } catch (error) {
      if (!fields.setFromError(error)) setFailure(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormModal
      title={t('panels.commands.networkTitle')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      error={failure}
      shown={['network']}
    >
      <Select
        label={t('panels.columns.network')}
        data={panels.PANEL_NETWORKS.map((value) => ({ value, label: t(`panels.networks.${value}`) }))}
        value={network}
        onChange={(value) => {
          setNetwork(value);
          fields.clear('network');
        }}
        error={fields.message('network')}
        withAsterisk
        data-autofocus
      />
    </FormModal>
  );
}
