<?php
/**
 * The contact form's facts both renderers and wp-admin use.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The subject choices, in order: one list in src/contact/subjects.json,
 * which the app imports too (src/contact/subjects.ts).
 *
 * @return string[]
 */
function author_site_contact_subjects() {
	return array_values( array_filter( (array) author_site_read_json( 'src/contact/subjects.json' ), 'is_string' ) );
}
