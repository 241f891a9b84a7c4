/**
 * How people reach the team. One address for every page that gives one (contact, privacy,
 * careers); a deployment changes it here (decisions/022).
 */
export const CONTACT_EMAIL = 'support@talentbridge.example';
