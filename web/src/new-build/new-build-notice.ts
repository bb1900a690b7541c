import { showToast } from '../components/toast-store';

// Said once, after the page reloaded itself into a new build (new-build-reload.ts).
export const NEW_BUILD_NOTICE_TITLE = 'Page Updated';
export const NEW_BUILD_NOTICE_FORM =
  'A new version of this site was released, so we reloaded the page and kept your answers. For your security, please enter SSNs, the EIN, dates of birth and files again.';
export const NEW_BUILD_NOTICE_PAGE = 'A new version of this site was released, so we reloaded the page.';

export function announceNewBuild(keptAnswers: boolean): void {
  showToast({
    title: NEW_BUILD_NOTICE_TITLE,
    description: keptAnswers ? NEW_BUILD_NOTICE_FORM : NEW_BUILD_NOTICE_PAGE,
  });
}
