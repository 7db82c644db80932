// Types of build.mjs, for the TypeScript that starts the bundles (tests, the journeys, the bench).
export declare const DIST_DIR: string;
export declare const API_ENTRIES: Readonly<Record<ApiEntry, string>>;
export type ApiEntry =
  'main' | 'admin-cli' | 'seed-cli' | 'migrate-cli' | 'move-cli' | 'backup-cli' | 'restore-cli';
export declare function apiBundle(entry: ApiEntry): string;
export declare function newestModification(target: string): number;
export declare function buildApi(options?: { force?: boolean }): Promise<boolean>;
