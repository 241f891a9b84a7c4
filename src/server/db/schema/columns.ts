import { type AnyPgColumn, customType, integer, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type (drizzle has no built-in column for it). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A required reference to a row this one belongs to: deleting that row deletes this one. */
export const belongsTo = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

/** When something happened, set by the database as the row is written. */
export const happenedAt = (name: string) =>
  timestamp(name, { withTimezone: true }).notNull().defaultNow();

export const timestamps = {
  createdAt: happenedAt('created_at'),
  updatedAt: happenedAt('updated_at'),
};
