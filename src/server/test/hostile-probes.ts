import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { ApiRoute } from '../plugins/auth.ts';
import type { ChatParties } from './chat.ts';
import { authHeader, type TestUser } from './factories.ts';
import {
  badNumericId,
  nastyJson,
  nastyNumber,
  nastyString,
  notAnId,
  UNICODE_EDGES,
  wrongFor,
} from './hostile.ts';

/**
 * The request generator of src/server/hostile-input.test.ts: from a route's OpenAPI schemas,
 * bad path parameters, bodies and queries, each marked with whether it must be refused.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
};
export type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

/** What the probes aim at: the app's OpenAPI document and real objects of the test's app. */
export type ProbeContext = {
  spec: { paths: Record<string, Record<string, Operation>> };
  parties: ChatParties;
  /** The real object each route with a path parameter acts on (so body probes reach the handler). */
  targets: Record<string, string | number>;
  /** A body each route accepts (or refuses only for a business rule): probes change one thing. */
  valid: Record<string, Record<string, unknown>>;
  profileEditor: TestUser;
};

/** Static path segments beside a parameter: a generated value must not name them. */
const STATIC_SEGMENTS = new Set([
  'my-posts',
  'my-applications',
  'applications',
  'unread-count',
  'export-csv',
  'settings',
]);

export type Probe = {
  kind: string;
  request: InjectOptions;
  /** true: the request is bad whatever else happens, so it must be refused with a 4xx. */
  mustRefuse: boolean;
};

/** Who calls `route` in the probes: someone it lets in, or nobody for a public one. */
export function callerFor(context: ProbeContext, route: ApiRoute): TestUser | null {
  const { parties, profileEditor } = context;
  const { access } = route;
  if (`${route.method} ${route.url}` === 'PUT /api/profile') return profileEditor;
  if (access === 'public') return null;
  if (access === 'optional' || access === 'user') return parties.jobseeker;
  const roles = typeof access === 'string' ? [access] : access;
  if (roles.includes('admin')) return parties.admin;
  if (roles.includes('employer')) return parties.employer;
  return parties.jobseeker;
}

/** The route's operation in the OpenAPI document. */
export function operationOf(spec: ProbeContext['spec'], route: ApiRoute): Operation {
  const path = route.url.replace(/:([a-zA-Z]+)/g, '{$1}');
  return spec.paths[path]?.[route.method.toLowerCase()] ?? {};
}

export const typeOf = (schema: JsonSchema | undefined): string | undefined => {
  if (!schema) return undefined;
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  return schema.anyOf ? typeOf(schema.anyOf.find((s) => s.type !== 'null')) : undefined;
};

/** A body shaped like the schema whose every value is hostile (may even be valid). */
function hostileObject(schema: JsonSchema | undefined) {
  const names = Object.keys(schema?.properties ?? {});
  return fc.record({
    known: fc.record(Object.fromEntries(names.map((name) => [name, nastyJson])), {
      requiredKeys: [],
    }),
    extra: fc.dictionary(nastyString, nastyJson, { maxKeys: 3 }),
  });
}

