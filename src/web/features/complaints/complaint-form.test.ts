import { describe, expect, it } from 'vitest';
import { checkComplaint, readComplaintTarget, readComplaintType } from './complaint-form.ts';

describe('the complaint form (spec section 5)', () => {
  it('needs every field', () => {
    for (const input of [
      { type: '', id: '3', reason: 'Spam' },
      { type: 'profile', id: ' ', reason: 'Spam' },
      { type: 'job_post', id: '3', reason: '   ' },
    ]) {
      expect(checkComplaint(input)).toEqual({ ok: false, error: 'Please fill in all fields.' });
    }
  });

  it('accepts job_post and profile only, and a whole-number id', () => {
    expect(readComplaintType('job_post')).toBe('job_post');
    expect(readComplaintType('user')).toBe('');
    expect(checkComplaint({ type: 'job_post', id: 'abc', reason: 'Spam' }).ok).toBe(false);
  });

  it('sends the spec payload: reason with job_post_id or profile_id', () => {
    expect(checkComplaint({ type: 'job_post', id: ' 12 ', reason: ' Scam ' })).toEqual({
      ok: true,
      body: { reason: 'Scam', job_post_id: 12 },
    });
    expect(checkComplaint({ type: 'profile', id: '7', reason: 'Fake' })).toEqual({
      ok: true,
      body: { reason: 'Fake', profile_id: 7 },
    });
  });
});

describe('the complaint form with a category (docs/decisions/040)', () => {
  it('reads the target from the address, or none when it is not one', () => {
    expect(readComplaintTarget('job_post', '168')).toEqual({ type: 'job_post', id: 168 });
    expect(readComplaintTarget('profile', ' 7 ')).toEqual({ type: 'profile', id: 7 });
    for (const [type, id] of [
      ['job_post', null],
      ['job_post', '0'],
      ['job_post', '1e3'],
      ['review', '3'],
      [null, '3'],
    ] as const) {
      expect(readComplaintTarget(type, id)).toBeNull();
    }
  });

  it('needs a category when the form asks for one, and sends it beside the spec fields', () => {
    expect(checkComplaint({ type: 'job_post', id: '3', category: '', reason: 'Fee' })).toEqual({
      ok: false,
      error: 'Please fill in all fields.',
    });
    expect(
      checkComplaint({ type: 'job_post', id: '3', category: 'asks_for_payment', reason: 'Fee' }),
    ).toEqual({
      ok: true,
      body: { reason: 'Fee', job_post_id: 3, category: 'asks_for_payment' },
    });
  });
});
