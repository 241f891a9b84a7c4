import { MapPin, Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { HOME_HERO } from '../../../../shared/home-hero.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { inputStyles } from '../../../components/ui/input.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';

/** /find-job with the filled-in fields only, e.g. /find-job?title=Data%20Entry&location=Remote */
function findJobPath(title: string, location: string): string {
  const query = [
    ['title', title],
    ['location', location],
  ]
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${encodeURIComponent(value as string)}`)
    .join('&');
  return query ? `/find-job?${query}` : '/find-job';
}

/** What the hero form holds; the home page also narrows Recent Job Postings with it. */
export type HeroFilters = { title: string; location: string };

type HeroSectionProps = {
  filters: HeroFilters;
  onFiltersChange: (filters: HeroFilters) => void;
};

export function HeroSection({ filters, onFiltersChange }: HeroSectionProps) {
  const navigate = useNavigate();
  const { title, location } = filters;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(findJobPath(title.trim(), location.trim()));
  };

  // The server draws this text in the page's HTML for the first paint (server/features/seo/
  // first-paint.ts): keep the classes of this block in step with it.
  return (
    <section className="bg-linear-to-b from-brand-50 to-neutral-50">
      <Container className="pt-12 pb-10 sm:pt-20 sm:pb-12 lg:pt-24">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {HOME_HERO.eyebrow}
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-neutral-950 sm:text-5xl">
            {HOME_HERO.heading}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-neutral-600">
            {HOME_HERO.lead}
          </p>
        </div>
        <search aria-label="Job search">
          <form
            onSubmit={onSubmit}
            className="mx-auto mt-10 grid max-w-3xl gap-3 rounded-2xl border border-neutral-200 bg-white p-3 shadow-md sm:grid-cols-[1fr_1fr_auto] sm:p-4"
          >
            <div>
              <label htmlFor="hero-title" className="sr-only">
                Job title
              </label>
              <div className="relative">
                <Search
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-neutral-500"
                />
                <input
                  id="hero-title"
                  type="search"
                  value={title}
                  onChange={(event) => onFiltersChange({ ...filters, title: event.target.value })}
                  placeholder="Job title"
                  className={`${inputStyles} h-12 pl-10`}
                />
              </div>
            </div>
            <div>
              <label htmlFor="hero-location" className="sr-only">
                Location
              </label>
              <div className="relative">
                <MapPin
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-neutral-500"
                />
                <input
                  id="hero-location"
                  type="text"
                  value={location}
                  onChange={(event) =>
                    onFiltersChange({ ...filters, location: event.target.value })
                  }
                  placeholder="Location, e.g. Remote"
                  autoComplete="off"
                  className={`${inputStyles} h-12 pl-10`}
                />
              </div>
            </div>
            <Button type="submit" size="lg">
              Search Jobs
            </Button>
          </form>
        </search>
        <p className="mt-6 text-center text-sm text-neutral-600">
          Hiring? <TextLink to="/role-selection">Post a job</TextLink> and meet candidates from
          around the world.
        </p>
      </Container>
    </section>
  );
}
