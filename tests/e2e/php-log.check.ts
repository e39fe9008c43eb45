import { expect, test } from '@playwright/test';
import { wpEval } from './support/wp';

/*
 * Runs last: every request the suite made went through the theme's PHP with
 * WP_DEBUG on (the install step emptied the log). No PHP error, warning,
 * notice or deprecation may be in it, whoever logged it: WordPress logs a
 * _doing_it_wrong() or a deprecated call on the theme's behalf under its own
 * file names, not the theme's.
 */
const PROBLEM =
	/PHP (Fatal error|Parse error|Recoverable fatal error|Warning|Notice|Deprecated|Strict Standards)|called <strong>incorrectly<\/strong>|is <strong>deprecated<\/strong>/;

test( 'nothing logged a PHP error, warning, notice, deprecation or misuse', () => {
	const log = wpEval( `
		echo is_string( WP_DEBUG_LOG ) && file_exists( WP_DEBUG_LOG ) ? file_get_contents( WP_DEBUG_LOG ) : '';
	` );
	const problems = log
		.split( '\n' )
		.filter( ( line ) => PROBLEM.test( line ) );
	expect( problems ).toEqual( [] );
} );
