/**
 * How much longer a run under bin/site/moved-clock.sh takes (docs/testing.md#time):
 * every call to the clock goes through libfaketime, and Chromium asks it very
 * often, so pages take a few times longer to load. playwright.config.ts
 * stretches its own timeouts by it; a test that sets its own uses allowTime().
 */
import { test } from '@playwright/test';

export const SLOWER = process.env.FAKETIME ? 3 : 1;

/**
 * Sets the current test's time limit, stretched as the configuration's are.
 * @param ms The limit on the real clock, in milliseconds.
 */
export function allowTime( ms: number ): void {
	test.setTimeout( ms * SLOWER );
}
