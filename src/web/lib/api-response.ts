import { checkReply, type ReplySchema, type RequestOptions, send } from './api.ts';

/**
 * Replies whose headers matter, kept out of lib/api.ts so the home page does not download them
 * (docs/decisions/015): admin listings' `X-Total-Count` and a download's file name. They go
 * through the same `send` and reply check as every request.
 */

/** A page of a listing that replies a bare array and its full count in `X-Total-Count`. */
export type ListPage<T> = { items: T; total: number | null };

export async function requestPage<T>(
  path: string,
  reply: ReplySchema<T>,
  options: Pick<RequestOptions, 'signal'> = {},
): Promise<ListPage<T>> {
  const response = await send('GET', path, { ...options, headers: { Accept: 'application/json' } });
  const header = response.headers.get('x-total-count');
  const total = header === null || !/^\d+$/.test(header.trim()) ? null : Number(header);
  return { items: checkReply(reply, await response.json(), `GET ${path}`), total };
}

/** The file name of `Content-Disposition: attachment; filename="users.csv"`, when there is one. */
export function attachmentName(disposition: string | null): string | null {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1].trim());
  } catch {
    return match[1].trim();
  }
}

/** GET a download with the bearer token: the file and the name the server gave it. */
export async function requestFile(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send('GET', path, { headers: { Accept: '*/*' } });
  return {
    blob: await response.blob(),
    fileName: attachmentName(response.headers.get('content-disposition')),
  };
}
