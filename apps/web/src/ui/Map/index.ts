export { MapView, type MapViewProps, SHAPE_TYPES } from './MapView.tsx';
export { contentBounds, layerFromShape, shapeFromLayer, toPoint, wrapLng } from './shapeLayers.ts';
export type { MapTiles } from './useMapTiles.ts';
