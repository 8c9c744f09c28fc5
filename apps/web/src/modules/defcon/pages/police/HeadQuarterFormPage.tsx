import * as police from '@atrium/contracts/defcon/police';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { TagInput } from '../../../../ui/TagInput/index.ts';
import { BackLink, PageHeader } from '../../../companies/components/PageHeader.tsx';
import { useHeadQuarter, useSaveHeadQuarter } from '../../api/police.ts';
import { LoadState } from '../../components/LoadState.tsx';
import { PoliceForm } from '../../components/PoliceForm.tsx';
import { DEFCON_PATHS } from '../../paths.ts';

function HeadQuarterForm({ initial }: { initial?: police.PoliceHq }) {
  const { t } = useTranslation('defcon');
  const save = useSaveHeadQuarter(initial?.id ?? null);
  return (
    <PoliceForm
      localityField="localities"
      initial={initial && { ...initial, localities: initial.localities.map((item) => item.name) }}
      schema={police.policeHqInput}
      toBody={(names) => names}
      localitiesInput={({ value, onChange, error }) => (
        <TagInput
          label={t('police.fields.localities')}
          description={t('police.fields.localitiesHint')}
          value={value}
          onChange={onChange}
          error={error}
          max={100}
          required
        />
      )}
      save={save}
      savedTo={() => DEFCON_PATHS.headQuarters}
      cancelTo={DEFCON_PATHS.headQuarters}
    />
  );
}

/** /defcon/polices/create-head-quarter and create-head-quarter/:id (edit): police headquarters. */
export function HeadQuarterFormPage({ mode }: { mode: 'create' | 'edit' }) {
  const { t } = useTranslation('defcon');
  const id = Number(useParams().id);
  const valid = mode === 'edit' && Number.isInteger(id) && id > 0;
  const hq = useHeadQuarter(valid ? id : 0);
  const back = { to: DEFCON_PATHS.headQuarters, label: t('police.backToHqs') };
  const before = <BackLink to={back.to}>{back.label}</BackLink>;
  if (mode === 'create')
    return (
      <Stack gap="lg">
        <PageHeader before={before} title={t('police.createHqTitle')} />
        <HeadQuarterForm />
      </Stack>
    );
  return (
    <Stack gap="lg">
      <PageHeader before={before} title={hq.data?.name ?? t('police.editHqTitle')} />
      <LoadState query={hq} missing={!valid} notFoundTitle={t('police.hqNotFound')} back={back}>
        {(data) => <HeadQuarterForm key={data.id} initial={data} />}
      </LoadState>
    </Stack>
  );
}
