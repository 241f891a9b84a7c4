import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import {
  MAIL_PREFERENCES,
  type MailPreference,
  mailPreferencesOf,
} from '../../../../shared/mail-preferences.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { Profile } from '../../../../shared/schemas/profile.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useUpdateProfile } from '../queries/use-update-profile.ts';

type Choices = Partial<Record<MailPreference, boolean>>;

/**
 * The optional mail of the person's role (docs/decisions/037), saved on its own. The boxes show
 * the server's values until the person changes one; "saved" is said only when the reply holds
 * exactly what the boxes show, and goes as soon as a box changes again.
 */
export function MailPreferencesSection({ profile }: { profile: Profile }) {
  const names = mailPreferencesOf(profile.role);
  const update = useUpdateProfile();
  const [draft, setDraft] = useState<Choices | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  if (names.length === 0) return null;

  const stored = (name: MailPreference) => profile.mail_preferences[name] === true;
  const shown = (name: MailPreference) => draft?.[name] ?? stored(name);
  const changes = Object.fromEntries(
    names.filter((name) => shown(name) !== stored(name)).map((name) => [name, shown(name)]),
  ) as Choices;
  const isDirty = Object.keys(changes).length > 0;

  const save = async () => {
    setIsSaved(false);
    try {
      const saved = await update.mutateAsync({ mail_preferences: changes });
      const held = names.every(
        (name) => saved.mail_preferences[name] === (changes[name] ?? stored(name)),
      );
      if (held) setDraft(null);
      setIsSaved(held);
    } catch {
      // The error is shown from the mutation; the boxes keep what the person chose.
    }
  };

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="mail-preferences-heading">
        <h2 id="mail-preferences-heading" className="text-lg font-semibold text-neutral-900">
          Email notifications
        </h2>
        <p className="mt-1 text-sm text-neutral-600">
          Choose the optional e-mails you get. Sign-in, password and address e-mails always reach
          you{profile.role === 'jobseeker' ? ', and so do answers to your applications' : ''}.
        </p>
        <form
          className="mt-4"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <fieldset className="space-y-4">
            <legend className="sr-only">Optional e-mails</legend>
            {names.map((name) => (
              <div key={name}>
                <Checkbox
                  name={name}
                  label={MAIL_PREFERENCES[name].label}
                  aria-describedby={`mail-preference-${name}-hint`}
                  checked={shown(name)}
                  disabled={update.isPending}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    setIsSaved(false);
                    update.reset();
                    setDraft((current) => ({ ...current, [name]: checked }));
                  }}
                />
                <p
                  id={`mail-preference-${name}-hint`}
                  className="mt-1 ml-6 text-sm text-neutral-600"
                >
                  {MAIL_PREFERENCES[name].description}
                </p>
              </div>
            ))}
          </fieldset>
          {update.isError ? (
            <Alert className="mt-4">
              {errorMessage(update.error, MESSAGES.mailPreferencesSaveFailed)}
            </Alert>
          ) : null}
          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button type="submit" variant="secondary" disabled={!isDirty || update.isPending}>
              {update.isPending ? (
                <LoaderCircle
                  aria-hidden="true"
                  className="size-4 animate-spin motion-reduce:hidden"
                />
              ) : null}
              Save e-mail preferences
            </Button>
            <p role="status" className="text-sm font-medium text-success-700">
              {isSaved && !isDirty ? 'E-mail preferences saved.' : ''}
            </p>
          </div>
        </form>
      </section>
    </Card>
  );
}
