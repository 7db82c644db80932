// The grievances module (docs/decisions/grievances.md): complaints to the grievance officer with
// their ticket numbers, clocks and answers, and the entity's and the officer's details that every
// page's footer shows.
export { registerGrievanceRoutes } from './grievances.routes.ts';
export {
  clearEntitySettings,
  missingEntityDetails,
  readEntityDetails,
  writeEntitySettings,
} from './grievances.service.ts';
export { grievanceDeadlines, isOverdue, newTicketNumber } from './grievance-clocks.ts';
export {
  ERASED_COMPLAINT_TEXT,
  eraseGrievancesPersonalData,
  grievancesPersonalData,
  type ErasedAttachment,
} from './grievance-erasure.ts';
