import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { statsSchema } from '../../../shared/schemas/jobs.ts';
import type { JobsService } from '../jobs/service.ts';
import type { ProfilesService } from '../profiles/service.ts';

/** GET /stats (decisions.md): unblocked jobseekers, public Active posts, unblocked employers. */
export async function statsRoutes(
  app: FastifyInstance,
  opts: { jobs: JobsService; profiles: ProfilesService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/stats',
    {
      config: { access: 'public' },
      schema: {
        tags: ['stats'],
        summary: 'Site statistics for the home page',
        response: { 200: statsSchema },
      },
    },
    async () => {
      const resumes = await opts.profiles.countActiveMembers('jobseeker');
      const vacancies = await opts.jobs.countPublic();
      const employers = await opts.profiles.countActiveMembers('employer');
      return { resumes, vacancies, employers };
    },
  );
}
