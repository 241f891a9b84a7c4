import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { TALENT_PAGE_SIZE } from '../../../../shared/applications.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useCategories } from '../../../lib/categories-query.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { loadErrorMessage } from '../../../lib/load-error-message.ts';
import { groupDigits } from '../../../lib/number-text.ts';
import { profileQueryOptions } from '../../../lib/profile-query.ts';
import { useSessionState } from '../../../lib/session.ts';
import { FindTalentForm } from '../components/find-talent-form.tsx';
import { TalentCard } from '../components/talent-card.tsx';
import { findTalentUrl, readTalentFilters, talentRequestPath } from '../find-talent-params.ts';
import { useTalentSearch } from '../queries/use-talent-search.ts';

function LoadingResults() {
  return (
    <ul aria-busy="true" className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
      <li className="sr-only">Loading talent</li>
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <li key={i}>
          <Card className="space-y-3 p-5">
            <div className="flex items-center gap-3">
              <Skeleton className="size-12 rounded-full" />
              <Skeleton className="block h-5 w-32" />
            </div>
            <Skeleton className="block h-4 w-full" />
            <Skeleton className="block h-4 w-2/3" />
          </Card>
        </li>
      ))}
    </ul>
  );
}

const pagerStyles = buttonStyles({ variant: 'secondary', size: 'md' });

/** Find Talent /find-talent (spec section 2): public search of jobseekers, 10 per page. */
export function FindTalentPage() {
  useDocumentTitle('Find Talent');
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { page, ...filters } = readTalentFilters(searchParams);
  const categories = useCategories({ enabled: filters.mode === 'skills' });
  // Employers and admins may ask about working-hours overlap (docs/decisions/051).
  const { session } = useSessionState();
  const role = session?.claims.role;
  const canAskOverlap = role === 'employer' || role === 'admin';
  const own = useQuery({
    ...profileQueryOptions(session?.claims.sub ?? ''),
    enabled: canAskOverlap,
  });
  const ownTimeZone = own.data?.timezone ?? null;
  const talents = useTalentSearch(
    talentRequestPath(filters, page, TALENT_PAGE_SIZE, canAskOverlap),
  );

  const total = talents.data?.total ?? 0;
  const hasNext = page * TALENT_PAGE_SIZE < total;
  const totalPages = Math.max(1, Math.ceil(total / TALENT_PAGE_SIZE));

  let results: ReactNode;
  if (talents.isPending) {
    results = <LoadingResults />;
  } else if (talents.isError && !talents.data) {
    results = (
      <Alert
        action={
          <Button variant="secondary" size="sm" onClick={() => void talents.refetch()}>
            Try again
          </Button>
        }
      >
        {loadErrorMessage(talents.error, MESSAGES.talentsLoadFailed)}
      </Alert>
    );
  } else if (talents.data && talents.data.data.length === 0) {
    results = (
      <Card className="flex flex-col items-center px-6 py-14 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-neutral-100 text-neutral-600">
          <SearchX aria-hidden="true" className="size-6" />
        </span>
        <p className="mt-4 text-base font-semibold text-neutral-900">{MESSAGES.noTalentsMatch}</p>
        <p className="mt-1 text-sm text-neutral-600">
          {page > 1 && total > 0 ? (
            // An old link past the last page: the search itself still has results.
            <TextLink to={findTalentUrl(filters)}>Back to the first page</TextLink>
          ) : (
            <>
              Try fewer filters or other skills.{' '}
              <TextLink to="/find-talent">Show everyone</TextLink>
            </>
          )}
        </p>
      </Card>
    );
  } else if (talents.data) {
    results = (
      <>
        <ul
          aria-busy={talents.isPlaceholderData}
          className="grid gap-5 transition-opacity aria-busy:opacity-60 md:grid-cols-2 xl:grid-cols-3"
        >
          {talents.data.data.map((talent) => (
            <li key={talent.id}>
              <TalentCard talent={talent} />
            </li>
          ))}
        </ul>
        <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-3">
          {page > 1 ? (
            <Link to={findTalentUrl(filters, page - 1)} className={pagerStyles}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              Previous
            </Link>
          ) : null}
          <span className="text-sm text-neutral-600">
            Page {groupDigits(Math.min(page, totalPages))} of {groupDigits(totalPages)}
          </span>
          {hasNext ? (
            <Link to={findTalentUrl(filters, page + 1)} className={pagerStyles}>
              Next
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </nav>
      </>
    );
  }

  return (
    <Container className="py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900">Find Talent</h1>
      <p className="mt-2 max-w-2xl text-base text-neutral-600">
        Freelancers and virtual assistants,{' '}
        {canAskOverlap &&
        filters.sort === 'overlap' &&
        talents.data?.data[0]?.overlap_hours !== undefined
          ? 'most working-hours overlap first.'
          : 'best rated first.'}
      </p>
      <div className="mt-6">
        <FindTalentForm
          key={`${location.search}|${ownTimeZone ?? ''}`}
          canAskOverlap={canAskOverlap}
          ownTimeZone={ownTimeZone}
          filters={filters}
          categories={categories.data}
          categoriesFailed={categories.isError}
          onSearch={(next) => void navigate(findTalentUrl(next))}
        />
      </div>
      <p aria-live="polite" className="mt-8 mb-4 text-sm font-medium text-neutral-700">
        {talents.data ? `${groupDigits(total)} ${total === 1 ? 'person' : 'people'} found` : null}
      </p>
      {results}
    </Container>
  );
}
