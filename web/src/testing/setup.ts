import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { endSession } from '../admin/session/session-store';
import { dismissCurrentToast } from '../components/toast-store';
import { apiServer } from './api-mock';

// Every component test file runs with this. Files share one module registry (the component
// project's `isolate: false`: importing the app once per worker instead of once per file is most
// of the tier's time), so what a module keeps (the session, the toast) is reset after each test.

// jsdom has no layout: the router's scroll restoration calls these.
window.scrollTo = () => undefined;

beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  apiServer.resetHandlers();
  apiServer.events.removeAllListeners();
  endSession();
  dismissCurrentToast();
  localStorage.clear();
});
afterAll(() => apiServer.close());
