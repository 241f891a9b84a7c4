import { Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../ui/button.tsx';
import { Container } from '../ui/container.tsx';
import { inputStyles } from '../ui/input.tsx';

type SearchMode = {
  value: 'work' | 'talent';
  tab: string;
  label: string;
  placeholder: string;
  /** The page to open with the typed text (spec section 2, "Header and shell"). */
  target: (text: string) => string;
};

const MODES: readonly SearchMode[] = [
  {
    value: 'work',
    tab: 'Find Work',
    label: 'Search jobs',
    placeholder: 'Job title or keyword',
    target: (text) => (text ? `/find-job?title=${encodeURIComponent(text)}` : '/find-job'),
  },
  {
    value: 'talent',
    tab: 'Hire Talent',
    label: 'Search talent',
    placeholder: 'Candidate skills or role',
    target: (text) => (text ? `/find-talent?skills=${encodeURIComponent(text)}` : '/find-talent'),
  },
];

function SearchForm({ mode }: { mode: SearchMode }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(mode.target(text.trim()));
  };
  return (
    <search aria-label={mode.label} className="flex flex-1">
      <form onSubmit={onSubmit} className="flex flex-1 gap-2">
        <label htmlFor={`header-search-${mode.value}`} className="sr-only">
          {mode.label}
        </label>
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-500"
          />
          <input
            id={`header-search-${mode.value}`}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={mode.placeholder}
            className={`${inputStyles} h-10 pl-9`}
            enterKeyHint="search"
          />
        </div>
        <Button type="submit">Search</Button>
      </form>
    </search>
  );
}

/**
 * The two-tab search of the shell: find work or hire talent. WAI-ARIA tabs with automatic
 * activation: arrow keys, Home and End move between the tabs and select them; only the selected
 * tab is a tab stop. Written out rather than taken from Radix, whose tabs brought about 8 kB
 * gzipped to every page (docs/decisions/015).
 */
export function SearchBar() {
  const [selected, setSelected] = useState<SearchMode['value']>('work');
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (mode: SearchMode) => `${baseId}-tab-${mode.value}`;
  const panelId = (mode: SearchMode) => `${baseId}-panel-${mode.value}`;
  const active = MODES.find((mode) => mode.value === selected) ?? (MODES[0] as SearchMode);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = MODES.indexOf(active);
    const next =
      event.key === 'ArrowRight'
        ? (current + 1) % MODES.length
        : event.key === 'ArrowLeft'
          ? (current - 1 + MODES.length) % MODES.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? MODES.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    setSelected((MODES[next] as SearchMode).value);
    tabRefs.current[next]?.focus();
  };

  // index.html reserves this band at its height for the first paint (88 px on phones, 40 px from
  // sm, between the paddings), except on the pages without it (shared/search-band.ts): keep the
  // two in step, or the page below jumps (decisions/028, 043).
  return (
    <div className="border-t border-neutral-200 bg-neutral-50/70">
      <Container className="py-3">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3 lg:max-w-3xl">
          <div
            role="tablist"
            aria-label="Search for"
            aria-orientation="horizontal"
            onKeyDown={onKeyDown}
            className="inline-flex shrink-0 self-start rounded-lg bg-neutral-200/70 p-1 sm:self-auto"
          >
            {MODES.map((mode, index) => {
              const isSelected = mode === active;
              return (
                <button
                  key={mode.value}
                  ref={(element) => {
                    tabRefs.current[index] = element;
                  }}
                  id={tabId(mode)}
                  type="button"
                  role="tab"
                  aria-selected={isSelected}
                  aria-controls={panelId(mode)}
                  tabIndex={isSelected ? 0 : -1}
                  data-state={isSelected ? 'active' : 'inactive'}
                  onClick={() => setSelected(mode.value)}
                  className="rounded-md px-3 py-1.5 text-sm font-medium text-neutral-700 transition-colors hover:text-neutral-900 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-xs"
                >
                  {mode.tab}
                </button>
              );
            })}
          </div>
          <div
            id={panelId(active)}
            role="tabpanel"
            aria-labelledby={tabId(active)}
            className="flex flex-1"
          >
            {/* Keyed: switching tabs starts an empty form, as the tab's own placeholder says. */}
            <SearchForm key={active.value} mode={active} />
          </div>
        </div>
      </Container>
    </div>
  );
}
