import { Button, Group, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';
import { ConfirmDeleteDialog } from '../../../ui/ConfirmDeleteDialog/index.ts';
import { tableMessage } from '../../../ui/DataTable/index.ts';
import { ExamplePage } from './ExamplePage.tsx';

/** /core/libs-examples/confirm-delete-dialog: the dialog, with and without a question mark in the message. */
export function ConfirmDeleteExamplePage() {
  const { t } = useTranslation('libs-examples');
  const { t: tc } = useTranslation('common');
  const [message, setMessage] = useState<string | null>(null);
  const confirm = () =>
    new Promise<void>((resolve) => setTimeout(resolve, 600)).then(() => {
      notifications.show({ color: 'green', message: translateMessage(tc, tableMessage('deleted', 1)) });
    });
  return (
    <ExamplePage title={t('confirmDelete.title')} description={t('confirmDelete.description')}>
      <Paper withBorder radius="md" p="md">
        <Group>
          <Button color="red" variant="light" onClick={() => setMessage(t('confirmDelete.withoutMark'))}>
            {t('confirmDelete.openWithout')}
          </Button>
          <Button color="red" variant="light" onClick={() => setMessage(t('confirmDelete.withMark'))}>
            {t('confirmDelete.openWith')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed" mt="sm">
          {t('confirmDelete.hint')}
        </Text>
      </Paper>
      <ConfirmDeleteDialog
        opened={message !== null}
        message={message ?? undefined}
        onConfirm={confirm}
        onClose={() => setMessage(null)}
      />
    </ExamplePage>
  );
}
