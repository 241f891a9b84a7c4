/** Query keys of plans and payments (docs/decisions/055): the employer's billing overview. */
export const billingKeys = {
  all: ['billing'] as const,
  /** GET /api/billing: plan, this month's posts, invoices, any pending plan request. */
  overview: ['billing', 'overview'] as const,
};
