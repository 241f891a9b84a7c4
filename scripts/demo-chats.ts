/**
 * Chats on the demo's accepted applications (docs/decisions/016): each accepted application gets a
 * short, believable exchange between its employer and jobseeker, written after the acceptance.
 * Older messages are read; in some chats the latest ones are still unread by their recipient,
 * so the Messages page and the header badge have something to show. Deterministic.
 */
import { seededRandom } from '../bench/job-data.ts';
import type { chatMessages } from '../src/server/db/schema.ts';
import { detectRisks } from '../src/shared/trust/detector.ts';

const MINUTE_MS = 60 * 1000;

export type DemoAcceptedApplication = {
  id: number;
  employerId: number;
  jobseekerId: number;
  /** When it was accepted: the conversation starts after this. */
  decidedAt: Date;
};

type Line = { from: 'employer' | 'jobseeker'; text: string };

/** Exchanges an employer and a new hire have; one is picked per chat and cut at some length. */
const CONVERSATIONS: Line[][] = [
  [
    {
      from: 'employer',
      text: 'Hi! Welcome aboard. I have shared the onboarding document with you. Could you start on Monday?',
    },
    {
      from: 'jobseeker',
      text: 'Thank you! Monday works well for me. I will read the document today.',
    },
    {
      from: 'employer',
      text: 'Great. We usually do a 15-minute call at 9:00 my time to plan the week.',
    },
    { from: 'jobseeker', text: 'Perfect, I will be there. Which tool do you use for calls?' },
    { from: 'employer', text: 'Google Meet. I will send the invitation tonight.' },
    { from: 'jobseeker', text: 'Got it, thanks. Looking forward to it!' },
  ],
  [
    {
      from: 'jobseeker',
      text: 'Thanks for accepting my application! Is there anything you would like me to prepare before we start?',
    },
    {
      from: 'employer',
      text: 'Please look at our help centre and note anything that seems out of date. That would be a great first task.',
    },
    { from: 'jobseeker', text: 'Will do. I should have a list for you by Thursday.' },
    { from: 'employer', text: 'Sounds good. Invoices go out on the 1st and the 15th, by the way.' },
    { from: 'jobseeker', text: 'Noted. I sent over the list, it has eleven items so far.' },
  ],
  [
    {
      from: 'employer',
      text: 'Hello, happy to have you on the project. What hours suit you best?',
    },
    { from: 'jobseeker', text: 'Mornings in my time zone, roughly 8:00 to 14:00 UTC.' },
    { from: 'employer', text: 'That overlaps nicely with our afternoon. Let us keep that.' },
    {
      from: 'jobseeker',
      text: 'Great. Shall I share a short progress note at the end of each day?',
    },
    { from: 'employer', text: 'Yes please, a few lines in this chat is perfect.' },
    { from: 'jobseeker', text: 'Today: finished the first batch of 40 product descriptions.' },
    { from: 'employer', text: 'Excellent work, thank you!' },
  ],
  [
    { from: 'employer', text: 'Welcome! Do you have access to the shared inbox yet?' },
    { from: 'jobseeker', text: 'Not yet, the invitation seems to have expired.' },
    { from: 'employer', text: 'Sorry about that, I just sent a new one.' },
    { from: 'jobseeker', text: 'It works now. I can see the open tickets.' },
  ],
];

/** The planned messages; `sender`/`recipient` ids come from the application. */
export function demoChatMessages(
  accepted: readonly DemoAcceptedApplication[],
  now: number,
): (typeof chatMessages.$inferInsert)[] {
  const random = seededRandom(20261124);
  const rows: (typeof chatMessages.$inferInsert)[] = [];
  accepted.forEach((application, index) => {
    // A few accepted applications have no conversation yet: the list shows them empty.
    if (index % 7 === 6) return;
    const script = CONVERSATIONS[index % CONVERSATIONS.length] as Line[];
    const length = Math.max(2, Math.min(script.length, 2 + Math.floor(random() * script.length)));
    const lines = script.slice(0, length);
    const start = application.decidedAt.getTime() + 30 * MINUTE_MS;
    const span = Math.max(lines.length * MINUTE_MS, now - 5 * MINUTE_MS - start);
    // Spread the lines over the time since acceptance, in order, never in the future.
    let at = start;
    const step = span / (lines.length + 1);
    // In about a third of the chats, the last one or two messages are still unread.
    const unreadTail = random() < 0.35 ? 1 + Math.floor(random() * 2) : 0;
    lines.forEach((line, i) => {
      at = Math.min(now - MINUTE_MS, at + step * (0.5 + random()));
      const fromEmployer = line.from === 'employer';
      const isRead = i < lines.length - unreadTail;
      rows.push({
        jobApplicationId: application.id,
        senderId: fromEmployer ? application.employerId : application.jobseekerId,
        recipientId: fromEmployer ? application.jobseekerId : application.employerId,
        content: line.text,
        // As sending stores them (docs/decisions/046).
        flags: detectRisks(line.text),
        isRead,
        readAt: isRead ? new Date(at + 10 * MINUTE_MS) : null,
        createdAt: new Date(at),
      });
    });
  });
  return rows;
}
