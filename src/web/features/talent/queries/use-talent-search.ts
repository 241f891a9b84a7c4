import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type TalentList, talentListReplySchema } from '../../../../shared/schemas/talents.ts';
import { request } from '../../../lib/api.ts';
import { talentKeys } from '../keys.ts';

/** One page of GET /api/talents or GET /api/users?role=jobseeker; the old page stays while the next loads. */
export function useTalentSearch(path: string) {
  return useQuery({
    queryKey: talentKeys.search(path),
    queryFn: async ({ signal }): Promise<TalentList> =>
      request('GET', path, talentListReplySchema, { signal }),
    placeholderData: keepPreviousData,
  });
}
