// Every text a person reads that more than one package shows. The product's own texts (the form's
// validation, the error summary, the toasts, the admin forms; docs/product.md) are a contract and
// must stay word for word; the ones marked "ours" fill places where the spec is silent.

/** Funding is contracted with adults only: an owner younger than this is refused. */
export const OWNER_MINIMUM_AGE = 18;

export const MESSAGES = {
  // Application form validation (docs/product.md#rules-in-brief).
  businessNameRequired: 'Business name is required',
  entityTypeRequired: 'Entity type is required',
  einFormat: 'EIN must be in format XX-XXXXXXX',
  timeInBusinessRequired: 'Time in business is required',
  stateOfOrganizationRequired: 'State of organization is required',
  streetRequired: 'Street address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipFormat: 'Invalid zip code format',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  ownershipRange: 'Ownership percentage must be between 0-100',
  dateOfBirthRequired: 'Date of birth is required',
  ssnFormat: 'SSN must be in format XXX-XX-XXXX',
  acceptTermsRequired: 'You must accept the terms of service',
  ownerSignatureRequired: 'Owner signature is required',
  dateRequired: 'Date is required',
  // Owner 2, when the second owner is added (the others are shared with owner 1).
  ownershipRequired: 'Ownership percentage is required',
  ssnRequired: 'SSN is required',
  zipRequired: 'Zip code is required',

  // Ours, in the style of the others: how to reach the applicant
  // (docs/product.md#where-it-deliberately-differs-from-the-usual-form).
  businessPhoneRequired: 'Business phone is required',
  mobilePhoneRequired: 'Mobile phone is required',
  phoneFormat: 'Phone number must be in format (XXX) XXX-XXXX',
  phoneInvalid: 'Phone number must be a valid US phone number',
  emailRequired: 'Email is required',
  emailFormat: 'Email must be a valid email address',

  // Ours, in the same style: the deal the applicant asks for (step 1).
  amountRequestedRequired: 'Amount requested is required',
  amountRequestedRange: 'Amount requested must be between $5,000 and $5,000,000',
  useOfFundsRequired: 'Use of funds is required',
  industryRequired: 'Industry is required',
  monthlyRevenueRange: 'Average monthly revenue must be a whole dollar amount up to $100,000,000',
  openAdvancesRequired: 'Please answer whether the business has open advances or loans',
  openAdvancesCountRequired: 'Number of open advances or loans is required',
  openAdvancesCountRange: 'Number of open advances or loans must be between 1 and 99',

  // Ours: rules the spec states without a message, and limits it does not state.
  ficoRange: 'FICO score must be between 300 and 850',
  emailInvalid: 'Please enter a valid email address',
  dateOfBirthInvalid: 'Date of birth must be a valid date',
  dateOfBirthInFuture: 'Date of birth cannot be in the future',
  ownerUnderage: `Owner must be at least ${OWNER_MINIMUM_AGE} years old`,
  dateInvalid: 'Date must be a valid date',
  passwordTooShort: 'Password must be at least 8 characters long',
  applicationIdInvalid: 'Invalid application ID',
  // Contains the word 'validation' on purpose: the form picks its 'Validation Error' toast by it.
  applicationValidationFailed: 'Validation failed: please correct the fields shown',
  tooLong: (max: number) => `Must be at most ${max} characters`,

  // Ours: upload rejections shown under the file control.
  uploadWrongType: 'File must be a PDF, JPG or PNG',
  uploadTooLarge: 'File is larger than 10MB',
  uploadEmpty: 'File is empty',
  uploadTooMany: 'Only one file can be uploaded here',
  uploadActiveContent:
    'PDF files with scripts, actions that run when opened, forms that send data or embedded files are not accepted',
  uploadUnreadablePdf: 'This PDF could not be read (damaged, password-protected or too complex to check)',

  // Error summary under the submit button (docs/product.md#the-application-form).
  errorSummaryTitle: 'Please complete these required fields:',
  errorSummaryMore: (count: number) => `... and ${count} more`,

  // Form toasts (docs/product.md#calls-and-errors).
  draftSaved: 'Draft Saved',
  draftSaveFailed: 'Draft Save Failed',
  submitSuccessTitle: 'Application Submitted Successfully',
  submitSuccessDescription: 'A representative will contact you soon.',
  applicationIdFallback: 'Generated',
  validationErrorTitle: 'Validation Error',
  validationErrorDescription: 'Please check all required fields are filled correctly.',
  networkErrorTitle: 'Network Error',
  networkErrorDescription: 'Please check your internet connection and try again.',
  submissionFailedTitle: 'Submission Failed',
  submissionFailedDescription: 'There was an error submitting your application. Please try again.',
  submitFailed: 'Failed to submit application',
  unknownError: 'Unknown error',

  // Admin: agents.
  agentCreateFailed: 'Failed to create agent',
  agentUpdateFailed: 'Failed to update agent',
  agentDeleteFailed: 'Failed to delete agent',
  agentCreated: 'Agent created successfully',
  agentUpdated: 'Agent updated successfully',
  agentDeleted: 'Agent deleted successfully',
  linkCopied: 'Link Copied!',

  // Admin: applications.
  applicationDeleted: 'Application deleted successfully',
  applicationDeleteFailed: 'Failed to delete application',
  fetchApplicationsFailed: 'Failed to fetch applications',
  fetchAgentsFailed: 'Failed to fetch agents',

  // Login.
  loginFailed: 'Login failed',
  noTokenReceived: 'No token received from server',
  loginNetworkError: 'Network error. Please try again.',

  // Admin forms (docs/product.md#rules-in-brief, docs/product.md#who-may-do-what).
  fillAllRequiredFields: 'Please fill in all required fields',
  fillAllFields: 'Please fill in all fields',
  newPasswordsDoNotMatch: 'New passwords do not match',
  newPasswordTooShort: 'New password must be at least 8 characters long',
  cannotDeleteTitle: 'Cannot Delete',
  cannotDeleteSelf: 'You cannot delete your own account',
} as const;
