import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BackLink, PageHeader } from '../../../companies/components/PageHeader.tsx';
import { idOf } from '../../../places/pages/structureId.ts';
import { useRoute } from '../../api/dispatch.ts';
import { RecordState } from '../../components/dispatch/RecordState.tsx';
import { RouteForm } from '../../components/dispatch/RouteForm.tsx';
import { FLEET_PATHS } from '../../paths.ts';

/** /fleet/routes/create and /fleet/routes/update/:id: a route's stops in order, on the map. */
export function RouteFormPage({ mode }: { mode: 'create' | 'update' }) {
  const { t } = useTranslation('fleet');
  const navigate = useNavigate();
  const id = idOf(useParams().id);
  const route = useRoute(mode === 'update' ? id : 0);
  const list = FLEET_PATHS.routesList;
  const saved = () => void navigate(list);
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title={mode === 'create' ? t('dispatch.routes.createTitle') : t('dispatch.routes.updateTitle')}
        description={route.data?.name}
        before={<BackLink to={list}>{t('dispatch.routes.title')}</BackLink>}
      />
      {mode === 'create' ? (
        <RouteForm cancelTo={list} onSaved={saved} />
      ) : (
        <RecordState
          query={route}
          missing={id === 0}
          notFoundTitle={t('dispatch.routes.notFound')}
          back={{ to: list, label: t('dispatch.routes.backToList') }}
        >
          {(data) => <RouteForm key={data.id} route={data} cancelTo={list} onSaved={saved} />}
        </RecordState>
      )}
    </Stack>
  );
}
