/**
 * Invitations to apply (docs/decisions/034): what an invitation is and the limits on sending them.
 */
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined'] as const;

/** The employer's message: required, and short enough to read in a mail and a card. */
export const INVITATION_MESSAGE_MAX_LENGTH = 1000;

/** Invitations one employer may send in any 24 hours, so that inviting cannot become spamming. */
export const INVITATIONS_PER_DAY = 30;
