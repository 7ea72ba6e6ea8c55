/**
 * The database's tables, one file per area; drizzle-kit reads this folder and the app opens the
 * database with all of them. The schema imports nothing above it but the contracts.
 */
export * from './catalog';
export * from './users';
export * from './analytics';
export * from './carts';
export * from './orders';
export * from './payments';
export * from './messages';
export * from './invoices';
export * from './shop-settings';
export * from './shopify';
export * from './designs';
export * from './shipping';
export * from './coupons';
export * from './reviews';
export * from './recovery';
export * from './cod';
export * from './privacy';
export * from './personalisation';
export * from './claims';
export * from './backups';
export * from './preflights';
