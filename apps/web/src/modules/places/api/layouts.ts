import { places } from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type BodyOf, call, obtainAccessToken, type ResponseOf, request } from '../../../lib/api.ts';
import { companyHeaders } from '../../../lib/company.ts';
import { placesKeys } from './keys.ts';

export const useLayout = (layoutId: number | null) =>
  useQuery({
    queryKey: placesKeys.layout(layoutId ?? 0),
    queryFn: async ({ signal }) =>
      (await call(places.getLayout, { params: { id: layoutId ?? 0 }, signal })).data,
    enabled: layoutId !== null,
  });

/**
 * The floor plan's bytes: the image needs the bearer token, which an <img src> cannot send (show it with
 * useObjectUrl). The etag in the key fetches the new plan after an upload.
 */
export function useLayoutImage(layout: places.Layout | undefined) {
  const image = layout?.image ?? null;
  return useQuery({
    queryKey: placesKeys.layoutImage(layout?.id ?? 0, image?.etag ?? ''),
    queryFn: async ({ signal }) => {
      if (!image) return null;
      const token = await obtainAccessToken();
      const res = await fetch(image.url, {
        headers: { ...companyHeaders(image.url), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        signal,
      });
      if (!res.ok) throw new Error(`The floor plan could not be loaded (${res.status})`);
      return res.blob();
    },
    enabled: !!image,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** An object URL for a blob, revoked when the blob changes or the component leaves. */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/** PUT /layout/floor/:floorId/image (multipart, field `file`): creates the floor's layout the first time. */
export function useUploadFloorPlan(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ floorId, file }: { floorId: number; file: File }) => {
      const form = new FormData();
      form.append(places.LAYOUT_IMAGE_FIELD, file);
      return request<ResponseOf<typeof places.uploadLayoutImage>>(places.uploadLayoutImage, {
        params: { floorId },
        body: form,
      });
    },
    onSuccess: ({ data }) => {
      queryClient.setQueryData(placesKeys.layout(data.id), data);
      // The floor now has a layout id.
      void queryClient.invalidateQueries({ queryKey: placesKeys.structures(companyId) });
      void queryClient.invalidateQueries({ queryKey: [...placesKeys.all, 'floors-v2'] });
    },
  });
}

export type AddDeviceBody = BodyOf<typeof places.addLayoutDevice>;
export type DeleteDeviceBody = BodyOf<typeof places.deleteLayoutDevice>;

/** Spec §3 (A58): the layout's id travels as `id`, the space separately. One toast for the whole save. */
export const addLayoutDevice = (body: AddDeviceBody) =>
  call(places.addLayoutDevice, { body, notify: { success: false } });
export const deleteLayoutDevice = (body: DeleteDeviceBody) =>
  call(places.deleteLayoutDevice, { body, notify: { success: false } });
