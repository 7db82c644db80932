// node-postgres's value preparation (pg/lib/utils.js), which @types/pg does not declare: the one
// function db/pglite-one-trip.ts uses to write a parameter as node-postgres would.
declare module 'pg/lib/utils.js' {
  const utils: { prepareValue(value: unknown): string | Buffer | null };
  export default utils;
}
