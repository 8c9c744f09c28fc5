import { Stack } from '@mantine/core';
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
import {
  ASSETS_V2_STRUCTURE_PATHS,
  ASSETS_V2_TABS,
  type AssetsV2Parent,
  assetsV2ListPath,
} from '../paths.ts';

const PARENTS = Object.keys(ASSETS_V2_TABS) as AssetsV2Parent[];

/** `structures-inner` → ['structures', 'inner'], when both tabs exist. */
export function parseV2Tabs(value: string | undefined): [AssetsV2Parent, string] | null {
  const [parent, child] = (value ?? '').split(/-(.*)/s, 2);
  if (!PARENTS.includes(parent as AssetsV2Parent)) return null;
  const children: readonly string[] = ASSETS_V2_TABS[parent as AssetsV2Parent];
  return child && children.includes(child) ? [parent as AssetsV2Parent, child] : null;
}

/**
 * /core/assets-v2/list/:pTab-:cTab (React Router matches whole segments, so the route is `list/:tabs`):
 * structures (all, inner), assets and areas.
 */
export function AssetsV2ListPage() {
  const { t } = useTranslation('places');
  const companyId = usePlacesCompanyId();
  const tabs = parseV2Tabs(useParams().tabs);
  if (!tabs) return <Navigate to={assetsV2ListPath()} replace />;
  const [parent, child] = tabs;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('assets.pageTitleV2')}
        description={t('assets.pageDescription')}
        actions={
          parent === 'structures' && (
            <CreateLink to={ASSETS_V2_STRUCTURE_PATHS.create} permission="p_structure_create">
              {t('structures.create')}
            </CreateLink>
          )
        }
      />
      <Tabs
        aria-label={t('assets.tabsLabel')}
        items={PARENTS.map((value) => ({
          value,
          label: t(`assets.v2.${value}`),
          path: assetsV2ListPath(value, value === parent ? child : ASSETS_V2_TABS[value][0]),
        }))}
      />
      {ASSETS_V2_TABS[parent].length > 1 && (
        <Tabs
          variant="pills"
          aria-label={t('assets.v2.childLabel')}
          items={ASSETS_V2_TABS[parent].map((value) => ({
            value,
            label: t(`assets.v2.children.${value}`),
            path: assetsV2ListPath(parent, value),
          }))}
        />
      )}
      {companyId === null ? (
        <CompanyRequired />
      ) : parent === 'structures' ? (
        <StructuresTable
          key={`${companyId}:${child}`}
          companyId={companyId}
          paths={ASSETS_V2_STRUCTURE_PATHS}
          variant={child === 'inner' ? 'inner' : 'all'}
          tableKey={child === 'inner' ? 'core_assetsv2_inner' : 'core_assetsv2_structures'}
        />
      ) : parent === 'assets' ? (
        <AssetsTable key={companyId} companyId={companyId} paths={ASSETS_V2_STRUCTURE_PATHS} />
      ) : (
        <AreasTable key={companyId} companyId={companyId} />
      )}
    </Stack>
  );
}
