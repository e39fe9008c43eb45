import { test } from './fixtures';
import { wpEval } from './wp';

/**
 * The instant the event specs hold both clocks at: the recorded events keep
 * their places (upcoming or past) whatever the real date.
 */
export const HELD_NOW = Date.parse( '2026-11-24T12:00:00Z' );

/**
 * Holds the server's "now" (author_site_now(), through
 * tests/wp/mu-plugins/author-site-test-clock.php) at HELD_NOW, or lets it go.
 * A page's own clock is held with `page.clock.setFixedTime( HELD_NOW )`.
 *
 * @param held Whether to hold it.
 */
export function holdServerClock( held: boolean ): void {
	wpEval(
		held
			? `update_option( 'author_site_test_now', ${ Math.floor(
					HELD_NOW / 1000
				) } );`
			: `delete_option( 'author_site_test_now' );`
	);
}

/**
 * In the calling describe block: the server's clock and every page's Date
 * held at HELD_NOW; the server's let go after the block.
 */
export function holdClocks(): void {
	test.beforeAll( () => holdServerClock( true ) );

	test.beforeEach( async ( { page } ) => {
		await page.clock.setFixedTime( HELD_NOW );
	} );

	test.afterAll( () => holdServerClock( false ) );
}
