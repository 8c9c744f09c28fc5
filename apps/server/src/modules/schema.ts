// Every table of the product, one line per module: Drizzle's typed queries and drizzle-kit read this file.
export * from './alarms/alarms.schema.ts';
export * from './auth/auth.schema.ts';
export * from './companies/companies.schema.ts';
export * from './devices/devices.schema.ts';
export * from './groups/groups.schema.ts';
export * from './mail/mail.schema.ts';
export * from './market/market.schema.ts';
export * from './orders/orders.schema.ts';
export * from './permissions/permissions.schema.ts';
export * from './places/places.schema.ts';
export * from './system/system.schema.ts';
export * from './telemetry/telemetry.schema.ts';
export * from './users/users.schema.ts';
