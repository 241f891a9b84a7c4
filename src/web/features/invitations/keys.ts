/**
 * Query keys of invitations (docs/decisions/034): the jobseeker's list, and what the signed-in
 * employer sent to one person (the invite dialog marks the posts already offered).
 */
export const invitationKeys = {
  all: ['invitations'] as const,
  received: ['invitations', 'received'] as const,
  sentTo: (userId: number) => ['invitations', 'sent', userId] as const,
};
