import { Alert, Anchor, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { oneTimeLinkPath } from '../paths.ts';

interface CreatedLinkPanelProps {
  /** The link's access id, which names its detail page. */
  id: number;
  /** The public page's path with the token, shown this once (only a hash of the token is kept). */
  path: string;
  onAnother: () => void;
}

/** A link just created: its address to hand out, copyable, said to be shown only now. */
export function CreatedLinkPanel({ id, path, onAnother }: CreatedLinkPanelProps) {
  const { t } = useTranslation('metro-watch');
  const url = `${window.location.origin}${path}`;
  return (
    <Alert color="teal" icon={<IconCheck />} title={t('access.link.created')} data-testid="created-link">
      <Stack gap="sm">
        <Text size="sm">{t('access.link.onlyNow')}</Text>
        <Anchor
          href={path}
          target="_blank"
          rel="noreferrer"
          ff="monospace"
          size="sm"
          style={{ wordBreak: 'break-all' }}
        >
          {url}
        </Anchor>
        <Group gap="sm">
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button variant="light" leftSection={<IconLink size={16} />} onClick={copy}>
                {copied ? t('access.link.copied') : t('access.link.copy')}
              </Button>
            )}
          </CopyButton>
          <Button variant="subtle" component={Link} to={oneTimeLinkPath(String(id))}>
            {t('access.link.details')}
          </Button>
          <Button variant="subtle" onClick={onAnother}>
            {t('access.link.another')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
