import { useQuery } from '@tanstack/react-query';
import { Copy, ShieldCheck } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { MfaSetupReply } from '../../../../shared/schemas/mfa.ts';
import { Alert, RetryAlert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { InputField } from '../../../components/ui/field.tsx';
import { PasswordField } from '../../../components/ui/password-input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/date.ts';
import { twoFactorStatusOptions, withoutFieldName } from '../../../lib/two-factor.ts';
import {
  useNewRecoveryCodes,
  useTwoFactorDisable,
  useTwoFactorEnable,
  useTwoFactorSetup,
} from '../queries/use-two-factor.ts';

/** The message of a failed call, and the field it is about (`code`, `password`) if any. */
function failureOf(error: unknown): { message: string; field?: string } {
  const field = error instanceof ApiError ? error.field : undefined;
  return { message: withoutFieldName(errorMessage(error, MESSAGES.mfaActionFailed), field), field };
}

/** The 6-digit code box of the set-up and of the changes that need a code. */
function CodeField({
  label,
  value,
  onChange,
  error,
  hint,
  inputRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  return (
    <InputField
      ref={inputRef}
      label={label}
      hint={hint}
      error={error}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      autoComplete="one-time-code"
      inputMode="numeric"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={32}
      className="max-w-56 font-mono tracking-wider"
    />
  );
}

/** The ten codes, shown once, with a way to copy them. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [isCopied, setIsCopied] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="mt-4 space-y-4">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="text-base font-semibold text-neutral-900 focus:outline-none"
      >
        Save your recovery codes
      </h3>
      <p className="text-sm text-neutral-600">
        If you lose your phone, each of these codes lets you sign in once. Keep them somewhere safe,
        such as a password manager. They are shown only now.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-lg border border-neutral-200 bg-neutral-50 p-4 font-mono text-sm text-neutral-900 min-[360px]:grid-cols-2 sm:max-w-md"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard
              ?.writeText(codes.join('\n'))
              .then(() => setIsCopied(true))
              .catch(() => setIsCopied(false));
          }}
        >
          <Copy aria-hidden="true" className="size-4" />
          Copy codes
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
        <p role="status" className="text-sm font-medium text-success-700">
          {isCopied ? 'Codes copied.' : ''}
        </p>
      </div>
    </div>
  );
}

/** Set-up: the QR code and the secret as text, then a code from the app to turn it on. */
function Enrol({
  userId,
  setup,
  onEnabled,
  onCancel,
}: {
  userId: string;
  setup: MfaSetupReply;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const enable = useTwoFactorEnable(userId);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const secretGroups = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret;
  const submit = async () => {
    setError(undefined);
    try {
      onEnabled((await enable.mutateAsync(code.trim())).recoveryCodes);
    } catch (failure) {
      setError(failureOf(failure).message);
    }
  };
  return (
    <form
      noValidate
      className="mt-4 space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ol className="space-y-5">
        <li className="space-y-3">
          <p className="text-sm font-medium text-neutral-900">
            1. Scan the QR code with an authenticator app
          </p>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <div
              role="img"
              aria-label="QR code to scan with your authenticator app"
              className="size-44 shrink-0 rounded-lg border border-neutral-200 bg-white p-2 [&>svg]:size-full"
              // The SVG is made by the server from the otpauth URI (qrcode): no remote image, and
              // the strict CSP allows inline SVG markup.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: server-made QR code SVG
              dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
            />
            <div className="min-w-0 space-y-2 text-sm text-neutral-700">
              <p>Google Authenticator, Microsoft Authenticator, 1Password and others work.</p>
              <p>Can’t scan it? Enter this key in the app instead:</p>
              <code
                id="two-factor-key"
                className="block font-mono text-sm text-neutral-900 select-all"
              >
                {secretGroups}
              </code>
            </div>
          </div>
        </li>
        <li className="space-y-3">
          <p className="text-sm font-medium text-neutral-900">
            2. Enter the 6-digit code the app shows
          </p>
          <CodeField label="Authentication code" value={code} onChange={setCode} error={error} />
        </li>
      </ol>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={enable.isPending} aria-busy={enable.isPending}>
          Turn on two-factor sign-in
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

type Change = 'none' | 'disable' | 'codes';

/** When two-factor is on: codes left, new recovery codes, turning it off. */
function Enabled({
  userId,
  enabledAt,
  codesLeft,
  onNewCodes,
  canTurnOff,
}: {
  userId: string;
  enabledAt: string | null;
  codesLeft: number;
  onNewCodes: (codes: string[]) => void;
  canTurnOff: boolean;
}) {
  const disable = useTwoFactorDisable(userId);
  const renew = useNewRecoveryCodes(userId);
  const [change, setChange] = useState<Change>('none');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<{ message: string; field?: string } | null>(null);
  const open = (next: Change) => {
    setChange(next);
    setPassword('');
    setCode('');
    setFailure(null);
  };
  const submit = async () => {
    setFailure(null);
    try {
      if (change === 'disable') {
        await disable.mutateAsync({ password, code: code.trim() });
        open('none');
      } else {
        onNewCodes((await renew.mutateAsync(code.trim())).recoveryCodes);
      }
    } catch (error) {
      setFailure(failureOf(error));
    }
  };
  const isBusy = disable.isPending || renew.isPending;
  const fieldError = (field: string) => (failure?.field === field ? failure.message : undefined);
  return (
    <div className="mt-4 space-y-4">
      <p className="text-sm text-neutral-700">
        {enabledAt ? `On since ${formatDate(enabledAt)}. ` : ''}
        Signing in asks for a code from your authenticator app.{' '}
        <span className={codesLeft <= 2 ? 'font-medium text-warning-800' : undefined}>
          {codesLeft} of 10 recovery codes left.
        </span>
      </p>
      {change === 'none' ? (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" onClick={() => open('codes')}>
            New recovery codes
          </Button>
          {canTurnOff ? (
            <Button variant="ghost" onClick={() => open('disable')}>
              Turn off
            </Button>
          ) : null}
        </div>
      ) : (
        <form
          noValidate
          className="space-y-4 rounded-lg border border-neutral-200 p-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p className="text-sm text-neutral-700">
            {change === 'disable'
              ? 'To turn two-factor sign-in off, enter your password and a code from your app (or a recovery code).'
              : 'Enter a code from your app to make ten new recovery codes. The old ones stop working.'}
          </p>
          {change === 'disable' ? (
            <PasswordField
              label="Password"
              toggleLabel="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={fieldError('password')}
            />
          ) : null}
          <CodeField
            label={change === 'disable' ? 'Code or recovery code' : 'Authentication code'}
            value={code}
            onChange={setCode}
            error={fieldError('code')}
          />
          {failure && !failure.field ? <Alert>{failure.message}</Alert> : null}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              type="submit"
              variant={change === 'disable' ? 'danger' : 'primary'}
              disabled={isBusy}
              aria-busy={isBusy}
            >
              {change === 'disable' ? 'Turn off two-factor sign-in' : 'Make new codes'}
            </Button>
            <Button variant="ghost" onClick={() => open('none')}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

/**
 * 'Two-factor sign-in' (docs/decisions/047): set-up with a QR code and the key as text,
 * confirmation with a code, recovery codes shown once, new codes and turning off. Used on
 * /profile and on the enrol screen admins are sent to.
 */
export function TwoFactorSection({
  userId,
  onEnabled,
}: {
  userId: string;
  /** After the recovery codes were saved, the first time (the enrol screen moves on). */
  onEnabled?: () => void;
}) {
  const status = useQuery(twoFactorStatusOptions(userId));
  const setup = useTwoFactorSetup();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [wasJustEnabled, setWasJustEnabled] = useState(false);

  let body: ReactNode;
  if (recoveryCodes) {
    body = (
      <RecoveryCodes
        codes={recoveryCodes}
        onDone={() => {
          setRecoveryCodes(null);
          setup.reset();
          if (wasJustEnabled) onEnabled?.();
        }}
      />
    );
  } else if (status.isError) {
    body = (
      <RetryAlert className="mt-4" onRetry={() => void status.refetch()}>
        {MESSAGES.mfaLoadFailed}
      </RetryAlert>
    );
  } else if (!status.data) {
    body = (
      <div aria-busy="true" className="mt-4 space-y-3">
        <span className="sr-only">Loading two-factor sign-in</span>
        <Skeleton className="block h-4 w-full" />
        <Skeleton className="block h-4 w-2/3" />
      </div>
    );
  } else if (status.data.enabled) {
    body = (
      <Enabled
        userId={userId}
        enabledAt={status.data.enabledAt}
        codesLeft={status.data.recoveryCodesLeft}
        canTurnOff={status.data.enrolment !== 'required'}
        onNewCodes={(codes) => {
          setWasJustEnabled(false);
          setRecoveryCodes(codes);
        }}
      />
    );
  } else if (setup.data) {
    body = (
      <Enrol
        userId={userId}
        setup={setup.data}
        onEnabled={(codes) => {
          setWasJustEnabled(true);
          setRecoveryCodes(codes);
        }}
        onCancel={() => setup.reset()}
      />
    );
  } else {
    body = (
      <div className="mt-4 space-y-4">
        <p className="text-sm text-neutral-700">
          Protect your account with a second step at sign-in: a 6-digit code from an authenticator
          app on your phone, so a stolen password alone is not enough.
        </p>
        {setup.isError ? <Alert>{failureOf(setup.error).message}</Alert> : null}
        <Button
          onClick={() => setup.mutate()}
          disabled={setup.isPending}
          aria-busy={setup.isPending}
        >
          <ShieldCheck aria-hidden="true" className="size-4" />
          Set up two-factor sign-in
        </Button>
      </div>
    );
  }

  return (
    <Card className="p-5 sm:p-6">
      <section id="two-factor" aria-labelledby="two-factor-heading">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h2 id="two-factor-heading" className="text-lg font-semibold text-neutral-900">
            Two-factor sign-in
          </h2>
          {status.data ? (
            <Badge tone={status.data.enabled ? 'success' : 'neutral'}>
              {status.data.enabled ? 'On' : 'Off'}
            </Badge>
          ) : null}
        </div>
        {body}
      </section>
    </Card>
  );
}
