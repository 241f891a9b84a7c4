import type { Application } from '../../../../shared/schemas/applications.ts';
import { proposalTerms } from '../../../lib/job-text.ts';

/** The applicant's own view of what they proposed (docs/decisions/033); nothing when plain. */
export function ProposalSummary({ application }: { application: Application }) {
  const terms = proposalTerms(application);
  const letter = application.jobDescription;
  if (terms === null && letter === null && application.screening_answers.length === 0) return null;
  return (
    <details className="group mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-brand-700 hover:text-brand-800">
        Your proposal{terms ? `: ${terms}` : ''}
      </summary>
      <div className="mt-2 space-y-3 rounded-lg border border-neutral-200 px-4 py-3 text-neutral-700">
        {letter ? <p className="whitespace-pre-line break-words">{letter}</p> : null}
        {application.screening_answers.map(({ question, answer }) => (
          <div key={question}>
            <p className="font-medium text-neutral-900">{question}</p>
            <p className="mt-0.5 whitespace-pre-line break-words">{answer}</p>
          </div>
        ))}
      </div>
    </details>
  );
}
