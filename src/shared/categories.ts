/**
 * The 16 popular job categories the home page lists (spec "Home (/)"). The demo marketplace
 * creates the same ones, so a person following the list finds them in the filters.
 */
export const POPULAR_CATEGORIES = [
  'Administrative Support',
  'Customer Service',
  'Data Entry',
  'Social Media Management',
  'Bookkeeping',
  'Graphic Design',
  'Content Writing',
  'Web Development',
  'Digital Marketing',
  'Email Management',
  'Project Management',
  'Lead Generation',
  'E-commerce Support',
  'Video Editing',
  'SEO',
  'Research',
] as const;
