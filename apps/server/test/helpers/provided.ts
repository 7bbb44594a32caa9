// Values the Vitest global setup hands to the test workers.
declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}
export {};
