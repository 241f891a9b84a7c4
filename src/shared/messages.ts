import { SHELL_MESSAGES } from './messages-shell.ts';

/**
 * User-facing texts. Those quoted from the spec are contracts (docs/spec.md sections 2, 5, 6
 * and 8): change them only with the spec.
 */
export const MESSAGES = {
  ...SHELL_MESSAGES,
  // Spec texts.
  passwordsDoNotMatch: 'Passwords do not match!',
  registrationFailed: 'Registration failed. Please try again.',
  registrationCountryBlocked: 'Registration is not allowed from your country.',
  loginFailed: 'Login failed. Please try again.',
  onlyEmployersPostJobs: 'Only employers can post jobs.',
  onlyForEmployers: 'This page is only available for employers.',
  onlyForJobseekers: 'This page is only available for jobseekers.',
  onlyForAdmins: 'This page is only available for admins.',
  invalidDate: 'Invalid date',

  // Server texts of our own (decisions.md leaves the wording to us).
  emailTaken: 'An account with this e-mail address already exists.',
  usernameTaken: 'This username is already taken. Please choose another one.',
  invalidCredentials: 'Invalid email or password.',
  tooManyLoginAttempts: 'Too many failed login attempts. Please wait 15 minutes and try again.',
  tooManyRegistrations: 'Too many sign-ups from your network. Please try again later.',
  tooManyRequests: 'Too many requests. Please slow down and try again in a minute.',
  loginRequired: 'Please log in to continue.',
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

  // Profiles, uploads and account e-mails (docs/decisions/008). Spec texts first.
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

  // Our own texts for profiles, uploads and account e-mails.
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
  // Changing the e-mail address (docs/decisions/008).
  currentPasswordRequired:
    'currentPassword: Enter your current password to change your e-mail address.',
  currentPasswordWrong:
    'currentPassword: That is not your current password. Check it and try again.',
  emailChangeTokenMissing:
    'This e-mail change link is not valid or was already used. Ask for the change again from your profile.',
  emailChangeExpired:
    'This e-mail change link has expired. Ask for the change again from your profile.',
  emailChangeConfirmed: 'Your new e-mail address is confirmed. Use it to log in from now on.',
  emailChangeCancelled: 'The e-mail change was cancelled. Your address stays as it was.',
  emailChangeReverted:
    'Your e-mail address is back to this one and every session was signed out. If you did not ask for the change, choose a new password now.',
  noEmailChangePending: 'There is no e-mail change waiting for confirmation.',
  // A jobseeker's talent facts and the Find Talent filters on them (docs/decisions/032).
  headlineInvalid: 'Your headline must be text of at most 120 characters.',
  hourlyRateInvalid:
    'The hourly rate must be an amount in dollars from 0 to 10,000, with at most two decimals.',
  languagesInvalid: 'You can list at most 10 languages, each up to 40 characters.',
  searchStatusInvalid: 'Search status must be actively_looking, open_to_offers or not_looking.',
  rateRangeInvalid: 'rate_min must not be greater than rate_max.',
  languageFilterInvalid: 'The language must be at most 40 characters.',
  rateRangeOrder: 'The maximum rate must not be less than the minimum.',

  // Web texts for profiles: a spec fallback (docs/spec.md, "Error catalogue") first, then our own.
  anonymousReviewer: 'Anonymous',
  profileSaved: 'Your profile has been saved.',
  profileSavedEmailChanged:
    'Your profile has been saved. We sent a confirmation link to your new e-mail address; until you click it, sign in with your current one.',

  // Jobs (docs/decisions/010). Spec texts first.
  jobDescriptionTooShort: 'A vacancy description must consist of 150 or more characters',
  jobTitleAndDescriptionRequired: 'Job title and description are required.',
  createJobFailed: 'Failed to create job post. Please try again.',
  updateJobFailed: 'Failed to update job post.',
  closeJobFailed: 'Failed to close job post.',
  reopenJobFailed: 'Failed to reopen job post.',
  jobNotFound: 'Job not found.',
  jobDetailsLoadFailed: 'Failed to load job details. Please try again.',
  jobsLoadFailed: 'Failed to load jobs. Please try again.',
  jobPostsOrCategoriesLoadFailed: 'Failed to load job posts or categories. Please try again.',
  noRecentJobs: 'No recent jobs found.',
  noLimit: 'No limit',
  jobHintNoContact: 'No contact info',
  jobHintNoDiscrimination:
    'Without discrimination based on gender, age, nationality and other non-business qualities',
  jobHintMinLength: 'At least 150 characters',
  // The posting rules the scam detector checks beside 'No contact info' (docs/decisions/045).
  jobRuleNoPayment: 'No fees or payments asked of candidates',
  jobRuleStayOnSite: 'Hiring stays on TalentBridge',
  jobPostHeldNote: "Posts that break these rules are held for a moderator's review.",
  // Our own.
  jobTitleRequired: 'Please enter a job title.',
  jobTitleTooLong: 'Job title must be at most 150 characters.',
  jobDescriptionTooLong: 'A vacancy description must be at most 20,000 characters.',
  jobSalaryInvalid: 'Salary must be a number of at least 0 with at most two decimals.',
  jobSalaryRequired: 'Enter the hourly salary in dollars, for example 12.50.',
  jobSkillsInvalid: 'List at most 30 skills, each up to 50 characters.',
  jobStatusInvalid: "Status must be 'Active' or 'closed'.",
  jobTypeInvalid:
    'Job type must be one of Full-time, Part-time, Project-based, Contract, Temporary, Internship.',
  jobCategoryInvalid: 'Please choose an existing category.',
  jobNotOwner: 'Only the employer who posted this job can change it.',
  pageInvalid: 'page must be a whole number of at least 1.',
  limitInvalid: 'limit must be a whole number from 1 to 100.',
  adminLimitInvalid: 'limit must be a whole number from 1 to 500.',
  idInvalid: 'The id must be a whole number of at least 1.',
  sortByInvalid: 'sort_by must be created_at, relevance or salary.',
  sortOrderInvalid: 'sort_order must be ASC or DESC.',
  salaryRangeInvalid: 'salary_min must not be greater than salary_max.',
  verifiedFilterInvalid: 'verified must be true or false.',
  // Verified employers (docs/decisions/049): the badge's texts are in SHELL_MESSAGES (the home
  // page's cards show it); the filter.
  verifiedEmployersOnly: 'Verified employers only',
  jobIdInvalid: 'Invalid job ID.',
  // A company's open jobs (docs/decisions/036).
  employerJobsLimitInvalid: 'limit must be a whole number from 1 to 20.',
  notAnEmployer: 'This member is not an employer, so has no job posts to show.',
  employerJobsLoadFailed: 'Could not load this company’s other jobs.',
  // Web texts for jobs: a spec fallback (docs/spec.md, "Error catalogue") first, then our own.
  categoriesLoadFailed: 'Failed to load categories. Please try again.',
  noJobPostsYet: 'You have not posted any jobs yet.',
  noJobsMatch: 'No jobs match your search.',
  salaryRangeOrder: 'The maximum salary must not be less than the minimum.',
  // Applications, reviews and Find Talent (docs/decisions/012). Spec texts first.
  onlyJobseekersCanApply: 'Only job seekers can apply for jobs.',
  applyFailed: 'Failed to apply. Please try again.',
  applicationAccepted: 'Congratulations! Your application has been accepted.',
  applicationRejected: 'Unfortunately, your application was rejected.',
  applicationsLoadFailed: 'Failed to load applications.',
  applicationsLoadFailedRetry: 'Failed to load applications. Please try again.',
  talentsLoadFailed: 'Failed to load talents. Please try again.',
  reviewRatingInvalid: 'Please select a rating between 1 and 5 stars.',
  reviewCommentEmpty: 'Comment cannot be empty.',
  reviewSubmitFailed: 'Failed to submit review.',
  invalidDataFormat: 'Invalid data format received. Please try again.',
  unknownJob: 'Unknown Job',
  unknownUser: 'Unknown',
  notProvided: 'Not provided',
  notSet: 'Not set',
  // Our own.
  applicationIdInvalid: 'Invalid application ID.',
  applicationNotFound: 'Application not found.',
  applicationNoteTooLong: 'Your note to the employer must be at most 2,000 characters.',
  alreadyApplied: 'You have already applied for this job.',
  applicationLimitReached:
    'This job has reached its application limit and no longer accepts applications.',
  applicationNotOwner: 'Only the employer who posted this job can see and decide its applications.',
  applicationNotPending:
    'This application has already been decided: only pending applications can be accepted or rejected.',
  applicationStatusInvalid: 'status must be Accepted or Rejected.',
  // Proposals (docs/decisions/033).
  screeningQuestionsInvalid:
    'Screening questions must be a list of at most 5 questions, each up to 300 characters.',
  minCoverLetterInvalid:
    'The minimum cover letter length must be a whole number of characters from 0 to 2,000.',
  /** Followed by the post's minimum and " characters." */
  coverLetterTooShort: 'This employer asks for a cover letter of at least',
  proposedRateInvalid:
    'Your proposed rate must be an amount in dollars from 0 to 10,000, with at most two decimals.',
  availabilityInvalid: 'Availability must be a whole number of hours per week from 1 to 80.',
  answersInvalid: 'Answers must be a list of texts, each up to 2,000 characters.',
  answersMismatch: 'Please answer every screening question of this job.',
  answerRequired: 'Please answer this question.',
  applicationIdsInvalid: 'application_ids must be a list of 1 to 500 application IDs.',
  rejectionMessageTooLong: 'Your message to the applicants must be at most 1,000 characters.',
  applicationWithdrawFailed: 'Failed to withdraw the application. Please try again.',
  applicationWithdrawNotOwner: 'You can only withdraw your own applications.',
  applicationWithdrawNotPending:
    'This application has already been decided: only pending applications can be withdrawn.',
  applicationLimitInvalid:
    'The application limit must be a whole number from 1 to 100,000, or empty for no limit.',
  /** Followed by the global limit and a full stop. */
  applicationLimitAboveGlobal:
    "A post's application limit cannot be higher than the global application limit of",
  reviewNotParty: 'You can only review applications you are part of.',
  reviewNotAccepted: 'You can leave a review only after the application has been accepted.',
  reviewAlreadyGiven: 'You have already reviewed this application.',
  reviewCommentTooLong: 'Comment must be at most 2,000 characters.',
  talentRatingInvalid: 'rating must be a number from 0 to 5.',
  talentRoleInvalid: 'Only jobseekers can be searched: use role=jobseeker.',
  // Web texts for applications, reviews and Find Talent (our own, docs/decisions/013).
  applicationUpdateFailed: 'Failed to update the application. Please try again.',
  noApplicationsYet: 'You have not applied for any jobs yet.',
  noApplicationsToPost: 'No one has applied for this job yet.',
  noTalentsMatch: 'No talents match your search.',
  reviewThanks: 'Thank you! Your review has been published.',
  // Messages and presence (docs/decisions/016). Spec texts first.
  messagesOnlyParties: 'You must be a jobseeker or employer to view messages.',
  chatsLoadFailed: 'Failed to load chats. Please try again.',
  chatConnectFailed: 'Failed to connect to chat server. Retrying...',
  // Our own.
  chatNotParty: 'You can only open chats of applications you are part of.',
  chatNotAccepted: 'This chat opens once the application has been accepted.',
  messageEmpty: 'Message cannot be empty.',
  messageTooLong: 'Message must be at most 5,000 characters.',
  clientMessageIdInvalid: 'clientId must be text of 1 to 64 characters.',
  tooManyMessages: 'You are sending messages too fast. Please wait a few seconds and try again.',
  chatLimitInvalid: 'limit must be a whole number from 1 to 100.',
  chatEventInvalid: 'Invalid request: send an object with the fields the event needs.',
  userNotFound: 'User not found.',
  sessionEnded: 'Your session has ended. Please log in again.',
  // Admin console: users and trust (docs/decisions/018). Spec texts first.
  countryCodeMissing: 'Please enter a country code.',
  // The server's 403 on registration (spec section 8 quotes it without a full stop).
  registrationFromBlockedCountry: 'Registration is not allowed from your country',
  // Our own.
  countryCodeInvalid:
    'The country code must be an ISO 3166-1 alpha-2 code: two letters, such as US, DE or PH.',
  countryAlreadyBlocked: 'Registration from this country is already blocked.',
  countryNotBlocked: 'Registration from this country is not blocked.',
  adminCannotBlockSelf: 'You cannot block your own account.',
  adminCannotDeleteSelf:
    'You cannot delete your own account from the admin console; use your profile page instead.',
  adminPasswordReset: "The password has been reset and the user's sessions have ended.",
  identityVerifyInvalid: 'verify must be true (verify the identity) or false (reject it).',
  identityDocumentMissing: 'This user has not uploaded an identity document to verify.',
  userRoleFilterInvalid: 'role must be jobseeker, employer or admin.',
  userReviewFilterInvalid: 'review must be flagged-messages.',
  userSearchTooLong: 'search must be at most 100 characters.',
  // Admin console: content, moderation, analytics (docs/decisions/019). Spec texts first.
  complaintFieldsRequired: 'Please fill in all fields.',
  complaintSubmitFailed: 'Failed to submit complaint. Please try again.',
  feedbackSubmitFailed: 'Failed to submit feedback.',
  // Our own.
  complaintTypeInvalid: 'type must be job_post or profile.',
  complaintTargetIdInvalid:
    'The id of the reported job post or profile must be a whole number of at least 1.',
  complaintOneTarget: 'A complaint is about one job post or one profile, not both.',
  complaintReasonTooLong: 'The reason must be at most 2,000 characters.',
  complaintCategoryInvalid:
    'category must be one of scam, asks_for_payment, off_platform_contact, inappropriate, discrimination or other.',
  complaintAgainstSelf: 'You cannot report your own job post or profile.',
  complaintAlreadyPending:
    'You have already reported this, and your complaint is waiting for an admin. You will be e-mailed the outcome.',
  complaintIdInvalid: 'Invalid complaint ID.',
  complaintNotFound: 'Complaint not found.',
  complaintStatusInvalid: 'status must be Resolved or Rejected.',
  complaintStatusFilterInvalid: 'status must be Pending, Resolved or Rejected.',
  complaintCommentTooLong: 'The resolution comment must be at most 2,000 characters.',
  complaintAlreadyResolved:
    'This complaint has already been decided: only pending complaints can be resolved.',
  tooManyComplaints: 'You have filed many complaints this hour. Please try again later.',
  feedbackEmpty: 'Please enter your feedback before sending it.',
  feedbackTooLong: 'Feedback must be at most 5,000 characters.',
  tooManyFeedback: 'You have sent a lot of feedback this hour. Please try again later.',
  reviewIdInvalid: 'Invalid review ID.',
  reviewNotFound: 'Review not found.',
  adminJobStatusInvalid: "status must be 'Active' or 'closed'.",
  pendingReviewFilterInvalid: 'pendingReview must be true or false.',
  // Job posts held for their risk findings (docs/decisions/045).
  riskFilterInvalid: "risk must be 'flagged' (posts with findings) or 'clear' (posts without).",
  searchTooLong: 'search must be at most 200 characters.',
  notifyLimitInvalid: 'The number of candidates must be a whole number from 1 to 500.',
  notifyOrderInvalid: 'orderBy must be beginning, end or random.',
  notifyJobNotPublic:
    'Only Active, approved job posts can be sent to candidates: approve or reopen the post first.',
  analyticsDateInvalid: 'must be a date written YYYY-MM-DD, between 2000-01-01 and 2100-12-31.',
  analyticsIntervalInvalid: 'interval must be day, week or month.',
  analyticsRangeInvalid: 'startDate must not be after endDate.',
  /** Followed by the largest number of periods. */
  analyticsRangeTooLong: 'The range holds too many periods for this interval: at most',
  analyticsPeriodInvalid: 'period must be a number of days from 7d to 365d, such as 30d.',
  leaderboardLimitInvalid: 'limit must be a whole number from 1 to 50.',
  // Invitations to apply (docs/decisions/034).
  invitationIdInvalid: 'Invalid invitation ID.',
  invitationNotFound: 'Invitation not found.',
  invitationMessageRequired: 'Please write a short message to the person you invite.',
  invitationMessageTooLong: 'Your message must be at most 1,000 characters.',
  invitationJobNotOwner: 'You can only invite people to your own job posts.',
  invitationJobNotOpen:
    'Only Active, approved job posts take invitations: wait for approval or reopen the post first.',
  invitationNotJobseeker: 'No jobseeker with this ID was found.',
  invitationAlreadySent: 'You have already invited this person to this job.',
  invitationAlreadyApplied: 'This person has already applied to this job.',
  invitationDailyLimit:
    'You have sent 30 invitations in the last 24 hours, the most allowed. Please try again tomorrow.',
  invitationNotYours: 'You can only answer invitations sent to you.',
  invitationAlreadyAnswered: 'You have already answered this invitation.',
  invitationJobClosed:
    'This job no longer takes applications, so the invitation cannot be accepted.',
  invitationFilterInvalid: 'job_post_id and user_id must be whole numbers of at least 1.',
  // Web texts for invitations (our own).
  invitationsLoadFailed: 'Failed to load invitations. Please try again.',
  noInvitationsYet: 'No invitations yet.',
  invitationSendFailed: 'Failed to send the invitation. Please try again.',
  invitationAnswerFailed: 'Failed to answer the invitation. Please try again.',
  invitationPostsLoadFailed: 'Failed to load your job posts. Please try again.',
  invitationJobRequired: 'Please choose one of your job posts.',
  // Mail preferences and unsubscribe links (docs/decisions/037).
  mailPreferenceInvalid: 'Each mail preference must be true or false.',
  mailPreferenceUnknown:
    'mail_preferences takes pending_reminders (employers) and invitations (jobseekers) only.',
  unsubscribeTokenMissing:
    'This unsubscribe link is not valid. Turn the mail off from your profile instead.',
  unsubscribeTokenExpired:
    'This unsubscribe link has expired. Turn the mail off from your profile instead.',
  unsubscribeFailed: 'Failed to unsubscribe. Please try again.',
  mailPreferencesSaveFailed: 'Failed to save your e-mail preferences. Please try again.',
  // Two-factor sign-in (docs/decisions/047).
  mfaCodeRequired: 'Enter the 6-digit code from your authenticator app or a recovery code.',
  mfaCodeWrong:
    'That code is not right. Enter the current 6-digit code from your authenticator app, or an unused recovery code.',
  mfaCodeWrongTotp:
    'That code is not right. Enter the current 6-digit code from your authenticator app.',
  mfaTokenInvalid:
    'This sign-in step has expired or is no longer valid. Sign in again with your e-mail and password.',
  mfaNotSetUp: 'Start the set-up first: it gives you the secret for your authenticator app.',
  mfaAlreadyEnabled: 'Two-factor sign-in is already on for this account.',
  mfaNotEnabled: 'Two-factor sign-in is not on for this account.',
  mfaPasswordRequired: 'Enter your password to turn two-factor sign-in off.',
  mfaPasswordWrong: 'That is not your password. Check it and try again.',
  tooManyMfaAttempts: 'Too many wrong codes. Please wait 15 minutes and try again.',
  mfaEnrolmentRequired:
    'Admins must turn on two-factor sign-in before anything else. Set it up on your profile page.',
  mfaRequiredForAdmins: 'Admins must keep two-factor sign-in on. Make new recovery codes instead.',
  mfaLoadFailed: 'Failed to load your two-factor sign-in settings. Please try again.',
  mfaActionFailed: 'Something went wrong with two-factor sign-in. Please try again.',
  // Account activity and admin reasons (docs/decisions/048).
  adminReasonRequired: 'Please give a reason of at least 3 characters.',
  adminReasonTooLong: 'The reason must be text of at most 200 characters.',
  activityLimitInvalid: 'limit must be a whole number from 1 to 50.',
  activityLoadFailed: 'Failed to load your account activity. Please try again.',
  signedOutEverywhere: 'You have been signed out on every device, this one included.',
  signOutEverywhereFailed: 'Failed to sign out everywhere. Please try again.',
  // Scam and off-platform warnings, one per finding kind (docs/decisions/044).
  trustWarnings: {
    contact_info:
      'This shares contact details to move the talk off TalentBridge. Keep talking here until the contract is agreed.',
    upfront_payment: 'This asks for a payment up front. Never pay to get a job.',
    payment_method:
      'This asks for payment by gift card, crypto or a transfer to a personal account. Never pay to get a job.',
    off_platform:
      'This asks to leave TalentBridge. Scammers do this to get away from our protection.',
  },
  // Recommendations, both ways (docs/decisions/054).
  recommendationsLimitInvalid: 'limit must be a whole number from 1 to 50.',
  suggestedTalentNotOwner: 'Only the employer who posted this job can see its suggested talent.',
  suggestedTalentPostNotOpen:
    'Suggested talent is shown for open, approved posts only. Reopen the post, or wait until it is approved.',
  jobsForYouTitle: 'Jobs for you',
  jobsForYouLoadFailed: 'Failed to load jobs picked for you. Please try again.',
  jobsForYouEmpty:
    'No matches yet. Add your skills, categories and hourly rate to your profile and we will pick jobs for you.',
  suggestedTalentTitle: 'Suggested talent',
  suggestedTalentLoadFailed: 'Failed to load suggested talent. Please try again.',
  suggestedTalentEmpty:
    'No suggested talent yet. Posts that list required skills and a category find people faster.',
  suggestedTalentInviteMessage:
    'Hi! Your profile matches this job post and we would be glad to see your application.',
  suggestedTalentInviteFailed: 'Failed to send the invitation. Please try again.',
  // Saved searches and job alerts (docs/decisions/053).
  savedSearchNameRequired: 'Give the alert a name of 1 to 80 characters.',
  savedSearchFrequencyInvalid: 'Choose how often: instant, daily or weekly.',
  savedSearchQueryInvalid:
    'The search must be a Find Jobs search (title, location, salary, type, category, skills).',
  savedSearchIdInvalid: 'The job alert id must be a positive whole number.',
  savedSearchNotFound: 'Job alert not found.',
  savedSearchLimitReached:
    'You already have 20 job alerts, the most allowed. Delete one to save another.',
  savedSearchLinkInvalid:
    'This link is not valid or has expired. Open the latest e-mail about your job alert, or save the search again.',
  savedSearchLinkMissing: 'This link is missing its token. Open it again from your e-mail.',
  savedSearchNotConfirmed: 'Confirm this job alert from the e-mail we sent before changing it.',
  tooManyAlertSignups: 'Too many job alerts were asked for from here. Please try again in an hour.',
  savedSearchSaved: 'Job alert saved. We will e-mail you new jobs that match.',
  savedSearchConfirmSent:
    'Almost done: we sent you an e-mail. Open its link to start the alert; nothing is sent until then.',
  savedSearchConfirmed: 'Your job alert is on. New jobs that match will come by e-mail.',
  savedSearchUpdated: 'Job alert updated.',
  savedSearchDeleted: 'Job alert deleted.',
  savedSearchUnsubscribed: 'You will get no more e-mails for this job alert.',
  savedSearchResumed: 'Job alert on again.',
  savedSearchLoadFailed: 'Failed to load your job alerts. Please try again.',
  savedSearchSaveFailed: 'Failed to save the job alert. Please try again.',
  savedSearchVerifyFirst:
    'Alerts are sent once your e-mail address is verified: use the link in the verification e-mail.',
  // Working hours and time-zone overlap (docs/decisions/051).
  workingHoursInvalid:
    'Give working hours as a start and an end in 24-hour time, such as 09:00 and 17:00.',
  workingHoursSameTime:
    'Working hours must start and end at different times. A day may run past midnight, such as 22:00 to 06:00.',
  workingHoursNeedTimezone: 'Choose your time zone first: your working hours are read in it.',
  workingHoursJobseekersOnly:
    'Working hours belong to jobseekers’ profiles. A job post states the hours it needs instead.',
  timezoneNeededByWorkingHours:
    'Your working hours are read in your time zone. Clear your working hours before clearing the time zone.',
  overlapIncomplete:
    'To ask for overlapping hours, give the hours, the time zone, the start and the end, or leave all four empty.',
  overlapHoursInvalid: 'overlap_hours must be a whole number of hours from 0 to 8.',
  overlapTimeInvalid: 'Give the overlap window’s start and end in 24-hour time, such as 09:00.',
  overlapSameTime:
    'The overlap window must start and end at different times. It may run past midnight, such as 22:00 to 06:00.',
  overlapLongerThanWindow:
    'The overlap asked for is longer than the working window it must fall in. Ask for fewer hours or widen the window.',
  overlapFilterIncomplete:
    'To filter or sort by overlap, give overlap_timezone, overlap_start and overlap_end.',
  minOverlapInvalid: 'min_overlap must be a whole number of hours from 0 to 24.',
  talentSortInvalid: 'sort must be rating or overlap.',
  overlapFilterSignIn: 'Sign in as an employer to filter or sort talent by overlapping hours.',
  overlapFilterEmployersOnly:
    'Only employers and admins can filter or sort talent by overlapping hours.',
  overlapFilterNeedsWindow:
    'Give your time zone and your working hours (from and to) to filter or sort by overlap.',
  // Notification centre and preferences (docs/decisions/052).
  notificationNotFound: 'Notification not found.',
  notificationBeforeInvalid: 'before must be a notification id (a whole number).',
  notificationLimitInvalid: 'limit must be a whole number from 1 to 50.',
  notificationPreferencesInvalid:
    'Send an object of notification kinds and channels, such as { "invitation": "email" }.',
  notificationKindUnknown: 'Unknown notification kind.',
  notificationChannelInvalid: "The channel must be 'app', 'email', 'digest' or 'off'.",
  notificationsLoadFailed: 'Failed to load your notifications. Please try again.',
  notificationsEmpty: 'No notifications yet. We will tell you here when something happens.',
  notificationsMarkFailed: 'Failed to mark your notifications read. Please try again.',
  notificationPreferencesSaveFailed:
    'Failed to save your notification preferences. Please try again.',
  // Plans and payments (docs/decisions/055).
  planIdInvalid: "plan must be 'free', 'pro' or 'enterprise'.",
  paidPlanInvalid: "plan must be 'pro' or 'enterprise'.",
  planNoteTooLong: 'Keep the note to 1,000 characters or fewer.',
  planUntilInvalid:
    'until must be the last day of the plan as a date such as 2027-01-31, today or later, or empty for no end.',
  planUntilForFree: 'The Free plan has no end date: leave until empty.',
  planUntilPast: 'until must be today or later in the employer’s time zone.',
  planNotEmployer: 'Plans are for employer accounts.',
  planRequestIdInvalid: 'The plan request id must be a whole number.',
  planRequestStatusInvalid: "status must be 'pending', 'granted', 'refused' or 'withdrawn'.",
  planRequestNotFound: 'Plan request not found.',
  planRequestPending:
    'You already asked for a plan and an admin will answer soon. Withdraw that request to ask for another.',
  planRequestSamePlan: 'You are on this plan already.',
  planRequestAnswered: 'This plan request has been answered already.',
  checkoutNotConfigured:
    'Online payment is not set up here. Send a plan request instead, and an admin will set up your plan.',
  checkoutAlreadySubscribed:
    'You already have a subscription. Use Manage billing to change or cancel it.',
  portalNotAvailable: 'There is no billing account to manage yet. Choose a paid plan first.',
  paymentProviderFailed:
    'The payment provider could not be reached. Nothing was charged; please try again in a minute.',
  stripeWebhookNotConfigured: 'Stripe webhooks are not configured on this server.',
  stripeSignatureInvalid: 'The Stripe-Signature header is missing or does not match this payload.',
  billingLoadFailed: 'Failed to load your plan. Please try again.',
  // Job feeds (docs/decisions/059).
  feedSearchInvalid:
    'This job search cannot be made into a feed. Change its filters and try again.',
  // Job posts expire (docs/decisions/058).
  jobExtendNotPublic:
    'Only an open, approved post can be extended. Reopen it from My Job Posts instead: that gives it 60 days again.',
  jobExtendTokenMissing: 'This link is not valid. Extend the post from My Job Posts instead.',
  jobExtendTokenExpired: 'This link has expired. Extend the post from My Job Posts instead.',
  jobExtendClosed:
    'This post is closed already. Reopen it from My Job Posts: that gives it 60 days again.',
  jobExtendFailed: 'Failed to extend the post. Please try again.',
} as const;
