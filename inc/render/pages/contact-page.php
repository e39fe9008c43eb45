<?php
/**
 * First view of Contact.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** One line of contact information. Twin: ContactLine. */
function author_site_contact_line( $icon, $label, $value ) {
	return author_site_el( 'li', array(), array( author_site_icon( $icon ), author_site_text( 'span', array( 'class' => 'contact-info__label' ), $label ), $value ) );
}

/** How to reach the author besides the form. Twin: ContactAside. */
function author_site_contact_aside( $email, array $contact_info ) {
	$copy  = author_site_copy( 'pages', 'contact' );
	$phone = $contact_info['phone'];
	$lines = author_site_contact_line( 'mail', $copy['emailLabel'], author_site_text( 'a', array( 'href' => 'mailto:' . $email ), $email ) )
		. author_site_contact_line( 'map-pin', $copy['locationLabel'], author_site_text( 'span', array(), $contact_info['location'] ) );
	if ( '' !== $phone ) {
		$lines .= author_site_contact_line( 'phone', $copy['phoneLabel'], author_site_text( 'a', array( 'href' => 'tel:' . preg_replace( '/[^\d+]/', '', $phone ) ), $phone ) );
	}
	return author_site_el(
		'aside',
		array( 'class' => 'contact-aside' ),
		array(
			author_site_panel(
				array(
					'class'    => 'panel panel--tinted',
					'title_id' => 'contact-info-title',
					'title'    => $copy['infoTitle'],
				),
				author_site_el( 'ul', array( 'class' => 'contact-info' ), $lines )
			),
			author_site_panel(
				array(
					'class'    => 'panel panel--tinted',
					'title_id' => 'response-time-title',
					'title'    => $copy['responseTitle'],
					'icon'     => 'clock',
				),
				author_site_text( 'p', array(), $copy['responseText'] )
			),
		)
	);
}

/** Renders Contact. Twin: ContactPage. */
function author_site_contact_page( array $config ) {
	$c          = author_site_page_content( 'contact' );
	$email      = '' !== $c['contactInfo']['email'] ? $c['contactInfo']['email'] : $config['contactEmail'];
	$form_panel = author_site_panel(
		array(
			'title_id' => 'contact-form-title',
			'title'    => $c['formTitle'],
		),
		array(
			author_site_text( 'p', array(), $c['formDescription'] ),
			author_site_contact_form( $config, $email ),
		)
	);
	$body       = author_site_el(
		'div',
		array( 'class' => 'section section--tight' ),
		author_site_el( 'div', array( 'class' => 'container contact-grid' ), array( $form_panel, author_site_contact_aside( $email, $c['contactInfo'] ) ) )
	);

	return author_site_page_header(
		array(
			'title'       => $c['pageTitle'],
			'description' => $c['pageDescription'],
		)
	) . $body . author_site_newsletter_section( 'contact-newsletter', $c['newsletterTitle'], $c['newsletterDescription'], 'newsletter' );
}
