import { scanEveryPageAs } from './support/a11y.ts';

/** Every page of the site as a jobseeker passes axe-core (e2e/support/a11y.ts). */
scanEveryPageAs('jobseeker');
