import { useQuery } from '@tanstack/react-query';
import { obtainAccessToken } from '../../../lib/api.ts';
import { companyHeaders } from '../../../lib/company.ts';
import { fbKeys } from './keys.ts';

/**
 * A floor plan's bytes (places' `/api/layout/:id/image`): the image needs the bearer token, which an
 * <img src> cannot send; show it with places' useObjectUrl. The etag in the key fetches a new plan.
 */
export function useFloorPlanImage(url: string | null, etag: string | null) {
  return useQuery({
    queryKey: [...fbKeys.all, 'plan', url, etag],
    queryFn: async ({ signal }) => {
      if (!url) return null;
      const token = await obtainAccessToken();
      const res = await fetch(url, {
        headers: { ...companyHeaders(url), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        signal,
      });
      if (!res.ok) throw new Error(`The floor plan could not be loaded (${res.status})`);
      return res.blob();
    },
    enabled: !!url,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
