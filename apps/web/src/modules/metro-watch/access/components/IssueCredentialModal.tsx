import { access } from '@atrium/contracts';
import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectedCompany } from '../../../../lib/company.ts';
import { describeError } from '../../../../lib/errors.ts';
import { translateMessage } from '../../../../lib/i18n.ts';
import { useOwnCompanyId } from '../../../companies/access.ts';
import { useIssueCredential } from '../api/credentials.ts';
import { useUserChoices } from '../api/options.ts';
import { useDottedErrors } from './useDottedErrors.ts';

/** The fields the form shows a message under; a 418 naming anything else is said above the buttons. */
const FIELDS = ['userId', 'kind', 'label', 'code'];

interface Draft {
  userId: string;
  kind: access.CredentialKind;
  label: string;
  code: string;
}

const EMPTY: Draft = { userId: '', kind: 'card', label: '', code: '' };

/**
 * Issue a credential (POST /metrowatch/access-token): a holder of the company, a kind, a name and the
 * code, checked by the contract's schema (each kind's code rule); the server's 418 lands on its field.
 */
export function IssueCredentialModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('metro-watch');
  const selected = useSelectedCompany();
  const own = useOwnCompanyId();
  const users = useUserChoices(selected?.id ?? own);
  const issue = useIssueCredential();
  const errors = useDottedErrors();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [failure, setFailure] = useState<unknown>(null);

  const set = (change: Partial<Draft>) => {
    for (const key of Object.keys(change)) errors.clear(key);
    // Another kind has another code rule: its message about the old code no longer holds.
    if (change.kind) errors.clear('code');
    setDraft((current) => ({ ...current, ...change }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = access.newCredentialInput.safeParse({
      ...draft,
      userId: draft.userId === '' ? undefined : Number(draft.userId),
    });
    if (!parsed.success) {
      // A blank holder says "Required" (zod's own text for a missing number is technical).
      return errors.setFromIssues(
        parsed.error.issues.map((issue) =>
          issue.path[0] === 'userId' && draft.userId === '' ? { ...issue, message: 'Required' } : issue,
        ),
      );
    }
    errors.reset();
    try {
      const { data } = await issue.mutateAsync(parsed.data);
      notifications.show({ color: 'green', message: t('access.issue.issued', { name: data.label }) });
      onClose();
    } catch (error) {
      if (!errors.setFromError(error)) setFailure(error);
    }
  };

  const elsewhere = Object.entries(errors.errors).filter(([field]) => !FIELDS.includes(field));
  return (
    <Modal opened onClose={onClose} title={t('access.issue.title')} centered>
      <form onSubmit={submit} noValidate aria-label={t('access.issue.title')}>
        <Stack gap="md">
          <Select
            label={t('access.credentials.holder')}
            required
            searchable
            data={users.data ?? []}
            value={draft.userId || null}
            onChange={(value) => set({ userId: value ?? '' })}
            error={errors.message('userId') ?? (users.isError ? t('access.issue.usersFailed') : undefined)}
            // Not while the users load: an open dropdown would be a listbox without options (axe, autofocus).
            nothingFoundMessage={users.isSuccess ? t('access.issue.noUsers') : undefined}
            data-autofocus
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="credential-kind">
              {t('access.credentials.kind')}
            </Text>
            <SegmentedControl
              aria-labelledby="credential-kind"
              value={draft.kind}
              onChange={(kind) => set({ kind: kind as access.CredentialKind })}
              data={access.CREDENTIAL_KINDS.map((kind) => ({
                value: kind,
                label: t(`access.kinds.${kind}`),
              }))}
            />
            {errors.message('kind') && (
              <Text size="xs" c="red" role="alert">
                {errors.message('kind')}
              </Text>
            )}
          </Stack>
          <TextInput
            label={t('access.credentials.label')}
            required
            value={draft.label}
            onChange={(event) => set({ label: event.currentTarget.value })}
            error={errors.message('label')}
          />
          <TextInput
            label={t('access.credentials.code')}
            required
            dir="ltr"
            autoComplete="off"
            inputMode={draft.kind === 'pin' ? 'numeric' : undefined}
            description={t(`access.issue.codeRule.${draft.kind}`)}
            value={draft.code}
            onChange={(event) => set({ code: event.currentTarget.value })}
            error={errors.message('code')}
          />
          {(failure !== null || elsewhere.length > 0) && (
            <Alert color="red" role="alert" title={t('access.issue.failed')}>
              {failure !== null
                ? describeError(t, failure)
                : elsewhere.map(([, message]) => translateMessage(t, message)).join(' ')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('access.issue.cancel')}
            </Button>
            <Button type="submit" loading={issue.isPending}>
              {t('access.issue.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
