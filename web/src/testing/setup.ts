import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { endSession } from '../admin/session/session-store';
import { dismissCurrentToast } from '../components/toast-store';
import { apiServer } from './api-mock';

// Every component test file runs with this. Files share one module registry (the component
// project's `isolate: false`: importing the app once per worker instead of once per file is most
// of the tier's time), so what a module keeps (the session, the toast) is reset after each test.

// How long findBy* and waitFor wait before failing: not their 1 s default. The first render of a
// screen loads its lazy chunks, and a submission its validation schemas, which on two cores busy
// with other tiers at the lowest CPU priority can take several seconds; a wait that never ends
// still fails, well inside the test's own time limit.
configure({ asyncUtilTimeout: 15_000 });

// What jsdom lacks and the app's libraries call (it has no layout and no pointer capture): the
// router's scroll restoration, Radix's swipe and menu handling.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
Element.prototype.hasPointerCapture = () => false;
Element.prototype.setPointerCapture = () => undefined;
Element.prototype.releasePointerCapture = () => undefined;

// A request no test answered fails the test that sent it: the app asked for something the test
// did not foresee.
const unanswered: string[] = [];
beforeAll(() =>
  apiServer.listen({
    onUnhandledRequest: (request) => {
      unanswered.push(`${request.method} ${new URL(request.url).pathname}`);
    },
  }),
);
afterEach(() => {
  cleanup();
  expect(unanswered.splice(0), 'requests that no answer() in the test matched').toEqual([]);
  apiServer.resetHandlers();
  apiServer.events.removeAllListeners();
  endSession();
  dismissCurrentToast();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => apiServer.close());
