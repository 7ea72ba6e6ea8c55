import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull().unique(),
  /** scrypt hash with its salt and parameters; the password itself is never stored. */
  passwordHash: text('password_hash').notNull(),
  /** 'owner' may do everything; 'maker' sees the production queue only. */
  role: text('role', { enum: ['owner', 'maker'] })
    .notNull()
    .default('owner'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Staff sessions for @fastify/session; the row is the session, the cookie only names it. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: text('id').primaryKey(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('admin_sessions_expires_idx').on(t.expiresAt)],
);
