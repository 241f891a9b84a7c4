/** Query keys of complaints; the admin console's resolutions invalidate `complaintKeys.all`. */
export const complaintKeys = {
  all: ['complaints'] as const,
  mine: ['complaints', 'mine'] as const,
};
