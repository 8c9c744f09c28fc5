import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BackLink, PageHeader } from '../../../modules/companies/components/PageHeader.tsx';
import { LoadState } from '../../../modules/places/components/LoadState.tsx';
import { idOf } from '../../../modules/places/pages/structureId.ts';
import { useTemplate } from '../../api/templates.ts';
import { TemplateForm } from '../../components/templates/TemplateForm.tsx';
import { useKitApp } from '../../KitAppContext.tsx';
import { TemplateNotFound } from './TemplateNotFound.tsx';

type Mode = 'create' | 'copy' | 'edit';

/**
 * /ignite-shield/templates/create, /templates/:id/create (a new template prefilled as a copy of :id) and
 * /templates/:id/edit.
 */
export function TemplateEditorPage({ mode }: { mode: Mode }) {
  const { paths } = useKitApp();
  const { t } = useTranslation('kit');
  const navigate = useNavigate();
  const id = idOf(useParams().id);
  const source = useTemplate(mode === 'create' ? 0 : id);
  const cancelTo = mode === 'edit' && id ? paths.templateDetails(id) : paths.templatesList;
  const saved = (savedId: number) =>
    void navigate(paths.templateDetails(savedId), { replace: mode !== 'edit' });
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title={t(`templates.titles.${mode}`)}
        description={mode === 'create' ? undefined : source.data?.name}
        before={<BackLink to={paths.templatesList}>{t('templates.title')}</BackLink>}
      />
      {mode === 'create' ? (
        <TemplateForm mode="create" cancelTo={cancelTo} onSaved={(data) => saved(data.id)} />
      ) : (
        <LoadState query={source} missing={id === 0} notFound={<TemplateNotFound />} rows={6}>
          {(data) => (
            <TemplateForm
              key={`${mode}-${data.id}`}
              mode={mode}
              template={data}
              cancelTo={cancelTo}
              onSaved={(next) => saved(next.id)}
            />
          )}
        </LoadState>
      )}
    </Stack>
  );
}
