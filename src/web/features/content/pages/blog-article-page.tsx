import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { BLOG_ARTICLES, findBlogArticle } from '../../../../shared/blog.ts';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { ArticleDate } from '../components/article-date.tsx';
import { Prose } from '../components/content-page.tsx';
import { ARTICLE_BODIES } from '../content/blog-articles.tsx';

function ArticleNotFound() {
  useDocumentTitle('Page not found');
  return (
    <Container className="flex flex-1 flex-col items-center justify-center py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">
        Article not found
      </h1>
      <p className="mt-4 max-w-md text-base text-neutral-600">
        This article does not exist or has moved. The blog lists every article we have published.
      </p>
      <Link to="/blog" className={buttonStyles({ className: 'mt-8' })}>
        Go to the Blog
      </Link>
    </Container>
  );
}

export function BlogArticlePage() {
  const { slug = '' } = useParams();
  const article = findBlogArticle(slug);
  const body = ARTICLE_BODIES[slug];
  if (!article || !body) return <ArticleNotFound />;
  const others = BLOG_ARTICLES.filter((other) => other.slug !== slug).slice(0, 3);

  return (
    <>
      <article>
        <header className="border-b border-neutral-200 bg-linear-to-b from-brand-50 to-neutral-50">
          <Container className="py-10 sm:py-14">
            <div className="mx-auto max-w-3xl">
              <TextLink to="/blog" className="inline-flex items-center gap-1.5 text-sm">
                <ArrowLeft aria-hidden="true" className="size-4" />
                All articles
              </TextLink>
              <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance text-neutral-950 sm:text-4xl">
                {article.title}
              </h1>
              <p className="mt-4 text-sm text-neutral-600">
                For {article.audience.toLowerCase()}
                <span aria-hidden="true"> · </span>
                <ArticleDate date={article.publishedOn} />
                <span aria-hidden="true"> · </span>
                {article.readingMinutes} min read
              </p>
            </div>
          </Container>
        </header>
        <Container className="py-12 sm:py-16">
          <Prose className="mx-auto">
            <p className="text-lg text-neutral-700">{article.summary}</p>
            {body}
          </Prose>
        </Container>
      </article>
      <aside aria-labelledby="more-heading" className="border-t border-neutral-200 bg-white">
        <Container className="py-12 sm:py-16">
          <div className="mx-auto max-w-3xl">
            <h2 id="more-heading" className="text-xl font-bold tracking-tight text-neutral-950">
              More from the blog
            </h2>
            <ul className="mt-6 space-y-4">
              {others.map((other) => (
                <li key={other.slug}>
                  <TextLink to={`/blog/${other.slug}`}>{other.title}</TextLink>
                  <p className="mt-1 text-sm text-neutral-600">{other.summary}</p>
                </li>
              ))}
            </ul>
          </div>
        </Container>
      </aside>
    </>
  );
}
