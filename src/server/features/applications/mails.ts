import type { Application } from '../../../shared/schemas/applications.ts';
import type { NotificationsService } from '../notifications/service.ts';

/**
 * The mails applications send, each after the reply that caused it (docs/decisions/024), through
 * the notification centre so the applicant's preferences apply (docs/decisions/052).
 */
export function createApplicationMails(deps: {
  notifications: Pick<NotificationsService, 'deliver'>;
  publicUrl: string;
}) {
  /** Accepted or Rejected; a rejection may carry the employer's own words (bulk reject). */
  function decision(application: Application, message: string | null = null) {
    const title = application.job_post.title;
    const employerName = application.job_post.employer?.username ?? 'The employer';
    const accepted = application.status === 'Accepted';
    const mail = accepted
      ? {
          subject: `Your application for "${title}" was accepted`,
          content: {
            preheader: `${employerName} accepted your application.`,
            greeting: `Hi ${application.username},`,
            paragraphs: [
              `Good news: ${employerName} accepted your application for "${title}".`,
              'You can now message the employer on TalentBridge, and once you have worked together, leave a review on My Applications.',
            ],
            action: { label: 'View my applications', url: `${deps.publicUrl}/my-applications` },
            footer: 'You received this because you applied for a job on TalentBridge.',
          },
        }
      : {
          subject: `Update on your application for "${title}"`,
          content: {
            preheader: 'The employer has made a decision.',
            greeting: `Hi ${application.username},`,
            paragraphs: [
              `Thank you for applying for "${title}". ${employerName} has decided not to move forward with your application this time.`,
              message ? `${employerName} wrote: “${message}”` : '',
              'Many more remote jobs are waiting for you on TalentBridge.',
            ],
            action: { label: 'Find more jobs', url: `${deps.publicUrl}/find-job` },
            footer: 'You received this because you applied for a job on TalentBridge.',
          },
        };
    // After the answer: neither the bell nor SMTP holds up the employer's click.
    deps.notifications.deliver('application decision', {
      userId: application.user_id,
      kind: accepted ? 'application_accepted' : 'application_rejected',
      title: accepted
        ? `Your application for "${title}" was accepted`
        : `Update on your application for "${title}"`,
      body: accepted
        ? `${employerName} accepted your application.`
        : `${employerName} has decided not to move forward with your application this time.`,
      link: '/my-applications',
      mail: { ...mail, to: application.email },
    });
  }

  return { decision };
}
