import { clsx } from 'clsx';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/limits.ts';
import { PLANS } from '../../../../shared/plans.ts';
import {
  ADMIN_REASON_MAX_LENGTH,
  adminReasonFormSchema,
} from '../../../../shared/schemas/activity.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-input.tsx';
import { textLinkStyles } from '../../../components/ui/text-link.tsx';
import { TextareaField } from '../../../components/ui/textarea.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/date.ts';
import { ROLE_NAMES } from '../../../lib/role-names.ts';
import { readSession } from '../../../lib/session.ts';
import type { AdminUser } from '../admin-schemas.ts';
import { ADMIN_LIST_PAGE_SIZE, adminHref, readPage } from '../admin-tabs.ts';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import { ActionMenu, type ActionMenuItem } from '../components/action-menu.tsx';
import { ActionStatus, useActionStatus } from '../components/action-status.tsx';
import { ConfirmDialog, type ConfirmRequest } from '../components/confirm-dialog.tsx';
import { BreakableText, EmailText, Td } from '../components/data-table.tsx';
import { saveBlob } from '../components/download.ts';
import { FlaggedMessagesDialog } from '../components/flagged-messages-dialog.tsx';
import { FormDialog } from '../components/form-dialog.tsx';
import { IdentityDocumentDialog } from '../components/identity-document-dialog.tsx';
import { type ListFilter, ListFilters } from '../components/list-filters.tsx';
import { PagedTable } from '../components/paged-table.tsx';
import { SetPlanDialog } from '../components/plan-dialogs.tsx';
import { RiskScoreDialog } from '../components/risk-score-dialog.tsx';
import { TabHeader } from '../components/tab-parts.tsx';
import { formatPlanLastDay } from '../plan-format.ts';
import {
  useAdminUsers,
  useCheckOnline,
  useDeleteUser,
  useExportUsers,
  useResetPassword,
  useSetBlocked,
  useVerifyIdentity,
} from '../queries/users.ts';

/** An employer's plan under their role (docs/decisions/055): "Pro" and "until Jan 31, 2027". */
function PlanBadge({ user }: { user: AdminUser }) {
  if (user.plan === null) return null;
  const lastDay = user.plan === 'free' ? null : formatPlanLastDay(user.plan_last_day);
  return (
    <div className="mt-1 flex flex-col items-start gap-0.5">
      <Badge tone={user.plan === 'free' ? 'neutral' : 'brand'} className="whitespace-nowrap">
        {PLANS[user.plan].name} plan
      </Badge>
      {lastDay ? (
        <span className="text-xs whitespace-nowrap text-neutral-600">until {lastDay}</span>
      ) : null}
    </div>
  );
}

type OnlineState = 'checking' | 'online' | 'offline' | 'failed';

function OnlineCheck({ user }: { user: AdminUser }) {
  const [state, setState] = useState<OnlineState | null>(null);
  const check = useCheckOnline();
  const run = () => {
    setState('checking');
    check.mutate(user.id, {
      onSuccess: (isOnline) => setState(isOnline ? 'online' : 'offline'),
      onError: () => setState('failed'),
    });
  };
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant="secondary"
        size="sm"
        onClick={run}
        disabled={state === 'checking'}
        aria-label={`Check whether ${user.username} is online`}
      >
        Check
      </Button>
      <span aria-live="polite" className="text-xs text-neutral-700">
        {state === 'checking' ? 'Checking…' : null}
        {state === 'online' ? <Badge tone="success">Online</Badge> : null}
        {state === 'offline' ? <Badge>Offline</Badge> : null}
        {state === 'failed' ? ADMIN_TEXTS.onlineCheckFailed : null}
      </span>
    </div>
  );
}

