import * as police from '@atrium/contracts/defcon/police';
import { MultiSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { describeError } from '../../../../lib/errors.ts';
import { BackLink, PageHeader } from '../../../companies/components/PageHeader.tsx';
import { useHeadQuarter, useLocalities, useSaveStation, useStation } from '../../api/police.ts';
import { LoadState } from '../../components/LoadState.tsx';
import { PoliceForm } from '../../components/PoliceForm.tsx';
import { DEFCON_PATHS } from '../../paths.ts';

function StationForm({ hqId, initial }: { hqId: number; initial?: police.PoliceStation }) {
  const { t } = useTranslation('defcon');
  const localities = useLocalities(hqId);
  const save = useSaveStation(hqId, initial?.id ?? null);
  return (
    <PoliceForm
      localityField="localityIds"
      initial={initial && { ...initial, localities: initial.localities.map((item) => String(item.id)) }}
      schema={police.policeStationInput}
      toBody={(ids) => ids.map(Number)}
      localitiesInput={({ value, onChange, error }) => (
        <MultiSelect
          label={t('police.fields.localityIds')}
          description={t('police.fields.localityIdsHint')}
          data={(localities.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
          value={value}
          onChange={onChange}
          error={error ?? (localities.isError ? describeError(t, localities.error) : undefined)}
          searchable
          withAsterisk
        />
      )}
      save={save}
      savedTo={(saved) => DEFCON_PATHS.localStation(saved.id)}
      cancelTo={DEFCON_PATHS.localStations}
    />
  );
}

/** /defcon/polices/:hqId/create-local-quarter and :hqId/edit-local-quarter/:id: a local station of an HQ. */
export function LocalStationFormPage({ mode }: { mode: 'create' | 'edit' }) {
  const { t } = useTranslation('defcon');
  const params = useParams();
  const hqId = Number(params.hqId);
  const id = Number(params.id);
  const validHq = Number.isInteger(hqId) && hqId > 0;
  const valid = mode === 'edit' && Number.isInteger(id) && id > 0;
  const hq = useHeadQuarter(validHq ? hqId : 0);
  const station = useStation(valid ? id : 0);
  const back = { to: DEFCON_PATHS.localStations, label: t('police.backToStations') };
  const before = <BackLink to={back.to}>{back.label}</BackLink>;
  const title =
    mode === 'create' ? t('police.createStationTitle') : (station.data?.name ?? t('police.editStationTitle'));
  return (
    <Stack gap="lg">
      <PageHeader before={before} title={title} description={hq.data?.name} />
      {mode === 'create' ? (
        <LoadState query={hq} missing={!validHq} notFoundTitle={t('police.hqNotFound')} back={back}>
          {(data) => <StationForm hqId={data.id} />}
        </LoadState>
      ) : (
        <LoadState
          query={station}
          missing={!valid || !validHq}
          notFoundTitle={t('police.stationNotFound')}
          back={back}
        >
          {(data) => <StationForm key={data.id} hqId={data.hq.id} initial={data} />}
        </LoadState>
      )}
    </Stack>
  );
}
