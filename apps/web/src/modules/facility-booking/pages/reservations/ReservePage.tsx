import { facmgmt } from '@atrium/contracts';
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { translateMessage } from '../../../../lib/i18n.ts';
import { DateField } from '../../../../ui/DatePicker/index.ts';
import { EmptyState } from '../../../../ui/EmptyState/index.ts';
import { TimeField } from '../../../../ui/TimePicker/index.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { useBuildingOptions } from '../../api/buildings.ts';
import { type AvailabilitySearch, useAvailableSpaces } from '../../api/reservations.ts';
import { BookingModal } from '../../components/BookingModal.tsx';
import { refusalOf } from '../../components/calendarEvents.ts';
import { type SlotDraft, slotOf } from '../../components/reserveDraft.ts';
import { FB_PATHS } from '../../paths.ts';

/** The next whole hour from now, and the hour after: a first slot to search. */
function nextHour(): SlotDraft {
  const start = dayjs().add(1, 'hour').startOf('hour');
  return {
    date: start.format('YYYY-MM-DD'),
    start: start.format('HH:mm'),
    end: start.add(1, 'hour').format('HH:mm'),
  };
}

function FreeSpaces({
  search,
  onBook,
}: {
  search: AvailabilitySearch;
  onBook: (space: facmgmt.Space) => void;
}) {
  const { t } = useTranslation('facility-booking');
  const found = useAvailableSpaces(search);
  if (found.isPending)
    return (
      <Center py="lg">
        <Loader role="status" aria-label={t('loading')} />
      </Center>
    );
  if (found.isError)
    return (
      <Alert color="red" variant="light" role="alert" data-testid="search-refused">
        {refusalOf(found.error, t)}
      </Alert>
    );
  if (found.data.length === 0)
    return <EmptyState title={t('reserve.noneFree')} description={t('reserve.noneFreeHint')} compact />;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label={t('reserve.freeSpaces')} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.space')}</Table.Th>
            <Table.Th>{t('columns.building')}</Table.Th>
            <Table.Th>{t('columns.capacity')}</Table.Th>
            <Table.Th>{t('columns.features')}</Table.Th>
            <Table.Th>{t('actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {found.data.map((space) => (
            <Table.Tr key={space.id} data-testid={`free-space-${space.id}`}>
              <Table.Td>
                {space.name}
                <Text size="xs" c="dimmed">
                  {space.floor.name}
                </Text>
              </Table.Td>
              <Table.Td>{space.building.name}</Table.Td>
              <Table.Td>{space.capacity ?? '—'}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {space.features.map((feature) => (
                    <Badge key={feature} variant="outline" color="gray.8" size="sm">
                      {t(`features.${feature}`)}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  onClick={() => onBook(space)}
                  aria-label={t('reserve.bookNamed', { name: space.name })}
                >
                  {t('reserve.book')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * /facility-booking/reservations/reserve: find the spaces free for a slot (a day, start and end in the
 * building's time zone), holding a number of people and having the features asked, then book one (once or
 * weekly until a date with exceptions) and invite visitors. The booking opens in the reservations list.
 */
export function ReservePage() {
  const { t } = useTranslation('facility-booking');
  const navigate = useNavigate();
  const buildings = useBuildingOptions();
  const [buildingId, setBuildingId] = useState<string | null>(null);
  const [slot, setSlot] = useState<SlotDraft>(nextHour);
  const [capacity, setCapacity] = useState<string | number>('');
  const [features, setFeatures] = useState<string[]>([]);
  const [slotErrors, setSlotErrors] = useState<Partial<Record<keyof SlotDraft, string>>>({});
  const [search, setSearch] = useState<AvailabilitySearch | null>(null);
  const [booking, setBooking] = useState<facmgmt.Space | null>(null);

  // The first building is chosen once the list arrives: the slot's times are in its time zone.
  useEffect(() => {
    if (buildingId === null && buildings.data?.[0]) setBuildingId(String(buildings.data[0].id));
  }, [buildings.data, buildingId]);
  const building = buildings.data?.find((b) => String(b.id) === buildingId);
  const timeZone = building?.timeZone ?? facmgmt.DEFAULT_TIME_ZONE;

  const find = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = slotOf(slot, timeZone);
    if (!checked.ok) {
      setSlotErrors(checked.errors);
      return;
    }
    setSlotErrors({});
    setSearch({
      startsAt: checked.startsAt,
      endsAt: checked.endsAt,
      buildingId: buildingId ? Number(buildingId) : null,
      capacity: capacity === '' ? null : Number(capacity),
      features,
    });
  };
  const message = (field: keyof SlotDraft) =>
    slotErrors[field] ? translateMessage(t, slotErrors[field]) : undefined;

  return (
    <Stack gap="lg">
      <PageHeader title={t('reserve.title')} description={t('reserve.description')} />
      <Paper withBorder p="md">
        <form onSubmit={find} noValidate aria-label={t('reserve.searchTitle')}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
              <Select
                label={t('columns.building')}
                data={(buildings.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
                value={buildingId}
                onChange={setBuildingId}
                placeholder={buildings.isPending ? t('loading') : t('reserve.anyBuilding')}
                clearable
              />
              <DateField
                label={t('reserve.date')}
                value={slot.date}
                onChange={(date) => setSlot((current) => ({ ...current, date }))}
                error={message('date')}
                withAsterisk
              />
              <TimeField
                label={t('reserve.from')}
                value={slot.start}
                onChange={(start) => setSlot((current) => ({ ...current, start }))}
                error={message('start')}
                withAsterisk
              />
              <TimeField
                label={t('reserve.to')}
                value={slot.end}
                onChange={(end) => setSlot((current) => ({ ...current, end }))}
                error={message('end')}
                withAsterisk
              />
              <NumberInput
                label={t('reserve.people')}
                value={capacity}
                onChange={setCapacity}
                min={1}
                allowDecimal={false}
              />
              <MultiSelect
                label={t('columns.features')}
                data={facmgmt.SPACE_FEATURES.map((feature) => ({
                  value: feature,
                  label: t(`features.${feature}`),
                }))}
                value={features}
                onChange={setFeatures}
                comboboxProps={{ withinPortal: true }}
              />
            </SimpleGrid>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('reserve.timeZone', { zone: timeZone })}
              </Text>
              <Button type="submit" leftSection={<IconSearch size={16} />}>
                {t('reserve.find')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {search && (
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('reserve.freeSpaces')}
          </Title>
          <FreeSpaces search={search} onBook={setBooking} />
        </Stack>
      )}
      {booking && search && (
        <BookingModal
          space={booking}
          slot={search}
          onClose={() => setBooking(null)}
          onBooked={(reservation) => void navigate(FB_PATHS.reservation(reservation.id))}
        />
      )}
    </Stack>
  );
}
