<?php
/**
 * The newsletter signup's two fields.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The signup's two fields. Twin: SignupFields.
 * @param array $values `firstName`, `email`.
 */
function author_site_signup_fields( $prefix, array $values, $disabled, $email_error ) {
	$labels = author_site_copy( 'newsletter', 'fields' );
	$max    = author_site_form_limits()['fields']['newsletter'];
	$field  = static function ( $name, $slug, array $attrs, $error = null ) use ( $prefix, $values, $disabled, $labels, $max ) {
		$id = $prefix . '-' . $slug;
		return author_site_field(
			$id,
			$labels[ $name ],
			author_site_input(
				array_merge(
					array(
						'id'           => $id,
						'name'         => $name,
						'type'         => $attrs['type'],
						'autocomplete' => $attrs['autocomplete'],
						'maxlength'    => (string) $max[ $name ],
						'required'     => ! empty( $attrs['required'] ),
						'value'        => $values[ $name ],
						'disabled'     => $disabled,
					),
					author_site_error_attrs( $id, $error )
				)
			),
			$error
		);
	};
	return array(
		$field(
			'firstName',
			'first-name',
			array(
				'type'         => 'text',
				'autocomplete' => 'given-name',
			)
		),
		$field(
			'email',
			'email',
			array(
				'type'         => 'email',
				'autocomplete' => 'email',
				'required'     => true,
			),
			$email_error
		),
	);
}