function ResetPasswordDialog({
  user,
  onClose,
  onDone,
}: {
  user: AdminUser | null;
  onClose: () => void;
  onDone: (user: AdminUser) => void;
}) {
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');
  // Each error under the field it is about (WCAG 3.3.1): aria-invalid and aria-describedby.
  const [errors, setErrors] = useState<{ password?: string; reason?: string }>({});
  const reset = useResetPassword();
  return (
    <FormDialog
      isOpen={user !== null}
      onClose={() => {
        setPassword('');
        setReason('');
        setErrors({});
        onClose();
      }}
      title={`Reset the password of ${user?.username ?? ''}`}
      description="They are signed out everywhere and sign in with the new password. Tell them the new password through a channel you trust."
      submitLabel="Reset Password"
      failure={ADMIN_TEXTS.resetPasswordFailed}
      onSubmit={async () => {
        if (!user) return undefined;
        // Optional here; when given, the same 3 to 200 characters as the other reasons.
        const given = reason.trim() ? adminReasonFormSchema.safeParse({ reason }) : null;
        const found = {
          password: password === '' ? ADMIN_TEXTS.passwordRequired : undefined,
          reason: given && !given.success ? given.error.issues[0]?.message : undefined,
        };
        setErrors(found);
        if (found.password || found.reason) return false;
        try {
          await reset.mutateAsync({
            id: user.id,
            newPassword: password,
            reason: given?.data?.reason ?? '',
          });
        } catch (failure) {
          // A 400 is the password rules (the reason was checked above): said at the password.
          if (!(failure instanceof ApiError && failure.status === 400 && failure.serverMessage)) {
            throw failure;
          }
          setErrors({ password: failure.serverMessage });
          return false;
        }
        setPassword('');
        setReason('');
        setErrors({});
        onDone(user);
        return undefined;
      }}
    >
      <PasswordField
        label="New password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        toggleLabel="new password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <TextareaField
        label="Reason (optional)"
        hint="Shown with the reset in their account activity. 3 to 200 characters."
        rows={2}
        maxLength={ADMIN_REASON_MAX_LENGTH}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={errors.reason}
      />
    </FormDialog>
  );
}

const USER_FILTERS: readonly ListFilter[] = [
  { param: 'search', label: 'Username or e-mail' },
  {
    param: 'role',
    label: 'Role',
    options: [
      ['', 'All roles'],
      ['jobseeker', 'Jobseeker'],
      ['employer', 'Employer'],
      ['admin', 'Admin'],
    ],
  },
  {
    param: 'identity',
    label: 'Identity',
    options: [
      ['', 'Any'],
      ['pending', 'Document waiting'],
    ],
  },
  {
    param: 'review',
    label: 'Review',
    options: [
      ['', 'Any'],
      ['flagged-messages', 'Flagged messages'],
    ],
  },
];

