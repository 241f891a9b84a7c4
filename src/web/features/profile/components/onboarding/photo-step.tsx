import { type FormEvent, useRef, useState } from 'react';
import { MESSAGES } from '../../../../../shared/messages.ts';
import type { Profile } from '../../../../../shared/schemas/profile.ts';
import { UserAvatar } from '../../../../components/profile/user-avatar.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useUploadAvatar } from '../../queries/use-upload-avatar.ts';
import { AVATAR_RULE, checkUpload } from '../../upload-rules.ts';
import { FileChooser } from '../file-upload-form.tsx';
import { StepCard, StepSubmit } from './step-card.tsx';
import type { StepNavigation } from './step-form.ts';

type PhotoStepProps = StepNavigation & {
  profile: Profile;
  title: string;
  intro: string;
  /** What the picture is, for the file input's label: 'Choose a photo', 'Choose a new logo'. */
  picture: 'photo' | 'logo';
};

/**
 * The jobseeker's photo or the employer's logo: both are the avatar (POST
 * /api/profile/upload-avatar, spec section 7), with the spec's checks before anything is sent.
 * The main button uploads the chosen file and moves on; with a picture already saved and no new
 * file, it only moves on.
 */
export function PhotoStep({
  profile,
  title,
  intro,
  picture,
  onNext,
  onBack,
  isLast,
  isFocusedOnOpen,
}: PhotoStepProps) {
  const upload = useUploadAvatar();
  const inputRef = useRef<HTMLInputElement>(null);
  const [hasFile, setHasFile] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hasAvatar = profile.avatar !== null;
  const goesOn = isLast ? 'finish' : 'continue';
  const label = hasFile || !hasAvatar ? `Upload and ${goesOn}` : isLast ? 'Finish' : 'Continue';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const file = inputRef.current?.files?.[0];
    if (!file && hasAvatar) {
      onNext();
      return;
    }
    const problem = checkUpload(file, AVATAR_RULE);
    if (problem || !file) {
      setError(problem ?? MESSAGES.avatarUploadFailed);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    try {
      await upload.mutateAsync(file);
      onNext();
    } catch (failure) {
      setError(errorMessage(failure, MESSAGES.avatarUploadFailed));
    }
  };

  return (
    <StepCard
      title={title}
      intro={intro}
      isFocusedOnOpen={isFocusedOnOpen}
      onSubmit={onSubmit}
      formError={error}
      onBack={onBack}
      onSkip={onNext}
      isBusy={upload.isPending}
      primary={<StepSubmit isBusy={upload.isPending}>{label}</StepSubmit>}
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <UserAvatar
          username={profile.company_name ?? profile.username}
          src={profile.avatar}
          size="xl"
        />
        <div className="min-w-0 flex-1">
          <FileChooser
            ref={inputRef}
            label={`Choose a ${hasAvatar ? 'new ' : ''}${picture}`}
            hint="JPEG, JPG or PNG, up to 5 MB. Everyone can see it."
            rule={AVATAR_RULE}
            isInvalid={error !== null}
            onChange={() => {
              setError(null);
              setHasFile((inputRef.current?.files?.length ?? 0) > 0);
            }}
          />
        </div>
      </div>
    </StepCard>
  );
}
