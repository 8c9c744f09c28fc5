import { type assetwatch, DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import { Badge, Button, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../kit/access.ts';
import { tableKeyOf } from '../../../kit/app.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable/index.ts';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { usePlacesCompanyId } from '../../places/access.ts';
import { CompanyRequired } from '../../places/components/CompanyRequired.tsx';
import { CreateLink } from '../../places/components/CreateLink.tsx';
import { GeofencesTable } from '../../places/components/geofences/GeofencesTable.tsx';
import { GEOFENCE_CREATE_PATH } from '../../places/paths.ts';
import { AW_KEYS } from '../access.ts';
import { awKeys } from '../api/keys.ts';
import { fetchZones, useDeleteZone } from '../api/zones.ts';
import { ForbiddenGeofences } from '../components/ForbiddenGeofences.tsx';
import { ZoneModal } from '../components/ZoneModal.tsx';
import { ASSET_WATCH } from '../kitApp.ts';

type Zone = assetwatch.IndoorZone;

/**
 * /asset-watch/geofence: where assets may be. Indoors, the zones drawn on the floor plans (beacon or gateway,
 * forbidden or not); outdoors, the company's geofences (places' table and editor) and which are forbidden.
 */
export function GeofencePage() {
  const { t } = useTranslation('asset-watch');
  const can = useCan();
  const companyId = usePlacesCompanyId();
  const [editing, setEditing] = useState<{ zone?: Zone } | null>(null);
  const remove = useDeleteZone();
  const columns = useMemo(
    (): DataTableColumn<Zone>[] => [
      { id: 'name', header: t('fields.name') },
      { id: 'facility', header: t('fields.facility'), sortable: false, accessor: (r) => r.structure.name },
      { id: 'floor', header: t('fields.floor'), sortable: false, accessor: (r) => r.floor.name },
      { id: 'beacon', header: t('zones.beacon'), sortable: false, accessor: (r) => r.beacon ?? '' },
      {
        id: 'gatewayEui',
        header: t('zones.gatewayEui'),
        sortable: false,
        accessor: (r) => r.gatewayEui ?? '',
      },
      {
        id: 'forbidden',
        header: t('zones.forbidden'),
        sortable: false,
        accessor: (r) => (r.forbidden ? t('common.yes') : t('common.no')),
        cell: (r) => (r.forbidden ? <Badge color="red.9">{t('common.yes')}</Badge> : t('common.no')),
      },
      { id: 'assets', header: t('fields.assets'), sortable: false },
    ],
    [t],
  );
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('zones.title')}
        description={t('zones.description')}
        actions={
          can(AW_KEYS.zones.create) && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({})}>
              {t('zones.add')}
            </Button>
          )
        }
      />
      <DataTable<Zone>
        label={t('zones.title')}
        columns={columns}
        fetchPage={fetchZones}
        queryKey={awKeys.zones()}
        tableKey={tableKeyOf(ASSET_WATCH, 'geofence', 'zones')}
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchPlaceholder={t('common.searchName')}
        rowLabel={(row) => row.name}
        onEdit={can(AW_KEYS.zones.update) ? (row) => setEditing({ zone: row }) : undefined}
        onDelete={can(AW_KEYS.zones.delete) ? (row) => remove.mutateAsync(row.id) : undefined}
        deleteMessage={(row) => t('common.deleteQuestion', { name: row.name })}
        view="rows"
        exportFileName="asset-watch-zones"
      />
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('zones.outdoor')}
        </Title>
        <CreateLink to={GEOFENCE_CREATE_PATH} permission="p_area_geofences_create">
          {t('zones.addGeofence')}
        </CreateLink>
        {companyId === null ? <CompanyRequired /> : <GeofencesTable key={companyId} companyId={companyId} />}
      </Stack>
      {companyId !== null && <ForbiddenGeofences key={companyId} companyId={companyId} />}
      {editing && <ZoneModal zone={editing.zone} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
