import { describe, expect, it } from 'vitest';
import { companyNameOf, employerDisplayName } from '../../shared/company.ts';
import {
  applicantCount,
  hiresText,
  htmlToText,
  jobExcerpt,
  proposalTerms,
  responsivenessText,
  salaryPerHour,
  salaryPerHr,
  truncateText,
} from './job-text.ts';

describe('the plain text of a job description', () => {
  it('drops tags and separates blocks, so words of two paragraphs do not run together', () => {
    expect(
      htmlToText(
        '<h3>Terms</h3><p>Pay <strong>weekly</strong></p><ul><li>One</li><li>Two</li></ul>',
      ),
    ).toBe('Terms Pay weekly One Two');
    expect(htmlToText('Line one<br>Line two<br/>three')).toBe('Line one Line two three');
    expect(
      htmlToText('<p><a href="https://x.example/?a=1&amp;b=2" rel="nofollow">link</a> text</p>'),
    ).toBe('link text');
  });

  it('decodes the entities the server and the editor write, and numeric ones', () => {
    expect(
      htmlToText('<p>R&amp;D &lt;team&gt; &quot;now&quot; &#39;ok&#39;&nbsp;&apos;x&apos;</p>'),
    ).toBe(`R&D <team> "now" 'ok' 'x'`);
    expect(htmlToText('<p>&#233;t&#xE9; &#x1F600;</p>')).toBe('été 😀');
    // An escaped tag stays text: nothing decoded is parsed again.
    expect(htmlToText('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<script>alert(1)</script>',
    );
  });

  it('leaves what is not an entity it knows as written', () => {
    expect(htmlToText('<p>Fish &chips; &#0; &#x110000; a & b</p>')).toBe(
      'Fish &chips; &#0; &#x110000; a & b',
    );
  });

  it('collapses whitespace and trims', () => {
    expect(htmlToText('  <p>\n  a \t b  </p>\n')).toBe('a b');
    expect(htmlToText('')).toBe('');
  });
});

describe('card texts (spec section 9)', () => {
  it('cuts a description to the card length with an ellipsis', () => {
    expect(truncateText('abcdef', 6)).toBe('abcdef');
    expect(truncateText('abc def', 4)).toBe('abc...');
    expect(jobExcerpt(`<p>${'word '.repeat(40)}</p>`, 150)).toHaveLength(150 - 1 + 3);
  });

  it('writes salaries per hour', () => {
    expect(salaryPerHour(25)).toBe('$25 per hour');
    expect(salaryPerHr(17.5)).toBe('$17.50/hr');
    expect(salaryPerHr(1200)).toBe('$1,200/hr');
    expect(salaryPerHour(null)).toBe('Not specified');
  });
});

describe('hiring texts (docs/decisions/033, 035)', () => {
  it('counts applicants', () => {
    expect(applicantCount(0)).toBe('No applicants yet');
    expect(applicantCount(1)).toBe('1 applicant');
    expect(applicantCount(12)).toBe('12 applicants');
  });

  it('states a proposal’s terms, or nothing', () => {
    expect(proposalTerms({ proposed_rate: 12.5, availability: 30 })).toBe('$12.50/hr · 30 h/week');
    expect(proposalTerms({ proposed_rate: null, availability: 10 })).toBe('10 h/week');
    expect(proposalTerms({ proposed_rate: null, availability: null })).toBeNull();
  });

  it.each([
    [0.5, 'Usually responds within an hour · responds to 90% of applicants'],
    [5.2, 'Usually responds within 6 hours · responds to 90% of applicants'],
    [24, 'Usually responds within a day · responds to 90% of applicants'],
    [30, 'Usually responds within 2 days · responds to 90% of applicants'],
    [null, 'Has not answered applicants yet'],
  ])('says how fast an employer answers (%s hours)', (hours, text) => {
    expect(responsivenessText({ response_rate: 0.9, median_response_hours: hours })).toBe(text);
  });
});

describe('company texts (docs/decisions/036)', () => {
  it('counts hires in words, with the zero a screen chooses', () => {
    expect(hiresText(0)).toBe('0 hires');
    expect(hiresText(0, 'No hires yet')).toBe('No hires yet');
    expect(hiresText(1)).toBe('1 hire');
    expect(hiresText(1250)).toBe('1,250 hires');
  });

  it('names an employer by the company, else the username', () => {
    expect(employerDisplayName({ username: 'harbour_co', company_name: 'Harbour & Co' })).toBe(
      'Harbour & Co',
    );
    expect(employerDisplayName({ username: 'harbour_co', company_name: '   ' })).toBe('harbour_co');
    expect(employerDisplayName({ username: 'harbour_co', company_name: null })).toBe('harbour_co');
    expect(companyNameOf('  Harbour & Co ')).toBe('Harbour & Co');
    expect(companyNameOf('')).toBeNull();
    expect(companyNameOf(null)).toBeNull();
  });
});
