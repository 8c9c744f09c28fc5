import { places } from '@atrium/contracts';
import { Checkbox, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LocationPicker, type PickedLocation } from '../../../../ui/LocationPicker/index.ts';

interface GatewayLocationFieldProps {
  located: boolean;
  onLocatedChange: (located: boolean) => void;
  /** Where the picker starts. */
  initial: places.Location | null;
  /** The picked point, or null while a typed coordinate is not valid (`error` says why). */
  onPick: (location: places.Location | null, error: string | null) => void;
  error?: string;
}

/** Where a gateway stands: nowhere, or a point (a map click or typed coordinates) with an address. */
export function GatewayLocationField({
  located,
  onLocatedChange,
  initial,
  onPick,
  error,
}: GatewayLocationFieldProps) {
  const { t } = useTranslation('places');
  const pick = (next: PickedLocation | null, message: string | null) =>
    onPick(next ? { lat: next.lat, lng: next.lng, address: next.address } : null, message);
  return (
    <Stack gap="xs">
      <Checkbox
        label={t('gateways.hasLocation')}
        checked={located}
        onChange={(event) => onLocatedChange(event.currentTarget.checked)}
      />
      {located && (
        <LocationPicker
          label={t('gateways.location')}
          defaultValue={initial ?? places.MAP_DEFAULTS.location}
          onChange={pick}
          error={error}
          height={240}
        />
      )}
    </Stack>
  );
}
