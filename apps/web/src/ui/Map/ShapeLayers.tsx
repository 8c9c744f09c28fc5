import type { places } from '@atrium/contracts';
import L from 'leaflet';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMap } from 'react-leaflet';
import { geomanTranslations, nameToolbarButtons, toolbarOptions } from './geoman.ts';
import { layerFromShape, shapeFromLayer } from './shapeLayers.ts';

type ShapeType = places.MapShape['type'];

interface ShapeLayersProps {
  shapes: readonly places.MapShape[];
  /** Shape types the toolbar can draw; empty: the shapes are only shown. */
  drawTypes: readonly ShapeType[];
  onChange?: (shapes: places.MapShape[]) => void;
  /** Called when `shapes` brought new content (not an echo of what was emitted): the map may refit. */
  onReplaced?: () => void;
  style: L.PathOptions;
  toolbarPosition: L.ControlPosition;
}

const keyOf = (shapes: readonly places.MapShape[]) => JSON.stringify(shapes);

/**
 * The shapes as one Leaflet feature group. With draw types, Geoman's toolbar draws, edits, moves and
 * removes them, and every change is emitted as the full list of shapes. Passing that list back as `shapes`
 * does not rebuild the layers (that would end an edit in progress); any other new list replaces them.
 */
export function ShapeLayers({
  shapes,
  drawTypes,
  onChange,
  onReplaced,
  style,
  toolbarPosition,
}: ShapeLayersProps) {
  const map = useMap();
  const { t, i18n } = useTranslation('common');
  const [group] = useState(() => L.featureGroup());
  const shown = useRef<string | null>(null);

  useEffect(() => {
    group.addTo(map);
    return () => {
      group.remove();
    };
  }, [map, group]);

  const replace = useEffectEvent((next: readonly places.MapShape[]) => {
    group.clearLayers();
    for (const shape of next) group.addLayer(layerFromShape(shape, style));
    onReplaced?.();
  });
  const shapesKey = keyOf(shapes);
  useEffect(() => {
    if (shapesKey === shown.current) return;
    shown.current = shapesKey;
    replace(JSON.parse(shapesKey) as places.MapShape[]);
  }, [shapesKey]);

  const emit = useEffectEvent(() => {
    const next = group.getLayers().flatMap((layer) => shapeFromLayer(layer) ?? []);
    shown.current = keyOf(next);
    onChange?.(next);
  });

  const types = drawTypes.join(',');
  const language = i18n.language;
  useEffect(() => {
    if (!types || !map.pm) return;
    const pm = map.pm;
    pm.setGlobalOptions({
      layerGroup: group,
      pathOptions: style,
      templineStyle: style,
      hintlineStyle: style,
    });
    pm.addControls(toolbarOptions(types.split(',') as ShapeType[], toolbarPosition));
    // Geoman's language list has no Arabic: ours is registered under the app's code.
    pm.setLang(language as L.PM.SupportLocales, geomanTranslations(t), 'en');
    nameToolbarButtons(map.getContainer());

    const onCreate = ({ layer }: { layer: L.Layer }) => {
      if (!group.hasLayer(layer)) group.addLayer(layer);
      emit();
    };
    const onRemove = ({ layer }: { layer: L.Layer }) => {
      group.removeLayer(layer);
      emit();
    };
    map.on('pm:create', onCreate);
    map.on('pm:remove', onRemove);
    group.on('pm:edit', emit);
    return () => {
      map.off('pm:create', onCreate);
      map.off('pm:remove', onRemove);
      group.off('pm:edit', emit);
      // Disabling a mode that is off makes Geoman unbind an undefined listener (a Leaflet warning).
      if (pm.globalDrawModeEnabled()) pm.disableDraw();
      if (pm.globalEditModeEnabled()) pm.disableGlobalEditMode();
      if (pm.globalDragModeEnabled()) pm.disableGlobalDragMode();
      if (pm.globalRemovalModeEnabled()) pm.disableGlobalRemovalMode();
      pm.removeControls();
    };
  }, [map, group, types, toolbarPosition, language, t, style]);

  return null;
}
