import { Button } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDeleteDialog } from '../../../ui/ConfirmDeleteDialog/index.ts';

interface EditDeleteActionsProps {
  /** Where Edit goes; no button when absent (no right to change). */
  editTo?: string;
  canDelete: boolean;
  deleteQuestion: string;
  remove: () => Promise<unknown>;
  /** Where to go once the record is gone. */
  afterDelete: string;
}

/** A details page's Edit and Delete buttons; Delete asks first, then leaves for the list. */
export function EditDeleteActions({
  editTo,
  canDelete,
  deleteQuestion,
  remove,
  afterDelete,
}: EditDeleteActionsProps) {
  const { t } = useTranslation('places');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {editTo !== undefined && (
        <Button component={Link} to={editTo} leftSection={<IconPencil size={16} />}>
          {t('details.edit')}
        </Button>
      )}
      {canDelete && (
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => setConfirming(true)}
        >
          {t('details.delete')}
        </Button>
      )}
      <ConfirmDeleteDialog
        opened={confirming}
        message={deleteQuestion}
        onConfirm={async () => {
          await remove();
          await navigate(afterDelete, { replace: true });
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
