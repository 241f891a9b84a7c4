/**
 * User-facing texts. Those quoted from the spec are contracts (product-spec.md sections 2, 5, 6
 * and 8): change them only with the spec.
 */
export const MESSAGES = {
  // Spec texts.
  passwordsDoNotMatch: 'Passwords do not match!',
  invalidToken: 'Invalid token. Please log in again.',
  registrationFailed: 'Registration failed. Please try again.',
  registrationCountryBlocked: 'Registration is not allowed from your country.',
  loginFailed: 'Login failed. Please try again.',
  profileUnauthorized: 'Unauthorized or profile not found. Please check your credentials.',
  profileLoadFailed: 'Failed to load profile.',
  onlyEmployersPostJobs: 'Only employers can post jobs.',
  onlyForEmployers: 'This page is only available for employers.',
  onlyForJobseekers: 'This page is only available for jobseekers.',
  onlyForAdmins: 'This page is only available for admins.',
  notSpecified: 'Not specified',
  invalidDate: 'Invalid date',

  // Server texts of our own (decisions.md leaves the wording to us).
  emailTaken: 'An account with this e-mail address already exists.',
  usernameTaken: 'This username is already taken. Please choose another one.',
  invalidCredentials: 'Invalid email or password.',
  accountBlocked: 'Your account has been blocked. Contact support if you think this is a mistake.',
  tooManyLoginAttempts: 'Too many failed login attempts. Please wait 15 minutes and try again.',
  tooManyRegistrations: 'Too many sign-ups from your network. Please try again later.',
  tooManyRequests: 'Too many requests. Please slow down and try again in a minute.',
  loginRequired: 'Please log in to continue.',
  sessionInvalid: 'Your session is invalid or has expired. Please log in again.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'The requested resource was not found.',
  internalError: 'Something went wrong on our side. Please try again.',
  passwordTooShort: 'Password must be at least 12 characters long.',
  passwordTooLong: 'Password must be at most 128 characters long.',
  passwordTooCommon:
    'This password is too common and easy to guess. Please choose a less predictable one.',
  passwordContainsIdentity: 'Password must not contain your username or e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  emailRequired: 'Please enter your e-mail address.',
  passwordRequired: 'Please enter your password.',
  usernameInvalid:
    'Username must be 3 to 30 characters: letters, digits, underscores, hyphens and dots.',
  roleInvalid: 'Role must be employer or jobseeker.',
} as const;
