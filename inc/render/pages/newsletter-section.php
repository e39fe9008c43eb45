<?php
/**
 * A tinted band holding the newsletter signup.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * A tinted band holding the newsletter signup; `$success` as
 * author_site_newsletter_signup()'s. Twin: NewsletterSection.
 */
function author_site_newsletter_section( $prefix, $title, $description, $anchor = null, $success = null ) {
	return author_site_section(
		array(
			'anchor'   => $anchor,
			'class'    => 'section section--tinted',
			'title_id' => $prefix . '-title',
		),
		author_site_newsletter_signup( $prefix, $title, $description, $success )
	);
}
