import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { RetryAlert } from '../../../components/ui/alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useCategories } from '../../../lib/categories-query.ts';
import { PageBody, PageHeader } from '../components/content-page.tsx';

/**
 * What the work of each usual category is. Categories are the administrators' (GET
 * /api/categories); one without a description here still gets its links.
 */
const DESCRIPTIONS: Readonly<Record<string, string>> = {
  'administrative support':
    'Inbox and calendar management, travel booking, document preparation and the daily admin that keeps a business running.',
  'customer service':
    'Answering customers by e-mail, chat and phone, handling orders, returns and refunds, and keeping help articles current.',
  'data entry':
    'Accurate entry and clean-up of records in spreadsheets, CRMs and online stores, from invoices, forms and scans.',
  'social media management':
    'Planning and publishing posts, replying to comments and messages, and reporting on what works.',
  bookkeeping:
    'Recording transactions, reconciling bank accounts, preparing invoices and keeping the books ready for the accountant.',
  'graphic design':
    'Social media graphics, presentations, brand assets and simple print designs, in Canva, Figma or Adobe tools.',
  'content writing':
    'Blog posts, newsletters, product descriptions and website copy written to a brief and a brand voice.',
  'web development':
    'Website updates, landing pages, store set-up and bug fixes on WordPress, Shopify or custom code.',
  'digital marketing':
    'Running and reporting on ad campaigns, e-mail marketing and the everyday tasks of a marketing plan.',
  'email management':
    'Inbox triage, filters and labels, drafted replies and follow-ups, so nothing important waits.',
  'project management':
    'Keeping projects on schedule: task lists, deadlines, status updates and coordination between people.',
  'lead generation':
    'Finding and qualifying prospects, building contact lists and preparing outreach for the sales team.',
  'e-commerce support':
    'Product listings, inventory and order updates, supplier follow-ups and store maintenance.',
  'video editing':
    'Cutting and captioning videos for social media, courses and YouTube, from raw footage to finished files.',
  seo: 'Keyword research, on-page optimisation, technical checks and reports that help a site be found.',
  research:
    'Market, competitor, supplier and lead research, with sources, summarised so decisions are easy.',
};

const GENERIC =
  'Remote work in this category, posted by employers and offered by virtual assistants and freelancers.';

/** A search of the category ("Find jobs in Data Entry" to a screen reader). */
function SearchLink({
  to,
  category,
  children,
}: {
  to: string;
  category: string;
  children: string;
}) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 text-brand-700 hover:text-brand-800 hover:underline"
    >
      {children}
      <span className="sr-only"> in {category}</span>
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

function CategoryGrid() {
  const categories = useCategories({ enabled: true });
  if (categories.isPending) {
    return (
      <ul aria-label="Loading categories" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className="rounded-xl border border-neutral-200 bg-white p-6">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="mt-4 h-16 w-full" />
          </li>
        ))}
      </ul>
    );
  }
  if (categories.isError) {
    return (
      <RetryAlert onRetry={() => void categories.refetch()}>
        Failed to load categories. Please try again.
      </RetryAlert>
    );
  }
  if (categories.data.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-neutral-300 bg-white p-8 text-center text-neutral-600">
        No categories yet. Meanwhile, browse{' '}
        <Link to="/find-job" className="font-medium text-brand-700 underline underline-offset-4">
          all jobs
        </Link>
        .
      </p>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {categories.data.map((category) => (
        <li key={category.id}>
          <section
            aria-labelledby={`category-${category.id}`}
            className="flex h-full flex-col rounded-xl border border-neutral-200 bg-white p-6 shadow-xs"
          >
            <h2
              id={`category-${category.id}`}
              className="text-lg font-semibold break-words text-neutral-900"
            >
              {category.name}
            </h2>
            <p className="mt-2 flex-1 text-sm leading-6 text-neutral-600">
              {DESCRIPTIONS[category.name.trim().toLowerCase()] ?? GENERIC}
            </p>
            <div className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
              <SearchLink to={`/find-job?category_id=${category.id}`} category={category.name}>
                Find jobs
              </SearchLink>
              <SearchLink to={`/find-talent?category_id=${category.id}`} category={category.name}>
                Find talent
              </SearchLink>
            </div>
          </section>
        </li>
      ))}
    </ul>
  );
}

export function VaCategoriesPage() {
  return (
    <>
      <PageHeader
        eyebrow="For VAs and employers"
        title="Virtual assistant categories"
        lead="The kinds of work businesses hire virtual assistants and freelancers for. Pick a category to browse its open jobs, or to find talent who work in it."
      />
      <PageBody>
        <CategoryGrid />
      </PageBody>
    </>
  );
}
