import { expect, test } from '@playwright/test';
import { wpEval } from './wp';

/*
 * Runs last: every request the suite made went through the theme's PHP with
 * WP_DEBUG on. Nothing of the theme's may be in the log (the install step
 * emptied it).
 */
test( 'the theme logged no PHP error, warning, notice or deprecation', () => {
	const log = wpEval( `
		echo is_string( WP_DEBUG_LOG ) && file_exists( WP_DEBUG_LOG ) ? file_get_contents( WP_DEBUG_LOG ) : '';
	` );
	const theme = log
		.split( '\n' )
		.filter( ( line ) => line.includes( 'themes/author-site' ) );
	expect( theme ).toEqual( [] );
} );
