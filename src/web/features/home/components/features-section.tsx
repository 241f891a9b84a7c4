import { ChartNoAxesCombined, Globe, ShieldCheck, Sparkles } from 'lucide-react';
import { Container } from '../../../components/ui/container.tsx';

const FEATURES = [
  {
    title: 'Smart Matching',
    icon: Sparkles,
    text: 'Search jobs and talent by title, skills and category, with the most relevant results first.',
  },
  {
    title: 'Secure Payments',
    icon: ShieldCheck,
    text: 'Every job states its hourly rate up front, so both sides agree on pay before work starts.',
  },
  {
    title: 'Global Network',
    icon: Globe,
    text: 'Connect with businesses and virtual assistants across time zones, wherever you are based.',
  },
  {
    title: 'Performance Tracking',
    icon: ChartNoAxesCombined,
    text: 'Follow each application from Pending to Accepted and build a track record through reviews.',
  },
] as const;

export function FeaturesSection() {
  return (
    <section
      aria-labelledby="features-heading"
      className="render-near-viewport py-16 [contain-intrinsic-size:auto_780px] sm:py-20 md:[contain-intrinsic-size:auto_564px] lg:[contain-intrinsic-size:auto_326px]"
    >
      <Container>
        <div className="max-w-2xl">
          <h2 id="features-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Why TalentBridge
          </h2>
          <p className="mt-3 text-base text-neutral-600">
            The tools you need to hire or get hired, without the noise.
          </p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ title, icon: Icon, text }) => (
            <li
              key={title}
              className="flex gap-4 rounded-xl border border-neutral-200 bg-white p-5 shadow-xs sm:block sm:p-6"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h3 className="text-base font-semibold text-neutral-900 sm:mt-4">{title}</h3>
                <p className="mt-1.5 text-sm leading-6 text-neutral-600 sm:mt-2">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
