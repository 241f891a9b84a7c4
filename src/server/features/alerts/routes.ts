import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages.ts';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import {
  linkedSavedSearchSchema,
  savedSearchCreateSchema,
  savedSearchEmailSchema,
  savedSearchIdParams,
  savedSearchSchema,
  savedSearchTokenQuery,
  savedSearchUpdateSchema,
} from '../../../shared/schemas/saved-searches.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { JobAlerts } from './service.ts';

const errors = errorReplies(400, 401, 403, 404, 409, 429);
const jobseeker = { access: 'jobseeker', forbiddenMessage: MESSAGES.onlyForJobseekers } as const;
const userOf = (request: FastifyRequest) => requireSession(request).user.id;

/**
 * Saved searches and job alerts (docs/decisions/053): jobseekers manage theirs signed in;
 * visitors save one with an address (double opt-in) and manage it by signed links.
 */
export async function alertRoutes(app: FastifyInstance, opts: { alerts: JobAlerts }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { alerts } = opts;
  const tags = ['job alerts'];

  r.get(
    '/saved-searches',
    {
      config: jobseeker,
      schema: {
        tags,
        summary: "The caller's saved searches, newest first",
        security: [{ bearerAuth: [] }],
        response: { 200: z.array(savedSearchSchema), ...errors },
      },
    },
    async (request) => alerts.list(userOf(request)),
  );

  r.post(
    '/saved-searches',
    {
      config: jobseeker,
      schema: {
        tags,
        summary: 'Save a Find Jobs search and get alerts for it',
        description:
          "`{ name, query, frequency, timezone? }`: `query` holds Find Jobs parameters (title, location, salary_min, salary_max, job_type, category_id, skills, verified), checked as GET /api/job-posts checks them; `frequency` instant, daily or weekly (daily and weekly at 08:00 in the profile's time zone, else `timezone`, else UTC). At most 20 per person: 409 `LIMIT_REACHED`. Alerts wait while the e-mail address is not verified.",
        security: [{ bearerAuth: [] }],
        body: savedSearchCreateSchema,
        response: { 201: savedSearchSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await alerts.create(userOf(request), request.body)),
  );

  r.post(
    '/saved-searches/email',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A visitor saves a search with an e-mail address (double opt-in)',
        description:
          '`{ email, name, query, frequency, timezone? }`: 202, and a mail with a confirmation link; nothing else is sent until it is opened (POST /api/saved-searches/confirm). At most 20 per address (409 `LIMIT_REACHED`), 10 sign-ups per hour from one network (429).',
        body: savedSearchEmailSchema,
        response: { 202: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      await alerts.createForVisitor(request.body, request.ip);
      return reply.code(202).send({ message: MESSAGES.savedSearchConfirmSent });
    },
  );

  r.post(
    '/saved-searches/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Confirm a visitor's alert from the link in its mail",
        description:
          '`{ token }` from the confirmation link: the alert starts. The reply carries `manage_token`, the token of the manage link (GET/PUT/DELETE /api/saved-searches/by-link). 400 for a link that is not valid or has expired.',
        body: savedSearchTokenQuery,
        response: {
          200: linkedSavedSearchSchema.extend({ manage_token: z.string() }),
          ...errors,
        },
      },
    },
    async (request) => alerts.confirm(request.body.token),
  );

  r.get(
    '/saved-searches/by-link',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A visitor's alert by its manage link",
        querystring: savedSearchTokenQuery,
        response: { 200: linkedSavedSearchSchema, ...errors },
      },
    },
    async (request) => alerts.getByLink(request.query.token),
  );

  r.put(
    '/saved-searches/by-link',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Change a visitor's alert by its manage link",
        description: 'The body of PUT /api/saved-searches/:id.',
        querystring: savedSearchTokenQuery,
        body: savedSearchUpdateSchema,
        response: { 200: linkedSavedSearchSchema, ...errors },
      },
    },
    async (request) => alerts.updateByLink(request.query.token, request.body),
  );

  r.delete(
    '/saved-searches/by-link',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Delete a visitor's alert by its manage link",
        querystring: savedSearchTokenQuery,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await alerts.removeByLink(request.query.token);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/saved-searches/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Stop an alert: the one-click unsubscribe of its mails (RFC 8058)',
        description:
          "`?token=` from the mail's List-Unsubscribe header or its unsubscribe page; no sign-in. A body of `List-Unsubscribe=One-Click` (what mail clients send) or none. Stopping twice changes nothing.",
        querystring: savedSearchTokenQuery,
        response: { 200: z.object({ name: z.string(), active: z.literal(false) }), ...errors },
      },
    },
    async (request) => alerts.unsubscribe(request.query.token),
  );

  r.put(
    '/saved-searches/:id',
    {
      config: jobseeker,
      schema: {
        tags,
        summary: 'Rename a saved search, change its search or frequency, or pause it',
        description:
          "`{ name?, query?, frequency?, timezone?, active? }`; `active: false` stops its alerts, `true` starts them again. 404 for a search that is not the caller's.",
        security: [{ bearerAuth: [] }],
        params: savedSearchIdParams,
        body: savedSearchUpdateSchema,
        response: { 200: savedSearchSchema, ...errors },
      },
    },
    async (request) => alerts.update(userOf(request), request.params.id, request.body),
  );

  r.delete(
    '/saved-searches/:id',
    {
      config: jobseeker,
      schema: {
        tags,
        summary: 'Delete a saved search and its alerts',
        security: [{ bearerAuth: [] }],
        params: savedSearchIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await alerts.remove(userOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
