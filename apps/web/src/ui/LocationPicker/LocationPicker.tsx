import {
  INVALID_LATITUDE,
  INVALID_LONGITUDE,
  latitudeSchema,
  longitudeSchema,
  placeError,
  places,
} from '@atrium/contracts';
import { Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../lib/i18n.ts';
import { MapView } from '../Map/index.ts';
import type { MapTiles } from '../Map/useMapTiles.ts';
import { countryOfPointQuery } from './countryOfPointQuery.ts';

/** Spec §3's location: a point and its address. */
export interface LocationValue extends places.LatLng {
  address?: string;
}

/** What the picker gives: the location and the country it lies in (a `PlaceLike` for `placeError`). */
export interface PickedLocation extends places.LatLng {
  address: string;
  countryShortCode?: string;
}

export interface LocationPickerProps {
  /** Shown location; a new value moves the picker there. */
  value?: LocationValue | null;
  /** The first location when there is no value (default: spec §9's 30, 30). */
  defaultValue?: LocationValue | null;
  /**
   * Every change: the location (null while a coordinate is not a number in range) and the first error,
   * R93 for the coordinates or R92 'Invalid Place' outside `requiredCountry`.
   */
  onChange?: (location: PickedLocation | null, error: string | null) => void;
  /** A country short code (e.g. 'AE'): points elsewhere are an 'Invalid Place' (R92). */
  requiredCountry?: string | null;
  label?: ReactNode;
  /** Another error to show, e.g. the server's 418 message for this field. */
  error?: ReactNode;
  disabled?: boolean;
  height?: number;
  tiles?: MapTiles | null;
}

const coordinateError = (latText: string, lngText: string) =>
  !latitudeSchema.safeParse(latText).success
    ? INVALID_LATITUDE
    : !longitudeSchema.safeParse(lngText).success
      ? INVALID_LONGITUDE
      : null;

/**
 * Location picker (spec §2/§5): click the map or type latitude and longitude (R93 on each field), plus an
 * address. The point's country is computed offline; with `requiredCountry`, a point in another country
 * (or at sea) shows 'Invalid Place' (R92). No geocoding service is called.
 */
export function LocationPicker({
  value,
  defaultValue,
  onChange,
  requiredCountry,
  label,
  error,
  disabled,
  height = 320,
  tiles,
}: LocationPickerProps) {
  const { t, i18n } = useTranslation('common');
  const queryClient = useQueryClient();
  const initial = value ?? defaultValue ?? places.MAP_DEFAULTS.location;
  const [point, setPoint] = useState<places.LatLng>({ lat: initial.lat, lng: initial.lng });
  const [latText, setLatText] = useState(String(initial.lat));
  const [lngText, setLngText] = useState(String(initial.lng));
  const [address, setAddress] = useState(value?.address ?? defaultValue?.address ?? '');
  // Bumped when the point comes from the fields or the value (not a click): the map pans to it.
  const [moves, setMoves] = useState(0);

  // A new `value` from the parent (not the echo of our own change) moves the picker.
  const valueKey = value ? `${value.lat},${value.lng},${value.address ?? ''}` : null;
  const [seenValueKey, setSeenValueKey] = useState(valueKey);
  if (valueKey !== seenValueKey) {
    setSeenValueKey(valueKey);
    if (value && (value.lat !== point.lat || value.lng !== point.lng || (value.address ?? '') !== address)) {
      setPoint({ lat: value.lat, lng: value.lng });
      setLatText(String(value.lat));
      setLngText(String(value.lng));
      setAddress(value.address ?? '');
      setMoves((count) => count + 1);
    }
  }

  const country = useQuery(countryOfPointQuery(point));
  const invalidPlace =
    requiredCountry && country.isSuccess
      ? placeError({ countryShortCode: country.data ?? undefined }, requiredCountry)
      : null;

  const latest = useRef(0);
  async function emit(next: places.LatLng | null, nextAddress: string, coordinates: string | null) {
    if (!onChange) return;
    const call = ++latest.current;
    if (!next) {
      onChange(null, coordinates);
      return;
    }
    const code = await queryClient.fetchQuery(countryOfPointQuery(next));
    if (call !== latest.current) return; // a later change won
    const location: PickedLocation = {
      ...next,
      address: nextAddress,
      ...(code ? { countryShortCode: code } : {}),
    };
    onChange(location, placeError(location, requiredCountry));
  }

  const choose = (next: places.LatLng) => {
    if (disabled) return;
    setPoint(next);
    setLatText(String(next.lat));
    setLngText(String(next.lng));
    void emit(next, address, null);
  };

  const type = (nextLat: string, nextLng: string) => {
    setLatText(nextLat);
    setLngText(nextLng);
    const problem = coordinateError(nextLat, nextLng);
    if (problem) {
      void emit(null, address, problem);
      return;
    }
    const next = { lat: Number(nextLat), lng: Number(nextLng) };
    setPoint(next);
    setMoves((count) => count + 1);
    void emit(next, address, null);
  };

  const changeAddress = (nextAddress: string) => {
    setAddress(nextAddress);
    const problem = coordinateError(latText, lngText);
    void emit(problem ? null : point, nextAddress, problem);
  };

  const latError = latitudeSchema.safeParse(latText).success ? null : translateMessage(t, INVALID_LATITUDE);
  const lngError = longitudeSchema.safeParse(lngText).success ? null : translateMessage(t, INVALID_LONGITUDE);
  const countryName = (code: string) =>
    `${new Intl.DisplayNames([i18n.language], { type: 'region' }).of(code) ?? code} (${code})`;

  return (
    <Input.Wrapper
      label={label === undefined ? t('locationPicker.label') : label}
      description={t('locationPicker.hint')}
      error={error ?? (invalidPlace ? translateMessage(t, invalidPlace) : undefined)}
      inputContainer={(children) => <Stack gap="xs">{children}</Stack>}
      data-testid="location-picker"
    >
      <MapView
        markers={[{ id: 'location', ...point, label: address.trim() || t('locationPicker.marker') }]}
        onMapClick={choose}
        fitKey={moves}
        maxFitZoom={12}
        height={height}
        tiles={tiles}
      />
      <Group grow align="flex-start">
        <TextInput
          label={t('locationPicker.latitude')}
          value={latText}
          onChange={(event) => type(event.currentTarget.value, lngText)}
          error={latError}
          inputMode="decimal"
          dir="ltr"
          disabled={disabled}
        />
        <TextInput
          label={t('locationPicker.longitude')}
          value={lngText}
          onChange={(event) => type(latText, event.currentTarget.value)}
          error={lngError}
          inputMode="decimal"
          dir="ltr"
          disabled={disabled}
        />
      </Group>
      <TextInput
        label={t('locationPicker.address')}
        placeholder={t('locationPicker.addressPlaceholder')}
        value={address}
        onChange={(event) => changeAddress(event.currentTarget.value)}
        disabled={disabled}
      />
      <Text size="sm" c="dimmed" data-testid="location-country">
        {t('locationPicker.country')}:{' '}
        {country.isPending
          ? t('locationPicker.findingCountry')
          : country.data
            ? countryName(country.data)
            : t('locationPicker.noCountry')}
      </Text>
    </Input.Wrapper>
  );
}
