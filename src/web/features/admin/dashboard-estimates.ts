/**
 * The Dashboard's placeholder figures (spec section 2, "Admin dashboard"): not real data, and
 * labelled as estimates on screen. Of a country's signups, 60 % are counted as freelancers and
 * 40 % as businesses; subscriptions are the signups times 0.1, and their revenue that times 90
 * dollars.
 */
export const FREELANCER_SHARE = 0.6;
export const BUSINESS_SHARE = 0.4;
export const SUBSCRIPTION_RATE = 0.1;
export const SUBSCRIPTION_PRICE_DOLLARS = 90;

export type SignupEstimate = {
  signups: number;
  freelancers: number;
  business: number;
  subscriptions: number;
  revenueDollars: number;
};

/**
 * Rounded to people and whole subscriptions (nobody buys 0.7 of one); the revenue is the rounded
 * subscriptions times the price, so the two figures always agree. 0.6 × n never ends in .5 for a
 * whole n, so freelancers and businesses always add up to n.
 */
export function estimateSignups(signups: number): SignupEstimate {
  const subscriptions = Math.round(signups * SUBSCRIPTION_RATE);
  return {
    signups,
    freelancers: Math.round(signups * FREELANCER_SHARE),
    business: Math.round(signups * BUSINESS_SHARE),
    subscriptions,
    revenueDollars: subscriptions * SUBSCRIPTION_PRICE_DOLLARS,
  };
}

export function sumEstimates(rows: readonly SignupEstimate[]): SignupEstimate {
  return estimateSignups(rows.reduce((total, row) => total + row.signups, 0));
}
