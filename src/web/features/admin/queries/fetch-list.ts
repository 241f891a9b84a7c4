import { z } from 'zod';
import { request } from '../../../lib/api.ts';
import { requestPage } from '../../../lib/api-response.ts';

/** A page of an admin listing: its rows and the full count (X-Total-Count). */
export type AdminPage<T> = { rows: T[]; total: number };

/**
 * GET an admin listing (a bare array, the full count in X-Total-Count). Without the header the
 * rows are the whole count as far as the page can tell.
 */
export async function fetchAdminPage<T extends z.ZodType>(
  path: string,
  row: T,
  signal: AbortSignal,
): Promise<AdminPage<z.output<T>>> {
  const { items: rows, total } = await requestPage(path, z.array(row), { signal });
  return { rows, total: total ?? rows.length };
}

/** GET a reply and check its shape. */
export async function fetchChecked<T extends z.ZodType>(
  path: string,
  schema: T,
  signal: AbortSignal,
): Promise<z.output<T>> {
  return request('GET', path, schema, { signal });
}
