import { support } from '@atrium/contracts';
import { Button } from '@mantine/core';
import { IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '../../../lib/api.ts';

/** An attachment of a message: fetched with the session's token and opened in a new tab. */
export function AttachmentLink({ attachment }: { attachment: support.Attachment }) {
  const { t } = useTranslation('support');
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const blob = await downloadBlob(support.chatEndpoints.attachment, { params: { id: attachment.id } });
      const url = URL.createObjectURL(blob);
      window.open(url, '_blank', 'noopener');
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } finally {
      setBusy(false);
    }
  };
  const Icon = attachment.contentType === 'application/pdf' ? IconFileTypePdf : IconPhoto;
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<Icon size={16} />}
      loading={busy}
      onClick={() => void open()}
      aria-label={t('chat.attachment', { name: attachment.fileName })}
    >
      {attachment.fileName}
    </Button>
  );
}
