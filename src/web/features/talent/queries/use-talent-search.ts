import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type TalentList, talentListReplySchema } from '../../../../shared/schemas/talents.ts';
import { api } from '../../../lib/api.ts';
import { parseReply } from '../../../lib/parse-reply.ts';

/** One page of GET /api/talents or GET /api/users?role=jobseeker; the old page stays while the next loads. */
export function useTalentSearch(path: string) {
  return useQuery({
    queryKey: ['talents', path],
    queryFn: async ({ signal }): Promise<TalentList> =>
      parseReply(talentListReplySchema, await api.get<unknown>(path, { signal }), path),
    placeholderData: keepPreviousData,
  });
}
