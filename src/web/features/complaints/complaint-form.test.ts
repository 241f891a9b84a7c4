import { describe, expect, it } from 'vitest';
import { checkComplaint, readComplaintType } from './complaint-form.ts';

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
