import { clsx } from 'clsx';
import { Link, useNavigate } from 'react-router';
import { SelectField } from '../../../components/ui/select.tsx';
import { ADMIN_TABS, type AdminTabId } from '../admin-tabs.ts';

const href = (id: AdminTabId) => (id === 'dashboard' ? '/admin' : `/admin?tab=${id}`);

/**
 * The sections of the console: a sidebar of links on wide screens, a select on phones (thirteen
 * entries would push the content below the fold). Links, not ARIA tabs: each section has its
 * own URL, so Back, reload and new tabs work.
 */
export function AdminSidebar({ current }: { current: AdminTabId }) {
  const navigate = useNavigate();
  return (
    <>
      <div className="lg:hidden">
        <SelectField
          label="Section"
          value={current}
          onChange={(event) => void navigate(href(event.target.value as AdminTabId))}
        >
          {ADMIN_TABS.map((tab) => (
            <option key={tab.id} value={tab.id}>
              {tab.label}
            </option>
          ))}
        </SelectField>
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
