import { sql } from 'drizzle-orm';
import { OFFLINE_MAIL_INTERVAL_SECONDS } from '../../../shared/chat.ts';
import type { ChatMessage } from '../../../shared/schemas/chat.ts';
import type { Database } from '../../db/client.ts';
import { chatMailNotices } from '../../db/schema.ts';
import type { BackgroundTasks } from '../../infra/background.ts';
import type { Presence } from '../../infra/presence.ts';
import type { NotificationsService } from '../notifications/service.ts';
import type { Chat } from './service.ts';

type Party = Chat['jobseeker'];

/**
 * The e-mail a party gets about a message sent while they were away (decisions.md, "Chat and
 * presence"): at most one per conversation per hour, whichever instance stored the message.
 */
export function createOfflineMail(deps: {
  db: Database;
  presence: Presence;
  /** The recipient's channel for messages while away decides (docs/decisions/052). */
  notifications: Pick<NotificationsService, 'notify'>;
  background: BackgroundTasks;
  publicUrl: string;
}) {
  /**
   * Claims the right to e-mail `recipientId` about chat `jobApplicationId`: true at most once
   * per hour, decided by one atomic statement, so any number of instances agree.
   */
  async function claimOfflineMail(jobApplicationId: number, recipientId: number) {
    const claimed = await deps.db
      .insert(chatMailNotices)
      .values({ jobApplicationId, recipientId })
      .onConflictDoUpdate({
        target: [chatMailNotices.jobApplicationId, chatMailNotices.recipientId],
        set: { lastMailedAt: sql`now()` },
        setWhere: sql`${chatMailNotices.lastMailedAt} <= now() - make_interval(secs => ${OFFLINE_MAIL_INTERVAL_SECONDS})`,
      })
      .returning({ at: chatMailNotices.lastMailedAt });
    return claimed.length > 0;
  }

  function sendOfflineMail(chat: Chat, from: Party, to: Party) {
    const mail = {
      to: to.email,
      subject: `New message from ${from.username} about "${chat.jobTitle}"`,
      content: {
        preheader: `${from.username} sent you a message on TalentBridge.`,
        greeting: `Hi ${to.username},`,
        paragraphs: [
          `${from.username} sent you a message about "${chat.jobTitle}" while you were away.`,
          'Open Messages on TalentBridge to read it and reply.',
        ],
        action: { label: 'Open Messages', url: `${deps.publicUrl}/messages` },
        footer:
          'You received this because you have a conversation on TalentBridge. We send at most one such e-mail per conversation per hour.',
      },
    };
    return deps.notifications.notify(deps.db, {
      userId: to.id,
      kind: 'message_while_away',
      title: `New message from ${from.username}`,
      body: `${from.username} sent you a message about "${chat.jobTitle}" while you were away.`,
      link: '/messages',
      mail,
    });
  }

  return {
    /**
     * After a stored message: when the recipient is not online, tell them (as they chose), at most once per
     * conversation per hour. Runs in the background; the sender never waits for it.
     */
    notifyIfOffline(chat: Chat, message: ChatMessage) {
      deps.background.run('offline message mail', async () => {
        if (await deps.presence.isOnline(message.recipient_id)) return;
        if (!(await claimOfflineMail(chat.id, message.recipient_id))) return;
        const from = chat.jobseeker.id === message.sender_id ? chat.jobseeker : chat.employer;
        const to = chat.jobseeker.id === message.sender_id ? chat.employer : chat.jobseeker;
        await sendOfflineMail(chat, from, to);
      });
    },
  };
}
