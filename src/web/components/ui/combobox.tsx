import { clsx } from 'clsx';
import { Check, ChevronsUpDown } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { type FieldControlProps, withField } from './field.tsx';
import { inputStyles } from './input.tsx';

export type ComboboxOption = {
  value: string;
  /** What the input shows once chosen, e.g. 'USD — US Dollar'. */
  label: string;
  /** A quieter second text in the list, e.g. a UTC offset. Searched too. */
  description?: string;
};

type ComboboxProps = Partial<FieldControlProps> & {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  options: readonly ComboboxOption[];
  /**
   * The options listed while nothing is typed (default: all). Typing always searches all, so a
   * short list of common choices can open the list while the rest stays one word away.
   */
  initialOptions?: readonly ComboboxOption[];
  /** A line under the initial options, e.g. 'Type to search all currencies.' */
  initialHint?: string;
  placeholder?: string;
};

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[_/]+/g, ' ');
}

function matches(option: ComboboxOption, words: readonly string[]): boolean {
  const haystack = normalize(`${option.value} ${option.label} ${option.description ?? ''}`);
  return words.every((word) => haystack.includes(word));
}

/**
 * A searchable single choice from a long list (WAI-ARIA combobox with a listbox popup): type to
 * filter, arrows to move, Enter to choose, Escape to close. Unlike a Radix Select it needs no
 * portal or scroll lock, so it works under the strict CSP. Text that matches no option is
 * dropped on leaving the field; an emptied field clears the value.
 */
export function Combobox({
  value,
  onChange,
  onBlur,
  name,
  options,
  initialOptions,
  initialHint,
  placeholder,
  id,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
}: ComboboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const listId = `${inputId}-listbox`;
  // null while the person is not typing: the input then shows the chosen option.
  const [query, setQuery] = useState<string | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const selected = options.find((option) => option.value === value);
  const shownText = query ?? selected?.label ?? value;

  const visible = useMemo(() => {
    const words = normalize(query ?? '')
      .split(/\s+/)
      .filter(Boolean);
    if (words.length === 0) return initialOptions ?? options;
    return options.filter((option) => matches(option, words));
  }, [query, options, initialOptions]);
  const isShowingInitial = (query ?? '').trim() === '' && initialOptions !== undefined;

  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => {
    if (!isOpen || activeIndex < 0) return;
    document.getElementById(`${listId}-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [isOpen, activeIndex, listId]);

  const open = () => {
    if (isOpen) return;
    setIsOpen(true);
    setActiveIndex(
      Math.max(
        0,
        visible.findIndex((option) => option.value === value),
      ),
    );
  };

  const close = () => {
    setIsOpen(false);
    setActiveIndex(-1);
  };

  const choose = (option: ComboboxOption) => {
    onChange(option.value);
    setQuery(null);
    close();
  };

  const commitTypedText = () => {
    if (query === null) return;
    const typed = query.trim();
    if (typed === '') {
      onChange('');
    } else {
      const lower = typed.toLowerCase();
      const exact = options.find(
        (option) => option.value.toLowerCase() === lower || option.label.toLowerCase() === lower,
      );
      if (exact) onChange(exact.value);
    }
    setQuery(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!isOpen) open();
        else setActiveIndex((index) => Math.min(index + 1, visible.length - 1));
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!isOpen) open();
        else setActiveIndex((index) => Math.max(index - 1, 0));
        return;
      case 'Enter': {
        const option = isOpen ? visible[activeIndex] : undefined;
        if (option) {
          event.preventDefault(); // Choosing must not submit the form.
          choose(option);
        }
        return;
      }
      case 'Escape':
        if (isOpen || query !== null) {
          event.preventDefault();
          setQuery(null);
          close();
        }
        return;
    }
  };

  return (
    <div className="relative">
      <input
        id={inputId}
        name={name}
        type="text"
        role="combobox"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={isOpen && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-invalid={ariaInvalid}
        aria-describedby={ariaDescribedBy}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={shownText}
        onChange={(event) => {
          setQuery(event.target.value);
          setIsOpen(true);
          setActiveIndex(0);
        }}
        onClick={open}
        // Typing then replaces the chosen option instead of appending to it.
        onFocus={(event) => event.target.select()}
        onKeyDown={onKeyDown}
        onBlur={() => {
          commitTypedText();
          close();
          onBlur?.();
        }}
        className={clsx(inputStyles, 'h-11 pr-10')}
      />
      <button
        type="button"
        tabIndex={-1}
        aria-label={isOpen ? 'Close list' : 'Open list'}
        // Keeps the focus in the input, so the list stays tied to it.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          document.getElementById(inputId)?.focus();
          if (isOpen) close();
          else open();
        }}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-neutral-500 hover:text-neutral-900"
      >
        <ChevronsUpDown aria-hidden="true" className="size-4" />
      </button>
      <div
        hidden={!isOpen}
        className="absolute inset-x-0 top-full z-30 mt-1 animate-fade-in overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-lg"
      >
        <div
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          // Clicking an option must not blur the input first (which would close the list).
          onMouseDown={(event) => event.preventDefault()}
          className="max-h-64 overflow-y-auto p-1.5"
        >
          {isOpen
            ? visible.map((option, index) => {
                const isSelected = option.value === value;
                return (
                  // The input keeps the focus and handles the keys (aria-activedescendant).
                  // biome-ignore lint/a11y/useKeyWithClickEvents: see above
                  // biome-ignore lint/a11y/useFocusableInteractive: see above
                  <div
                    key={option.value}
                    id={optionId(index)}
                    role="option"
                    aria-selected={isSelected}
                    onClick={() => choose(option)}
                    onMouseMove={() => setActiveIndex(index)}
                    className={clsx(
                      'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm',
                      index === activeIndex ? 'bg-brand-50 text-brand-900' : 'text-neutral-800',
                    )}
                  >
                    <Check
                      aria-hidden="true"
                      className={clsx('size-4 shrink-0 text-brand-700', !isSelected && 'invisible')}
                    />
                    <span className="min-w-0 flex-1 truncate">{option.label}</span>
                    {option.description ? (
                      <span className="shrink-0 text-xs text-neutral-600">
                        {option.description}
                      </span>
                    ) : null}
                  </div>
                );
              })
            : null}
        </div>
        {isOpen && visible.length === 0 ? (
          <p className="px-4 pb-3 text-sm text-neutral-600">No matches.</p>
        ) : null}
        {isOpen && isShowingInitial && initialHint ? (
          <p className="border-t border-neutral-200 px-4 py-2 text-xs text-neutral-600">
            {initialHint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A Combobox in its Field (withField). */
export const ComboboxField = withField(Combobox);
