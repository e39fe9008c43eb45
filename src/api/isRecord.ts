/**
 * The one dictionary guard for untrusted values (parsed JSON, the page's
 * data, plugin answers): an object that is neither null nor an array.
 *
 * @param value Any value.
 */
export function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}
