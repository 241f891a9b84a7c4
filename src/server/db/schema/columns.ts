import { customType, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type (drizzle has no built-in column for it). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
