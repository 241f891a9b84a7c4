import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { BLOG_ARTICLES } from '../../../../shared/blog.ts';
import { ArticleDate } from '../components/article-date.tsx';
import { PageBody, PageHeader } from '../components/content-page.tsx';

export function BlogPage() {
  return (
    <>
      <PageHeader
        eyebrow="Blog"
        title="Guides for remote hiring and remote work"
        lead="Practical advice from the TalentBridge team for employers who hire virtual assistants and for the assistants and freelancers they hire."
      />
      <PageBody>
        <ul className="grid gap-6 md:grid-cols-2">
          {BLOG_ARTICLES.map((article) => (
            <li key={article.slug}>
              <article className="flex h-full flex-col rounded-xl border border-neutral-200 bg-white p-6 shadow-xs transition-shadow focus-within:shadow-md hover:shadow-md sm:p-8">
                <p className="text-sm text-neutral-600">
                  <span className="font-semibold text-brand-700">{article.audience}</span>
                  <span aria-hidden="true"> · </span>
                  <ArticleDate date={article.publishedOn} />
                  <span aria-hidden="true"> · </span>
                  {article.readingMinutes} min read
                </p>
                <h2 className="mt-3 text-xl font-semibold tracking-tight text-neutral-950">
                  <Link
                    to={`/blog/${article.slug}`}
                    className="rounded-sm hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  >
                    {article.title}
                  </Link>
                </h2>
                <p className="mt-3 flex-1 text-base leading-7 text-neutral-600">
                  {article.summary}
                </p>
                <p
                  aria-hidden="true"
                  className="mt-5 flex items-center gap-1.5 text-sm font-semibold text-brand-700"
                >
                  Read the article <ArrowRight className="size-4" />
                </p>
              </article>
            </li>
          ))}
        </ul>
      </PageBody>
    </>
  );
}
