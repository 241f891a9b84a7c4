import { lazy, type ReactNode, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.ts';
import { TwoFactorPrompt } from '../../../components/two-factor-prompt.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useSessionState } from '../../../lib/session.ts';
import { type AdminTabId, readTab, tabLabel } from '../admin-tabs.ts';
import { AdminSidebar } from '../components/admin-sidebar.tsx';
import { AuditLogTab } from '../tabs/audit-log-tab.tsx';
import { BlockedCountriesTab } from '../tabs/blocked-countries-tab.tsx';
import { CategoriesTab } from '../tabs/categories-tab.tsx';
import { ChatHistoryTab } from '../tabs/chat-history-tab.tsx';
import { ComplaintsTab } from '../tabs/complaints-tab.tsx';
import { DashboardTab } from '../tabs/dashboard-tab.tsx';
import { FeedbackTab } from '../tabs/feedback-tab.tsx';
import { JobPostsTab } from '../tabs/job-posts-tab.tsx';
import { PlansTab } from '../tabs/plans-tab.tsx';
import { ReviewsTab } from '../tabs/reviews-tab.tsx';
import { SettingsTab } from '../tabs/settings-tab.tsx';
import { UsersTab } from '../tabs/users-tab.tsx';

/** The charts load with the Analytics tab only. */
const AnalyticsTab = lazy(() =>
  import('../tabs/analytics-tab.tsx').then((module) => ({ default: module.AnalyticsTab })),
);

function TabContent({ tab, params }: { tab: AdminTabId; params: URLSearchParams }) {
  switch (tab) {
    case 'dashboard':
      return <DashboardTab params={params} />;
    case 'users':
      return <UsersTab params={params} />;
    case 'plans':
      return <PlansTab params={params} />;
    case 'job-posts':
      return <JobPostsTab params={params} />;
    case 'reviews':
      return <ReviewsTab params={params} />;
    case 'feedback':
      return <FeedbackTab params={params} />;
    case 'categories':
      return <CategoriesTab />;
    case 'blocked-countries':
      return <BlockedCountriesTab />;
    case 'complaints':
      return <ComplaintsTab params={params} />;
    case 'chat-history':
      return <ChatHistoryTab params={params} />;
    case 'analytics':
      return <AnalyticsTab />;
    case 'settings':
      return <SettingsTab />;
    case 'audit-log':
      return <AuditLogTab params={params} />;
  }
}

function Heading({ children }: { children?: ReactNode }) {
  return (
    <div>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Admin</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-neutral-900">Admin Dashboard</h1>
      <TwoFactorPrompt className="mt-6" />
      {children}
    </div>
  );
}

const tabLoading = (
  <div aria-busy="true" className="space-y-3">
    <span className="sr-only">Loading...</span>
    <Skeleton className="block h-8 w-48" />
    <Skeleton className="block h-64 w-full" />
  </div>
);

/** Admin dashboard /admin (spec section 2): thirteen sections, for admins only. */
export function AdminPage() {
  const [params] = useSearchParams();
  const tab = readTab(params.get('tab'));
  useDocumentTitle(tab === 'dashboard' ? 'Admin' : `${tabLabel(tab)} | Admin`);
  const { session } = useSessionState();

  if (session?.claims.role !== 'admin') {
    return (
      <Container className="py-10 sm:py-14">
        <Heading />
        <Alert
          tone="warning"
          className="mt-8"
          action={session ? null : <TextLink to="/login">Sign In</TextLink>}
        >
          {MESSAGES.onlyForAdmins}
        </Alert>
      </Container>
    );
  }

  return (
    <Container className="py-8 sm:py-10">
      <Heading />
      <div className="mt-6 grid gap-6 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
        <div className="lg:sticky lg:top-4 lg:self-start">
          <AdminSidebar current={tab} />
        </div>
        {/* The section's own key: its local state (dialogs, forms) starts afresh per section. */}
        <div key={tab} className="min-w-0">
          <Suspense fallback={tabLoading}>
            <TabContent tab={tab} params={params} />
          </Suspense>
        </div>
      </div>
    </Container>
  );
}
