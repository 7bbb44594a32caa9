// The query builder's operators, re-exported so every workspace uses the one drizzle-orm copy this package pins.
export * from 'drizzle-orm';
