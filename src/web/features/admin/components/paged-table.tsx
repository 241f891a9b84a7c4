import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ADMIN_LIST_PAGE_SIZE } from '../admin-tabs.ts';
import type { AdminPage } from '../queries/fetch-list.ts';
import { DataTable, EmptyRow, TableHead } from './data-table.tsx';
import { ListPager, LoadError, TableSkeleton } from './tab-parts.tsx';

/**
 * An admin listing with every state: placeholder rows while it loads, the error with a way to
 * ask again, the table (busy while the next page comes) with its empty row, and the page links.
 */
export function PagedTable<Row>({
  query,
  loadingLabel,
  loadFailed,
  caption,
  columns,
  empty,
  renderRow,
  params,
  page,
  pageSize = ADMIN_LIST_PAGE_SIZE,
}: {
  query: UseQueryResult<AdminPage<Row>>;
  /** What a screen reader hears while the first page loads. */
  loadingLabel: string;
  /** The text when the server gives none of its own (ADMIN_TEXTS). */
  loadFailed: string;
  caption: string;
  columns: readonly string[];
  empty: ReactNode;
  /** One `<tr>` with a cell for each column. */
  renderRow: (row: Row) => ReactNode;
  params: URLSearchParams;
  page: number;
  pageSize?: number;
}) {
  if (query.isPending) return <TableSkeleton label={loadingLabel} />;
  if (query.isError) {
    return (
      <LoadError error={query.error} fallback={loadFailed} onRetry={() => void query.refetch()} />
    );
  }
  const { rows, total } = query.data;
  return (
    <>
      <DataTable caption={caption} isBusy={query.isFetching}>
        <TableHead columns={columns} />
        <tbody>
          {rows.length === 0 ? (
            <EmptyRow columns={columns.length}>{empty}</EmptyRow>
          ) : (
            rows.map(renderRow)
          )}
        </tbody>
      </DataTable>
      <ListPager params={params} page={page} total={total} pageSize={pageSize} />
    </>
  );
}
