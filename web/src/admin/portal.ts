// The admin portal's one way in from the route tree (see admin-route.ts): the router loads this
// module, and with it the portal's chunk, when /admin is visited. One module, so the portal stays
// one chunk that the applicant pages never download.
export { AdminArea } from './AdminArea';
export { ApplicationDetailPage } from './applications/detail/ApplicationDetailPage';
export { prefetchAdminView, settleAdminSearch } from './url/route-steps';
export { parseAdminView } from './url/view-search';
