import { Group, Radio, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSelectedCompany } from '../../../../lib/company.ts';
import { useOwnCompanyId } from '../../../companies/access.ts';
import { useCredentialChoices, useUserChoices } from '../api/options.ts';
import { useScheduleOptions } from '../api/schedules.ts';
import type { GrantDraft } from './grantDraft.ts';
import { timeZones } from './timeZones.ts';
import type { DottedErrors } from './useDottedErrors.ts';
import { newWindow, WindowsEditor } from './WindowsEditor.tsx';

interface GrantWhoFieldsProps {
  draft: GrantDraft;
  set: (change: Partial<GrantDraft>) => void;
  errors: DottedErrors;
}

/** Whose access (a user, or one credential) and, when scheduled, which schedule or which own windows. */
export function GrantWhoFields({ draft, set, errors }: GrantWhoFieldsProps) {
  const { t } = useTranslation('metro-watch');
  const selected = useSelectedCompany();
  const own = useOwnCompanyId();
  const companyId = selected?.id ?? own;
  const users = useUserChoices(companyId);
  const credentials = useCredentialChoices();
  const schedules = useScheduleOptions();
  return (
    <Stack gap="md">
      <Radio.Group
        label={t('access.grant.who')}
        value={draft.who}
        onChange={(who) => set({ who: who as GrantDraft['who'] })}
      >
        <Group mt={4}>
          <Radio value="user" label={t('access.grant.aUser')} />
          <Radio value="credential" label={t('access.grant.aCredential')} />
        </Group>
      </Radio.Group>
      {draft.who === 'user' ? (
        <Select
          label={t('access.columns.user')}
          required
          searchable
          data={users.data ?? []}
          value={draft.userId || null}
          onChange={(value) => set({ userId: value ?? '' })}
          error={errors.message('userId')}
        />
      ) : (
        <Select
          label={t('access.columns.credential')}
          required
          searchable
          data={credentials.data ?? []}
          value={draft.credentialId || null}
          onChange={(value) => set({ credentialId: value ?? '' })}
          error={errors.message('credentialId')}
        />
      )}
      {draft.type === 'scheduled' && (
        <>
          <Radio.Group
            label={t('access.grant.plan')}
            value={draft.plan}
            onChange={(plan) =>
              set({
                plan: plan as GrantDraft['plan'],
                windows:
                  plan === 'windows' && draft.windows.length === 0 ? [newWindow('sat')] : draft.windows,
              })
            }
          >
            <Group mt={4}>
              <Radio value="schedule" label={t('access.grant.companySchedule')} />
              <Radio value="windows" label={t('access.grant.ownWindows')} />
            </Group>
          </Radio.Group>
          {draft.plan === 'schedule' ? (
            <Select
              label={t('access.columns.schedule')}
              required
              searchable
              data={(schedules.data ?? []).map((s) => ({
                value: String(s.id),
                label: `${s.name} (${s.timeZone})`,
              }))}
              value={draft.scheduleId || null}
              onChange={(value) => set({ scheduleId: value ?? '' })}
              error={errors.message('scheduleId')}
            />
          ) : (
            <>
              <WindowsEditor
                value={draft.windows}
                onChange={(windows) => set({ windows })}
                errors={errors}
                field="windows"
              />
              <Select
                label={t('access.schedules.timeZone')}
                required
                searchable
                data={timeZones(draft.timeZone)}
                value={draft.timeZone}
                onChange={(value) => set({ timeZone: value ?? '' })}
                error={errors.message('timeZone')}
              />
            </>
          )}
        </>
      )}
    </Stack>
  );
}
