/**
 * Translation of the copy files both renderers read (docs/i18n.md#the-copy-files).
 * PHP twin: inc/lib/files.php; bin/build/pot.mjs extracts the same strings.
 */
import { __, _n } from '@wordpress/i18n';
import translatable from './translatable.json';

export const TEXT_DOMAIN = 'author-site';

const KEEP = new Set< string >( translatable.keep );
/** Keys whose values are plural pairs, translated with their number (pluralCopy()). */
const PLURALS = new Set< string >( translatable.plurals );
const LETTER = /\p{L}/u;

/** Whether a copy string is translated: it holds a letter. */
export function isTranslatable( text: string ): boolean {
	return LETTER.test( text );
}

function translateValue( value: unknown ): unknown {
	if ( typeof value === 'string' ) {
		// eslint-disable-next-line @wordpress/i18n-no-variables -- the copy files' strings are extracted by bin/build/pot.mjs.
		return isTranslatable( value ) ? __( value, 'author-site' ) : value;
	}
	if ( Array.isArray( value ) ) {
		return value.map( translateValue );
	}
	if ( value !== null && typeof value === 'object' ) {
		return Object.fromEntries(
			Object.entries( value ).map( ( [ key, item ] ) => [
				key,
				KEEP.has( key ) || PLURALS.has( key )
					? item
					: translateValue( item ),
			] )
		);
	}
	return value;
}

/** A copy file's content with its text in the site's language, same shape. */
export function translateCopy< T >( copy: T ): T {
	return translateValue( copy ) as T;
}

/**
 * The form of a copy file's plural pair (`[singular, plural]` in English,
 * under a key of translatable.json's `plurals`) for a number, in the site's
 * language: the translation's Plural-Forms picks it, as PHP's _n() does.
 */
export function pluralCopy( forms: readonly string[], count: number ): string {
	const [ single = '', plural = '' ] = forms;
	// eslint-disable-next-line @wordpress/i18n-no-variables -- the copy files' plural pairs are extracted by bin/build/pot.mjs.
	return _n( single, plural, count, 'author-site' );
}
