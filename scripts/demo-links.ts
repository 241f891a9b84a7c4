/** The example addresses demo jobseekers' portfolios and video introductions point at. */
export const portfolio = (slug: string) => `https://portfolio.example.com/${slug}`;
export const video = (slug: string) => `https://video.example.com/intro/${slug}`;
