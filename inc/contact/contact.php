<?php
/**
 * The contact form's facts both renderers and wp-admin use.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The subject choices, in order (src/contact/subjects.json, the app's too). */
function author_site_contact_subjects() {
	return array_values( array_filter( (array) author_site_read_json( 'src/contact/subjects.json' ), 'is_string' ) );
}
