<?php
/**
 * First view of Contact (src/pages/ContactPage.tsx) and of the two forms
 * (src/contact/ContactForm.tsx, src/newsletter/NewsletterSignup.tsx).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;


/**
 * A labelled form field.
 *
 * @param string $id    Control id.
 * @param string $label Label text.
 * @param string $control The control's HTML.
 * @return string
 */
function author_site_field( $id, $label, $control ) {
	return author_site_el(
		'div',
		array( 'class' => 'field' ),
		array(
			author_site_text(
				'label',
				array(
					'class' => 'field__label',
					'for'   => $id,
				),
				$label
			),
			$control,
		)
	);
}

/**
 * A text input.
 *
 * @param array $attrs Attributes besides the class.
 * @return string
 */
function author_site_input( array $attrs ) {
	return author_site_el( 'input', array_merge( array( 'class' => 'field__input' ), $attrs ) );
}

/**
 * The contact form (src/contact/ContactForm.tsx).
 *
 * @return string
 */
function author_site_render_contact_form() {
	$options = author_site_text( 'option', array( 'value' => '' ), 'Select a subject' );
	foreach ( author_site_contact_subjects() as $subject ) {
		$options .= author_site_text( 'option', array( 'value' => $subject ), $subject );
	}
	return author_site_el(
		'form',
		array(
			'class'      => 'form contact-form',
			'novalidate' => true,
		),
		array(
			author_site_el(
				'div',
				array( 'class' => 'form__row' ),
				array(
					author_site_field(
						'contact-name',
						'Name',
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
						'Email',
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
				'Subject',
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
				'Message',
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
			author_site_text(
				'button',
				array(
					'type'  => 'submit',
					'class' => 'button button--primary',
				),
				'Send Message'
			),
		)
	);
}

/**
 * A titled panel on the contact page.
 *
 * @param string $id    Heading id.
 * @param string $class Panel classes.
 * @param string $title Heading HTML.
 * @param string $body  Inner HTML after the heading.
 * @return string
 */
function author_site_render_panel( $id, $class, $title, $body ) {
	return author_site_el(
		'section',
		array(
			'class'           => $class,
			'aria-labelledby' => $id,
		),
		array(
			author_site_el(
				'h2',
				array(
					'id'    => $id,
					'class' => 'panel__title',
				),
				$title
			),
			$body,
		)
	);
}

/**
 * One line of contact information.
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
 * Renders Contact.
 *
 * @param array $config The app configuration.
 * @return string
 */
function author_site_render_contact( array $config ) {
	$c     = author_site_page_content( 'contact' );
	$email = '' !== $c['contactInfo']['email'] ? $c['contactInfo']['email'] : $config['contactEmail'];
	$phone = $c['contactInfo']['phone'];
	$lines = author_site_contact_line( 'mail', 'Email', author_site_text( 'a', array( 'href' => 'mailto:' . $email ), $email ) )
		. author_site_contact_line( 'map-pin', 'Location', author_site_text( 'span', array(), $c['contactInfo']['location'] ) );
	if ( '' !== $phone ) {
		$lines .= author_site_contact_line( 'phone', 'Phone', author_site_text( 'a', array( 'href' => 'tel:' . preg_replace( '/[^\d+]/', '', $phone ) ), $phone ) );
	}

	$form_panel = author_site_render_panel(
		'contact-form-title',
		'panel',
		author_site_esc( $c['formTitle'] ),
		author_site_text( 'p', array(), $c['formDescription'] )
			// The banner only while no WPForms form is connected (ContactForm's UNCONFIGURED_BANNER).
			. ( null === $config['contact']['wpforms'] ? author_site_text(
				'p',
				array(
					'class' => 'notice',
					'role'  => 'note',
				),
				'This contact form still needs to be connected, so for now please email me directly: sending the form opens your email app with your message ready.'
			) : '' )
			. author_site_render_contact_form()
	);
	$aside      = author_site_el(
		'aside',
		array( 'class' => 'contact-aside' ),
		array(
			author_site_render_panel(
				'contact-info-title',
				'panel panel--tinted',
				author_site_esc( 'Contact Information' ),
				author_site_el( 'ul', array( 'class' => 'contact-info' ), $lines )
			),
			author_site_render_panel(
				'response-time-title',
				'panel panel--tinted',
				author_site_icon( 'clock' ) . author_site_text( 'span', array(), 'Response Time' ),
				author_site_text( 'p', array(), 'I read every message myself and reply within 24-48 hours. For urgent inquiries, please mention URGENT at the start of your message.' )
			),
		)
	);
	$body       = author_site_el(
		'div',
		array( 'class' => 'section section--tight' ),
		author_site_el( 'div', array( 'class' => 'container contact-grid' ), array( $form_panel, $aside ) )
	);
	$newsletter = author_site_el(
		'section',
		array(
			'id'              => 'newsletter',
			'class'           => 'section section--tinted',
			'aria-labelledby' => 'contact-newsletter-title',
			'tabindex'        => '-1',
		),
		author_site_el( 'div', array( 'class' => 'container' ), author_site_render_newsletter( 'contact-newsletter', $c['newsletterTitle'], $c['newsletterDescription'] ) )
	);

	return author_site_render_page_header( $c['pageTitle'], $c['pageDescription'] ) . $body . $newsletter;
}
