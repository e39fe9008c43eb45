/**
 * Reads the WordPress recordings in `tests/fixtures/wp-recordings/` (real
 * exchanges with WordPress and the real plugins; its README says how they
 * were made). A file holds one exchange, or an
 * array of them (the recordings' README says which).
 */
import { readFileSync } from 'fs';
import { join } from 'path';

export const RECORDINGS = join( __dirname, '../fixtures/wp-recordings' );

export interface RecordedExchange {
	recorded?: string;
	request: { method?: string; url?: string; headers?: unknown };
	response: {
		status: number;
		headers: Record< string, string >;
		body: string;
	};
}

/**
 * Every exchange of a recording file, in order.
 * @param file
 */
export function exchanges( file: string ): RecordedExchange[] {
	const raw: unknown = JSON.parse(
		readFileSync( join( RECORDINGS, file ), 'utf8' )
	);
	return ( Array.isArray( raw ) ? raw : [ raw ] ) as RecordedExchange[];
}

/**
 * One exchange of a recording file.
 *
 * @param file  File name in the recordings folder.
 * @param index Which exchange, for a file that holds an array of them.
 */
export function exchange( file: string, index = 0 ): RecordedExchange {
	const found = exchanges( file )[ index ];
	if ( ! found ) {
		throw new Error( `${ file } has no exchange ${ index }` );
	}
	return found;
}

/**
 * The parsed JSON body of one exchange, as a REST client receives it.
 *
 * @param file  File name in the recordings folder.
 * @param index Which exchange, for a file that holds an array of them.
 */
export function answer( file: string, index = 0 ): unknown {
	return JSON.parse( exchange( file, index ).response.body );
}

export interface RecordedPage {
	slug?: string;
	title: { rendered: string };
	excerpt: { rendered: string; protected?: boolean };
	content: { rendered: string; protected?: boolean };
}

/**
 * A pages answer (`GET /wp/v2/pages?slug=…`): the array of pages.
 *
 * @param file  File name in the recordings folder.
 * @param index Which exchange, for a file that holds an array of them.
 */
export function pagesAnswer( file: string, index = 0 ): RecordedPage[] {
	const body = answer( file, index );
	if ( ! Array.isArray( body ) ) {
		throw new Error( `${ file } [${ index }] is not a pages answer` );
	}
	return body as RecordedPage[];
}

/**
 * The `content.rendered` of the first page of a pages answer.
 *
 * @param file  File name in the recordings folder.
 * @param index Which exchange, for a file that holds an array of them.
 */
export function renderedContent( file: string, index = 0 ): string {
	const page = pagesAnswer( file, index )[ 0 ];
	if ( ! page ) {
		throw new Error( `${ file } [${ index }] holds no page` );
	}
	return page.content.rendered;
}

/**
 * The parts of a multipart/form-data body, in order, as [name, value]
 * (text parts only; enough for the WPForms submits).
 *
 * @param contentType The body's Content-Type, with its boundary.
 * @param body        The body.
 */
export function multipartParts(
	contentType: string,
	body: string
): Array< [ string, string ] > {
	const boundary = /boundary=(\S+)/.exec( contentType )?.[ 1 ];
	if ( ! boundary ) {
		throw new Error( `not a multipart body: ${ contentType }` );
	}
	return body
		.split( `--${ boundary }` )
		.slice( 1, -1 )
		.map( ( part ) => {
			// "\r\n" + headers + "\r\n\r\n" + value + "\r\n"
			const [ head = '', ...rest ] = part
				.slice( 2, -2 )
				.split( '\r\n\r\n' );
			const name = /name="([^"]*)"/.exec( head )?.[ 1 ] ?? '';
			return [ name, rest.join( '\r\n\r\n' ) ];
		} );
}
