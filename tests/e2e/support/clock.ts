import { HELD_NOW, HELD_NOW_OPTION } from '../../shared/clock';
import { test } from './fixtures';
import { wpEval } from './wp';

export { HELD_NOW };

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
			? `update_option( '${ HELD_NOW_OPTION }', ${ Math.floor(
					HELD_NOW / 1000
				) } );`
			: `delete_option( '${ HELD_NOW_OPTION }' );`
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
