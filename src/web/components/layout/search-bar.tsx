import { Search } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { type FormEvent, useState } from 'react';
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

/** The two-tab search of the shell: find work or hire talent. */
export function SearchBar() {
  return (
    <div className="border-t border-neutral-200 bg-neutral-50/70">
      <Container className="py-3">
        <Tabs.Root
          defaultValue="work"
          className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3 lg:max-w-3xl"
        >
          <Tabs.List
            aria-label="Search for"
            className="inline-flex shrink-0 self-start rounded-lg bg-neutral-200/70 p-1 sm:self-auto"
          >
            {MODES.map((mode) => (
              <Tabs.Trigger
                key={mode.value}
                value={mode.value}
                className="rounded-md px-3 py-1.5 text-sm font-medium text-neutral-700 transition-colors hover:text-neutral-900 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-xs"
              >
                {mode.tab}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {MODES.map((mode) => (
            <Tabs.Content key={mode.value} value={mode.value} className="flex flex-1">
              <SearchForm mode={mode} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Container>
    </div>
  );
}
