import { clsx } from 'clsx';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { ADMIN_TABS, type AdminTabId, readTab } from '../admin-tabs.ts';

const href = (id: AdminTabId) => (id === 'dashboard' ? '/admin' : `/admin?tab=${id}`);

/**
 * The phone's section select. Choosing opens nothing until Go is pressed: a select moves on
 * every arrow key, and a page that changed with each would be a change of context on input
 * (WCAG 3.2.2, docs/decisions/062).
 */
function SectionPicker({ current }: { current: AdminTabId }) {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<AdminTabId>(current);
  // Back, Forward or a link changed the section: the select shows it.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setChosen(current);
  }
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(href(chosen));
      }}
    >
      <div className="min-w-0 flex-1">
        <SelectField
          label="Section"
          value={chosen}
          onChange={(event) => setChosen(readTab(event.target.value))}
        >
          {ADMIN_TABS.map((tab) => (
            <option key={tab.id} value={tab.id}>
              {tab.label}
            </option>
          ))}
        </SelectField>
      </div>
      <Button type="submit" variant="secondary" className="h-11">
        Go
      </Button>
    </form>
  );
}

/**
 * The sections of the console: a sidebar of links on wide screens, a select on phones (thirteen
 * entries would push the content below the fold) with a Go button. Links, not ARIA tabs: each section has its
 * own URL, so Back, reload and new tabs work.
 */
export function AdminSidebar({ current }: { current: AdminTabId }) {
  return (
    <>
      <div className="lg:hidden">
        <SectionPicker current={current} />
      </div>
      <nav aria-label="Admin sections" className="hidden lg:block">
        <ul className="space-y-0.5">
          {ADMIN_TABS.map((tab) => {
            const isCurrent = tab.id === current;
            return (
              <li key={tab.id}>
                <Link
                  to={href(tab.id)}
                  aria-current={isCurrent ? 'page' : undefined}
                  className={clsx(
                    'block rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                    isCurrent
                      ? 'bg-brand-50 text-brand-800'
                      : 'text-neutral-700 hover:bg-neutral-100 hover:text-neutral-950',
                  )}
                >
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
