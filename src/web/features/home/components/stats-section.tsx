import { BriefcaseBusiness, Building2, FileUser } from 'lucide-react';
import { Container } from '../../../components/ui/container.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { SiteStats } from '../queries/use-site-stats.ts';
import { CountUp } from './count-up.tsx';

const COUNTERS = [
  { key: 'resumes', label: 'Resumes', icon: FileUser },
  { key: 'vacancies', label: 'Vacancies', icon: BriefcaseBusiness },
  { key: 'employers', label: 'Employers', icon: Building2 },
] as const;

/** The three counters of spec "Home (/)"; skeletons while loading, nothing made up on failure. */
export function StatsSection({ stats, isLoading }: { stats?: SiteStats; isLoading: boolean }) {
  if (!stats && !isLoading) return null;
  return (
    <section aria-label="TalentBridge in numbers" className="bg-neutral-50 pb-4">
      <Container>
        <dl
          aria-busy={isLoading}
          className="mx-auto grid max-w-3xl grid-cols-3 divide-x divide-neutral-200 rounded-2xl border border-neutral-200 bg-white py-5 shadow-xs sm:py-6"
        >
          {COUNTERS.map(({ key, label, icon: Icon }) => (
            <div key={key} className="flex flex-col items-center gap-1 px-2 text-center">
              <dt className="flex items-center gap-1.5 text-xs font-medium text-neutral-600 sm:text-sm">
                <Icon aria-hidden="true" className="size-4 text-brand-600 max-sm:hidden" />
                {label}
              </dt>
              <dd className="order-first text-2xl font-bold tracking-tight text-neutral-950 sm:text-3xl">
                {stats ? <CountUp value={stats[key]} /> : <Skeleton className="h-8 w-16" />}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
