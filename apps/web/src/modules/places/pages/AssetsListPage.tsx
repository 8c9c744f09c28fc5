import { Stack } from '@mantine/core';
import { IconBox, IconBuilding, IconBuildingCommunity, IconMap2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { Tabs } from '../../../ui/Tabs/index.ts';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { usePlacesCompanyId } from '../access.ts';
import { AreasTable } from '../components/assets/AreasTable.tsx';
import { AssetsTable } from '../components/assets/AssetsTable.tsx';
import { CompanyRequired } from '../components/CompanyRequired.tsx';
import { CreateLink } from '../components/CreateLink.tsx';
import { StructuresTable } from '../components/structures/StructuresTable.tsx';
import { ASSET_LIST_TYPES, type AssetListType, assetsListPath, CORE_STRUCTURE_PATHS } from '../paths.ts';

const ICONS: Record<AssetListType, ReactNode> = {
  'all-structures': <IconBuilding size={16} />,
  'inner-structures': <IconBuildingCommunity size={16} />,
  assets: <IconBox size={16} />,
  areas: <IconMap2 size={16} />,
};

const isListType = (value: string | undefined): value is AssetListType =>
  (ASSET_LIST_TYPES as readonly string[]).includes(value ?? '');

/** /core/assets/list/:type: structures, inner structures, assets and areas, one tab each. */
export function AssetsListPage() {
  const { t } = useTranslation('places');
  const companyId = usePlacesCompanyId();
  const { type } = useParams();
  if (!isListType(type)) return <Navigate to={assetsListPath()} replace />;
  const structures = type === 'all-structures' || type === 'inner-structures';
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('assets.pageTitle')}
        description={t('assets.pageDescription')}
        actions={
          structures && (
            <CreateLink to={CORE_STRUCTURE_PATHS.create} permission="p_structure_create">
              {t('structures.create')}
            </CreateLink>
          )
        }
      />
      <Tabs
        aria-label={t('assets.tabsLabel')}
        items={ASSET_LIST_TYPES.map((value) => ({
          value,
          label: t(`assets.tabs.${value}`),
          icon: ICONS[value],
          path: assetsListPath(value),
        }))}
      />
      {companyId === null ? (
        <CompanyRequired />
      ) : (
        <AssetsTab key={`${companyId}:${type}`} companyId={companyId} type={type} />
      )}
    </Stack>
  );
}

function AssetsTab({ companyId, type }: { companyId: number; type: AssetListType }) {
  switch (type) {
    case 'all-structures':
      return (
        <StructuresTable
          companyId={companyId}
          paths={CORE_STRUCTURE_PATHS}
          tableKey="core_assets_structures"
        />
      );
    case 'inner-structures':
      return (
        <StructuresTable
          companyId={companyId}
          paths={CORE_STRUCTURE_PATHS}
          variant="inner"
          tableKey="core_assets_inner"
        />
      );
    case 'assets':
      return <AssetsTable companyId={companyId} paths={CORE_STRUCTURE_PATHS} />;
    case 'areas':
      return <AreasTable companyId={companyId} />;
  }
}
