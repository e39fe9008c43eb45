<?php
/**
 * The contact form's fields and the labelled field both forms use.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** A labelled form field. Twin: Field. */
function author_site_field( $id, $label, $control, $error = null ) {
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
			null === $error ? '' : author_site_text(
				'p',
				array(
					'id'    => $id . '-error',
					'class' => 'field__error',
				),
				$error
			),
		)
	);
}

/** A control's error attributes. Twin: control() in ContactFields.tsx. */
function author_site_error_attrs( $id, $error ) {
	return null === $error ? array() : array(
		'aria-invalid'     => 'true',
		'aria-describedby' => $id . '-error',
	);
}

/** A text input of such a field. */
function author_site_input( array $attrs ) {
	return author_site_el( 'input', array_merge( array( 'class' => 'field__input' ), $attrs ) );
}

/** The contact form's fields, with a no-script submit's values and errors. Twin: ContactFields. */
function author_site_contact_fields( array $values, array $errors ) {
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
