import { access } from '@atrium/contracts';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZone } from '../../../../lib/api.ts';
import { describeError } from '../../../../lib/errors.ts';
import { translateMessage } from '../../../../lib/i18n.ts';
import type { GrantBody, LinkBody } from '../api/accesses.ts';
import { useDoorChoices } from '../api/options.ts';
import { GrantWhoFields } from './GrantWhoFields.tsx';
import { blankAware, type GrantDraft, localInput, parseDraft } from './grantDraft.ts';
import { useDottedErrors } from './useDottedErrors.ts';

/** The fields the form shows a message under; a 418 naming anything else is said above the buttons. */
const FIELDS = [
  'type',
  'doorId',
  'userId',
  'credentialId',
  'scheduleId',
  'windows',
  'timeZone',
  'validFrom',
  'validUntil',
  'maxUses',
  'note',
];

export const initialDraft = (type: access.AccessType = 'fulltime'): GrantDraft => ({
  type,
  doorId: '',
  who: 'user',
  userId: '',
  credentialId: '',
  plan: 'schedule',
  scheduleId: '',
  windows: [],
  timeZone: timeZone(),
  validFrom: access.isLinkType(type) ? localInput(0) : '',
  validUntil: access.isLinkType(type) ? localInput(24) : '',
  maxUses: type === 'public-temporary' ? '5' : '',
  note: '',
});

interface GrantFormProps {
  initialType?: access.AccessType;
  onGrant: (body: GrantBody) => Promise<unknown>;
  onLink: (body: LinkBody) => Promise<unknown>;
}

/**
 * Grant access: a door, and either a user's or a credential's fulltime or scheduled access (a company
 * schedule or its own weekly windows), or a link (public-temporary: a window and several uses; onetime).
 * The contract's schemas check it first; the server's 418 (an overlapping access...) lands on its field.
 */
export function GrantForm({ initialType, onGrant, onLink }: GrantFormProps) {
  const { t } = useTranslation('metro-watch');
  const errors = useDottedErrors();
  const doors = useDoorChoices();
  const [draft, setDraft] = useState<GrantDraft>(() => initialDraft(initialType));
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const link = access.isLinkType(draft.type);

  const set = (change: Partial<GrantDraft>) => {
    for (const key of Object.keys(change)) errors.clear(key);
    setDraft((current) => ({ ...current, ...change }));
  };
  const chooseType = (type: string) => {
    const next = initialDraft(type as access.AccessType);
    errors.reset();
    setDraft((current) => ({
      ...next,
      doorId: current.doorId,
      who: current.who,
      userId: current.userId,
      credentialId: current.credentialId,
      note: current.note,
    }));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const request = parseDraft(draft);
    if (!request.parsed.success) return errors.setFromIssues(blankAware(draft, request.parsed.error.issues));
    errors.reset();
    setBusy(true);
    try {
      if (request.kind === 'link') await onLink(request.parsed.data as LinkBody);
      else await onGrant(request.parsed.data as GrantBody);
    } catch (error) {
      if (!errors.setFromError(error)) setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const elsewhere = Object.entries(errors.errors).filter(
    ([field]) => !FIELDS.includes(field.split('.')[0] ?? ''),
  );
  return (
    <Paper
      withBorder
      p="lg"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={t('access.grant.form')}
    >
      <Stack gap="md">
        <SegmentedControl
          aria-label={t('access.grant.type')}
          value={draft.type}
          onChange={chooseType}
          data={access.ACCESS_TYPES.map((type) => ({ value: type, label: t(`access.types.${type}`) }))}
        />
        <Select
          label={t('access.columns.door')}
          required
          searchable
          data={doors.data ?? []}
          value={draft.doorId || null}
          onChange={(value) => set({ doorId: value ?? '' })}
          error={errors.message('doorId') ?? (doors.isError ? t('access.grant.doorsFailed') : undefined)}
          nothingFoundMessage={t('access.grant.noDoors')}
        />
        {!link && <GrantWhoFields draft={draft} set={set} errors={errors} />}
        <Group grow align="flex-start">
          <TextInput
            type="datetime-local"
            label={t('access.columns.validFrom')}
            required={link}
            value={draft.validFrom}
            onChange={(event) => set({ validFrom: event.currentTarget.value })}
            error={errors.message('validFrom')}
          />
          <TextInput
            type="datetime-local"
            label={t('access.columns.validUntil')}
            required={link}
            value={draft.validUntil}
            onChange={(event) => set({ validUntil: event.currentTarget.value })}
            error={errors.message('validUntil')}
          />
        </Group>
        {draft.type === 'public-temporary' && (
          <NumberInput
            label={t('access.grant.maxUses')}
            required
            min={1}
            max={access.MAX_LINK_USES}
            value={draft.maxUses}
            onChange={(value) => set({ maxUses: String(value) })}
            error={errors.message('maxUses')}
          />
        )}
        <Textarea
          label={t('access.columns.note')}
          value={draft.note}
          onChange={(event) => set({ note: event.currentTarget.value })}
          error={errors.message('note')}
          rows={2}
        />
        {(failure !== null || elsewhere.length > 0) && (
          <Alert color="red" role="alert" title={t('access.saveFailed')}>
            {failure !== null
              ? describeError(t, failure)
              : elsewhere.map(([, message]) => translateMessage(t, message)).join(' ')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {link ? t('access.grant.createLink') : t('access.grant.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