/** `messagesOf=<id>` in the address opens that person's flagged messages (the dashboard links it). */
function readUserId(value: string | null): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Users (spec section 2): accounts, their state and every action on them. */
export function UsersTab({ params }: { params: URLSearchParams }) {
  const page = readPage(params.get('page'));
  const filter = {
    page,
    limit: ADMIN_LIST_PAGE_SIZE,
    search: params.get('search') ?? '',
    role: params.get('role') ?? '',
    identity: params.get('identity') ?? '',
    review: params.get('review') ?? '',
  };
  const users = useAdminUsers(filter);
  const navigate = useNavigate();
  const messagesOfId = readUserId(params.get('messagesOf'));
  const messagesOf =
    messagesOfId === null
      ? null
      : {
          id: messagesOfId,
          username:
            users.data?.rows.find((user) => user.id === messagesOfId)?.username ??
            `user #${messagesOfId}`,
        };
  const showFlaggedMessages = (id: number | null) =>
    void navigate(adminHref(params, { messagesOf: id }), { replace: id === null });
  const status = useActionStatus();
  const remove = useDeleteUser();
  const setBlocked = useSetBlocked();
  const verify = useVerifyIdentity();
  const exportUsers = useExportUsers();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [resetFor, setResetFor] = useState<AdminUser | null>(null);
  const [riskFor, setRiskFor] = useState<AdminUser | null>(null);
  const [documentOf, setDocumentOf] = useState<AdminUser | null>(null);
  const [planOf, setPlanOf] = useState<AdminUser | null>(null);
  const ownId = Number(readSession()?.claims.sub);

  const askDelete = (user: AdminUser) =>
    setConfirm({
      title: `Delete ${user.username}?`,
      message: `This erases the account of ${user.username} (${user.email}) with its profile, uploads, job posts, applications and messages. This action cannot be undone.`,
      confirmLabel: 'Delete user',
      isDestructive: true,
      onConfirm: () =>
        void status.run(
          () => remove.mutateAsync(user.id),
          () => ADMIN_TEXTS.userDeleted(user.username),
          ADMIN_TEXTS.deleteUserFailed,
        ),
    });

  const toggleBlock = (user: AdminUser) => {
    const block = (reason = '') =>
      void status.run(
        () => setBlocked.mutateAsync({ id: user.id, isBlocked: !user.is_blocked, reason }),
        () =>
          user.is_blocked
            ? ADMIN_TEXTS.userUnblocked(user.username)
            : ADMIN_TEXTS.userBlocked(user.username),
        user.is_blocked ? ADMIN_TEXTS.unblockUserFailed : ADMIN_TEXTS.blockUserFailed,
      );
    if (user.is_blocked) {
      block();
      return;
    }
    setConfirm({
      title: `Block ${user.username}?`,
      message: `${user.username} is signed out at once and cannot sign in until unblocked.`,
      confirmLabel: 'Block user',
      isDestructive: true,
      reasonHint: 'Shown with the block in their account activity. 3 to 200 characters.',
      onConfirm: block,
    });
  };

  const decideIdentity = (user: AdminUser, isVerified: boolean) => {
    const decide = (reason = '') =>
      void status.run(
        () => verify.mutateAsync({ id: user.id, verify: isVerified, reason }),
        () =>
          isVerified
            ? ADMIN_TEXTS.identityVerified(user.username)
            : ADMIN_TEXTS.identityRejected(user.username),
        isVerified ? ADMIN_TEXTS.verifyIdentityFailed : ADMIN_TEXTS.rejectIdentityFailed,
      );
    if (isVerified) {
      decide();
      return;
    }
    setConfirm({
      title: `Reject the identity of ${user.username}?`,
      message: `${user.username} is shown as not verified until an admin verifies them again.`,
      confirmLabel: 'Reject identity',
      isDestructive: true,
      reasonHint: 'Shown with the decision in their account activity. 3 to 200 characters.',
      onConfirm: decide,
    });
  };

  const exportCsv = () =>
    void status.run(
      async () => {
        const file = await exportUsers.mutateAsync();
        saveBlob(file.blob, file.fileName);
      },
      () => ADMIN_TEXTS.usersExported,
      ADMIN_TEXTS.exportFailed,
    );

  return (
    <div>
      <TabHeader
        title="Users"
        intro="Every account. Blocking signs the person out at once; deleting erases the account."
        action={
          <Button
            variant="secondary"
            onClick={exportCsv}
            disabled={exportUsers.isPending}
            aria-busy={exportUsers.isPending}
          >
            <Download aria-hidden="true" className="size-4" />
            Export to CSV
          </Button>
        }
      />
      <ActionStatus status={status.status} onDismiss={status.clear} />
      <ListFilters
        params={params}
        label="Find users"
        filters={USER_FILTERS}
        submitLabel="Search"
        columns="sm:grid-cols-2 lg:grid-cols-[1fr_10rem_12rem_12rem_auto] sm:items-end"
      />
      <PagedTable
        query={users}
        loadingLabel="Loading users"
        loadFailed={ADMIN_TEXTS.usersLoadFailed}
        caption="Users"
        columns={['ID', 'Username and email', 'Role', 'Status', 'Identity', 'Online', 'Actions']}
        empty="No users match."
        renderRow={(user) => {
          const isSelf = user.id === ownId;
          const notForSelf = isSelf ? 'Not for your own account' : undefined;
          const isMember = user.role !== 'admin';
          // Destructive actions last, each confirmed (docs/decisions/042); the names are the spec's.
          const items: ActionMenuItem[] = [
            { label: 'View Risk Score', onSelect: () => setRiskFor(user) },
            { label: 'View Flagged Messages', onSelect: () => showFlaggedMessages(user.id) },
            { label: 'Reset Password', onSelect: () => setResetFor(user) },
            // Plans are for employers only (docs/decisions/055).
            ...(user.role === 'employer'
              ? [{ label: 'Set Plan', onSelect: () => setPlanOf(user) }]
              : []),
            ...(isMember && !user.identity_verified
              ? [{ label: 'Verify Identity', onSelect: () => decideIdentity(user, true) }]
              : []),
            ...(user.is_blocked ? [{ label: 'Unblock', onSelect: () => toggleBlock(user) }] : []),
            ...(isMember
              ? [
                  {
                    label: 'Reject Identity',
                    onSelect: () => decideIdentity(user, false),
                    isDestructive: true,
                  },
                ]
              : []),
            ...(user.is_blocked
              ? []
              : [
                  {
                    label: 'Block',
                    onSelect: () => toggleBlock(user),
                    isDestructive: true,
                    disabledReason: notForSelf,
                  },
                ]),
            {
              label: 'Delete',
              onSelect: () => askDelete(user),
              isDestructive: true,
              disabledReason: notForSelf,
            },
          ];
          return (
            <tr key={user.id}>
              <Td className="tabular-nums">{user.id}</Td>
              <Td className="min-w-52">
                <Link to={`/users/${user.id}`} className={clsx(textLinkStyles, 'font-medium')}>
                  <BreakableText text={user.username} />
                </Link>
                <div className="text-neutral-700">
                  <EmailText email={user.email} />
                </div>
                <div className="text-xs whitespace-nowrap text-neutral-600">
                  Joined {formatDate(user.created_at)}
                </div>
              </Td>
              <Td className="whitespace-nowrap">
                {ROLE_NAMES[user.role]}
                <PlanBadge user={user} />
              </Td>
              <Td>
                <div className="flex flex-col items-start gap-1">
                  {user.is_blocked ? (
                    <Badge tone="danger">Blocked</Badge>
                  ) : (
                    <Badge tone="success">Active</Badge>
                  )}
                  {/* The review queue's count (docs/decisions/046). */}
                  {user.flagged_messages_recent === undefined ? null : (
                    <Badge tone="warning" className="whitespace-nowrap tabular-nums">
                      {user.flagged_messages_recent} flagged in 24 h
                    </Badge>
                  )}
                </div>
              </Td>
              <Td>
                <div className="flex flex-col items-start gap-1">
                  {user.identity_verified ? (
                    <Badge tone="success" className="whitespace-nowrap">
                      Verified
                    </Badge>
                  ) : (
                    <Badge className="whitespace-nowrap">Not verified</Badge>
                  )}
                  {user.identity_document ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="-ml-3"
                      onClick={() => setDocumentOf(user)}
                      aria-label={`View the identity document of ${user.username}`}
                    >
                      View document
                    </Button>
                  ) : (
                    <span className="text-xs whitespace-nowrap text-neutral-600">No document</span>
                  )}
                </div>
              </Td>
              <Td>
                <OnlineCheck user={user} />
              </Td>
              <Td>
                <ActionMenu label={`Actions for ${user.username}`} items={items} />
              </Td>
            </tr>
          );
        }}
        params={params}
        page={page}
      />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      <ResetPasswordDialog
        user={resetFor}
        onClose={() => setResetFor(null)}
        onDone={(user) => status.succeed(ADMIN_TEXTS.passwordReset(user.username))}
      />
      {planOf ? (
        <SetPlanDialog
          key={planOf.id}
          user={planOf}
          onClose={() => setPlanOf(null)}
          onDone={status.succeed}
        />
      ) : null}
      <RiskScoreDialog user={riskFor} onClose={() => setRiskFor(null)} />
      <FlaggedMessagesDialog user={messagesOf} onClose={() => showFlaggedMessages(null)} />
      <IdentityDocumentDialog
        user={documentOf}
        onClose={() => setDocumentOf(null)}
        onDecide={(user, isVerified) => {
          setDocumentOf(null);
          decideIdentity(user, isVerified);
        }}
      />
    </div>
  );
}
