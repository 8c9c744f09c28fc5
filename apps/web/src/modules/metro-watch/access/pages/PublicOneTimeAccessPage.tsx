import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDoor, IconDoorEnter, IconLockOpen } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { i18n } from '../../../../app/i18n.ts';
import { ApiError } from '../../../../lib/api.ts';
import { formatDateTime } from '../../../companies/components/format.ts';
import { useOpenLink, usePublicLink } from '../api/publicLink.ts';
import { registerPublicTexts, usePublicTranslation } from '../public/publicTexts.ts';
import { isLinkRefusal, RefusedLink, refusalOf } from '../public/RefusedLink.tsx';

// Before the first render: the route's title (document.title) is one of these strings.
registerPublicTexts(i18n);

/**
 * /metro-watch/one-time-access/:token, no sign-in: the door and the window of a link and an Open button
 * that unlocks the door once. A used, expired, revoked or unknown link gets a page that says which, and no
 * button; nothing the server says in a stack trace reaches the visitor.
 */
export function PublicOneTimeAccessPage() {
  const { t } = usePublicTranslation();
  const token = useParams().token ?? '';
  const link = usePublicLink(token);
  const open = useOpenLink(token);

  if (link.isPending)
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('loading')} />
      </Center>
    );
  if (link.isError)
    return <RefusedLink refusal={refusalOf(link.error)} onRetry={() => void link.refetch()} />;
  // The link itself refused (used meanwhile, expired...): the page says so. A lock that did not take the
  // command (asleep, blocked) gave the use back: the button stays, with why.
  const refusal = open.isError ? refusalOf(open.error) : null;
  if (refusal && isLinkRefusal(refusal)) return <RefusedLink refusal={refusal} />;
  const lockSaid = open.error instanceof ApiError && open.error.status === 409 ? open.error.msg : null;

  const data = link.data;
  const opened = open.data;
  return (
    <Paper withBorder p="xl" maw={520} mx="auto">
      <Stack gap="md" align="center" ta="center">
        {opened ? <IconLockOpen size={48} color="var(--mantine-color-teal-6)" /> : <IconDoor size={48} />}
        <Title order={1} fz="h2">
          {opened ? t('opened', { door: opened.door.name }) : data.door.name}
        </Title>
        <Text c="dimmed">{t(`types.${data.type}`)}</Text>
        <Text data-testid="link-window">
          {t('window', { from: formatDateTime(data.validFrom), until: formatDateTime(data.validUntil) })}
        </Text>
        <Text size="sm">{t('usesLeft', { count: opened ? opened.usesLeft : data.usesLeft })}</Text>
        {opened ? (
          <Alert color="teal" role="status" data-testid="door-opened" w="100%">
            {t('openedHint')}
          </Alert>
        ) : data.state === 'upcoming' ? (
          <Alert color="blue" w="100%">
            {t('notYet', { from: formatDateTime(data.validFrom) })}
          </Alert>
        ) : (
          <Button
            size="lg"
            leftSection={<IconDoorEnter size={20} />}
            loading={open.isPending}
            onClick={() => open.mutate()}
          >
            {t('open')}
          </Button>
        )}
        {open.isError && (
          <Alert color="red" role="alert" w="100%">
            {lockSaid ? t('lockRefused', { reason: lockSaid }) : t('openFailed')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
