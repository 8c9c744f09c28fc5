import type { access } from '@atrium/contracts';
import { Button } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog/index.ts';
import { useRevokeAccess } from '../api/accesses.ts';

/** Revoke an access or a link after a question: it opens nothing from then on. */
export function RevokeButton({ row, label }: { row: access.AccessRow; label: string }) {
  const { t } = useTranslation('metro-watch');
  const revoke = useRevokeAccess();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        leftSection={<IconBan size={14} />}
        aria-label={t('access.revoke.label', { name: label })}
        onClick={() => setAsking(true)}
      >
        {t('access.revoke.button')}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t('access.revoke.title')}
        message={t('access.revoke.question', { name: label })}
        confirmLabel={t('access.revoke.button')}
        color="red"
        onConfirm={() => revoke.mutateAsync(row.id)}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
