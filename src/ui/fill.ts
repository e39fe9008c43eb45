/**
 * A copy template filled in: each `{name}` in `template` becomes
 * `values.name` (a name without a value stays as written). The copy files
 * (src/layout/copy.json, src/pages/copy.json, src/ui/copy.json,
 * src/events/copy.json, src/contact/copy.json, src/newsletter/copy.json) write such
 * templates; PHP fills them the same way (author_site_fill(),
 * inc/text.php).
 *
 * @param template Text with `{name}` slots.
 * @param values   Name → text.
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
