import {
  IconBox,
  IconBoxMultiple,
  IconBuilding,
  IconBuildingPlus,
  IconLayoutBoard,
  IconPencil,
  IconPolygon,
  IconRouter,
  IconStack2,
} from '@tabler/icons-react';
import { replace } from 'react-router';
import type { AppRoute } from '../../app/module.ts';
import {
  LazyCreateStructurePage,
  LazyEditStructurePage,
  LazyGeofenceDetailsPage,
  LazyGeofenceEditorPage,
  LazyStructureDetailsPage,
} from './pages/lazyPages.tsx';
import {
  ASSETS_LIST_PATH,
  ASSETS_V2_LIST_PATH,
  ASSETS_V2_STRUCTURE_PATHS,
  assetsListPath,
  assetsV2ListPath,
  CORE_STRUCTURE_PATHS,
  GATEWAYS_PATH,
  GEOFENCE_CREATE_PATH,
  GEOFENCE_LIST_PATH,
  STRUCTURES_ALL_PATH,
  STRUCTURES_PATH,
} from './paths.ts';

const relative = (path: string) => path.replace(/^\//, '');
const VIEW = ['p_structure_view'];
const UPDATE = ['p_structure_update'];
const CORE = CORE_STRUCTURE_PATHS;
const V2 = ASSETS_V2_STRUCTURE_PATHS;
// The assets pages list structures, assets and areas: any one of them is enough to open them.
const ASSETS_VIEW = ['p_structure_view', 'p_asset_view', 'p_area_view'];

/**
 * Spec §2 core structures, assets (v1, v2), geofence and users/gateways. Each route needs the view key of
 * what it reads, or the key of what it writes; the sidebar and the guard hide the rest (A45, A10-A12).
 */
export const placesMainRoutes: AppRoute[] = [
  {
    path: relative(STRUCTURES_PATH),
    loader: () => replace(STRUCTURES_ALL_PATH),
    element: null,
    handle: { label: 'places:nav.structures', permissions: VIEW },
  },
  {
    id: 'structures-all',
    path: relative(STRUCTURES_ALL_PATH),
    lazy: () =>
      import('./pages/StructuresListPage.tsx').then(({ StructuresListPage }) => ({
        Component: StructuresListPage,
      })),
    handle: {
      label: 'places:nav.structures',
      icon: IconBuilding,
      container: 'settings',
      order: 6,
      permissions: VIEW,
    },
  },
  {
    path: relative(CORE.create),
    element: <LazyCreateStructurePage paths={CORE} />,
    handle: {
      label: 'places:nav.createStructure',
      icon: IconBuildingPlus,
      permissions: ['p_structure_create'],
    },
  },
  {
    path: 'core/structures/layout-manager/:structureId',
    lazy: () =>
      import('./pages/LayoutManagerPage.tsx').then(({ LayoutManagerPage }) => ({
        element: <LayoutManagerPage paths={CORE} />,
      })),
    handle: { label: 'places:nav.layoutManager', icon: IconLayoutBoard, permissions: VIEW },
  },
  {
    path: 'core/structures/:structureId',
    element: <LazyStructureDetailsPage paths={CORE} />,
    handle: { label: 'places:nav.structure', icon: IconBuilding, permissions: VIEW },
  },
  {
    path: 'core/structures/:structureId/edit',
    element: <LazyEditStructurePage paths={CORE} />,
    handle: { label: 'places:nav.editStructure', icon: IconPencil, permissions: UPDATE },
  },
  {
    id: 'assets-list',
    path: relative(ASSETS_LIST_PATH),
    loader: () => replace(assetsListPath()),
    element: null,
    handle: {
      label: 'places:nav.assets',
      icon: IconBox,
      container: 'settings',
      order: 7,
      permissions: ASSETS_VIEW,
    },
  },
  {
    path: `${relative(ASSETS_LIST_PATH)}/:type`,
    lazy: () =>
      import('./pages/AssetsListPage.tsx').then(({ AssetsListPage }) => ({ Component: AssetsListPage })),
    handle: { label: 'places:nav.assets', icon: IconBox, permissions: ASSETS_VIEW },
  },
  {
    id: 'assets-v2-list',
    path: relative(ASSETS_V2_LIST_PATH),
    loader: () => replace(assetsV2ListPath()),
    element: null,
    handle: {
      label: 'places:nav.assetsV2',
      icon: IconBoxMultiple,
      container: 'settings',
      order: 8,
      permissions: ASSETS_VIEW,
    },
  },
  {
    // Spec: list/:pTab-:cTab. React Router matches whole segments, so the page splits `structures-all`.
    path: `${relative(ASSETS_V2_LIST_PATH)}/:tabs`,
    lazy: () =>
      import('./pages/AssetsV2ListPage.tsx').then(({ AssetsV2ListPage }) => ({
        Component: AssetsV2ListPage,
      })),
    handle: { label: 'places:nav.assetsV2', icon: IconBoxMultiple, permissions: ASSETS_VIEW },
  },
  {
    path: 'core/assets-v2/layout-manager/:structureId/:floorId',
    lazy: () =>
      import('./pages/LayoutManagerPage.tsx').then(({ LayoutManagerPage }) => ({
        element: <LayoutManagerPage paths={V2} />,
      })),
    handle: { label: 'places:nav.layoutManager', icon: IconLayoutBoard, permissions: VIEW },
  },
  {
    path: relative(V2.create),
    element: <LazyCreateStructurePage paths={V2} />,
    handle: {
      label: 'places:nav.createStructure',
      icon: IconBuildingPlus,
      permissions: ['p_structure_create'],
    },
  },
  {
    path: 'core/assets-v2/structure/:structureId',
    element: <LazyStructureDetailsPage paths={V2} />,
    handle: { label: 'places:nav.structure', icon: IconBuilding, permissions: VIEW },
  },
  {
    path: 'core/assets-v2/structure/:structureId/edit',
    element: <LazyEditStructurePage paths={V2} />,
    handle: { label: 'places:nav.editStructure', icon: IconPencil, permissions: UPDATE },
  },
  {
    path: 'core/assets-v2/structure/:structureId/add-floors',
    lazy: () =>
      import('./pages/AddFloorsPage.tsx').then(({ AddFloorsPage }) => ({
        element: <AddFloorsPage paths={V2} />,
      })),
    handle: { label: 'places:nav.addFloors', icon: IconStack2, permissions: UPDATE },
  },
  {
    id: 'geofence-list',
    path: relative(GEOFENCE_LIST_PATH),
    lazy: () =>
      import('./pages/GeofencesListPage.tsx').then(({ GeofencesListPage }) => ({
        Component: GeofencesListPage,
      })),
    handle: {
      label: 'places:nav.geofences',
      icon: IconPolygon,
      container: 'settings',
      order: 9,
      permissions: ['p_area_geofences_view'],
    },
  },
  {
    path: relative(GEOFENCE_CREATE_PATH),
    element: <LazyGeofenceEditorPage mode="create" />,
    handle: {
      label: 'places:nav.createGeofence',
      icon: IconPolygon,
      permissions: ['p_area_geofences_create'],
    },
  },
  {
    path: 'core/geofence/:id',
    element: <LazyGeofenceDetailsPage />,
    handle: { label: 'places:nav.geofence', icon: IconPolygon, permissions: ['p_area_geofences_view'] },
  },
  {
    path: 'core/geofence/edit/:id',
    element: <LazyGeofenceEditorPage mode="edit" />,
    handle: { label: 'places:nav.editGeofence', icon: IconPencil, permissions: ['p_area_geofences_update'] },
  },
  {
    id: 'users-gateways',
    path: relative(GATEWAYS_PATH),
    lazy: () => import('./pages/GatewaysPage.tsx').then(({ GatewaysPage }) => ({ Component: GatewaysPage })),
    handle: {
      label: 'places:nav.gateways',
      icon: IconRouter,
      container: 'settings',
      order: 10,
      permissions: ['p_structure_lorawan_gateways_view'],
    },
  },
];
