import { scanEveryPageAs } from './support/a11y.ts';

/** Every page of the site as a employer passes axe-core (e2e/support/a11y.ts). */
scanEveryPageAs('employer');
