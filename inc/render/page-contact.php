<?php
/**
 * First view of Contact (src/pages/ContactPage.tsx) and of the two forms
 * (src/contact/ContactForm.tsx, src/newsletter/NewsletterSignup.tsx).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The four fields of the contact form, empty (src/contact/ContactFields.tsx).
 *
 * @return string[]
 */
function author_site_render_contact_fields() {
	$labels  = author_site_copy( 'contact', 'fields' );
	$options = author_site_text( 'option', array( 'value' => '' ), $labels['subjectPlaceholder'] );
	foreach ( author_site_contact_subjects() as $subject ) {
		$options .= author_site_text( 'option', array( 'value' => $subject ), $subject );
	}
	return array(
		author_site_el(
			'div',
			array( 'class' => 'form__row' ),
			array(
				author_site_field(
					'contact-name',
					$labels['name'],
					author_site_input(
						array(
							'id'           => 'contact-name',
							'name'         => 'name',
							'value'        => '',
							'type'         => 'text',
							'autocomplete' => 'name',
							'maxlength'    => '100',
						)
					)
				),
				author_site_field(
					'contact-email',
					$labels['email'],
					author_site_input(
						array(
							'id'           => 'contact-email',
							'name'         => 'email',
							'value'        => '',
							'type'         => 'email',
							'autocomplete' => 'email',
							'maxlength'    => '254',
						)
					)
				),
			)
		),
		author_site_field(
			'contact-subject',
			$labels['subject'],
			author_site_el(
				'select',
				array(
					'class' => 'field__input',
					'id'    => 'contact-subject',
					'name'  => 'subject',
				),
				$options
			)
		),
		author_site_field(
			'contact-message',
			$labels['message'],
			author_site_el(
				'textarea',
				array(
					'class'     => 'field__input',
					'id'        => 'contact-message',
					'name'      => 'message',
					'rows'      => '6',
					'maxlength' => '5000',
				)
			)
		),
	);
}

/**
 * The contact form, empty (src/contact/ContactForm.tsx): its fields and the
 * send button.
 *
 * @return string
 */
function author_site_render_contact_form() {
	$fields   = author_site_render_contact_fields();
	$fields[] = author_site_text(
		'button',
		array(
			'type'  => 'submit',
			'class' => 'button button--primary',
		),
		author_site_copy( 'contact' )['sendButton']
	);
	$fields[] = author_site_render_privacy_note();
	return author_site_el(
		'form',
		array(
			'class'      => 'form contact-form',
			'novalidate' => true,
		),
		$fields
	);
}

/**
 * One line of contact information: icon, label, value (ContactPage.tsx
 * ContactLine).
 *
 * @param string $icon  Icon name.
 * @param string $label Label.
 * @param string $value The value's HTML.
 * @return string
 */
function author_site_contact_line( $icon, $label, $value ) {
	return author_site_el( 'li', array(), array( author_site_icon( $icon ), author_site_text( 'span', array( 'class' => 'contact-info__label' ), $label ), $value ) );
}

/**
 * How to reach the author besides the form, and how soon she answers
 * (ContactPage.tsx ContactAside).
 *
 * @param string $email        The address shown.
 * @param array  $contact_info The page's contact information.
 * @return string
 */
function author_site_render_contact_aside( $email, array $contact_info ) {
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
					'className' => 'panel panel--tinted',
					'titleId'   => 'contact-info-title',
					'title'     => $copy['infoTitle'],
				),
				author_site_el( 'ul', array( 'class' => 'contact-info' ), $lines )
			),
			author_site_panel(
				array(
					'className' => 'panel panel--tinted',
					'titleId'   => 'response-time-title',
					'title'     => $copy['responseTitle'],
					'icon'      => 'clock',
				),
				author_site_text( 'p', array(), $copy['responseText'] )
			),
		)
	);
}

/**
 * Renders Contact (src/pages/ContactPage.tsx ContactView).
 *
 * @param array $config The app configuration.
 * @return string
 */
function author_site_render_contact( array $config ) {
	$c          = author_site_page_content( 'contact' );
	$email      = '' !== $c['contactInfo']['email'] ? $c['contactInfo']['email'] : $config['contactEmail'];
	$form_panel = author_site_panel(
		array(
			'titleId' => 'contact-form-title',
			'title'   => $c['formTitle'],
		),
		array(
			author_site_text( 'p', array(), $c['formDescription'] ),
			// The banner only while no WPForms form is connected (ContactForm's UNCONFIGURED_BANNER, src/contact/copy.json).
			null === $config['contact']['wpforms'] ? author_site_text(
				'p',
				array(
					'class' => 'notice',
					'role'  => 'note',
				),
				author_site_copy( 'contact' )['unconfiguredBanner']
			) : '',
			author_site_render_contact_form(),
		)
	);
	$body       = author_site_el(
		'div',
		array( 'class' => 'section section--tight' ),
		author_site_el( 'div', array( 'class' => 'container contact-grid' ), array( $form_panel, author_site_render_contact_aside( $email, $c['contactInfo'] ) ) )
	);

	return author_site_page_header(
		array(
			'title'       => $c['pageTitle'],
			'description' => $c['pageDescription'],
		)
	) . $body . author_site_render_newsletter_section( 'contact-newsletter', $c['newsletterTitle'], $c['newsletterDescription'], 'newsletter' );
}
