import { IconTemplate } from '@tabler/icons-react';
import { replace } from 'react-router';
import type { AppRoute } from '../../app/module.ts';
import { TEMPLATE_PERMISSIONS } from './components/templates/access.ts';
import { TEMPLATE_CREATE_PATH, TEMPLATES_LIST_PATH, TEMPLATES_PATH } from './paths.ts';

const relative = (path: string) => path.replace(/^\//, '');
const label = 'ignite-shield:templates.nav';

/** Spec §2 "Sensor solution app", templates: list, create, :id/create (as a copy), :id/edit, :id/details. */
export const templateRoutes: AppRoute[] = [
  {
    id: 'ignite-shield-templates',
    path: relative(TEMPLATES_PATH),
    loader: () => replace(TEMPLATES_LIST_PATH),
    element: null,
    handle: { label, permissions: TEMPLATE_PERMISSIONS.view },
  },
  {
    id: 'ignite-shield-templates-list',
    path: relative(TEMPLATES_LIST_PATH),
    lazy: () =>
      import('./pages/templates/TemplatesListPage.tsx').then(({ TemplatesListPage }) => ({
        Component: TemplatesListPage,
      })),
    handle: {
      label,
      icon: IconTemplate,
      parent: 'ignite-shield',
      order: 2,
      permissions: TEMPLATE_PERMISSIONS.view,
    },
  },
  {
    path: relative(TEMPLATE_CREATE_PATH),
    lazy: () =>
      import('./pages/templates/TemplateEditorPage.tsx').then(({ TemplateEditorPage }) => ({
        element: <TemplateEditorPage mode="create" />,
      })),
    handle: { label: 'ignite-shield:templates.titles.create', permissions: TEMPLATE_PERMISSIONS.create },
  },
  {
    path: `${relative(TEMPLATES_PATH)}/:id/create`,
    lazy: () =>
      import('./pages/templates/TemplateEditorPage.tsx').then(({ TemplateEditorPage }) => ({
        element: <TemplateEditorPage mode="copy" />,
      })),
    handle: { label: 'ignite-shield:templates.titles.copy', permissions: TEMPLATE_PERMISSIONS.create },
  },
  {
    path: `${relative(TEMPLATES_PATH)}/:id/edit`,
    lazy: () =>
      import('./pages/templates/TemplateEditorPage.tsx').then(({ TemplateEditorPage }) => ({
        element: <TemplateEditorPage mode="edit" />,
      })),
    handle: { label: 'ignite-shield:templates.titles.edit', permissions: TEMPLATE_PERMISSIONS.update },
  },
  {
    path: `${relative(TEMPLATES_PATH)}/:id/details`,
    lazy: () =>
      import('./pages/templates/TemplateDetailsPage.tsx').then(({ TemplateDetailsPage }) => ({
        Component: TemplateDetailsPage,
      })),
    handle: { label, permissions: TEMPLATE_PERMISSIONS.view },
  },
];
