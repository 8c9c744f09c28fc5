import { type places, sparking } from '@atrium/contracts';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Input,
  List,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconBorderOuter, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { MapView } from '../../../ui/Map/index.ts';
import { usePlacesCompanyId } from '../../places/access.ts';
import { type LocationBody, useSaveLocation } from '../api/locations.ts';
import { dotted, draftsOf, nextCode, outlineAround, pointOf, type SpotDraftRow } from './draft.ts';
import { SpotMarkers } from './SpotMarkers.tsx';
import { StructureSelect } from './StructureSelect.tsx';

interface LocationFormProps {
  /** The location to change; a new one when absent. */
  location?: sparking.LocationDetails;
  onSaved: (location: sparking.LocationDetails) => void;
  cancelTo: string;
}

const SHOWN = ['name', 'address', 'structureId', 'outline', 'spots'];
const shownParam = (param: string) => SHOWN.some((name) => param === name || param.startsWith(`${name}.`));

/**
 * A parking location's name, address, structure (optional), outline and spots. The outline is drawn as a polygon on the map (or
 * taken as a rectangle around the spots); in "place spots" mode a click on the map adds a spot there. The
 * contract's rules check it before sending; the server's 418 messages land on the same fields.
 */
export function LocationForm({ location, onSaved, cancelTo }: LocationFormProps) {
  const { t } = useTranslation('smart-parking');
  const save = useSaveLocation(location?.id ?? null);
  const [name, setName] = useState(location?.name ?? '');
  const [address, setAddress] = useState(location?.address ?? '');
  const [structureId, setStructureId] = useState(location?.structure ? String(location.structure.id) : '');
  const chosenCompany = usePlacesCompanyId();
  const companyId = location?.companyId ?? chosenCompany;
  const [shapes, setShapes] = useState<places.MapShape[]>(
    location ? [{ type: 'polygon', path: location.outline }] : [],
  );
  const [spots, setSpots] = useState<SpotDraftRow[]>(() => draftsOf(location?.spots ?? []));
  const [mode, setMode] = useState<'outline' | 'spots'>(location ? 'spots' : 'outline');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [keys, setKeys] = useState(0);
  const outline = useMemo(() => {
    const shape = shapes.at(-1);
    return shape?.type === 'polygon' ? shape.path : [];
  }, [shapes]);
  const message = (field: string) => (errors[field] ? translateMessage(t, errors[field]) : undefined);
  const clear = (...fields: string[]) =>
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([f]) => !fields.includes(f))));

  const addSpot = (point: places.LatLng) => {
    setSpots((rows) => [
      ...rows,
      { key: `new-${keys}`, code: nextCode(rows), ...pointOf(point), state: 'unknown' },
    ]);
    setKeys((n) => n + 1);
    clear('spots');
  };
  const changeCode = (key: string, code: string, index: number) => {
    setSpots((rows) => rows.map((r) => (r.key === key ? { ...r, code } : r)));
    clear(`spots.${index}.code`);
  };
  const removeSpot = (key: string) => {
    setSpots((rows) => rows.filter((r) => r.key !== key));
    setErrors({});
  };
  const drawAround = () => {
    const around = outlineAround(spots);
    if (around) setShapes([{ type: 'polygon', path: around }]);
    clear('outline');
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = {
      name,
      address,
      structureId: structureId ? Number(structureId) : null,
      outline,
      spots: spots.map((s) => ({
        ...(s.spotId !== undefined && { spotId: s.spotId }),
        code: s.code,
        lat: s.lat,
        lng: s.lng,
      })),
    };
    const parsed = (location ? sparking.locationUpdate : sparking.locationInput).safeParse(body);
    if (!parsed.success) {
      setErrors(dotted(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(body as LocationBody, {
      onSuccess: (saved) => onSaved(saved),
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors) setErrors(dotted(error.fieldErrors));
      },
    });
  };

  const others =
    save.error instanceof ApiError ? (save.error.fieldErrors ?? []).filter((e) => !shownParam(e.param)) : [];
  const failed = save.error && !(save.error instanceof ApiError && save.error.fieldErrors);
  const spotsError = message('spots');

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {(others.length > 0 || failed) && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle />}
              title={t('form.notSaved')}
              role="alert"
            >
              <List size="sm">
                {others.map((e) => (
                  <List.Item key={`${e.param}:${e.msg}`}>{translateMessage(t, e.msg)}</List.Item>
                ))}
                {failed && <List.Item>{t('form.failed')}</List.Item>}
              </List>
            </Alert>
          )}
          <Group grow align="flex-start">
            <TextInput
              label={t('form.name')}
              value={name}
              onChange={(e) => {
                setName(e.currentTarget.value);
                clear('name');
              }}
              error={message('name')}
              withAsterisk
              data-autofocus
            />
            <TextInput
              label={t('form.address')}
              value={address}
              onChange={(e) => {
                setAddress(e.currentTarget.value);
                clear('address');
              }}
              error={message('address')}
            />
            {companyId !== null && (
              <StructureSelect
                companyId={companyId}
                value={structureId}
                onChange={(next) => {
                  setStructureId(next);
                  clear('structureId');
                }}
                error={message('structureId')}
                current={location?.structure}
              />
            )}
          </Group>
          <Input.Wrapper
            label={t('form.map')}
            description={t(`form.${mode}Hint`)}
            error={message('outline')}
            withAsterisk
          >
            <Group justify="space-between" mt="xs" mb="xs">
              <SegmentedControl
                value={mode}
                onChange={(value) => setMode(value as 'outline' | 'spots')}
                data={[
                  { value: 'outline', label: t('form.drawOutline') },
                  { value: 'spots', label: t('form.placeSpots') },
                ]}
                aria-label={t('form.mode')}
              />
              <Button
                variant="default"
                leftSection={<IconBorderOuter size={16} />}
                onClick={drawAround}
                disabled={spots.length === 0}
              >
                {t('form.outlineAround')}
              </Button>
            </Group>
            <MapView
              shapes={shapes}
              draw={mode === 'outline' ? ['polygon'] : false}
              onShapesChange={(next) => {
                setShapes(next.slice(-1));
                clear('outline');
              }}
              onMapClick={mode === 'spots' ? addSpot : undefined}
              fitKey={location?.id ?? 'new'}
              maxFitZoom={19}
              height={420}
              label={t('form.mapLabel')}
            >
              <SpotMarkers spots={spots.map((s, i) => ({ ...s, id: -1 - i }))} />
            </MapView>
            <Text size="sm" mt="xs" data-testid="outline-points">
              {outline.length > 0 ? t('form.outlinePoints', { n: outline.length }) : t('form.noOutline')}
            </Text>
          </Input.Wrapper>
          <Stack gap="xs">
            <Text fw={600}>{t('form.spots', { n: spots.length })}</Text>
            {spotsError && (
              <Text c="red.8" size="sm" role="alert">
                {spotsError}
              </Text>
            )}
            {spots.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('form.noSpots')}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={420}>
                <Table aria-label={t('form.spotsTable')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('columns.code')}</Table.Th>
                      <Table.Th>{t('columns.position')}</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>{t('form.remove')}</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {spots.map((spot, index) => (
                      <Table.Tr key={spot.key}>
                        <Table.Td>
                          <TextInput
                            size="xs"
                            aria-label={t('form.spotCode', { index: index + 1 })}
                            value={spot.code}
                            onChange={(e) => changeCode(spot.key, e.currentTarget.value, index)}
                            error={message(`spots.${index}.code`)}
                          />
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" dir="ltr">
                            {spot.lat.toFixed(6)}, {spot.lng.toFixed(6)}
                          </Text>
                          {message(`spots.${index}.lat`) && (
                            <Text size="xs" c="red.8">
                              {message(`spots.${index}.lat`)}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <ActionIcon
                            variant="subtle"
                            color="red.8"
                            onClick={() => removeSpot(spot.key)}
                            aria-label={t('form.removeSpot', { code: spot.code })}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={cancelTo} variant="default">
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {location ? t('form.save') : t('form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
