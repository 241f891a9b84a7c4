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

  // Profiles, uploads and account e-mails (issue 3). Spec texts first.
  avatarInvalid: 'Only JPEG, JPG, or PNG files up to 5MB are allowed.',
  documentInvalid: 'Only JPEG, JPG, PNG, or PDF files up to 10MB are allowed.',
  uploadMissing: 'Please select a file to upload.',
  avatarUploaded: 'Avatar uploaded successfully!',
  documentUploaded: 'Document uploaded successfully!',
  avatarUploadFailed: 'Failed to upload avatar.',
  documentUploadFailed: 'Failed to upload document.',
  categoryNameEmpty: 'Category name cannot be empty.',
  verificationTokenMissing: 'Invalid or missing verification token.',
  resetTokenMissing: 'Invalid or missing reset token.',
  resetRequestSent: 'If an account with this email exists, a reset link has been sent.',
  forgotPasswordEmailMissing: 'Please enter your email address.',
  profileUpdateFailed: 'Failed to update profile.',
  accountDeleteFailed: 'Failed to delete account.',
  deleteAccountConfirm:
    'Are you sure you want to delete your account? This action cannot be undone.',
  loginToViewPage: 'You must be logged in to view this page.',
  ownProfileLoadFailed: 'Failed to load profile or categories. Please try again later.',
  invalidUserId: 'Invalid user ID.',
  publicProfileLoadFailed:
    'Failed to load profile. User may not exist or the server is unavailable.',
  profileNotFound: 'Profile not found',
  profileUnavailable: 'Profile data is unavailable.',
  reviewsLoadFailed: 'Failed to load reviews.',
  noReviewsYet: 'No reviews yet.',
  notRated: 'Not rated',
  verifyEmailFailed: 'Failed to verify email. Please try again.',
  sendResetFailed: 'Failed to send reset link. Please try again.',
  resetFailed: 'Failed to reset password. Please try again.',

  // Our own texts for issue 3.
  categoryNameTaken: 'A category with this name already exists.',
  categoryNameTooLong: 'Category name must be at most 80 characters.',
  categoriesUnknown: 'One or more of the chosen categories do not exist.',
  timezoneInvalid: 'Please choose a valid time zone, such as Europe/Berlin.',
  currencyInvalid: 'Please choose a valid currency code, such as USD or EUR.',
  urlInvalid: 'Please enter a full web address starting with http:// or https://.',
  skillsTooMany: 'You can list at most 50 skills, each up to 50 characters.',
  fieldTooLong: 'This text is too long.',
  fieldNotForRole: 'This field does not belong to your account type.',
  emailVerified: 'Your e-mail address is verified. You can log in now.',
  verificationExpired: 'This verification link has expired. Log in and ask for a new one.',
  verificationSent: 'We sent a new verification link to your e-mail address.',
  alreadyVerified: 'Your e-mail address is already verified.',
  resetExpired: 'This reset link has expired. Please ask for a new one.',
  passwordResetDone: 'Your password has been reset. You can now log in with the new password.',
  accountDeleted: 'Your account and its data have been deleted.',
  identityDocumentNotFound: 'Document not found.',
  viewsForJobseekersOnly: 'Only jobseeker profiles count views.',
  lastAdmin:
    'You are the only admin. Create another admin (npm run admin:create) before deleting this account.',
  tooManyVerificationMails:
    'We already sent several verification e-mails this hour. Please check your inbox and spam folder.',

  // Web texts for issue 3: a spec fallback (section 8) first, then our own.
  anonymousReviewer: 'Anonymous',
  profileSaved: 'Your profile has been saved.',
  profileSavedEmailChanged:
    'Your profile has been saved. We sent a confirmation link to your new e-mail address.',
  verifyEmailPrompt: 'Please verify your e-mail address.',
  resendVerificationFailed: 'We could not send a new verification link. Please try again later.',
} as const;
