import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { MESSAGES } from '../../../../shared/messages.ts';
import { type JobPost, OVERLAP_HOURS_MAX } from '../../../../shared/schemas/jobs.ts';
import { parseClock, windowLength } from '../../../../shared/working-hours.ts';
import { Card } from '../../../components/ui/card.tsx';
import { ComboboxField } from '../../../components/ui/combobox.tsx';
import { InputField } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { profileQueryOptions } from '../../../lib/profile-query.ts';
import { useSessionState } from '../../../lib/session.ts';
import { browserTimeZone, timeZoneOptions } from '../../../lib/timezones.ts';
import type { JobFormValues } from './job-form.tsx';

export type OverlapValues = Pick<
  JobFormValues,
  'overlap_hours' | 'overlap_timezone' | 'overlap_start' | 'overlap_end'
>;

export function overlapDefaults(post: JobPost | undefined): OverlapValues {
  return {
    overlap_hours: post?.overlap ? String(post.overlap.hours) : '',
    overlap_timezone: post?.overlap?.timezone ?? '',
    overlap_start: post?.overlap?.start ?? '09:00',
    overlap_end: post?.overlap?.end ?? '17:00',
  };
}

/**
 * The overlap as the API takes it (docs/decisions/051): all four, or all four null when no hours
 * are chosen (which clears an edited post's).
 */
export function overlapInput(values: OverlapValues) {
  if (values.overlap_hours === '') {
    return { overlap_hours: null, overlap_timezone: null, overlap_start: null, overlap_end: null };
  }
  return {
    overlap_hours: Number(values.overlap_hours),
    overlap_timezone: values.overlap_timezone,
    overlap_start: values.overlap_start,
    overlap_end: values.overlap_end,
  };
}

/** What is wrong with the section as a whole, with the server's wording, or null. */
export function overlapProblem(values: OverlapValues): string | null {
  if (values.overlap_hours === '') return null;
  const start = parseClock(values.overlap_start);
  const end = parseClock(values.overlap_end);
  if (!values.overlap_timezone || start === null || end === null) return MESSAGES.overlapIncomplete;
  if (start === end) return MESSAGES.overlapSameTime;
  if (Number(values.overlap_hours) * 60 > windowLength({ start, end })) {
    return MESSAGES.overlapLongerThanWindow;
  }
  return null;
}

const HOURS = Array.from({ length: OVERLAP_HOURS_MAX }, (_, i) => String(i + 1));

/**
 * Post a Job's optional "Working hours overlap" (docs/decisions/051): how many hours of a working
 * window the hire must share, the window's zone defaulting to the employer's profile zone.
 */
export function OverlapSection({ form }: { form: UseFormReturn<JobFormValues> }) {
  const { register, control, setValue, getFieldState, formState } = form;
  const { session } = useSessionState();
  const profile = useQuery({
    ...profileQueryOptions(session?.claims.sub ?? ''),
    enabled: session !== null,
  });
  const zones = useMemo(() => timeZoneOptions(), []);
  const hours = useWatch({ control, name: 'overlap_hours' });
  const isAsked = hours !== '';
  const ownZone = profile.data?.timezone ?? null;

  // The employer's own zone once their profile is known, unless one was chosen already.
  useEffect(() => {
    const zone = ownZone ?? browserTimeZone();
    if (zone && !form.getValues('overlap_timezone') && !getFieldState('overlap_timezone').isDirty) {
      setValue('overlap_timezone', zone);
    }
  }, [ownZone, form, getFieldState, setValue]);

  return (
    <Card className="grid gap-8 p-5 sm:p-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-10">
      <div>
        <h2 className="text-base font-semibold text-neutral-900">Working hours overlap</h2>
        <p className="mt-1 text-sm text-neutral-600">
          Optional. If the hire must be online while your team is, say for how many hours of your
          working day. Jobseekers see how many hours their own day shares with it.
        </p>
      </div>
      <fieldset className="min-w-0 space-y-5">
        <legend className="sr-only">Working hours overlap</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Hours of overlap"
            error={formState.errors.overlap_hours?.message}
            {...register('overlap_hours')}
          >
            <option value="">Not needed</option>
            {HOURS.map((h) => (
              <option key={h} value={h}>
                {h === '1' ? '1 hour' : `${h} hours`}
              </option>
            ))}
          </SelectField>
          <Controller
            control={control}
            name="overlap_timezone"
            render={({ field: { value, onChange, onBlur } }) => (
              <ComboboxField
                label="Time zone"
                hint={
                  ownZone && value === ownZone
                    ? 'Your profile’s time zone.'
                    : 'Type a city to search.'
                }
                name="overlap_timezone"
                value={value}
                onChange={onChange}
                onBlur={onBlur}
                options={zones}
                placeholder="Search, e.g. New York"
              />
            )}
          />
          <div className="grid grid-cols-2 gap-3 sm:col-span-2 sm:max-w-md">
            <InputField
              label="From"
              type="time"
              required={isAsked}
              {...register('overlap_start')}
            />
            <InputField label="To" type="time" required={isAsked} {...register('overlap_end')} />
            <p className="col-span-2 -mt-1 text-xs text-neutral-600">
              An end before the start runs past midnight, such as 22:00 to 06:00.
            </p>
          </div>
        </div>
      </fieldset>
    </Card>
  );
}
