import { POPULAR_CATEGORIES } from '../../../../shared/categories.ts';
import { Container } from '../../../components/ui/container.tsx';

export function CategoriesSection() {
  return (
    <section
      aria-labelledby="categories-heading"
      className="render-near-viewport border-y border-neutral-200 bg-white py-16 [contain-intrinsic-size:auto_560px] sm:py-20 md:[contain-intrinsic-size:auto_292px] lg:[contain-intrinsic-size:auto_242px]"
    >
      <Container>
        <h2 id="categories-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Popular Job Categories
        </h2>
        <p className="mt-3 max-w-2xl text-base text-neutral-600">
          The kinds of work businesses most often hire virtual assistants and freelancers for.
        </p>
        <ul className="mt-8 flex flex-wrap gap-2.5 sm:gap-3">
          {POPULAR_CATEGORIES.map((name) => (
            <li
              key={name}
              className="rounded-full border border-neutral-200 bg-neutral-50 px-4 py-2 text-sm font-medium text-neutral-800"
            >
              {name}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
