import type { places } from '@atrium/contracts';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink, PageHeader } from '../../../companies/components/PageHeader.tsx';
import { usePlacesCompanyId } from '../../access.ts';
import { useStructure } from '../../api/structures.ts';
import { idOf } from '../../pages/structureId.ts';
import type { StructurePaths } from '../../paths.ts';
import { CompanyRequired } from '../CompanyRequired.tsx';
import { LoadState } from '../LoadState.tsx';
import { PlaceNotFound } from '../PlaceNotFound.tsx';

interface StructureSubpageProps {
  paths: StructurePaths;
  title: string;
  /** Width cap for form pages; none for wide ones. */
  maw?: number;
  /** Skeleton rows while the structure loads. */
  rows?: number;
  children: (companyId: number, structure: places.StructureDetail) => ReactNode;
}

/**
 * A page under one structure's details (edit, add floors, layout): the structure's name under the title,
 * back to its details, and its content only once the company is chosen and the structure is loaded.
 */
export function StructureSubpage({ paths, title, maw, rows, children }: StructureSubpageProps) {
  const { t } = useTranslation('places');
  const id = idOf(useParams().structureId);
  const companyId = usePlacesCompanyId();
  const structure = useStructure(companyId, id);
  return (
    <Stack gap="lg" maw={maw}>
      <PageHeader
        title={title}
        description={structure.data?.name}
        before={<BackLink to={id ? paths.details(id) : paths.list}>{t('details.back')}</BackLink>}
      />
      {companyId === null ? (
        <CompanyRequired />
      ) : (
        <LoadState
          query={structure}
          missing={id === 0}
          rows={rows}
          notFound={<PlaceNotFound what="structure" backTo={paths.list} />}
        >
          {(data) => children(companyId, data)}
        </LoadState>
      )}
    </Stack>
  );
}
