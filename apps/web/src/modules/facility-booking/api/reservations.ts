import { facmgmt, type Paged } from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, type CallOptions, call } from '../../../lib/api.ts';
import type { TableQuery } from '../../../ui/DataTable/index.ts';
import type { CalendarRange } from '../../../ui/EventCalendar/index.ts';
import { type CalendarPlace, fbKeys } from './keys.ts';
import { companyParam, listParams } from './params.ts';

const endpoints = facmgmt.reservationEndpoints;
type ListQuery = CallOptions<typeof endpoints.list>['query'];
type CalendarQuery = CallOptions<typeof endpoints.calendar>['query'];
type AvailableQuery = CallOptions<typeof endpoints.available>['query'];
/** Reservations change under the user's eyes (moves, cancels, other users): their reads skip the GET cache. */
const LIVE = 'none' as const;
/** The screen says why a write was refused (beside the field, or above the calendar): no toast of its own. */
const OWN_ERRORS = { notify: { error: false } } as const;

/** GET /facmgmt/api/reservation: one page of reservations. */
export const fetchReservations = (
  query: TableQuery,
  signal?: AbortSignal,
): Promise<Paged<facmgmt.Reservation>> =>
  call(endpoints.list, { query: listParams(query) as ListQuery, signal, cache: LIVE });

export const useReservation = (id: number | null) =>
  useQuery({
    queryKey: fbKeys.reservation(id ?? 0),
    queryFn: async ({ signal }) =>
      (await call(endpoints.get, { params: { id: id ?? 0 }, signal, cache: LIVE })).data,
    enabled: id !== null && id > 0,
  });

/**
 * The bookings of a building (or one space) between two instants (at most 62 days: the month view asks 6
 * weeks), cancelled ones left out.
 */
export const useReservationCalendar = (range: CalendarRange | null, { buildingId, spaceId }: CalendarPlace) =>
  useQuery({
    queryKey: fbKeys.calendar(range?.from ?? '', range?.to ?? '', { buildingId, spaceId }),
    queryFn: ({ signal }) =>
      call(endpoints.calendar, {
        query: {
          from: range?.from ?? '',
          to: range?.to ?? '',
          ...(buildingId ? { buildingId: String(buildingId) } : {}),
          ...(spaceId ? { spaceId: String(spaceId) } : {}),
          ...companyParam(),
        } as CalendarQuery,
        signal,
        cache: LIVE,
      }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });

export interface AvailabilitySearch {
  startsAt: string;
  endsAt: string;
  buildingId: number | null;
  capacity: number | null;
  features: readonly string[];
}

/** GET /facmgmt/api/reservation/available: bookable spaces free and open for the whole span. */
export const useAvailableSpaces = (search: AvailabilitySearch | null) =>
  useQuery({
    queryKey: fbKeys.available(search),
    queryFn: async ({ signal }) => {
      if (!search) return [];
      const query = {
        startsAt: search.startsAt,
        endsAt: search.endsAt,
        limit: '100',
        offset: '0',
        sortBy: 'capacity',
        sortType: 'asc',
        ...(search.buildingId ? { buildingId: String(search.buildingId) } : {}),
        ...(search.capacity ? { capacity: String(search.capacity) } : {}),
        ...(search.features.length ? { features: search.features.join(',') } : {}),
        ...companyParam(),
      };
      return (
        await call(endpoints.available, {
          query: query as AvailableQuery,
          signal,
          cache: LIVE,
          ...OWN_ERRORS,
        })
      ).data;
    },
    enabled: search !== null,
    retry: false,
  });

function useReloadReservations() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: fbKeys.reservations() });
    void queryClient.invalidateQueries({ queryKey: fbKeys.visitors() });
  };
}

export type ReservationBody = BodyOf<typeof endpoints.create>;

/** Books a space once or weekly (418 per field; 409 RESERVATION_OVERLAP: nothing booked). */
export function useBook() {
  const reload = useReloadReservations();
  return useMutation({
    mutationFn: (body: ReservationBody) => call(endpoints.create, { body, ...OWN_ERRORS }),
    onSuccess: reload,
  });
}

export type ReservationChange = BodyOf<typeof endpoints.update>;

/** Moves or resizes a booking (the calendar's drag and resize) with the server's checks. */
export function useMoveReservation() {
  const reload = useReloadReservations();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReservationChange }) =>
      call(endpoints.update, { params: { id }, body, ...OWN_ERRORS }),
    onSettled: reload,
  });
}

/** Cancels a booking, or it and the later bookings of its series: their visitors' passes are revoked. */
export function useCancelReservation() {
  const reload = useReloadReservations();
  return useMutation({
    mutationFn: ({ id, scope }: { id: number; scope: (typeof facmgmt.CANCEL_SCOPES)[number] }) =>
      call(endpoints.cancel, { params: { id }, body: { scope }, ...OWN_ERRORS }),
    onSuccess: reload,
  });
}
