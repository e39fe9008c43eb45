/**
 * The Playground runner's messages: a line on stdout, or one on stderr and exit 1.
 */

/**
 * Prints a line of the runner's own.
 *
 * @param {string} line The line.
 */
export const log = ( line ) => console.log( `[playground] ${ line }` );

/**
 * Prints what went wrong and stops the runner.
 *
 * @param {string} line What went wrong.
 */
export const die = ( line ) => {
	console.error( `[playground] ${ line }` );
	process.exit( 1 );
};
