import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import {
  CallToAction,
  type CallToActionProps,
  PageBody,
  PageHeader,
  type PageHeaderProps,
} from './content-page.tsx';

export type FaqItem = { question: string; answer: ReactNode };
export type FaqGroup = { title: string; items: readonly FaqItem[] };

/**
 * One question: a disclosure button (WAI-ARIA disclosure pattern) inside an h3, so the questions
 * are in the heading outline and Enter or Space opens and closes the answer.
 */
function Question({ item }: { item: FaqItem }) {
  const [isOpen, setIsOpen] = useState(false);
  const answerId = useId();
  return (
    <li className="border-b border-neutral-200 last:border-none">
      <h3>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={answerId}
          onClick={() => setIsOpen((open) => !open)}
          className="flex w-full items-start justify-between gap-4 rounded-md py-5 text-left text-base font-semibold text-neutral-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <span>{item.question}</span>
          <ChevronDown
            aria-hidden="true"
            className={clsx(
              'mt-0.5 size-5 shrink-0 text-neutral-500 transition-transform motion-reduce:transition-none',
              isOpen && 'rotate-180',
            )}
          />
        </button>
      </h3>
      <div
        id={answerId}
        hidden={!isOpen}
        className="pb-5 text-base leading-7 text-neutral-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_p+p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6"
      >
        {item.answer}
      </div>
    </li>
  );
}

/** FAQ groups, each an h2 with its questions. */
export function FaqList({ groups }: { groups: readonly FaqGroup[] }) {
  return (
    <div className="max-w-3xl space-y-12">
      {groups.map((group) => (
        <section key={group.title} aria-labelledby={`faq-${slug(group.title)}`}>
          <h2
            id={`faq-${slug(group.title)}`}
            className="text-2xl font-bold tracking-tight text-neutral-950"
          >
            {group.title}
          </h2>
          <ul className="mt-4 rounded-xl border border-neutral-200 bg-white px-5 shadow-xs sm:px-6">
            {group.items.map((item) => (
              <Question key={item.question} item={item} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** An FAQ page (Employer FAQ, Jobseeker FAQ): the header band, the groups, where to go next. */
export function FaqPage({
  eyebrow,
  title,
  lead,
  groups,
  callToAction,
}: Omit<PageHeaderProps, 'children'> & {
  groups: readonly FaqGroup[];
  callToAction: CallToActionProps;
}) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} lead={lead} />
      <PageBody>
        <FaqList groups={groups} />
      </PageBody>
      <CallToAction {...callToAction} />
    </>
  );
}
