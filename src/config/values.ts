/**
 * How the configuration reads one untrusted value: text, an email address, a
 * safe link, a positive number. The theme's PHP applies the same rules.
 */
import rules from '../contact/rules.json';
import { trimAscii } from '../content/sections';
import links from './links.json';

/** The simple email pattern (docs/content-format.md#value-kinds): no spaces, one @, a dot in the domain. */
export const EMAIL_PATTERN = new RegExp( rules.emailPattern );

export function str( value: unknown, fallback: string ): string {
	return typeof value === 'string' && value.trim() !== ''
		? value.trim()
		: fallback;
}

/** A link's URL as both renderers take it (src/config/links.json). */
const LINK_PATTERN = new RegExp( links.linkPattern, 'i' );

/**
 * A path from the site's root or an absolute http(s) URL, trimmed of ASCII
 * white space; anything else is refused, as the theme refuses it
 * (author_site_link_url()): `//host`, `/\host`, a tab or newline inside, a
 * backslash, a user name.
 * @param value
 */
export function safeUrl( value: unknown ): string | undefined {
	if ( typeof value !== 'string' ) {
		return undefined;
	}
	const trimmed = trimAscii( value );
	if ( ! LINK_PATTERN.test( trimmed ) ) {
		return undefined;
	}
	if ( trimmed.startsWith( '/' ) ) {
		return trimmed;
	}
	try {
		new URL( trimmed );
		return trimmed;
	} catch {
		return undefined;
	}
}

/**
 * An absolute http: or https: URL, trimmed but otherwise as written (the
 * server printed it so: its markup shows the same link), or undefined.
 * @param value
 */
export function httpUrl( value: unknown ): string | undefined {
	if ( typeof value !== 'string' ) {
		return undefined;
	}
	try {
		const trimmed = value.trim();
		const parsed = new URL( trimmed );
		return parsed.protocol === 'http:' || parsed.protocol === 'https:'
			? trimmed
			: undefined;
	} catch {
		return undefined;
	}
}

export function url( value: unknown, fallback: string ): string {
	return safeUrl( value ) ?? fallback;
}

/**
 * A positive whole number, or one written as digits (spaces around allowed);
 * undefined for anything else.
 *
 * @param value An untrusted value.
 */
export function positiveInt( value: unknown ): number | undefined {
	const n =
		typeof value === 'string' && /^\d+$/.test( value.trim() )
			? Number( value )
			: value;
	return typeof n === 'number' && Number.isSafeInteger( n ) && n > 0
		? n
		: undefined;
}

export function email( value: unknown, fallback: string ): string {
	return typeof value === 'string' && EMAIL_PATTERN.test( value.trim() )
		? value.trim()
		: fallback;
}

export function optionalString( value: unknown ): string | undefined {
	return typeof value === 'string' && value.trim() !== ''
		? value.trim()
		: undefined;
}

export function text( value: unknown ): string {
	return typeof value === 'string' ? value : '';
}

export function textOrNull( value: unknown ): string | null {
	return typeof value === 'string' && value !== '' ? value : null;
}
