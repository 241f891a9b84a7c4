import { clsx } from 'clsx';
import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../shared/limits.ts';
import { withField } from './field.tsx';
import { inputStyles } from './input.tsx';

/** The hint under a new password (Sign Up, Reset Password): the rule, and how to meet it well. */
export const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong, memorable password.`;

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** The field's name as read out in the toggle, e.g. 'password' gives 'Show password'. */
  toggleLabel: string;
};

/** A password input with its own show/hide toggle (docs/spec.md, "Sign In", "Sign Up"). */
export function PasswordInput({ toggleLabel, className, ...props }: PasswordInputProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className="relative">
      <input
        type={isVisible ? 'text' : 'password'}
        className={clsx(inputStyles, 'h-11 pr-12', className)}
        {...props}
      />
      <button
        type="button"
        onClick={() => setIsVisible((v) => !v)}
        aria-label={`${isVisible ? 'Hide' : 'Show'} ${toggleLabel}`}
        aria-pressed={isVisible}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-neutral-600 hover:text-neutral-900 focus-visible:outline-offset-[-2px]"
      >
        {isVisible ? (
          <EyeOff aria-hidden="true" className="size-5" />
        ) : (
          <Eye aria-hidden="true" className="size-5" />
        )}
      </button>
    </div>
  );
}

/** A PasswordInput in its Field (withField). */
export const PasswordField = /* @__PURE__ */ withField(PasswordInput);
