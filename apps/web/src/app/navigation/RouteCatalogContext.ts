import { createContext, useContext } from 'react';
import type { CatalogRoute } from './catalog.ts';

/** Every route with metadata, for pages that list them (the development item-keys page). */
export const RouteCatalogContext = createContext<readonly CatalogRoute[]>([]);
export const useRouteCatalog = () => useContext(RouteCatalogContext);
