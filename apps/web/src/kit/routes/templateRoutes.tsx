import { IconTemplate } from '@tabler/icons-react';
import { replace } from 'react-router';
import type { AppRoute } from '../../app/module.ts';
import { templatePermissionsOf } from '../access.ts';
import type { KitApp } from '../app.ts';
import { relative } from '../paths.ts';
import { lazyPage } from './lazyPage.tsx';

const label = 'kit:templates.nav';
const editor = (mode: 'create' | 'copy' | 'edit') => () =>
  import('../pages/templates/TemplateEditorPage.tsx').then(({ TemplateEditorPage }) => (
    <TemplateEditorPage mode={mode} />
  ));

/** Spec §2, an app's templates: list, create, :id/create (as a copy), :id/edit, :id/details. */
export function kitTemplateRoutes(app: KitApp): AppRoute[] {
  const { paths } = app;
  const allowed = templatePermissionsOf(app);
  return [
    {
      id: `${app.id}-templates`,
      path: relative(paths.templates),
      loader: () => replace(paths.templatesList),
      element: null,
      handle: { label, permissions: allowed.view },
    },
    {
      id: `${app.id}-templates-list`,
      path: relative(paths.templatesList),
      lazy: lazyPage(app, () =>
        import('../pages/templates/TemplatesListPage.tsx').then(({ TemplatesListPage }) => (
          <TemplatesListPage />
        )),
      ),
      handle: { label, icon: IconTemplate, parent: app.id, order: 2, permissions: allowed.view },
    },
    {
      path: relative(paths.templateCreate),
      lazy: lazyPage(app, editor('create')),
      handle: { label: 'kit:templates.titles.create', permissions: allowed.create },
    },
    {
      path: `${relative(paths.templates)}/:id/create`,
      lazy: lazyPage(app, editor('copy')),
      handle: { label: 'kit:templates.titles.copy', permissions: allowed.create },
    },
    {
      path: `${relative(paths.templates)}/:id/edit`,
      lazy: lazyPage(app, editor('edit')),
      handle: { label: 'kit:templates.titles.edit', permissions: allowed.update },
    },
    {
      path: `${relative(paths.templates)}/:id/details`,
      lazy: lazyPage(app, () =>
        import('../pages/templates/TemplateDetailsPage.tsx').then(({ TemplateDetailsPage }) => (
          <TemplateDetailsPage />
        )),
      ),
      handle: { label, permissions: allowed.view },
    },
  ];
}
