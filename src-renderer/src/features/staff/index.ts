// The staff's public face: the staff store (the stores list) and the staff list. Their pages
// are their routes.ts, which router.ts composes.
export { useStaffStore } from './store';
export { listStaff, type OfflineShop, type StaffMember } from './api';
