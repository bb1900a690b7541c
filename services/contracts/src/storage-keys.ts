// Browser localStorage keys (docs/product.md#records-and-their-fields), shared so end-to-end tests
// can read and clear them.

export const ADMIN_TOKEN_KEY = 'adminToken';
export const ADMIN_USER_KEY = 'adminUser';
export const DRAFT_STORAGE_KEY = 'fundingApplicationDraft';
