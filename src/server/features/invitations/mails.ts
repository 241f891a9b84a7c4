import type { Invitation } from '../../../shared/schemas/invitations.ts';
import type { BackgroundTasks } from '../../infra/background.ts';
import type { Mailer } from '../../infra/mail.ts';
import { renderMail } from '../../infra/mail-layout.ts';
import type { UnsubscribeLinks } from '../profiles/unsubscribe.ts';

/** The name an invitation shows for its sender: the company, or the username when none is set. */
export const senderName = (invitation: Invitation) =>
  invitation.employer.company_name ?? invitation.employer.username;

/** The mail an invitation sends, after the reply that caused it (docs/decisions/024, 034). */
export function createInvitationMails(deps: {
  mailer: Mailer;
  background: BackgroundTasks;
  publicUrl: string;
  unsubscribe: UnsubscribeLinks;
}) {
  function invited(invitation: Invitation, to: string) {
    const sender = senderName(invitation);
    const title = invitation.job_post.title;
    const mail = {
      subject: `${sender} invited you to apply for "${title}"`,
      ...renderMail({
        preheader: `${sender} would like you to apply.`,
        greeting: `Hi ${invitation.jobseeker.username},`,
        paragraphs: [
          `${sender} saw your profile on TalentBridge and invited you to apply for "${title}". Their message:`,
          `“${invitation.message}”`,
          invitation.job_post.asks_proposal
            ? 'Accept it to open the application form: this employer asks a few questions of every applicant.'
            : 'Accept it and your application is sent at once; or decline it if the job is not for you.',
        ],
        action: { label: 'See the invitation', url: `${deps.publicUrl}/invitations` },
        footer:
          'You received this because an employer invited you to a job on TalentBridge. Only employers who found your profile can invite you, once per job.',
        unsubscribe: {
          label: 'Stop e-mails about invitations',
          url: deps.unsubscribe.pageUrl(invitation.jobseeker.id, 'invitations'),
        },
      }),
      headers: deps.unsubscribe.headers(invitation.jobseeker.id, 'invitations'),
    };
    // Sent after the answer: SMTP must not hold up the employer's click.
    deps.background.run('invitation mail', () => deps.mailer.send({ to, ...mail }));
  }

  return { invited };
}
