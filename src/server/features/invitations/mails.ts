import type { Invitation } from '../../../shared/schemas/invitations.ts';
import type { NotificationsService } from '../notifications/service.ts';

/** The name an invitation shows for its sender: the company, or the username when none is set. */
export const senderName = (invitation: Invitation) =>
  invitation.employer.company_name ?? invitation.employer.username;

/**
 * The mail an invitation sends, after the reply that caused it (docs/decisions/024, 034),
 * through the notification centre: the jobseeker's channel for invitations applies
 * (docs/decisions/052).
 */
export function createInvitationMails(deps: {
  notifications: Pick<NotificationsService, 'deliver'>;
  publicUrl: string;
}) {
  function invited(invitation: Invitation, to: string) {
    const sender = senderName(invitation);
    const title = invitation.job_post.title;
    const mail = {
      to,
      subject: `${sender} invited you to apply for "${title}"`,
      unsubscribeLabel: 'Stop e-mails about invitations',
      content: {
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
      },
    };
    // After the answer: neither the bell nor SMTP holds up the employer's click.
    deps.notifications.deliver('invitation', {
      userId: invitation.jobseeker.id,
      kind: 'invitation',
      title: `${sender} invited you to apply for "${title}"`,
      body: invitation.message,
      link: '/invitations',
      mail,
    });
  }

  return { invited };
}
