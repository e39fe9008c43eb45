<?php
/**
 * First view of Contact and its form.
 * PHP twin: src/pages/ContactPage.tsx and src/contact/ContactForm.tsx.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The contact form's fields, with a no-script submit's values and errors. Twin: ContactFields. */
function author_site_render_contact_fields( array $values, array $errors ) {
	$labels  = author_site_copy( 'contact', 'fields' );
	$max     = author_site_form_limits()['fields']['contact'];
	$error   = static function ( $field ) use ( $errors ) {
		return isset( $errors[ $field ] ) && '' !== $errors[ $field ] ? (string) $errors[ $field ] : null;
	};
	$control = static function ( $field ) use ( $error ) {
		return array_merge(
			array(
				'class' => 'field__input',
				'id'    => 'contact-' . $field,
				'name'  => $field,
			),
			author_site_error_attrs( 'contact-' . $field, $error( $field ) )
		);
	};
	// The empty choice is selected by being first: React marks only a chosen subject.
	$options = author_site_text( 'option', array( 'value' => '' ), $labels['subjectPlaceholder'] );
	foreach ( author_site_contact_subjects() as $subject ) {
		$options .= author_site_text(
			'option',
			array(
				'value'    => $subject,
				'selected' => $subject === $values['subject'],
			),
			$subject
		);
	}
	$text_input = static function ( $field, $type, $autocomplete ) use ( $labels, $values, $control, $error, $max ) {
		return author_site_field(
			'contact-' . $field,
			$labels[ $field ],
			author_site_el(
				'input',
				array_merge(
					$control( $field ),
					array(
						'value'        => $values[ $field ],
						'type'         => $type,
						'autocomplete' => $autocomplete,
						'maxlength'    => (string) $max[ $field ],
					)
				)
			),
			$error( $field )
		);
	};
	return array(
		author_site_el(
			'div',
			array( 'class' => 'form__row' ),
			array(
				$text_input( 'name', 'text', 'name' ),
				$text_input( 'email', 'email', 'email' ),
			)
		),
		author_site_field(
			'contact-subject',
			$labels['subject'],
			author_site_el( 'select', $control( 'subject' ), $options ),
			$error( 'subject' )
		),
		author_site_field(
			'contact-message',
			$labels['message'],
			author_site_text(
				'textarea',
				array_merge(
					$control( 'message' ),
					array(
						'rows'      => '6',
						'maxlength' => (string) $max['message'],
					)
				),
				$values['message']
			),
			$error( 'message' )
		),
	);
}

/** A panel of the contact form. Twin: SentPanel and DraftedPanel. */
function author_site_render_contact_panel( $title, array $paragraphs, array $actions ) {
	$children = array(
		author_site_text(
			'h3',
			array(
				'class'    => 'fallback__title',
				'tabindex' => '-1',
			),
			$title
		),
	);
	foreach ( $paragraphs as $paragraph ) {
		$children[] = author_site_text( 'p', array(), $paragraph );
	}
	$children[] = author_site_actions( $actions );
	return author_site_el( 'div', array( 'class' => 'fallback' ), $children );
}

/** The drafted email to the author, encoded as the app encodes it. Twin: contactMailto(). */
function author_site_contact_mailto( $to, array $values ) {
	$v      = array_map( 'author_site_trim', $values );
	$encode = 'author_site_encode_uri_component';
	$body   = preg_replace( "/\r?\n/", "\r\n", $v['message'] . "\n\n— " . $v['name'] . ' <' . $v['email'] . '>' );
	return 'mailto:' . preg_replace( '/%40/', '@', $encode( $to ), 1 ) . '?subject=' . $encode( $v['subject'] ) . '&body=' . $encode( $body );
}

/**
 * The contact form, empty or as a no-script submit left it
 * (docs/forms.md#without-javascript). Twin: ContactForm.
 */
function author_site_render_contact_form( array $config, $to ) {
	$copy   = author_site_copy( 'contact' );
	$result = $config['forms']['result'];
	$result = is_array( $result ) && 'contact' === $result['form'] ? $result : null;
	$values = $result ? $result['values'] : array_fill_keys( array( 'name', 'email', 'subject', 'message' ), '' );
	if ( $result && $result['ok'] && ! $result['drafted'] ) {
		$lines = '' !== $result['confirmation'] ? $result['confirmation'] : $copy['sent']['defaultConfirmation'];
		return author_site_render_contact_panel(
			$copy['sent']['title'],
			explode( "\n", $lines ),
			array(
				author_site_action_button( $copy['sent']['againButton'] ),
			)
		);
	}
	if ( $result && $result['ok'] ) {
		return author_site_render_contact_panel(
			$copy['drafted']['title'],
			array( $copy['drafted']['notConfigured'], author_site_fill( $copy['drafted']['text'], array( 'to' => $to ) ) ),
			array(
				author_site_text(
					'a',
					array(
						'class' => 'button button--primary',
						'href'  => author_site_contact_mailto( $to, $values ),
					),
					$copy['drafted']['composeButton']
				),
				author_site_action_button( $copy['drafted']['backButton'], 'ghost' ),
			)
		);
	}
	$fields   = author_site_render_contact_fields( $values, $result ? (array) $result['errors'] : array() );
	$fields[] = author_site_text(
		'button',
		array(
			'type'  => 'submit',
			'class' => 'button button--primary',
		),
		$copy['sendButton']
	);
	$fields[] = author_site_render_privacy_note();
	$note   = null === $config['contact']['wpforms'] ? author_site_text(
		'p',
		array(
			'class' => 'notice',
			'role'  => 'note',
		),
		$copy['unconfiguredBanner']
	) : '';
	$banner = $result && null !== $result['banner'] ? author_site_text(
		'p',
		array(
			'class'    => 'notice notice--error',
			'role'     => 'alert',
			'tabindex' => '-1',
		),
		$result['banner']
	) : '';
	return $note . $banner . author_site_el(
		'form',
		array(
			'class'      => 'form contact-form',
			'method'     => 'post',
			'novalidate' => true,
		),
		array_merge( array( author_site_render_form_keys( 'contact' ) ), $fields )
	);
}

/** One line of contact information. Twin: ContactLine. */
function author_site_contact_line( $icon, $label, $value ) {
	return author_site_el( 'li', array(), array( author_site_icon( $icon ), author_site_text( 'span', array( 'class' => 'contact-info__label' ), $label ), $value ) );
}

/** How to reach the author besides the form. Twin: ContactAside. */
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

/** Renders Contact. Twin: ContactView. */
function author_site_render_contact( array $config ) {
	$c          = author_site_page_content( 'contact' );
	$email      = '' !== $c['contactInfo']['email'] ? $c['contactInfo']['email'] : $config['contactEmail'];
	$form_panel = author_site_panel(
		array(
			'title_id' => 'contact-form-title',
			'title'    => $c['formTitle'],
		),
		array(
			author_site_text( 'p', array(), $c['formDescription'] ),
			author_site_render_contact_form( $config, $email ),
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
