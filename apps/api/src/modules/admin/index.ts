// The admin module owns the operator's tools: the admin API, the CLI, and their audit trail.
export { registerAdminRoutes } from './admin.routes.ts';
export {
  probeServer,
  readServerFile,
  removeServerFile,
  SERVER_FILE,
  writeServerFile,
} from './server-file.ts';
