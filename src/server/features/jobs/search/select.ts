import type { JobListQuery } from '../../../../shared/schemas/jobs.ts';
import type { IndexColumns } from './index-store.ts';

/**
 * The page of a search among `candidates` (null: every slot), with every filter applied: the
 * number of matches and the ids of rows `offset` to `offset + limit` in the requested order.
 *
 * `cap`: the reply's total counts at most this many matches (TOTAL_CAP, docs/decisions/010). In
 * date order the scan stops once it has the page and `cap` matches: slots below `orderedSlots`
 * are in the reply's date order (the load reads them so), so no later one can enter the page.
 */
export function selectPage(
  columns: IndexColumns,
  candidates: Int32Array | null,
  query: JobListQuery,
  location: string,
  cap: number,
): { matches: number; ids: number[] } {
  const { ids, created, salaries, types, cats, alive, verified, locations, count, orderedSlots } =
    columns;
  const verifiedOnly = query.verified === true;
  const min = query.salary_min;
  const max = query.salary_max;
  const type = query.job_type ? (columns.typeCodes.get(query.job_type) ?? -1) : 0;
  const category = query.category_id ?? 0;
  const bySalary = query.sort_by === 'salary';
  const ascending = query.sort_order === 'ASC';
  const need = (query.page - 1) * query.limit + query.limit;

  // `before(a, b)`: slot a comes before slot b in the reply's order.
  const before = bySalary
    ? (a: number, b: number) => {
        const sa = salaries[a] as number;
        const sb = salaries[b] as number;
        const na = Number.isNaN(sa);
        const nb = Number.isNaN(sb);
        if (na !== nb) return nb; // nulls last, in both directions
        if (!na && sa !== sb) return ascending ? sa < sb : sa > sb;
        return ascending
          ? (ids[a] as number) < (ids[b] as number)
          : (ids[a] as number) > (ids[b] as number);
      }
    : (a: number, b: number) => {
        const ca = created[a] as number;
        const cb = created[b] as number;
        if (ca !== cb) return ascending ? ca < cb : ca > cb;
        return ascending
          ? (ids[a] as number) < (ids[b] as number)
          : (ids[a] as number) > (ids[b] as number);
      };

  // The best `need` matches in a heap whose root is the worst kept.
  const heap: number[] = [];
  const siftUp = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(heap[parent] as number, heap[i] as number)) break;
      [heap[parent], heap[i]] = [heap[i] as number, heap[parent] as number];
      i = parent;
    }
  };
  const siftDown = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < heap.length && before(heap[worst] as number, heap[l] as number)) worst = l;
      if (r < heap.length && before(heap[worst] as number, heap[r] as number)) worst = r;
      if (worst === i) break;
      [heap[worst], heap[i]] = [heap[i] as number, heap[worst] as number];
      i = worst;
    }
  };

  let matches = 0;
  /** Whether the slot passes the filters; a passing slot is counted and offered to the heap. */
  const consider = (slot: number): boolean => {
    if (alive[slot] === 0) return false;
    if (min !== undefined && !((salaries[slot] as number) >= min)) return false;
    if (max !== undefined && !((salaries[slot] as number) <= max)) return false;
    if (type !== 0 && types[slot] !== type) return false;
    if (category !== 0 && cats[slot] !== category) return false;
    if (verifiedOnly && verified[slot] === 0) return false;
    if (location && !locations[slot]?.includes(location)) return false;
    matches += 1;
    if (heap.length < need) {
      heap.push(slot);
      siftUp(heap.length - 1);
    } else if (before(slot, heap[0] as number)) {
      heap[0] = slot;
      siftDown(0);
    }
    return true;
  };
  const total = candidates ? candidates.length : count;
  const slotAt = (k: number) => (candidates ? (candidates[k] as number) : k);
  if (bySalary) {
    for (let k = 0; k < total; k += 1) consider(slotAt(k));
  } else {
    // Candidates are in ascending slot order: the ordered part first, then the rest.
    let split = 0;
    let high = total;
    while (split < high) {
      const mid = (split + high) >> 1;
      if (slotAt(mid) < orderedSlots) split = mid + 1;
      else high = mid;
    }
    // Slots added since the load can sort anywhere: all of them are looked at.
    for (let k = split; k < total; k += 1) consider(slotAt(k));
    let inOrder = 0;
    const enough = () => inOrder >= need && matches >= cap;
    if (ascending) {
      for (let k = split - 1; k >= 0 && !enough(); k -= 1) if (consider(slotAt(k))) inOrder += 1;
    } else {
      for (let k = 0; k < split && !enough(); k += 1) if (consider(slotAt(k))) inOrder += 1;
    }
  }
  const ordered = heap.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
  return {
    matches,
    ids: ordered.slice((query.page - 1) * query.limit).map((slot) => ids[slot] as number),
  };
}
