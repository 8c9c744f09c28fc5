import { lorawan } from '@atrium/contracts';
import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Group,
  List,
  Modal,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('lorawan');
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      dir="ltr"
      ff="monospace"
      onFocus={(event) => event.currentTarget.select()}
      rightSection={
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('copied') : t('copy')} withArrow>
              <ActionIcon variant="subtle" onClick={copy} aria-label={t('copyLabel', { label })}>
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}

/**
 * The secret of a new or regenerated integration, shown this once, with what to enter in the network
 * server: the URL (ChirpStack adds `?event=…` itself) and the Authorization header.
 */
export function SecretModal({
  integration,
  onClose,
}: {
  integration: lorawan.IntegrationWithSecret;
  onClose: () => void;
}) {
  const { t } = useTranslation('lorawan');
  const url = `${window.location.origin}${lorawan.INGEST_PATHS[integration.kind]}`;
  return (
    <Modal opened onClose={onClose} title={t('secretTitle', { name: integration.name })} size="lg" centered>
      <Stack gap="md">
        <Alert color="yellow" icon={<IconAlertTriangle size={16} />}>
          {t('secretOnce')}
        </Alert>
        <CopyField label={t('endpointUrl')} value={url} />
        <Group grow align="flex-start">
          <CopyField label={t('headerName')} value="Authorization" />
          <CopyField label={t('headerValue')} value={`Bearer ${integration.secret}`} />
        </Group>
        <CopyField label={t('secret')} value={integration.secret} />
        <Text fw={500}>{t(`howTo.${integration.kind}.title`)}</Text>
        <List size="sm" spacing={4}>
          {[1, 2, 3].map((step) => (
            <List.Item key={step}>{t(`howTo.${integration.kind}.step${step}`)}</List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
