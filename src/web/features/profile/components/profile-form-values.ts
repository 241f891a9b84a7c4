import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, UseFormReturn } from 'react-hook-form';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { Role } from '../../../../shared/roles.ts';
import {
  EMPLOYER_ONLY_FIELDS,
  JOBSEEKER_ONLY_FIELDS,
  type Profile,
  type ProfileUpdate,
  profileUpdateSchema,
} from '../../../../shared/schemas/profile.ts';
import { ApiError, errorMessage } from '../../../lib/api.ts';

/** Every field the form may show; each role sees and sends only its own (spec section 7). */
export type ProfileFormValues = {
  username: string;
  email: string;
  /** Asked only when the e-mail changes (docs/decisions/008). */
  currentPassword: string;
  timezone: string;
  currency: string;
  skills: string;
  experience: string;
  portfolio: string;
  video_intro: string;
  categoryIds: number[];
  // Talent facts (docs/decisions/032), as typed: the shared schema reads the numbers.
  headline: string;
  hourly_rate: string;
  country: string;
  languages: string;
  availability: string;
  search_status: string;
  /** "HH:MM" as a time input gives it; both empty: none (docs/decisions/051). */
  working_hours: { start: string; end: string };
  company_name: string;
  company_info: string;
  referral_link: string;
};

export type Changes = Partial<ProfileUpdate>;

export type ProfileFormApi = UseFormReturn<ProfileFormValues, unknown, Changes>;

function mask<K extends string>(fields: readonly K[]): Record<K, true> {
  return Object.fromEntries(fields.map((field) => [field, true])) as Record<K, true>;
}

/**
 * The shared update schema without the other role's fields: z.object drops unknown keys, so a
 * jobseeker's form never sends company fields (the server would answer 400).
 */
const schemaByRole = {
  jobseeker: profileUpdateSchema.omit(mask(EMPLOYER_ONLY_FIELDS)),
  employer: profileUpdateSchema.omit(mask(JOBSEEKER_ONLY_FIELDS)),
  admin: profileUpdateSchema.omit(mask([...EMPLOYER_ONLY_FIELDS, ...JOBSEEKER_ONLY_FIELDS])),
} as const;

export function resolverFor(role: Role): Resolver<ProfileFormValues, unknown, Changes> {
  // The three schemas share their field types; the cast only forgets which keys each dropped.
  return zodResolver(schemaByRole[role]) as unknown as Resolver<
    ProfileFormValues,
    unknown,
    Changes
  >;
}

/** 25 → '25', 17.5 → '17.50': a rate as a person would type it. */
function rateText(rate: number | null): string {
  if (rate === null) return '';
  return Number.isInteger(rate) ? String(rate) : rate.toFixed(2);
}

export function initialValues(profile: Profile, suggestedZone: string | null): ProfileFormValues {
  return {
    username: profile.username,
    email: profile.email,
    currentPassword: '',
    timezone: profile.timezone ?? suggestedZone ?? '',
    currency: profile.currency ?? '',
    skills: profile.skills.join(', '),
    experience: profile.experience ?? '',
    portfolio: profile.portfolio ?? '',
    video_intro: profile.video_intro ?? '',
    categoryIds: profile.categories.map((c) => c.id),
    headline: profile.headline ?? '',
    hourly_rate: rateText(profile.hourly_rate),
    country: profile.country ?? '',
    languages: profile.languages.join(', '),
    availability: profile.availability === null ? '' : String(profile.availability),
    search_status: profile.search_status ?? '',
    working_hours: profile.working_hours ?? { start: '', end: '' },
    company_name: profile.company_name ?? '',
    company_info: profile.company_info ?? '',
    referral_link: profile.referral_link ?? '',
  };
}

/**
 * Resolves the named fields of the shared update schema, for a form that shows only those (the
 * welcome steps, docs/decisions/038): the same rules and messages as /profile, and z.object drops
 * every other value, so only these are sent.
 */
export function resolverForFields(
  fields: readonly (keyof ProfileUpdate)[],
): Resolver<ProfileFormValues, unknown, Changes> {
  return zodResolver(profileUpdateSchema.pick(mask(fields))) as unknown as Resolver<
    ProfileFormValues,
    unknown,
    Changes
  >;
}

/** A server message without the field name it starts with ("currentPassword: …"). */
export const fieldText = (message: string) => message.replace(/^[A-Za-z_]+: /, '');

/**
 * A refused save: the server names the field (docs/decisions/029-error-codes.md), so the message
 * goes beside it (`skills.3` beside Skills) and what was typed stays. Returns the message for the
 * form's own alert when it names no field among `shown`.
 */
export function showSaveError(
  form: ProfileFormApi,
  error: unknown,
  shown: readonly string[] = Object.keys(form.getValues()),
): string | null {
  const message = errorMessage(error, MESSAGES.profileUpdateFailed);
  const field = error instanceof ApiError ? error.field?.split('.')[0] : undefined;
  if (!field || !shown.includes(field)) return message;
  form.setError(
    field as keyof ProfileFormValues,
    { message: fieldText(message) },
    { shouldFocus: true },
  );
  return null;
}
