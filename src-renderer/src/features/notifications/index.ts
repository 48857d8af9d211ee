// The notices' public face: the panels other pages show (a customer's notices, the
// dashboard's summary, a package's notices on the packages list). Their settings page is
// their routes.ts, which router.ts composes.
export { default as NoticeLogPanel } from './components/NoticeLogPanel.vue';
export { default as NoticeSummary } from './components/NoticeSummary.vue';
export { default as PackageNoticesButton } from './components/PackageNoticesButton.vue';
