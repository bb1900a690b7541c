// Product constants (docs/product.md#constants) that the web app and the services both rely on.

export const ADMIN_REFRESH_MS = 30_000;
export const ERROR_SUMMARY_MAX = 5;
export const TOAST_DURATION_MS = 5000;
export const REVIEW_PROMISE = '24-48 hours';
