/**
 * A copy template filled in: each `{name}` becomes `values.name`; a name
 * without a value stays as written. PHP twin: author_site_fill() in inc/lib/text.php.
 */
export function fill(
	template: string,
	values: Record< string, string >
): string {
	return template.replace( /\{(\w+)\}/g, ( slot, name: string ) =>
		Object.prototype.hasOwnProperty.call( values, name )
			? ( values[ name ] as string )
			: slot
	);
}
