import type { places } from '@atrium/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUpdateStructure } from '../api/structures.ts';
import { StructureForm } from '../components/structures/StructureForm.tsx';
import { StructureSubpage } from '../components/structures/StructureSubpage.tsx';
import type { StructurePaths } from '../paths.ts';

/** /core/structures/:structureId/edit and the assets v2 twin: name, type, parent and location. */
export function EditStructurePage({ paths }: { paths: StructurePaths }) {
  const { t } = useTranslation('places');
  return (
    <StructureSubpage paths={paths} title={t('edit.title')} maw={760} rows={5}>
      {(companyId, structure) => (
        <EditForm key={structure.id} companyId={companyId} structure={structure} paths={paths} />
      )}
    </StructureSubpage>
  );
}

interface EditFormProps {
  companyId: number;
  structure: places.StructureDetail;
  paths: StructurePaths;
}

function EditForm({ companyId, structure, paths }: EditFormProps) {
  const { t } = useTranslation('places');
  const navigate = useNavigate();
  const update = useUpdateStructure(companyId, structure.id);
  return (
    <StructureForm
      companyId={companyId}
      structureId={structure.id}
      initial={{
        name: structure.name,
        type: structure.type,
        parentId: structure.parentId,
        location: structure.location,
      }}
      submitLabel={t('form.save')}
      cancelTo={paths.details(structure.id)}
      onUpdate={async (body) => {
        await update.mutateAsync(body);
        await navigate(paths.details(structure.id));
      }}
    />
  );
}