/** Generated bad requests for one route, each saying whether it must be refused. */
export function probesFor(context: ProbeContext, route: ApiRoute): fc.Arbitrary<Probe> {
  const { parties, targets, valid } = context;
  const key = `${route.method} ${route.url}`;
  const operation = operationOf(context.spec, route);
  const bodySchema = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
  const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
  const hasParams = route.url.includes(':');
  const caller = callerFor(context, route);
  const headers = caller ? authHeader(caller.token) : {};
  const target = targets[key];
  const realUrl =
    target === undefined ? undefined : route.url.replace(/:[a-zA-Z]+/, String(target));
  // Where body probes go: the real object, or (no object to hand) a path that is not an id.
  const bodyUrl = realUrl ?? (hasParams ? route.url.replace(/:[a-zA-Z]+/, 'not-an-id') : route.url);
  const probes: fc.Arbitrary<Probe>[] = [];
  const isRead = route.method === 'GET';

  if (hasParams) {
    probes.push(
      fc
        .oneof(notAnId, badNumericId)
        .filter((value) => !STATIC_SEGMENTS.has(value))
        .map((value) => ({
          kind: 'path parameter',
          request: {
            method: route.method as 'GET',
            url: route.url.replace(/:[a-zA-Z]+/, value),
            headers,
            payload: isRead ? undefined : {},
          },
          mustRefuse: true,
        })),
    );
  }

  if (!isRead) {
    const send = (kind: string, payload: unknown, mustRefuse: boolean, type?: string) => ({
      kind,
      request: {
        method: route.method as 'POST',
        url: bodyUrl,
        headers: { ...headers, ...(type ? { 'content-type': type } : {}) },
        payload: payload as string,
      },
      mustRefuse,
    });
    const refusesBadBody = bodySchema !== undefined || (hasParams && realUrl === undefined);
    probes.push(
      fc
        .oneof(
          fc.string({ unit: 'binary', maxLength: 60 }).map((s) => `{${s}`),
          fc.constantFrom('{"a":', '[1,2', '{"a":1}}', '\u0000', '{"a":"\\ud800"', 'nul'),
        )
        .map((raw) => send('malformed JSON', raw, true, 'application/json')),
      fc
        .constantFrom(
          '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
          'not multipart at all',
          '--x--',
          '--x\r\nContent-Disposition: form-data; name="file"; filename="../../a.png"\r\n\r\n\u0000',
          '--x\r\nNo-Colon-Header\r\n\r\nb\r\n--x--',
        )
        .chain((raw) =>
          fc
            .constantFrom('x', 'y'.repeat(300), '')
            .map((boundary) =>
              send(
                'malformed multipart',
                raw,
                refusesBadBody,
                `multipart/form-data${boundary ? `; boundary=${boundary}` : ''}`,
              ),
            ),
        ),
      fc
        .constantFrom(
          'application/xml',
          'text/plain',
          'text/html',
          'image/png',
          'application/x-www-form-urlencodedx',
        )
        .map((type) => send('unsupported content type', '<a>1</a>', true, type)),
    );
    if (bodySchema) {
      const properties = bodySchema.properties ?? {};
      const names = Object.keys(properties);
      const required = bodySchema.required ?? [];
      const example = valid[key] ?? {};
      probes.push(
        fc
          .oneof(fc.array(nastyJson, { maxLength: 3 }), nastyString, nastyNumber, fc.boolean())
          .map((value) => send('not an object', JSON.stringify(value), true, 'application/json')),
      );
      if (names.length > 0) {
        // One field of the wrong kind in an otherwise good body.
        probes.push(
          fc
            .constantFrom(...names)
            .chain((field) =>
              wrongFor(typeOf(properties[field])).map((wrong) => ({ ...example, [field]: wrong })),
            )
            .map((body) => send('a field of the wrong type', body, true)),
        );
        // One hostile value (maybe even an acceptable one) in an otherwise good body.
        probes.push(
          fc
            .record({
              field: fc.constantFrom(...names),
              value: fc.oneof(
                { weight: 3, arbitrary: nastyString.map((v) => `Hello ${v} there`) },
                { weight: 3, arbitrary: nastyString },
                { weight: 2, arbitrary: nastyNumber },
                { weight: 1, arbitrary: nastyJson },
              ),
            })
            .map(({ field, value }) =>
              send('one hostile value', { ...example, [field]: value }, false),
            ),
        );
      }
      const textFields = names.filter((name) => typeOf(properties[name]) !== 'boolean');
      if (textFields.length > 0) {
        probes.push(
          fc
            .record({
              field: fc.constantFrom(...textFields),
              edge: fc.constantFrom(...UNICODE_EDGES),
            })
            .map(({ field, edge }) =>
              send('unicode edge case', { ...example, [field]: `Text ${edge} end` }, false),
            ),
        );
      }
      for (const field of required) {
        const body = { ...example };
        delete body[field];
        probes.push(fc.constant(send(`${field} missing`, body, true)));
      }
      probes.push(
        hostileObject(bodySchema).map(({ known, extra }) =>
          send('hostile values everywhere', { ...example, ...extra, ...known }, false),
        ),
      );
    }
  }

  if (isRead) {
    const names = query.map((p) => p.name);
    const readUrl =
      realUrl ?? (hasParams ? route.url.replace(/:[a-zA-Z]+/, String(parties.jobId)) : route.url);
    // encodeURIComponent throws on lone surrogates; the badly encoded probe covers those.
    const wellFormed = nastyString.filter(
      (v) =>
        !/[\uD800-\uDFFF]/.test(v) ||
        /^(?:[\uD800-\uDBFF][\uDC00-\uDFFF]|[^\uD800-\uDFFF])*$/.test(v),
    );
    const get = (kind: string, query: Record<string, string | string[]>, url = readUrl) => ({
      kind,
      request: { method: 'GET' as const, url, headers, query },
      mustRefuse: false,
    });
    probes.push(
      fc
        .record({
          name: names.length > 0 ? fc.constantFrom(...names) : fc.constant('q'),
          value: fc.oneof(
            wellFormed,
            wellFormed.map((v) => `support ${v}`),
            nastyNumber.map(String),
            fc.array(wellFormed, { minLength: 2, maxLength: 3 }),
          ),
        })
        .map(({ name, value }) => get('one hostile query value', { [name]: value })),
      fc
        .record({
          known: fc.record(Object.fromEntries(names.map((name) => [name, wellFormed])), {
            requiredKeys: [],
          }),
          extra: fc.dictionary(
            fc.string({ unit: 'grapheme', minLength: 1, maxLength: 10 }),
            wellFormed,
            {
              maxKeys: 2,
            },
          ),
        })
        .map(({ known, extra }) =>
          get('hostile query', { ...extra, ...known } as Record<string, string>),
        ),
      fc
        .record({
          name: names.length > 0 ? fc.constantFrom(...names) : fc.constant('q'),
          raw: fc.constantFrom(
            '%ED%A0%80',
            '%ff%fe',
            '%',
            '%%32',
            '%E2%80%AE',
            'a%00b',
            '%00',
            '%F0%9F%A6%84',
          ),
        })
        .map(({ name, raw }) => get('badly encoded query', {}, `${readUrl}?${name}=${raw}`)),
    );
  }
  return fc.oneof(...probes);
}
