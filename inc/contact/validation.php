<?php
/**
 * The contact message as an email draft, encoded as the app encodes it.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The drafted email to the author, encoded as the app encodes it. Twin: contactMailto(). */
function author_site_contact_mailto( $to, array $values ) {
	$v      = array_map( 'author_site_trim', $values );
	$encode = 'author_site_encode_uri_component';
	$body   = preg_replace( "/\r?\n/", "\r\n", $v['message'] . "\n\n— " . $v['name'] . ' <' . $v['email'] . '>' );
	return 'mailto:' . preg_replace( '/%40/', '@', $encode( $to ), 1 ) . '?subject=' . $encode( $v['subject'] ) . '&body=' . $encode( $body );
}
