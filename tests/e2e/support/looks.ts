import type { Page } from '@playwright/test';
import looks from '../../../src/looks/looks.json';
import { wpEval } from './wp';

/*
 * Her look in the e2e specs (issue 54): stored as the Customizer publishes it
 * (theme mods), removed again, and read back from the page's root.
 */

export const MODS = [
	'author_site_look',
	'author_site_heading_font',
	'author_site_body_font',
	...Object.keys( looks.roles ).map(
		( role ) => `author_site_color_${ role }`
	),
];
export type LookId = keyof typeof looks.looks;

/**
 * Stores her look and colours as the Customizer publishes them (theme mods).
 * @param look   A bundled look.
 * @param colors Her own colours, role → #rrggbb.
 */
export function setLook( look: LookId, colors: Record< string, string > = {} ) {
	const mods = {
		author_site_look: look,
		...Object.fromEntries(
			Object.entries( colors ).map( ( [ role, color ] ) => [
				`author_site_color_${ role }`,
				color,
			] )
		),
	};
	wpEval(
		`foreach ( json_decode( base64_decode( '${ Buffer.from( JSON.stringify( mods ) ).toString( 'base64' ) }' ), true ) as $k => $v ) { set_theme_mod( $k, $v ); }`
	);
}

/**
 * Removes every theme mod of the look (the default look again) and the
 * Customizer's unpublished changesets, so that none is restored.
 */
export function clearLook() {
	wpEval(
		`foreach ( get_posts( array( 'post_type' => 'customize_changeset', 'post_status' => array( 'auto-draft', 'draft' ), 'numberposts' => -1 ) ) as $p ) { wp_delete_post( $p->ID, true ); } foreach ( ${ JSON.stringify( MODS ).replace( /^\[/, 'array(' ).replace( /\]$/, ')' ) } as $k ) { remove_theme_mod( $k ); }`
	);
}

/**
 * A custom property of the page's root, as the browser computes it.
 * @param page
 * @param name
 */
export function rootProperty( page: Page, name: string ): Promise< string > {
	return page.evaluate(
		( property ) =>
			getComputedStyle( document.documentElement )
				.getPropertyValue( property )
				.trim(),
		name
	);
}
