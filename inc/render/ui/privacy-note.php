<?php
/**
 * The consent line under both forms.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The consent line under both forms. Twin: PrivacyNote.
 * @return string '' without a published privacy policy.
 */
function author_site_privacy_note() {
	$privacy = author_site_config()['privacy'];
	if ( ! is_array( $privacy ) ) {
		return '';
	}
	$copy = author_site_copy( 'ui', 'privacyNote' );
	return author_site_el(
		'p',
		array( 'class' => 'form__privacy' ),
		array(
			author_site_esc( $copy['before'] ),
			author_site_text( 'a', array( 'href' => $privacy['url'] ), $privacy['label'] ),
			author_site_esc( $copy['after'] ),
		)
	);
}
