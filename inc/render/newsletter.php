<?php
/**
 * The newsletter signup block as the app first renders it.
 * PHP twin: src/newsletter/NewsletterSignup.tsx, SignupSuccess.tsx and src/pages/NewsletterSection.tsx.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The signup's two fields. Twin: SignupFields.
 * @param array $values `firstName`, `email`.
 */
function author_site_render_signup_fields( $prefix, array $values, $disabled, $email_error ) {
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

/** The panel that takes the signup form's place on success. Twin: SignupSuccess. */
function author_site_render_signup_success( $prefix, $message ) {
	$copy = author_site_copy( 'newsletter', 'success' );
	return author_site_el(
		'div',
		array( 'class' => 'newsletter__success' ),
		array(
			author_site_text(
				'h3',
				array(
					'id'       => $prefix . '-success',
					'class'    => 'newsletter__success-title',
					'tabindex' => '-1',
				),
				$copy['title']
			),
			author_site_text( 'p', array(), $message ),
			author_site_action_button( $copy['againButton'] ),
		)
	);
}

/**
 * The signup block: empty, as a no-script signup left it, or disabled when
 * there is no form (docs/forms.md#newsletter-states). Twin: NewsletterSignup.
 */
function author_site_render_newsletter( $prefix, $title, $description ) {
	$copy      = author_site_copy( 'newsletter' );
	$config    = author_site_config();
	$available = ! empty( $config['newsletter']['available'] );
	$result    = $config['forms']['result'];
	$result    = is_array( $result ) && 'newsletter' === $result['form'] && $prefix === $result['block'] ? $result : null;
	$status    = $available ? '' : $copy['messages']['missing'];
	if ( $result && $result['ok'] ) {
		$body   = author_site_render_signup_success( $prefix, $result['message'] );
		$status = $copy['messages']['successAnnouncement'];
	} else {
		$values = $result ? $result['values'] : array(
			'firstName' => '',
			'email'     => '',
		);
		$banner = $result && null !== $result['banner'] ? author_site_text(
			'p',
			array(
				'id'       => $prefix . '-banner',
				'class'    => 'notice notice--error',
				'role'     => 'alert',
				'tabindex' => '-1',
			),
			$result['banner']
		) : '';
		$fields = array_merge(
			array( author_site_render_form_keys( $prefix ), $banner ),
			author_site_render_signup_fields( $prefix, $values, ! $available, $result ? $result['emailError'] : null )
		);
		$fields[] = author_site_text(
			'button',
			array(
				'type'     => 'submit',
				'class'    => 'button button--primary',
				'disabled' => ! $available,
			),
			$copy['joinButton']
		);
		$fields[] = author_site_render_privacy_note();
		$body     = author_site_el(
			'form',
			array(
				'class'           => 'form newsletter__form',
				'method'          => 'post',
				'novalidate'      => true,
				'aria-labelledby' => $prefix . '-title',
				'aria-busy'       => 'false',
			),
			$fields
		);
	}
	return author_site_el(
		'div',
		array( 'class' => 'newsletter' ),
		array(
			author_site_text(
				'h2',
				array(
					'id'    => $prefix . '-title',
					'class' => 'newsletter__title',
				),
				$title
			),
			author_site_text( 'p', array( 'class' => 'newsletter__description' ), $description ),
			$body,
			author_site_text(
				'p',
				array(
					'class' => 'newsletter__status',
					'role'  => 'status',
				),
				$status
			),
		)
	);
}

/** A tinted band holding the newsletter signup. Twin: NewsletterSection. */
function author_site_render_newsletter_section( $prefix, $title, $description, $anchor = null ) {
	return author_site_section(
		array(
			'anchor'   => $anchor,
			'class'    => 'section section--tinted',
			'title_id' => $prefix . '-title',
		),
		author_site_render_newsletter( $prefix, $title, $description )
	);
}
