/**
 * The instant the tests hold "now" at (docs/testing.md#time), in the e2e
 * specs (tests/e2e/support/clock.ts) and the parity test alike: the recorded events
 * keep their places (upcoming or past) whatever the real date.
 */
export const HELD_NOW = Date.parse( '2026-11-24T12:00:00Z' );

/**
 * The test site's option that holds the server's "now" (author_site_now())
 * while it holds Unix seconds: tests/wp/mu-plugins/author-site-test-clock.php.
 */
export const HELD_NOW_OPTION = 'author_site_test_now';
