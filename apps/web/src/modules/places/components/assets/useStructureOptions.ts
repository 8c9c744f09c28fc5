import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { placesKeys } from '../../api/keys.ts';
import { fetchStructures, useStructureSearch } from '../../api/structures.ts';

/**
 * Options for a structure picker: the company's first 100 structures by name, plus what a typed search
 * finds; names once seen are kept so chosen structures stay labelled.
 */
export function useStructureOptions(companyId: number) {
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), 250);
  const first = useQuery({
    queryKey: [...placesKeys.structureLists(companyId), 'picker'],
    queryFn: ({ signal }) =>
      fetchStructures(companyId, { sortBy: 'name' })(
        { limit: 100, offset: 0, total: true, filter: {} },
        signal,
      ),
  });
  const found = useStructureSearch(text, text.length >= 2);
  const names = useRef(new Map<string, string>());
  const data = useMemo(() => {
    for (const item of [...(first.data?.data ?? []), ...(text.length >= 2 ? (found.data ?? []) : [])]) {
      names.current.set(String(item.id), item.name);
    }
    return [...names.current].map(([value, label]) => ({ value, label }));
  }, [first.data, found.data, text]);
  return { data, search, setSearch, loading: first.isFetching || found.isFetching };
}
