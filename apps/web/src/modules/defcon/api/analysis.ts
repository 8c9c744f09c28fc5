import * as analysis from '@atrium/contracts/defcon/analysis';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { defconKeys } from './keys.ts';

export { analysis };

/** GET /defcon/analysis for a period (ISO instants). */
export const useDefconAnalysis = (from: string, to: string) =>
  useQuery({
    queryKey: defconKeys.analysis(from, to),
    queryFn: async ({ signal }) =>
      (await call(analysis.defconAnalysisEndpoint, { query: { from, to }, signal })).data,
    placeholderData: keepPreviousData,
  });
