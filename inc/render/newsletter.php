<?php
/**
 * The newsletter signup block as the app first renders it
 * (src/newsletter/NewsletterSignup.tsx): still loading its form
 * configuration, or, when the theme knows there is none, saying so.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The two fields of the signup, empty and disabled until the form's
 * configuration is known (src/newsletter/SignupFields.tsx).
 *
 * @param string $prefix Id prefix.
 * @return string[]
 */
function author_site_render_signup_fields( $prefix ) {
	$labels = author_site_copy( 'newsletter', 'fields' );
	return array(
		author_site_field(
			$prefix . '-first-name',
			$labels['firstName'],
			author_site_input(
				array(
					'id'           => $prefix . '-first-name',
					'name'         => 'firstName',
					'type'         => 'text',
					'autocomplete' => 'given-name',
					'maxlength'    => '100',
					'disabled'     => true,
					'value'        => '',
				)
			)
		),
		author_site_field(
			$prefix . '-email',
			$labels['email'],
			author_site_input(
				array(
					'id'           => $prefix . '-email',
					'name'         => 'email',
					'type'         => 'email',
					'autocomplete' => 'email',
					'maxlength'    => '254',
					'required'     => true,
					'disabled'     => true,
					'value'        => '',
				)
			)
		),
	);
}

/**
 * The newsletter signup block.
 *
 * @param string $prefix      Id prefix.
 * @param string $title       Heading.
 * @param string $description Description.
 * @return string
 */
function author_site_render_newsletter( $prefix, $title, $description ) {
	$copy      = author_site_copy( 'newsletter' );
	$config    = author_site_config();
	$available = ! empty( $config['newsletter']['available'] );
	$status    = $available ? $copy['status']['loading'] : $copy['messages']['missing'];
	$fields    = author_site_render_signup_fields( $prefix );
	$fields[]  = author_site_text(
		'button',
		array(
			'type'     => 'submit',
			'class'    => 'button button--primary',
			'disabled' => true,
		),
		$copy['joinButton']
	);
	$fields[]  = author_site_render_privacy_note();
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
			author_site_el(
				'form',
				array(
					'class'           => 'form newsletter__form',
					'novalidate'      => true,
					'aria-labelledby' => $prefix . '-title',
					'aria-busy'       => $available ? 'true' : 'false',
				),
				$fields
			),
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

/**
 * A tinted band holding the newsletter signup (Home, Contact). Mirrors
 * src/pages/NewsletterSection.tsx.
 *
 * @param string      $prefix      Id prefix; the heading is "$prefix-title".
 * @param string      $title       Heading.
 * @param string      $description Description.
 * @param string|null $anchor      An id others link to (#newsletter).
 * @return string
 */
function author_site_render_newsletter_section( $prefix, $title, $description, $anchor = null ) {
	return author_site_section(
		array(
			'anchor'    => $anchor,
			'className' => 'section section--tinted',
			'titleId'   => $prefix . '-title',
		),
		author_site_render_newsletter( $prefix, $title, $description )
	);
}
